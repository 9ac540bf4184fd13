//===- acc2cuda/sim/scheduler.h - Blocks, threads and barriers --*- C++ -*-===//
//
// Execution model:
//  * The blocks of a grid are spread over a pool of OS threads (the caller
//    of the launch is one of them). A block runs entirely on one OS thread,
//    and blocks on one OS thread run one after another.
//  * Inside a block, CUDA threads run on fibers (boost.context). The fibers
//    are persistent per OS thread ("slots") and are reused across blocks.
//  * Fast path: a slot runs not-yet-started threads one after another as
//    plain calls. Only when a thread blocks (barrier or warp operation) does
//    it keep the slot; the remaining threads continue on another slot. A
//    block without barriers therefore costs one fiber switch, not one per
//    thread.
//  * __syncthreads suspends the thread until every live thread has arrived
//    (threads that returned count as arrived, as on Volta and later). Warp
//    operations suspend until every lane of the mask has arrived, then
//    compute all lanes' results before any lane continues.
//  * A thread that blocks switches straight to the next runnable slot, not
//    via the scheduler: one fiber switch per blocked thread. When nothing
//    can run and threads remain, the block is deadlocked and reported.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SIM_SCHEDULER_H
#define ACC2CUDA_SIM_SCHEDULER_H

#include "diagnostics.h"

#include <atomic>
#include <boost/context/fiber.hpp>
#include <boost/context/stack_context.hpp>
#include <condition_variable>
#include <cstdint>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <sys/mman.h>
#include <thread>
#include <unistd.h>
#include <vector>

// Under AddressSanitizer, fiber switches are announced so that it tracks the
// right stack (host-mode runs under ASan check device memory accesses).
#if defined(__SANITIZE_ADDRESS__)
#define ACC2CUDA_SIM_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ACC2CUDA_SIM_ASAN 1
#endif
#endif
#ifdef ACC2CUDA_SIM_ASAN
#include <sanitizer/common_interface_defs.h>
#endif

// Built-in variables. The scheduler stores the running CUDA thread's values
// before it resumes that thread's fiber; all fibers of a block share the OS
// thread, so thread_local storage behaves like per-CUDA-thread registers.
inline thread_local uint3 threadIdx;
inline thread_local uint3 blockIdx;
inline thread_local dim3 blockDim;
inline thread_local dim3 gridDim;
inline constexpr int warpSize = 32;

namespace acc2cuda::sim::detail {

/// A launch as the scheduler sees it: one type-erased call per CUDA thread.
struct Job {
  void (*Invoke)(const void *State) = nullptr;
  const void *State = nullptr;
  const void *Kernel = nullptr;
  dim3 Grid, Block;
  std::size_t Shmem = 0;
  std::uint64_t NumBlocks = 0;
  std::atomic<std::uint64_t> Next{0};
};

enum class ThreadState : std::uint8_t {
  Unstarted,
  Running,
  AtBarrier,
  AtWarpOp,
  Yielded,
  Exited
};

enum class BarrierKind : std::uint8_t { Plain, Count, And, Or };

enum class WarpOp : std::uint8_t {
  Sync,
  ShflIdx,
  ShflUp,
  ShflDown,
  ShflXor,
  Ballot,
  Any,
  All,
  MatchAny,
  MatchAll,
  ReduceAdd,
  ReduceMinS,
  ReduceMinU,
  ReduceMaxS,
  ReduceMaxU,
  ReduceAnd,
  ReduceOr,
  ReduceXor,
  ActiveMask
};

inline const char *warpOpName(WarpOp Op) {
  static const char *const Names[] = {
      "__syncwarp",        "__shfl_sync",       "__shfl_up_sync",
      "__shfl_down_sync",  "__shfl_xor_sync",   "__ballot_sync",
      "__any_sync",        "__all_sync",        "__match_any_sync",
      "__match_all_sync",  "__reduce_add_sync", "__reduce_min_sync",
      "__reduce_min_sync", "__reduce_max_sync", "__reduce_max_sync",
      "__reduce_and_sync", "__reduce_or_sync",  "__reduce_xor_sync",
      "__activemask"};
  return Names[static_cast<int>(Op)];
}

class BlockRunner;
/// The runner executing a block on this OS thread; null outside kernels.
inline thread_local BlockRunner *CurrentRunner = nullptr;

class BlockRunner {
public:
  BlockRunner() = default;
  /// Lets every idle slot fiber return, so that their stacks are freed
  /// without unwinding (which AddressSanitizer would not follow).
  ~BlockRunner() {
    if (CurrentRunner == this) {
      // exit() called inside a kernel: leave the fibers as they are.
      static_cast<void>(
          new std::vector<boost::context::fiber>(std::move(Fibers)));
      return;
    }
    Quitting = true;
    for (std::size_t S = 0; S < Fibers.size(); ++S)
      if (Fibers[S])
        switchTo(static_cast<int>(S));
  }
  BlockRunner(const BlockRunner &) = delete;
  BlockRunner &operator=(const BlockRunner &) = delete;

  static BlockRunner &forThisThread() {
    static thread_local std::unique_ptr<BlockRunner> R;
    if (!R)
      R = std::make_unique<BlockRunner>();
    return *R;
  }

  void runBlock(const Job &J, std::uint64_t Linear) {
    setup(J, Linear);
    BlockRunner *Outer = CurrentRunner;
    CurrentRunner = this;
    schedule();
    CurrentRunner = Outer;
  }

  void *dynamicShared() { return Shmem.get(); }

  /// __syncthreads and its reducing variants.
  int barrier(BarrierKind Kind, int Pred) {
    int T = CurThread;
    ThreadRec &Th = Threads[T];
    Th.State = ThreadState::AtBarrier;
    Th.Kind = Kind;
    Th.Pred = Pred != 0;
    BarWaiting.push_back(T);
    if (BarWaiting.size() == N - NumExited) {
      releaseBarrier(T);
    } else {
      unsigned WarpId = static_cast<unsigned>(T) >> 5;
      Warps[WarpId].AtBarrier |= 1u << (static_cast<unsigned>(T) & 31u);
      settleActiveMask(WarpId);
      suspend();
    }
    return Th.BarResult;
  }

  /// A warp-synchronous operation; returns this lane's result.
  std::uint64_t warpOp(WarpOp Op, unsigned Mask, std::uint64_t Value,
                       int Arg = 0, int Width = 32) {
    int T = CurThread;
    unsigned LaneId = static_cast<unsigned>(T) & 31u;
    std::uint32_t Bit = 1u << LaneId;
    Warp &W = Warps[static_cast<unsigned>(T) >> 5];
    if (!(Mask & Bit))
      fatal("%s: mask 0x%08x does not include the calling thread %s "
            "(lane %u)",
            warpOpName(Op), Mask, describe(T).c_str(), LaneId);
    if (Op >= WarpOp::ShflIdx && Op <= WarpOp::ShflXor &&
        (Width < 1 || Width > 32 || (Width & (Width - 1))))
      fatal("%s: width %d is not a power of two in [1, 32] (thread %s)",
            warpOpName(Op), Width, describe(T).c_str());
    if (std::uint32_t Gone = Mask & W.Exited)
      fatal("%s: mask 0x%08x names lane %d, which has already exited "
            "(thread %s); all threads named in the mask must execute it",
            warpOpName(Op), Mask, __builtin_ctz(Gone), describe(T).c_str());
    Lane &L = W.Lanes[LaneId];
    L.Op = Op;
    L.Mask = Mask;
    L.Value = Value;
    L.Arg = Arg;
    L.Width = Width;
    W.Arrived |= Bit;
    Threads[T].State = ThreadState::AtWarpOp;
    // Lanes that do not exist (partial last warp) cannot take part.
    std::uint32_t Group = Mask & W.Present;
    if ((W.Arrived & Group) == Group) {
      completeWarpOp(static_cast<unsigned>(T) >> 5, Group, T);
    } else {
      settleActiveMask(static_cast<unsigned>(T) >> 5);
      suspend();
    }
    return L.Result;
  }

  /// __activemask: the simulator converges the warp as far as possible. The
  /// caller waits until every other lane of its warp has exited or blocked
  /// (in a warp operation, a barrier or __activemask), and gets the lanes
  /// that are in __activemask with it.
  unsigned activeMask() {
    int T = CurThread;
    unsigned WarpId = static_cast<unsigned>(T) >> 5;
    unsigned LaneId = static_cast<unsigned>(T) & 31u;
    Warp &W = Warps[WarpId];
    W.ActiveWaiting |= 1u << LaneId;
    W.Lanes[LaneId].Op = WarpOp::ActiveMask;
    W.Lanes[LaneId].Mask = 0;
    Threads[T].State = ThreadState::AtWarpOp;
    if (!settleActiveMask(WarpId))
      suspend();
    return static_cast<unsigned>(W.Lanes[LaneId].Result);
  }

  /// Lets the other threads of the block run (used by __nanosleep, so that
  /// spin-waits on other threads of the block make progress).
  void yield() {
    Threads[CurThread].State = ThreadState::Yielded;
    Yielded.push_back(CurSlot);
    suspend();
    Threads[CurThread].State = ThreadState::Running;
  }

private:
  struct ThreadRec {
    uint3 Idx;
    int Slot = -1;
    ThreadState State = ThreadState::Unstarted;
    BarrierKind Kind = BarrierKind::Plain;
    int Pred = 0;
    int BarResult = 0;
  };

  struct Lane {
    std::uint64_t Value = 0;
    std::uint64_t Result = 0;
    unsigned Mask = 0;
    int Arg = 0;
    int Width = 32;
    WarpOp Op = WarpOp::Sync;
  };

  struct Warp {
    std::uint32_t Arrived = 0; ///< Lanes waiting in a warp operation.
    std::uint32_t Exited = 0;
    std::uint32_t Present = 0;       ///< Lanes that exist in this block.
    std::uint32_t AtBarrier = 0;     ///< Lanes waiting in __syncthreads.
    std::uint32_t ActiveWaiting = 0; ///< Lanes waiting in __activemask.
    Lane Lanes[32];
  };

  struct FreeDeleter {
    void operator()(void *P) const { std::free(P); }
  };

  void setup(const Job &J, std::uint64_t Linear) {
    Cur = &J;
    N = J.Block.x * J.Block.y * J.Block.z;
    if (Threads.size() != N || Dims.x != J.Block.x || Dims.y != J.Block.y) {
      Dims = J.Block;
      Threads.assign(N, ThreadRec{});
      for (unsigned T = 0; T < N; ++T)
        Threads[T].Idx =
            uint3{T % Dims.x, (T / Dims.x) % Dims.y, T / (Dims.x * Dims.y)};
      Warps.assign((N + 31) / 32, Warp{});
    }
    for (ThreadRec &Th : Threads) {
      Th.State = ThreadState::Unstarted;
      Th.Slot = -1;
    }
    for (unsigned W = 0; W < Warps.size(); ++W) {
      Warps[W].Arrived = Warps[W].Exited = 0;
      Warps[W].AtBarrier = Warps[W].ActiveWaiting = 0;
      unsigned Lanes = N - W * 32 >= 32 ? 32 : N - W * 32;
      Warps[W].Present = Lanes == 32 ? ~0u : (1u << Lanes) - 1;
    }
    NextUnstarted = NumExited = 0;
    BarWaiting.clear();
    Ready.clear();
    ReadyHead = 0;
    Yielded.clear();
    Reverse = settings().reverse;

    if (J.Shmem > ShmemCapacity || !Shmem) {
      std::size_t Cap = (J.Shmem + 255) / 256 * 256 + 256;
      Shmem.reset(std::aligned_alloc(256, Cap));
      if (!Shmem)
        fatal("out of memory allocating %zu bytes of dynamic shared memory",
              J.Shmem);
      ShmemCapacity = Cap;
    }
    // Shared memory starts out undefined; make reads before writes visible.
    if (J.Shmem && settings().poison)
      std::memset(Shmem.get(), 0xFF, J.Shmem);

    std::uint64_t GX = J.Grid.x, GY = J.Grid.y;
    blockIdx = uint3{static_cast<unsigned>(Linear % GX),
                     static_cast<unsigned>((Linear / GX) % GY),
                     static_cast<unsigned>(Linear / (GX * GY))};
    blockDim = J.Block;
    gridDim = J.Grid;
  }

  /// Stack allocator for slot fibers: a guard page below the stack, and the
  /// top staggered per slot so that the hot top frames of many fibers do not
  /// all map to the same L1 cache sets.
  struct StackBounds {
    const void *Bottom = nullptr;
    std::size_t Size = 0;
  };

  struct SlotStack {
    std::size_t Total;
    std::size_t Color;
    StackBounds *Bounds;

    boost::context::stack_context allocate() {
      void *M = ::mmap(nullptr, Total, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
      if (M == MAP_FAILED)
        fatal("cannot allocate a %zu-byte fiber stack", Total);
      std::size_t Page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
      ::mprotect(M, Page, PROT_NONE);
      boost::context::stack_context Ctx;
      Ctx.sp = static_cast<char *>(M) + Total - Color;
      Ctx.size = Total - Color - Page;
      *Bounds = StackBounds{static_cast<char *>(M) + Page, Ctx.size};
      return Ctx;
    }

    void deallocate(boost::context::stack_context &Ctx) {
      ::munmap(static_cast<char *>(Ctx.sp) + Color - Total, Total);
    }
  };

  boost::context::fiber makeSlotFiber(int S) {
    namespace ctx = boost::context;
    std::size_t Page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    std::size_t Total =
        (settings().stackBytes + Page - 1) / Page * Page + 2 * Page;
    SlotStack Stack{Total, static_cast<std::size_t>(S % 64) * 64,
                    &SlotBounds[S]};
    return ctx::fiber(std::allocator_arg, Stack, [this, S](ctx::fiber &&From) {
      finishSwitch(nullptr);
      arrived(std::move(From));
      for (;;) {
        runUnstarted(S);
        SlotThread[S] = -1;
        if (Quitting)
          break;
        FreeSlots.push_back(S);
        switchTo(pickNext());
      }
      // Return to the destructor for good.
      SwitchFrom = S;
      CurSlot = -1;
#ifdef ACC2CUDA_SIM_ASAN
      __sanitizer_start_switch_fiber(nullptr, SchedBounds.Bottom,
                                     SchedBounds.Size);
#endif
      return std::move(Sched);
    });
  }

  int acquireSlot() {
    if (!FreeSlots.empty()) {
      int S = FreeSlots.back();
      FreeSlots.pop_back();
      return S;
    }
    int S = static_cast<int>(Fibers.size());
    SlotThread.push_back(-1);
    SlotBounds.emplace_back();
    Fibers.push_back(makeSlotFiber(S));
    return S;
  }

  /// Runs threads that have not started yet, as plain calls, on slot S until
  /// none is left or the running one blocks (it then keeps this slot).
  void runUnstarted(int S) {
    while (NextUnstarted < N) {
      unsigned I = NextUnstarted++;
      int T = static_cast<int>(Reverse ? N - 1 - I : I);
      ThreadRec &Th = Threads[T];
      Th.State = ThreadState::Running;
      Th.Slot = S;
      SlotThread[S] = T;
      CurThread = T;
      threadIdx = Th.Idx;
      Cur->Invoke(Cur->State);
      threadExited(T);
    }
  }

  /// The slot to run next: a released thread, else a fresh slot for threads
  /// not started yet, else a yielded thread; -1 (the scheduler) if none.
  int pickNext() {
    if (ReadyHead < Ready.size())
      return Ready[ReadyHead++];
    Ready.clear();
    ReadyHead = 0;
    if (NextUnstarted < N)
      return acquireSlot();
    if (!Yielded.empty()) {
      Ready.swap(Yielded);
      return Ready[ReadyHead++];
    }
    return -1;
  }

  /// Transfers control directly from the running context (slot CurSlot, or
  /// the scheduler when -1) to Target, without a detour via the scheduler.
  void switchTo(int Target) {
    if (Target == CurSlot)
      return;
    SwitchFrom = CurSlot;
    CurSlot = Target;
    CurThread = Target >= 0 ? SlotThread[Target] : -1;
    if (CurThread >= 0) {
      Threads[CurThread].State = ThreadState::Running;
      threadIdx = Threads[CurThread].Idx;
    }
    boost::context::fiber &Dest = Target >= 0 ? Fibers[Target] : Sched;
#ifdef ACC2CUDA_SIM_ASAN
    const StackBounds &B = Target >= 0 ? SlotBounds[Target] : SchedBounds;
    void *FakeStack = nullptr;
    __sanitizer_start_switch_fiber(&FakeStack, B.Bottom, B.Size);
    boost::context::fiber Back = std::move(Dest).resume();
    finishSwitch(FakeStack);
    arrived(std::move(Back));
#else
    arrived(std::move(Dest).resume());
#endif
  }

  /// Completes a switch for AddressSanitizer; a switch from the scheduler
  /// tells us the bounds of the OS thread's stack.
  void finishSwitch([[maybe_unused]] void *FakeStack) {
#ifdef ACC2CUDA_SIM_ASAN
    StackBounds Old;
    __sanitizer_finish_switch_fiber(FakeStack, &Old.Bottom, &Old.Size);
    if (SwitchFrom < 0)
      SchedBounds = Old;
#endif
  }

  /// Called on entry to a context: stores the continuation of the context
  /// that switched here.
  void arrived(boost::context::fiber &&Back) {
    (SwitchFrom >= 0 ? Fibers[SwitchFrom] : Sched) = std::move(Back);
  }

  /// Blocks the running thread and runs something else.
  void suspend() { switchTo(pickNext()); }

  void schedule() {
    CurSlot = -1;
    for (int Next; (Next = pickNext()) >= 0;)
      switchTo(Next);
    if (NumExited != N)
      reportDeadlock();
  }

  void threadExited(int T) {
    Threads[T].State = ThreadState::Exited;
    ++NumExited;
    unsigned LaneId = static_cast<unsigned>(T) & 31u;
    Warp &W = Warps[static_cast<unsigned>(T) >> 5];
    W.Exited |= 1u << LaneId;
    for (std::uint32_t A = W.Arrived; A; A &= A - 1) {
      const Lane &L = W.Lanes[__builtin_ctz(A)];
      if (L.Mask & (1u << LaneId))
        fatal("thread %s exited while lane %d of its warp waits for it in "
              "%s (mask 0x%08x)",
              describe(T).c_str(), __builtin_ctz(A), warpOpName(L.Op), L.Mask);
    }
    if (!BarWaiting.empty() && BarWaiting.size() == N - NumExited)
      releaseBarrier(-1);
    settleActiveMask(static_cast<unsigned>(T) >> 5);
  }

  /// Completes the warp's pending __activemask calls once no lane of the
  /// warp can run any more; returns whether it did.
  [[gnu::always_inline]] bool settleActiveMask(unsigned WarpId) {
    Warp &W = Warps[WarpId];
    std::uint32_t Waiting = W.ActiveWaiting;
    if (__builtin_expect(!Waiting, 1))
      return false;
    if (((W.Arrived | Waiting | W.AtBarrier | W.Exited) & W.Present) !=
        W.Present)
      return false;
    W.ActiveWaiting = 0;
    for (std::uint32_t G = Waiting; G; G &= G - 1) {
      int LaneId = __builtin_ctz(G);
      W.Lanes[LaneId].Result = Waiting;
      int T = static_cast<int>(WarpId * 32) + LaneId;
      Threads[T].State = ThreadState::Running;
      if (T != CurThread)
        Ready.push_back(Threads[T].Slot);
    }
    return true;
  }

  /// Completes the barrier: every waiting thread gets its result and
  /// becomes runnable; Self (the last arrival, if any) just continues.
  void releaseBarrier(int Self) {
    int Count = 0;
    for (int T : BarWaiting) {
      Count += Threads[T].Pred;
      Warps[static_cast<unsigned>(T) >> 5].AtBarrier = 0;
    }
    int Total = static_cast<int>(BarWaiting.size());
    for (int T : BarWaiting) {
      ThreadRec &Th = Threads[T];
      switch (Th.Kind) {
      case BarrierKind::Plain:
        Th.BarResult = 0;
        break;
      case BarrierKind::Count:
        Th.BarResult = Count;
        break;
      case BarrierKind::And:
        Th.BarResult = Count == Total;
        break;
      case BarrierKind::Or:
        Th.BarResult = Count != 0;
        break;
      }
      Th.State = ThreadState::Running;
      if (T != Self)
        Ready.push_back(Th.Slot);
    }
    BarWaiting.clear();
  }

  static std::uint64_t shuffle(const Warp &W, std::uint32_t Group,
                               unsigned LaneId) {
    const Lane &L = W.Lanes[LaneId];
    // PTX shfl.sync semantics with CUDA's encoding of `width`.
    int Lane = static_cast<int>(LaneId);
    int SegMask = (32 - L.Width) & 31;
    int B = L.Arg & 31;
    int MinLane = Lane & SegMask;
    int MaxLane = MinLane | (L.Op == WarpOp::ShflUp ? 0 : (31 & ~SegMask));
    int J = Lane;
    bool Valid = false;
    switch (L.Op) {
    case WarpOp::ShflUp:
      J = Lane - B;
      Valid = J >= MaxLane;
      break;
    case WarpOp::ShflDown:
      J = Lane + B;
      Valid = J <= MaxLane;
      break;
    case WarpOp::ShflXor:
      J = Lane ^ B;
      Valid = J <= MaxLane;
      break;
    default:
      J = MinLane | (B & ~SegMask);
      Valid = J <= MaxLane;
      break;
    }
    // Reading a lane outside the mask is undefined in CUDA; use own value.
    if (!Valid || !(Group & (1u << J)))
      J = Lane;
    return W.Lanes[J].Value;
  }

  void completeWarpOp(unsigned WarpId, std::uint32_t Group, int Self) {
    Warp &W = Warps[WarpId];
    const Lane &First = W.Lanes[__builtin_ctz(Group)];
    for (std::uint32_t G = Group; G; G &= G - 1) {
      const Lane &L = W.Lanes[__builtin_ctz(G)];
      if (L.Op != First.Op || L.Mask != First.Mask)
        fatal("warp %u of block (%u,%u,%u): lane %d is in %s (mask 0x%08x) "
              "while lane %d is in %s (mask 0x%08x)",
              WarpId, blockIdx.x, blockIdx.y, blockIdx.z, __builtin_ctz(Group),
              warpOpName(First.Op), First.Mask, __builtin_ctz(G),
              warpOpName(L.Op), L.Mask);
    }
    std::uint32_t Ballot = 0;
    std::uint32_t Acc = 0;
    bool AllEqual = true;
    for (std::uint32_t G = Group; G; G &= G - 1) {
      const Lane &L = W.Lanes[__builtin_ctz(G)];
      auto V = static_cast<std::uint32_t>(L.Value);
      if (L.Value)
        Ballot |= G & -G;
      if (L.Value != First.Value)
        AllEqual = false;
      bool IsFirst = G == Group;
      switch (First.Op) {
      case WarpOp::ReduceAdd:
        Acc += V;
        break;
      case WarpOp::ReduceMinS:
        Acc = IsFirst || static_cast<std::int32_t>(V) <
                             static_cast<std::int32_t>(Acc)
                  ? V
                  : Acc;
        break;
      case WarpOp::ReduceMinU:
        Acc = IsFirst || V < Acc ? V : Acc;
        break;
      case WarpOp::ReduceMaxS:
        Acc = IsFirst || static_cast<std::int32_t>(V) >
                             static_cast<std::int32_t>(Acc)
                  ? V
                  : Acc;
        break;
      case WarpOp::ReduceMaxU:
        Acc = IsFirst || V > Acc ? V : Acc;
        break;
      case WarpOp::ReduceAnd:
        Acc = IsFirst ? V : (Acc & V);
        break;
      case WarpOp::ReduceOr:
        Acc |= V;
        break;
      case WarpOp::ReduceXor:
        Acc ^= V;
        break;
      default:
        break;
      }
    }
    for (std::uint32_t G = Group; G; G &= G - 1) {
      unsigned LaneId = static_cast<unsigned>(__builtin_ctz(G));
      Lane &L = W.Lanes[LaneId];
      switch (First.Op) {
      case WarpOp::Sync:
        L.Result = 0;
        break;
      case WarpOp::ShflIdx:
      case WarpOp::ShflUp:
      case WarpOp::ShflDown:
      case WarpOp::ShflXor:
        L.Result = shuffle(W, Group, LaneId);
        break;
      case WarpOp::Ballot:
        L.Result = Ballot;
        break;
      case WarpOp::Any:
        L.Result = Ballot != 0;
        break;
      case WarpOp::All:
        L.Result = Ballot == Group;
        break;
      case WarpOp::MatchAny: {
        std::uint32_t Same = 0;
        for (std::uint32_t H = Group; H; H &= H - 1)
          if (W.Lanes[__builtin_ctz(H)].Value == L.Value)
            Same |= H & -H;
        L.Result = Same;
        break;
      }
      case WarpOp::MatchAll:
        // Low word: the mask (or 0); bit 32: the predicate.
        L.Result = AllEqual ? (Group | (std::uint64_t(1) << 32)) : 0;
        break;
      default:
        L.Result = Acc;
        break;
      }
    }
    W.Arrived &= ~Group;
    // Wake lanes in the order the block's threads are being run.
    for (int I = 0; I < 32; ++I) {
      int LaneId = Reverse ? 31 - I : I;
      if (!(Group & (1u << LaneId)))
        continue;
      int T = static_cast<int>(WarpId * 32) + LaneId;
      Threads[T].State = ThreadState::Running;
      if (T != Self)
        Ready.push_back(Threads[T].Slot);
    }
  }

  std::string describe(int T) const {
    const uint3 &I = Threads[T].Idx;
    char Buf[96];
    std::snprintf(Buf, sizeof Buf, "(%u,%u,%u) of block (%u,%u,%u)", I.x, I.y,
                  I.z, blockIdx.x, blockIdx.y, blockIdx.z);
    return Buf;
  }

  [[noreturn]] void reportDeadlock() {
    std::string Msg;
    unsigned AtBarrier = 0, AtWarp = 0;
    for (unsigned T = 0; T < N; ++T) {
      const ThreadRec &Th = Threads[T];
      if (Th.State == ThreadState::AtBarrier && AtBarrier++ < 4)
        Msg += "\n  thread " + describe(static_cast<int>(T)) +
               " waits in __syncthreads";
      if (Th.State == ThreadState::AtWarpOp && AtWarp++ < 4) {
        const Lane &L = Warps[T >> 5].Lanes[T & 31];
        char Buf[96];
        std::snprintf(Buf, sizeof Buf, " waits in %s (mask 0x%08x)",
                      warpOpName(L.Op), L.Mask);
        Msg += "\n  thread " + describe(static_cast<int>(T)) + Buf;
      }
    }
    fatal("deadlock in kernel %s: %u of %u threads wait in __syncthreads and "
          "%u in warp operations that can never complete:%s",
          functionName(Cur->Kernel).c_str(), AtBarrier, N, AtWarp, Msg.c_str());
  }

  const Job *Cur = nullptr;
  unsigned N = 0;
  dim3 Dims{0, 0, 0};
  std::vector<ThreadRec> Threads;
  std::vector<Warp> Warps;
  unsigned NextUnstarted = 0;
  unsigned NumExited = 0;
  bool Reverse = false;
  std::vector<int> BarWaiting;
  std::vector<int> Ready;
  std::size_t ReadyHead = 0;
  std::vector<int> Yielded;

  std::unique_ptr<void, FreeDeleter> Shmem;
  std::size_t ShmemCapacity = 0;

  // Slots: persistent fibers and the CUDA thread each one runs (-1: idle).
  std::vector<int> SlotThread;
  std::vector<StackBounds> SlotBounds;
  StackBounds SchedBounds;
  std::vector<int> FreeSlots;
  boost::context::fiber Sched; ///< The scheduler, while a slot runs.
  int CurSlot = -1;            ///< Running slot; -1: the scheduler.
  int CurThread = -1;
  int SwitchFrom = -1; ///< Context whose continuation the next entry stores.
  bool Quitting = false;
  std::vector<boost::context::fiber> Fibers;
};

/// Runs the blocks of a job on the calling thread and a pool of helpers.
class Pool {
public:
  static Pool &instance() {
    // Never destroyed: helper threads wait for work until the process ends.
    static Pool *P = new Pool(settings().threads);
    return *P;
  }

  unsigned workers() const { return NumWorkers; }

  void run(Job &J) {
    if (J.NumBlocks <= 1 || NumWorkers <= 1) {
      work(J);
      return;
    }
    {
      std::lock_guard Lock(M);
      Current = &J;
      ++Generation;
    }
    WorkCv.notify_all();
    work(J);
    std::unique_lock Lock(M);
    DoneCv.wait(Lock, [this] { return Busy == 0; });
    Current = nullptr;
  }

private:
  explicit Pool(unsigned Workers) : NumWorkers(Workers ? Workers : 1) {
    for (unsigned I = 1; I < NumWorkers; ++I)
      std::thread([this] { helperMain(); }).detach();
  }

  static void work(Job &J) {
    BlockRunner &R = BlockRunner::forThisThread();
    for (;;) {
      std::uint64_t B = J.Next.fetch_add(1, std::memory_order_relaxed);
      if (B >= J.NumBlocks)
        break;
      R.runBlock(J, B);
    }
  }

  void helperMain() {
    std::uint64_t Seen = 0;
    for (;;) {
      Job *J;
      {
        std::unique_lock Lock(M);
        WorkCv.wait(Lock, [&] { return Generation != Seen; });
        Seen = Generation;
        J = Current;
        if (!J)
          continue;
        ++Busy;
      }
      work(*J);
      std::lock_guard Lock(M);
      if (--Busy == 0)
        DoneCv.notify_all();
    }
  }

  unsigned NumWorkers;
  std::mutex M;
  std::condition_variable WorkCv, DoneCv;
  Job *Current = nullptr;
  std::uint64_t Generation = 0;
  unsigned Busy = 0;
};

inline BlockRunner &currentRunner(const char *What) {
  if (!CurrentRunner)
    fatal("%s called outside a kernel", What);
  return *CurrentRunner;
}

} // namespace acc2cuda::sim::detail

namespace acc2cuda::sim {

/// The calling block's dynamic shared memory (the launch's `shmem` bytes),
/// the equivalent of `extern __shared__ T buf[];`.
template <class T = unsigned char> T *dynamic_shared() {
  return static_cast<T *>(
      detail::currentRunner("dynamic_shared").dynamicShared());
}

} // namespace acc2cuda::sim

inline void __syncthreads() {
  using namespace acc2cuda::sim::detail;
  currentRunner("__syncthreads").barrier(BarrierKind::Plain, 0);
}
inline int __syncthreads_count(int Pred) {
  using namespace acc2cuda::sim::detail;
  return currentRunner("__syncthreads_count").barrier(BarrierKind::Count, Pred);
}
inline int __syncthreads_and(int Pred) {
  using namespace acc2cuda::sim::detail;
  return currentRunner("__syncthreads_and").barrier(BarrierKind::And, Pred);
}
inline int __syncthreads_or(int Pred) {
  using namespace acc2cuda::sim::detail;
  return currentRunner("__syncthreads_or").barrier(BarrierKind::Or, Pred);
}

// All blocks share the host's coherent memory; the fences only have to keep
// the compiler and CPU from reordering across them.
inline void __threadfence() {
  std::atomic_thread_fence(std::memory_order_seq_cst);
}
inline void __threadfence_system() {
  std::atomic_thread_fence(std::memory_order_seq_cst);
}
// A block runs on one OS thread, so ordering within it is a compiler matter.
inline void __threadfence_block() {
  std::atomic_signal_fence(std::memory_order_seq_cst);
}

inline void __nanosleep(unsigned) {
  if (acc2cuda::sim::detail::CurrentRunner)
    acc2cuda::sim::detail::CurrentRunner->yield();
}

[[noreturn]] inline void __trap() {
  acc2cuda::sim::detail::fatal("__trap() called in thread (%u,%u,%u) of block "
                               "(%u,%u,%u)",
                               threadIdx.x, threadIdx.y, threadIdx.z,
                               blockIdx.x, blockIdx.y, blockIdx.z);
}
inline void __brkpt() { __trap(); }

#endif // ACC2CUDA_SIM_SCHEDULER_H
