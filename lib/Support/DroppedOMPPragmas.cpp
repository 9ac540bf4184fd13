//===- DroppedOMPPragmas.cpp ----------------------------------------------===//

#include "DroppedOMPPragmas.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallVector.h"
#include <cstring>

using namespace clang;

namespace acc2cuda {

/// The words of an OpenMP pragma starting at Hash after `#pragma omp`, up
/// to the first parenthesis ("declare", "target" for `#pragma omp declare
/// target(x)`); empty for other pragmas.
static llvm::SmallVector<llvm::StringRef, 4> ompWords(SourceLocation Hash,
                                                      const SourceManager &SM) {
  llvm::SmallVector<llvm::StringRef, 4> Words;
  bool Invalid = false;
  const char *P = SM.getCharacterData(Hash, &Invalid);
  if (Invalid)
    return Words;
  llvm::StringRef Line(P, std::strcspn(P, "\n"));
  for (llvm::StringRef Rest = Line.drop_front(); !Rest.empty();) {
    Rest = Rest.ltrim(" \t");
    size_t End = Rest.find_first_of(" \t(");
    Words.push_back(Rest.take_front(End));
    if (End == llvm::StringRef::npos || Rest[End] == '(' || Words.size() > 5)
      break;
    Rest = Rest.drop_front(End);
  }
  if (Words.size() < 3 || Words[0] != "pragma" || Words[1] != "omp")
    return {};
  Words.erase(Words.begin(), Words.begin() + 2);
  return Words;
}

/// Whether the pragma starting at Hash is OpenMP's `declare target`,
/// `begin declare target` or `end declare target`, which the device code
/// markings (`__host__ __device__`, `__device__` twins) replace, or
/// `declare mapper`, which the translated map clauses apply, or `requires`.
bool isDroppedOMPPragma(SourceLocation Hash, const SourceManager &SM) {
  llvm::SmallVector<llvm::StringRef, 4> Words = ompWords(Hash, SM);
  if (Words.empty())
    return false;
  if (Words[0] == "requires")
    return true;
  size_t First = Words[0] == "begin" || Words[0] == "end" ? 1 : 0;
  return Words.size() > First + 1 && Words[First] == "declare" &&
         (Words[First + 1] == "target" ||
          (First == 0 && Words[First + 1] == "mapper"));
}

bool isMetadirectivePragma(SourceLocation Hash, const SourceManager &SM) {
  llvm::SmallVector<llvm::StringRef, 4> Words = ompWords(Hash, SM);
  size_t First = !Words.empty() && Words[0] == "begin" ? 1 : 0;
  return Words.size() > First && Words[First] == "metadirective";
}

} // namespace acc2cuda
