//===- ParseHarness.cpp ---------------------------------------------------===//

#include "ParseHarness.h"
#include "Frontend/ACCPragmaHandler.h"
#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace clang;

namespace acc2cuda {
namespace test {

namespace {

std::pair<unsigned, unsigned> lineCol(const SourceManager &SM,
                                      SourceLocation Loc) {
  if (Loc.isInvalid())
    return {0, 0};
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
  return {P.getLine(), P.getColumn()};
}

class Collector : public DiagnosticConsumer {
public:
  explicit Collector(std::vector<DiagRecord> &Out) : Out(Out) {}

  void HandleDiagnostic(DiagnosticsEngine::Level L,
                        const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(L, Info);
    DiagRecord R;
    R.Level = L;
    llvm::SmallString<128> Msg;
    Info.FormatDiagnostic(Msg);
    R.Message = Msg.str().str();
    if (std::optional<std::string> Code = takeDiagCode(R.Message))
      R.Code = std::move(*Code);
    if (Info.hasSourceManager())
      std::tie(R.Line, R.Col) =
          lineCol(Info.getSourceManager(), Info.getLocation());
    Out.push_back(std::move(R));
  }

private:
  std::vector<DiagRecord> &Out;
};

class PragmaConsumer : public SemaConsumer {
public:
  explicit PragmaConsumer(std::vector<PragmaResult> &Out) : Out(Out) {}

  /// Same as the Translator: replace clang's own `acc` handler once the
  /// parser has installed it.
  void InitializeSema(Sema &S) override {
    Preprocessor &PP = S.getPreprocessor();
    EmptyPragmaHandler ByName("acc");
    PP.RemovePragmaHandler(&ByName);
    PP.AddPragmaHandler(new ACCPragmaHandler(Pragmas));
  }

  void HandleTranslationUnit(ASTContext &Ctx) override {
    const SourceManager &SM = Ctx.getSourceManager();
    Diag D(Ctx.getDiagnostics());
    for (const RawPragma &P : Pragmas) {
      PragmaResult R;
      R.Dir = parseACCDirective(
          P, SM, Ctx.getLangOpts(), D,
          [](llvm::StringRef, clang::SourceLocation) -> std::optional<long long> {
            return std::nullopt;
          });
      if (R.Dir)
        std::tie(R.NameLine, R.NameCol) = lineCol(SM, R.Dir->NameLoc);
      Out.push_back(std::move(R));
    }
  }

private:
  std::vector<RawPragma> Pragmas;
  std::vector<PragmaResult> &Out;
};

class PragmaAction : public ASTFrontendAction {
public:
  explicit PragmaAction(std::vector<PragmaResult> &Out) : Out(Out) {}

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &,
                                                 llvm::StringRef) override {
    return std::make_unique<PragmaConsumer>(Out);
  }

private:
  std::vector<PragmaResult> &Out;
};

} // namespace

std::ostream &operator<<(std::ostream &OS, const DiagRecord &D) {
  return OS << D.Line << ':' << D.Col << ": " << D.Message
            << (D.Code.empty() ? "" : " [" + D.Code + "]");
}

std::vector<DiagRecord> ParseRun::errors() const {
  std::vector<DiagRecord> Out;
  for (const DiagRecord &D : Diags)
    if (D.Level >= DiagnosticsEngine::Error)
      Out.push_back(D);
  return Out;
}

ParseRun parseSource(llvm::StringRef Code) {
  ParseRun Run;
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Memory->addFile("input.cpp", 0, llvm::MemoryBuffer::getMemBufferCopy(Code));
  auto Files =
      llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), Memory);
  // -fno-caret-diagnostics also keeps "N errors generated" off stderr.
  tooling::ToolInvocation Invocation(
      {"acc2cuda-unittest", "-fsyntax-only", "-std=c++17",
       "-fno-caret-diagnostics", "input.cpp"},
      std::make_unique<PragmaAction>(Run.Pragmas), Files.get());
  Collector C(Run.Diags);
  Invocation.setDiagnosticConsumer(&C);
  Invocation.run();
  return Run;
}

} // namespace test
} // namespace acc2cuda
