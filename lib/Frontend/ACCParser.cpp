//===- ACCParser.cpp - OpenACC directive parser ---------------------------===//

#include "ACCParser.h"
#include "ACCClauseTable.h"
#include "ACCParserState.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace acc2cuda {

using namespace openacc;

namespace accparse {

static tok::TokenKind closerOf(tok::TokenKind K) {
  switch (K) {
  case tok::l_paren:
    return tok::r_paren;
  case tok::l_square:
    return tok::r_square;
  case tok::l_brace:
    return tok::r_brace;
  default:
    return tok::unknown;
  }
}

bool Parser::exprUntil(std::initializer_list<tok::TokenKind> Stops,
                       std::string &Text, SourceLocation &Loc) {
  size_t Begin = Pos;
  Loc = curLoc();
  llvm::SmallVector<tok::TokenKind, 8> Open; // expected closers
  while (!atEnd()) {
    tok::TokenKind K = cur().getKind();
    if (Open.empty() && llvm::is_contained(Stops, K))
      break;
    if (closerOf(K) != tok::unknown) {
      Open.push_back(closerOf(K));
    } else if (K == tok::r_paren || K == tok::r_square || K == tok::r_brace) {
      if (Open.empty())
        break; // the caller's closer, or an error it reports
      if (K != Open.back()) {
        D.report(diag::SyntaxError, curLoc(),
                 llvm::Twine("mismatched '") + tok::getPunctuatorSpelling(K) +
                     "' in OpenACC directive");
        return false;
      }
      Open.pop_back();
    }
    ++Pos;
  }
  Text = tokensToText(Toks.slice(Begin, Pos - Begin), SM, LO);
  // Names not reached through a member access or a qualifier, for the
  // check that each is declared (the output would not compile otherwise).
  for (size_t I = Begin; I < Pos; ++I) {
    if (!Toks[I].is(tok::identifier))
      continue;
    if (I > Begin && Toks[I - 1].isOneOf(tok::period, tok::arrow,
                                         tok::coloncolon))
      continue;
    if (I + 1 < Pos && Toks[I + 1].is(tok::coloncolon))
      continue;
    Names.push_back({Toks[I].getIdentifierInfo()->getName().str(),
                     Toks[I].getLocation()});
  }
  return true;
}

bool Parser::parseVar(VarRef &V) {
  V.Range.setBegin(curLoc());
  if (!is(tok::identifier) && !is(tok::kw_this)) {
    D.report(diag::SyntaxError, curLoc(),
             "expected a variable name in OpenACC clause");
    return false;
  }
  // `this->m` names the data member m, as `m` does; `this` and
  // `this[0:1]` name the object.
  if (is(tok::kw_this)) {
    ++Pos;
    if (is(tok::period)) {
      D.report(diag::SyntaxError, curLoc(),
               "'this' is a pointer: name a member as 'this->m'");
      return false;
    }
    if (!is(tok::arrow)) {
      V.IsThis = true;
      V.BaseName = V.Name = "this";
      if (!parseSubscripts(V.Subscripts))
        return false;
      V.Range.setEnd(Toks[Pos - 1].getLocation());
      return true;
    }
    ++Pos;
    if (!is(tok::identifier)) {
      D.report(diag::SyntaxError, curLoc(), "expected a member after 'this->'");
      return false;
    }
  }
  V.BaseName = V.Name = ident().str();
  ++Pos;
  if (is(tok::coloncolon)) {
    D.report(diag::UnsupportedListItem, V.Range.getBegin(),
             "qualified names ('" + V.Name +
                 "::...') are not supported in OpenACC clauses; name the "
                 "variable as the code around the directive can without a "
                 "qualifier (a 'using' declaration, or a reference)");
    return false;
  }
  // Members (`s.m`, `p->m`), through elements of arrays of structs
  // (`a[i].m`), then the subscripts of what they name.
  while (true) {
    while (is(tok::period) || is(tok::arrow)) {
      bool Arrow = is(tok::arrow);
      ++Pos;
      if (!is(tok::identifier)) {
        D.report(diag::SyntaxError, curLoc(),
                 Arrow ? "expected a member name after '->'"
                       : "expected a member name after '.'");
        return false;
      }
      using K = MemberStep::Kind;
      V.Path.push_back({Arrow ? K::Arrow : K::Dot, ident().str()});
      V.Name += (Arrow ? "->" : ".") + ident().str();
      ++Pos;
    }
    if (!parseSubscripts(V.Subscripts))
      return false;
    if (!is(tok::period) && !is(tok::arrow))
      break;
    // The subscripts select an element whose member follows.
    for (Subscript &S : V.Subscripts) {
      if (S.IsSection) {
        D.report(diag::BadArraySection, curLoc(),
                 "a member of an array section cannot be named; name one "
                 "element's member, e.g. a[i].p[0:n]");
        return false;
      }
      V.Path.push_back({MemberStep::Kind::Index, S.Lower});
      V.Name += "[" + S.Lower + "]";
    }
    V.Subscripts.clear();
  }
  V.Range.setEnd(Pos > 0 ? Toks[Pos - 1].getLocation() : curLoc());
  return true;
}

/// `[lower:length]` sections and `[i]` subscripts, as many as follow.
bool Parser::parseSubscripts(std::vector<Subscript> &Out) {
  while (consume(tok::l_square)) {
    Subscript S;
    SourceLocation L;
    if (!exprUntil({tok::colon, tok::r_square}, S.Lower, L))
      return false;
    if (consume(tok::colon)) {
      if (!exprUntil({tok::r_square}, S.Length, L))
        return false;
    } else {
      S.IsSection = false;
      if (S.Lower.empty()) {
        D.report(diag::SyntaxError, L,
                 "expected an expression in array subscript");
        return false;
      }
    }
    if (!expect(tok::r_square, "]"))
      return false;
    Out.push_back(std::move(S));
  }
  return true;
}

bool Parser::parseVarList(std::vector<VarRef> &Out) {
  do {
    VarRef V;
    if (!parseVar(V))
      return false;
    Out.push_back(std::move(V));
  } while (consume(tok::comma));
  return true;
}

/// `([devnum: expr :] [queues:] expr-list)` of the `wait` clause and
/// directive (OpenACC 3.3 2.16), after the '('.
/// `cache([readonly:] var-list)` (OpenACC 3.3 2.10): variables and array
/// sections, parsed like a data clause's list.
std::optional<ParsedACCDirective> Parser::cache(ParsedACCDirective &R) {
  R.K = ParsedACCDirective::Kind::Cache;
  R.Name = "cache";
  if (!expect(tok::l_paren, "("))
    return std::nullopt;
  if (ident() == "readonly" && Pos + 1 < Toks.size() &&
      Toks[Pos + 1].is(tok::colon))
    Pos += 2;
  std::vector<VarRef> List;
  if (!parseVarList(List) || !expect(tok::r_paren, ")"))
    return std::nullopt;
  if (!atEnd()) {
    D.report(diag::SyntaxError, curLoc(), "unexpected tokens after 'cache'");
    return std::nullopt;
  }
  return R;
}

/// `routine(name)`: the name, possibly qualified, as written.
bool Parser::routineName(RoutineDirective &Out) {
  ++Pos; // (
  Out.Named = true;
  Out.NameLoc = curLoc();
  while (!atEnd() && !is(tok::r_paren)) {
    if (!is(tok::identifier) && !is(tok::coloncolon)) {
      D.report(diag::SyntaxError, curLoc(),
               "expected a function name in 'routine(...)'");
      return false;
    }
    Out.FunctionName += is(tok::coloncolon) ? "::" : ident().str();
    ++Pos;
  }
  if (Out.FunctionName.empty()) {
    D.report(diag::SyntaxError, curLoc(),
             "expected a function name in 'routine(...)'");
    return false;
  }
  return expect(tok::r_paren, ")");
}

/// A compute construct's `self(cond)` runs the region on the host (the
/// local device) when cond holds; with an `if` whose condition is false it
/// has no effect (OpenACC 3.3 2.5.6). Either way the device runs the region
/// exactly when `if` holds and `self` does not, which is the `if` clause's
/// host fallback with the two conditions joined.
void Parser::foldSelf(ParsedACCDirective &R) {
  if (!R.SelfCond)
    return;
  std::string OnDevice =
      R.SelfCond->empty() ? "0" : "!(" + *R.SelfCond + ")";
  std::string &If = R.Compute.IfCond;
  If = If.empty() ? OnDevice : "(" + If + ") && " + OnDevice;
}

bool Parser::parseClause(ParsedACCDirective &R, unsigned Mask) {
  SourceLocation Loc = curLoc();
  llvm::StringRef Name = ident();
  if (Name.empty()) {
    D.report(diag::SyntaxError, Loc, "expected an OpenACC clause name");
    return false;
  }
  const ClauseSpec *Spec = findClause(Name, Mask);
  if (!Spec) {
    D.report(diag::UnknownClause, Loc,
             llvm::Twine("unknown OpenACC clause '") + Name + "'");
    return false;
  }
  if (!(Spec->Allowed & Mask)) {
    D.report(diag::ClauseNotAllowed, Loc,
             llvm::Twine("clause '") + Name + "' is not valid on '" + R.Name +
                 "'");
    return false;
  }
  if (onlyOnce(Spec->Kind) &&
      !Seen.insert(static_cast<unsigned>(Spec->Kind)).second) {
    D.report(diag::ClauseRepeated, Loc,
             llvm::Twine("clause '") + Name + "' may appear only once on '" +
                 R.Name + "'");
    return false;
  }
  ++Pos;
  ComputeConstruct &C = R.Compute;
  LoopClauses &L = R.Loop;
  // On combined constructs, private and reduction belong to the loop
  // (OpenACC 3.3, 2.11).
  bool LoopSide = Mask & OnLoop;
  switch (Spec->Kind) {
  case ClauseKind::Data: {
    if (!expect(tok::l_paren, "("))
      return false;
    bool Zero = false;
    if (ident() == "readonly" && Pos + 1 < Toks.size() &&
        Toks[Pos + 1].is(tok::colon)) {
      if (!(Spec->Map.To && !Spec->Map.From)) {
        D.report(diag::BadClauseArgument, curLoc(),
                 llvm::Twine("the 'readonly' modifier is only valid "
                             "on 'copyin', not on '") +
                     Name + "'");
        return false;
      }
      Pos += 2; // a hint only: the data is copied in either way
    } else if (ident() == "zero" && Pos + 1 < Toks.size() &&
               Toks[Pos + 1].is(tok::colon)) {
      if (Spec->Map.To || Spec->Map.Present || Spec->Map.NoCreate ||
          Spec->Map.DevicePtr || Spec->Map.Attach) {
        D.report(diag::BadClauseArgument, curLoc(),
                 llvm::Twine("the 'zero' modifier is only valid on "
                             "'create' and 'copyout', not on '") +
                     Name + "'");
        return false;
      }
      Zero = true;
      Pos += 2;
    }
    std::vector<VarRef> Vars;
    if (!parseVarList(Vars))
      return false;
    std::vector<DataClause> &Out =
        R.K == ParsedACCDirective::Kind::Data ? R.DataDir.Data : C.Data;
    for (VarRef &V : Vars) {
      if (Spec->Map.DevicePtr && !V.Subscripts.empty()) {
        D.report(diag::BadClauseArgument, V.Range.getBegin(),
                 "'deviceptr' takes pointer names, not "
                 "array sections or elements");
        return false;
      }
      Out.push_back({Spec->Map, std::move(V), Name.str()});
      Out.back().Map.Zero = Zero;
    }
    return expect(tok::r_paren, ")");
  }
  case ClauseKind::Private: {
    if (!expect(tok::l_paren, "("))
      return false;
    if (!parseVarList(LoopSide ? L.Private : C.Private))
      return false;
    return expect(tok::r_paren, ")");
  }
  case ClauseKind::FirstPrivate:
    if (!expect(tok::l_paren, "("))
      return false;
    if (!parseVarList(C.FirstPrivate))
      return false;
    return expect(tok::r_paren, ")");
  case ClauseKind::Reduction:
    return parseReduction(LoopSide ? L.Reductions : C.Reductions);
  case ClauseKind::NumGangs:
    return parseIntExprArg(C.NumGangs, "num_gangs");
  case ClauseKind::NumWorkers:
    return parseIntExprArg(C.NumWorkers, "num_workers");
  case ClauseKind::VectorLength:
    return parseIntExprArg(C.VectorLength, "vector_length");
  case ClauseKind::If: {
    if (!expect(tok::l_paren, "("))
      return false;
    std::string &Cond =
        R.K == ParsedACCDirective::Kind::Data ? R.DataDir.IfCond : C.IfCond;
    SourceLocation EL;
    if (!exprUntil({tok::r_paren}, Cond, EL))
      return false;
    if (Cond.empty()) {
      D.report(diag::SyntaxError, EL, "expected a condition in 'if'");
      return false;
    }
    return expect(tok::r_paren, ")");
  }
  case ClauseKind::ComputeSelf: {
    R.SelfCond.emplace();
    if (!consume(tok::l_paren))
      return true; // `self` alone: always on the host
    SourceLocation EL;
    if (!exprUntil({tok::r_paren}, *R.SelfCond, EL))
      return false;
    if (R.SelfCond->empty()) {
      D.report(diag::SyntaxError, EL, "expected a condition in 'self'");
      return false;
    }
    return expect(tok::r_paren, ")");
  }
  case ClauseKind::Default: {
    if (!expect(tok::l_paren, "("))
      return false;
    if (ident() == "none")
      C.Default = ComputeConstruct::DefaultKind::None;
    else if (ident() == "present")
      C.Default = ComputeConstruct::DefaultKind::Present;
    else {
      D.report(diag::BadClauseArgument, curLoc(),
               "expected 'none' or 'present' in 'default'");
      return false;
    }
    ++Pos;
    return expect(tok::r_paren, ")");
  }
  case ClauseKind::Gang:
    L.Gang = true;
    return parseLevelArg(L.GangSize, "gang", "num");
  case ClauseKind::Worker:
    L.Worker = true;
    return parseLevelArg(L.WorkerSize, "worker", "num");
  case ClauseKind::Vector:
    L.Vector = true;
    return parseLevelArg(L.VectorSize, "vector", "length");
  case ClauseKind::Seq:
    L.Seq = true;
    return true;
  case ClauseKind::Independent:
    L.Independent = true;
    return true;
  case ClauseKind::Auto:
    L.Auto = true;
    return true;
  case ClauseKind::Collapse:
    return parseCollapse(L.Collapse);
  case ClauseKind::Tile:
    return parseTile(L.Tile);
  case ClauseKind::Finalize:
    R.Finalize = true;
    return true;
  case ClauseKind::NoHost:
    return true;
  case ClauseKind::IfPresent:
    R.DataDir.IfPresent = true;
    return true;
  case ClauseKind::UpdateHost:
  case ClauseKind::UpdateDevice: {
    if (!expect(tok::l_paren, "("))
      return false;
    if (!parseVarList(Spec->Kind == ClauseKind::UpdateHost
                          ? R.DataDir.UpdateHost
                          : R.DataDir.UpdateDevice))
      return false;
    return expect(tok::r_paren, ")");
  }
  case ClauseKind::UseDevice: {
    if (!expect(tok::l_paren, "("))
      return false;
    std::vector<VarRef> Vars;
    if (!parseVarList(Vars))
      return false;
    for (VarRef &V : Vars) {
      if (!V.Subscripts.empty() || V.IsMember()) {
        D.report(diag::BadClauseArgument, V.Range.getBegin(),
                 "'use_device' takes variable names, not "
                 "array sections or members");
        return false;
      }
      R.DataDir.UseDevices.push_back({std::move(V)});
    }
    return expect(tok::r_paren, ")");
  }
  case ClauseKind::Async: {
    AsyncClauses &A =
        R.K == ParsedACCDirective::Kind::Data ? R.DataDir.Async : C.Async;
    A.Async = true;
    if (!consume(tok::l_paren))
      return true;
    SourceLocation EL;
    if (!exprUntil({tok::r_paren}, A.Queue, EL))
      return false;
    if (A.Queue.empty()) {
      D.report(diag::SyntaxError, EL, "expected an async queue number");
      return false;
    }
    return expect(tok::r_paren, ")");
  }
  case ClauseKind::Wait: {
    AsyncClauses &A =
        R.K == ParsedACCDirective::Kind::Data ? R.DataDir.Async : C.Async;
    A.Wait = true;
    return !consume(tok::l_paren) || parseWaitArgument(A);
  }
  case ClauseKind::DeviceType: {
    // init, shutdown, set: the device types they act on (the clause loop
    // handles device_type sections of the other directives).
    DeviceSection Kind = parseDeviceTypeList();
    if (Kind == DeviceSection::Error)
      return false;
    R.Device.TypeGiven = true;
    R.Device.Ours = Kind != DeviceSection::Others;
    R.Device.Exact = Kind == DeviceSection::Ours;
    return true;
  }
  case ClauseKind::DeviceNum:
  case ClauseKind::DefaultAsync: {
    if (!expect(tok::l_paren, "("))
      return false;
    std::string &Arg = Spec->Kind == ClauseKind::DeviceNum
                           ? R.Device.Num
                           : R.Device.DefaultAsync;
    SourceLocation EL;
    if (!exprUntil({tok::r_paren}, Arg, EL))
      return false;
    if (Arg.empty()) {
      D.report(diag::SyntaxError, EL,
               "expected an expression in '" + Name.str() + "'");
      return false;
    }
    return expect(tok::r_paren, ")");
  }
  case ClauseKind::Rejected:
    D.report(diag::UnsupportedClause, Loc, Spec->Why);
    return false;
  }
  return false;
}

/// `device_type(list)` after its name: whether the list names the devices
/// acc2cuda compiles for (`nvidia`), every device (`*`), or others only.
Parser::DeviceSection Parser::parseDeviceTypeList() {
  if (!expect(tok::l_paren, "("))
    return DeviceSection::Error;
  DeviceSection Out = DeviceSection::Others;
  while (true) {
    if (is(tok::star)) {
      ++Pos;
      if (Out != DeviceSection::Ours)
        Out = DeviceSection::Any;
    } else if (llvm::StringRef Name = ident(); !Name.empty()) {
      Name.consume_front("acc_device_");
      if (Name == "nvidia")
        Out = DeviceSection::Ours;
      else if (Name != "host" && Name != "multicore" && Name != "radeon" &&
               Name != "default" && Name != "not_host")
        D.report(diag::UnknownDeviceType, curLoc(),
                 "unknown device type '" + ident().str() +
                     "': acc2cuda compiles for 'nvidia' and ignores the "
                     "clauses for it");
      ++Pos;
    } else {
      D.report(diag::SyntaxError, curLoc(),
               "expected a device type or '*' in 'device_type'");
      return DeviceSection::Error;
    }
    if (!is(tok::comma))
      break;
    ++Pos;
  }
  return expect(tok::r_paren, ")") ? Out : DeviceSection::Error;
}

/// Applies the clauses of a device_type section for our device: each one
/// given there replaces the construct's own.
static void mergeDeviceSection(ParsedACCDirective &R,
                               const ParsedACCDirective &S, bool CollapseSet) {
  ComputeConstruct &C = R.Compute;
  const ComputeConstruct &SC = S.Compute;
  for (auto [To, From] : {std::pair{&C.NumGangs, &SC.NumGangs},
                          std::pair{&C.NumWorkers, &SC.NumWorkers},
                          std::pair{&C.VectorLength, &SC.VectorLength}})
    if (!From->empty())
      *To = *From;
  if (SC.Async.Async || SC.Async.Wait)
    C.Async = SC.Async;
  LoopClauses &L = R.Loop;
  const LoopClauses &SL = S.Loop;
  if (SL.Seq || SL.Gang || SL.Worker || SL.Vector) {
    L.Seq = SL.Seq;
    L.Gang = SL.Gang;
    L.Worker = SL.Worker;
    L.Vector = SL.Vector;
    L.GangSize = SL.GangSize;
    L.WorkerSize = SL.WorkerSize;
    L.VectorSize = SL.VectorSize;
  }
  if (SL.Independent || SL.Auto) {
    L.Independent = SL.Independent;
    L.Auto = SL.Auto;
  }
  if (CollapseSet)
    L.Collapse = SL.Collapse;
  if (!SL.Tile.empty())
    L.Tile = SL.Tile;
}

/// init, shutdown and set (OpenACC 3.3 2.14.1-2.14.3) are the runtime
/// routines acc_init[_device], acc_shutdown[_device], acc_set_device_type,
/// acc_set_device_num and acc_set_default_async; a device_type list
/// naming only other devices leaves nothing to do here.
std::optional<ParsedACCDirective>
Parser::finishRuntime(ParsedACCDirective &R) {
  const ParsedACCDirective::DeviceSettings &S = R.Device;
  std::vector<std::string> &Calls = R.DataDir.RuntimeCalls;
  if (R.Name == "set" && !S.TypeGiven && S.Num.empty() &&
      S.DefaultAsync.empty()) {
    D.report(diag::MissingClause, R.NameLoc,
             "'set' needs a 'default_async', 'device_num' or 'device_type' "
             "clause");
    return std::nullopt;
  }
  if (!S.Ours)
    return R;
  std::string Type = S.Exact ? "acc_device_nvidia" : "acc_device_default";
  std::string Num = "(int)(" + S.Num + ")";
  if (R.Name == "init" || R.Name == "shutdown") {
    std::string Fn = "acc_" + R.Name;
    Calls.push_back(S.Num.empty() ? Fn + "(" + Type + ")"
                                  : Fn + "_device(" + Num + ", " + Type + ")");
    return R;
  }
  if (S.TypeGiven)
    Calls.push_back("acc_set_device_type(" + Type + ")");
  if (!S.Num.empty())
    Calls.push_back("acc_set_device_num(" + Num + ", " + Type + ")");
  if (!S.DefaultAsync.empty())
    Calls.push_back("acc_set_default_async((int)(" + S.DefaultAsync + "))");
  return R;
}

/// Checks what the specification requires of a data directive's clauses.
std::optional<ParsedACCDirective> Parser::finishData(ParsedACCDirective &R) {
  DataConstruct &DD = R.DataDir;
  if (DD.K == DataConstruct::Kind::Runtime)
    return finishRuntime(R);
  for (DataClause &DC : DD.Data) {
    DC.Finalize = R.Finalize;
    if (DD.K == DataConstruct::Kind::Exit)
      DC.Map.To = false; // copyout/delete: only From says copy out
  }
  using K = DataConstruct::Kind;
  bool Empty = DD.K == K::Update
                   ? DD.UpdateHost.empty() && DD.UpdateDevice.empty()
               : DD.K == K::HostData ? DD.UseDevices.empty()
                                     : DD.Data.empty();
  // OpenACC 3.3 2.6.6/2.14.4/2.8/2.13: update needs a host/self/device
  // clause, host_data a use_device clause, enter/exit data and declare a
  // data clause.
  if (Empty && DD.K != K::Region && DD.K != K::Wait) {
    D.report(diag::MissingClause, R.NameLoc,
             "'" + R.Name + "' needs at least one " +
                 (DD.K == K::Update     ? "'host', 'self' or "
                                          "'device' clause"
                  : DD.K == K::HostData ? "'use_device' clause"
                                        : "data clause"));
    return std::nullopt;
  }
  return R;
}

/// `atomic [read | write | update | capture]` (OpenACC 3.3 2.12).
std::optional<ParsedACCDirective> Parser::atomic(ParsedACCDirective &R) {
  using K = AtomicDirective::Kind;
  R.K = ParsedACCDirective::Kind::Atomic;
  R.Name = "atomic";
  R.Atomic.Lang = Dialect::OpenACC;
  R.Atomic.Loc = R.NameLoc;
  llvm::StringRef Form = ident();
  if (!Form.empty()) {
    std::optional<K> Kind = llvm::StringSwitch<std::optional<K>>(Form)
                                .Case("read", K::Read)
                                .Case("write", K::Write)
                                .Case("update", K::Update)
                                .Case("capture", K::Capture)
                                .Default(std::nullopt);
    if (!Kind && Form != "if") {
      D.report(diag::SyntaxError, curLoc(),
               "expected 'read', 'write', 'update' or 'capture' after "
               "'atomic'");
      return std::nullopt;
    }
    if (Kind) {
      R.Atomic.K = *Kind;
      ++Pos;
    }
  }
  // OpenACC 3.4's `if` (the atomic is not atomic when false): the
  // condition is device code that the region's captures do not see.
  if (ident() == "if") {
    D.report(diag::UnsupportedClause, curLoc(),
             "'if' on 'atomic' is not supported by this version of "
             "acc2cuda");
    return std::nullopt;
  }
  if (!atEnd()) {
    D.report(diag::SyntaxError, curLoc(),
             "unexpected tokens after 'atomic " + Form.str() + "'");
    return std::nullopt;
  }
  return R;
}

std::optional<ParsedACCDirective> Parser::run() {
  ParsedACCDirective R;
  R.NameLoc = curLoc();
  llvm::StringRef First = ident();
  if (First.empty()) {
    D.report(diag::SyntaxError, curLoc(), "expected an OpenACC directive name");
    return std::nullopt;
  }
  ++Pos;
  ComputeConstruct &C = R.Compute;
  if (First == "parallel" || First == "kernels" || First == "serial") {
    C.Kind = First == "parallel"  ? ComputeKind::Parallel
             : First == "kernels" ? ComputeKind::Kernels
                                  : ComputeKind::Serial;
    R.Name = First.str();
    if (ident() == "loop") {
      ++Pos;
      C.IsLoop = true;
      R.Name += " loop";
    }
  } else if (First == "loop") {
    R.K = ParsedACCDirective::Kind::Loop;
    R.Name = "loop";
  } else if (First == "data" || First == "update" || First == "host_data" ||
             First == "declare" ||
             ((First == "enter" || First == "exit") && ident() == "data")) {
    R.K = ParsedACCDirective::Kind::Data;
    DataConstruct &DD = R.DataDir;
    DD.Lang = Dialect::OpenACC;
    DD.Loc = R.NameLoc;
    if (First == "enter" || First == "exit") {
      ++Pos;
      R.Name = First.str() + " data";
      DD.K = First == "enter" ? DataConstruct::Kind::Enter
                              : DataConstruct::Kind::Exit;
    } else {
      R.Name = First.str();
      DD.K = llvm::StringSwitch<DataConstruct::Kind>(First)
                 .Case("data", DataConstruct::Kind::Region)
                 .Case("host_data", DataConstruct::Kind::HostData)
                 .Case("declare", DataConstruct::Kind::Declare)
                 .Default(DataConstruct::Kind::Update);
    }
    DD.DirectiveName = R.Name;
  } else if (First == "atomic") {
    return atomic(R);
  } else if (First == "cache") {
    return cache(R);
  } else if (First == "routine") {
    R.K = ParsedACCDirective::Kind::Routine;
    R.Name = "routine";
    R.Routine.Loc = R.NameLoc;
    if (is(tok::l_paren) && !routineName(R.Routine))
      return std::nullopt;
  } else if (First == "wait") {
    R.K = ParsedACCDirective::Kind::Data;
    R.Name = "wait";
    DataConstruct &DD = R.DataDir;
    DD.Lang = Dialect::OpenACC;
    DD.Loc = R.NameLoc;
    DD.K = DataConstruct::Kind::Wait;
    DD.DirectiveName = R.Name;
    DD.Async.Wait = true;
    if (consume(tok::l_paren) && !parseWaitArgument(DD.Async))
      return std::nullopt;
  } else if (First == "init" || First == "shutdown" || First == "set") {
    R.K = ParsedACCDirective::Kind::Data;
    R.Name = First.str();
    DataConstruct &DD = R.DataDir;
    DD.Lang = Dialect::OpenACC;
    DD.Loc = R.NameLoc;
    DD.K = DataConstruct::Kind::Runtime;
    DD.DirectiveName = R.Name;
  } else {
    static const char *const Known[] = {"enter", "exit"};
    for (const char *K : Known)
      if (First == K) {
        std::string Name = First.str();
        if ((First == "enter" || First == "exit") && ident() == "data")
          Name += " data";
        D.report(diag::UnsupportedDirective, R.NameLoc,
                 "OpenACC '" + Name +
                     "' directive is not supported by this version "
                     "of acc2cuda");
        return std::nullopt;
      }
    D.report(diag::UnknownDirective, R.NameLoc,
             llvm::Twine("unknown OpenACC directive '") + First + "'");
    return std::nullopt;
  }
  unsigned Mask = directiveMask(R.Name);
  /// Clauses after a `device_type`, until the next one.
  struct Section {
    DeviceSection Kind;
    ParsedACCDirective Clauses;
    bool CollapseSet;
  };
  std::vector<Section> Sections;
  C.Lang = Dialect::OpenACC;
  C.DirectiveName = R.Name;
  C.Loc = R.NameLoc;
  R.Loop.Loc = R.NameLoc;
  // clause [[,] clause]...
  bool FirstClause = true;
  while (!atEnd()) {
    if (!FirstClause && is(tok::comma)) {
      SourceLocation CommaLoc = curLoc();
      ++Pos;
      if (atEnd() || is(tok::comma)) {
        D.report(diag::SyntaxError, atEnd() ? CommaLoc : curLoc(),
                 "expected an OpenACC clause after ','");
        return std::nullopt;
      }
    }
    if (is(tok::comma)) {
      D.report(diag::SyntaxError, curLoc(), "expected an OpenACC clause name");
      return std::nullopt;
    }
    FirstClause = false;
    if ((ident() == "device_type" || ident() == "dtype") &&
        !(Mask & OnRuntimeDirectives)) {
      if (!(Mask & (OnCompute | OnLoop | OnRoutine)))
        break; // parseClause reports it below
      SourceLocation DTLoc = curLoc();
      ++Pos;
      DeviceSection Kind = parseDeviceTypeList();
      if (Kind == DeviceSection::Error)
        return std::nullopt;
      Sections.push_back({Kind, ParsedACCDirective(), false});
      Sections.back().Clauses.K = R.K;
      Sections.back().Clauses.Name = R.Name;
      Sections.back().Clauses.NameLoc = R.NameLoc;
      Seen.clear(); // each section may repeat the construct's clauses
      (void)DTLoc;
      continue;
    }
    if (Sections.empty()) {
      if (!parseClause(R, Mask))
        return std::nullopt;
      continue;
    }
    SourceLocation ClauseLoc = curLoc();
    const ClauseSpec *Spec = findClause(ident(), Mask);
    if (Spec && (Spec->Allowed & Mask) && !allowedAfterDeviceType(Spec->Kind)) {
      D.report(diag::ClauseNotAllowed, ClauseLoc,
               "clause '" + ident().str() + "' may not follow 'device_type'");
      return std::nullopt;
    }
    Section &Sec = Sections.back();
    Sec.CollapseSet |= Spec && Spec->Kind == ClauseKind::Collapse;
    if (!parseClause(Sec.Clauses, Mask))
      return std::nullopt;
  }
  if (!atEnd()) { // device_type where the directive takes none
    if (!parseClause(R, Mask))
      return std::nullopt;
  }
  // Sections for nvidia apply; without one, those for every device (`*`).
  bool Ours = llvm::any_of(
      Sections, [](const Section &S) { return S.Kind == DeviceSection::Ours; });
  for (const Section &S : Sections)
    if (S.Kind == (Ours ? DeviceSection::Ours : DeviceSection::Any))
      mergeDeviceSection(R, S.Clauses, S.CollapseSet);
  if (R.K == ParsedACCDirective::Kind::Data)
    return finishData(R);
  foldSelf(R);
  if (R.K == ParsedACCDirective::Kind::Routine &&
      R.Loop.Gang + R.Loop.Worker + R.Loop.Vector + R.Loop.Seq > 1) {
    D.report(diag::ConflictingClauses, R.NameLoc,
             "'routine' takes at most one of 'gang', 'worker', 'vector' and "
             "'seq'");
    return std::nullopt;
  }
  if (R.Loop.Seq + (R.Loop.Independent || R.Loop.Auto) > 1 ||
      (R.Loop.Independent && R.Loop.Auto)) {
    D.report(diag::ConflictingClauses, R.NameLoc,
             "'seq', 'independent' and 'auto' are mutually "
             "exclusive on a loop");
    return std::nullopt;
  }
  if (!R.Loop.Tile.empty()) {
    if (Seen.count(static_cast<unsigned>(ClauseKind::Collapse))) {
      D.report(diag::ConflictingClauses, R.NameLoc,
               "'tile' and 'collapse' cannot both appear on a loop");
      return std::nullopt;
    }
    // The tiled loops run as one collapsed nest; any order of the
    // iterations of a parallel loop is valid, and the block takes the tile.
    R.Loop.Collapse = static_cast<unsigned>(R.Loop.Tile.size());
  }
  if (R.Loop.Seq && (R.Loop.Gang || R.Loop.Worker || R.Loop.Vector)) {
    D.report(diag::ConflictingClauses, R.NameLoc,
             "'seq' cannot be combined with 'gang', 'worker' or "
             "'vector'");
    return std::nullopt;
  }
  return R;
}

} // namespace accparse

std::string tokensToText(llvm::ArrayRef<Token> Toks, const SourceManager &SM,
                         const LangOptions &LO) {
  if (Toks.empty())
    return {};
  SourceLocation B = Toks.front().getLocation(), E = Toks.back().getLocation();
  bool AllFile = llvm::all_of(
      Toks, [](const Token &T) { return T.getLocation().isFileID(); });
  if (AllFile && SM.getFileID(B) == SM.getFileID(E)) {
    std::string Text =
        Lexer::getSourceText(CharSourceRange::getTokenRange(B, E), SM, LO)
            .str();
    // Continuation lines: drop the backslash-newline pairs.
    std::string Out;
    for (size_t I = 0; I < Text.size(); ++I) {
      if (Text[I] == '\\' && I + 1 < Text.size() &&
          (Text[I + 1] == '\n' || Text[I + 1] == '\r')) {
        while (I + 1 < Text.size() &&
               (Text[I + 1] == '\n' || Text[I + 1] == '\r'))
          ++I;
        Out += ' ';
        continue;
      }
      Out += Text[I];
    }
    return Out;
  }
  std::string Out;
  for (const Token &T : Toks) {
    if (!Out.empty() && T.hasLeadingSpace())
      Out += ' ';
    Out += Lexer::getSpelling(T, SM, LO);
  }
  return Out;
}

std::optional<ParsedACCDirective> parseACCDirective(const RawPragma &P,
                                                    const SourceManager &SM,
                                                    const LangOptions &LO,
                                                    Diag &D,
                                                    ConstantNames Constants) {
  accparse::Parser Pr(P, SM, LO, D, Constants);
  std::optional<ParsedACCDirective> R = Pr.run();
  if (R)
    R->ExprNames = Pr.takeNames();
  return R;
}

} // namespace acc2cuda
