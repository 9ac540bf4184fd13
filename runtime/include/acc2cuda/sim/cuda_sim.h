//===- acc2cuda/sim/cuda_sim.h - CUDA on the CPU ----------------*- C++ -*-===//
//
// The host simulator: lets ordinary CUDA source (kernels, device functions,
// runtime API calls) compile as C++20 and run on the CPU. The only change the
// source needs is the launch syntax:
//
//   k<<<grid, block, shmem, stream>>>(args...)
//     ==> acc2cuda::sim::launch(k, grid, block, shmem, stream, args...)
//
// and `extern __shared__ T buf[]` ==> `T *buf =
// acc2cuda::sim::dynamic_shared<T>()`.
//
// Environment (read on first use; see Settings in diagnostics.h):
//   ACC2CUDA_SIM_THREADS=N        OS threads running blocks (default: cores)
//   ACC2CUDA_SIM_STACK_KB=N       stack per CUDA thread (default 64)
//   ACC2CUDA_SIM_POISON=0|1       fill fresh device memory with 0xFF (NaN)
//   ACC2CUDA_SIM_REVERSE=0|1      run a block's threads in reverse order
//   ACC2CUDA_SIM_ALLOW_HOST_PTR=1 accept non-device pointer kernel arguments
//   ACC2CUDA_SIM_ASYNC=defer|eager queue work on the program's streams until
//                                 a synchronisation point (default), or not
//
// Checks report "acc2cuda-sim: error: ..." on stderr and abort, or return the
// error code CUDA itself returns.
//
// Requires C++20 and linking with -lboost_context and -pthread.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SIM_CUDA_SIM_H
#define ACC2CUDA_SIM_CUDA_SIM_H

#if __cplusplus < 202002L
#error "the acc2cuda host simulator requires C++20 (-std=c++20)"
#endif

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <math.h>

#include "api.h"
#include "atomics.h"
#include "device_math.h"
#include "launch.h"
#include "warp.h"

// Last: the qualifiers are macros with reserved names, so the simulator's
// own standard and Boost includes are parsed before they exist. (glibc and
// libstdc++ headers that user code includes afterwards do not use them.)
#include "qualifiers.h"

#endif // ACC2CUDA_SIM_CUDA_SIM_H
