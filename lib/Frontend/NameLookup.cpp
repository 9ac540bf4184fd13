//===- NameLookup.cpp -----------------------------------------------------===//
//
// Sema is gone when directives are attached, so this repeats the part of
// C/C++ name lookup that clause operands need: block-scope variables visible
// at the directive, parameters, data members of the enclosing class, then
// namespace-scope variables.
//
//===----------------------------------------------------------------------===//

#include "NameLookup.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace acc2cuda {

namespace {

struct LocalFinder : RecursiveASTVisitor<LocalFinder> {
  LocalFinder(llvm::StringRef Name, SourceLocation At, ASTContext &Ctx)
      : Name(Name), At(At), Ctx(Ctx), SM(Ctx.getSourceManager()) {}

  bool VisitVarDecl(VarDecl *VD) {
    if (VD->getName() != Name || isa<ParmVarDecl>(VD))
      return true;
    SourceLocation L = SM.getExpansionLoc(VD->getLocation());
    if (!SM.isBeforeInTranslationUnit(L, At))
      return true;
    if (!inScope(VD))
      return true;
    if (!Found || SM.isBeforeInTranslationUnit(
                      SM.getExpansionLoc(Found->getLocation()), L))
      Found = VD;
    return true;
  }

  /// The directive is inside the statement that scopes the declaration.
  bool inScope(const VarDecl *VD) {
    DynTypedNodeList Parents = Ctx.getParents(*VD);
    while (!Parents.empty()) {
      const Stmt *S = Parents[0].get<Stmt>();
      if (S && !isa<DeclStmt>(S)) {
        SourceRange R = S->getSourceRange();
        return !SM.isBeforeInTranslationUnit(
                   At, SM.getExpansionLoc(R.getBegin())) &&
               !SM.isBeforeInTranslationUnit(
                   SM.getExpansionRange(R.getEnd()).getEnd(), At);
      }
      Parents = Ctx.getParents(Parents[0]);
    }
    return false;
  }

  llvm::StringRef Name;
  SourceLocation At;
  ASTContext &Ctx;
  const SourceManager &SM;
  const VarDecl *Found = nullptr;
};

/// A use of \p Name in the construct's body that names a variable declared
/// outside it: one the body declares (`{ int b = 7; }` beside `copyin(b)`)
/// is not in scope at the directive. Inner keeps the first of those, which
/// a clause may name only when nothing outside has the name (`private(i)`
/// of the loop's own `for (int i = ...)`, which compilers accept).
struct UseFinder : RecursiveASTVisitor<UseFinder> {
  UseFinder(llvm::StringRef Name, const Stmt *Body, const SourceManager &SM)
      : Name(Name), Body(SM.getExpansionRange(Body->getSourceRange())), SM(SM) {
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    auto *VD = dyn_cast<VarDecl>(E->getDecl());
    if (!VD || VD->getName() != Name)
      return true;
    if (!declaredInBody(VD))
      Found = VD;
    else if (!Inner)
      Inner = VD;
    return !Found;
  }
  bool declaredInBody(const VarDecl *VD) const {
    SourceLocation L = SM.getExpansionLoc(VD->getLocation());
    return !SM.isBeforeInTranslationUnit(L, Body.getBegin()) &&
           !SM.isBeforeInTranslationUnit(Body.getEnd(), L);
  }
  bool VisitMemberExpr(MemberExpr *E) {
    if (isa<CXXThisExpr>(E->getBase()->IgnoreParenImpCasts()))
      if (auto *FD = dyn_cast<FieldDecl>(E->getMemberDecl());
          FD && FD->getName() == Name)
        Found = FD;
    return !Found;
  }
  llvm::StringRef Name;
  CharSourceRange Body;
  const SourceManager &SM;
  const ValueDecl *Found = nullptr;
  const VarDecl *Inner = nullptr;
};

} // namespace

/// The data member \p Name of \p RD or, as C++ finds it, of a base class
/// that does not depend on a template parameter.
static const FieldDecl *lookupField(const CXXRecordDecl *RD,
                                    llvm::StringRef Name) {
  for (const FieldDecl *F : RD->fields())
    if (F->getName() == Name)
      return F;
  if (!RD->hasDefinition())
    return nullptr;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (const CXXRecordDecl *Base = B.getType()->getAsCXXRecordDecl())
      if (const FieldDecl *F = lookupField(Base, Name))
        return F;
  return nullptr;
}

const ValueDecl *lookupVariable(llvm::StringRef Name, SourceLocation At,
                                const Stmt *Body, const FunctionDecl *FD,
                                ASTContext &Ctx) {
  // A use in the construct is the most direct evidence.
  const VarDecl *Inner = nullptr;
  if (Body) {
    UseFinder U(Name, Body, Ctx.getSourceManager());
    U.TraverseStmt(const_cast<Stmt *>(Body));
    if (U.Found)
      return U.Found;
    Inner = U.Inner;
  }
  if (!FD)
    return Inner;
  LocalFinder L(Name, Ctx.getSourceManager().getExpansionLoc(At), Ctx);
  L.TraverseStmt(FD->getBody());
  if (L.Found)
    return L.Found;
  for (const ParmVarDecl *P : FD->parameters())
    if (P->getName() == Name)
      return P;
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
    if (const FieldDecl *F = lookupField(MD->getParent(), Name))
      return F;
  IdentifierInfo &II = Ctx.Idents.get(Name);
  for (const DeclContext *DC = FD->getDeclContext(); DC; DC = DC->getParent()) {
    if (isa<RecordDecl>(DC))
      continue;
    for (const NamedDecl *ND : DC->lookup(&II))
      if (const auto *VD = dyn_cast<VarDecl>(ND))
        return VD;
  }
  return Inner;
}

const BindingDecl *lookupBinding(llvm::StringRef Name, const FunctionDecl *FD) {
  struct Finder : RecursiveASTVisitor<Finder> {
    llvm::StringRef Name;
    const BindingDecl *Found = nullptr;
    bool VisitBindingDecl(BindingDecl *B) {
      if (B->getName() == Name)
        Found = B;
      return !Found;
    }
  } F;
  F.Name = Name;
  if (FD && FD->getBody())
    F.TraverseStmt(FD->getBody());
  return F.Found;
}

std::optional<long long> constantValue(llvm::StringRef Name, SourceLocation At,
                                       const FunctionDecl *FD,
                                       ASTContext &Ctx) {
  const ValueDecl *V = FD ? lookupVariable(Name, At, nullptr, FD, Ctx)
                          : lookupGlobalVariable(Name, At, Ctx);
  if (const auto *VD = dyn_cast_or_null<VarDecl>(V)) {
    QualType T = VD->getType();
    if (!T->isIntegralOrEnumerationType() ||
        !(VD->isConstexpr() || T.isConstQualified()) || !VD->getInit() ||
        VD->getInit()->isValueDependent())
      return std::nullopt;
    const APValue *Value = VD->evaluateValue();
    if (!Value || !Value->isInt())
      return std::nullopt;
    return Value->getInt().getExtValue();
  }
  if (V)
    return std::nullopt;
  // Enumerators: of the function's own enums, then of its scopes.
  struct Enumerators : RecursiveASTVisitor<Enumerators> {
    llvm::StringRef Name;
    const EnumConstantDecl *Found = nullptr;
    bool VisitEnumConstantDecl(EnumConstantDecl *E) {
      if (E->getName() == Name)
        Found = E;
      return !Found;
    }
  } Local;
  Local.Name = Name;
  if (FD)
    Local.TraverseDecl(const_cast<FunctionDecl *>(FD));
  const EnumConstantDecl *E = Local.Found;
  IdentifierInfo &II = Ctx.Idents.get(Name);
  for (const DeclContext *DC = FD ? FD->getDeclContext()
                                  : Ctx.getTranslationUnitDecl();
       DC && !E; DC = DC->getParent())
    for (const NamedDecl *ND : DC->lookup(&II))
      if ((E = dyn_cast<EnumConstantDecl>(ND)))
        break;
  if (!E)
    return std::nullopt;
  return E->getInitVal().getExtValue();
}

bool NameCheck::visible(llvm::StringRef Name, SourceLocation At,
                        const FunctionDecl *FD) {
  if (Name.starts_with("__"))
    return true;
  if (FD && lookupVariable(Name, At, nullptr, FD, Ctx))
    return true;
  IdentifierInfo &II = Ctx.Idents.get(Name);
  const DeclContext *DC =
      FD ? FD->getDeclContext() : Ctx.getTranslationUnitDecl();
  for (; DC; DC = DC->getParent())
    if (!DC->lookup(&II).empty())
      return true;
  if (!Declared) {
    struct Names : RecursiveASTVisitor<Names> {
      llvm::StringSet<> &Out;
      explicit Names(llvm::StringSet<> &Out) : Out(Out) {}
      bool shouldVisitTemplateInstantiations() const { return false; }
      bool VisitNamedDecl(NamedDecl *ND) {
        if (const IdentifierInfo *I = ND->getIdentifier())
          Out.insert(I->getName());
        return true;
      }
    };
    Declared.emplace();
    Names(*Declared).TraverseDecl(Ctx.getTranslationUnitDecl());
  }
  return Declared->contains(Name);
}

static void findGlobals(const DeclContext *DC, llvm::StringRef Name,
                        SourceLocation At, const SourceManager &SM,
                        const VarDecl *&Found) {
  for (const Decl *Dc : DC->decls()) {
    if (isa<NamespaceDecl, LinkageSpecDecl>(Dc)) {
      findGlobals(cast<DeclContext>(Dc), Name, At, SM, Found);
      continue;
    }
    const auto *VD = dyn_cast<VarDecl>(Dc);
    if (!VD || VD->getName() != Name)
      continue;
    SourceLocation L = SM.getExpansionLoc(VD->getLocation());
    if (SM.isBeforeInTranslationUnit(L, At))
      Found = VD;
  }
}

bool bindMemberPath(VarRef &R, Diag &D) {
  QualType T = R.Decl->getType().getNonReferenceType();
  auto Fail = [&](const Twine &Why) {
    D.report(diag::StructMember, R.Range.getBegin(),
             "'" + R.Name + "': " + Why);
    return false;
  };
  for (const MemberStep &S : R.Path) {
    if (S.K == MemberStep::Kind::Index || S.K == MemberStep::Kind::Arrow) {
      if (const auto *PT = T->getAs<PointerType>())
        T = PT->getPointeeType();
      else if (const ArrayType *AT = T->getAsArrayTypeUnsafe();
               AT && S.K == MemberStep::Kind::Index)
        T = AT->getElementType();
      else
        return Fail(S.K == MemberStep::Kind::Arrow
                        ? "'->' applies to pointers only"
                        : "'[" + S.Text +
                              "]' applies to arrays and "
                              "pointers only");
      if (S.K == MemberStep::Kind::Index)
        continue;
    }
    const RecordDecl *RD = T->getAsRecordDecl();
    if (RD)
      RD = RD->getDefinition();
    const FieldDecl *Field = nullptr;
    if (RD)
      for (const FieldDecl *F : RD->fields())
        if (F->getName() == S.Text)
          Field = F;
    if (!Field)
      return Fail(T->isDependentType()
                      ? "members of a type that depends on a template "
                        "parameter are not supported in clauses; map a "
                        "pointer variable holding the member"
                      : "no data member named '" + S.Text + "'");
    R.Field = Field;
    T = Field->getType().getNonReferenceType();
  }
  R.PointerMember = R.Field && T->isPointerType();
  return true;
}

const VarDecl *lookupGlobalVariable(llvm::StringRef Name, SourceLocation At,
                                    ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  const VarDecl *Found = nullptr;
  findGlobals(Ctx.getTranslationUnitDecl(), Name, SM.getExpansionLoc(At), SM,
              Found);
  return Found;
}

} // namespace acc2cuda
