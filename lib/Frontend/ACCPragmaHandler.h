//===- ACCPragmaHandler.h - Collects #pragma acc tokens ------- -*- C++ -*-===//
//
// clang 19 does not model OpenACC in its AST unless -fopenacc, and then only
// partly, so acc2cuda reads the pragmas itself: this handler records each
// directive's tokens (macro expanded, as the OpenACC spec asks for C/C++) and
// the parser and attacher make a Model out of them once the AST exists.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_FRONTEND_ACCPRAGMAHANDLER_H
#define ACC2CUDA_FRONTEND_ACCPRAGMAHANDLER_H

#include "RawPragma.h"
#include "clang/Lex/Pragma.h"

namespace acc2cuda {

class ACCPragmaHandler : public clang::PragmaHandler {
public:
  explicit ACCPragmaHandler(std::vector<RawPragma> &Out)
      : PragmaHandler("acc"), Out(Out) {}

  void HandlePragma(clang::Preprocessor &PP, clang::PragmaIntroducer Introducer,
                    clang::Token &AccTok) override;

private:
  std::vector<RawPragma> &Out;
};

} // namespace acc2cuda

#endif
