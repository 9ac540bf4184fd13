//===- acc2cuda/cuda_api.h - CUDA runtime or the host simulator -*- C++ -*-===//
//
// nvcc gets the CUDA runtime; a plain C++ compiler (`--target=host` output,
// unit tests) gets the host simulator with the same API.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_CUDA_API_H
#define ACC2CUDA_CUDA_API_H

#if defined(__CUDACC__)
#include <cuda_runtime.h>
#else
#include "sim/cuda_sim.h"
#endif

#endif
