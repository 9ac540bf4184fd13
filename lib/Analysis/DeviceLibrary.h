//===- DeviceLibrary.h - Standard library calls in device code --*- C++ -*-===//
//
// Device code may call the standard library only where nvcc has a device
// version: builtins, the C math library (CUDA's math API, which also
// overloads the <cmath> names in std), device printf/malloc/memcpy, assert,
// and constexpr functions (compiled with --expt-relaxed-constexpr). Any
// other call into a system header (I/O, allocation through containers,
// std::complex arithmetic before C++20, ...) would be an nvcc error, so it
// is a located translation error instead.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_DEVICELIBRARY_H
#define ACC2CUDA_ANALYSIS_DEVICELIBRARY_H

#include "clang/AST/Decl.h"
#include <string>

namespace acc2cuda {

/// Whether \p FD, declared in a system header, can be called in device
/// code.
bool libraryHasDeviceVersion(const clang::FunctionDecl *FD);

/// Why \p FD, a C math library name (sqrtl, std::abs of a std::complex),
/// has no device version: it takes or returns long double, or operands
/// CUDA's math API does not overload; empty when it is not such a call.
std::string hostOnlyMathReason(const clang::FunctionDecl *FD);

} // namespace acc2cuda

#endif
