//===- ACCPragmaHandler.cpp -----------------------------------------------===//

#include "ACCPragmaHandler.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace acc2cuda {

void ACCPragmaHandler::HandlePragma(Preprocessor &PP,
                                    PragmaIntroducer Introducer,
                                    Token &AccTok) {
  RawPragma P;
  P.IntroducerLoc = Introducer.Loc;
  P.AccLoc = AccTok.getLocation();
  Token Tok;
  PP.Lex(Tok);
  while (Tok.isNot(tok::eod) && Tok.isNot(tok::eof)) {
    P.Tokens.push_back(Tok);
    PP.Lex(Tok);
  }
  P.EndLoc = Tok.getLocation();
  Out.push_back(std::move(P));
}

} // namespace acc2cuda
