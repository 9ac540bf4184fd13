//===- CAsCxx.cpp - C code that nvcc must read as C++ ---------------------===//

#include "Support/CAsCxx.h"
#include "Support/BypassedInits.h"
#include "Support/CudaGlobalNames.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include <optional>

using namespace clang;

namespace acc2cuda {
namespace {

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  Visitor(const ASTContext &Ctx,
          llvm::function_ref<bool(SourceLocation)> Wanted)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Wanted(Wanted) {}

  // Inner expressions first: their insertions come before the outer ones'
  // at a shared place (see the header).
  bool shouldTraversePostOrder() const { return true; }

  bool VisitImplicitCastExpr(ImplicitCastExpr *E) {
    QualType From = E->getSubExpr()->getType(), To = E->getType();
    bool VoidPointer = E->getCastKind() == CK_BitCast &&
                       From->isVoidPointerType() && To->isPointerType() &&
                       !To->isVoidPointerType();
    bool ToEnum = E->getCastKind() == CK_IntegralCast && To->isEnumeralType() &&
                  !enumerator(E->getSubExpr(), To);
    // `const double *` passed as `double *`: C warns, C++ rejects.
    bool DropsQualifiers =
        (E->getCastKind() == CK_NoOp || E->getCastKind() == CK_BitCast) &&
        From->isPointerType() && To->isPointerType() &&
        !To->getPointeeType().isAtLeastAsQualifiedAs(From->getPointeeType());
    if (VoidPointer || ToEnum || DropsQualifiers || libraryArgument(E))
      wrap(E->getSubExpr(), To);
    return true;
  }

  /// `sqrt(f)` of a float f, `abs(x)` of a double, long or unsigned x: C
  /// converts the argument to the library function's parameter type; C++'s
  /// <cmath> and <cstdlib> overload them (sqrt(float) is less precise,
  /// abs(double) keeps the fraction, abs(long) does not truncate, and
  /// abs(unsigned) is ambiguous). The conversion written out picks the
  /// function C calls.
  bool libraryArgument(const ImplicitCastExpr *E) const {
    switch (E->getCastKind()) {
    case CK_FloatingCast:
    case CK_IntegralToFloating:
    case CK_FloatingToIntegral:
    case CK_IntegralCast:
      break;
    default:
      return false;
    }
    auto &PM = const_cast<ASTContext &>(Ctx).getParentMapContext();
    DynTypedNodeList Parents = PM.getParents(*E);
    const auto *Call =
        Parents.size() == 1 ? Parents[0].get<CallExpr>() : nullptr;
    const FunctionDecl *FD = Call ? Call->getDirectCallee() : nullptr;
    if (!FD || !FD->getIdentifier() || FD->getBuiltinID() == 0)
      return false;
    // Of C's functions, C++ overloads only abs and div on integer types
    // (<cstdlib>): other integer conversions (calloc's count) pick the same
    // function in both.
    if (E->getCastKind() == CK_IntegralCast && FD->getName() != "abs" &&
        FD->getName() != "div")
      return false;
    // A parameter's, not a variadic argument's promotion (printf's).
    for (unsigned I = 0; I < Call->getNumArgs() && I < FD->getNumParams(); ++I)
      if (Call->getArg(I) == E)
        return true;
    return false;
  }

  /// `e op= v` on an enumeration: `e = (T)(e op (v))`.
  bool VisitCompoundAssignOperator(CompoundAssignOperator *E) {
    const Expr *X = E->getLHS();
    QualType T = X->getType();
    std::string Type = typeName(T);
    CharSourceRange XR = range(X), VR = range(E->getRHS());
    if (!T->isEnumeralType() || Type.empty() || XR.isInvalid() ||
        VR.isInvalid() || X->HasSideEffects(Ctx))
      return true;
    SourceLocation Op = E->getOperatorLoc();
    std::string OpText =
        BinaryOperator::getOpcodeStr(
            BinaryOperator::getOpForCompoundAssignment(E->getOpcode()))
            .str();
    Edits.push_back({VR.getEnd(), VR.getEnd(), "))"});
    if (!Op.isFileID() || SM.getFileID(Op) != SM.getFileID(VR.getBegin()))
      return true;
    Edits.push_back({Op, VR.getBegin(),
                     "= (" + Type + ")(" + text(XR) + " " + OpText + " ("});
    return true;
  }

  /// `e++` or `--e` as a statement on an enumeration: `e = (T)(e + 1)`.
  bool VisitUnaryOperator(UnaryOperator *E) {
    const Expr *X = E->getSubExpr();
    QualType T = X->getType();
    std::string Type = typeName(T);
    CharSourceRange XR = range(X);
    if (!E->isIncrementDecrementOp() || !T->isEnumeralType() || Type.empty() ||
        XR.isInvalid() || X->HasSideEffects(Ctx) || !valueUnused(E))
      return true;
    SourceLocation Op = E->getOperatorLoc();
    std::string Assign = " = (" + Type + ")(" + text(XR) +
                         (E->isIncrementOp() ? " + 1)" : " - 1)");
    if (!Op.isFileID() || !Wanted(Op))
      return true;
    if (E->isPostfix()) {
      Edits.push_back({Op, Op.getLocWithOffset(2), Assign});
    } else {
      Edits.push_back({Op, Op.getLocWithOffset(2), ""});
      Edits.push_back({XR.getEnd(), XR.getEnd(), Assign});
    }
    return true;
  }

  /// `struct inner` of a struct defined inside `struct outer`: C scopes the
  /// tag in the file, C++ in the outer struct (`struct outer::inner`).
  bool VisitTagTypeLoc(TagTypeLoc TL) {
    const TagDecl *TD = TL.getDecl();
    std::string Scope = cTagScope(TD);
    SourceLocation L = TL.getNameLoc();
    if (Scope.empty() || !TD->getIdentifier() || !L.isFileID() || !Wanted(L))
      return true;
    // Inside the outer struct the name is in scope.
    SourceRange Outer =
        cast<Decl>(TD->getLexicalDeclContext())->getSourceRange();
    if (SM.isPointWithin(L, Outer.getBegin(), Outer.getEnd()))
      return true;
    llvm::StringRef Name = TD->getName();
    if (text(CharSourceRange::getCharRange(
            L, L.getLocWithOffset(Name.size()))) != Name)
      return true;
    Edits.push_back({L, L.getLocWithOffset(Name.size()), Scope + Name.str()});
    return true;
  }

  /// `sizeof('a')`, `sizeof(x == 3)`, `sizeof(c ? 'a' : 'b')`: character
  /// constants, comparisons and logical operators are ints in C, chars and
  /// bools in C++. Where C gives a computed value (not a variable, member
  /// or element) the type int, the size is int's.
  bool VisitUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *E) {
    if (E->getKind() != UETT_SizeOf || E->isArgumentType())
      return true;
    const Expr *Arg = E->getArgumentExpr()->IgnoreParens();
    if (!Arg->getType()->isSpecificBuiltinType(BuiltinType::Int) ||
        Arg->isLValue())
      return true;
    if (isa<IntegerLiteral>(Arg))
      return true; // int in both
    replace(E, "sizeof(int)");
    return true;
  }

  /// A parameter `double y[n]`: a pointer in both languages, but C++ has
  /// no variable bound there (`double y[]`).
  bool VisitParmVarDecl(ParmVarDecl *PD) {
    const TypeSourceInfo *TSI = PD->getTypeSourceInfo();
    if (!TSI || !isa<VariableArrayType>(PD->getOriginalType()))
      return true;
    auto AL = TSI->getTypeLoc().getAsAdjusted<ArrayTypeLoc>();
    const Expr *Size = AL ? AL.getSizeExpr() : nullptr;
    if (!Size || PD->getOriginalType()
                     ->getAsArrayTypeUnsafe()
                     ->getElementType()
                     ->isVariablyModifiedType())
      return true;
    replace(Size, "");
    return true;
  }

  /// `if (e) goto fail; double s = 0; ... fail:`: the initialisation a
  /// jump bypasses becomes an assignment (`double s; s = 0;`), which C++
  /// lets a jump bypass (CAsCxxChecks rejects what cannot be split).
  bool VisitGotoStmt(GotoStmt *S) { return splitBypassed(S); }
  bool VisitSwitchStmt(SwitchStmt *S) { return splitBypassed(S); }
  bool splitBypassed(const Stmt *Jump) {
    for (const BypassedInit &B : bypassedInits(Jump, Ctx))
      if (B.Splittable && Wanted(B.InsertAt) && SplitVars.insert(B.Var).second)
        Edits.push_back(
            {B.InsertAt, B.InsertAt, "; " + B.Var->getNameAsString()});
    return true;
  }

  /// File-scope tentative definitions (`int g;` without initialiser):
  /// C merges repeated ones, and with a definition (`int g = 5;`), into
  /// one variable; C++ takes each for a definition. All but one become
  /// declarations (`extern int g;`). A lone `const int k;` is zero in C
  /// and needs an initialiser in C++ (`= {}`).
  bool VisitVarDecl(VarDecl *VD) {
    if (!VD->isFileVarDecl() || VD->getStorageClass() != SC_None ||
        VD->isThisDeclarationADefinition() != VarDecl::TentativeDefinition ||
        !Wanted(VD->getLocation()) || !VD->getBeginLoc().isFileID() ||
        !VD->getLocation().isFileID() || sharesDeclarators(VD))
      return true;
    bool Other = false;
    for (const VarDecl *R : VD->redecls()) {
      if (R == VD)
        continue;
      auto K = R->isThisDeclarationADefinition();
      Other |=
          K == VarDecl::Definition ||
          (K == VarDecl::TentativeDefinition &&
           SM.isBeforeInTranslationUnit(R->getLocation(), VD->getLocation()));
    }
    if (Other) {
      Edits.push_back({VD->getBeginLoc(), VD->getBeginLoc(), "extern "});
      return true;
    }
    if (VD->getType().isConstQualified()) {
      SourceLocation End =
          Lexer::getLocForEndOfToken(VD->getEndLoc(), 0, SM, Ctx.getLangOpts());
      if (End.isValid())
        Edits.push_back({End, End, " = {}"});
    }
    return true;
  }

  /// `_Noreturn void die(void)`: C11's keyword is GNU's attribute, which
  /// may stand where the keyword does.
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (const auto *A = FD->getAttr<C11NoReturnAttr>()) {
      SourceLocation L = A->getLocation();
      llvm::StringRef Keyword = "_Noreturn";
      if (L.isFileID() && Wanted(L) &&
          text(CharSourceRange::getCharRange(
              L, L.getLocWithOffset(Keyword.size()))) == Keyword)
        Edits.push_back({L, L.getLocWithOffset(Keyword.size()),
                         "__attribute__((noreturn))"});
    }
    if (clashesWithCuda(FD))
      rename(FD->getLocation(), FD->getName());
    return true;
  }

  /// A function of the program's own named like one that CUDA's headers,
  /// which nvcc reads first, declare in the global namespace (`max`,
  /// `norm`): C lets the program define it, C++ then reads a redefinition
  /// or an ambiguous overload. Its declarations and uses take another name.
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *FD = dyn_cast<FunctionDecl>(E->getDecl());
    if (FD && clashesWithCuda(FD))
      rename(E->getLocation(), FD->getName());
    if (const auto *EC = dyn_cast<EnumConstantDecl>(E->getDecl()))
      qualifyEnumerator(EC, E->getLocation());
    return true;
  }

  /// `WALL` of `struct cell { enum { FLUID, WALL } k; }`: C scopes the
  /// enumerator in the file, C++ in the struct (`cell::WALL`).
  void qualifyEnumerator(const EnumConstantDecl *EC, SourceLocation L) {
    const auto *ED = cast<EnumDecl>(EC->getDeclContext());
    std::string Scope = cTagScope(ED);
    if (Scope.empty() || !L.isFileID() || !Wanted(L))
      return;
    SourceRange Outer =
        cast<Decl>(ED->getLexicalDeclContext())->getSourceRange();
    if (SM.isPointWithin(L, Outer.getBegin(), Outer.getEnd()))
      return;
    Edits.push_back({L, L, Scope});
  }

  std::vector<TextEdit> Edits;

private:
  llvm::SmallPtrSet<const VarDecl *, 4> SplitVars;
  /// A file-scope function of the program's own whose name CUDA's headers
  /// declare globally (Support/CudaGlobalNames.h). Variables keep their
  /// names, which clauses repeat (A2C5007 reports them).
  bool clashesWithCuda(const FunctionDecl *ND) const {
    if (!ND->getIdentifier() || !ND->getDeclContext()->isTranslationUnit() ||
        (!isCudaMathFunctionName(ND->getName()) &&
         !isCudaDeviceFunctionName(ND->getName())))
      return false;
    // The C library's own declaration (glibc declares sincos and exp10):
    // the program uses the library's function, which CUDA's headers
    // declare compatibly.
    for (const Decl *D : ND->redecls())
      if (SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation())))
        return false;
    return true;
  }

  void rename(SourceLocation L, llvm::StringRef Name) {
    if (!L.isFileID() || !Wanted(L) ||
        text(CharSourceRange::getCharRange(
            L, L.getLocWithOffset(Name.size()))) != Name)
      return;
    Edits.push_back(
        {L, L.getLocWithOffset(Name.size()), "acc2cuda_c_" + Name.str()});
  }

  /// `int a, g;`: an edit before the first declarator would change both.
  static bool sharesDeclarators(const VarDecl *VD) {
    for (const Decl *D : VD->getDeclContext()->decls())
      if (D != VD && D->getBeginLoc() == VD->getBeginLoc())
        return true;
    return false;
  }

  /// An enumerator of \p T itself (its type is int in C): no cast needed.
  static bool enumerator(const Expr *E, QualType T) {
    const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    const auto *EC = DRE ? dyn_cast<EnumConstantDecl>(DRE->getDecl()) : nullptr;
    const auto *ET = T->getAs<EnumType>();
    return EC && ET && EC->getDeclContext() == ET->getDecl();
  }

  /// The type as C++ can name it ("" for an unnamed enumeration).
  std::string typeName(QualType T) const {
    // As the output names it (`enum cell::kind` for a tag C scopes in the
    // file, C++ in the struct).
    std::string Name = typeText(T.getUnqualifiedType(), Ctx);
    if (Name.find("(unnamed") != std::string::npos ||
        Name.find("(anonymous") != std::string::npos)
      return "";
    return Name;
  }

  /// The file range of \p E when it is text of one wanted file (macro
  /// uses whole); invalid otherwise.
  CharSourceRange range(const Expr *E) const {
    CharSourceRange R = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(E->getSourceRange()), SM,
        Ctx.getLangOpts());
    if (R.isInvalid() || !Wanted(R.getBegin()))
      return CharSourceRange();
    return R;
  }

  std::string text(CharSourceRange R) const {
    return Lexer::getSourceText(R, SM, Ctx.getLangOpts()).str();
  }

  /// Replaces \p E's text, when it is text of a wanted file.
  void replace(const Expr *E, const std::string &Text) {
    CharSourceRange R = range(E);
    if (R.isValid())
      Edits.push_back({R.getBegin(), R.getEnd(), Text});
  }

  void wrap(const Expr *E, QualType T) {
    std::string Type = typeName(T);
    CharSourceRange R = range(E);
    if (Type.empty() || R.isInvalid())
      return;
    Edits.push_back({R.getEnd(), R.getEnd(), ")"});
    Edits.push_back({R.getBegin(), R.getBegin(), "(" + Type + ")("});
  }

  /// Whether \p E's value is not used: a statement of its own, or a for
  /// loop's increment.
  bool valueUnused(const Expr *E) const {
    auto &PM = const_cast<ASTContext &>(Ctx).getParentMapContext();
    DynTypedNodeList Parents = PM.getParents(*E);
    if (Parents.size() != 1)
      return false;
    if (const auto *F = Parents[0].get<ForStmt>())
      return F->getInc() == E;
    const Stmt *S = Parents[0].get<Stmt>();
    return S && !isa<Expr>(S);
  }

  const ASTContext &Ctx;
  const SourceManager &SM;
  llvm::function_ref<bool(SourceLocation)> Wanted;
};

} // namespace

std::vector<TextEdit>
cAsCxxEdits(const Decl *Root, const ASTContext &Ctx,
            llvm::function_ref<bool(SourceLocation)> Wanted) {
  if (Ctx.getLangOpts().CPlusPlus)
    return {};
  Visitor V(Ctx, Wanted);
  V.TraverseDecl(const_cast<Decl *>(Root));
  return std::move(V.Edits);
}

std::vector<TextEdit>
cAsCxxEdits(const Stmt *Root, const ASTContext &Ctx,
            llvm::function_ref<bool(SourceLocation)> Wanted) {
  if (Ctx.getLangOpts().CPlusPlus)
    return {};
  Visitor V(Ctx, Wanted);
  V.TraverseStmt(const_cast<Stmt *>(Root));
  return std::move(V.Edits);
}

bool usableAsCxxConstant(const VarDecl *VD, const ASTContext &Ctx) {
  if (VD->isUsableInConstantExpressions(Ctx))
    return true;
  QualType T = VD->getType();
  const Expr *Init = VD->getInit();
  return !Ctx.getLangOpts().CPlusPlus && T.isConstQualified() &&
         !T.isVolatileQualified() && T->isIntegralOrEnumerationType() && Init &&
         !Init->isValueDependent() && Init->isIntegerConstantExpr(Ctx);
}

std::vector<TextEdit> cLanguageMacroEdits(FileID F, const ASTContext &Ctx) {
  const LangOptions &LO = Ctx.getLangOpts();
  const char *Version = LO.C23   ? "202311L"
                        : LO.C17 ? "201710L"
                        : LO.C11 ? "201112L"
                        : LO.C99 ? "199901L"
                                 : nullptr;
  // What C defined: name -> its value, or null when undefined.
  // __cplusplus keeps C++'s meaning: its uses are `extern "C"` guards,
  // which the output, compiled as C++, needs to link with C objects.
  auto ValueOf = [&](llvm::StringRef Name) -> std::optional<const char *> {
    if (Name == "__STDC_VERSION__")
      return Version;
    return std::nullopt;
  };
  const SourceManager &SM = Ctx.getSourceManager();
  llvm::StringRef Buffer = SM.getBufferData(F);
  Lexer L(SM.getLocForStartOfFile(F), LO, Buffer.begin(), Buffer.begin(),
          Buffer.end());
  std::vector<Token> Toks;
  for (Token T;;) {
    L.LexFromRawLexer(T);
    if (T.is(tok::eof))
      break;
    Toks.push_back(T);
  }
  auto Spelling = [&](const Token &T) -> llvm::StringRef {
    return T.is(tok::raw_identifier) ? T.getRawIdentifier() : "";
  };
  auto Edit = [](SourceLocation B, SourceLocation E, std::string Text) {
    return TextEdit{B, E, std::move(Text)};
  };
  std::vector<TextEdit> Edits;
  for (size_t I = 0; I < Toks.size(); ++I) {
    std::optional<const char *> V = ValueOf(Spelling(Toks[I]));
    if (!V)
      continue;
    const Token &T = Toks[I];
    const SourceLocation End = T.getEndLoc();
    const std::string Defined = *V ? "1" : "0";
    // `#ifdef NAME` / `#ifndef NAME`.
    if (I >= 2 && Toks[I - 2].is(tok::hash) && Toks[I - 2].isAtStartOfLine() &&
        (Spelling(Toks[I - 1]) == "ifdef" ||
         Spelling(Toks[I - 1]) == "ifndef")) {
      const bool Not = Spelling(Toks[I - 1]) == "ifndef";
      Edits.push_back(
          Edit(Toks[I - 1].getLocation(), End,
               "if " + std::string(Not == (*V != nullptr) ? "0" : "1")));
      continue;
    }
    // `defined NAME` / `defined(NAME)`.
    if (I >= 1 && Spelling(Toks[I - 1]) == "defined") {
      Edits.push_back(Edit(Toks[I - 1].getLocation(), End, Defined));
      continue;
    }
    if (I >= 2 && Toks[I - 1].is(tok::l_paren) &&
        Spelling(Toks[I - 2]) == "defined" && I + 1 < Toks.size() &&
        Toks[I + 1].is(tok::r_paren)) {
      Edits.push_back(
          Edit(Toks[I - 2].getLocation(), Toks[I + 1].getEndLoc(), Defined));
      ++I;
      continue;
    }
    Edits.push_back(Edit(T.getLocation(), End, *V ? *V : "0"));
  }
  return Edits;
}

} // namespace acc2cuda
