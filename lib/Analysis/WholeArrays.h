//===- WholeArrays.h - Mapped arrays the kernel uses whole ------*- C++ -*-===//
//
// A mapped array reaches the kernel as a pointer to its first element,
// which is all that subscripts and the pointer conversions need. Other
// uses need the array's type: `sizeof(w)`, a range-for over it,
// `std::size(w)`, binding it to a `T (&)[N]` parameter. On the pointer they
// would compile and be wrong (sizeof gives the pointer's size) or not
// compile. The kernel then takes the pointer under another name and binds
// the array's name to the array it points into (acc2cuda::whole_array).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_WHOLEARRAYS_H
#define ACC2CUDA_ANALYSIS_WHOLEARRAYS_H

#include "Model/KernelPlan.h"
#include "clang/AST/ASTContext.h"

namespace acc2cuda {

/// Gives the mapped arrays of a known size that \p Body uses other than
/// through their first element's address a reference to the whole array
/// at the kernel's start. After planReadOnlyArrays (which writes the
/// parameters' declarations).
void planWholeArrays(KernelPlan &P, const clang::Stmt *Body,
                     clang::ASTContext &Ctx);

} // namespace acc2cuda

#endif
