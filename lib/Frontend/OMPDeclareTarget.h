//===- OMPDeclareTarget.h - 'declare target' declarations -> Model -*- C++
//-*-===//
//
// clang marks the declarations a `declare target` directive names (or
// encloses) with OMPDeclareTargetDeclAttr. Functions among them are compiled
// for the device; variables get a device copy for the whole program, which
// the Model represents as a declare data construct.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_FRONTEND_OMPDECLARETARGET_H
#define ACC2CUDA_FRONTEND_OMPDECLARETARGET_H

#include "Model/Directive.h"
#include "Support/Diag.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/ArrayRef.h"
#include <vector>

namespace acc2cuda {

struct OMPDeclareTargets {
  /// Functions defined here: compiled for the device.
  std::vector<const clang::FunctionDecl *> Defined;
  /// Functions only declared here, defined in another file.
  std::vector<const clang::FunctionDecl *> DefinedElsewhere;
  /// The device copies of the variables defined here.
  std::vector<DataConstruct> Variables;
};

/// Sorts the declarations marked `declare target` and turns the variables
/// into declare constructs. Reports what cannot have a device copy: locals,
/// non-variables, and variables defined in a header.
OMPDeclareTargets
importOMPDeclareTargets(llvm::ArrayRef<const clang::Decl *> Marked,
                        const clang::SourceManager &SM, Diag &D);

} // namespace acc2cuda

#endif
