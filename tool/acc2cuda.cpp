//===- acc2cuda.cpp - OpenACC / OpenMP offload to CUDA translator ---------===//
//
// acc2cuda [options] <file>... [-- <compiler args>]
//
//===----------------------------------------------------------------------===//

#include "Driver/CompileFlags.h"
#include "Driver/CrashGuard.h"
#include "Driver/OutputLayout.h"
#include "Driver/Translator.h"
#include "Frontend/ACCParser.h"
#include "Frontend/ConstructMacros.h"
#include "Frontend/OMPImporter.h"
#include "clang/Basic/Version.h"
#include "clang/Format/Format.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CommonOptionsParser.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/raw_ostream.h"
#include <mutex>

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

enum class MemoryForm { Explicit, Table };
static cl::opt<MemoryForm> MemoryOpt(
    "memory", cl::desc("How data clauses become device memory"),
    cl::values(clEnumValN(MemoryForm::Explicit, "explicit",
                          "cudaMalloc/cudaMemcpy/cudaFree written out where "
                          "the source shows the data absent, the runtime's "
                          "present table elsewhere (default; "
                          "docs/generated-cuda.md)"),
               clEnumValN(MemoryForm::Table, "table",
                          "every data clause through the runtime's present "
                          "table")),
    cl::init(MemoryForm::Explicit), cl::cat(Category));

static cl::opt<bool> Standalone(
    "standalone",
    cl::desc("Write the runtime headers the outputs include beside them "
             "(into --out-root, else each output's directory) and include "
             "them by relative paths: the tree builds with nvcc alone, "
             "without acc2cuda installed"),
    cl::cat(Category));

static cl::opt<std::string> StyleOpt(
    "style",
    cl::desc("clang-format style of generated code: LLVM (default), Google, "
             "Chromium, Mozilla, WebKit, Microsoft, GNU, file (the "
             ".clang-format found from the input's directory up) or "
             "'{key: value, ...}'"),
    cl::value_desc("style"), cl::init("LLVM"), cl::cat(Category));

static cl::opt<bool> LineDirectives(
    "line-directives",
    cl::desc("Emit #line directives: code copied from the input keeps its "
             "file and line in compiler messages and debuggers, generated "
             "code names the output"),
    cl::cat(Category));

static cl::opt<acc2cuda::KeepDirectives> KeepDirectivesOpt(
    "keep-directives",
    cl::desc("What becomes of the original directives in the output"),
    cl::values(clEnumValN(acc2cuda::KeepDirectives::Comment, "comment",
                          "each stays as a // comment (default)"),
               clEnumValN(acc2cuda::KeepDirectives::None, "none", "removed")),
    cl::init(acc2cuda::KeepDirectives::Comment), cl::cat(Category));

static cl::opt<std::string>
    OutDir("out-dir", cl::desc("Write every output directly into <dir>"),
           cl::value_desc("dir"), cl::cat(Category));

static cl::opt<std::string>
    OutRoot("out-root",
            cl::desc("Write outputs below <dir>, keeping the layout they "
                     "have below --in-root; headers they include from there "
                     "are copied along"),
            cl::value_desc("dir"), cl::cat(Category));

static cl::opt<std::string>
    InRoot("in-root",
           cl::desc("Root of the input tree for --out-root (default: the "
                    "current directory)"),
           cl::value_desc("dir"), cl::cat(Category));

static cl::opt<std::string> HeaderDir(
    "header-dir",
    cl::desc("Write the translations of headers with directives into <dir> "
             "(default: the outputs' directory; with --out-root, in place of "
             "the headers' copies)"),
    cl::value_desc("dir"), cl::cat(Category));

static cl::opt<unsigned>
    Jobs("j", cl::Prefix,
         cl::desc("Translate <n> files at a time (default: 1)"),
         cl::value_desc("n"), cl::init(1), cl::cat(Category));

static cl::opt<std::string>
    DepFile("depfile",
            cl::desc("Write a make-style dependency file (one input only): "
                     "the output depends on the input and the headers it "
                     "reads"),
            cl::value_desc("file"), cl::cat(Category));

static cl::opt<bool>
    SkipPlain("skip-plain",
              cl::desc("Do not write outputs for C++ files without "
                       "directives or runtime calls (default: copy them "
                       "unchanged)"),
              cl::cat(Category));

enum class ReportFormat { None, Text, Json };
static cl::opt<ReportFormat> ReportOpt(
    "report", cl::desc("Report what was translated and how"), cl::ValueOptional,
    cl::values(clEnumValN(ReportFormat::Text, "", "The same as --report=text"),
               clEnumValN(ReportFormat::Text, "text",
                          "Per function and directive, like NVHPC's "
                          "-Minfo=accel: kernels, launch, the block and "
                          "thread index of each loop, sequential loops and "
                          "why, reductions, data and transfers "
                          "(docs/report.md)"),
               clEnumValN(ReportFormat::Json, "json",
                          "JSON per file: the same facts and the "
                          "diagnostics (docs/report.schema.json)")),
    cl::init(ReportFormat::None), cl::cat(Category));

static cl::opt<std::string>
    ReportFile("report-file",
               cl::desc("Where --report goes (default: '-', stdout)"),
               cl::value_desc("file"), cl::init("-"), cl::cat(Category));

static cl::opt<bool> ColorDiagnostics("fcolor-diagnostics",
                                      cl::desc("Color diagnostics"),
                                      cl::cat(Category));
static cl::opt<bool>
    NoColorDiagnostics("fno-color-diagnostics",
                       cl::desc("Do not color diagnostics (default: color "
                                "when stderr is a terminal)"),
                       cl::cat(Category));

static cl::opt<bool> ListDiagnostics(
    "list-diagnostics",
    cl::desc("List every diagnostic ID with its level and title, then exit "
             "(docs/diagnostics.md explains each)"),
    cl::cat(Category));

static cl::opt<bool> ListSupported(
    "list-supported",
    cl::desc("List every directive translated, with its clauses, per "
             "dialect, then exit (docs/openacc.md, docs/openmp.md)"),
    cl::cat(Category));

// Testing the output self-check: an edit no translation makes.
static cl::list<std::string> InjectEdit(
    "inject-edit",
    cl::desc("For testing: insert TEXT at LINE:COL of the input's "
             "translation after all other edits"),
    cl::value_desc("LINE:COL:TEXT"), cl::Hidden, cl::cat(Category));

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

/// Makes the pre-pass that writes out macros holding whole constructs.
class ConstructMacroFactory : public FrontendActionFactory {
public:
  explicit ConstructMacroFactory(std::string &Expanded) : Expanded(Expanded) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<acc2cuda::ConstructMacroAction>(Expanded);
  }

private:
  std::string &Expanded;
};

/// The runtime headers: next to an installed binary
/// (<prefix>/lib/acc2cuda/include), else in the source tree it was built
/// from.
std::string runtimeIncludeDir(const char *Argv0) {
  std::string Exe = sys::fs::getMainExecutable(
      Argv0, reinterpret_cast<void *>(&runtimeIncludeDir));
  SmallString<256> Installed(
      sys::path::parent_path(sys::path::parent_path(Exe)));
  sys::path::append(Installed, "lib", "acc2cuda", "include");
  SmallString<256> Probe(Installed);
  sys::path::append(Probe, "acc2cuda", "runtime.h");
  if (sys::fs::exists(Probe))
    return std::string(Installed);
  return ACC2CUDA_RUNTIME_INCLUDE_DIR;
}

/// What one file's translation produced, for the summary and the report.
struct FileResult {
  acc2cuda::FileSummary Summary;
  std::string Diagnostics; ///< when buffered (several jobs)
  std::vector<acc2cuda::DiagnosticRecord> Records;
  unsigned Errors = 0, Warnings = 0;
  bool Failed = false;
};

/// Prints diagnostics as clang does and keeps a record of each.
class RecordingPrinter : public TextDiagnosticPrinter {
public:
  RecordingPrinter(raw_ostream &OS, DiagnosticOptions *Opts,
                   std::vector<acc2cuda::DiagnosticRecord> &Records)
      : TextDiagnosticPrinter(OS, Opts), Records(Records) {}

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    TextDiagnosticPrinter::HandleDiagnostic(Level, Info);
    acc2cuda::DiagnosticRecord R;
    switch (Level) {
    case DiagnosticsEngine::Ignored:
      return;
    case DiagnosticsEngine::Note:
      R.Severity = "note";
      break;
    case DiagnosticsEngine::Remark:
      R.Severity = "remark";
      break;
    case DiagnosticsEngine::Warning:
      R.Severity = "warning";
      break;
    case DiagnosticsEngine::Error:
    case DiagnosticsEngine::Fatal:
      R.Severity = "error";
      break;
    }
    SmallString<128> Message;
    Info.FormatDiagnostic(Message);
    R.Message = std::string(Message);
    if (std::optional<std::string> Code = acc2cuda::takeDiagCode(R.Message))
      R.Code = std::move(*Code);
    if (Info.getLocation().isValid() && Info.hasSourceManager()) {
      const SourceManager &SM = Info.getSourceManager();
      PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Info.getLocation()));
      if (P.isValid()) {
        R.File = P.getFilename();
        R.Line = P.getLine();
        R.Column = P.getColumn();
      }
    }
    Records.push_back(std::move(R));
  }

private:
  std::vector<acc2cuda::DiagnosticRecord> &Records;
};

/// Make's escaping for a file name in a dependency rule.
std::string makeEscaped(StringRef Name) {
  std::string Out;
  for (char C : Name) {
    if (C == ' ' || C == '#')
      Out += '\\';
    else if (C == '$')
      Out += '$';
    Out += C;
  }
  return Out;
}

bool writeDepFile(StringRef Path, StringRef Target,
                  ArrayRef<std::string> Deps) {
  std::string Text = makeEscaped(Target) + ":";
  for (const std::string &D : Deps)
    Text += " \\\n  " + makeEscaped(D);
  Text += "\n";
  if (Error E = writeToOutput(Path, [&](raw_ostream &OS) {
        OS << Text;
        return Error::success();
      })) {
    errs() << "acc2cuda: error: cannot write '" << Path
           << "': " << toString(std::move(E)) << "\n";
    return false;
  }
  return true;
}

/// Copies \p From to \p To unless \p To already has the same content (a
/// rebuild then sees nothing new).
bool copyIfDifferent(StringRef From, StringRef To) {
  auto Src = MemoryBuffer::getFile(From);
  if (!Src)
    return false;
  if (auto Old = MemoryBuffer::getFile(To))
    if ((*Old)->getBuffer() == (*Src)->getBuffer())
      return true;
  if (std::error_code EC =
          sys::fs::create_directories(sys::path::parent_path(To)))
    return false;
  return !writeToOutput(To, [&](raw_ostream &OS) {
    OS << (*Src)->getBuffer();
    return Error::success();
  });
}

/// Where `--standalone` puts the runtime for output \p Output: the
/// --out-root, else the output's directory (absolute).
std::string standaloneRoot(StringRef Output) {
  SmallString<256> Root(OutRoot.empty() ? sys::path::parent_path(Output)
                                        : StringRef(OutRoot));
  sys::fs::make_absolute(Root);
  return std::string(Root);
}

/// `--standalone`: copies the runtime headers the outputs need into
/// \p Root (the simulator's too for --target=host). False on failure.
bool copyRuntime(StringRef RuntimeInclude, StringRef Root) {
  std::error_code EC;
  for (sys::fs::recursive_directory_iterator It(RuntimeInclude, EC), End;
       It != End && !EC; It.increment(EC)) {
    StringRef Path = It->path();
    if (It->type() == sys::fs::file_type::directory_file ||
        !Path.ends_with(".h"))
      continue;
    StringRef Rel = Path.drop_front(RuntimeInclude.size()).ltrim('/');
    if (TargetOpt == acc2cuda::Target::Cuda && Rel.starts_with("acc2cuda/sim/"))
      continue; // nvcc never includes the simulator
    SmallString<256> To(Root);
    sys::path::append(To, Rel);
    if (!copyIfDifferent(Path, To)) {
      errs() << "acc2cuda: error: cannot copy '" << Path << "' to '" << To
             << "'\n";
      return false;
    }
  }
  return !EC;
}

class Driver {
public:
  Driver(CompilationDatabase &DB, std::string RuntimeInclude,
         acc2cuda::HeaderOutputs &Headers)
      : DB(DB), RuntimeInclude(std::move(RuntimeInclude)), Headers(Headers) {}

  FileResult translate(const std::string &File, const std::string &Output,
                       bool Buffered);

private:
  IntrusiveRefCntPtr<DiagnosticOptions> diagnosticOptions() const;

  CompilationDatabase &DB;
  std::string RuntimeInclude;
  acc2cuda::HeaderOutputs &Headers;
};

IntrusiveRefCntPtr<DiagnosticOptions> Driver::diagnosticOptions() const {
  std::vector<const char *> Argv = {"clang"};
  bool Color = ColorDiagnostics || (!NoColorDiagnostics && errs().has_colors());
  Argv.push_back(Color ? "-fcolor-diagnostics" : "-fno-color-diagnostics");
  return IntrusiveRefCntPtr<DiagnosticOptions>(
      CreateAndPopulateDiagOpts(Argv).release());
}

FileResult Driver::translate(const std::string &File, const std::string &Output,
                             bool Buffered) {
  FileResult R;
  raw_string_ostream Buffer(R.Diagnostics);
  raw_ostream &OS = Buffered ? static_cast<raw_ostream &>(Buffer) : errs();
  IntrusiveRefCntPtr<DiagnosticOptions> DiagOpts = diagnosticOptions();
  if (Buffered)
    Buffer.enable_colors(DiagOpts->ShowColors);
  RecordingPrinter Printer(OS, DiagOpts.get(), R.Records);
  if (!sys::fs::exists(File)) {
    OS << "acc2cuda: error: no such file: '" << File << "'\n";
    R.Errors = 1;
    R.Failed = true;
    return R;
  }
  // A file system of its own per tool: each compile command's directory
  // becomes its working directory without changing the process's, which
  // the other jobs share. Parse as the generated file will be compiled:
  // OpenMP on, _OPENACC defined (acc2cuda/runtime.h defines it too), the
  // runtime's <openacc.h> found before any compiler's own. Clang's warning
  // on mapping types that are not trivially copyable is acc2cuda's to give:
  // it maps a std::vector by its elements and reports the types it cannot
  // map (A2C2006).
  auto MakeTool = [&](DiagnosticConsumer &Diags) {
    auto Tool = std::make_unique<ClangTool>(
        DB, ArrayRef<std::string>(File),
        std::make_shared<PCHContainerOperations>(),
        vfs::createPhysicalFileSystem());
    Tool->setPrintErrorMessage(false);
    Tool->appendArgumentsAdjuster(acc2cuda::stripOffloadFlags());
    Tool->setDiagnosticConsumer(&Diags);
    Tool->appendArgumentsAdjuster(getInsertArgumentAdjuster(
        {"-fopenmp", "-Wno-openmp-mapping",
         "-resource-dir=" ACC2CUDA_CLANG_RESOURCE_DIR, "-D_OPENACC=201711",
         "-isystem", RuntimeInclude.c_str()},
        ArgumentInsertPosition::END));
    return Tool;
  };
  // Constructs that macros expand to are written out first, in memory (the
  // input is never modified); the pre-pass's diagnostics are the main
  // pass's to give. A tool maps files in memory on its first run only, so
  // the translation gets a tool of its own.
  std::string Expanded;
  IgnoringDiagConsumer Quiet;
  ConstructMacroFactory Pre(Expanded);
  // A crash here is the main pass's to report: it parses the same input.
  acc2cuda::runGuardingAgainstCrashes([&] { MakeTool(Quiet)->run(&Pre); });
  std::unique_ptr<ClangTool> Tool = MakeTool(Printer);
  // The tool keeps references to the name and the text.
  SmallString<256> Absolute(File);
  sys::fs::make_absolute(Absolute);
  if (!Expanded.empty())
    Tool->mapVirtualFile(Absolute, Expanded);
  acc2cuda::TranslateOptions O;
  O.Tgt = TargetOpt;
  O.PresentTableOnly = MemoryOpt == MemoryForm::Table;
  O.Output.Style = StyleOpt;
  O.Output.LineDirectives = LineDirectives;
  O.Output.Keep = KeepDirectivesOpt;
  O.OutputPath = Output;
  O.RuntimeInclude = RuntimeInclude;
  if (Standalone)
    O.Output.RuntimeRoot = standaloneRoot(Output);
  O.SkipPlain = SkipPlain;
  O.Summary = &R.Summary;
  O.Headers = &Headers;
  O.Input = File;
  O.InjectedEdits.assign(InjectEdit.begin(), InjectEdit.end());
  Factory F(O);
  int Status = 0;
  if (!acc2cuda::runGuardingAgainstCrashes([&] { Status = Tool->run(&F); })) {
    OS << "acc2cuda: error: clang crashed while parsing '" << File << "'";
    if (Printer.getNumErrors())
      OS << " after the errors above (a clang bug in its recovery from "
            "them); correct them and run again\n";
    else
      OS << "; please report this with the input\n";
    R.Errors = Printer.getNumErrors() + 1;
    R.Warnings = Printer.getNumWarnings();
    R.Failed = true;
    return R;
  }
  R.Failed = Status != 0;
  R.Errors = Printer.getNumErrors();
  R.Warnings = Printer.getNumWarnings();
  R.Failed |= R.Errors > 0;
  return R;
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
      CommonOptionsParser::create(N, Args.data(), Category, cl::ZeroOrMore);
  if (!Parser) {
    errs() << "acc2cuda: " << toString(Parser.takeError()) << "\n";
    return 2;
  }
  if (ListDiagnostics) {
    for (const acc2cuda::DiagInfo &I : acc2cuda::allDiagnostics())
      outs() << I.Code << "  " << (I.IsError ? "error  " : "warning") << "  "
             << I.Title << "\n";
    return 0;
  }
  if (ListSupported) {
    for (auto [Dialect, List] :
         {std::pair("OpenACC", acc2cuda::supportedOpenACC()),
          std::pair("OpenMP", acc2cuda::supportedOpenMP())})
      for (const acc2cuda::SupportedDirective &S : List)
        outs() << Dialect << " | " << S.Name << " | " << join(S.Clauses, ", ")
               << "\n";
    return 0;
  }
  const std::vector<std::string> &Files = Parser->getSourcePathList();
  if (Files.empty()) {
    errs() << "acc2cuda: error: no input files (see --help)\n";
    return 2;
  }
  // A style that does not parse (or a broken .clang-format) is a usage
  // error, not a silent fallback.
  for (const std::string &File : Files) {
    Expected<format::FormatStyle> Style =
        format::getStyle(StyleOpt, acc2cuda::absolutePath(File), "LLVM");
    if (!Style) {
      errs() << "acc2cuda: error: --style=" << StyleOpt << " for '" << File
             << "': " << toString(Style.takeError()) << "\n";
      return 2;
    }
  }
  acc2cuda::OutputLayout Layout;
  Layout.Tgt = TargetOpt;
  Layout.OutputFile = OutputPath;
  Layout.OutDir = OutDir;
  Layout.InRoot = InRoot;
  Layout.OutRoot = OutRoot;
  Layout.HeaderDir = HeaderDir;
  Expected<std::vector<std::string>> Outputs = Layout.outputs(Files);
  if (!Outputs) {
    errs() << "acc2cuda: " << toString(Outputs.takeError()) << "\n";
    return 2;
  }
  // The parse runs in each compile command's directory; outputs are named
  // from here.
  for (std::string &Out : *Outputs)
    if (Out != "-")
      Out = acc2cuda::absolutePath(Out);
  if (ReportOpt != ReportFormat::None && ReportFile == "-" &&
      llvm::is_contained(*Outputs, "-")) {
    errs() << "acc2cuda: the output and the report cannot both go to "
              "stdout; use --report-file\n";
    return 2;
  }
  if (!DepFile.empty() && Files.size() != 1) {
    errs() << "acc2cuda: --depfile needs exactly one input\n";
    return 2;
  }
  for (const std::string &Out : *Outputs) {
    StringRef Dir = sys::path::parent_path(Out);
    if (Out == "-" || Dir.empty())
      continue;
    if (std::error_code EC = sys::fs::create_directories(Dir)) {
      errs() << "acc2cuda: cannot create '" << Dir << "': " << EC.message()
             << "\n";
      return 2;
    }
  }

  std::unique_ptr<acc2cuda::HeaderOutputs> Headers = Layout.headerOutputs();
  Driver Drv(Parser->getCompilations(), runtimeIncludeDir(argv[0]), *Headers);
  unsigned Threads = std::max(1u, std::min<unsigned>(Jobs, Files.size()));
  bool Buffered = Threads > 1;
  bool Progress = Files.size() > 3 && sys::Process::StandardErrIsDisplayed();
  std::vector<FileResult> Results(Files.size());
  std::mutex Lock;
  unsigned Done = 0;
  StringSet<> Mirrored;
  auto Finish = [&](size_t I) {
    std::lock_guard<std::mutex> G(Lock);
    FileResult &R = Results[I];
    if (Progress)
      errs() << "\r\x1b[K";
    errs() << R.Diagnostics;
    // Headers a mirrored tree includes go along with it, once (the first
    // dependency is the input itself), unless translated there.
    ArrayRef<std::string> Deps(R.Summary.Dependencies);
    if (R.Summary.Written && !Deps.empty())
      for (const std::string &H : Deps.drop_front())
        if (std::optional<std::string> To = Layout.mirror(H))
          if (!Headers->isTranslated(*To) && Mirrored.insert(*To).second &&
              !copyIfDifferent(H, *To)) {
            errs() << "acc2cuda: error: cannot copy '" << H << "' to '" << *To
                   << "'\n";
            R.Failed = true;
          }
    if (!DepFile.empty() && R.Summary.Written &&
        !writeDepFile(DepFile, (*Outputs)[I], R.Summary.Dependencies))
      R.Failed = true;
    ++Done;
    if (Progress)
      errs() << "[" << Done << "/" << Files.size() << "] " << Files[I];
  };
  if (Threads == 1) {
    for (size_t I = 0; I < Files.size(); ++I) {
      Results[I] = Drv.translate(Files[I], (*Outputs)[I], Buffered);
      Finish(I);
    }
  } else {
    DefaultThreadPool Pool(hardware_concurrency(Threads));
    for (size_t I = 0; I < Files.size(); ++I)
      Pool.async([&, I] {
        FileResult R = Drv.translate(Files[I], (*Outputs)[I], Buffered);
        Results[I] = std::move(R);
        Finish(I);
      });
    Pool.wait();
  }
  if (Progress)
    errs() << "\r\x1b[K";

  if (Standalone) {
    StringSet<> Roots;
    for (size_t I = 0; I < Files.size(); ++I)
      if (Results[I].Summary.Written && (*Outputs)[I] != "-")
        Roots.insert(standaloneRoot((*Outputs)[I]));
    for (const auto &Root : Roots)
      if (!copyRuntime(runtimeIncludeDir(argv[0]), Root.getKey()))
        return 1;
  }
  unsigned Failed = 0, Plain = 0, Constructs = 0, Kernels = 0, Errors = 0,
           Warnings = 0;
  for (const FileResult &R : Results) {
    Failed += R.Failed;
    Plain += !R.Failed && R.Summary.Plain;
    Constructs += R.Summary.ComputeConstructs + R.Summary.DataDirectives;
    Kernels += R.Summary.Kernels;
    Errors += R.Errors;
    Warnings += R.Warnings;
  }
  if (ReportOpt != ReportFormat::None) {
    std::vector<acc2cuda::FileReport> Reports;
    for (size_t I = 0; I < Files.size(); ++I) {
      const FileResult &R = Results[I];
      acc2cuda::FileReport F;
      F.Input = acc2cuda::absolutePath(Files[I]);
      F.Given = Files[I];
      if (R.Summary.Written)
        F.Output = (*Outputs)[I];
      F.Status = R.Failed            ? "failed"
                 : !R.Summary.Plain  ? "translated"
                 : R.Summary.Written ? "copied"
                                     : "skipped";
      F.Summary = &R.Summary;
      F.Diagnostics = R.Records;
      Reports.push_back(std::move(F));
    }
    if (Error E = writeToOutput(ReportFile, [&](raw_ostream &OS) {
          if (ReportOpt == ReportFormat::Json)
            acc2cuda::writeJsonReport(OS, TargetOpt, Reports);
          else
            acc2cuda::writeTextReport(OS, Reports);
          return Error::success();
        })) {
      errs() << "acc2cuda: error: cannot write '" << ReportFile
             << "': " << toString(std::move(E)) << "\n";
      Failed = std::max(Failed, 1u);
    }
  }
  auto Count = [](unsigned N, StringRef What) {
    return std::to_string(N) + " " + What.str() + (N == 1 ? "" : "s");
  };
  if (Files.size() > 1)
    errs() << "acc2cuda: " << Count(Files.size(), "file") << ": "
           << Files.size() - Failed - Plain << " translated, " << Plain
           << (SkipPlain ? " without directives (skipped), "
                         : " without directives (copied), ")
           << Failed << " failed; " << Count(Constructs, "directive") << ", "
           << Count(Kernels, "kernel") << "; " << Count(Errors, "error") << ", "
           << Count(Warnings, "warning") << "\n";
  return Failed ? 1 : 0;
}
