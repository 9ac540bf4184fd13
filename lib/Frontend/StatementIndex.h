//===- StatementIndex.h - The statement a pragma applies to --- -*- C++ -*-===//
//
// A pragma handler sees only tokens; the statement a directive applies to is
// the first statement that begins after the directive within the same block.
// This index records every statement-level position of the function bodies
// of the translated files (outermost first) so each pragma can be attached.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_FRONTEND_STATEMENTINDEX_H
#define ACC2CUDA_FRONTEND_STATEMENTINDEX_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"
#include <vector>

namespace acc2cuda {
class TranslatedFiles;
}

namespace acc2cuda {

struct StatementSlot {
  const clang::Stmt *S;
  const clang::Stmt *Parent; ///< block or control statement holding S
  const clang::FunctionDecl *Function;
  clang::SourceLocation Begin; ///< file location where S begins
};

class StatementIndex {
public:
  /// \p Files: the files whose functions are indexed (null: the main file).
  explicit StatementIndex(clang::ASTContext &Ctx,
                          const TranslatedFiles *Files = nullptr);

  /// The statement a directive ending at \p PragmaEnd applies to, or null
  /// when no statement follows it inside the same block.
  const StatementSlot *find(clang::SourceLocation PragmaBegin,
                            clang::SourceLocation PragmaEnd) const;

  /// The function whose body contains \p Loc, if any.
  const clang::FunctionDecl *functionAt(clang::SourceLocation Loc) const;

private:
  clang::ASTContext &Ctx;
  std::vector<StatementSlot> Slots; ///< sorted by Begin, outermost first
  std::vector<const clang::FunctionDecl *> Functions;
};

} // namespace acc2cuda

#endif
