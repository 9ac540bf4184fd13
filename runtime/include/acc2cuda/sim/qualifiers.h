//===- acc2cuda/sim/qualifiers.h - CUDA qualifiers for host C++ -*- C++ -*-===//
//
// Maps CUDA's declaration specifiers onto plain C++ so that kernels and
// device functions compile as ordinary host functions.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SIM_QUALIFIERS_H
#define ACC2CUDA_SIM_QUALIFIERS_H

// libstdc++ spells `__attribute__((__noinline__))` in <bits/shared_ptr_base.h>;
// pull it in before `__noinline__` becomes a macro (include guards then keep
// later inclusions from seeing the macro).
#include <memory>

#define __global__
#define __device__
#define __host__
#define __constant__
#define __grid_constant__
#define __forceinline__ inline __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#define __launch_bounds__(...)
// g++ accepts `__restrict__` natively, so it needs no macro.

// A block runs entirely on one OS thread, and the blocks an OS thread runs
// execute one after another, so per-OS-thread storage is per-block storage.
#define __shared__ static thread_local

// Managed variables go into a named section; the linker-provided
// __start_/__stop_ symbols let the simulator recognise pointers into them.
#define __managed__ __attribute__((section("acc2cuda_managed")))

#endif // ACC2CUDA_SIM_QUALIFIERS_H
