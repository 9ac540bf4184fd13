//===- WholeArrays.cpp ----------------------------------------------------===//

#include "WholeArrays.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Regex.h"

using namespace clang;

namespace acc2cuda {

namespace {

/// The variables of array type that \p Body names other than to take the
/// address of their first element (the array-to-pointer conversion).
struct WholeUses : RecursiveASTVisitor<WholeUses> {
  explicit WholeUses(ASTContext &Ctx) : Ctx(Ctx) {}
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *VD = dyn_cast<VarDecl>(E->getDecl());
    if (!VD || !VD->getType().getNonReferenceType()->isConstantArrayType())
      return true;
    const Stmt *Child = E;
    while (true) {
      DynTypedNodeList Parents = Ctx.getParents(*Child);
      const Stmt *Parent = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
      if (const auto *PE = dyn_cast_or_null<ParenExpr>(Parent)) {
        Child = PE;
        continue;
      }
      const auto *IC = dyn_cast_or_null<ImplicitCastExpr>(Parent);
      if (!IC || IC->getCastKind() != CK_ArrayToPointerDecay)
        Vars.insert(VD);
      return true;
    }
  }
  ASTContext &Ctx;
  llvm::SmallPtrSet<const VarDecl *, 4> Vars;
};

} // namespace

void planWholeArrays(KernelPlan &P, const Stmt *Body, ASTContext &Ctx) {
  if (!Body)
    return;
  WholeUses Uses(Ctx);
  Uses.TraverseStmt(const_cast<Stmt *>(Body));
  for (Capture &C : P.Captures) {
    const auto *VD = dyn_cast_or_null<VarDecl>(C.Decl);
    if (C.Kind != CaptureKind::MappedArray || !VD || !Uses.Vars.count(VD))
      continue;
    QualType T = VD->getType().getNonReferenceType();
    const ConstantArrayType *AT = Ctx.getAsConstantArrayType(T);
    if (!AT || T->isDependentType())
      continue;
    // The declarator's name is the last word of the declaration that is
    // the variable's name ("double *w", "const double (*__restrict__ w)[4]").
    std::string PName = "acc2cuda_a_" + C.Name;
    llvm::Regex Last("(.*[^A-Za-z0-9_])" + C.Name + "([^A-Za-z0-9_]|$)");
    if (!Last.match(C.ParamDecl))
      continue;
    C.ParamDecl = Last.sub("\\1" + PName + "\\2", C.ParamDecl);
    C.LocalDecl = "auto &" + C.Name + " = acc2cuda::whole_array<" +
                  std::to_string(AT->getSize().getZExtValue()) + ">(" + PName +
                  ");";
  }
}

} // namespace acc2cuda
