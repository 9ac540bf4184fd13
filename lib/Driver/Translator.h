//===- Translator.h - One input file -> one CUDA file -----------*- C++ -*-===//

#ifndef ACC2CUDA_DRIVER_TRANSLATOR_H
#define ACC2CUDA_DRIVER_TRANSLATOR_H

#include "Driver/Report.h"
#include "Emit/CudaEmitter.h"
#include "Emit/OutputFile.h"
#include "clang/Frontend/FrontendAction.h"
#include <memory>
#include <string>
#include <vector>

namespace clang {
class DependencyCollector;
}

namespace acc2cuda {

class HeaderOutputs;

struct TranslateOptions {
  Target Tgt = Target::Cuda;
  /// `--memory=table`: every data clause goes through the runtime's present
  /// table, none becomes explicit cudaMalloc/cudaMemcpy (ExplicitMemory.h).
  bool PresentTableOnly = false;
  /// The runtime's include directory (absolute), for `--standalone`.
  std::string RuntimeInclude;
  std::string OutputPath; ///< "-" for stdout
  /// Style, `#line`s, directive comments.
  OutputOptions Output;
  /// A plain file (see FileSummary::Plain) is not written at all.
  bool SkipPlain = false;
  FileSummary *Summary = nullptr; ///< filled in when set
  /// Where translated headers go, shared by the run (null: nowhere).
  HeaderOutputs *Headers = nullptr;
  std::string Input; ///< as the command line names it, for messages
  /// For testing the output self-check: `LINE:COL:TEXT`, inserted into
  /// the input's translation after every other edit.
  std::vector<std::string> InjectedEdits;
};

/// Frontend action: parses with OpenACC pragma collection and OpenMP enabled,
/// translates, and writes the output (only when no error was reported).
class TranslateAction : public clang::ASTFrontendAction {
public:
  explicit TranslateAction(TranslateOptions Opts) : Opts(std::move(Opts)) {}

protected:
  bool BeginSourceFileAction(clang::CompilerInstance &CI) override;
  void EndSourceFileAction() override;
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &CI, llvm::StringRef File) override;

public:
  struct State;

private:
  TranslateOptions Opts;
  std::shared_ptr<State> S;
  std::shared_ptr<clang::DependencyCollector> Deps;
};

} // namespace acc2cuda

#endif
