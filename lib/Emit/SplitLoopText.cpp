//===- SplitLoopText.cpp --------------------------------------------------===//

#include "SplitLoopText.h"
#include "CudaEmitter.h"
#include "KernelPieces.h"
#include "clang/AST/Stmt.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace acc2cuda {

std::string splitLoopHeader(const KernelPlan &P, ASTContext &Ctx) {
  const SplitLoop &S = *P.Split;
  const CanonicalLoop &L = S.Loop;
  std::string Step = L.StepExpr ? kernelText(L.StepExpr, P, Ctx) : "1";
  if (L.Subtracts)
    Step = L.StepExpr ? subtractedStep(Step) : "-1";
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << "bool acc2cuda_leader = true;\n"
     << "if constexpr (acc2cuda_split) {\n"
     << "// The iteration's slices (threadIdx.y) share the loop, each\n"
        "// accumulating a partial (slice 0 from the value before it); the\n"
        "// last to finish combines them in slice order and goes on.\n";
  OS << "const long long acc2cuda_slb = (long long)("
     << kernelText(L.LowerExpr, P, Ctx) << ");\n";
  OS << "const long long acc2cuda_sst = (long long)(" << Step << ");\n";
  OS << "const long long acc2cuda_sn = " << tripCountFunction(L, P.C->Lang)
     << "(acc2cuda_slb, (long long)("
     << roundedBound(L, kernelText(L.BoundExpr, P, Ctx))
     << "), acc2cuda_sst);\n";
  OS << "if (threadIdx.y != 0) {\n";
  for (const ReductionPlan &R : S.Reductions)
    OS << R.Name << " = " << reductionOpName(R.Op) << "::identity<decltype("
       << R.Name << ")>();\n";
  OS << "}\n";
  // Independent iterations: their loads in flight together.
  OS << "#pragma unroll 4\n";
  OS << "for (long long acc2cuda_s = threadIdx.y; acc2cuda_s < acc2cuda_sn; "
        "acc2cuda_s += blockDim.y) {\n";
  OS << L.IndType << " " << L.IndName << " = (" << L.IndType
     << ")(acc2cuda_slb + acc2cuda_s * acc2cuda_sst);\n";
  OS << statementText(L.For->getBody(), P.BodyErase, Ctx, P.BodyEdits)
     << "\n}\n";
  for (const ReductionPlan &R : S.Reductions)
    OS << "__shared__ decltype(" << R.Name << ") acc2cuda_slices_" << R.Name
       << "[acc2cuda::MaxSlices][acc2cuda::SplitColumns];\n"
       << "acc2cuda_slices_" << R.Name
       << "[threadIdx.y][threadIdx.x] = " << R.Name << ";\n";
  OS << "acc2cuda_leader = acc2cuda::last_slice();\n"
     << "if (acc2cuda_leader) {\n";
  for (const ReductionPlan &R : S.Reductions)
    OS << R.Name << " = acc2cuda::combine_slices<" << reductionOpName(R.Op)
       << ">(acc2cuda_slices_" << R.Name << ");\n";
  OS << "}\n} else\n";
  return Out;
}

const char *splitRestOpening() { return "if (acc2cuda_leader) {\n"; }
const char *splitRestClosing() { return "\n}\n"; }

const char *splitPrologue() {
  return "if constexpr (acc2cuda_split)\nacc2cuda::begin_split();\n";
}

} // namespace acc2cuda
