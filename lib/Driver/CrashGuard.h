//===- CrashGuard.h - One parse that may not end the process ----*- C++ -*-===//
//
// Clang 19's semantic analysis crashes on some malformed OpenMP clauses
// after it has reported them (a `linear` step of struct type, for one), and
// a crash must never be acc2cuda's answer to bad input. The parse runs
// under LLVM's crash recovery, as clang's own driver runs its front end, so
// such a crash becomes an error the caller reports.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_DRIVER_CRASHGUARD_H
#define ACC2CUDA_DRIVER_CRASHGUARD_H

#include "llvm/ADT/STLFunctionalExtras.h"

namespace acc2cuda {

/// Runs Parse; returns false when it crashed (a signal, a failed assertion)
/// and the process carried on. Safe to call from several threads at once.
bool runGuardingAgainstCrashes(llvm::function_ref<void()> Parse);

} // namespace acc2cuda

#endif
