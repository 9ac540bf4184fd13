//===- RegionSplit.h - Regions with several loop nests ---------*- C++ -*-===//
//
// An OpenACC `kernels` region, or a `parallel` region holding more than one
// loop nest or code between its loops, becomes a data region (the
// construct's data clauses, plus the scalars its sequential code assigns)
// around one compute construct per top-level statement, in order:
//   - a loop with a `loop` directive: that loop construct (`parallel loop`,
//     `kernels loop`), its clauses taken from the directive;
//   - in `kernels`, a loop without one: a `kernels loop` (parallel only when
//     acc2cuda proves its iterations independent);
//   - anything else: the statements run by one thread per gang, as the
//     specification's gang-redundant mode asks (num_gangs gangs, or one).
// Separate launches order the parts exactly as written: OpenACC puts no
// barrier between a parallel region's loops, so a program whose result
// depends on their interleaving was not conforming.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_REGIONSPLIT_H
#define ACC2CUDA_ANALYSIS_REGIONSPLIT_H

#include "Analysis/RegionAnalysis.h"
#include "Model/Directive.h"
#include "Support/Diag.h"
#include "clang/AST/ASTContext.h"

namespace acc2cuda {

struct SplitRegion {
  DataConstruct Data;
  std::vector<ComputeConstruct> Parts;
  /// Scalars declared directly in the region that a part assigns: each
  /// gets a device copy from its declaration to the region's end (a
  /// `declare` right after the declaration).
  std::vector<DataConstruct> Declared;
};

/// Whether \p C must be split (see above).
bool needsSplit(const ComputeConstruct &C, const NestedLoopMap &Loops,
                const clang::ASTContext &Ctx);

/// Splits \p C; the loop directives that became parts are removed from
/// \p Loops. Returns nothing after an error.
std::optional<SplitRegion> splitRegion(const ComputeConstruct &C,
                                       NestedLoopMap &Loops,
                                       clang::ASTContext &Ctx, Diag &D);

} // namespace acc2cuda

#endif
