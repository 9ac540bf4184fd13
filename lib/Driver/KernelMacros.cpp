//===- KernelMacros.cpp ---------------------------------------------------===//

#include "KernelMacros.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace acc2cuda {

KernelMacroText kernelMacros(llvm::ArrayRef<MacroUse> Uses,
                             SourceLocation KernelAt,
                             CharSourceRange Construct,
                             const SourceManager &SM, const LangOptions &LO) {
  FileID File = SM.getFileID(KernelAt);
  std::vector<const MacroUse *> Needed;
  llvm::StringSet<> Seen;
  for (const MacroUse &U : Uses) {
    if (SM.getFileID(U.At) != File || SM.getFileID(U.DefBegin) != File ||
        SM.isBeforeInTranslationUnit(U.At, Construct.getBegin()) ||
        !SM.isBeforeInTranslationUnit(U.At, Construct.getEnd()) ||
        !SM.isBeforeInTranslationUnit(KernelAt, U.DefBegin))
      continue;
    if (Seen.insert(U.Name).second)
      Needed.push_back(&U);
  }
  llvm::sort(Needed, [&](const MacroUse *A, const MacroUse *B) {
    return SM.isBeforeInTranslationUnit(A->DefBegin, B->DefBegin);
  });
  KernelMacroText Out;
  llvm::StringRef Buf = SM.getBufferData(File);
  for (const MacroUse *U : Needed) {
    // From the line's '#' to the end of the last token (continuation
    // lines included).
    unsigned Begin = SM.getFileOffset(U->DefBegin);
    while (Begin > 0 && Buf[Begin - 1] != '\n')
      --Begin;
    SourceLocation End = Lexer::getLocForEndOfToken(U->DefEnd, 0, SM, LO);
    if (End.isInvalid())
      continue;
    Out.Defines +=
        Buf.slice(Begin, SM.getFileOffset(End)).ltrim(" \t").str() + "\n";
    Out.Undefs += "#undef " + U->Name + "\n";
  }
  return Out;
}

} // namespace acc2cuda
