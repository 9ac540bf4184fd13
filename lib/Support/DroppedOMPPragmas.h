//===- DroppedOMPPragmas.h - OpenMP pragmas the output drops ----*- C++ -*-===//
//
// Clang's OpenMP parser consumes `declare target` and `declare mapper`
// pragmas without a trace in the AST, and `requires` leaves a declaration
// without the pragma's extent; the translator finds them by their text to
// comment them out.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SUPPORT_DROPPEDOMPPRAGMAS_H
#define ACC2CUDA_SUPPORT_DROPPEDOMPPRAGMAS_H

#include "clang/Basic/SourceLocation.h"

namespace clang {
class SourceManager;
}

namespace acc2cuda {

/// Whether the pragma starting at \p Hash is OpenMP's `declare target`,
/// `begin declare target` or `end declare target`, which the device code
/// markings (`__host__ __device__`, `__device__` twins) replace, or
/// `declare mapper`, which the translated map clauses apply, or
/// `requires`, which the translation provides (and the host compiler may
/// not: GCC 12 rejects `requires unified_shared_memory`).
bool isDroppedOMPPragma(clang::SourceLocation Hash,
                        const clang::SourceManager &SM);

/// Whether the pragma starting at \p Hash is OpenMP's `metadirective` or
/// `begin metadirective`, whose variant clang picks for the host.
bool isMetadirectivePragma(clang::SourceLocation Hash,
                           const clang::SourceManager &SM);

} // namespace acc2cuda

#endif
