//===- ConstantCover.cpp --------------------------------------------------===//

#include "ConstantCover.h"
#include "clang/AST/Expr.h"

using namespace clang;

namespace acc2cuda {

namespace {

/// CUDA's grid limits (Construct's MaxGridX and MaxGridYZ).
constexpr unsigned long long MaxGridX = 2147483647, MaxGridYZ = 65535;
/// The most iterations along x for int indices: a thread's number
/// (blockIdx.x * blockDim.x + threadIdx.x) reaches the extent plus less
/// than a block of at most 1024 threads.
constexpr unsigned long long MaxIntExtent = 2147483647ULL - 1024;
/// Bounds and steps this small keep `lower + k * step` in int for every
/// iteration number k of the loop.
constexpr __int128 MaxIntOperand = __int128(1) << 29;

bool smallOperand(std::optional<__int128> V) {
  return V && *V<MaxIntOperand && * V> - MaxIntOperand;
}

std::optional<__int128> constantOf(const Expr *E, const ASTContext &Ctx) {
  if (!E || E->isValueDependent() || E->isTypeDependent())
    return std::nullopt;
  Expr::EvalResult R;
  if (!E->EvaluateAsInt(R, Ctx))
    return std::nullopt;
  const llvm::APSInt &V = R.Val.getInt();
  if (V.getSignificantBits() > 64)
    return std::nullopt;
  return V.isSigned() ? __int128(V.getExtValue()) : __int128(V.getZExtValue());
}

} // namespace

std::optional<unsigned long long> constantTripCount(const CanonicalLoop &L,
                                                    const ASTContext &Ctx) {
  std::optional<__int128> Lower = constantOf(L.LowerExpr, Ctx);
  std::optional<__int128> Bound = constantOf(L.BoundExpr, Ctx);
  std::optional<__int128> Step =
      L.StepExpr ? constantOf(L.StepExpr, Ctx) : std::optional<__int128>(1);
  if (!Lower || !Bound || !Step)
    return std::nullopt;
  // StepExpr is the written increment, which the loop subtracts (`i -= 2`)
  // or adds (`i += -1`); its distance per iteration in the direction of
  // the test must be positive.
  const __int128 Signed = L.Subtracts ? -*Step : *Step;
  const __int128 Stride = L.Increasing ? Signed : -Signed;
  if (Stride <= 0)
    return std::nullopt;
  const __int128 Span = L.Increasing ? *Bound - *Lower : *Lower - *Bound;
  using T = CanonicalLoop::Test;
  const bool Inclusive = L.Cmp == T::LE || L.Cmp == T::GE;
  __int128 Trips = 0;
  if (Inclusive)
    Trips = Span < 0 ? 0 : Span / Stride + 1;
  else
    Trips = Span <= 0 ? 0 : (Span + Stride - 1) / Stride;
  if (Trips > __int128(~0ULL))
    return std::nullopt;
  return static_cast<unsigned long long>(Trips);
}

void planConstantCover(KernelPlan &P, const ASTContext &Ctx) {
  if (P.Loops.empty() || P.Exact || !P.NumBlocks.empty() ||
      !P.Reductions.empty() || !P.ArrayReductions.empty() ||
      !P.BlockCopies.empty())
    return;
  std::vector<unsigned long long> Trips;
  bool SmallBounds = true;
  for (const CanonicalLoop &L : P.Loops) {
    std::optional<unsigned long long> N = constantTripCount(L, Ctx);
    if (!N)
      return;
    Trips.push_back(*N);
    SmallBounds &= smallOperand(constantOf(L.LowerExpr, Ctx)) &&
                   smallOperand(constantOf(L.BoundExpr, Ctx)) &&
                   (!L.StepExpr || smallOperand(constantOf(L.StepExpr, Ctx)));
  }
  // The extents along x, y and z as the launch computes them (CudaEmitter:
  // a shaped grid has the innermost loop on x, the next on y, the rest on
  // z; a flat one all of them on x). A dimension of E iterations needs at
  // most E blocks.
  auto Product = [&](size_t From, size_t To) {
    unsigned long long Out = 1;
    for (size_t I = From; I < To; ++I)
      if (__builtin_mul_overflow(Out, Trips[I], &Out))
        return ~0ULL;
    return Out;
  };
  const size_t N = Trips.size();
  if (gridDims(P) == 1) {
    P.CoversNest = Product(0, N) <= MaxGridX;
    P.IntIndices = P.CoversNest && SmallBounds && Product(0, N) <= MaxIntExtent;
    return;
  }
  P.CoversNest = Trips[N - 1] <= MaxGridX && Trips[N - 2] <= MaxGridYZ &&
                 Product(0, N - 2) <= MaxGridYZ;
  P.IntIndices = P.CoversNest && SmallBounds && Trips[N - 1] <= MaxIntExtent;
}

} // namespace acc2cuda
