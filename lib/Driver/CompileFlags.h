//===- CompileFlags.h - A project's compile command, as acc2cuda parses it
//-===//
//
// A compilation database records how the directive code was built: with
// nvc++ (`-acc -gpu=cc80 -Minfo=accel`), GCC (`-fopenacc -foffload=...`) or
// clang (`-fopenmp-targets=...`). acc2cuda parses the host code and writes
// the device code itself, so those offload flags go; the rest (-I, -D,
// -std=...) is kept.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_DRIVER_COMPILEFLAGS_H
#define ACC2CUDA_DRIVER_COMPILEFLAGS_H

#include "clang/Tooling/ArgumentsAdjusters.h"

namespace acc2cuda {

/// Removes the offload flags of nvc++, GCC and clang from a command line.
clang::tooling::ArgumentsAdjuster stripOffloadFlags();

} // namespace acc2cuda

#endif
