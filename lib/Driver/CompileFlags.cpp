//===- CompileFlags.cpp ---------------------------------------------------===//

#include "CompileFlags.h"
#include "llvm/ADT/StringRef.h"

using namespace clang::tooling;
using llvm::StringRef;

namespace acc2cuda {

/// Whether \p Arg is a flag of its own that only concerns offloading.
static bool isOffloadFlag(StringRef Arg) {
  // Exactly these, or these followed by `=value`.
  static const char *const Flags[] = {
      // GCC
      "-fopenacc", "-fopenacc-dim", "-foffload", "-foffload-options",
      // nvc++ (-mp is OpenMP, which acc2cuda turns on itself)
      "-acc", "-gpu", "-ta", "-mp", "-cuda", "-stdpar", "-fast",
      // clang
      "-fopenmp-targets", "-fopenmp-offload-mandatory", "--offload-arch",
      "-fopenmp-target-debug", "-fopenmp-cuda-mode"};
  for (StringRef F : Flags)
    if (Arg == F || (Arg.starts_with(F) && Arg.drop_front(F.size())[0] == '='))
      return true;
  // nvc++'s -M options (-Minfo=accel, -Mcuda...); make's -MD, -MF... are
  // upper case.
  return Arg.size() > 2 && Arg.starts_with("-M") && islower(Arg[2]);
}

ArgumentsAdjuster stripOffloadFlags() {
  return [](const CommandLineArguments &Args, StringRef) {
    CommandLineArguments Out;
    for (size_t I = 0; I < Args.size(); ++I) {
      StringRef A = Args[I];
      // -Xopenmp-target[=triple] passes the next argument to the device
      // compile.
      if (A == "-Xopenmp-target" || A.starts_with("-Xopenmp-target=")) {
        ++I;
        continue;
      }
      if (!isOffloadFlag(A))
        Out.push_back(Args[I]);
    }
    return Out;
  };
}

} // namespace acc2cuda
