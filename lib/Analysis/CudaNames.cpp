//===- CudaNames.cpp ------------------------------------------------------===//

#include "CudaNames.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace acc2cuda {

/// The functions CUDA 13's headers declare in the global namespace with
/// names a program may use (crt/device_double_functions.h,
/// crt/device_functions.h, sm_20_intrinsics.h); names of the C and C++
/// standard libraries (fma, abs, isnan...) are the program's anyway.
static const llvm::StringSet<> &cudaGlobalNames() {
  static const llvm::StringSet<> Names = {
      "dadd",           "dmul",           "dsub",           "double2int",
      "double2ll",      "double2uint",    "double2ull",     "fdivide",
      "fdividef",       "float2double",   "int2double",     "ll2double",
      "uint2double",    "ull2double",     "syncthreads_and", "syncthreads_or",
      "syncthreads_count"};
  return Names;
}

bool checkCudaNameClashes(ASTContext &Ctx, const TranslatedFiles &Files,
                          Diag &D) {
  bool Ok = true;
  for (const Decl *TD : Ctx.getTranslationUnitDecl()->decls()) {
    const auto *ND = dyn_cast<NamedDecl>(TD);
    if (!ND || !ND->getIdentifier() || !Files.contains(ND->getLocation()) ||
        !cudaGlobalNames().contains(ND->getName()))
      continue;
    D.report(diag::CudaNameClash, ND->getLocation(),
             "'" + ND->getName() +
                 "' is declared in the global namespace by CUDA's headers, "
                 "which every .cu file includes; rename it (or put it in a "
                 "namespace) so that nvcc can compile the translation");
    Ok = false;
  }
  return Ok;
}

} // namespace acc2cuda
