//===- OMPClauseTable.cpp -------------------------------------------------===//

#include "OMPClauseTable.h"
#include "OMPImporter.h"
#include "clang/Basic/OpenMPKinds.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;
using namespace llvm::omp;

namespace acc2cuda {
namespace openmp {

bool isTargetComputeKind(OpenMPDirectiveKind K) {
  switch (K) {
  case OMPD_target:
  case OMPD_target_parallel:
  case OMPD_target_parallel_for:
  case OMPD_target_parallel_for_simd:
  case OMPD_target_parallel_loop:
  case OMPD_target_simd:
  case OMPD_target_teams:
  case OMPD_target_teams_distribute:
  case OMPD_target_teams_distribute_simd:
  case OMPD_target_teams_distribute_parallel_for:
  case OMPD_target_teams_distribute_parallel_for_simd:
  case OMPD_target_teams_loop:
    return true;
  default:
    return false;
  }
}

bool isTargetDataKind(OpenMPDirectiveKind K) {
  switch (K) {
  case OMPD_target_data:
  case OMPD_target_enter_data:
  case OMPD_target_exit_data:
  case OMPD_target_update:
    return true;
  default:
    return false;
  }
}

bool isLoweredInTargetKind(OpenMPDirectiveKind K) {
  switch (K) {
  case OMPD_barrier:
  case OMPD_flush:
  case OMPD_critical:
  case OMPD_master:
  case OMPD_masked:
  case OMPD_single:
  case OMPD_task:
  case OMPD_taskwait:
  case OMPD_taskgroup:
  case OMPD_taskyield:
    return true;
  default:
    return false;
  }
}

bool isNestedLoopKind(OpenMPDirectiveKind K) {
  switch (K) {
  case OMPD_for:
  case OMPD_for_simd:
  case OMPD_simd:
  case OMPD_loop:
  case OMPD_distribute:
  case OMPD_distribute_simd:
  case OMPD_distribute_parallel_for:
  case OMPD_distribute_parallel_for_simd:
  case OMPD_parallel_for:
  case OMPD_parallel_for_simd:
  case OMPD_parallel_loop:
    return true;
  default:
    return false;
  }
}

bool isNestable(OpenMPDirectiveKind K) {
  switch (K) {
  case OMPD_teams:
  case OMPD_teams_distribute:
  case OMPD_teams_distribute_simd:
  case OMPD_teams_distribute_parallel_for:
  case OMPD_teams_distribute_parallel_for_simd:
  case OMPD_teams_loop:
  case OMPD_distribute:
  case OMPD_distribute_simd:
  case OMPD_distribute_parallel_for:
  case OMPD_distribute_parallel_for_simd:
  case OMPD_parallel:
  case OMPD_parallel_for:
  case OMPD_parallel_for_simd:
  case OMPD_parallel_loop:
  case OMPD_for:
  case OMPD_for_simd:
  case OMPD_simd:
  case OMPD_loop:
    return true;
  default:
    return false;
  }
}

ClauseUse computeClauseUse(OpenMPClauseKind K) {
  switch (K) {
  case OMPC_map:
  case OMPC_is_device_ptr:
  case OMPC_has_device_addr:
  case OMPC_private:
  case OMPC_firstprivate:
  case OMPC_lastprivate:
  case OMPC_reduction:
  case OMPC_collapse:
  case OMPC_num_teams:
  case OMPC_thread_limit:
  case OMPC_num_threads:
  case OMPC_if:
  case OMPC_device:
  case OMPC_defaultmap:
  case OMPC_nowait:
  case OMPC_depend:
  // Static schedules are followed where the body asks where it runs; any
  // other schedule is a valid implementation of them.
  case OMPC_schedule:
  case OMPC_dist_schedule:
    return ClauseUse::Translated;
  // No effect on a correct translation: any SIMD length and shared data of
  // a single device region are valid implementations.
  case OMPC_simdlen:
  case OMPC_safelen:
  case OMPC_shared:
  case OMPC_default:
  case OMPC_order:
  case OMPC_proc_bind:
  // Hints about memory and the binding region of `loop`.
  case OMPC_aligned:
  case OMPC_nontemporal:
  case OMPC_bind:
  // Which memory holds private copies (OpenMP 5.2 6.6, 6.8): the default
  // memory is a valid implementation of every predefined memory space.
  // Routines that allocate in target regions remain an error [A2C4001].
  case OMPC_allocate:
  case OMPC_uses_allocators:
    return ClauseUse::Ignored;
  default:
    return ClauseUse::Rejected;
  }
}

bool acceptsComputeClause(OpenMPClauseKind K) {
  return computeClauseUse(K) != ClauseUse::Rejected;
}

bool acceptsSequentialLoopClause(OpenMPClauseKind K) {
  switch (K) {
  case OMPC_private:
  case OMPC_firstprivate:
  case OMPC_lastprivate:
  case OMPC_reduction:
  case OMPC_collapse:
  case OMPC_schedule:
  case OMPC_dist_schedule:
  case OMPC_order:
  case OMPC_nowait:
  case OMPC_simdlen:
  case OMPC_safelen:
  case OMPC_aligned:
  case OMPC_nontemporal:
  case OMPC_if:
  case OMPC_bind:
  case OMPC_num_threads:
  case OMPC_proc_bind:
  case OMPC_shared:
  case OMPC_default:
    return true;
  default:
    return false;
  }
}

bool acceptsDataClause(OpenMPClauseKind K) {
  switch (K) {
  case OMPC_map:
  case OMPC_use_device_ptr:
  case OMPC_use_device_addr:
  case OMPC_to:
  case OMPC_from:
  case OMPC_if:
  case OMPC_device:
  case OMPC_nowait:
  case OMPC_depend:
    return true;
  default:
    return false;
  }
}

} // namespace openmp

bool defaultPrivatizes(const OMPClause *Cl) {
  const auto *Default = dyn_cast_or_null<OMPDefaultClause>(Cl);
  return Default && (Default->getDefaultKind() == OMP_DEFAULT_firstprivate ||
                     Default->getDefaultKind() == OMP_DEFAULT_private);
}

bool acceptsLoweredInTargetClause(OpenMPDirectiveKind D, OpenMPClauseKind K) {
  // A task runs at once where it is created (OMPInTarget.cpp): scheduling
  // clauses change nothing, its data-sharing clauses are translated.
  if (D == OMPD_task) {
    switch (K) {
    case OMPC_private:
    case OMPC_firstprivate:
    case OMPC_shared:
    case OMPC_default:
    case OMPC_depend:
    case OMPC_if:
    case OMPC_final:
    case OMPC_untied:
    case OMPC_mergeable:
    case OMPC_priority:
    case OMPC_affinity:
      return true;
    default:
      return false;
    }
  }
  switch (K) {
  case OMPC_depend: // taskwait: every task is complete
  case OMPC_nowait: // single: nothing to skip on one thread
  case OMPC_hint:   // critical: a contention hint
  case OMPC_filter: // masked
  case OMPC_flush:  // flush(list): a full fence orders more
  case OMPC_seq_cst:
  case OMPC_acq_rel:
  case OMPC_acquire:
  case OMPC_release:
    return true;
  default:
    return false;
  }
}

std::vector<SupportedDirective> supportedOpenMP() {
  using namespace openmp;
  std::vector<SupportedDirective> Out;
  unsigned Version = 51; // clang 19's default -fopenmp-version
  for (size_t I = 0; I < llvm::omp::Directive_enumSize; ++I) {
    auto K = static_cast<OpenMPDirectiveKind>(I);
    bool Compute = isTargetComputeKind(K), Nested = isNestable(K);
    bool Lowered = isLoweredInTargetKind(K);
    if (!Compute && !Nested && !Lowered && !isTargetDataKind(K))
      continue;
    SupportedDirective S;
    S.Name = (Nested || Lowered ? "(in target) " : "") +
             llvm::omp::getOpenMPDirectiveName(K).str();
    for (size_t C = 0; C < llvm::omp::Clause_enumSize; ++C) {
      auto CK = static_cast<OpenMPClauseKind>(C);
      if (!llvm::omp::isAllowedClauseForDirective(K, CK, Version))
        continue;
      // Nested loops take the clauses of the combined loop or, running on
      // one thread (docs/openmp.md), those of a sequential loop.
      bool Accepted = Lowered  ? acceptsLoweredInTargetClause(K, CK)
                      : Nested ? acceptsComputeClause(CK) ||
                                     (isNestedLoopKind(K) &&
                                      acceptsSequentialLoopClause(CK))
                      : Compute ? acceptsComputeClause(CK)
                                : acceptsDataClause(CK);
      if (Accepted)
        S.Clauses.push_back(llvm::omp::getOpenMPClauseName(CK).str());
    }
    llvm::sort(S.Clauses);
    Out.push_back(std::move(S));
  }
  return Out;
}

} // namespace acc2cuda
