//===- CudaNames.h - Global names CUDA's headers take ----------*- C++ -*-===//
//
// nvcc includes CUDA's runtime headers in every .cu file, and a few of
// them declare functions with ordinary names in the global namespace
// (`dmul`, `double2int`, ...). A program declaring the same name there
// (a C array `dmul`) compiles on the host and fails in nvcc, so the
// translation reports it at the declaration instead; a C program's own
// functions of those names are renamed (Support/CAsCxx.h).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_CUDANAMES_H
#define ACC2CUDA_ANALYSIS_CUDANAMES_H

#include "Support/Diag.h"
#include "Support/TranslatedFiles.h"
#include "clang/AST/ASTContext.h"

namespace acc2cuda {

/// Reports each global-namespace declaration of the translated files whose
/// name CUDA's headers declare; false if any.
bool checkCudaNameClashes(clang::ASTContext &Ctx, const TranslatedFiles &Files,
                          Diag &D);

} // namespace acc2cuda

#endif
