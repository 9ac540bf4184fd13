//===- OMPClauseTable.h - OpenMP directives and their clauses ---*- C++ -*-===//
//
// Which OpenMP directives acc2cuda translates and which of their clauses it
// translates, ignores or rejects: the Importer checks clauses against these
// tables, and --list-supported (docs/openmp.md) prints them.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_FRONTEND_OMPCLAUSETABLE_H
#define ACC2CUDA_FRONTEND_OMPCLAUSETABLE_H

#include "llvm/Frontend/OpenMP/OMP.h"

namespace acc2cuda::openmp {

/// Directives that start a device region: target and its combined forms.
bool isTargetComputeKind(llvm::omp::Directive K);

/// target data, target enter/exit data and target update.
bool isTargetDataKind(llvm::omp::Directive K);

/// barrier, flush, critical, master, masked, single: lowered in place in
/// target code (Analysis/OMPInTarget).
bool isLoweredInTargetKind(llvm::omp::Directive K);

/// Loop directives that can sit in a target region's code with code around
/// them (nested loops: of threads, or of one thread).
bool isNestedLoopKind(llvm::omp::Directive K);

/// Directives that may sit directly inside `target` and still describe one
/// kernel.
bool isNestable(llvm::omp::Directive K);

/// What the Importer does with a clause of a target compute construct (or
/// of a directive nested in one).
enum class ClauseUse { Rejected, Ignored, Translated };

ClauseUse computeClauseUse(llvm::omp::Clause K);

bool acceptsComputeClause(llvm::omp::Clause K);

/// Clauses of a loop directive whose loop runs on one thread (nested in a
/// target region's code): scheduling, SIMD shape and thread counts do not
/// matter there; the Importer's sequentialLoopClauses handles the others.
bool acceptsSequentialLoopClause(llvm::omp::Clause K);

/// Clauses of target data, enter/exit data and update that the Importer
/// translates.
bool acceptsDataClause(llvm::omp::Clause K);

} // namespace acc2cuda::openmp

#endif
