//===- DataEmitter.h - Host code for data constructs ------------*- C++ -*-===//

#ifndef ACC2CUDA_EMIT_DATAEMITTER_H
#define ACC2CUDA_EMIT_DATAEMITTER_H

#include "CudaEmitter.h"
#include "Model/KernelPlan.h"

namespace acc2cuda {

/// The text that replaces a data directive. For a structured `data` region
/// it opens a block that holds the region's Construct (whose destructor
/// ends the mappings on every way out of the region); the caller closes the
/// block after the region's statement.
std::string emitDataDirective(const DataPlan &P, clang::ASTContext &Ctx,
                              const EmitOptions &O);

/// What a data region does at its end before the block closes: copies out
/// and frees of its explicit mappings (its Construct's destructor ends the
/// others).
std::string emitDataRegionEnd(const DataPlan &P);

} // namespace acc2cuda

#endif
