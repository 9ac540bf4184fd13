//===- CAsCxxChecks.h - C that CUDA C++ reads differently -------*- C++ -*-===//
//
// nvcc compiles the output as CUDA C++, so a C input must also be C++ where
// acc2cuda copies it unchanged. Support/CAsCxx rewrites the C idioms that
// have a C++ spelling (void * conversions, arithmetic on enumerations);
// what has none is a located error here instead of CUDA nvcc rejects: a C
// declaration named with a C++ keyword (`int new`, `struct class`), and
// designated initialisers out of the members' order, which C++ does not
// allow.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_CASCXXCHECKS_H
#define ACC2CUDA_ANALYSIS_CASCXXCHECKS_H

#include "Support/Diag.h"
#include "Support/TranslatedFiles.h"
#include "clang/AST/ASTContext.h"

namespace acc2cuda {

/// Reports what of a C translation unit's translated files C++ rejects and
/// the output cannot rewrite; false if anything. Nothing for C++ input.
bool checkCAsCxx(clang::ASTContext &Ctx, const TranslatedFiles &Files,
                 Diag &D);

} // namespace acc2cuda

#endif
