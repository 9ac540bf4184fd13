//===- DroppedOMPPragmas.cpp ----------------------------------------------===//

#include "DroppedOMPPragmas.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallVector.h"
#include <cstring>

using namespace clang;

namespace acc2cuda {

/// Whether the pragma starting at Hash is OpenMP's `declare target`,
/// `begin declare target` or `end declare target`, which the device code
/// markings (`__host__ __device__`, `__device__` twins) replace, or
/// `declare mapper`, which the translated map clauses apply, or `requires`.
bool isDroppedOMPPragma(SourceLocation Hash, const SourceManager &SM) {
  bool Invalid = false;
  const char *P = SM.getCharacterData(Hash, &Invalid);
  if (Invalid)
    return false;
  llvm::StringRef Line(P, std::strcspn(P, "\n"));
  llvm::SmallVector<llvm::StringRef, 6> Words;
  // "#pragma omp declare target(x)": split at blanks and parentheses.
  for (llvm::StringRef Rest = Line.drop_front(); !Rest.empty();) {
    Rest = Rest.ltrim(" \t");
    size_t End = Rest.find_first_of(" \t(");
    Words.push_back(Rest.take_front(End));
    if (End == llvm::StringRef::npos || Rest[End] == '(')
      break;
    Rest = Rest.drop_front(End);
  }
  if (Words.size() < 3 || Words[0] != "pragma" || Words[1] != "omp")
    return false;
  if (Words[2] == "requires")
    return true;
  size_t First = Words[2] == "begin" || Words[2] == "end" ? 3 : 2;
  return Words.size() > First + 1 && Words[First] == "declare" &&
         (Words[First + 1] == "target" ||
          (First == 2 && Words[First + 1] == "mapper"));
}

} // namespace acc2cuda
