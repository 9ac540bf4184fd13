//===- ImpliedSections.h - Extents the loops imply for pointers -*- C++ -*-===//
//
// OpenACC gives a pointer used in a compute construct without a data clause
// no extent. When every use in the kernel subscripts the pointer with the
// variable of one loop (`x[i]`, `x[i + 1]`) that is spread over the grid or
// runs sequentially with bounds the host can evaluate at the launch, the
// loop's bounds say which elements it touches, and the construct maps that
// section, as nvc++ does ("implicit copy(x[:n])"). Other uses leave the
// extent unknown: the data must then be present (GCC's rule).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_IMPLIEDSECTIONS_H
#define ACC2CUDA_ANALYSIS_IMPLIEDSECTIONS_H

#include "Model/KernelPlan.h"
#include "clang/AST/ASTContext.h"
#include <optional>

namespace acc2cuda {

/// The section (host expressions of its first element and length) that
/// \p P's kernel touches through pointer \p VD, when its uses say so.
std::optional<Subscript> impliedSection(const clang::ValueDecl *VD,
                                        const KernelPlan &P,
                                        clang::ASTContext &Ctx);

} // namespace acc2cuda

#endif
