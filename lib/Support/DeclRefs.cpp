//===- DeclRefs.cpp - References to declarations in a statement ----------===//

#include "Support/DeclRefs.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace acc2cuda {

const DeclRefExpr *
findDeclRef(const Stmt *S, llvm::function_ref<bool(const ValueDecl *)> Match) {
  if (!S)
    return nullptr;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(S); DRE && Match(DRE->getDecl()))
    return DRE;
  if (const auto *CS = dyn_cast<CapturedStmt>(S))
    return findDeclRef(CS->getCapturedStmt(), Match);
  for (const Stmt *C : S->children())
    if (const DeclRefExpr *R = findDeclRef(C, Match))
      return R;
  return nullptr;
}

bool mentionsDecl(const Stmt *S, const ValueDecl *D) {
  return findDeclRef(S, [D](const ValueDecl *V) { return V == D; });
}

unsigned countDeclRefs(const Stmt *S, const ValueDecl *D) {
  if (!S)
    return 0;
  if (const auto *CS = dyn_cast<CapturedStmt>(S))
    return countDeclRefs(CS->getCapturedStmt(), D);
  const auto *DRE = dyn_cast<DeclRefExpr>(S);
  unsigned Count = DRE && DRE->getDecl() == D;
  for (const Stmt *C : S->children())
    Count += countDeclRefs(C, D);
  return Count;
}

} // namespace acc2cuda
