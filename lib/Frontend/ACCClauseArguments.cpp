//===- ACCClauseArguments.cpp - Arguments of OpenACC clauses --------------===//
//
// reduction(op:list), gang/worker/vector's sizes and modifiers, collapse,
// tile and wait's queue list.
//
//===----------------------------------------------------------------------===//

#include "ACCParserState.h"

namespace acc2cuda {
namespace accparse {

bool Parser::parseIntExprArg(std::string &Out, const char *Clause) {
  if (!expect(tok::l_paren, "("))
    return false;
  SourceLocation L;
  if (!exprUntil({tok::r_paren, tok::comma}, Out, L))
    return false;
  if (Out.empty()) {
    D.report(diag::SyntaxError, L,
             llvm::Twine("expected an expression in '") + Clause + "'");
    return false;
  }
  if (is(tok::comma)) {
    D.report(diag::UnsupportedClause, curLoc(),
             llvm::Twine("more than one argument to '") + Clause +
                 "' is not supported");
    return false;
  }
  return expect(tok::r_paren, ")");
}

bool Parser::parseReduction(std::vector<Reduction> &Out) {
  if (!expect(tok::l_paren, "("))
    return false;
  std::optional<ReductionOp> Op;
  switch (atEnd() ? tok::eod : cur().getKind()) {
  case tok::plus:
    Op = ReductionOp::Add;
    break;
  case tok::star:
    Op = ReductionOp::Mul;
    break;
  case tok::amp:
    Op = ReductionOp::BitAnd;
    break;
  case tok::pipe:
    Op = ReductionOp::BitOr;
    break;
  case tok::caret:
    Op = ReductionOp::BitXor;
    break;
  case tok::ampamp:
    Op = ReductionOp::LogAnd;
    break;
  case tok::pipepipe:
    Op = ReductionOp::LogOr;
    break;
  case tok::identifier:
    if (ident() == "max")
      Op = ReductionOp::Max;
    else if (ident() == "min")
      Op = ReductionOp::Min;
    break;
  default:
    break;
  }
  if (!Op) {
    D.report(diag::BadClauseArgument, curLoc(),
             "expected a reduction operator (+ * max min & | ^ && ||)");
    return false;
  }
  ++Pos;
  if (!expect(tok::colon, ":"))
    return false;
  std::vector<VarRef> Vars;
  if (!parseVarList(Vars))
    return false;
  // Arrays, sections and elements (OpenACC 2.7) are planned by Analysis
  // (ArrayReductions.h), which knows their types.
  for (VarRef &V : Vars)
    Out.push_back({*Op, std::move(V)});
  return expect(tok::r_paren, ")");
}

/// gang/worker/vector take an optional `([Keyword:]expr)`. gang takes a
/// list (OpenACC 3.3 2.9.2): `[num:]expr`, `static:expr|*` and `dim:expr`.
/// `static` only chooses which gang runs which iterations of a loop whose
/// iterations are independent, so it is accepted with a warning; `dim:1`
/// is the default dimension, other dimensions are not translated.
bool Parser::parseLevelArg(std::string &Size, llvm::StringRef Clause,
                           llvm::StringRef Keyword) {
  if (!consume(tok::l_paren))
    return true;
  bool IsGang = Clause == "gang";
  while (true) {
    SourceLocation ArgLoc = curLoc();
    bool Modifier = !ident().empty() && Pos + 1 < Toks.size() &&
                    Toks[Pos + 1].is(tok::colon);
    llvm::StringRef Mod = Modifier ? ident() : "";
    if (Modifier && Mod != Keyword &&
        !(IsGang && (Mod == "static" || Mod == "dim"))) {
      D.report(diag::BadClauseArgument, ArgLoc,
               llvm::Twine("unexpected '") + Mod + ":' in '" + Clause +
                   "'; expected '" + Keyword + ":'" +
                   (IsGang ? ", 'static:', 'dim:'" : "") +
                   " or an expression");
      return false;
    }
    if (Modifier)
      Pos += 2;
    if (Mod == "static" && is(tok::star)) {
      ++Pos;
    } else {
      std::string Arg;
      SourceLocation L;
      size_t ArgStart = Pos;
      if (!exprUntil({tok::r_paren, tok::comma}, Arg, L))
        return false;
      if (Arg.empty()) {
        D.report(diag::SyntaxError, L, "expected an expression");
        return false;
      }
      if (Mod == "dim") {
        size_t DimEnd = ArgStart;
        std::optional<long long> Dim =
            foldIntegerTokens(Toks, DimEnd, SM, LO, Constants);
        if (!Dim || *Dim != 1 || DimEnd != Pos) {
          D.report(diag::UnsupportedClause, ArgLoc,
                   "'gang(dim:...)' other than 'dim:1' is not supported by "
                   "this version of acc2cuda");
          return false;
        }
      } else if (Mod != "static") {
        if (!Size.empty()) {
          D.report(diag::ClauseRepeated, ArgLoc,
                   llvm::Twine("'") + Clause + "' takes one '" + Keyword +
                       ":' argument");
          return false;
        }
        Size = std::move(Arg);
      }
    }
    if (Mod == "static")
      D.report(diag::HintIgnored, ArgLoc,
               "'gang(static:...)' is ignored: the gang loop's iterations "
               "are spread over the gangs as without it");
    if (!is(tok::comma))
      break;
    if (!IsGang) {
      D.report(diag::UnsupportedClause, curLoc(),
               llvm::Twine("more than one argument to '") + Clause +
                   "' is not supported by this version of acc2cuda");
      return false;
    }
    ++Pos;
  }
  return expect(tok::r_paren, ")");
}

bool Parser::parseCollapse(unsigned &N) {
  if (!expect(tok::l_paren, "("))
    return false;
  if (ident() == "force" && Pos + 1 < Toks.size() &&
      Toks[Pos + 1].is(tok::colon))
    Pos += 2;
  SourceLocation L = curLoc();
  std::optional<long long> V = foldIntegerTokens(Toks, Pos, SM, LO, Constants);
  if (!V || *V <= 0 || *V > 64) {
    D.report(diag::BadClauseArgument, L,
             "the argument of 'collapse' must be a positive integer constant");
    return false;
  }
  N = static_cast<unsigned>(*V);
  return expect(tok::r_paren, ")");
}

/// `tile(size, ...)`: each size a positive integer constant or `*`.
bool Parser::parseTile(std::vector<unsigned> &Sizes) {
  if (!expect(tok::l_paren, "("))
    return false;
  while (true) {
    SourceLocation L = curLoc();
    unsigned N = 0;
    std::optional<long long> V;
    if (is(tok::star)) {
      ++Pos;
    } else if ((V = foldIntegerTokens(Toks, Pos, SM, LO, Constants)) && *V > 0 &&
               *V <= (1 << 30)) {
      N = static_cast<unsigned>(*V);
    } else {
      D.report(diag::BadClauseArgument, L,
               "the sizes of 'tile' must be positive integer constants or '*'");
      return false;
    }
    Sizes.push_back(N);
    if (!is(tok::comma))
      break;
    ++Pos;
  }
  return expect(tok::r_paren, ")");
}


bool Parser::parseWaitArgument(AsyncClauses &A) {
  auto Keyword = [&](llvm::StringRef K) {
    if (ident() != K || Pos + 1 >= Toks.size() || !Toks[Pos + 1].is(tok::colon))
      return false;
    Pos += 2;
    return true;
  };
  SourceLocation L;
  if (Keyword("devnum")) {
    if (!exprUntil({tok::colon, tok::comma}, A.Device, L))
      return false;
    if (A.Device.empty()) {
      D.report(diag::SyntaxError, L,
               "expected a device number after 'devnum:'");
      return false;
    }
    // `devnum: n :` as the grammar has it; `devnum: n,` as compilers take.
    if (!consume(tok::comma) && !expect(tok::colon, ":"))
      return false;
  }
  Keyword("queues");
  do {
    std::string Queue;
    if (!exprUntil({tok::r_paren, tok::comma}, Queue, L))
      return false;
    if (Queue.empty()) {
      D.report(diag::SyntaxError, L, "expected an async queue number");
      return false;
    }
    A.WaitQueues.push_back(std::move(Queue));
  } while (consume(tok::comma));
  return expect(tok::r_paren, ")");
}

} // namespace accparse
} // namespace acc2cuda
