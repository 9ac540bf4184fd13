//===- acc2cuda/sim/streams.h - Stream-ordered work on the host -*- C++ -*-===//
//
// Work submitted to a stream the program created (cudaStreamCreate...) is
// not done when the call returns: it waits in the stream's queue until
// something synchronises with it, which is the latest CUDA allows:
//   - cudaStreamSynchronize on the stream, cudaDeviceSynchronize, cudaFree,
//     destroying the stream;
//   - cudaEventSynchronize (or a query) of an event recorded after it;
//   - another stream running work that waits on such an event
//     (cudaStreamWaitEvent);
//   - work on the legacy default stream, for streams created without
//     cudaStreamNonBlocking (the legacy stream waits for them).
// Deferring that long exposes programs that read results without waiting
// for them: such a program computes a different answer here, as it may on a
// GPU. Work on the default streams runs at once.
//
// ACC2CUDA_SIM_ASYNC=eager runs all work at once instead (Settings).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SIM_STREAMS_H
#define ACC2CUDA_SIM_STREAMS_H

#include "diagnostics.h"
#include "types.h"

#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

struct CUstream_st {
  unsigned int Flags = 0;
  int Priority = 0;
  /// Submitted work not yet run, oldest first.
  std::deque<std::function<void()>> Pending;
  std::uint64_t Submitted = 0; ///< operations ever submitted
  std::uint64_t Done = 0;      ///< operations run
  bool Destroyed = false;      ///< kept, so that old events stay readable
};

/// When an event's recorded point was reached (shared with the marker
/// operation, which may run after the event is destroyed).
struct EventMark {
  bool Reached = false;
  std::chrono::steady_clock::time_point Time;
};

struct CUevent_st {
  unsigned int Flags = 0;
  std::shared_ptr<EventMark> Mark; ///< null until first recorded
  cudaStream_t Stream = nullptr;   ///< user stream recorded on, if any
  std::uint64_t Seq = 0;           ///< operations of Stream before the event
};

namespace acc2cuda::sim::detail {

inline bool isUserStream(cudaStream_t S) {
  return S && S != cudaStreamLegacy && S != cudaStreamPerThread;
}

/// Guards every stream's queue. Recursive: running work may submit or
/// drain (a stream waiting on another's event).
inline std::recursive_mutex &streamMutex() {
  static auto *M = new std::recursive_mutex;
  return *M;
}

/// Live user streams, in creation order.
inline std::vector<cudaStream_t> &userStreams() {
  static auto *V = new std::vector<cudaStream_t>;
  return *V;
}

/// Runs S's queued work until Seq operations of it are done.
inline void runUntil(cudaStream_t S, std::uint64_t Seq) {
  std::lock_guard Lock(streamMutex());
  while (S->Done < Seq && !S->Pending.empty()) {
    std::function<void()> Fn = std::move(S->Pending.front());
    S->Pending.pop_front();
    ++S->Done;
    Fn();
  }
}

inline void runStream(cudaStream_t S) { runUntil(S, S->Submitted); }

/// Runs the queued work of every stream, or of the blocking ones only
/// (those the legacy default stream waits for).
inline void runStreams(bool BlockingOnly) {
  std::lock_guard Lock(streamMutex());
  // Copied: running work may create or destroy streams.
  std::vector<cudaStream_t> All = userStreams();
  for (cudaStream_t S : All)
    if (!BlockingOnly || !(S->Flags & cudaStreamNonBlocking))
      runStream(S);
}

inline bool pending(cudaStream_t S) {
  std::lock_guard Lock(streamMutex());
  return isUserStream(S) && S->Done < S->Submitted;
}

/// Submits Op to stream S. On a user stream it is queued (run at once with
/// ACC2CUDA_SIM_ASYNC=eager) and the call reports success; its own errors
/// become the sticky last error when it runs. On the default streams it
/// runs now, after the blocking streams' work for the legacy stream, and
/// its result is returned.
inline cudaError_t submit(cudaStream_t S, std::function<cudaError_t()> Op) {
  std::lock_guard Lock(streamMutex());
  if (!isUserStream(S)) {
    if (S != cudaStreamPerThread)
      runStreams(/*BlockingOnly=*/true);
    return Op();
  }
  ++S->Submitted;
  S->Pending.push_back([Op = std::move(Op)] { Op(); });
  if (!settings().deferStreams)
    runStream(S);
  return cudaSuccess;
}

/// Submits to S a wait for the work before E (cudaStreamWaitEvent).
inline void submitWait(cudaStream_t S, cudaEvent_t E) {
  std::lock_guard Lock(streamMutex());
  cudaStream_t Other = E->Stream;
  if (!Other || Other == S || Other->Done >= E->Seq)
    return;
  std::uint64_t Seq = E->Seq;
  submit(S, [Other, Seq] {
    runUntil(Other, Seq);
    return cudaSuccess;
  });
}

/// Records E at the end of S's submitted work.
inline void record(cudaEvent_t E, cudaStream_t S) {
  std::lock_guard Lock(streamMutex());
  auto Mark = std::make_shared<EventMark>();
  E->Mark = Mark;
  submit(S, [Mark] {
    Mark->Reached = true;
    Mark->Time = std::chrono::steady_clock::now();
    return cudaSuccess;
  });
  E->Stream = isUserStream(S) ? S : nullptr;
  E->Seq = isUserStream(S) ? S->Submitted : 0;
}

} // namespace acc2cuda::sim::detail

#endif // ACC2CUDA_SIM_STREAMS_H
