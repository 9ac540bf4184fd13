//===- acc2cuda/sim/warp.h - Warp-level intrinsics --------------*- C++ -*-===//
//
// Shuffles, votes, matches and reductions with lock-step semantics: every
// lane named in the mask deposits its operand and all results are computed
// before any lane continues (see BlockRunner::warpOp). A warp is 32
// consecutive threads in blockDim-linear order.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SIM_WARP_H
#define ACC2CUDA_SIM_WARP_H

#include "scheduler.h"

#include <cstdint>
#include <cstring>
#include <type_traits>

namespace acc2cuda::sim::detail {

template <class T>
concept WarpValue = std::is_trivially_copyable_v<T> && sizeof(T) <= 8;

template <WarpValue T> std::uint64_t toBits(const T &V) {
  std::uint64_t B = 0;
  std::memcpy(&B, &V, sizeof(T));
  return B;
}

template <WarpValue T> T fromBits(std::uint64_t B) {
  T V;
  std::memcpy(&V, &B, sizeof(T));
  return V;
}

template <WarpValue T>
T shuffle(WarpOp Op, unsigned Mask, T Var, int Arg, int Width) {
  return fromBits<T>(
      currentRunner(warpOpName(Op)).warpOp(Op, Mask, toBits(Var), Arg, Width));
}

inline std::uint64_t vote(WarpOp Op, unsigned Mask, std::uint64_t V) {
  return currentRunner(warpOpName(Op)).warpOp(Op, Mask, V);
}

} // namespace acc2cuda::sim::detail

inline void __syncwarp(unsigned Mask = 0xffffffffu) {
  using namespace acc2cuda::sim::detail;
  vote(WarpOp::Sync, Mask, 0);
}

template <acc2cuda::sim::detail::WarpValue T>
T __shfl_sync(unsigned Mask, T Var, int SrcLane, int Width = warpSize) {
  using namespace acc2cuda::sim::detail;
  return shuffle(WarpOp::ShflIdx, Mask, Var, SrcLane, Width);
}

template <acc2cuda::sim::detail::WarpValue T>
T __shfl_up_sync(unsigned Mask, T Var, unsigned Delta, int Width = warpSize) {
  using namespace acc2cuda::sim::detail;
  return shuffle(WarpOp::ShflUp, Mask, Var, static_cast<int>(Delta), Width);
}

template <acc2cuda::sim::detail::WarpValue T>
T __shfl_down_sync(unsigned Mask, T Var, unsigned Delta, int Width = warpSize) {
  using namespace acc2cuda::sim::detail;
  return shuffle(WarpOp::ShflDown, Mask, Var, static_cast<int>(Delta), Width);
}

template <acc2cuda::sim::detail::WarpValue T>
T __shfl_xor_sync(unsigned Mask, T Var, int LaneMask, int Width = warpSize) {
  using namespace acc2cuda::sim::detail;
  return shuffle(WarpOp::ShflXor, Mask, Var, LaneMask, Width);
}

inline unsigned __ballot_sync(unsigned Mask, int Pred) {
  using namespace acc2cuda::sim::detail;
  return static_cast<unsigned>(vote(WarpOp::Ballot, Mask, Pred != 0));
}

inline int __any_sync(unsigned Mask, int Pred) {
  using namespace acc2cuda::sim::detail;
  return static_cast<int>(vote(WarpOp::Any, Mask, Pred != 0));
}

inline int __all_sync(unsigned Mask, int Pred) {
  using namespace acc2cuda::sim::detail;
  return static_cast<int>(vote(WarpOp::All, Mask, Pred != 0));
}

inline int __uni_sync(unsigned Mask, int Pred) {
  unsigned B = __ballot_sync(Mask, Pred);
  return B == 0 || B == __ballot_sync(Mask, 1);
}

/// CUDA leaves open which lanes are converged at a call; the simulator
/// returns the lanes of the warp that reach __activemask together once every
/// other lane has exited or blocked (see BlockRunner::activeMask).
inline unsigned __activemask() {
  using namespace acc2cuda::sim::detail;
  return currentRunner("__activemask").activeMask();
}

template <acc2cuda::sim::detail::WarpValue T>
unsigned __match_any_sync(unsigned Mask, T Value) {
  using namespace acc2cuda::sim::detail;
  return static_cast<unsigned>(vote(WarpOp::MatchAny, Mask, toBits(Value)));
}

template <acc2cuda::sim::detail::WarpValue T>
unsigned __match_all_sync(unsigned Mask, T Value, int *Pred) {
  using namespace acc2cuda::sim::detail;
  std::uint64_t R = vote(WarpOp::MatchAll, Mask, toBits(Value));
  *Pred = static_cast<int>(R >> 32);
  return static_cast<unsigned>(R);
}

inline unsigned __reduce_add_sync(unsigned Mask, unsigned V) {
  using namespace acc2cuda::sim::detail;
  return static_cast<unsigned>(vote(WarpOp::ReduceAdd, Mask, V));
}
inline int __reduce_add_sync(unsigned Mask, int V) {
  return static_cast<int>(__reduce_add_sync(Mask, static_cast<unsigned>(V)));
}
inline unsigned __reduce_min_sync(unsigned Mask, unsigned V) {
  using namespace acc2cuda::sim::detail;
  return static_cast<unsigned>(vote(WarpOp::ReduceMinU, Mask, V));
}
inline int __reduce_min_sync(unsigned Mask, int V) {
  using namespace acc2cuda::sim::detail;
  return static_cast<int>(
      vote(WarpOp::ReduceMinS, Mask, static_cast<unsigned>(V)));
}
inline unsigned __reduce_max_sync(unsigned Mask, unsigned V) {
  using namespace acc2cuda::sim::detail;
  return static_cast<unsigned>(vote(WarpOp::ReduceMaxU, Mask, V));
}
inline int __reduce_max_sync(unsigned Mask, int V) {
  using namespace acc2cuda::sim::detail;
  return static_cast<int>(
      vote(WarpOp::ReduceMaxS, Mask, static_cast<unsigned>(V)));
}
inline unsigned __reduce_and_sync(unsigned Mask, unsigned V) {
  using namespace acc2cuda::sim::detail;
  return static_cast<unsigned>(vote(WarpOp::ReduceAnd, Mask, V));
}
inline unsigned __reduce_or_sync(unsigned Mask, unsigned V) {
  using namespace acc2cuda::sim::detail;
  return static_cast<unsigned>(vote(WarpOp::ReduceOr, Mask, V));
}
inline unsigned __reduce_xor_sync(unsigned Mask, unsigned V) {
  using namespace acc2cuda::sim::detail;
  return static_cast<unsigned>(vote(WarpOp::ReduceXor, Mask, V));
}

#endif // ACC2CUDA_SIM_WARP_H
