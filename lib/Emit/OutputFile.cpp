//===- OutputFile.cpp -----------------------------------------------------===//

#include "OutputFile.h"
#include "Support/BracketBalance.h"
#include "Support/CAsCxx.h"
#include "Support/GeneratedText.h"
#include "Support/RelativePath.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Format/Format.h"
#include "clang/Lex/Lexer.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

#ifndef ACC2CUDA_VERSION
#define ACC2CUDA_VERSION "0.0.0"
#endif

namespace acc2cuda {

/// \p F's absolute path, `..` and `.` removed.
static std::string filePath(const SourceManager &SM, FileID F) {
  llvm::SmallString<256> Path(SM.getFileEntryRefForID(F)->getName());
  SM.getFileManager().makeAbsolutePath(Path);
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  return std::string(Path);
}

/// The clang-format style of generated code; a `file` style is searched
/// from the input's directory up. The tool rejects styles that do not
/// parse before translating, so a failure here falls back to LLVM.
static format::FormatStyle codeStyle(llvm::StringRef Style,
                                     llvm::StringRef Input) {
  llvm::Expected<format::FormatStyle> FS =
      format::getStyle(Style, Input, "LLVM", "", nullptr);
  format::FormatStyle St = FS ? *FS : format::getLLVMStyle();
  if (!FS)
    llvm::consumeError(FS.takeError());
  St.Language = format::FormatStyle::LK_Cpp;
  St.ReflowComments = false; // keep each directive comment on one line
  return St;
}

OutputFile::OutputFile(ASTContext &Ctx, OutputOptions Opts)
    : Ctx(Ctx), R(Ctx.getSourceManager(), Ctx.getLangOpts()),
      Opts(std::move(Opts)) {}

const std::string &OutputFile::pathOf(FileID F) {
  auto [It, New] = Paths.try_emplace(F);
  if (New)
    It->second = filePath(Ctx.getSourceManager(), F);
  return It->second;
}

std::string OutputFile::format(llvm::StringRef Code, SourceLocation At) {
  FileID F = Ctx.getSourceManager().getFileID(At);
  auto It = Styles.find(F);
  if (It == Styles.end())
    It = Styles.try_emplace(F, codeStyle(Opts.Style, pathOf(F))).first;
  const format::FormatStyle &St = It->second;
  tooling::Replacements Repl =
      format::reformat(St, Code, {tooling::Range(0, Code.size())});
  llvm::Expected<std::string> Out = tooling::applyAllReplacements(Code, Repl);
  if (!Out) {
    llvm::consumeError(Out.takeError());
    return Code.str();
  }
  return *Out;
}

/// Whether only blanks precede \p Loc on its line.
static bool startsLine(const SourceManager &SM, SourceLocation Loc) {
  llvm::StringRef Buf = SM.getBufferData(SM.getFileID(Loc));
  unsigned Off = SM.getFileOffset(Loc);
  while (Off > 0 && (Buf[Off - 1] == ' ' || Buf[Off - 1] == '\t'))
    --Off;
  return Off == 0 || Buf[Off - 1] == '\n';
}

std::string OutputFile::inputLine(unsigned N, FileID F) {
  return "#line " + std::to_string(N) + " " + quoted(pathOf(F));
}

std::string OutputFile::beginGenerated(SourceLocation At) const {
  if (!Opts.LineDirectives)
    return "";
  return (startsLine(Ctx.getSourceManager(), At) ? "" : "\n") +
         GeneratedCodeMarker.str() + "\n";
}

std::string OutputFile::resumeInput(SourceLocation Resume) {
  if (!Opts.LineDirectives)
    return "";
  const SourceManager &SM = Ctx.getSourceManager();
  unsigned Line = SM.getExpansionLineNumber(Resume);
  llvm::StringRef Buf = SM.getBufferData(SM.getFileID(Resume));
  unsigned Off = SM.getFileOffset(Resume);
  // The rest of the line is empty: its newline ends the directive.
  FileID F = SM.getFileID(Resume);
  if (Off >= Buf.size() || Buf[Off] == '\n')
    return inputLine(Line + 1, F);
  return inputLine(Line, F) + "\n";
}

void OutputFile::insertKernel(SourceLocation Before, llvm::StringRef Kernel) {
  R.InsertText(Before,
               beginGenerated(Before) + format(Kernel, Before) + "\n" +
                   resumeInput(Before),
               /*InsertAfter=*/true, /*indentNewLines=*/false);
}

void OutputFile::insertAhead(SourceLocation Before, llvm::StringRef Code) {
  R.InsertText(Before,
               beginGenerated(Before) + format(Code, Before) + "\n" +
                   resumeInput(Before),
               /*InsertAfter=*/false, /*indentNewLines=*/false);
}

void OutputFile::insertMember(SourceLocation ClassEnd, llvm::StringRef Decl) {
  // Formatted inside a class of its own, whose first and last lines go.
  std::string Text = format("struct S {\n" + Decl.str() + "\n};", ClassEnd);
  llvm::StringRef Body = llvm::StringRef(Text).split('\n').second;
  Body = Body.rsplit('\n').first;
  std::string Lead =
      startsLine(Ctx.getSourceManager(), ClassEnd) ? "" : std::string("\n");
  R.InsertText(ClassEnd,
               Lead + beginGenerated(ClassEnd) + Body.str() + "\n" +
                   resumeInput(ClassEnd),
               /*InsertAfter=*/true, /*indentNewLines=*/false);
}

void OutputFile::insertAfter(SourceLocation End, llvm::StringRef Code) {
  std::string Text = format(Code, End);
  while (!Text.empty() && Text.back() == '\n')
    Text.pop_back();
  if (Opts.LineDirectives)
    Text = GeneratedCodeMarker.str() + "\n" + Text + "\n" + resumeInput(End);
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

/// The preprocessor lines from a directive to the end of its construct
/// (`#pragma acc ...` / `#endif` / `for ...`, or `#if` in the statement)
/// and the text conditional compilation skipped there (an alternative
/// directive under `#else`), each line ending in a newline: replacing the
/// construct must keep them, or the file's conditionals no longer balance.
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
  std::string Formatted = format(Host, Range.getBegin());
  // Every preprocessor line the replacement removes: those between the
  // directive and its statement, and those in the statement, whose
  // conditional may close after it (an unbraced loop body under `#if`
  // whose `#else ... #endif` follow it).
  std::string Out =
      preprocessorLinesBetween(SM, Range.getBegin(), Range.getEnd(), Skipped);
  // The replacement starts at the directive's column; after lines of its
  // own, its first line needs that indentation.
  if (!Out.empty() || Opts.LineDirectives)
    Out += std::string(Indent, ' ');
  if (Opts.LineDirectives)
    Out = GeneratedCodeMarker.str() + "\n" + Out;
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
  if (Opts.LineDirectives)
    Out += "\n" + resumeInput(Range.getEnd());
  R.ReplaceText(Range, Out);
}

void OutputFile::closeBlockAfter(SourceLocation End, SourceLocation StmtBegin,
                                 llvm::StringRef Before) {
  const SourceManager &SM = Ctx.getSourceManager();
  const std::string Indent(lineIndent(SM, StmtBegin), ' ');
  std::string Close = "\n";
  if (!Before.empty()) {
    if (Opts.LineDirectives)
      Close += GeneratedCodeMarker.str() + "\n";
    const std::string Formatted = format(Before, End);
    llvm::StringRef Text(Formatted);
    while (!Text.empty()) {
      auto [Line, Rest] = Text.split('\n');
      Close += Indent + "  " + Line.str() + "\n";
      Text = Rest;
    }
  }
  Close += Indent + "}";
  if (Opts.LineDirectives)
    Close += "\n" + resumeInput(End);
  // Regions closing at one point (directives nested without braces) are
  // closed in the order they were opened: each close goes before those
  // inserted earlier, so the innermost block ends first.
  R.InsertText(End, Close, /*InsertAfter=*/false);
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

void OutputFile::replaceInclude(CharSourceRange Filename,
                                llvm::StringRef Spelling) {
  R.ReplaceText(Filename, Spelling);
}

void OutputFile::replaceText(const TextEdit &E) {
  CharSourceRange Range = CharSourceRange::getCharRange(E.Begin, E.End);
  std::string Text = E.Text;
  // A statement rewritten onto fewer (or more) lines than it had.
  if (Opts.LineDirectives &&
      llvm::count(Lexer::getSourceText(Range, Ctx.getSourceManager(),
                                       Ctx.getLangOpts()),
                  '\n') != llvm::count(Text, '\n'))
    Text += "\n" + resumeInput(E.End);
  R.ReplaceText(Range, Text);
}

void OutputFile::commentOut(SourceLocation Loc) {
  const SourceManager &SM = Ctx.getSourceManager();
  llvm::StringRef Buf = SM.getBufferData(SM.getFileID(Loc));
  unsigned Off = SM.getFileOffset(Loc);
  // Each physical line of the directive; the lines stay (so does every line
  // number after them), the text goes or becomes a comment.
  while (Off < Buf.size()) {
    unsigned End = Off;
    while (End < Buf.size() && Buf[End] != '\n')
      ++End;
    llvm::StringRef Line = Buf.slice(Off, End).rtrim("\r");
    bool Continued = Line.ends_with("\\");
    SourceLocation L = Loc.getLocWithOffset(Off - SM.getFileOffset(Loc));
    if (Opts.Keep == KeepDirectives::None)
      R.RemoveText(L, Line.size());
    else if (Continued) // a comment must not continue onto the next line
      R.ReplaceText(L, Line.size(), "// " + Line.drop_back().rtrim().str());
    else
      R.InsertText(L, "// ", /*InsertAfter=*/false);
    if (!Continued)
      break;
    Off = End + 1;
  }
}

void OutputFile::markHostDevice(SourceLocation FunctionStart,
                                bool BlankBefore) {
  if (!Marked.insert(FunctionStart.getRawEncoding()).second)
    return;
  R.InsertText(FunctionStart,
               BlankBefore ? " __host__ __device__ " : "__host__ __device__ ",
               /*InsertAfter=*/true);
}

/// \p Text with the first \p Indent columns of blanks removed from each
/// line after the first (code moved out of a block).
static std::string dedent(llvm::StringRef Text, unsigned Indent) {
  std::string Out;
  bool First = true;
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    if (!First) {
      Out += '\n';
      size_t Blanks = std::min<size_t>(Line.find_first_not_of(" \t"), Indent);
      Line = Line.drop_front(std::min(Blanks, Line.size()));
    }
    Out += Line.str();
    First = false;
    Text = Rest;
  }
  return Out;
}

void OutputFile::moveLocalTypes(llvm::ArrayRef<LocalTypeMove> Moves,
                                SourceLocation To) {
  if (Moves.empty())
    return;
  // The moved text takes every edit made in it along, the late ones too
  // (renamed enumerators, C as C++).
  makeLateEdits();
  const SourceManager &SM = Ctx.getSourceManager();
  std::string Function = Moves.front().Function->getNameAsString();
  std::string Moved = "// Declared in " + Function +
                      "(); moved here for the kernels that use it.\n";
  for (const LocalTypeMove &M : Moves) {
    SourceLocation Begin = SM.getExpansionLoc(M.Statement->getBeginLoc());
    CharSourceRange Range;
    std::string Left;
    std::string Name = M.Type->getNameAsString();
    if (M.MoveWhole) {
      Range = CharSourceRange::getCharRange(
          Begin,
          SM.getExpansionLoc(M.Statement->getEndLoc()).getLocWithOffset(1));
      Left = "// " + Name + ": moved before " + Function + "()";
    } else {
      const auto *Tag = cast<TagDecl>(M.Type);
      Range =
          CharSourceRange::getTokenRange(SM.getExpansionLoc(Tag->getBeginLoc()),
                                         SM.getExpansionLoc(Tag->getEndLoc()));
      Left = (Tag->getKindName() + " " + Name).str();
    }
    std::string Text = R.TakeText(Range, Left);
    if (!M.OldName.empty()) {
      // The definition's own name, where the program wrote it.
      unsigned At = SM.getFileOffset(SM.getExpansionLoc(M.Type->getLocation()));
      unsigned From = SM.getFileOffset(Range.getBegin());
      if (At >= From &&
          Text.compare(At - From, M.OldName.size(), M.OldName) == 0)
        Text.replace(At - From, M.OldName.size(), Name);
    }
    if (M.GivenName) {
      // `struct {` -> `struct NAME {` (also `enum{`)
      size_t Brace = Text.find('{');
      if (Brace != std::string::npos)
        Text.insert(Brace, (Brace > 0 && Text[Brace - 1] != ' ' ? " " : "") +
                               Name + " ");
    }
    if (!M.MoveWhole)
      Text += ";";
    if (Opts.LineDirectives)
      Moved +=
          inputLine(SM.getExpansionLineNumber(Begin), SM.getFileID(Begin)) +
          "\n";
    Moved += dedent(Text, lineIndent(SM, Begin)) + "\n";
  }
  R.InsertText(To, beginGenerated(To) + Moved + resumeInput(To),
               /*InsertAfter=*/false);
}

namespace {

/// C99 array parameter qualifiers, which C++ does not have; the other C
/// idioms C++ rejects are Support/CAsCxx's.
struct ArrayParameters : RecursiveASTVisitor<ArrayParameters> {
  ArrayParameters(ASTContext &Ctx, CheckedRewriter &R,
                  llvm::ArrayRef<FileID> Headers)
      : Ctx(Ctx), R(R), Headers(Headers) {}
  bool translated(SourceLocation L) const {
    const SourceManager &SM = Ctx.getSourceManager();
    return SM.isInMainFile(L) || llvm::is_contained(Headers, SM.getFileID(L));
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
        !translated(Range.getBegin()))
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
  CheckedRewriter &R;
  llvm::ArrayRef<FileID> Headers;
};

} // namespace

void OutputFile::makeLateEdits() {
  if (CastsDone)
    return;
  CastsDone = true;
  // Host code only: text the translation replaced (constructs, whose
  // kernels make these edits themselves) is left alone.
  const SourceManager &SM = Ctx.getSourceManager();
  auto Wanted = [&](SourceLocation L) {
    return (SM.isInMainFile(L) ||
            llvm::is_contained(Headers, SM.getFileID(L))) &&
           !R.isReplaced(L);
  };
  std::vector<TextEdit> Edits;
  for (auto &Make : LateEdits)
    for (TextEdit &E : Make(Wanted))
      Edits.push_back(std::move(E));
  if (!Ctx.getLangOpts().CPlusPlus) {
    ArrayParameters V(Ctx, R, Headers);
    V.TraverseDecl(Ctx.getTranslationUnitDecl());
    for (TextEdit &E : cAsCxxEdits(Ctx.getTranslationUnitDecl(), Ctx, Wanted))
      Edits.push_back(std::move(E));
    std::vector<FileID> Files = Headers;
    Files.push_back(SM.getMainFileID());
    for (FileID F : Files)
      for (TextEdit &E : cLanguageMacroEdits(F, Ctx))
        if (Wanted(E.Begin))
          Edits.push_back(std::move(E));
  }
  for (const TextEdit &E : Edits) {
    if (E.Begin == E.End)
      R.InsertText(E.Begin, E.Text, /*InsertAfter=*/false);
    else
      R.ReplaceText(CharSourceRange::getCharRange(E.Begin, E.End), E.Text);
  }
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

/// The output with the markers of GeneratedText.h resolved: directive
/// comments kept as plain comments or dropped, generated code's `#line`
/// naming its own line in \p Path.
static std::string resolveMarkers(llvm::StringRef Text,
                                  const OutputOptions &Opts,
                                  llvm::StringRef Path) {
  std::string Out;
  Out.reserve(Text.size());
  unsigned OutLine = 0;
  std::string OutName = quoted(Path == "-" ? "<stdout>" : Path);
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    bool HadNewline = Text.size() > Line.size();
    Text = Rest;
    llvm::StringRef Code = Line.ltrim(" \t");
    llvm::StringRef Indent = Line.take_front(Line.size() - Code.size());
    std::string Kept;
    if (Code.consume_front(DirectiveCommentMarker)) {
      if (Opts.Keep == KeepDirectives::None)
        continue;
      Kept = (Indent + "// " + Code).str();
    } else if (Code.rtrim() == GeneratedCodeMarker) {
      if (!Opts.LineDirectives)
        continue;
      Kept =
          (Indent + "#line " + llvm::Twine(OutLine + 2) + " " + OutName).str();
    } else {
      Kept = Line.str();
    }
    Out += Kept;
    if (HadNewline)
      Out += '\n';
    ++OutLine;
  }
  return Out;
}

bool OutputFile::verify(Diag &D) {
  makeLateEdits();
  for (const CheckedRewriter::Overlap &O : R.overlaps()) {
    D.report(diag::MalformedOutput, O.Edit,
             "internal error: an edit of the translation lands inside "
             "another one here, the output would be malformed; please "
             "report this input");
    D.note(O.Earlier, "the other edit starts here");
  }
  for (clang::SourceLocation L : R.refused())
    D.report(diag::MalformedOutput, L,
             "internal error: an edit of the translation could not be made "
             "here (its range is not one stretch of the file's text), the "
             "output would be wrong; please report this input");
  if (!R.overlaps().empty() || !R.refused().empty())
    return false;
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<FileID> Files{SM.getMainFileID()};
  Files.insert(Files.end(), Headers.begin(), Headers.end());
  bool Ok = true;
  for (FileID F : Files) {
    const RewriteBuffer *Buf = R.getRewriteBufferFor(F);
    if (!Buf)
      continue;
    // Input whose brackets do not pair up lexically (a block opened in
    // both branches of an #if) cannot be checked this way.
    if (findBracketMismatch(SM.getBufferData(F), Ctx.getLangOpts()))
      continue;
    std::string Text(Buf->begin(), Buf->end());
    std::optional<BracketMismatch> M =
        findBracketMismatch(Text, Ctx.getLangOpts());
    if (!M)
      continue;
    auto [Line, Column] = lineAndColumn(Text, M->Offset);
    llvm::StringRef Name = llvm::sys::path::filename(pathOf(F));
    D.report(diag::MalformedOutput, SM.getLocForStartOfFile(F),
             "internal error: the translation of " + Name +
                 " would be malformed (at its line " + llvm::Twine(Line) +
                 ", column " + llvm::Twine(Column) + ": " + M->What +
                 "); please report this input");
    Ok = false;
  }
  return Ok;
}

bool OutputFile::hasEdits() const {
  return R.getRewriteBufferFor(Ctx.getSourceManager().getMainFileID()) ||
         llvm::any_of(Headers,
                      [&](FileID F) { return R.getRewriteBufferFor(F); });
}

std::string OutputFile::headerText(FileID F, const EmitOptions &O,
                                   llvm::StringRef Path,
                                   llvm::StringRef Source) {
  makeLateEdits();
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << "// Generated by acc2cuda " ACC2CUDA_VERSION " from " << Source
     << (O.Tgt == Target::Host ? " for the host simulator" : "") << ".\n";
  OS << runtimeInclude(Path) << "\n\n";
  if (Opts.LineDirectives)
    OS << inputLine(1, F) << "\n";
  R.getEditBuffer(F).write(OS);
  OS.flush();
  return resolveMarkers(Text, Opts, Path);
}

std::string OutputFile::runtimeInclude(llvm::StringRef Path) const {
  if (Opts.RuntimeRoot.empty() || Path == "-")
    return "#include <acc2cuda/runtime.h>";
  llvm::SmallString<256> Dir(Path);
  llvm::sys::fs::make_absolute(Dir);
  llvm::sys::path::remove_filename(Dir);
  return "#include \"" + relativeDirPrefix(Dir, Opts.RuntimeRoot) +
         "acc2cuda/runtime.h\"";
}

bool OutputFile::writeUnchanged(llvm::StringRef Path, Diag &D) {
  const SourceManager &SM = Ctx.getSourceManager();
  return writeText(Path, SM.getBufferData(SM.getMainFileID()), D);
}

bool OutputFile::write(llvm::StringRef Path, const EmitOptions &O, Diag &D) {
  const SourceManager &SM = Ctx.getSourceManager();
  bool IsC = !Ctx.getLangOpts().CPlusPlus;
  makeLateEdits();
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << "// Generated by acc2cuda " ACC2CUDA_VERSION " from " << O.FileName
     << (O.Tgt == Target::Host ? " for the host simulator" : "") << ".\n";
  OS << runtimeInclude(Path) << "\n";
  if (IsC)
    OS << "// C input compiled as CUDA C++: C11's keywords by their C++ "
          "names.\n#define restrict __restrict__\n"
          "#define _Static_assert static_assert\n#define _Alignas alignas\n"
          "#define _Alignof alignof\n#define _Bool bool\n";
  OS << "\n";
  if (Opts.LineDirectives)
    OS << inputLine(1, SM.getMainFileID()) << "\n";
  R.getEditBuffer(SM.getMainFileID()).write(OS);
  OS.flush();
  return writeText(Path, resolveMarkers(Text, Opts, Path), D);
}

} // namespace acc2cuda
