//===- CudaNames.cpp ------------------------------------------------------===//

#include "CudaNames.h"
#include "clang/AST/Decl.h"
#include "Support/CudaGlobalNames.h"

using namespace clang;

namespace acc2cuda {

bool checkCudaNameClashes(ASTContext &Ctx, const TranslatedFiles &Files,
                          Diag &D) {
  bool Ok = true;
  for (const Decl *TD : Ctx.getTranslationUnitDecl()->decls()) {
    const auto *ND = dyn_cast<NamedDecl>(TD);
    // A C program's functions take other names (Support/CAsCxx.h).
    if (!Ctx.getLangOpts().CPlusPlus && isa_and_nonnull<FunctionDecl>(ND))
      continue;
    if (!ND || !ND->getIdentifier() || !Files.contains(ND->getLocation()) ||
        (!isCudaDeviceFunctionName(ND->getName()) &&
         !(isa<TypeDecl>(ND) && isCudaVectorTypeName(ND->getName()))))
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
