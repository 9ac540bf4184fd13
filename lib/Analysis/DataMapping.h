//===- DataMapping.h - Host ranges named by data clauses -------*- C++ -*-===//
//
// Turns a variable or array section named in a data clause into the host
// range the runtime maps: start address and element count as expressions
// valid at the directive, plus run-time checks for inner dimensions.
// Shared by compute constructs and data constructs.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_DATAMAPPING_H
#define ACC2CUDA_ANALYSIS_DATAMAPPING_H

#include "Model/KernelPlan.h"
#include "Support/Diag.h"
#include "clang/AST/ASTContext.h"
#include <optional>

namespace acc2cuda {

/// \p Name with every character that cannot be in an identifier replaced.
std::string sanitize(llvm::StringRef Name);

/// The host variable holding the device address of \p Name's data in the
/// generated code: `d_<name>`, or `acc2cuda_d_<name>` when the program
/// itself spells `d_<name>` anywhere (it could be shadowed or shadow).
std::string deviceVarName(llvm::StringRef Name, const clang::ASTContext &Ctx);

/// A reference to \p VD by its name, for a mapping the data rules imply.
VarRef implicitRef(const clang::ValueDecl *VD, llvm::StringRef Name,
                   clang::SourceRange FirstUse);

/// Whether memory reachable through the type holds pointers (attached
/// through the present table when mapped).
bool holdsPointers(clang::QualType T, const clang::ASTContext &Ctx);

/// True for an empty or literal-zero expression text.
bool isZero(llvm::StringRef S);

/// The error text for variables of variable-length array type.
std::string vlaMessage(llvm::StringRef Name);
/// A variable-length array type that a kernel parameter cannot have
/// (pointers to VLAs, VLAs of VLAs); `T a[n]` and `T a[n][M]` are fine.
bool unsupportedVLA(clang::QualType T);

/// The constant-size array type a parameter was declared with (it decays to
/// a pointer), or null.
clang::QualType declaredArrayType(const clang::ValueDecl *VD,
                                  const clang::ASTContext &Ctx);

/// The mapping for \p R with movement \p M, or nothing after an error.
/// \p Clause names the clause in messages.
std::optional<Mapping> makeMapping(const VarRef &R, MapType M, bool Implicit,
                                   llvm::StringRef Clause,
                                   clang::ASTContext &Ctx, Diag &D);

/// Whether \p R is a section of a pointer variable (`c[0:n]` for
/// `double *c`), whose extent only the clause gives.
bool isPointerSection(const VarRef &R);

/// A section of a pointer data member named in a member function without
/// an object (`data_[0:n]`): once the data is mapped, the pointer in the
/// object's device copy is attached to it, when the object is present (the
/// runtime does nothing when it is not), so that member functions running
/// on the device copy reach the data (OpenACC 3.3 2.6.8, OpenMP 5.2 5.8.3).
void attachThisMember(const VarRef &R, Mapping &M);

/// The mapping of a data clause's item that may involve a pointer to
/// attach: an `attach`/`detach` item (a pointer variable or member) only
/// attaches; a section of a pointer member (`s.p[0:n]`) maps the data and
/// attaches s.p; anything else is makeMapping's.
std::optional<Mapping> makeAttachingMapping(const VarRef &R, MapType M,
                                            llvm::StringRef Clause,
                                            clang::ASTContext &Ctx, Diag &D);

} // namespace acc2cuda

#endif
