//===- Diag.h - clang-style diagnostics ----------------------- -*- C++ -*-===//
//
// Thin wrapper over clang's DiagnosticsEngine so every stage reports
// `file:line:col: error: ...` with a caret exactly like the compiler does.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SUPPORT_DIAG_H
#define ACC2CUDA_SUPPORT_DIAG_H

#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/Twine.h"

namespace acc2cuda {

class Diag {
public:
  explicit Diag(clang::DiagnosticsEngine &DE) : DE(DE) {}

  void error(clang::SourceLocation Loc, const llvm::Twine &Msg) {
    report(clang::DiagnosticsEngine::Error, Loc, Msg);
  }
  void warning(clang::SourceLocation Loc, const llvm::Twine &Msg) {
    report(clang::DiagnosticsEngine::Warning, Loc, Msg);
  }
  void note(clang::SourceLocation Loc, const llvm::Twine &Msg) {
    report(clang::DiagnosticsEngine::Note, Loc, Msg);
  }
  bool hasErrors() const { return DE.hasErrorOccurred(); }
  clang::DiagnosticsEngine &engine() { return DE; }

private:
  void report(clang::DiagnosticsEngine::Level L, clang::SourceLocation Loc,
              const llvm::Twine &Msg) {
    unsigned ID = DE.getCustomDiagID(L, "%0");
    DE.Report(Loc, ID) << Msg.str();
  }

  clang::DiagnosticsEngine &DE;
};

} // namespace acc2cuda

#endif
