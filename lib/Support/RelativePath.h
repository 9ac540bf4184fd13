//===- RelativePath.h - Paths from one directory to another -----*- C++ -*-===//

#ifndef ACC2CUDA_SUPPORT_RELATIVEPATH_H
#define ACC2CUDA_SUPPORT_RELATIVEPATH_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace acc2cuda {

/// The prefix that leads from directory \p From to directory \p To, both
/// absolute: "" when they are one, else like "../include/" (with a
/// trailing '/'), for a quoted #include written in From.
std::string relativeDirPrefix(llvm::StringRef From, llvm::StringRef To);

} // namespace acc2cuda

#endif
