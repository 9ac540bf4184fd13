//===- UnifiedMemory.h - requires unified_shared_memory ---------*- C++ -*-===//
//
// `#pragma omp requires unified_shared_memory` (OpenMP 5.2 10.5.1.1) says
// the device uses host memory directly. acc2cuda then keeps every data
// clause in the runtime's present table, which uses data that is not
// present in place (acc2cuda::require_unified_shared_memory), and a bare
// pointer in a map clause needs no section.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_FRONTEND_UNIFIEDMEMORY_H
#define ACC2CUDA_FRONTEND_UNIFIEDMEMORY_H

#include "Model/Directive.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclOpenMP.h"
#include <vector>

namespace acc2cuda {

/// The translation unit's `requires unified_shared_memory`, or null.
const clang::OMPRequiresDecl *
unifiedSharedMemory(const clang::ASTContext &Ctx);

/// Bare pointers in the map items of \p Data (`map(p)`) look up the data
/// they point to, whatever its extent: its device address when present,
/// else the host's, which the device uses in place.
void mapPointersInPlace(std::vector<DataClause> &Data);

} // namespace acc2cuda

#endif
