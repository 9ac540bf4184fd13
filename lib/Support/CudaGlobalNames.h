//===- CudaGlobalNames.h - Names CUDA's headers declare globally -*- C++ -*-===//
//
// nvcc includes CUDA's runtime headers in every .cu file, and they declare
// functions with ordinary names in the global namespace: device functions
// (`dmul`, `double2int`) and math functions beyond C's (`max`, `norm`,
// `rsqrt`). A program may declare the same names, which then clash in nvcc.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SUPPORT_CUDAGLOBALNAMES_H
#define ACC2CUDA_SUPPORT_CUDAGLOBALNAMES_H

#include "llvm/ADT/StringRef.h"

namespace acc2cuda {

/// CUDA's device functions with names a program may use
/// (crt/device_double_functions.h, crt/device_functions.h,
/// sm_20_intrinsics.h): any declaration of them clashes.
bool isCudaDeviceFunctionName(llvm::StringRef Name);

/// CUDA's vector types (vector_types.h: float3, uchar4, double2, dim3...),
/// which a program's own types of those names clash with.
bool isCudaVectorTypeName(llvm::StringRef Name);

/// CUDA's math functions beyond C99's (crt/math_functions.h): min, max,
/// norm... A C++ program's own overloads of them may coexist; a C
/// program's definitions clash.
bool isCudaMathFunctionName(llvm::StringRef Name);

} // namespace acc2cuda

#endif
