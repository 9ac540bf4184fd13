//===- OMPImporter.h - clang's OpenMP AST -> Model --------------*- C++ -*-===//
//
// OpenMP offload directives come from clang's own parser and Sema (-fopenmp),
// which already checked them. This turns a `target` construct, together with
// the directives nested directly inside it (`target` + `teams distribute
// parallel for`, ...), into one ComputeConstruct.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_FRONTEND_OMPIMPORTER_H
#define ACC2CUDA_FRONTEND_OMPIMPORTER_H

#include "Model/Directive.h"
#include "Support/Diag.h"
#include "clang/AST/StmtOpenMP.h"
#include <optional>

namespace acc2cuda {

/// True for directives that start a device region (target and its combined
/// forms); other OpenMP directives are either host OpenMP or nested parts.
bool isTargetComputeDirective(const clang::OMPExecutableDirective *D);

/// True for target data, target enter/exit data and target update.
bool isTargetDataDirective(const clang::OMPExecutableDirective *D);

/// The OpenMP directives acc2cuda translates (target constructs, target data
/// directives, and "(in target)" the ones nested in a target region), each
/// with the clauses OpenMP allows there and acc2cuda translates.
std::vector<SupportedDirective> supportedOpenMP();

/// A target data-movement directive as a DataConstruct.
std::optional<DataConstruct>
importOMPData(const clang::OMPExecutableDirective *D,
              const clang::FunctionDecl *FD, clang::ASTContext &Ctx,
              Diag &Diags);

/// A `taskwait` that completes deferred target tasks, as a wait directive;
/// with `depend` clauses it waits only for the tasks they name.
DataConstruct importOMPTaskwait(const clang::OMPTaskwaitDirective *D,
                                const clang::FunctionDecl *FD,
                                clang::ASTContext &Ctx, Diag &Diags);

/// An `omp atomic` directive and its statement; errors for clauses not
/// handled (compare combined with capture).
std::optional<AtomicDirective>
importOMPAtomic(const clang::OMPAtomicDirective *D, clang::ASTContext &Ctx,
                Diag &Diags);

std::optional<ComputeConstruct>
importOMPTarget(const clang::OMPExecutableDirective *D,
                const clang::FunctionDecl *FD, clang::ASTContext &Ctx,
                Diag &Diags);

/// Whether \p D is a loop directive that shares its loop among the threads
/// of a team when nested in the body of a target region's loop: `parallel
/// for`, `parallel for simd`, `parallel loop`.
bool isNestedThreadLoop(const clang::OMPExecutableDirective *D);

/// Whether \p D is `barrier`, `flush`, `critical`, `master`, `masked` or
/// `single`, which Analysis/OMPInTarget lowers in target-region code, and
/// the clauses it takes on them.
bool isLoweredInTarget(const clang::OMPExecutableDirective *D);
bool acceptsLoweredInTargetClause(llvm::omp::Directive D, llvm::omp::Clause K);

/// `default(firstprivate)` or `default(private)` (OpenMP 5.1): the
/// variables the region names get private copies, which acc2cuda does not
/// make from a default; `default(shared)` and `default(none)` change
/// nothing in a correct program.
bool defaultPrivatizes(const clang::OMPClause *Cl);
inline constexpr const char *defaultPrivatizesMessage =
    "'default(firstprivate)' and 'default(private)' are not supported by "
    "this version of acc2cuda; name the variables in 'firstprivate' or "
    "'private' clauses";

/// Whether \p D is another loop directive that may be nested in a target
/// region's code (`for`, `distribute`, `simd`, `loop` and their combined
/// forms): its loop runs on the one thread of its team.
bool isNestedSequentialLoop(const clang::OMPExecutableDirective *D);

/// Such a directive as the OpenACC model's sequential nested loop: private
/// and firstprivate copies in the loop's scope; reductions and lastprivate
/// need nothing on one thread (the variable itself accumulates, the last
/// iteration leaves its value). Errors for the clauses it cannot take.
std::optional<NestedLoopDirective>
importOMPSequentialLoop(const clang::OMPLoopDirective *D,
                        clang::ASTContext &Ctx, Diag &Diags);

/// Such a directive as the OpenACC model's nested loop (vector level): its
/// private, reduction and collapse clauses and num_threads (as the vector
/// length); errors for the clauses it cannot take there.
std::optional<NestedLoopDirective>
importOMPNestedLoop(const clang::OMPLoopDirective *D, clang::ASTContext &Ctx,
                    Diag &Diags);

} // namespace acc2cuda

#endif
