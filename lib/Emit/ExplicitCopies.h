//===- ExplicitCopies.h - Plain CUDA calls for explicit data ----*- C++ -*-===//
//
// A mapping in explicit form (Mapping::Explicit) becomes the calls a CUDA
// programmer writes: the byte count, a device pointer, cudaMalloc and
// cudaMemcpy host to device where the construct starts; cudaMemcpy device
// to host and cudaFree where it ends. Each call's status goes to the
// construct's Construct, which names the directive and the variable when
// one fails and counts the calls for ACC2CUDA_TIME and ACC2CUDA_NOTIFY.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_EMIT_EXPLICITCOPIES_H
#define ACC2CUDA_EMIT_EXPLICITCOPIES_H

#include "Model/KernelPlan.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace acc2cuda {

/// Allocation and copy in of one explicit mapping; \p Construct names the
/// host's acc2cuda::Construct variable.
std::string explicitEntry(const Mapping &M, llvm::StringRef Construct);

/// Copies out and frees of the explicit mappings in \p Maps, last first.
std::string explicitExits(const std::vector<Mapping> &Maps,
                          llvm::StringRef Construct);

/// An update of data an explicit region holds (Mapping::DevVar is the
/// section's device address, Explicit->Bytes its size): one cudaMemcpy.
std::string explicitUpdate(const Mapping &M, bool ToHost,
                           llvm::StringRef Construct);

// A present-table mapping with Mapping::Table set keeps the runtime's
// lookup and reference counts, and makes the copies the lookup's answer
// calls for with the same checked cudaMemcpy calls.

/// The lookup of a compute construct or data region (a structured
/// reference), or of enter data (\p Dynamic), and its copy in; \p DeviceVar
/// names the device address for the code that follows (empty: none).
std::string tableEntry(const Mapping &M, llvm::StringRef Construct,
                       bool Dynamic, llvm::StringRef DeviceVar,
                       bool Declared = false);

/// For a data region with an `if`, whose lookups happen in the block the
/// condition opens but whose ends are after its body: the byte count and
/// the lookup's variable, declared before the `if` (an entry that ends
/// nothing); tableEntry() with \p Declared then assigns it.
std::string tableEntryDeclaration(const Mapping &M, llvm::StringRef Construct);

/// The ends of the structured table mappings in \p Maps, last first, with
/// their copies out; before Construct.unmap_all(), which frees. A compute
/// construct's copies use its device variables (Mapping::DevVar); a data
/// region's (\p Region) the lookups' addresses, as its body may change the
/// pointers.
std::string tableExits(const std::vector<Mapping> &Maps,
                       llvm::StringRef Construct, bool Region);

/// exit data's `copyout`: the reference dropped, and the copy out when it
/// was the last.
std::string tableExitData(const Mapping &M, llvm::StringRef Construct,
                          bool Finalize);

/// An update of present-table data: the lookup and one cudaMemcpy.
std::string tableUpdate(const Mapping &M, bool ToHost,
                        llvm::StringRef Construct, bool IfPresent);

} // namespace acc2cuda

#endif
