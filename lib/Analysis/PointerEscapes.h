//===- PointerEscapes.h - Can other names reach an array's memory -*- C++
//-*-===//
//
// An array's (or a pointer's) data can be given a device copy of its own
// only if no other name reaches that memory: another name could map it, or
// find it present, while the copy exists. The address escapes when host
// code stores it (`double *p = a;`, `s.p = a`, `&a`, a lambda capturing
// the pointer by copy), returns it, or passes it to a function that may
// keep it. Element accesses (`a[i]`,
// `*a`, `a->x`, `a + k` used as one), comparisons, `sizeof`, `delete[]`
// and calls of C library functions and of program functions that only
// access the elements themselves keep it private. Uses in device code
// (kernel bodies) are the kernel's business: they run on the device copy.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_POINTERESCAPES_H
#define ACC2CUDA_ANALYSIS_POINTERESCAPES_H

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace acc2cuda {

/// The first host use of \p V that lets its memory be reached through
/// another name, or null; uses inside \p DeviceCode are not host uses.
/// \p Mapped says which parameters a directive that outlives the call maps
/// (`enter data`): passing the address to such a parameter makes the data
/// present under that name.
const clang::Expr *
aliasingUse(const clang::VarDecl *V,
            llvm::ArrayRef<const clang::Stmt *> DeviceCode,
            clang::ASTContext &Ctx,
            llvm::function_ref<bool(const clang::ParmVarDecl *)> Mapped);

} // namespace acc2cuda

#endif
