//===- PrivateSections.cpp ------------------------------------------------===//

#include "PrivateSections.h"
#include "DataMapping.h"
#include "Support/SourceText.h"

using namespace clang;

namespace acc2cuda {

bool gangPrivateClauses(const ComputeConstruct &C) {
  return !C.IsLoop || C.Kind == ComputeKind::Serial;
}

bool rejectLoopPrivateSections(const ComputeConstruct &C,
                               llvm::ArrayRef<LoopClauses> LoopLevels,
                               Diag &D) {
  std::vector<const std::vector<VarRef> *> Lists = {&C.Loop.Private};
  if (!gangPrivateClauses(C))
    Lists.push_back(&C.Private);
  for (const LoopClauses &L : LoopLevels)
    Lists.push_back(&L.Private);
  bool Ok = true;
  for (const auto *List : Lists)
    for (const VarRef &V : *List)
      if (isPointerSection(V)) {
        D.report(diag::UnsupportedListItem, V.Range.getBegin(),
                 "a private copy of a section of pointer '" + V.BaseName +
                     "' on a loop is not supported by this version of "
                     "acc2cuda; put the clause on the compute construct "
                     "(a copy per gang) or declare an array in the loop");
        Ok = false;
      }
  return Ok;
}

std::optional<Capture> gangCopies(const VarRef &V, bool Fill, ASTContext &Ctx,
                                  Diag &D) {
  const Subscript &S = V.Subscripts.front();
  QualType Elem = V.Decl->getType()
                      .getNonReferenceType()
                      ->getPointeeType()
                      .getUnqualifiedType();
  if (V.Subscripts.size() != 1 || !S.IsSection || S.Length.empty() ||
      Elem->isIncompleteType()) {
    D.report(diag::UnsupportedListItem, V.Range.getBegin(),
             "a private copy of '" + V.Name +
                 "' needs a one-dimensional section with a length");
    return std::nullopt;
  }
  const std::string Lower = S.Lower.empty() ? "0" : S.Lower;
  const std::string Span = "acc2cuda::gang_span<" + typeText(Elem, Ctx) + ">";
  const std::string Param = "acc2cuda_gang_" + V.BaseName;
  const std::string First =
      isZero(Lower) ? V.BaseName : V.BaseName + " + (" + Lower + ")";
  Capture Cap;
  Cap.Decl = V.Decl;
  Cap.Name = V.BaseName;
  Cap.Kind = CaptureKind::Value;
  Cap.ParamDecl = Span + " " + Param;
  Cap.LocalDecl = declareAs(Ctx.getPointerType(Elem), V.BaseName, Ctx) + " = " +
                  Param + ".here();";
  // Evaluated at the launch, once the grid is known.
  Cap.Argument = Span + "{acc2cuda_c.gang_copies(" + First + ", " + S.Length +
                 ", acc2cuda_grid, " + (Fill ? "true" : "false") + ", \"" +
                 V.BaseName + "\"), (long long)(" + S.Length +
                 "), (long long)(" + Lower + ")}";
  return Cap;
}

} // namespace acc2cuda
