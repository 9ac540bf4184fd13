//===- acc2cuda.cpp - OpenACC / OpenMP offload to CUDA translator ---------===//
//
// acc2cuda [options] <file>... [-- <compiler args>]
//
//===----------------------------------------------------------------------===//

#include "Driver/Translator.h"
#include "clang/Basic/Version.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CommonOptionsParser.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;
using namespace clang::tooling;
using namespace llvm;

static cl::OptionCategory Category("acc2cuda options");

static cl::opt<std::string>
    OutputPath("o",
               cl::desc("Output file for a single input ('-' for "
                        "stdout); default: <input-stem>.cu"),
               cl::value_desc("file"), cl::cat(Category));

static cl::opt<acc2cuda::Target>
    TargetOpt("target", cl::desc("What to generate"),
              cl::values(clEnumValN(acc2cuda::Target::Cuda, "cuda",
                                    "CUDA for nvcc (default)"),
                         clEnumValN(acc2cuda::Target::Host, "host",
                                    "the same program for the host simulator "
                                    "(C++ file; no GPU needed)")),
              cl::init(acc2cuda::Target::Cuda), cl::cat(Category));

static cl::opt<std::string>
    StyleOpt("style",
             cl::desc("clang-format style for generated code (LLVM, Google, "
                      "file, ...)"),
             cl::init("LLVM"), cl::cat(Category));

static cl::extrahelp MoreHelp(
    "\nTranslates OpenACC and OpenMP offload directives in C/C++ into CUDA.\n"
    "Exit status: 0 on success, 1 when an error was reported (no output is\n"
    "written), 2 for usage errors.\n");

namespace {

class Factory : public FrontendActionFactory {
public:
  explicit Factory(acc2cuda::TranslateOptions O) : O(std::move(O)) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<acc2cuda::TranslateAction>(O);
  }

private:
  acc2cuda::TranslateOptions O;
};

/// The runtime headers: next to an installed binary (<prefix>/include),
/// else in the source tree it was built from.
std::string runtimeIncludeDir(const char *Argv0) {
  std::string Exe = sys::fs::getMainExecutable(
      Argv0, reinterpret_cast<void *>(&runtimeIncludeDir));
  SmallString<256> Installed(
      sys::path::parent_path(sys::path::parent_path(Exe)));
  sys::path::append(Installed, "include");
  SmallString<256> Probe(Installed);
  sys::path::append(Probe, "acc2cuda", "runtime.h");
  if (sys::fs::exists(Probe))
    return std::string(Installed);
  return ACC2CUDA_RUNTIME_INCLUDE_DIR;
}

std::string defaultOutput(StringRef Input, acc2cuda::Target T) {
  return (sys::path::stem(Input) +
          (T == acc2cuda::Target::Host ? ".host.cpp" : ".cu"))
      .str();
}

} // namespace

int main(int argc, const char **argv) {
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "acc2cuda " ACC2CUDA_VERSION " (clang " CLANG_VERSION_STRING ")\n";
  });
  // Without a compilation database or `--`, parse with no extra flags rather
  // than warning about a missing compile_commands.json.
  std::vector<const char *> Args(argv, argv + argc);
  bool HasDashDash = false, HasP = false;
  for (int I = 1; I < argc; ++I) {
    StringRef A(argv[I]);
    HasDashDash |= A == "--";
    HasP |= A == "-p" || A.starts_with("-p=");
  }
  if (!HasDashDash && !HasP)
    Args.push_back("--");
  int N = static_cast<int>(Args.size());
  auto Parser =
      CommonOptionsParser::create(N, Args.data(), Category, cl::OneOrMore);
  if (!Parser) {
    errs() << "acc2cuda: " << toString(Parser.takeError()) << "\n";
    return 2;
  }
  const std::vector<std::string> &Files = Parser->getSourcePathList();
  if (Files.size() > 1 && !OutputPath.empty()) {
    errs() << "acc2cuda: -o cannot be used with more than one input\n";
    return 2;
  }
  std::string RuntimeInclude = runtimeIncludeDir(argv[0]);
  int Status = 0;
  for (const std::string &File : Files) {
    if (!sys::fs::exists(File)) {
      errs() << "acc2cuda: error: no such file: '" << File << "'\n";
      Status = 1;
      continue;
    }
    ClangTool Tool(Parser->getCompilations(), {File});
    // Parse as the generated file will be compiled: OpenMP on, _OPENACC
    // defined (acc2cuda/runtime.h defines it too), the runtime's
    // <openacc.h> found before any compiler's own.
    Tool.appendArgumentsAdjuster(getInsertArgumentAdjuster(
        {"-fopenmp", "-resource-dir=" ACC2CUDA_CLANG_RESOURCE_DIR,
         "-D_OPENACC=201711", "-isystem", RuntimeInclude.c_str()},
        ArgumentInsertPosition::END));
    acc2cuda::TranslateOptions O;
    O.Tgt = TargetOpt;
    O.Style = StyleOpt;
    O.OutputPath = OutputPath.empty() ? defaultOutput(File, TargetOpt)
                                      : std::string(OutputPath);
    Factory F(O);
    if (Tool.run(&F) != 0)
      Status = 1;
  }
  return Status;
}
