//===- ConstructMacros.h - Macros that expand to whole constructs -*- C++ -*-===//
//
// A macro may expand to a directive together with code: a `_Pragma("omp
// target ...")` and the statement it governs (the validation suites' offload
// probe `OMPVV_TEST_OFFLOADING`), or a directive and its loop. The
// translator edits file text, and such a construct has none: its statement
// exists only in the expansion. So before translating, each such expansion
// in the input is replaced, in memory, by the tokens it expands to, on one
// line, with every pragma written back as `_Pragma("...")` where it was;
// the translation then sees the construct as text of the file. Macros that
// expand to a directive alone stay as they are (the translator reads those).
//
// Line numbers of the rest of the file do not change: an invocation over
// several lines is replaced by one line and as many line breaks.
//
// The same pass spells OpenMP 5.2's `declare target enter(...)` as OpenMP
// 5.1's `declare target to   (...)`, which clang 19 parses (in its 5.2 mode
// it rejects `to`, the common form), columns unchanged.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_FRONTEND_CONSTRUCTMACROS_H
#define ACC2CUDA_FRONTEND_CONSTRUCTMACROS_H

#include "clang/Frontend/FrontendActions.h"
#include <string>

namespace acc2cuda {

/// Preprocesses the main file and, when some macro expansion in it holds an
/// OpenACC or OpenMP directive and other tokens, or it has `declare target
/// enter`, sets \p Expanded to the file's text with those expansions
/// written out and `enter` spelt `to` (left empty otherwise).
class ConstructMacroAction : public clang::PreprocessorFrontendAction {
public:
  explicit ConstructMacroAction(std::string &Expanded) : Expanded(Expanded) {}

protected:
  void ExecuteAction() override;

private:
  std::string &Expanded;
};

} // namespace acc2cuda

#endif
