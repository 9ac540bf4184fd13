//===- CAsCxxChecks.cpp ---------------------------------------------------===//

#include "CAsCxxChecks.h"
#include "Support/BypassedInits.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/IdentifierTable.h"

using namespace clang;

namespace acc2cuda {
namespace {

/// The language nvcc reads the output in: keywords are C++17's.
LangOptions cudaCxx() {
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  LO.Bool = LO.WChar = true;
  LO.CXXOperatorNames = true; // `and`, `or`, `xor`... are operators
  return LO;
}

class Checker : public RecursiveASTVisitor<Checker> {
public:
  Checker(ASTContext &Ctx, const TranslatedFiles &Files, Diag &D)
      : Ctx(&Ctx), SM(Ctx.getSourceManager()), Files(Files), D(D),
        Cxx(cudaCxx()), CxxNames(Cxx) {}

  bool VisitNamedDecl(NamedDecl *ND) {
    const IdentifierInfo *II = ND->getIdentifier();
    SourceLocation L = ND->getLocation();
    // A C identifier table knows no C++ keywords: look the name up in one
    // made for C++.
    if (!II || L.isInvalid() || !wanted(L))
      return true;
    const IdentifierInfo &CxxII = CxxNames.get(II->getName());
    if (!CxxII.isKeyword(Cxx) && !CxxII.isCPlusPlusOperatorKeyword())
      return true;
    // clang names an unnamed `declare mapper` "default"; the program does
    // not write the name, and the translation does not either.
    if (isa<OMPDeclareMapperDecl>(ND) && !ND->getDeclName().isEmpty() &&
        II->getName() == "default")
      return true;
    reject(L, "'" + II->getName() +
                  "' is a keyword of C++, in which nvcc compiles the "
                  "translation (a .cu file is CUDA C++); rename it");
    return true;
  }

  /// A struct or union declared inside an unnamed one, named outside it:
  /// C gives its tag file scope, C++ the enclosing struct's, which has no
  /// name to qualify it with (a named one's tag is written `outer::inner`,
  /// cTagScope).
  bool VisitRecordTypeLoc(RecordTypeLoc TL) {
    const RecordDecl *RD = TL.getDecl();
    SourceLocation L = TL.getBeginLoc();
    if (!RD || L.isInvalid() || !wanted(L))
      return true;
    const RecordDecl *Unnamed = nullptr;
    for (const DeclContext *DC = RD->getLexicalDeclContext();
         const auto *Outer = dyn_cast_or_null<RecordDecl>(DC);
         DC = Outer->getLexicalDeclContext())
      if (!Outer->getIdentifier())
        Unnamed = Outer;
    if (!Unnamed || SM.isPointWithin(SM.getExpansionLoc(L),
                                     SM.getExpansionLoc(Unnamed->getBeginLoc()),
                                     SM.getExpansionLoc(Unnamed->getEndLoc())))
      return true;
    reject(L, "'" + RD->getName() +
                  "' is declared inside an unnamed struct, where C++ (in "
                  "which nvcc compiles the translation) scopes its name; "
                  "declare it at file scope or name the struct");
    return true;
  }

  /// A jump into a variable's scope past an initialisation that cannot
  /// become an assignment (Support/CAsCxx splits the others).
  bool VisitGotoStmt(GotoStmt *S) { return bypassed(S, "the goto"); }
  bool VisitSwitchStmt(SwitchStmt *S) { return bypassed(S, "a case label"); }
  bool bypassed(const Stmt *Jump, llvm::StringRef What) {
    for (const BypassedInit &B : bypassedInits(Jump, *Ctx)) {
      SourceLocation L = B.Var->getLocation();
      if (B.Splittable || !wanted(L))
        continue;
      reject(L, What + " at line " +
                    llvm::Twine(SM.getExpansionLineNumber(B.Jump)) +
                    " jumps past the initialisation of '" + B.Var->getName() +
                    "', which C allows and C++ (nvcc reads the translation "
                    "as CUDA C++) does not; declare it before the jump, or "
                    "give it its value by an assignment");
    }
    return true;
  }

  /// `_Generic(x, float: f, default: g)`: no C++ form.
  bool VisitGenericSelectionExpr(GenericSelectionExpr *E) {
    if (wanted(E->getBeginLoc()))
      reject(E->getBeginLoc(),
             "'_Generic' is C11's, not C++'s (as which nvcc compiles the "
             "translation); call the function for the type directly");
    return true;
  }

  /// `&(struct opts){100}`, `(double[]){0.5, 0.25}` used as a pointer: C
  /// gives the compound literal the enclosing block's lifetime, C++ (nvcc)
  /// a temporary's, whose address cannot be taken.
  bool VisitCompoundLiteralExpr(CompoundLiteralExpr *E) {
    auto &PM = const_cast<ASTContext *>(Ctx)->getParentMapContext();
    DynTypedNodeList Parents = PM.getParents(*E);
    const Stmt *Parent = Parents.size() == 1 ? Parents[0].get<Stmt>() : nullptr;
    while (const auto *PE = dyn_cast_or_null<ParenExpr>(Parent)) {
      DynTypedNodeList Up = PM.getParents(*PE);
      Parent = Up.size() == 1 ? Up[0].get<Stmt>() : nullptr;
    }
    const auto *UO = dyn_cast_or_null<UnaryOperator>(Parent);
    const auto *IC = dyn_cast_or_null<ImplicitCastExpr>(Parent);
    bool Address = (UO && UO->getOpcode() == UO_AddrOf) ||
                   (IC && IC->getCastKind() == CK_ArrayToPointerDecay);
    if (Address && wanted(E->getBeginLoc()))
      reject(E->getBeginLoc(),
             "the address of a compound literal: C++ (as which nvcc compiles "
             "the translation) makes it a temporary that ends with the "
             "statement; declare a variable holding the value");
    return true;
  }

  /// `f(1)` through `int (*f)()`: C++ reads the empty list as no
  /// parameters (calls of functions declared so are VisitCallExpr's).
  bool VisitImplicitCastExpr(ImplicitCastExpr *E) {
    auto NoProto = [](QualType T) {
      const auto *PT = T->getAs<PointerType>();
      return PT && PT->getPointeeType()->getAs<FunctionNoProtoType>();
    };
    const auto *From = E->getSubExpr()->getType()->getAs<PointerType>();
    const auto *Proto =
        From ? From->getPointeeType()->getAs<FunctionProtoType>() : nullptr;
    if (!NoProto(E->getType()) || !Proto || Proto->getNumParams() == 0 ||
        !wanted(E->getBeginLoc()))
      return true;
    reject(E->getBeginLoc(),
           "a function with parameters stored in a function pointer declared "
           "without a prototype ('()'), which C++ (as which nvcc compiles "
           "the translation) reads as taking no parameters; declare the "
           "pointer's parameters");
    return true;
  }

  /// `{ .b = 1, .a = 2 }`: C++ takes designators in the members' order.
  bool VisitInitListExpr(InitListExpr *ILE) {
    if (!ILE->isSyntacticForm() || arrayDesignators(ILE))
      return true;
    unsigned Last = 0;
    bool Any = false;
    for (Expr *Init : ILE->inits()) {
      const auto *DIE = dyn_cast_or_null<DesignatedInitExpr>(Init);
      if (!DIE || DIE->size() == 0 ||
          !DIE->getDesignator(0)->isFieldDesignator())
        continue;
      if (DIE->size() > 1 && wanted(DIE->getBeginLoc())) {
        reject(DIE->getBeginLoc(),
               "a nested designator ('.a.b = ...'), which C++ (as which "
               "nvcc compiles the translation) does not have; initialise "
               "the member's members in braces ('.a = {...}')");
        return true;
      }
      const FieldDecl *F = DIE->getDesignator(0)->getFieldDecl();
      if (!F)
        continue;
      unsigned Index = F->getFieldIndex();
      if (Any && Index < Last && wanted(DIE->getBeginLoc())) {
        reject(DIE->getBeginLoc(),
               "designated initialisers out of the members' order are "
               "not C++, in which nvcc compiles the translation; list '" +
                   F->getName() + "' in declaration order");
        return true;
      }
      Last = Index;
      Any = true;
    }
    return true;
  }

  /// `f(1)` of `int f()`: C++ reads the empty list as no parameters. Not
  /// the type-generic builtins (`__builtin_isnan`, which C's isnan
  /// expands to), which have no prototype in either language.
  bool VisitCallExpr(CallExpr *CE) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD || FD->hasPrototype() || FD->getBuiltinID() ||
        CE->getNumArgs() == 0 || !wanted(CE->getBeginLoc()))
      return true;
    reject(CE->getBeginLoc(),
           "'" + FD->getName() +
               "' is declared without a prototype and called with "
               "arguments, which C++ (as which nvcc compiles the "
               "translation) reads as a function of no parameters; "
               "declare its parameters");
    return true;
  }

  /// `char s[3] = "abc"`: C drops the terminating NUL, C++ rejects it.
  bool VisitVarDecl(VarDecl *VD) {
    const auto *AT = dyn_cast_or_null<ConstantArrayType>(
        VD->getType()->getAsArrayTypeUnsafe());
    const auto *SL =
        VD->getInit()
            ? dyn_cast<StringLiteral>(VD->getInit()->IgnoreParenImpCasts())
            : nullptr;
    if (!AT || !SL || !wanted(VD->getLocation()) ||
        SL->getLength() < AT->getSize().getZExtValue())
      return true;
    reject(SL->getBeginLoc(),
           "the string fills '" + VD->getName() +
               "' without its terminating null character, which C++ (as "
               "which nvcc compiles the translation) does not allow; "
               "make the array one longer or initialise it with "
               "characters");
    return true;
  }

  /// `double complex z`: C99's complex types are no C++ type nvcc
  /// accepts (<complex.h> gives C++ std::complex, and no `I`).
  bool VisitDeclaratorDecl(DeclaratorDecl *DD) {
    QualType T = DD->getType();
    while (!T.isNull() && (T->isPointerType() || T->isArrayType()))
      T = T->isPointerType() ? T->getPointeeType()
                             : QualType(T->getArrayElementTypeNoTypeQual(), 0);
    if (T.isNull() || !T->isAnyComplexType() || !wanted(DD->getLocation()))
      return true;
    reject(DD->getLocation(),
           "'" + DD->getName() +
               "' has a C99 complex type, which C++ (as which nvcc compiles "
               "the translation) does not have; keep the real and imaginary "
               "parts in two variables");
    return true;
  }

  /// `int w[5] = {[0] = 1, [4] = 5}`: C++ has no array designators (one
  /// error per initialiser list).
  bool arrayDesignators(const InitListExpr *ILE) {
    for (const Expr *Init : ILE->inits()) {
      const auto *DIE = dyn_cast_or_null<DesignatedInitExpr>(Init);
      if (!DIE || !wanted(DIE->getBeginLoc()) ||
          llvm::none_of(
              DIE->designators(), [](const DesignatedInitExpr::Designator &Dg) {
                return Dg.isArrayDesignator() || Dg.isArrayRangeDesignator();
              }))
        continue;
      reject(DIE->getBeginLoc(),
             "an array element designator, which C++ (as which nvcc "
             "compiles the translation) does not have; list the elements "
             "in order");
      return true;
    }
    return false;
  }

  bool Ok = true;

private:
  void reject(SourceLocation L, const llvm::Twine &Message) {
    D.report(diag::CNotCxx, L, Message);
    Ok = false;
  }

  bool wanted(SourceLocation L) const {
    return Files.contains(SM.getExpansionLoc(L)) &&
           !SM.isInSystemHeader(SM.getExpansionLoc(L));
  }

  const ASTContext *Ctx;
  const SourceManager &SM;
  const TranslatedFiles &Files;
  Diag &D;
  LangOptions Cxx;
  IdentifierTable CxxNames;
};

} // namespace

bool checkCAsCxx(ASTContext &Ctx, const TranslatedFiles &Files, Diag &D) {
  if (Ctx.getLangOpts().CPlusPlus)
    return true;
  Checker C(Ctx, Files, D);
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
  return C.Ok;
}

} // namespace acc2cuda
