//===- LoopAnalysis.h - Canonical loop form ---------------------*- C++ -*-===//
//
// OpenACC (2.9) and OpenMP (4.4.1) both require loops associated with a loop
// construct to be in canonical form: integer induction variable, loop
// invariant bounds, test against the bound with < <= > >= (or != with unit
// step), and increments by an invariant amount. This recognises that form and
// reports anything else with a precise diagnostic.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_LOOPANALYSIS_H
#define ACC2CUDA_ANALYSIS_LOOPANALYSIS_H

#include "Model/KernelPlan.h"
#include "Support/Diag.h"
#include "clang/AST/ASTContext.h"
#include <optional>

namespace acc2cuda {

/// The statement \p S holds when it is a block of exactly one statement
/// (nested blocks too); null for a block of several.
const clang::Stmt *singleStatement(const clang::Stmt *S);

std::optional<CanonicalLoop> analyzeCanonicalLoop(const clang::Stmt *S,
                                                  clang::ASTContext &Ctx,
                                                  Diag &D,
                                                  llvm::StringRef Directive);

/// Reports statements that may not appear in a parallel loop body (break out
/// of the loop, return, goto, writes to the induction variable).
bool checkParallelLoopBody(const CanonicalLoop &L, const clang::Stmt *Body,
                           clang::ASTContext &Ctx, Diag &D);

/// \p F as a canonical loop whose body stays in the loop (checkParallelLoopBody),
/// asked without reporting: for a loop that may still run as written when
/// it is not (one without a directive, or one a thread runs in order).
std::optional<CanonicalLoop> quietCanonicalLoop(const clang::ForStmt *F,
                                                clang::ASTContext &Ctx,
                                                Diag &D);

/// Local scalars that `for` loops in \p Body (itself included) assign in
/// their init, declared elsewhere (`int i; ... for (i = 0; ...)`): the
/// thread that runs such a loop needs its own.
std::vector<const clang::VarDecl *> forInitVariables(const clang::Stmt *Body);

} // namespace acc2cuda

#endif
