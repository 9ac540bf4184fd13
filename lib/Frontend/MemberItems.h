//===- MemberItems.h - Struct members as clause list items -----*- C++ -*-===//
//
// The struct member list items acc2cuda maps, classified once for the
// OpenACC clause parser and the OpenMP importer (which clauses take each
// differs by dialect).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_FRONTEND_MEMBERITEMS_H
#define ACC2CUDA_FRONTEND_MEMBERITEMS_H

#include "Model/Directive.h"

namespace acc2cuda {

/// The struct member list items acc2cuda maps, OpenACC and OpenMP alike
/// (which clauses take each differs by dialect).
enum class MemberItem {
  NotMember,            ///< the variable itself, or `this->m`
  ScalarInStruct,       ///< `s.n`: stored in the struct variable
  ScalarThroughPointer, ///< `p->n`: the struct p points to is mapped too
  ArrayInStruct,        ///< `s.a`, `s.a[lo:len]`
  PointerMember,        ///< `s.p[0:n]` (attaches s.p), `s.in.p[0:n]`, `s.p`
  Other                 ///< deeper paths to scalars and arrays, structs
};

/// Which member list item \p R is, once its path is bound (R.Field set).
MemberItem memberItem(const VarRef &R);

} // namespace acc2cuda

#endif
