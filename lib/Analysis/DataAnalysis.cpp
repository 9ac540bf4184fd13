//===- DataAnalysis.cpp ---------------------------------------------------===//

#include "DataAnalysis.h"
#include "DataMapping.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace acc2cuda {

std::optional<DataPlan> analyzeData(const DataConstruct &C, ASTContext &Ctx,
                                    Diag &D) {
  DataPlan P;
  P.C = &C;
  for (const Unsupported &U : C.Rejected)
    D.error(U.Loc, U.What);
  if (!C.Rejected.empty())
    return std::nullopt;
  llvm::SmallPtrSet<const ValueDecl *, 8> Seen;
  for (const DataClause &DC : C.Data) {
    if (!Seen.insert(DC.Var.Decl).second) {
      D.error(DC.Var.Range.getBegin(),
              "'" + DC.Var.Name + "' appears in more than one data clause");
      return std::nullopt;
    }
    if (DC.Map.DevicePtr)
      continue; // already a device address: nothing to map
    if (DC.Var.IsMember()) {
      D.error(DC.Var.Range.getBegin(),
              "struct members in clauses of '" + C.DirectiveName +
                  "' are not supported by this version of acc2cuda; map "
                  "the whole struct");
      return std::nullopt;
    }
    std::optional<Mapping> M =
        makeMapping(DC.Var, DC.Map, false, DC.Spelling, Ctx, D);
    if (!M)
      return std::nullopt;
    M->Finalize = DC.Finalize;
    P.Maps.push_back(std::move(*M));
  }
  for (auto [List, Out] : {std::pair{&C.UpdateHost, &P.ToHost},
                           std::pair{&C.UpdateDevice, &P.ToDevice}})
    for (const VarRef &R : *List) {
      if (R.IsMember()) {
        D.error(R.Range.getBegin(),
                "updating a struct member ('" + R.Name +
                    "') is not supported by this version of acc2cuda");
        return std::nullopt;
      }
      std::optional<Mapping> M = makeMapping(
          R, MapType::present(), false,
          Out == &P.ToHost ? "update host" : "update device", Ctx, D);
      if (!M)
        return std::nullopt;
      Out->push_back(std::move(*M));
    }
  return P;
}

} // namespace acc2cuda
