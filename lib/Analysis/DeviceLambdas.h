//===- DeviceLambdas.h - Host lambdas called in kernels ---------*- C++ -*-===//
//
// A lambda defined on the host and called in a compute region becomes a
// `__host__ __device__` lambda (nvcc --extended-lambda): the output marks it
// right after its capture list, and the kernel, a template over the closure
// type, gets the closure by value (decltype at the launch). nvcc allows
// this only in some places, and a capture by reference (or of a struct
// holding pointers) would be a host address on the device; those cases are
// located errors instead. Captured data pointers are translated at the
// launch (Construct::closure_on_device).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_DEVICELAMBDAS_H
#define ACC2CUDA_ANALYSIS_DEVICELAMBDAS_H

#include "clang/AST/ASTContext.h"
#include <string>

namespace acc2cuda {

/// Whether a value of type \p T holds an address (a pointer, reference or
/// member pointer, also in array elements, bases and members): made on
/// the host, it would be a host address on the device.
bool holdsHostAddress(clang::QualType T, const clang::ASTContext &Ctx);

/// Whether the lambda captures a data pointer by value: its closure goes to
/// the kernel through the runtime's closure_on_device, which translates the
/// pointers to present data (OpenMP 5.2 5.8.3).
bool capturesPointers(const clang::CXXRecordDecl *Closure);

/// Why the lambda whose closure class is \p Closure cannot be called on the
/// device (empty: it can).
std::string whyNotDeviceLambda(const clang::CXXRecordDecl *Closure,
                               const clang::ASTContext &Ctx);

/// Where `__host__ __device__ ` goes in the lambda: just after the `]` of
/// its capture list, or invalid when the lambda is not written there
/// (macros) or has no parameter list to follow the mark.
clang::SourceLocation hostDeviceMarkLoc(const clang::CXXRecordDecl *Closure,
                                        const clang::ASTContext &Ctx);

} // namespace acc2cuda

#endif
