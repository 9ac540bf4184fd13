//===- ConstructMacros.cpp - Macros that expand to whole constructs -------===//

#include "Frontend/ConstructMacros.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/TokenConcatenation.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace acc2cuda {
namespace {

/// One macro expansion written in the main file (not one inside another's
/// arguments), with what it expanded to.
struct Expansion {
  unsigned Begin = 0, End = 0; ///< file offsets of the invocation's text
  std::string Text;            ///< the expansion, tokens on one line
  Token Prev, PrevPrev;        ///< the last tokens of Text, for spacing
  unsigned Pragmas = 0;        ///< pragmas the preprocessor handled here
  unsigned Written = 0;        ///< of those, the ones Text holds
  bool HasCode = false;        ///< Text holds tokens besides pragmas
};

/// Collects the expansions and the tokens and pragmas each produced.
class Collector {
public:
  Collector(Preprocessor &PP) : PP(PP), SM(PP.getSourceManager()), Concat(PP) {}

  /// A new expansion starts at \p Range, unless it is inside the last one
  /// (a macro in another macro's arguments).
  void expansionAt(SourceRange Range) {
    SourceLocation B = Range.getBegin();
    if (!B.isFileID() || !SM.isInMainFile(B))
      return;
    unsigned Off = SM.getFileOffset(B);
    if (!All.empty() && Off >= All.back().Begin && Off <= All.back().End)
      return;
    Expansion E;
    E.Begin = Off;
    E.End = endOffset(Range.getEnd());
    All.push_back(std::move(E));
  }

  /// A token lexed from the main file's macro expansions is appended to
  /// the expansion it comes from.
  void token(const Token &Tok) {
    Expansion *E = owner(Tok.getLocation());
    if (!E)
      return;
    append(*E, Tok, PP.getSpelling(Tok));
    E->HasCode = true;
  }

  /// Called by the preprocessor before any pragma is handled.
  void pragmaAt(SourceLocation Loc) {
    if (Expansion *E = owner(Loc))
      ++E->Pragmas;
  }

  /// An OpenACC or OpenMP pragma at \p Loc, as `_Pragma("...")`.
  void pragma(SourceLocation Loc, StringRef Text) {
    Expansion *E = owner(Loc);
    if (!E)
      return;
    ++E->Written;
    if (!E->Text.empty())
      E->Text += ' ';
    E->Text += "_Pragma(\"";
    for (char C : Text) {
      if (C == '"' || C == '\\')
        E->Text += '\\';
      E->Text += C;
    }
    E->Text += "\")";
    E->Prev = Token();
    E->PrevPrev = Token();
  }

  /// Appends \p Spelling of \p Tok to \p Out, with a space before it where
  /// the source had one or the two tokens would otherwise lex as one.
  void appendSpaced(std::string &Out, Token &Prev, Token &PrevPrev,
                    const Token &Tok, StringRef Spelling) {
    if (!Out.empty() &&
        (Tok.hasLeadingSpace() || Prev.getKind() == tok::unknown ||
         Concat.AvoidConcat(PrevPrev, Prev, Tok)))
      Out += ' ';
    Out += Spelling;
    PrevPrev = Prev;
    Prev = Tok;
  }

  /// OpenMP 5.2's `enter` clause of `declare target` at \p Loc, in the
  /// main file's text: clang 19 parses OpenMP 5.1 by default, whose name
  /// for it is `to`.
  void enterClauseAt(SourceLocation Loc) {
    if (Loc.isFileID() && SM.isInMainFile(Loc))
      EnterClauses.push_back(SM.getFileOffset(Loc));
  }

  /// The main file's text with the expansions that hold a construct
  /// written out and `enter` clauses spelt `to`, or "" when there are none.
  std::string rewrite(StringRef Original) const {
    // Same length: the offsets stay those of the original.
    std::string Renamed = Original.str();
    for (unsigned Off : EnterClauses)
      if (StringRef(Renamed).substr(Off, 5) == "enter")
        Renamed.replace(Off, 5, "to   ");
    StringRef File = Renamed;
    std::string Out;
    unsigned At = 0;
    bool Changed = !EnterClauses.empty();
    for (const Expansion &E : All) {
      if (!E.Written || !E.HasCode || E.Written != E.Pragmas ||
          E.End > File.size() || E.Begin < At)
        continue;
      Out += File.slice(At, E.Begin);
      Out += E.Text;
      // The lines the invocation spanned stay lines, so every later line
      // keeps its number.
      Out.append(File.slice(E.Begin, E.End).count('\n'), '\n');
      At = E.End;
      Changed = true;
    }
    if (!Changed)
      return "";
    Out += File.substr(At);
    return Out;
  }

private:
  unsigned endOffset(SourceLocation Last) const {
    Last = SM.getExpansionLoc(Last);
    return SM.getFileOffset(Last) +
           Lexer::MeasureTokenLength(Last, SM, PP.getLangOpts());
  }

  /// The expansion a macro location belongs to (its outermost one, the
  /// last recorded); null for file text and other files' expansions.
  Expansion *owner(SourceLocation Loc) {
    if (!Loc.isMacroID() || All.empty())
      return nullptr;
    CharSourceRange R = SM.getExpansionRange(Loc);
    SourceLocation B = R.getBegin();
    if (!B.isFileID() || !SM.isInMainFile(B))
      return nullptr;
    Expansion &E = All.back();
    unsigned Off = SM.getFileOffset(B);
    if (Off < E.Begin || Off > E.End)
      return nullptr;
    // An object-like macro naming a function-like one takes the arguments
    // that follow it in the file.
    E.End = std::max(E.End, endOffset(R.getEnd()));
    return &E;
  }

  void append(Expansion &E, const Token &Tok, StringRef Spelling) {
    appendSpaced(E.Text, E.Prev, E.PrevPrev, Tok, Spelling);
  }

  Preprocessor &PP;
  SourceManager &SM;
  TokenConcatenation Concat;
  std::vector<Expansion> All;
  std::vector<unsigned> EnterClauses;
};

class Callbacks : public PPCallbacks {
public:
  explicit Callbacks(Collector &C) : C(C) {}
  void MacroExpands(const Token &, const MacroDefinition &, SourceRange Range,
                    const MacroArgs *) override {
    C.expansionAt(Range);
  }
  void PragmaDirective(SourceLocation Loc, PragmaIntroducerKind) override {
    C.pragmaAt(Loc);
  }

private:
  Collector &C;
};

/// Reads `#pragma NS ...` and `_Pragma("NS ...")` back as text.
class Recorder : public PragmaHandler {
public:
  Recorder(StringRef NS, Collector &C) : PragmaHandler(NS), C(C) {}
  void HandlePragma(Preprocessor &PP, PragmaIntroducer Introducer,
                    Token &First) override {
    std::string Text = getName().str();
    Token Prev = First, PrevPrev;
    Token Tok;
    PP.Lex(Tok);
    std::vector<Token> Toks;
    while (Tok.isNot(tok::eod) && Tok.isNot(tok::eof)) {
      C.appendSpaced(Text, Prev, PrevPrev, Tok, PP.getSpelling(Tok));
      Toks.push_back(Tok);
      PP.Lex(Tok);
    }
    auto Is = [&](size_t I, StringRef Spelling) {
      return I < Toks.size() && Toks[I].isAnyIdentifier() &&
             PP.getSpelling(Toks[I]) == Spelling;
    };
    // OpenMP 5.2 parsing (-fopenmp-version=52) knows `enter` and rejects
    // `to`: the clause stays as written there.
    if (getName() == "omp" && PP.getLangOpts().OpenMP < 52 &&
        Is(0, "declare") && Is(1, "target"))
      for (size_t I = 2; I + 1 < Toks.size(); ++I)
        if (Is(I, "enter") && Toks[I + 1].is(tok::l_paren))
          C.enterClauseAt(Toks[I].getLocation());
    C.pragma(Introducer.Loc, Text);
  }

private:
  Collector &C;
};

} // namespace

void ConstructMacroAction::ExecuteAction() {
  CompilerInstance &CI = getCompilerInstance();
  Preprocessor &PP = CI.getPreprocessor();
  Collector C(PP);
  PP.addPPCallbacks(std::make_unique<Callbacks>(C));
  PP.AddPragmaHandler(new Recorder("omp", C));
  PP.AddPragmaHandler(new Recorder("acc", C));
  PP.EnterMainSourceFile();
  Token Tok;
  do {
    PP.Lex(Tok);
    if (Tok.getLocation().isMacroID())
      C.token(Tok);
  } while (Tok.isNot(tok::eof));
  if (CI.getDiagnostics().hasErrorOccurred())
    return;
  SourceManager &SM = CI.getSourceManager();
  Expanded = C.rewrite(SM.getBufferData(SM.getMainFileID()));
}

} // namespace acc2cuda
