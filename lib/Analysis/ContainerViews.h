//===- ContainerViews.h - std::vector named in clauses and kernels -*- C++ -*-===//
//
// A std::vector of trivially copyable elements named in a data clause, or
// used in a compute region, stands for its elements: it maps as
// `v.data()[0:v.size()]`, and the kernel reads the device copy through an
// acc2cuda::vector_view under the vector's name. Only the uses the view
// provides are allowed in the region; anything else (push_back, passing
// the vector to a function, ...) is a located error, never CUDA that nvcc
// rejects.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_CONTAINERVIEWS_H
#define ACC2CUDA_ANALYSIS_CONTAINERVIEWS_H

#include "Support/Diag.h"
#include "clang/AST/ASTContext.h"

namespace acc2cuda {

/// The element type of \p T when it is a std::vector or a std::span
/// (through references and cv-qualifiers), else null. A span maps and
/// reaches kernels as a vector does: its elements, through a view.
clang::QualType vectorElementType(clang::QualType T);

/// Reports (and returns false) when \p Elem, a vector's element type, cannot
/// be copied to the device bitwise. \p Name names the vector.
bool checkVectorElements(clang::QualType Elem, llvm::StringRef Name,
                         clang::SourceLocation Loc, const clang::ASTContext &Ctx,
                         Diag &D);

/// Reports every use of vector \p VD in \p Body that its device view does
/// not provide; false when there is one.
bool checkVectorUses(const clang::Stmt *Body, const clang::ValueDecl *VD,
                     clang::ASTContext &Ctx, Diag &D);

} // namespace acc2cuda

#endif
