//===- RawPragma.h - A pragma as the preprocessor saw it ------ -*- C++ -*-===//

#ifndef ACC2CUDA_FRONTEND_RAWPRAGMA_H
#define ACC2CUDA_FRONTEND_RAWPRAGMA_H

#include "clang/Lex/Token.h"
#include <vector>

namespace acc2cuda {

/// The tokens of one `#pragma acc ...` (or `_Pragma("acc ...")`), macro
/// expanded, without the `acc` and the end-of-directive token.
struct RawPragma {
  clang::SourceLocation IntroducerLoc; ///< '#' of #pragma, or _Pragma
  clang::SourceLocation AccLoc;        ///< the `acc` token
  clang::SourceLocation EndLoc;        ///< end of the directive (eod)
  std::vector<clang::Token> Tokens;
  bool Consumed = false; ///< set once attached to a construct
};

} // namespace acc2cuda

#endif
