//===- acc2cuda/deferred.h - Work run before the first construct -*- C++
//-*-===//
//
// Static initialisers (declare directives binding globals to their
// `__device__` copies) hand their work to the first construct, which runs
// it once the CUDA runtime knows the program's device code.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_DEFERRED_H
#define ACC2CUDA_DEFERRED_H

#include <atomic>
#include <mutex>
#include <vector>

namespace acc2cuda {

namespace detail {

/// Work that static initialisers hand over to the first construct: binding
/// globals to their `__device__` copies needs the CUDA runtime to know the
/// program's device code, which it may not yet during static
/// initialisation.
inline std::vector<void (*)()> &deferred_work() {
  static auto *Work = new std::vector<void (*)()>;
  return *Work;
}
inline std::atomic<bool> &deferred_pending() {
  static std::atomic<bool> Pending{false};
  return Pending;
}
inline void run_deferred() {
  if (!deferred_pending().load(std::memory_order_acquire))
    return;
  static std::recursive_mutex M;
  std::lock_guard<std::recursive_mutex> Lock(M);
  std::vector<void (*)()> Work;
  Work.swap(deferred_work());
  for (void (*F)() : Work)
    F();
  if (deferred_work().empty())
    deferred_pending().store(false, std::memory_order_release);
}

} // namespace detail

/// Runs F before the first construct does anything (static initialisers
/// call it); returns true so it can initialise a variable.
inline bool defer(void (*F)()) {
  detail::deferred_work().push_back(F);
  detail::deferred_pending().store(true, std::memory_order_release);
  return true;
}

} // namespace acc2cuda

#endif
