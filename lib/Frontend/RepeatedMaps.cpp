//===- RepeatedMaps.cpp ---------------------------------------------------===//

#include "RepeatedMaps.h"
#include "clang/AST/Decl.h"

namespace acc2cuda {

namespace {

bool sameSections(const VarRef &A, const VarRef &B) {
  if (A.Subscripts.size() != B.Subscripts.size())
    return false;
  for (size_t I = 0; I < A.Subscripts.size(); ++I) {
    const Subscript &X = A.Subscripts[I], &Y = B.Subscripts[I];
    if (X.Lower != Y.Lower || X.Length != Y.Length ||
        X.IsSection != Y.IsSection)
      return false;
  }
  return true;
}

/// The same variable or member path, whatever the sections.
bool sameItem(const DataClause &A, const DataClause &B) {
  return A.Spelling == "map" && B.Spelling == "map" && !A.Var.IsThis &&
         !B.Var.IsThis && A.Var.Decl && A.Var.Decl == B.Var.Decl &&
         A.Var.Name == B.Var.Name;
}

bool namesPointer(const VarRef &R) {
  if (!R.Subscripts.empty())
    return false;
  const clang::ValueDecl *D = R.Field ? R.Field : R.Decl;
  return R.PointerMember ||
         (D && D->getType().getNonReferenceType()->isPointerType());
}

void combine(MapType &Into, const MapType &From) {
  Into.To |= From.To;
  Into.From |= From.From;
  Into.Present |= From.Present;
  Into.Always |= From.Always;
}

} // namespace

void mergeRepeatedMaps(std::vector<DataClause> &Data) {
  std::vector<bool> Dropped(Data.size(), false);
  for (size_t I = 0; I < Data.size(); ++I) {
    if (Dropped[I])
      continue;
    for (size_t J = I + 1; J < Data.size(); ++J) {
      if (Dropped[J] || !sameItem(Data[I], Data[J]))
        continue;
      DataClause &A = Data[I], &B = Data[J];
      if (sameSections(A.Var, B.Var)) {
        combine(A.Map, B.Map);
        A.Finalize |= B.Finalize;
        Dropped[J] = true;
      } else if (namesPointer(B.Var) && !A.Var.Subscripts.empty()) {
        Dropped[J] = true;
      } else if (namesPointer(A.Var) && !B.Var.Subscripts.empty()) {
        // The section's item takes the bare pointer's place.
        A = std::move(B);
        Dropped[J] = true;
      }
    }
  }
  std::vector<DataClause> Kept;
  for (size_t I = 0; I < Data.size(); ++I)
    if (!Dropped[I])
      Kept.push_back(std::move(Data[I]));
  Data = std::move(Kept);
}

} // namespace acc2cuda
