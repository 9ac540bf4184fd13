//===- OutputFile.cpp -----------------------------------------------------===//

#include "OutputFile.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Format/Format.h"
#include "clang/Lex/Lexer.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

#ifndef ACC2CUDA_VERSION
#define ACC2CUDA_VERSION "0.0.0"
#endif

namespace acc2cuda {

OutputFile::OutputFile(ASTContext &Ctx, llvm::StringRef Style)
    : Ctx(Ctx), R(Ctx.getSourceManager(), Ctx.getLangOpts()),
      Style(Style.str()) {}

std::string OutputFile::format(llvm::StringRef Code) const {
  llvm::Expected<format::FormatStyle> FS =
      format::getStyle(Style, "generated.cu", "LLVM", "", nullptr);
  format::FormatStyle St = FS ? *FS : format::getLLVMStyle();
  if (!FS)
    llvm::consumeError(FS.takeError());
  St.Language = format::FormatStyle::LK_Cpp;
  St.ReflowComments = false; // keep each directive comment on one line
  tooling::Replacements Repl =
      format::reformat(St, Code, {tooling::Range(0, Code.size())});
  llvm::Expected<std::string> Out = tooling::applyAllReplacements(Code, Repl);
  if (!Out) {
    llvm::consumeError(Out.takeError());
    return Code.str();
  }
  return *Out;
}

void OutputFile::insertKernel(SourceLocation Before, llvm::StringRef Kernel) {
  R.InsertText(Before, format(Kernel) + "\n", /*InsertAfter=*/true,
               /*indentNewLines=*/false);
}

void OutputFile::insertAfter(SourceLocation End, llvm::StringRef Code) {
  std::string Text = format(Code);
  while (!Text.empty() && Text.back() == '\n')
    Text.pop_back();
  R.InsertText(End, "\n" + Text, /*InsertAfter=*/true,
               /*indentNewLines=*/false);
}

/// Spaces at the start of the line holding \p Loc.
static unsigned lineIndent(const SourceManager &SM, SourceLocation Loc) {
  llvm::StringRef Buf = SM.getBufferData(SM.getFileID(Loc));
  unsigned LineStart = SM.getFileOffset(Loc);
  while (LineStart > 0 && Buf[LineStart - 1] != '\n')
    --LineStart;
  unsigned Indent = 0;
  while (LineStart + Indent < Buf.size() && Buf[LineStart + Indent] == ' ')
    ++Indent;
  return Indent;
}

/// The preprocessor lines between a directive and its statement
/// (`#pragma acc ...` / `#endif` / `for ...`) and the text conditional
/// compilation skipped there (an alternative directive under `#else`), each
/// line ending in a newline: replacing the construct must keep them, or the
/// file's conditionals no longer balance.
static std::string
preprocessorLinesBetween(const SourceManager &SM, SourceLocation Directive,
                         SourceLocation StmtBegin,
                         llvm::ArrayRef<SourceRange> Skipped) {
  llvm::StringRef Buf = SM.getBufferData(SM.getFileID(Directive));
  unsigned Begin = SM.getFileOffset(Directive);
  unsigned End = SM.getFileOffset(StmtBegin);
  if (SM.getFileID(StmtBegin) != SM.getFileID(Directive) || End <= Begin)
    return "";
  llvm::StringRef Between = Buf.slice(Begin, End);
  auto InSkipped = [&](unsigned Offset) {
    for (SourceRange R : Skipped)
      if (SM.getFileID(R.getBegin()) == SM.getFileID(Directive) &&
          SM.getFileOffset(R.getBegin()) <= Offset &&
          Offset < SM.getFileOffset(R.getEnd()))
        return true;
    return false;
  };
  std::string Kept;
  bool First = true, Continued = false, Keep = false;
  while (!Between.empty()) {
    auto [Line, Rest] = Between.split('\n');
    unsigned LineOffset = End - Between.size();
    Between = Rest;
    bool Starts = !Continued;
    Continued = Line.rtrim("\r").ends_with("\\");
    if (First) { // the directive itself (and its continuation lines)
      First = Continued;
      continue;
    }
    if (Starts) {
      llvm::StringRef Word = Line.ltrim(" \t");
      Keep = Word.consume_front("#");
      Word = Word.ltrim(" \t");
      Keep = (Keep && !Word.starts_with("pragma") &&
              !Word.starts_with("include")) ||
             InSkipped(LineOffset);
    }
    if (Keep)
      Kept += Line.str() + "\n";
  }
  return Kept;
}

void OutputFile::replaceConstruct(CharSourceRange Range,
                                  SourceLocation StmtBegin,
                                  llvm::StringRef Host) {
  const SourceManager &SM = Ctx.getSourceManager();
  // Indent like the line the construct starts on. Pragmas often start in
  // column 1 while the code is indented: use the indentation of the
  // statement after the directive when it is deeper.
  unsigned Indent = lineIndent(SM, Range.getBegin());
  unsigned NextIndent = lineIndent(SM, StmtBegin);
  unsigned Want = std::max(Indent, NextIndent);
  std::string Formatted = format(Host);
  // Only lines the replacement removes: a bodiless directive's range ends
  // before StmtBegin.
  SourceLocation KeepUntil =
      SM.isBeforeInTranslationUnit(Range.getEnd(), StmtBegin) ? Range.getEnd()
                                                              : StmtBegin;
  std::string Out =
      preprocessorLinesBetween(SM, Range.getBegin(), KeepUntil, Skipped);
  if (!Out.empty()) // the replacement starts at the directive's column
    Out += std::string(Indent, ' ');
  llvm::StringRef Text(Formatted);
  bool First = true;
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    if (!Line.empty())
      Out += std::string(First ? Want - Indent : Want, ' ');
    Out += Line.str();
    if (!Rest.empty() || Text.ends_with("\n"))
      Out += "\n";
    First = false;
    Text = Rest;
  }
  while (!Out.empty() && Out.back() == '\n')
    Out.pop_back();
  R.ReplaceText(Range, Out);
}

void OutputFile::closeBlockAfter(SourceLocation End, SourceLocation StmtBegin) {
  const SourceManager &SM = Ctx.getSourceManager();
  R.InsertText(End, "\n" + std::string(lineIndent(SM, StmtBegin), ' ') + "}",
               /*InsertAfter=*/true);
}

SourceLocation OutputFile::nextCode(SourceLocation After) const {
  const SourceManager &SM = Ctx.getSourceManager();
  llvm::StringRef Buf = SM.getBufferData(SM.getFileID(After));
  unsigned Off = SM.getFileOffset(After), I = Off;
  while (true) {
    while (I < Buf.size() && isspace(static_cast<unsigned char>(Buf[I])))
      ++I;
    if (I >= Buf.size() || Buf[I] != '#')
      break;
    // A preprocessor line (another directive): skip it, continuations too.
    while (I < Buf.size() && Buf[I] != '\n')
      I += Buf[I] == '\\' && I + 1 < Buf.size() ? 2 : 1;
  }
  return After.getLocWithOffset(I - Off);
}

void OutputFile::replaceToken(SourceLocation Loc, llvm::StringRef Text) {
  R.ReplaceText(CharSourceRange::getTokenRange(Loc, Loc), Text);
}

void OutputFile::replaceText(const TextEdit &E) {
  R.ReplaceText(CharSourceRange::getCharRange(E.Begin, E.End), E.Text);
}

void OutputFile::commentOut(SourceLocation Loc) {
  R.InsertText(Loc, "// ", /*InsertAfter=*/false);
}

void OutputFile::markHostDevice(SourceLocation FunctionStart) {
  if (!Marked.insert(FunctionStart.getRawEncoding()).second)
    return;
  R.InsertText(FunctionStart, "__host__ __device__ ", /*InsertAfter=*/true);
}

namespace {

/// C lets `void *` convert implicitly to any object pointer; C++ (and so
/// nvcc) does not. Makes those conversions explicit.
struct VoidPointerCasts : RecursiveASTVisitor<VoidPointerCasts> {
  VoidPointerCasts(ASTContext &Ctx, Rewriter &R) : Ctx(Ctx), R(R) {}
  bool VisitImplicitCastExpr(ImplicitCastExpr *E) {
    if (E->getCastKind() != CK_BitCast)
      return true;
    QualType From = E->getSubExpr()->getType(), To = E->getType();
    if (!From->isVoidPointerType() || !To->isPointerType() ||
        To->isVoidPointerType())
      return true;
    const SourceManager &SM = Ctx.getSourceManager();
    SourceLocation L = E->getSubExpr()->getBeginLoc();
    if (!L.isFileID() || !SM.isInMainFile(L))
      return true;
    PrintingPolicy P(Ctx.getLangOpts());
    R.InsertText(L, "(" + To.getAsString(P) + ")", /*InsertAfter=*/false);
    return true;
  }
  /// `double a[static 10]`, `double a[restrict 10]`: C99 array parameter
  /// qualifiers that C++ does not have. The size stays (it documents the
  /// extent acc2cuda maps).
  bool VisitParmVarDecl(ParmVarDecl *PD) {
    const auto *AT = dyn_cast<ArrayType>(PD->getOriginalType().getTypePtr());
    if (!AT || (AT->getSizeModifier() != ArraySizeModifier::Static &&
                !AT->getIndexTypeCVRQualifiers()))
      return true;
    const SourceManager &SM = Ctx.getSourceManager();
    CharSourceRange Range =
        CharSourceRange::getTokenRange(PD->getSourceRange());
    if (!Range.getBegin().isFileID() || !Range.getEnd().isFileID() ||
        !SM.isInMainFile(Range.getBegin()))
      return true;
    bool Invalid = false;
    llvm::StringRef Text =
        Lexer::getSourceText(Range, SM, Ctx.getLangOpts(), &Invalid);
    if (Invalid)
      return true;
    size_t Open = Text.find('[');
    size_t Close = Text.find(']', Open);
    if (Open == llvm::StringRef::npos || Close == llvm::StringRef::npos)
      return true;
    for (size_t I = Open + 1; I < Close;) {
      if (!isAsciiIdentifierStart(Text[I])) {
        ++I;
        continue;
      }
      size_t E = I;
      while (E < Close && isAsciiIdentifierContinue(Text[E]))
        ++E;
      llvm::StringRef Word = Text.slice(I, E);
      if (Word == "static" || Word == "restrict" || Word == "const" ||
          Word == "volatile")
        R.RemoveText(Range.getBegin().getLocWithOffset(I), E - I);
      I = E;
    }
    return true;
  }
  ASTContext &Ctx;
  Rewriter &R;
};

} // namespace

void OutputFile::castVoidPointers() {
  VoidPointerCasts V(Ctx, R);
  V.TraverseDecl(Ctx.getTranslationUnitDecl());
}

/// Writes \p Text to \p Path atomically ("-" = stdout).
static bool writeText(llvm::StringRef Path, llvm::StringRef Text, Diag &D) {
  llvm::Error E = llvm::writeToOutput(Path, [&](llvm::raw_ostream &Out) {
    Out << Text;
    return llvm::Error::success();
  });
  if (!E)
    return true;
  D.report(diag::CannotWrite, SourceLocation(),
           "cannot write '" + Path + "': " + llvm::toString(std::move(E)));
  return false;
}

bool OutputFile::hasEdits() const {
  return R.getRewriteBufferFor(Ctx.getSourceManager().getMainFileID());
}

bool OutputFile::writeUnchanged(llvm::StringRef Path, Diag &D) {
  const SourceManager &SM = Ctx.getSourceManager();
  return writeText(Path, SM.getBufferData(SM.getMainFileID()), D);
}

bool OutputFile::write(llvm::StringRef Path, const EmitOptions &O, Diag &D) {
  const SourceManager &SM = Ctx.getSourceManager();
  bool IsC = !Ctx.getLangOpts().CPlusPlus;
  if (IsC)
    castVoidPointers();
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << "// Generated by acc2cuda " ACC2CUDA_VERSION " from " << O.FileName
     << (O.Tgt == Target::Host ? " for the host simulator" : "") << ".\n";
  OS << "#include <acc2cuda/runtime.h>\n";
  if (IsC)
    OS << "// C input compiled as CUDA C++.\n#define restrict __restrict__\n";
  OS << "\n";
  R.getEditBuffer(SM.getMainFileID()).write(OS);
  OS.flush();
  return writeText(Path, Text, D);
}

} // namespace acc2cuda
