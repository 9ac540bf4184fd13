//===- SourceFinders.h - What the translated files hold --------*- C++ -*-===//
//
// Walks of the AST that gather what the pipeline translates: OpenMP target
// constructs, `declare target` declarations, calls of runtime routines.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_DRIVER_SOURCEFINDERS_H
#define ACC2CUDA_DRIVER_SOURCEFINDERS_H

#include "Analysis/TargetTasks.h"
#include "Frontend/OMPImporter.h"
#include "Support/TranslatedFiles.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include <vector>

namespace acc2cuda {

/// Finds OpenMP target constructs (outermost only) in the functions of the
/// translated files.
struct OMPFinder : clang::RecursiveASTVisitor<OMPFinder> {
  explicit OMPFinder(const TranslatedFiles &Files) : Files(Files) {}
  bool VisitOMPExecutableDirective(clang::OMPExecutableDirective *D) {
    if (!Files.contains(D->getBeginLoc()))
      return true;
    if (isTargetComputeDirective(D) || isTargetDataDirective(D))
      Found.push_back(D);
    if (auto *A = llvm::dyn_cast<clang::OMPAtomicDirective>(D))
      Atomics.push_back(A);
    if (isNestedThreadLoop(D) || isNestedSequentialLoop(D))
      NestedLoops.push_back(llvm::cast<clang::OMPLoopDirective>(D));
    Tasks.note(D);
    return true;
  }
  const TranslatedFiles &Files;
  std::vector<const clang::OMPExecutableDirective *> Found;
  HostTasks Tasks;
  std::vector<const clang::OMPAtomicDirective *> Atomics;
  std::vector<const clang::OMPLoopDirective *> NestedLoops;
};

struct DeclareTargetFinder : clang::RecursiveASTVisitor<DeclareTargetFinder> {
  DeclareTargetFinder(const clang::SourceManager &SM,
                      const TranslatedFiles &Files)
      : SM(SM), Files(Files) {}
  bool VisitDecl(clang::Decl *D) {
    if (!D->hasAttr<clang::OMPDeclareTargetDeclAttr>())
      return true;
    clang::SourceLocation L = SM.getExpansionLoc(D->getLocation());
    if (Files.contains(L))
      Found.push_back(D);
    else if (SM.isInSystemHeader(L))
      return true;
    else if (auto *FD = llvm::dyn_cast<clang::FunctionDecl>(D))
      InHeaders.push_back(FD);
    else if (auto *VD = llvm::dyn_cast<clang::VarDecl>(D))
      HeaderVariables.push_back(VD);
    return true;
  }
  const clang::SourceManager &SM;
  const TranslatedFiles &Files;
  std::vector<const clang::Decl *> Found;
  /// Functions a user header declares for the device.
  std::vector<const clang::FunctionDecl *> InHeaders;
  /// Variables in user headers that are not translated.
  std::vector<const clang::VarDecl *> HeaderVariables;
};

/// Whether the main file calls an OpenACC or OpenMP runtime routine: the
/// translation must then include the runtime, whose versions of them know
/// the device data.
bool callsRuntimeApi(clang::ASTContext &Ctx);

} // namespace acc2cuda

#endif
