//===- LaunchShape.cpp ----------------------------------------------------===//

#include "LaunchShape.h"
#include "llvm/ADT/StringRef.h"

namespace acc2cuda {

/// The value of \p Text when it is a decimal integer literal.
static std::optional<long long> integerText(llvm::StringRef Text) {
  long long V;
  if (Text.trim().getAsInteger(10, V))
    return std::nullopt;
  return V;
}

void planLaunch(KernelPlan &P, const ComputeConstruct &C,
                llvm::ArrayRef<LoopClauses> LoopLevels, Diag &D) {
  // Threads per block: vector length (times workers) when given, else 256
  // (a multiple of the warp size that keeps 8 blocks per SM resident).
  std::string Vector = C.VectorLength;
  std::string Gangs = C.NumGangs;
  for (const LoopClauses &L : LoopLevels) {
    if (!L.VectorSize.empty())
      Vector = L.VectorSize;
    if (!L.GangSize.empty())
      Gangs = L.GangSize;
  }
  std::string Workers = C.NumWorkers;
  for (const ThreadLoop &T : P.ThreadLoops) {
    if (Vector.empty())
      Vector = T.VectorSize;
    if (Workers.empty())
      Workers = T.WorkerSize;
  }
  // A gang's block: NVHPC's default vector length; loops inside a gang
  // iteration are often short, and the block synchronises around them.
  P.BlockSize = !Vector.empty() ? Vector : P.GangPerBlock ? "128" : "256";
  if (!Workers.empty())
    P.BlockSize = "(" + P.BlockSize + ") * (" + Workers + ")";
  // Workers in rows of vector lanes: NVHPC's 32 lanes, 4 workers (the
  // runtime fits lanes to a warp, see Construct::worker_block).
  if (P.WorkerRows) {
    P.VectorLanes = Vector.empty() ? "32" : Vector;
    P.Workers = Workers.empty() ? "4" : Workers;
    P.BlockSize = "(" + P.VectorLanes + ") * (" + P.Workers + ")";
  }
  P.NumBlocks = Gangs;
  // More threads than a block can have: the runtime uses CUDA's 1024, as
  // OpenACC lets it (fewer workers or vector lanes than asked, 2.5.11-12).
  if (!P.WorkerRows) {
    std::optional<long long> V = integerText(Vector.empty() ? "1" : Vector);
    std::optional<long long> W = integerText(Workers.empty() ? "1" : Workers);
    if (V && W && *V * *W > 1024) {
      P.BlockSize = "1024";
      D.report(diag::BlockSizeClamped, C.Loc,
               (Workers.empty() ? "" : "num_workers(" + Workers + ") x ") +
                   "vector_length(" + (Vector.empty() ? "1" : Vector) +
                   ") asks for " + std::to_string(*V * *W) +
                   " threads per block; CUDA allows 1024, which the kernel "
                   "uses");
    }
  }
  // tile(x, y, ...) on exactly the loops of the nest: a block is one tile
  // (x across the innermost loop), unless the directives size the block.
  const std::vector<unsigned> &Tile =
      LoopLevels.empty() ? std::vector<unsigned>() : LoopLevels.front().Tile;
  bool Tiled = false;
  if (!Tile.empty() && Tile.size() == P.Loops.size() && Vector.empty() &&
      Workers.empty() && Gangs.empty() && !P.GangPerBlock &&
      llvm::all_of(Tile, [](unsigned N) { return N > 0; })) {
    unsigned long long Z = 1, Total = 1;
    for (size_t I = 0; I < Tile.size(); ++I) {
      Total *= Tile[I];
      if (I >= 2)
        Z *= Tile[I];
    }
    if (Total <= 1024 && Z <= 64) {
      Tiled = true;
      P.BlockSize = std::to_string(Total);
      if (Tile.size() > 1)
        P.BlockShape = std::to_string(Tile[0]) + ", " +
                       std::to_string(Tile[1]) + ", " + std::to_string(Z);
    }
  }
  if (!C.ParallelIf.empty() && !P.WorkerRows && P.BlockShape.empty())
    P.BlockSize = "(" + C.ParallelIf + ") ? (" + P.BlockSize + ") : 1";
  if (P.SingleThread) {
    P.BlockSize = "1";
    P.NumBlocks = C.RedundantGangs.empty() ? "1" : C.RedundantGangs;
  }
  // Only a size no directive asked for may shrink (planExactSchedule keeps
  // it where the body asks for its thread or team numbers).
  P.SpreadBlock = Vector.empty() && Workers.empty() && Gangs.empty() &&
                  !P.GangPerBlock && !P.WorkerRows && !P.SingleThread &&
                  !Tiled && C.ParallelIf.empty() && gridDims(P) == 1;
}

} // namespace acc2cuda
