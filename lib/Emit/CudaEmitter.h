//===- CudaEmitter.h - KernelPlan -> CUDA text ------------------*- C++ -*-===//
//
// Writes the `__global__` kernel and the host code that replaces a compute
// construct. Reads only the plan and the source text of the body.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_EMIT_CUDAEMITTER_H
#define ACC2CUDA_EMIT_CUDAEMITTER_H

#include "Model/KernelPlan.h"
#include "Support/GeneratedText.h"
#include "clang/AST/ASTContext.h"

namespace acc2cuda {

enum class Target { Cuda, Host };

struct EmitOptions {
  Target Tgt = Target::Cuda;
  std::string FileName; ///< as shown in runtime messages
  /// Kernels get internal linkage (`static`): in a translated header, every
  /// file including it defines them.
  bool Internal = false;
};

/// The kernel definition, placed before the enclosing function.
/// The runtime's MapKind enumerator for a map type.
const char *mapKindName(const MapType &M);
/// The map calls' trailing modifier argument: ", acc2cuda::Always" or "".
const char *mapModifierArg(const MapType &M);
/// A `__host__ __device__` redeclaration of \p Def, a free function defined
/// in a header, in its namespaces: placed after the header's #include, it
/// gives the header's definition a device version (nvcc's warning 20040
/// about the redeclaration is expected; see deviceRedeclarations).
std::string deviceRedeclaration(const clang::FunctionDecl *Def,
                                clang::ASTContext &Ctx);
/// \p Decls (deviceRedeclaration results) as one block, with nvcc's
/// warning about redeclaring a function `__host__ __device__` silenced.
std::string deviceRedeclarations(llvm::ArrayRef<std::string> Decls);
/// The runtime calls for a construct's `wait` and `async` clauses on the
/// acc2cuda::Construct named \p Var.
std::string asyncCalls(const AsyncClauses &A, llvm::StringRef Var);
/// The host's own `#pragma omp taskwait [depend(...)]` ahead of an OpenMP
/// construct: for a `taskwait`, so that host tasks complete too, and for a
/// target construct whose dependences may name host tasks; else empty.
std::string hostTaskwait(const AsyncClauses &A);

std::string emitKernel(const KernelPlan &P, clang::ASTContext &Ctx,
                       const EmitOptions &O);

/// The kernel's friend declaration for the class whose private member
/// functions it calls (KernelPlan::FriendIn).
std::string kernelFriendDecl(const KernelPlan &P);

/// The host statement that replaces the directive and its statement.
std::string emitHostCode(const KernelPlan &P, clang::ASTContext &Ctx,
                         const EmitOptions &O);

/// Source text of \p S with the ranges in \p Erase blanked out; always a
/// complete statement (ends in ';' or '}').
std::string statementText(const clang::Stmt *S,
                          llvm::ArrayRef<clang::SourceRange> Erase,
                          clang::ASTContext &Ctx,
                          llvm::ArrayRef<TextEdit> Edits = {});

} // namespace acc2cuda

#endif
