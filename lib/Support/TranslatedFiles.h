//===- TranslatedFiles.h - The files one translation rewrites --*- C++ -*-===//
//
// The main file and the user headers whose directives a translation turns
// into kernels and host code (Driver/HeaderTranslation.h chooses them). The
// pipeline's stages look for constructs, statements and templates in these
// files; code in other files is only read.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SUPPORT_TRANSLATEDFILES_H
#define ACC2CUDA_SUPPORT_TRANSLATEDFILES_H

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"

namespace acc2cuda {

class TranslatedFiles {
public:
  explicit TranslatedFiles(const clang::SourceManager &SM) : SM(SM) {}

  void addHeader(clang::FileID F) { Headers.insert(F); }
  bool isHeader(clang::FileID F) const { return Headers.contains(F); }
  bool empty() const { return Headers.empty(); }

  /// Whether the file holding \p Loc's expansion is translated.
  bool contains(clang::SourceLocation Loc) const {
    if (Loc.isInvalid())
      return false;
    clang::FileID F = SM.getFileID(SM.getExpansionLoc(Loc));
    return F == SM.getMainFileID() || Headers.contains(F);
  }

  /// \p Loc's file when it is translated, else the main file: where the
  /// device code a construct there needs is declared.
  clang::FileID owner(clang::SourceLocation Loc) const {
    clang::FileID F = SM.getFileID(SM.getExpansionLoc(Loc));
    return Headers.contains(F) ? F : SM.getMainFileID();
  }

private:
  const clang::SourceManager &SM;
  llvm::DenseSet<clang::FileID> Headers;
};

} // namespace acc2cuda

#endif
