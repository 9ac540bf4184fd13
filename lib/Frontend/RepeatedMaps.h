//===- RepeatedMaps.h - One data clause per OpenMP list item ----*- C++ -*-===//
//
// OpenMP lets a list item appear in more than one map clause of a construct
// (OpenMP 5.2 5.8.3: `map(present, to: x) map(from: x)`, and the idiom of
// the OpenMP examples `map(p, p[:n])`, `map(alloc: s.p) map(s.p[:n])`).
// The analyses take one data clause per item: this merges the repeats.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_FRONTEND_REPEATEDMAPS_H
#define ACC2CUDA_FRONTEND_REPEATEDMAPS_H

#include "Model/Directive.h"
#include <vector>

namespace acc2cuda {

/// Merges the `map` items of \p Data that name the same storage: the same
/// item twice (same variable or member, same sections) becomes one item
/// whose map type has every transfer and modifier of both; a pointer named
/// bare beside a section of its data (`p` with `p[:n]`) is dropped, since
/// the section's item maps the data and gives the pointer its device
/// address. Items that overlap otherwise are left for the analyses to
/// report.
void mergeRepeatedMaps(std::vector<DataClause> &Data);

} // namespace acc2cuda

#endif
