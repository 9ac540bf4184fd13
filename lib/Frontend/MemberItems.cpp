//===- MemberItems.cpp ----------------------------------------------------===//

#include "Frontend/MemberItems.h"
#include "clang/AST/Decl.h"

namespace acc2cuda {

MemberItem memberItem(const VarRef &R) {
  if (R.Path.empty() || !R.Field)
    return MemberItem::NotMember;
  if (R.PointerMember)
    return MemberItem::PointerMember;
  if (R.Path.size() != 1)
    return MemberItem::Other;
  clang::QualType T = R.Field->getType().getNonReferenceType();
  bool Dot = R.Path[0].K == MemberStep::Kind::Dot;
  if (T->isScalarType() && R.Subscripts.empty())
    return Dot ? MemberItem::ScalarInStruct : MemberItem::ScalarThroughPointer;
  if (Dot && T->isConstantArrayType())
    return MemberItem::ArrayInStruct;
  return MemberItem::Other;
}

} // namespace acc2cuda
