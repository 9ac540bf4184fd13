//===- Subscripts.h - The array and index of a subscript --------*- C++ -*-===//
//
// clang's ArraySubscriptExpr::getBase() picks the operand whose type is not
// an integer (`i[a]` is `a[i]`). In a template, an index of dependent type
// (`for (I i = 0; ...) a[i]`) is not known to be an integer, and getBase()
// answers the index. These take `a[i]` as written there.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SUPPORT_SUBSCRIPTS_H
#define ACC2CUDA_SUPPORT_SUBSCRIPTS_H

#include "clang/AST/Expr.h"

namespace acc2cuda {

inline bool dependentSubscript(const clang::ArraySubscriptExpr *E) {
  return E->getLHS()->isTypeDependent() || E->getRHS()->isTypeDependent();
}

/// The array (or pointer) \p E subscripts.
inline const clang::Expr *subscriptBase(const clang::ArraySubscriptExpr *E) {
  return dependentSubscript(E) ? E->getLHS() : E->getBase();
}

/// The index of \p E.
inline const clang::Expr *subscriptIndex(const clang::ArraySubscriptExpr *E) {
  return dependentSubscript(E) ? E->getRHS() : E->getIdx();
}

} // namespace acc2cuda

#endif
