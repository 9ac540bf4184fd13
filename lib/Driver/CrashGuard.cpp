//===- CrashGuard.cpp - One parse that may not end the process ------------===//

#include "Driver/CrashGuard.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include <mutex>

namespace acc2cuda {

bool runGuardingAgainstCrashes(llvm::function_ref<void()> Parse) {
  static std::once_flag Enabled;
  std::call_once(Enabled, [] { llvm::CrashRecoveryContext::Enable(); });
  llvm::CrashRecoveryContext Context;
  return Context.RunSafely(Parse);
}

} // namespace acc2cuda
