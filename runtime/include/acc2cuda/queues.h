//===- acc2cuda/queues.h - Async queues on CUDA streams ---------*- C++ -*-===//
//
// OpenACC async queues (OpenACC 3.3 2.16) on CUDA streams. Queue q runs on
// stream q mod 32 of a pool; acc_async_noval means the default async queue,
// queue 0 unless acc_set_default_async names another (its initial value is
// the implementation's to choose, and a queue number is what programs
// expect acc_get_default_async to return). Sharing a stream orders two
// queues more than they ask, which is allowed. The streams are non-blocking: synchronous constructs, on the
// legacy default stream, neither wait for a queue nor hold one up; OpenACC
// orders them only through `wait`.
//
// OpenMP deferred target tasks (`nowait`) take the pool's streams in turn;
// their `depend` clauses become events (Dependences).
//
// Host work that must follow the queues' progress (freeing device data an
// asynchronous construct released, reusing a reduction buffer) is held
// until the host has waited for every queue that may still use it, or
// until too much of it piles up. It needs no events: a wait that returned
// covers everything submitted before it.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_QUEUES_H
#define ACC2CUDA_QUEUES_H

#include "cuda_api.h"
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <type_traits>
#include <vector>

namespace acc2cuda {

/// The values of acc_async_noval and acc_async_sync (openacc.h).
constexpr long long AsyncNoval = -1, AsyncSync = -2;

namespace detail {

/// acc-default-async-var of the calling thread (acc_set_default_async).
inline int &default_async() {
  thread_local int Queue = 0;
  return Queue;
}

class Queues {
public:
  static constexpr int PoolSize = 32;

  // Never destroyed: at exit the CUDA context may already be gone.
  static Queues &get() {
    static Queues *Q = new Queues;
    return *Q;
  }

  /// The stream of Queue, created on first use; null for acc_async_sync.
  cudaStream_t stream(long long Queue) {
    int Slot = slot(Queue);
    if (Slot < 0)
      return nullptr;
    std::lock_guard<std::mutex> Lock(M);
    if (!Streams[Slot]) {
      Owned[Slot] = true;
      cudaError_t Err =
          cudaStreamCreateWithFlags(&Streams[Slot], cudaStreamNonBlocking);
      if (Err != cudaSuccess) {
        std::fprintf(stderr,
                     "acc2cuda: error: cannot create the stream of async "
                     "queue %lld: %s\n",
                     Queue, cudaGetErrorString(Err));
        std::exit(1);
      }
    }
    return Streams[Slot];
  }

  /// Makes S the stream of Queue's pool slot (acc_set_cuda_stream); false
  /// for acc_async_sync. The slot's earlier work finishes first, so the
  /// queue keeps its order; a stream the pool made is then destroyed.
  bool set_stream(long long Queue, cudaStream_t S) {
    int Slot = slot(Queue);
    if (Slot < 0)
      return false;
    cudaStream_t Old;
    bool OwnedOld;
    {
      std::lock_guard<std::mutex> Lock(M);
      Old = Streams[Slot];
      OwnedOld = Owned[Slot];
      Streams[Slot] = S;
      Owned[Slot] = false;
    }
    if (Old && Old != S) {
      cudaStreamSynchronize(Old);
      retire(Old);
      if (OwnedOld)
        cudaStreamDestroy(Old);
    }
    return true;
  }

  /// The stream of Queue if it was ever used, else null (nothing to wait
  /// for).
  cudaStream_t existing(long long Queue) {
    int Slot = slot(Queue);
    std::lock_guard<std::mutex> Lock(M);
    return Slot < 0 ? nullptr : Streams[Slot];
  }

  /// The stream for the next OpenMP deferred target task: tasks take the
  /// pool's streams in turn, so that independent tasks overlap.
  cudaStream_t task_stream() {
    std::uint64_t N;
    {
      std::lock_guard<std::mutex> Lock(M);
      N = NextTask++;
    }
    return stream(static_cast<long long>(N % PoolSize));
  }

  /// The streams used so far.
  std::vector<cudaStream_t> used() {
    std::lock_guard<std::mutex> Lock(M);
    std::vector<cudaStream_t> Out;
    for (cudaStream_t S : Streams)
      if (S)
        Out.push_back(S);
    return Out;
  }

  /// Does Fn once S has done the work submitted to it so far.
  void after(cudaStream_t S, std::function<void()> Fn) {
    hold({S}, std::move(Fn));
  }

  /// Does Fn once every queue used so far has done its work so far: device
  /// data a construct releases may still be read by a kernel of another
  /// queue that found it present.
  void after_all(std::function<void()> Fn) { hold(used(), std::move(Fn)); }

  /// The caller has waited for S (for every stream when S is null): work
  /// held for it is due.
  void retire(cudaStream_t S) {
    std::vector<std::function<void()>> Due;
    {
      std::lock_guard<std::mutex> Lock(M);
      std::vector<Held> Keep;
      for (Held &H : Waiting) {
        if (S) // C++17: generated code may be built so
          H.Streams.erase(std::remove(H.Streams.begin(), H.Streams.end(), S),
                          H.Streams.end());
        else
          H.Streams.clear();
        if (H.Streams.empty())
          Due.push_back(std::move(H.Fn));
        else
          Keep.push_back(std::move(H));
      }
      Waiting.swap(Keep);
    }
    for (auto &Fn : Due)
      Fn();
  }

private:
  static constexpr std::size_t MaxWaiting = 64;

  /// Work held until each of Streams has been waited for.
  struct Held {
    std::vector<cudaStream_t> Streams;
    std::function<void()> Fn;
  };

  void hold(std::vector<cudaStream_t> On, std::function<void()> Fn) {
    Held Oldest;
    {
      std::lock_guard<std::mutex> Lock(M);
      Waiting.push_back({std::move(On), std::move(Fn)});
      if (Waiting.size() <= MaxWaiting)
        return;
      // Too much held back: wait for the oldest's streams.
      Oldest = std::move(Waiting.front());
      Waiting.erase(Waiting.begin());
    }
    for (cudaStream_t S : Oldest.Streams)
      cudaStreamSynchronize(S);
    Oldest.Fn();
  }

  /// The pool slot of Queue: -1 for acc_async_sync; acc_async_noval is
  /// the default async queue's (a queue number: PoolSize stays for a
  /// default that is none).
  static int slot(long long Queue) {
    if (Queue == AsyncNoval)
      Queue = default_async();
    if (Queue == AsyncSync)
      return -1;
    if (Queue == AsyncNoval)
      return PoolSize;
    return static_cast<int>((Queue % PoolSize + PoolSize) % PoolSize);
  }

  std::mutex M;
  cudaStream_t Streams[PoolSize + 1] = {};
  bool Owned[PoolSize + 1] = {}; ///< made by the pool (not the program's)
  std::vector<Held> Waiting;
  std::uint64_t NextTask = 0;
};

/// An event shared by the dependences that name it; destroyed with the
/// last.
using SharedEvent = std::shared_ptr<std::remove_pointer_t<cudaEvent_t>>;

/// OpenMP task dependences between target tasks (OpenMP 5.2 15.9.5), by
/// the start address of each list item: the last writer's completion and
/// the readers' since. A task that writes waits for both; one that reads
/// waits for the writer.
class Dependences {
public:
  static Dependences &get() {
    static Dependences *D = new Dependences;
    return *D;
  }

  /// The completions a task with this dependence must wait for.
  std::vector<SharedEvent> before(const void *Address, bool Out) {
    std::lock_guard<std::mutex> Lock(M);
    std::vector<SharedEvent> Out_;
    auto It = Table.find(Address);
    if (It == Table.end())
      return Out_;
    if (It->second.Writer)
      Out_.push_back(It->second.Writer);
    if (Out)
      Out_.insert(Out_.end(), It->second.Readers.begin(),
                  It->second.Readers.end());
    return Out_;
  }

  /// A task with this dependence completes at Done (null: it has
  /// completed).
  void completes(const void *Address, bool Out, SharedEvent Done) {
    std::lock_guard<std::mutex> Lock(M);
    if (Out) {
      if (Done)
        Table[Address] = {std::move(Done), {}};
      else
        Table.erase(Address);
    } else if (Done) {
      Table[Address].Readers.push_back(std::move(Done));
    }
  }

  /// taskwait: every task has completed.
  void clear() {
    std::lock_guard<std::mutex> Lock(M);
    Table.clear();
  }

private:
  struct Entry {
    SharedEvent Writer;
    std::vector<SharedEvent> Readers;
  };
  std::mutex M;
  std::map<const void *, Entry> Table;
};

} // namespace detail
} // namespace acc2cuda

#endif
