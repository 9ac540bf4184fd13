//===- ArrayReductions.cpp ------------------------------------------------===//

#include "ArrayReductions.h"
#include "Support/SourceText.h"
#include "clang/AST/Type.h"

using namespace clang;

namespace acc2cuda {

bool isArrayReduction(const Reduction &R) {
  if (!R.Var.Decl)
    return false;
  QualType T = R.Var.Decl->getType().getNonReferenceType();
  return R.Var.IsMember() || !R.Var.Subscripts.empty() || T->isArrayType();
}

/// The value of \p Text when it is a non-negative decimal literal.
static std::optional<unsigned long long> literal(llvm::StringRef Text) {
  unsigned long long V;
  if (Text.trim().getAsInteger(10, V))
    return std::nullopt;
  return V;
}

std::optional<ArrayReduction> planArrayReduction(const Reduction &R,
                                                 ASTContext &Ctx, Diag &D) {
  const VarRef &V = R.Var;
  auto Reject = [&](const llvm::Twine &Why) {
    D.report(diag::UnsupportedListItem, V.Range.getBegin(),
             "reduction on '" + V.Name + "': " + Why);
    return std::nullopt;
  };
  if (V.IsMember())
    return Reject("reductions on struct members are not supported; reduce "
                  "into a local scalar and assign the member after the "
                  "construct");
  QualType T = V.Decl->getType().getNonReferenceType();
  ArrayReduction A;
  A.Op = R.Op;
  A.Name = V.Name;
  A.DevParam = "acc2cuda_arr_" + V.Name;
  QualType Elem;
  if (const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(T)) {
    Elem = CAT->getElementType();
    A.Extent = std::to_string(CAT->getSize().getZExtValue());
  } else if (const auto *DSAT = Ctx.getAsDependentSizedArrayType(T);
             DSAT && DSAT->getSizeExpr()) {
    // `T loc[B]` in a template: the kernel is a template over B too.
    Elem = DSAT->getElementType();
    A.Extent = "(" + sourceText(DSAT->getSizeExpr(), Ctx) + ")";
  } else if (T->isPointerType() && !V.Subscripts.empty() &&
             V.Subscripts[0].IsSection) {
    Elem = T->getPointeeType();
    if (!literal(V.Subscripts[0].Length))
      return Reject("the length of a reduction section of a pointer must be "
                    "an integer literal (each thread holds a private copy)");
    A.Extent = V.Subscripts[0].Length;
    A.Pointer = true;
  } else {
    return Reject("reductions need an array of known size or a section of "
                  "a pointer");
  }
  if (V.Subscripts.size() > 1 || Elem->isArrayType())
    return Reject("reductions on arrays of several dimensions are not "
                  "supported");
  if (Elem->isDependentType() || !Elem->isArithmeticType() ||
      Elem->isAnyComplexType())
    return Reject("the elements must have arithmetic type");
  bool Bitwise = R.Op == ReductionOp::BitAnd || R.Op == ReductionOp::BitOr ||
                 R.Op == ReductionOp::BitXor;
  if (Bitwise && !Elem->isIntegerType())
    return Reject("a bitwise reduction needs integer elements");
  A.ElemType = typeText(Elem.getUnqualifiedType(), Ctx);
  // The elements combined: the section, the element, or the whole array.
  if (V.Subscripts.empty()) {
    A.Lower = "0";
    A.Length = A.Extent;
  } else {
    const Subscript &S = V.Subscripts[0];
    A.Lower = S.Lower.empty() ? "0" : S.Lower;
    A.Length = !S.IsSection       ? "1"
               : S.Length.empty() ? A.Extent + " - (" + A.Lower + ")"
                                  : S.Length;
  }
  return A;
}

std::string arrayReductionParam(const ArrayReduction &A) {
  return A.ElemType + " *" + A.DevParam;
}

} // namespace acc2cuda
