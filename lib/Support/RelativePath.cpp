//===- RelativePath.cpp ---------------------------------------------------===//

#include "RelativePath.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Path.h"

namespace acc2cuda {

std::string relativeDirPrefix(llvm::StringRef From, llvm::StringRef To) {
  namespace path = llvm::sys::path;
  llvm::SmallVector<llvm::StringRef, 16> F(path::begin(From), path::end(From));
  llvm::SmallVector<llvm::StringRef, 16> T(path::begin(To), path::end(To));
  auto Real = [](llvm::StringRef C) { return C != "." && !C.empty(); };
  llvm::erase_if(F, [&](llvm::StringRef C) { return !Real(C); });
  llvm::erase_if(T, [&](llvm::StringRef C) { return !Real(C); });
  size_t Common = 0;
  while (Common < F.size() && Common < T.size() && F[Common] == T[Common])
    ++Common;
  std::string Out;
  for (size_t I = Common; I < F.size(); ++I)
    Out += "../";
  for (size_t I = Common; I < T.size(); ++I)
    Out += T[I].str() + "/";
  return Out;
}

} // namespace acc2cuda
