//===- ACCParserState.h - The OpenACC parser's state ------------*- C++ -*-===//
//
// The recursive-descent parser of one OpenACC directive, shared by the
// files that implement it: ACCParser.cpp (directives and clauses) and
// ACCClauseArguments.cpp (the arguments of reduction, gang/worker/vector,
// collapse, tile and wait). Private to the Frontend.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_FRONTEND_ACCPARSERSTATE_H
#define ACC2CUDA_FRONTEND_ACCPARSERSTATE_H

#include "ACCParser.h"
#include "ConstantTokens.h"
#include "llvm/ADT/SmallSet.h"

namespace acc2cuda {
namespace accparse {

using namespace clang;

class Parser {
public:
  Parser(const RawPragma &P, const SourceManager &SM, const LangOptions &LO,
         Diag &D, ConstantNames Constants)
      : Toks(P.Tokens), EndLoc(P.EndLoc), SM(SM), LO(LO), D(D),
        Constants(Constants) {}

  std::optional<ParsedACCDirective> run();
  /// The unqualified names the directive's expressions use.
  std::vector<ExprName> takeNames() { return std::move(Names); }

private:
  // Token access.
  bool atEnd() const { return Pos >= Toks.size(); }
  const Token &cur() const { return Toks[Pos]; }
  SourceLocation curLoc() const {
    return atEnd() ? EndLoc : cur().getLocation();
  }
  bool is(tok::TokenKind K) const { return !atEnd() && cur().is(K); }
  llvm::StringRef ident() const {
    if (atEnd())
      return {};
    if (const IdentifierInfo *II = cur().getIdentifierInfo())
      return II->getName();
    return {};
  }
  bool consume(tok::TokenKind K) {
    if (!is(K))
      return false;
    ++Pos;
    return true;
  }
  bool expect(tok::TokenKind K, const char *What) {
    if (consume(K))
      return true;
    D.report(diag::SyntaxError, curLoc(),
             llvm::Twine("expected '") + What + "' in OpenACC directive");
    return false;
  }

  /// Collects the tokens of an expression up to one of the stop tokens at
  /// bracket depth 0.
  bool exprUntil(std::initializer_list<tok::TokenKind> Stops, std::string &Text,
                 SourceLocation &Loc);
  bool parseVarList(std::vector<VarRef> &Out);
  bool parseVar(VarRef &V);
  bool parseSubscripts(std::vector<Subscript> &Out);
  bool parseIntExprArg(std::string &Out, const char *Clause);
  bool parseReduction(std::vector<Reduction> &Out);
  bool parseLevelArg(std::string &Size, llvm::StringRef Clause,
                     llvm::StringRef Keyword);
  bool parseCollapse(unsigned &N);
  bool parseTile(std::vector<unsigned> &Sizes);
  enum class DeviceSection { Ours, Any, Others, Error };
  DeviceSection parseDeviceTypeList();
  bool parseWaitArgument(AsyncClauses &A);
  bool routineName(RoutineDirective &Out);
  std::optional<ParsedACCDirective> cache(ParsedACCDirective &R);
  bool parseClause(ParsedACCDirective &R, unsigned ConstructMask);
  void foldSelf(ParsedACCDirective &R);
  std::optional<ParsedACCDirective> finishData(ParsedACCDirective &R);
  std::optional<ParsedACCDirective> finishRuntime(ParsedACCDirective &R);
  std::optional<ParsedACCDirective> atomic(ParsedACCDirective &R);

  llvm::ArrayRef<Token> Toks;
  SourceLocation EndLoc;
  const SourceManager &SM;
  const LangOptions &LO;
  Diag &D;
  size_t Pos = 0;
  llvm::SmallSet<unsigned, 8> Seen; ///< clause kinds that may appear once
  std::vector<ExprName> Names;
  ConstantNames Constants;
};

} // namespace accparse
} // namespace acc2cuda

#endif
