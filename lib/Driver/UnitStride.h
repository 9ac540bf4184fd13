//===- UnitStride.h - Which arrays a loop walks element by element -*- C++ -*-//
//
// For the report: the arrays whose accesses move to the next element when a
// loop's variable grows by one and nothing else changes. The answer errs on
// the side of silence: an index it cannot follow (a pointer walk, a helper
// variable written twice, a call that takes a reference) counts as not unit
// stride.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_DRIVER_UNITSTRIDE_H
#define ACC2CUDA_DRIVER_UNITSTRIDE_H

#include <string>
#include <vector>

namespace clang {
class Stmt;
class VarDecl;
} // namespace clang

namespace acc2cuda {

/// The arrays (as named in the source, in order of first use) that some
/// access inside \p Scope addresses at `Var + terms independent of Var` in
/// its last subscript, with the rest of the address independent of Var.
/// \p Body is the whole kernel body: the variables it writes are followed
/// through their assignments.
std::vector<std::string> unitStrideArrays(const clang::Stmt *Body,
                                          const clang::Stmt *Scope,
                                          const clang::VarDecl *Var);

} // namespace acc2cuda

#endif
