//===- ContainerViews.cpp -------------------------------------------------===//

#include "ContainerViews.h"
#include "DeviceLambdas.h"
#include "Support/SourceText.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace acc2cuda {

static bool isVectorTemplate(const NamedDecl *D) {
  return D && D->isInStdNamespace() &&
         (D->getName() == "vector" || D->getName() == "span");
}

QualType vectorElementType(QualType T) {
  T = T.getNonReferenceType();
  if (const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
          T->getAsCXXRecordDecl())) {
    const TemplateArgumentList &Args = Spec->getTemplateArgs();
    if (!isVectorTemplate(Spec) || Args.size() < 1 ||
        Args[0].getKind() != TemplateArgument::Type)
      return QualType();
    return Args[0].getAsType();
  }
  // In a template, std::vector<T> names no specialization yet.
  const auto *TST = T->getAs<TemplateSpecializationType>();
  if (!TST || !isVectorTemplate(TST->getTemplateName().getAsTemplateDecl()))
    return QualType();
  ArrayRef<TemplateArgument> Args = TST->template_arguments();
  if (Args.empty() || Args[0].getKind() != TemplateArgument::Type)
    return QualType();
  return Args[0].getAsType();
}

bool checkVectorElements(QualType Elem, llvm::StringRef Name,
                         SourceLocation Loc, const ASTContext &Ctx, Diag &D) {
  // A template parameter's type: each instantiation's elements are copied
  // bitwise, as for a pointer to them.
  if (Elem->isDependentType())
    return true;
  // std::vector<bool> packs its bits and has no data().
  if (Elem->isBooleanType() || !Elem.isTriviallyCopyableType(Ctx)) {
    D.report(diag::NotTriviallyCopyable, Loc,
             "the elements of std::vector '" + Name + "' (" +
                 typeText(Elem, Ctx) +
                 ") cannot be copied to the device bitwise; only vectors "
                 "of trivially copyable types other than bool are mapped");
    return false;
  }
  if (holdsHostAddress(Elem, Ctx)) {
    D.report(diag::NotTriviallyCopyable, Loc,
             "the elements of std::vector '" + Name + "' (" +
                 typeText(Elem, Ctx) +
                 ") hold pointers, which would be host addresses on the "
                 "device; map the data they point to through another "
                 "array");
    return false;
  }
  return true;
}

namespace {

/// Whether a method of the vector is one the device view provides.
bool viewProvides(llvm::StringRef Method) {
  return llvm::StringSwitch<bool>(Method)
      .Cases("size", "data", "empty", "front", "back", true)
      .Cases("begin", "end", "cbegin", "cend", true)
      .Default(false);
}

class UseChecker : public RecursiveASTVisitor<UseChecker> {
public:
  UseChecker(const ValueDecl *VD, ASTContext &Ctx, Diag &D)
      : VD(VD), Ctx(Ctx), D(D) {}

  bool VisitCXXForRangeStmt(CXXForRangeStmt *S) {
    if (const Expr *Init = S->getRangeInit())
      RangeInits.insert(Init->IgnoreParenImpCasts());
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (E->getDecl() == VD)
      check(E);
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    if (E->getMemberDecl() == VD &&
        isa<CXXThisExpr>(E->getBase()->IgnoreParenImpCasts()))
      check(E);
    return true;
  }

  bool Ok = true;

private:
  /// The statement holding \p S. OpenMP's implicit map clauses share the
  /// body's DeclRefExprs, so a node may have the directive as another
  /// parent.
  const Stmt *parentOf(const Stmt *S) {
    for (const DynTypedNode &P : Ctx.getParents(*S))
      if (const auto *PS = P.get<Stmt>();
          PS && !isa<OMPExecutableDirective>(PS))
        return PS;
    return nullptr;
  }

  /// \p E names the vector: its parent must be one of the view's uses.
  void check(const Expr *E) {
    // Range-for visits the statement before its range expression.
    if (RangeInits.count(E))
      return;
    const Stmt *P = parentOf(E);
    while (P && isa<ImplicitCastExpr, ParenExpr>(P)) {
      E = cast<Expr>(P);
      P = parentOf(P);
    }
    if (RangeInits.count(E))
      return;
    if (const auto *Op = dyn_cast_or_null<CXXOperatorCallExpr>(P);
        Op && Op->getOperator() == OO_Subscript && Op->getNumArgs() == 2 &&
        Op->getArg(0)->IgnoreParenImpCasts() == E->IgnoreParenImpCasts())
      return;
    // In a template, v[i] of std::vector<T> is a dependent subscript and
    // v.size() a dependent member call.
    // (getBase() takes the side whose type is not an integer: with a
    // dependent index, that is the index.)
    if (const auto *AS = dyn_cast_or_null<ArraySubscriptExpr>(P);
        AS && AS->getLHS()->IgnoreParenImpCasts() == E->IgnoreParenImpCasts())
      return;
    if (const auto *DM = dyn_cast_or_null<CXXDependentScopeMemberExpr>(P)) {
      DeclarationName N = DM->getMember();
      llvm::StringRef Method =
          N.isIdentifier() ? N.getAsIdentifierInfo()->getName() : "";
      if (isa_and_nonnull<CallExpr>(parentOf(DM)) && viewProvides(Method))
        return;
      report(DM->getMemberLoc(), "'" + VD->getNameAsString() + "." +
                                     N.getAsString() +
                                     "' cannot run on the device");
      return;
    }
    if (const auto *ME = dyn_cast_or_null<MemberExpr>(P)) {
      DeclarationName N = ME->getMemberDecl()->getDeclName();
      llvm::StringRef Method =
          N.isIdentifier() ? N.getAsIdentifierInfo()->getName() : "";
      if (isa_and_nonnull<CXXMemberCallExpr>(parentOf(ME)) &&
          viewProvides(Method))
        return;
      report(ME->getMemberLoc(), "'" + VD->getNameAsString() + "." +
                                     ME->getMemberDecl()->getNameAsString() +
                                     "' cannot run on the device");
      return;
    }
    report(E->getBeginLoc(),
           "std::vector '" + VD->getNameAsString() +
               "' is used whole on the device (passed, copied or "
               "assigned)");
  }

  void report(SourceLocation Loc, const llvm::Twine &What) {
    D.report(diag::ContainerOnDevice, Loc,
             What + "; in a compute region a std::vector provides only "
                    "v[i], data(), size(), empty(), front(), back(), "
                    "begin()/end() and range-for");
    Ok = false;
  }

  const ValueDecl *VD;
  ASTContext &Ctx;
  Diag &D;
  llvm::SmallPtrSet<const Expr *, 4> RangeInits;
};

} // namespace

bool checkVectorUses(const Stmt *Body, const ValueDecl *VD, ASTContext &Ctx,
                     Diag &D) {
  UseChecker C(VD, Ctx, D);
  C.TraverseStmt(const_cast<Stmt *>(Body));
  return C.Ok;
}

} // namespace acc2cuda
