//===- DeviceMarks.h - __host__ __device__ in the main file ----*- C++ -*-===//
//
// The functions device code calls that are defined in the main file get
// `__host__ __device__` where they are declared; a host lambda a kernel
// calls gets it after its capture list (an nvcc extended lambda), or a
// located error when nvcc's rules or its captures exclude that.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_DRIVER_DEVICEMARKS_H
#define ACC2CUDA_DRIVER_DEVICEMARKS_H

#include "Emit/OutputFile.h"
#include "Support/Diag.h"
#include "clang/AST/ASTContext.h"
#include "llvm/ADT/SetVector.h"

namespace acc2cuda {

void markDeviceFunctions(
    const llvm::SetVector<const clang::FunctionDecl *> &Functions,
    OutputFile &Out, clang::ASTContext &Ctx, Diag &D);

} // namespace acc2cuda

#endif
