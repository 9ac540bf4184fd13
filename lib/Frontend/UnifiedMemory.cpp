//===- UnifiedMemory.cpp --------------------------------------------------===//

#include "UnifiedMemory.h"
#include "clang/AST/OpenMPClause.h"

using namespace clang;

namespace acc2cuda {

const OMPRequiresDecl *unifiedSharedMemory(const ASTContext &Ctx) {
  for (const Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (const auto *RD = dyn_cast<OMPRequiresDecl>(D))
      for (const OMPClause *C : RD->clauselists())
        if (isa<OMPUnifiedSharedMemoryClause>(C))
          return RD;
  return nullptr;
}

void mapPointersInPlace(std::vector<DataClause> &Data) {
  for (DataClause &DC : Data)
    if (DC.Spelling == "map" && DC.Var.Decl && !DC.Var.IsThis &&
        !DC.Var.IsMember() && DC.Var.Subscripts.empty() &&
        DC.Var.Decl->getType().getNonReferenceType()->isPointerType())
      DC.Map.NoCreate = true;
}

} // namespace acc2cuda
