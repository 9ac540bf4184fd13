//===- SourceText.cpp -----------------------------------------------------===//

#include "SourceText.h"
#include "Support/GeneratedText.h"
#include "clang/AST/PrettyPrinter.h"
#include "clang/AST/QualTypeNames.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace clang;

namespace acc2cuda {

CharSourceRange fileRange(SourceRange R, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  return Lexer::makeFileCharRange(CharSourceRange::getTokenRange(R), SM,
                                  Ctx.getLangOpts());
}

std::string sourceText(SourceRange R, const ASTContext &Ctx) {
  CharSourceRange FR = fileRange(R, Ctx);
  if (FR.isInvalid()) {
    // Spans macro boundaries unevenly: fall back to the expansion range.
    const SourceManager &SM = Ctx.getSourceManager();
    FR = CharSourceRange::getTokenRange(
        SM.getExpansionLoc(R.getBegin()),
        SM.getExpansionRange(R.getEnd()).getEnd());
  }
  return Lexer::getSourceText(FR, Ctx.getSourceManager(), Ctx.getLangOpts())
      .str();
}

/// Whether the token at \p L, or a macro use it comes from, was lexed from
/// text clang made itself: the string of a `_Pragma`, or a pasted token.
/// The file then holds no text for it (the range a `_Pragma` built by a
/// function-like macro maps to is the whole macro use).
static bool fromScratchText(SourceLocation L, const SourceManager &SM) {
  while (L.isMacroID()) {
    if (SM.isWrittenInScratchSpace(SM.getSpellingLoc(L)))
      return true;
    L = SM.getImmediateMacroCallerLoc(L);
  }
  return false;
}

std::string sourceText(const Stmt *S, const ASTContext &Ctx) {
  // Written by a macro in a way no file text covers (a clause of a
  // `_Pragma` a function-like macro builds from its arguments): the code
  // as clang understood it.
  const SourceManager &SM = Ctx.getSourceManager();
  if (fileRange(S->getSourceRange(), Ctx).isInvalid() ||
      fromScratchText(S->getBeginLoc(), SM) ||
      fromScratchText(S->getEndLoc(), SM)) {
    std::string Out;
    llvm::raw_string_ostream OS(Out);
    S->printPretty(OS, nullptr, PrintingPolicy(Ctx.getLangOpts()));
    return Out;
  }
  return sourceText(S->getSourceRange(), Ctx);
}

/// \p Text with an `#endif` for each conditional it opens and does not
/// close: an unbraced statement under `#if` ends at its last token, before
/// the `#else`/`#endif` that follow it, and a copy of it (a kernel body)
/// must still balance.
static std::string closeOpenConditionals(std::string Text) {
  unsigned Open = 0;
  for (llvm::StringRef Rest = Text; !Rest.empty();) {
    auto [Line, Next] = Rest.split('\n');
    Rest = Next;
    llvm::StringRef Word = Line.ltrim(" \t");
    if (!Word.consume_front("#"))
      continue;
    Word = Word.ltrim(" \t");
    if (Word.starts_with("if")) // #if, #ifdef, #ifndef
      ++Open;
    else if (Word.starts_with("endif") && Open > 0)
      --Open;
  }
  for (; Open > 0; --Open)
    Text += "\n#endif\n";
  return Text;
}

std::string editedText(SourceRange SR, llvm::ArrayRef<SourceRange> Erase,
                       llvm::ArrayRef<TextEdit> Edits, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange R = fileRange(SR, Ctx);
  unsigned Begin = SM.getFileOffset(R.getBegin());
  unsigned End = SM.getFileOffset(R.getEnd());
  llvm::StringRef Buf = SM.getBufferData(SM.getFileID(R.getBegin()));
  std::string Text = Buf.substr(Begin, End - Begin).str();
  struct Cut {
    unsigned B, E; ///< [B, E) relative to Begin
    std::string Repl;
    bool IsEdit;
  };
  std::vector<Cut> Cuts;
  for (const TextEdit &Ed : Edits) {
    unsigned EB = SM.getFileOffset(SM.getExpansionLoc(Ed.Begin));
    unsigned EE = SM.getFileOffset(SM.getExpansionLoc(Ed.End));
    if (EB < Begin || EE > End || EE < EB)
      continue;
    Cuts.push_back({EB - Begin, EE - Begin, Ed.Text, true});
  }
  for (SourceRange E : Erase) {
    unsigned EB = SM.getFileOffset(SM.getExpansionLoc(E.getBegin()));
    unsigned EE = SM.getFileOffset(SM.getExpansionLoc(E.getEnd()));
    if (EB < Begin || EE > End || EE < EB)
      continue;
    // Erased ranges are inclusive of their last character.
    unsigned B = EB - Begin;
    unsigned Len = std::min<unsigned>(EE - EB + 1, Text.size() - B);
    llvm::StringRef Piece(Text.data() + B, Len);
    std::string Repl;
    // Keep `#pragma` lines as comments so the source stays recognisable,
    // continuation lines joined: a comment ends at its line.
    if (Piece.starts_with("#pragma") || Piece.starts_with("_Pragma")) {
      std::string Joined = joinContinuationLines(Piece);
      Repl = directiveComment(Joined);
      if (!llvm::StringRef(Joined).ends_with("\n"))
        Repl.pop_back(); // the line end after the piece stays
    }
    Cuts.push_back({B, B + Len, std::move(Repl), false});
  }
  // Edits first, then erasures outside them; apply from the back so that
  // offsets stay valid.
  std::stable_sort(Cuts.begin(), Cuts.end(), [](const Cut &A, const Cut &B) {
    return A.IsEdit > B.IsEdit;
  });
  std::vector<Cut> Kept;
  for (Cut &C : Cuts) {
    bool Overlaps = llvm::any_of(
        Kept, [&](const Cut &K) { return C.B < K.E && K.B < C.E; });
    if (!Overlaps)
      Kept.push_back(std::move(C));
  }
  // From the back; at one offset an insertion (empty cut) goes last, so
  // that it lands before the text replaced there.
  std::stable_sort(Kept.begin(), Kept.end(), [](const Cut &A, const Cut &B) {
    return A.B != B.B ? A.B > B.B : A.E > B.E;
  });
  for (const Cut &C : Kept)
    Text.replace(C.B, C.E - C.B, C.Repl);
  return closeOpenConditionals(std::move(Text));
}

SourceRange statementRange(const Stmt *S, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Begin = S->getBeginLoc();
  // An OpenMP directive's range is its pragma line; its statement follows.
  while (const auto *OD = dyn_cast<OMPExecutableDirective>(S)) {
    if (!OD->hasAssociatedStmt())
      break;
    S = OD->getAssociatedStmt();
    while (const auto *CS = dyn_cast<CapturedStmt>(S))
      S = CS->getCapturedStmt();
  }
  SourceLocation Last = SM.getExpansionRange(S->getEndLoc()).getEnd();
  std::optional<Token> Next = Lexer::findNextToken(Last, SM, Ctx.getLangOpts());
  if (Next && Next->is(tok::semi))
    Last = Next->getLocation();
  return SourceRange(Begin, Last);
}

SourceRange stmtExtent(const Stmt *S) {
  SourceRange R = S->getSourceRange();
  const auto *Dir = dyn_cast<OMPExecutableDirective>(S);
  if (!Dir || !Dir->hasAssociatedStmt())
    return R;
  const Stmt *Assoc = Dir->getAssociatedStmt();
  while (const auto *CS = dyn_cast_or_null<CapturedStmt>(Assoc))
    Assoc = CS->getCapturedStmt();
  return Assoc ? SourceRange(R.getBegin(), stmtExtent(Assoc).getEnd()) : R;
}

SourceLocation afterStatement(const Stmt *S, const ASTContext &Ctx) {
  return Lexer::getLocForEndOfToken(statementRange(S, Ctx).getEnd(), 0,
                                    Ctx.getSourceManager(), Ctx.getLangOpts());
}

SourceLocation endOfLine(SourceLocation Loc, const SourceManager &SM) {
  llvm::StringRef Buf = SM.getBufferData(SM.getFileID(Loc));
  size_t Pos = SM.getFileOffset(Loc);
  while (Pos < Buf.size() &&
         (Buf[Pos] != '\n' || (Pos > 0 && Buf[Pos - 1] == '\\')))
    ++Pos;
  return Loc.getLocWithOffset(Pos - SM.getFileOffset(Loc));
}

static PrintingPolicy policy(const ASTContext &Ctx) {
  PrintingPolicy P(Ctx.getLangOpts());
  P.SuppressTagKeyword = !Ctx.getLangOpts().CPlusPlus ? false : true;
  P.Bool = true;
  P.SuppressUnwrittenScope = true;
  P.PrintCanonicalTypes = false;
  return P;
}

/// \p T with every name qualified from file scope (`phys::Particle` for a
/// `Particle` written under `using namespace phys;` in a function), as the
/// translation writes types where the function's using-directives and
/// namespace do not reach (a kernel's parameters). Dependent types stay as
/// written: qualifying a member of the template they appear in would need
/// `typename`, and the kernel templates write them where they were written.
static QualType qualified(QualType T, const ASTContext &Ctx) {
  if (T.isNull() || T->isDependentType())
    return T;
  // getFullyQualifiedType looks through pointers and references only: the
  // element types of arrays, decayed parameters and parenthesised
  // declarators are qualified here.
  Qualifiers Quals = T.getLocalQualifiers();
  const Type *Ty = T.getTypePtr();
  auto Requalify = [&](QualType U) { return Ctx.getQualifiedType(U, Quals); };
  if (const auto *PT = dyn_cast<ParenType>(Ty))
    return Requalify(qualified(PT->getInnerType(), Ctx));
  if (const auto *AT = dyn_cast<AdjustedType>(Ty))
    return Requalify(qualified(AT->getAdjustedType(), Ctx));
  if (const auto *PT = dyn_cast<PointerType>(Ty))
    return Requalify(Ctx.getPointerType(qualified(PT->getPointeeType(), Ctx)));
  if (const auto *CA = dyn_cast<ConstantArrayType>(Ty))
    return Requalify(Ctx.getConstantArrayType(
        qualified(CA->getElementType(), Ctx), CA->getSize(), nullptr,
        CA->getSizeModifier(), CA->getIndexTypeCVRQualifiers()));
  if (const auto *IA = dyn_cast<IncompleteArrayType>(Ty))
    return Requalify(Ctx.getIncompleteArrayType(
        qualified(IA->getElementType(), Ctx), IA->getSizeModifier(),
        IA->getIndexTypeCVRQualifiers()));
  return TypeName::getFullyQualifiedType(T, Ctx);
}

std::string cTagScope(const TagDecl *TD) {
  if (TD->getASTContext().getLangOpts().CPlusPlus)
    return "";
  std::string Scope;
  for (const DeclContext *DC = TD->getLexicalDeclContext(); DC;
       DC = cast<Decl>(DC)->getLexicalDeclContext()) {
    const auto *RD = dyn_cast<RecordDecl>(DC);
    if (!RD)
      break;
    if (!RD->getIdentifier())
      return "";
    Scope = RD->getName().str() + "::" + Scope;
  }
  return Scope;
}

/// \p Printed, a C type's text, with the tag of its elements as C++ names
/// it (`struct inner *` -> `struct outer::inner *`: see cTagScope).
static std::string cxxTags(std::string Printed, QualType T) {
  while (!T.isNull()) {
    if (const auto *PT = T->getAs<PointerType>())
      T = PT->getPointeeType();
    else if (const ArrayType *AT = T->getAsArrayTypeUnsafe())
      T = AT->getElementType();
    else
      break;
  }
  const TagDecl *TD = T.isNull() ? nullptr : T->getAsTagDecl();
  std::string Scope = TD && TD->getIdentifier() ? cTagScope(TD) : "";
  if (Scope.empty())
    return Printed;
  std::string Tag = TD->getKindName().str() + " " + TD->getName().str();
  size_t At = Printed.find(Tag);
  size_t After = At + Tag.size();
  if (At != std::string::npos &&
      (After == Printed.size() ||
       !(isalnum(static_cast<unsigned char>(Printed[After])) ||
         Printed[After] == '_')))
    Printed.replace(At, Tag.size(),
                    TD->getKindName().str() + " " + Scope + TD->getName().str());
  return Printed;
}

std::string declareAs(QualType T, llvm::StringRef Name, const ASTContext &Ctx) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  qualified(T, Ctx).print(OS, policy(Ctx), Name);
  return cxxTags(std::move(Out), T);
}

std::string typeText(QualType T, const ASTContext &Ctx) {
  return cxxTags(qualified(T, Ctx).getAsString(policy(Ctx)), T);
}


std::string replaceIdentifier(llvm::StringRef Text, llvm::StringRef From,
                              llvm::StringRef To) {
  auto IsIdent = [](char C) { return llvm::isAlnum(C) || C == '_'; };
  std::string Out;
  size_t I = 0;
  while (I < Text.size()) {
    if (!IsIdent(Text[I])) {
      Out += Text[I++];
      continue;
    }
    size_t J = I;
    while (J < Text.size() && IsIdent(Text[J]))
      ++J;
    llvm::StringRef Word = Text.slice(I, J);
    Out += Word == From ? To : Word;
    I = J;
  }
  return Out;
}

} // namespace acc2cuda
