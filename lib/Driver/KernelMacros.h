//===- KernelMacros.h - Macros a kernel's copied body expands --*- C++ -*-===//
//
// A kernel copies its construct's body text and is defined before the
// function holding the construct. A macro the body expands that is defined
// between those two places (a `#define` inside the function) would not be
// defined at the kernel: its definition is repeated before the kernel and
// undefined after it, so the function's own definition stands as written.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_DRIVER_KERNELMACROS_H
#define ACC2CUDA_DRIVER_KERNELMACROS_H

#include "clang/Basic/SourceLocation.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/ArrayRef.h"
#include <string>
#include <vector>

namespace acc2cuda {

/// One expansion of a macro a user file defines.
struct MacroUse {
  clang::SourceLocation At; ///< the expansion, in the file
  clang::SourceLocation DefBegin, DefEnd; ///< the macro's name, last token
  std::string Name;
};

/// `#define` lines to put before a kernel inserted at \p KernelAt, and the
/// `#undef` lines after it, for the macros expanded in \p Construct that
/// are defined after \p KernelAt in its file.
struct KernelMacroText {
  std::string Defines, Undefs;
};
KernelMacroText kernelMacros(llvm::ArrayRef<MacroUse> Uses,
                             clang::SourceLocation KernelAt,
                             clang::CharSourceRange Construct,
                             const clang::SourceManager &SM,
                             const clang::LangOptions &LO);

} // namespace acc2cuda

#endif
