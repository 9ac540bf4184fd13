//===- Instantiations.h - Template instantiations by pattern ---*- C++ -*-===//
//
// A compute construct inside a template is analysed on the template pattern,
// where calls with dependent arguments have no callee yet. The instantiations
// Sema made of that pattern say which functions the region really calls.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_INSTANTIATIONS_H
#define ACC2CUDA_ANALYSIS_INSTANTIATIONS_H

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/DenseMap.h"
#include <vector>

namespace acc2cuda {

class TranslatedFiles;

class InstantiationIndex {
public:
  /// \p Files: the files whose templates are indexed (null: the main file).
  explicit InstantiationIndex(clang::ASTContext &Ctx,
                              const TranslatedFiles *Files = nullptr)
      : Ctx(Ctx), Files(Files) {}

  /// Instantiated definitions (function templates, members of class
  /// templates) whose pattern is \p Pattern. Built on first use from the
  /// declarations of the translated files.
  llvm::ArrayRef<const clang::FunctionDecl *>
  of(const clang::FunctionDecl *Pattern);

private:
  clang::ASTContext &Ctx;
  const TranslatedFiles *Files;
  bool Built = false;
  llvm::DenseMap<const clang::FunctionDecl *,
                 std::vector<const clang::FunctionDecl *>>
      ByPattern;
};

} // namespace acc2cuda

#endif
