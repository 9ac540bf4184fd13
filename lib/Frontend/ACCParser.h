//===- ACCParser.h - OpenACC directive parser ------------------*- C++ -*-===//
//
// Turns the token stream of one `#pragma acc` into Model structures. Names in
// clauses are kept as text here; the importer binds them to declarations once
// the directive is attached to its statement.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_FRONTEND_ACCPARSER_H
#define ACC2CUDA_FRONTEND_ACCPARSER_H

#include "ConstantTokens.h"
#include "Model/Directive.h"
#include "RawPragma.h"
#include "Support/Diag.h"
#include <optional>

namespace clang {
class SourceManager;
class LangOptions;
} // namespace clang

namespace acc2cuda {

/// A name an expression of the directive uses (`n` in `num_gangs(n / 2)`).
struct ExprName {
  std::string Name;
  clang::SourceLocation Loc;
};

struct ParsedACCDirective {
  enum class Kind {
    Compute,
    Loop,
    Data,
    Atomic,
    Routine,
    Cache ///< a hint; its list is checked for syntax only
  } K = Kind::Compute;
  ComputeConstruct Compute; ///< Kind::Compute (combined forms fill Loop too)
  LoopClauses Loop;         ///< Kind::Loop, or the loop part of a combined one
  DataConstruct DataDir;    ///< Kind::Data
  AtomicDirective Atomic;   ///< Kind::Atomic
  RoutineDirective Routine; ///< Kind::Routine (its level is in Loop)
  bool Finalize = false;    ///< `finalize` on exit data
  /// `self[(cond)]` on a compute construct; folded into Compute.IfCond once
  /// every clause is read, as `if` may follow it.
  std::optional<std::string> SelfCond;
  /// init, shutdown, set: their clauses, made into DataDir.RuntimeCalls.
  struct DeviceSettings {
    std::string Num, DefaultAsync;
    bool TypeGiven = false;
    bool Ours = true; ///< the device types named include acc2cuda's
    bool Exact = false; ///< `nvidia` named, not only `*`
  } Device;
  std::string Name;         ///< canonical directive name
  clang::SourceLocation NameLoc;
  std::vector<ExprName> ExprNames;
};

/// Parses one directive. \p Constants gives the values of names in clause
/// arguments that must be constants (`collapse(N)`). Returns nothing after
/// reporting an error.
std::optional<ParsedACCDirective>
parseACCDirective(const RawPragma &P, const clang::SourceManager &SM,
                  const clang::LangOptions &LO, Diag &D,
                  ConstantNames Constants);

/// Every OpenACC directive the parser accepts, with its clauses, from the
/// tables it parses with. Clauses it rejects as unsupported are left out.
std::vector<SupportedDirective> supportedOpenACC();

/// Source text for tokens [Begin, End): the original text when the tokens
/// come straight from one file (keeps macros readable), otherwise their
/// spellings joined as the preprocessor spaced them.
std::string tokensToText(llvm::ArrayRef<clang::Token> Toks,
                         const clang::SourceManager &SM,
                         const clang::LangOptions &LO);

} // namespace acc2cuda

#endif
