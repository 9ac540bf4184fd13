//===- ArrayReductions.h - Reductions on arrays and sections ---*- C++ -*-===//
//
// OpenACC 2.7 and OpenMP 4.5 allow reductions on arrays, array sections and
// array elements. Each thread accumulates into a private array (the body
// names it as it names the variable) that starts at the operator's
// identity, and combines the elements it changed into the variable's
// device copy, one atomic each, when it is done (KernelPlan.h,
// ArrayReduction). The private array needs a size known at translation
// time: the declared size of an array, or a section of a pointer whose
// length is an integer literal.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_ARRAYREDUCTIONS_H
#define ACC2CUDA_ANALYSIS_ARRAYREDUCTIONS_H

#include "Model/KernelPlan.h"
#include "Support/Diag.h"
#include "clang/AST/ASTContext.h"

namespace acc2cuda {

/// Whether \p R reduces an array, a section or an element of one, or a
/// struct member (not a scalar variable).
bool isArrayReduction(const Reduction &R);

/// Plans \p R (isArrayReduction). Reports what it cannot translate (struct
/// members, arrays of several dimensions, sections of unknown length,
/// element types the operator does not apply to) and returns nothing then.
std::optional<ArrayReduction> planArrayReduction(const Reduction &R,
                                                 clang::ASTContext &Ctx,
                                                 Diag &D);

/// The kernel parameter that receives the device copy of \p A's variable
/// (the body's name is the private array's).
std::string arrayReductionParam(const ArrayReduction &A);

} // namespace acc2cuda

#endif
