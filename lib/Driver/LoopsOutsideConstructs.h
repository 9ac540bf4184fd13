//===- LoopsOutsideConstructs.h - cache and loop without a region -*- C++
//-*-===//
//
// `cache` and `loop` directives belong inside compute constructs. `cache`
// there is a hint the kernels do without; a `loop` in a `routine` function
// runs on the one thread each call has, in order (a valid schedule at every
// level, its private and reduction variables the function's own); any
// other place is an error.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_DRIVER_LOOPSOUTSIDECONSTRUCTS_H
#define ACC2CUDA_DRIVER_LOOPSOUTSIDECONSTRUCTS_H

#include "Analysis/RegionAnalysis.h"
#include "Model/Directive.h"
#include "Support/Diag.h"
#include "Support/TranslatedFiles.h"
#include "clang/AST/ASTContext.h"
#include "llvm/ADT/ArrayRef.h"
#include <vector>

namespace acc2cuda {

/// Reports the `cache` directives (\p CachePragmas) and loop directives
/// (\p NestedLoops) that are not in the body of one of \p Constructs; the
/// loops in the bodies of \p Routines (in the translated \p Files) are
/// accepted with a warning, and their pragmas returned, for the output to
/// turn into comments.
std::vector<clang::SourceLocation> checkDirectivesOutsideConstructs(
    const NestedLoopMap &NestedLoops,
    llvm::ArrayRef<clang::SourceLocation> CachePragmas,
    llvm::ArrayRef<ComputeConstruct> Constructs,
    llvm::ArrayRef<const clang::FunctionDecl *> Routines,
    const TranslatedFiles &Files, clang::ASTContext &Ctx, Diag &D);

/// The OpenMP loop directives in device functions whose loop variable is
/// one of \p Refs, globals that the output names through
/// ACC2CUDA_DEVICE_GLOBAL: a loop in that form is not one OpenMP can
/// distribute, so the directive (returned, for the output to turn into a
/// comment) is dropped with a warning and the loop runs in order.
std::vector<clang::SourceLocation>
loopsOverDeviceGlobals(llvm::ArrayRef<const clang::DeclRefExpr *> Refs,
                       clang::ASTContext &Ctx, Diag &D);

} // namespace acc2cuda

#endif
