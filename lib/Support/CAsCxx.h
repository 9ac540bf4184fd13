//===- CAsCxx.h - C code that nvcc must read as C++ --------------*- C++
//-*-===//
//
// nvcc compiles a .cu file as C++, and C allows what C++ does not: a
// `void *` converts to any object pointer, an integer to an enumeration,
// and enumerations take `+=` and `++`. These edits write C's implicit
// conversions out, so the same code means the same in both languages:
//
//   p = malloc(n)        ->  p = (double *)(malloc(n))
//   e = i % 4 + 1        ->  e = (enum colour)(i % 4 + 1)
//   e += 1               ->  e = (enum colour)(e + (1))
//   e++  (a statement)   ->  e = (enum colour)(e + 1)
//   f(c)  (c: const double *, f takes double *)  ->  f((double *)(c))
//   void f(int n, double y[n])  ->  void f(int n, double y[])
//   WALL  (in struct cell { enum { FLUID, WALL } k; })  ->  cell::WALL
//   sqrt(f)  (f: float), abs(x)  (x: double)  ->  sqrt((double)(f)),
//                    abs((int)(x))  (C++ overloads them for float, double)
//   if (e) goto fail; int n = 4;  ->  ...; int n; n = 4;  (BypassedInits.h)
//   double max(double a, double b)  ->  double acc2cuda_c_max(...)
//   double dmul(double, double)     ->  double acc2cuda_c_dmul(...)
//                    (CUDA's headers declare them: Support/CudaGlobalNames.h)
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SUPPORT_CASCXX_H
#define ACC2CUDA_SUPPORT_CASCXX_H

#include "Support/SourceText.h"
#include "clang/AST/ASTContext.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <vector>

namespace acc2cuda {

/// The edits for the C code in \p Root (a declaration or a statement) at
/// file locations \p Wanted accepts, innermost first: where two insert at
/// one place, the later one's text goes before the earlier one's. No edit
/// overlaps another, but insertions share places.
std::vector<TextEdit>
cAsCxxEdits(const clang::Decl *Root, const clang::ASTContext &Ctx,
            llvm::function_ref<bool(clang::SourceLocation)> Wanted);
std::vector<TextEdit>
cAsCxxEdits(const clang::Stmt *Root, const clang::ASTContext &Ctx,
            llvm::function_ref<bool(clang::SourceLocation)> Wanted);

/// Whether \p VD is a constant in C++ expressions once the file is
/// compiled as C++: as clang says for C++ input; in C, a const integer or
/// enumeration variable with a constant initialiser (`static const int W =
/// 5;`), which C does not take as one but C++ does (a bound of `double
/// win[W]`, and device code may read it).
bool usableAsCxxConstant(const clang::VarDecl *VD,
                         const clang::ASTContext &Ctx);

/// The edits that keep __STDC_VERSION__ meaning what it meant when the
/// file \p F was read as C: C++ does not define it, so `#if
/// __STDC_VERSION__ >= 199901L` would take the other branch. Each use
/// becomes the value C gave it (201710L under C17; `defined(...)` and
/// `#ifdef` become 1, or 0 under C89). __cplusplus keeps C++'s meaning:
/// its uses are the `extern "C"` guards that let the output link with C
/// objects.
std::vector<TextEdit> cLanguageMacroEdits(clang::FileID F,
                                          const clang::ASTContext &Ctx);

} // namespace acc2cuda

#endif
