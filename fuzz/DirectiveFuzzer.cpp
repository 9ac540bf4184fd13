//===- DirectiveFuzzer.cpp - libFuzzer target for directives --------------===//
//
// Runs the whole translation (OpenACC parser and clause importer, OpenMP
// importer, analysis, emission, output self-check) on a small program whose
// directive is the fuzzer's input: `#pragma <input>` before a loop, in a
// function with arrays, a pointer, scalars and a struct in scope, so that
// clause arguments name real variables. The translation must report any
// input it does not handle as a diagnostic; a crash, a sanitizer report or
// a hang is a bug. Nothing is written (the output goes to a temporary
// file that is removed).
//
//===----------------------------------------------------------------------===//

#include "Driver/CrashGuard.h"
#include "Driver/Translator.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <cstdint>
#include <string>

namespace {

const char *const Prologue =
    "struct S { double *p; int n; double v[4]; };\n"
    "double g[64];\n"
    "int k;\n"
    "void f(double *a, double *b, int n, S s) {\n"
    "  double sum = 0, t[8];\n"
    "  int i, j, q = 0;\n";
const char *const Epilogue =
    "\n"
    "  for (i = 0; i < n; ++i) {\n"
    "    for (j = 0; j < 8; ++j)\n"
    "      t[j] = a[i] * j;\n"
    "    b[i] = a[i] + t[i % 8] + s.v[i % 4] + g[i % 64];\n"
    "    sum += b[i];\n"
    "  }\n"
    "  q += (int)sum + k;\n"
    "}\n";

/// The program around the directive: the input on one pragma line
/// (line breaks would end it; backslash continuations stay).
std::string program(const uint8_t *Data, size_t Size) {
  std::string Directive(reinterpret_cast<const char *>(Data), Size);
  for (char &C : Directive)
    if (C == '\n' || C == '\r' || C == '\0')
      C = ' ';
  return std::string(Prologue) + "#pragma " + Directive + Epilogue;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  static std::string OutputPath = [] {
    llvm::SmallString<128> Path;
    llvm::sys::fs::createTemporaryFile("acc2cuda-fuzz", "cu", Path);
    return std::string(Path);
  }();
  acc2cuda::TranslateOptions Opts;
  Opts.OutputPath = OutputPath;
  Opts.Input = "fuzz.cpp";
  // Counts the diagnostics and prints none.
  clang::DiagnosticConsumer Quiet;
  auto InMemory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      llvm::vfs::getRealFileSystem());
  Overlay->pushOverlay(InMemory);
  InMemory->addFile("/fuzz/fuzz.cpp", 0,
                    llvm::MemoryBuffer::getMemBufferCopy(program(Data, Size)));
  auto OverlayFiles = llvm::makeIntrusiveRefCnt<clang::FileManager>(
      clang::FileSystemOptions(), Overlay);
  clang::tooling::ToolInvocation Invocation(
      {"acc2cuda-fuzz", "-fsyntax-only", "-std=c++17", "-fopenmp",
       "-D_OPENACC=201711", "/fuzz/fuzz.cpp"},
      std::make_unique<acc2cuda::TranslateAction>(Opts), OverlayFiles.get());
  Invocation.setDiagnosticConsumer(&Quiet);
  // As the tool runs it. A crash after an error is clang's recovery from
  // that error failing (acc2cuda reports it and stops); a crash before any
  // error is a bug, here as in the tool.
  bool Finished =
      acc2cuda::runGuardingAgainstCrashes([&] { Invocation.run(); });
  llvm::sys::fs::remove(OutputPath);
  if (!Finished && Quiet.getNumErrors() == 0)
    abort();
  return 0;
}
