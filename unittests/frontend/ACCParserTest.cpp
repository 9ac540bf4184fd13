//===- ACCParserTest.cpp - Unit tests of the OpenACC directive parser -----===//
//
// Each test compiles a small C++ translation unit in memory, lets
// ACCPragmaHandler collect the `#pragma acc` lines and checks what
// parseACCDirective makes of them: the model fields, or the exact error text
// and its line:col.
//
//===----------------------------------------------------------------------===//

#include "ParseHarness.h"
#include "gtest/gtest.h"
#include <cctype>

using namespace acc2cuda;
using namespace acc2cuda::test;
using Level = clang::DiagnosticsEngine::Level;

namespace {

/// `#pragma acc ` is 12 characters: the directive starts in this column.
constexpr unsigned DirectiveCol = 13;
/// Single directives go on this line of a small function.
constexpr unsigned DirectiveLine = 2;

std::string wrap(llvm::StringRef Directive) {
  return "void f() {\n#pragma acc " + Directive.str() + "\n  ;\n}\n";
}

/// A gtest name made of the letters and digits of \p Text.
std::string testName(llvm::StringRef Text) {
  std::string N;
  for (char C : Text) {
    if (isalnum(static_cast<unsigned char>(C)))
      N += C;
    else if (!N.empty() && N.back() != '_')
      N += '_';
  }
  while (!N.empty() && N.back() == '_')
    N.pop_back();
  return N;
}

/// `name[lower:length]...` as the model has it, for compact comparisons.
std::string str(const VarRef &V) {
  std::string S = V.Name;
  for (const Subscript &Sub : V.Subscripts)
    S += "[" + Sub.Lower + (Sub.IsSection ? ":" + Sub.Length : "") + "]";
  return S;
}

std::string str(const std::vector<VarRef> &Vars) {
  std::string S;
  for (const VarRef &V : Vars)
    S += (S.empty() ? "" : ", ") + str(V);
  return S;
}

std::string str(const MapType &M) {
  std::string S;
  for (auto [Set, Name] :
       {std::pair(M.To, "to"), std::pair(M.From, "from"),
        std::pair(M.Present, "present"), std::pair(M.NoCreate, "no_create"),
        std::pair(M.DevicePtr, "deviceptr")})
    if (Set)
      S += (S.empty() ? "" : "|") + std::string(Name);
  return S.empty() ? "alloc" : S;
}

class ACCParserTest : public ::testing::Test {
protected:
  /// Parses `#pragma acc Directive`, expecting success and no diagnostics
  /// but \p Warnings warnings.
  static ParsedACCDirective parseOk(llvm::StringRef Directive,
                                    size_t Warnings = 0) {
    return parseOkIn(wrap(Directive), Directive, Warnings);
  }

  /// Parses the only pragma of \p Code, expecting success and no diagnostics
  /// but \p Warnings warnings.
  static ParsedACCDirective parseOkIn(llvm::StringRef Code,
                                      llvm::StringRef Trace = "",
                                      size_t Warnings = 0) {
    SCOPED_TRACE(Trace.empty() ? Code.str() : Trace.str());
    ParseRun Run = parseSource(Code);
    EXPECT_EQ(Run.Diags.size(), Warnings)
        << ::testing::PrintToString(Run.Diags);
    for (const DiagRecord &D : Run.Diags)
      EXPECT_EQ(D.Level, Level::Warning) << D.Message;
    if (Run.Pragmas.size() != 1 || !Run.Pragmas[0].Dir) {
      ADD_FAILURE() << "expected one parsed directive, got "
                    << Run.Pragmas.size() << " pragma(s)";
      return {};
    }
    return *Run.Pragmas[0].Dir;
  }

  /// Parses `#pragma acc Marked` where '@' marks the column of the expected
  /// error (it is removed before parsing) and checks the one error reported.
  /// An empty \p Message checks only that and where it is rejected. Every
  /// parser error has an ID; \p Code, when given, is the one expected.
  static void expectError(llvm::StringRef Marked, llvm::StringRef Message,
                          llvm::StringRef Code = "") {
    SCOPED_TRACE(Marked.str());
    size_t At = Marked.find('@');
    ASSERT_NE(At, llvm::StringRef::npos) << "no '@' in the test input";
    std::string Directive =
        (Marked.take_front(At) + Marked.drop_front(At + 1)).str();
    ParseRun Run = parseSource(wrap(Directive));
    ASSERT_EQ(Run.Pragmas.size(), 1u);
    EXPECT_FALSE(Run.Pragmas[0].Dir.has_value());
    ASSERT_EQ(Run.Diags.size(), 1u) << ::testing::PrintToString(Run.Diags);
    const DiagRecord &D = Run.Diags[0];
    EXPECT_EQ(D.Level, Level::Error);
    if (!Message.empty()) {
      EXPECT_EQ(D.Message, Message.str());
    }
    EXPECT_TRUE(llvm::StringRef(D.Code).starts_with("A2C")) << D.Message;
    if (!Code.empty()) {
      EXPECT_EQ(D.Code, Code.str());
    }
    EXPECT_EQ(D.Line, DirectiveLine);
    EXPECT_EQ(D.Col, DirectiveCol + At);
  }
};

//===----------------------------------------------------------------------===//
// Directive names
//===----------------------------------------------------------------------===//

struct DirectiveCase {
  const char *Text;
  ParsedACCDirective::Kind K;
  ComputeKind Compute;
  bool IsLoop;
};

class ACCParserDirectiveTest
    : public ACCParserTest,
      public ::testing::WithParamInterface<DirectiveCase> {};

TEST_P(ACCParserDirectiveTest, Name) {
  const DirectiveCase &C = GetParam();
  ParsedACCDirective D = parseOk(C.Text);
  EXPECT_EQ(D.K, C.K);
  EXPECT_EQ(D.Name, C.Text);
  EXPECT_EQ(D.Compute.DirectiveName, C.Text);
  EXPECT_EQ(D.Compute.Lang, Dialect::OpenACC);
  EXPECT_EQ(D.Compute.IsLoop, C.IsLoop);
  if (C.K == ParsedACCDirective::Kind::Compute) {
    EXPECT_EQ(D.Compute.Kind, C.Compute);
  }
  EXPECT_TRUE(D.NameLoc.isValid());
  EXPECT_EQ(D.Compute.Loc, D.NameLoc);
  EXPECT_EQ(D.Loop.Loc, D.NameLoc);
  EXPECT_EQ(D.Loop.Collapse, 1u);
  EXPECT_FALSE(D.Loop.Gang || D.Loop.Worker || D.Loop.Vector || D.Loop.Seq ||
               D.Loop.Independent || D.Loop.Auto);
}

using K = ParsedACCDirective::Kind;
INSTANTIATE_TEST_SUITE_P(
    All, ACCParserDirectiveTest,
    ::testing::Values(
        DirectiveCase{"parallel loop", K::Compute, ComputeKind::Parallel, true},
        DirectiveCase{"kernels loop", K::Compute, ComputeKind::Kernels, true},
        DirectiveCase{"serial loop", K::Compute, ComputeKind::Serial, true},
        DirectiveCase{"parallel", K::Compute, ComputeKind::Parallel, false},
        DirectiveCase{"kernels", K::Compute, ComputeKind::Kernels, false},
        DirectiveCase{"serial", K::Compute, ComputeKind::Serial, false},
        DirectiveCase{"loop", K::Loop, ComputeKind::Parallel, false}),
    [](const auto &I) { return testName(I.param.Text); });

TEST_F(ACCParserTest, NameLocationIsTheDirectiveName) {
  ParseRun Run = parseSource("void f() {\n  #pragma   acc   kernels  loop\n"
                             "  for (;;) ;\n}\n");
  ASSERT_EQ(Run.Pragmas.size(), 1u);
  ASSERT_TRUE(Run.Pragmas[0].Dir.has_value());
  EXPECT_EQ(Run.Pragmas[0].Dir->Name, "kernels loop");
  EXPECT_EQ(Run.Pragmas[0].NameLine, 2u);
  EXPECT_EQ(Run.Pragmas[0].NameCol, 19u);
}

TEST_F(ACCParserTest, CombinedFormFillsComputeAndLoop) {
  ParsedACCDirective D = parseOk("parallel loop gang vector copy(a[0:n]) "
                                 "num_gangs(4) private(t) firstprivate(u) "
                                 "reduction(+:s) collapse(2)");
  // Compute side: data, sizes, firstprivate.
  ASSERT_EQ(D.Compute.Data.size(), 1u);
  EXPECT_EQ(str(D.Compute.Data[0].Var), "a[0:n]");
  EXPECT_EQ(D.Compute.NumGangs, "4");
  EXPECT_EQ(str(D.Compute.FirstPrivate), "u");
  // Loop side: schedule, private and reduction (OpenACC 3.3, 2.11).
  EXPECT_TRUE(D.Loop.Gang);
  EXPECT_TRUE(D.Loop.Vector);
  EXPECT_FALSE(D.Loop.Worker);
  EXPECT_EQ(D.Loop.Collapse, 2u);
  EXPECT_EQ(str(D.Loop.Private), "t");
  ASSERT_EQ(D.Loop.Reductions.size(), 1u);
  EXPECT_EQ(D.Loop.Reductions[0].Var.Name, "s");
  EXPECT_TRUE(D.Compute.Private.empty());
  EXPECT_TRUE(D.Compute.Reductions.empty());
}

TEST_F(ACCParserTest, UnknownDirective) {
  expectError("@frobnicate copy(a)", "unknown OpenACC directive 'frobnicate'",
              "A2C1002");
  expectError("@Parallel", "unknown OpenACC directive 'Parallel'", "A2C1002");
}

TEST_F(ACCParserTest, AtomicForms) {
  using AK = AtomicDirective::Kind;
  for (auto [Text, Kind] :
       {std::pair("atomic", AK::Update), std::pair("atomic update", AK::Update),
        std::pair("atomic read", AK::Read),
        std::pair("atomic write", AK::Write),
        std::pair("atomic capture", AK::Capture)}) {
    ParsedACCDirective D = parseOk(Text);
    EXPECT_EQ(D.K, ParsedACCDirective::Kind::Atomic) << Text;
    EXPECT_EQ(D.Atomic.K, Kind) << Text;
    EXPECT_EQ(D.Atomic.Loc, D.NameLoc) << Text;
  }
  expectError("atomic @increment",
              "expected 'read', 'write', 'update' or 'capture' after 'atomic'",
              "A2C1001");
  expectError("atomic @if(c)",
              "'if' on 'atomic' is not supported by this version of acc2cuda",
              "A2C5002");
  expectError("atomic update @if(i % 2 == 0)",
              "'if' on 'atomic' is not supported by this version of acc2cuda",
              "A2C5002");
  expectError("atomic read @write", "unexpected tokens after 'atomic read'");
}

TEST_F(ACCParserTest, RoutineForms) {
  ParsedACCDirective D = parseOk("routine seq");
  EXPECT_EQ(D.K, ParsedACCDirective::Kind::Routine);
  EXPECT_FALSE(D.Routine.Named);
  EXPECT_TRUE(D.Loop.Seq);
  D = parseOk("routine(foo) vector");
  EXPECT_TRUE(D.Routine.Named);
  EXPECT_EQ(D.Routine.FunctionName, "foo");
  EXPECT_TRUE(D.Loop.Vector);
  D = parseOk("routine(ns::foo) worker nohost");
  EXPECT_EQ(D.Routine.FunctionName, "ns::foo");
  EXPECT_TRUE(D.Loop.Worker);
  D = parseOk("routine");
  EXPECT_EQ(D.K, ParsedACCDirective::Kind::Routine);
  expectError("@routine seq gang",
              "'routine' takes at most one of 'gang', 'worker', 'vector' and "
              "'seq'",
              "A2C1007");
  expectError("routine @bind(other) seq",
              "'bind' is not supported by this version of acc2cuda; call the "
              "device function by its own name",
              "A2C5002");
  expectError("routine seq device_type(nvidia) @bind(other)",
              "'bind' is not supported by this version of acc2cuda; call the "
              "device function by its own name",
              "A2C5002");
  expectError("routine(@)", "expected a function name in 'routine(...)'",
              "A2C1001");
  expectError("routine(@1) seq", "expected a function name in 'routine(...)'",
              "A2C1001");
  expectError("routine seq @copy(a)", "clause 'copy' is not valid on 'routine'",
              "A2C1004");
}

TEST_F(ACCParserTest, CacheForms) {
  for (const char *Text :
       {"cache(a[0:4])", "cache(readonly: a[i-1:3], b)", "cache(s.x)"}) {
    ParsedACCDirective D = parseOk(Text);
    EXPECT_EQ(D.K, ParsedACCDirective::Kind::Cache) << Text;
  }
  expectError("cache@", "expected '(' in OpenACC directive", "A2C1001");
  expectError("cache(@)", "expected a variable name in OpenACC clause",
              "A2C1001");
  expectError("cache(a[0:4]@", "expected ')' in OpenACC directive", "A2C1001");
  expectError("cache(a) @seq", "unexpected tokens after 'cache'", "A2C1001");
}

TEST_F(ACCParserTest, EmptyDirective) {
  expectError("@", "expected an OpenACC directive name");
  expectError("@(a)", "expected an OpenACC directive name");
}

class ACCParserUnsupportedDirectiveTest
    : public ACCParserTest,
      public ::testing::WithParamInterface<
          std::pair<const char *, const char *>> {};

TEST_P(ACCParserUnsupportedDirectiveTest, IsRejected) {
  auto [Text, Name] = GetParam();
  expectError(std::string("@") + Text,
              std::string("OpenACC '") + Name +
                  "' directive is not supported by this version of acc2cuda",
              "A2C5001");
}

INSTANTIATE_TEST_SUITE_P(All, ACCParserUnsupportedDirectiveTest,
                         ::testing::Values(std::pair("enter", "enter"),
                                           std::pair("exit", "exit")),
                         [](const auto &I) { return testName(I.param.first); });

// init, shutdown and set are the runtime routine calls they stand for.
class ACCParserRuntimeDirectiveTest
    : public ACCParserTest,
      public ::testing::WithParamInterface<
          std::pair<const char *, std::vector<std::string>>> {};

TEST_P(ACCParserRuntimeDirectiveTest, Calls) {
  auto [Text, Calls] = GetParam();
  ParsedACCDirective D = parseOk(Text);
  EXPECT_EQ(D.DataDir.K, DataConstruct::Kind::Runtime);
  EXPECT_EQ(D.DataDir.RuntimeCalls, Calls);
}

INSTANTIATE_TEST_SUITE_P(
    All, ACCParserRuntimeDirectiveTest,
    ::testing::Values(
        std::pair("init",
                  std::vector<std::string>{"acc_init(acc_device_default)"}),
        std::pair("init device_type(nvidia) device_num(d + 1)",
                  std::vector<std::string>{
                      "acc_init_device((int)(d + 1), acc_device_nvidia)"}),
        std::pair("shutdown device_type(host)", std::vector<std::string>{}),
        std::pair("shutdown device_type(*, host) if(n > 1)",
                  std::vector<std::string>{"acc_shutdown(acc_device_default)"}),
        std::pair("set default_async(q)",
                  std::vector<std::string>{"acc_set_default_async((int)(q))"}),
        std::pair("set device_type(acc_device_nvidia) device_num(0)",
                  std::vector<std::string>{
                      "acc_set_device_type(acc_device_nvidia)",
                      "acc_set_device_num((int)(0), acc_device_nvidia)"})),
    [](const auto &I) { return testName(I.param.first); });

//===----------------------------------------------------------------------===//
// Data clauses
//===----------------------------------------------------------------------===//

class ACCParserDataClauseTest
    : public ACCParserTest,
      public ::testing::WithParamInterface<std::pair<const char *, MapType>> {};

TEST_P(ACCParserDataClauseTest, Maps) {
  auto [Spelling, Map] = GetParam();
  // deviceptr takes pointer names only.
  std::string First = Map.DevicePtr ? "a" : "a[0:n]";
  ParsedACCDirective D =
      parseOk(std::string("parallel loop ") + Spelling + "(" + First + ", b)");
  ASSERT_EQ(D.Compute.Data.size(), 2u);
  for (const DataClause &DC : D.Compute.Data) {
    EXPECT_EQ(str(DC.Map), str(Map));
    EXPECT_EQ(DC.Spelling, Spelling);
  }
  EXPECT_EQ(str(D.Compute.Data[0].Var), First);
  EXPECT_EQ(str(D.Compute.Data[1].Var), "b");
}

INSTANTIATE_TEST_SUITE_P(
    All, ACCParserDataClauseTest,
    ::testing::Values(std::pair("copy", MapType::copy()),
                      std::pair("pcopy", MapType::copy()),
                      std::pair("present_or_copy", MapType::copy()),
                      std::pair("copyin", MapType::copyIn()),
                      std::pair("pcopyin", MapType::copyIn()),
                      std::pair("present_or_copyin", MapType::copyIn()),
                      std::pair("copyout", MapType::copyOut()),
                      std::pair("pcopyout", MapType::copyOut()),
                      std::pair("present_or_copyout", MapType::copyOut()),
                      std::pair("create", MapType::create()),
                      std::pair("pcreate", MapType::create()),
                      std::pair("present_or_create", MapType::create()),
                      std::pair("present", MapType::present()),
                      std::pair("no_create", MapType::noCreate()),
                      std::pair("deviceptr", MapType::devicePtr())),
    [](const auto &I) { return std::string(I.param.first); });

TEST_F(ACCParserTest, MapTypeBits) {
  EXPECT_EQ(str(MapType::copy()), "to|from");
  EXPECT_EQ(str(MapType::copyIn()), "to");
  EXPECT_EQ(str(MapType::copyOut()), "from");
  EXPECT_EQ(str(MapType::create()), "alloc");
  EXPECT_EQ(str(MapType::present()), "present");
  EXPECT_EQ(str(MapType::noCreate()), "no_create");
  EXPECT_EQ(str(MapType::devicePtr()), "deviceptr");
}

TEST_F(ACCParserTest, DataClausesOnEveryComputeConstruct) {
  for (const char *Dir :
       {"parallel", "kernels", "serial", "kernels loop", "serial loop"}) {
    ParsedACCDirective D = parseOk(std::string(Dir) + " copyin(x) copyout(y)");
    ASSERT_EQ(D.Compute.Data.size(), 2u) << Dir;
    EXPECT_EQ(str(D.Compute.Data[0].Map), "to");
    EXPECT_EQ(str(D.Compute.Data[1].Map), "from");
  }
}

TEST_F(ACCParserTest, DataClausesKeepSourceOrder) {
  ParsedACCDirective D =
      parseOk("parallel copyin(a[0:n]) copyout(b[0:n]) create(tmp[0:n]) "
              "present(p) copy(s.n)");
  std::vector<std::string> Got;
  for (const DataClause &DC : D.Compute.Data)
    Got.push_back(DC.Spelling + " " + str(DC.Var));
  EXPECT_EQ(Got, (std::vector<std::string>{"copyin a[0:n]", "copyout b[0:n]",
                                           "create tmp[0:n]", "present p",
                                           "copy s.n"}));
}

TEST_F(ACCParserTest, CopyinReadonlyIsAcceptedAsAHint) {
  ParsedACCDirective D = parseOk("parallel loop copyin(readonly: x[0:n], y)");
  ASSERT_EQ(D.Compute.Data.size(), 2u);
  EXPECT_EQ(str(D.Compute.Data[0].Map), "to");
  EXPECT_EQ(str(D.Compute.Data[0].Var), "x[0:n]");
  EXPECT_EQ(str(D.Compute.Data[1].Var), "y");
  EXPECT_EQ(D.Compute.Data[0].Spelling, "copyin");
}

TEST_F(ACCParserTest, VariableNamedReadonlyIsNotAModifier) {
  ParsedACCDirective D = parseOk("parallel copyin(readonly)");
  ASSERT_EQ(D.Compute.Data.size(), 1u);
  EXPECT_EQ(str(D.Compute.Data[0].Var), "readonly");
}

TEST_F(ACCParserTest, ReadonlyOnlyOnCopyin) {
  expectError(
      "parallel copy(@readonly: x)",
      "the 'readonly' modifier is only valid on 'copyin', not on 'copy'");
  expectError(
      "parallel create(@readonly: x)",
      "the 'readonly' modifier is only valid on 'copyin', not on 'create'");
}

TEST_F(ACCParserTest, DeviceptrTakesNamesOnly) {
  expectError("parallel deviceptr(@p[0:n])",
              "'deviceptr' takes pointer names, not array sections or "
              "elements");
}

TEST_F(ACCParserTest, ZeroModifierOnCreateAndCopyout) {
  ParsedACCDirective D =
      parseOk("parallel copyout(zero: x[0:n]) create(zero: y)");
  ASSERT_EQ(D.Compute.Data.size(), 2u);
  EXPECT_TRUE(D.Compute.Data[0].Map.Zero);
  EXPECT_EQ(str(D.Compute.Data[0].Var), "x[0:n]");
  EXPECT_TRUE(D.Compute.Data[1].Map.Zero);
  EXPECT_EQ(str(D.Compute.Data[1].Var), "y");
  expectError("parallel copyin(@zero: x)",
              "the 'zero' modifier is only valid on 'create' and 'copyout', "
              "not on 'copyin'");
  expectError("parallel present(@zero: x)",
              "the 'zero' modifier is only valid on 'create' and 'copyout', "
              "not on 'present'");
}

TEST_F(ACCParserTest, DataClauseNotOnLoop) {
  expectError("loop gang @copy(a)", "clause 'copy' is not valid on 'loop'",
              "A2C1004");
  expectError("loop @deviceptr(p)",
              "clause 'deviceptr' is not valid on 'loop'");
}

//===----------------------------------------------------------------------===//
// Variables and array sections
//===----------------------------------------------------------------------===//

TEST_F(ACCParserTest, SectionWithLowerAndLength) {
  ParsedACCDirective D = parseOk("parallel copy(a[0:n])");
  ASSERT_EQ(D.Compute.Data.size(), 1u);
  const VarRef &V = D.Compute.Data[0].Var;
  EXPECT_EQ(V.Name, "a");
  EXPECT_EQ(V.BaseName, "a");
  EXPECT_FALSE(V.IsMember());
  ASSERT_EQ(V.Subscripts.size(), 1u);
  EXPECT_EQ(V.Subscripts[0].Lower, "0");
  EXPECT_EQ(V.Subscripts[0].Length, "n");
  EXPECT_TRUE(V.Subscripts[0].IsSection);
  EXPECT_TRUE(V.Range.isValid());
}

TEST_F(ACCParserTest, SectionWithoutLower) {
  ParsedACCDirective D = parseOk("parallel copy(a[:n])");
  ASSERT_EQ(D.Compute.Data.size(), 1u);
  const Subscript &S = D.Compute.Data[0].Var.Subscripts.at(0);
  EXPECT_EQ(S.Lower, "");
  EXPECT_EQ(S.Length, "n");
  EXPECT_TRUE(S.IsSection);
}

TEST_F(ACCParserTest, SectionWithoutLength) {
  ParsedACCDirective D = parseOk("parallel copy(a[2:], b[:])");
  ASSERT_EQ(D.Compute.Data.size(), 2u);
  const Subscript &S = D.Compute.Data[0].Var.Subscripts.at(0);
  EXPECT_EQ(S.Lower, "2");
  EXPECT_EQ(S.Length, "");
  EXPECT_TRUE(S.IsSection);
  const Subscript &All = D.Compute.Data[1].Var.Subscripts.at(0);
  EXPECT_EQ(All.Lower, "");
  EXPECT_EQ(All.Length, "");
  EXPECT_TRUE(All.IsSection);
}

TEST_F(ACCParserTest, SectionBoundsAreExpressionText) {
  ParsedACCDirective D =
      parseOk("parallel copy(a[i*2 + 1 : n - (i*2 + 1)], b[idx[0]:idx[1]], "
              "c[f(x, y):g(n)])");
  ASSERT_EQ(D.Compute.Data.size(), 3u);
  const Subscript &A = D.Compute.Data[0].Var.Subscripts.at(0);
  EXPECT_EQ(A.Lower, "i*2 + 1");
  EXPECT_EQ(A.Length, "n - (i*2 + 1)");
  EXPECT_EQ(str(D.Compute.Data[1].Var), "b[idx[0]:idx[1]]");
  EXPECT_EQ(str(D.Compute.Data[2].Var), "c[f(x, y):g(n)]");
}

TEST_F(ACCParserTest, MultiDimensionalSection) {
  ParsedACCDirective D = parseOk("parallel loop copyin(A[0:n][0:m])");
  ASSERT_EQ(D.Compute.Data.size(), 1u);
  const VarRef &V = D.Compute.Data[0].Var;
  ASSERT_EQ(V.Subscripts.size(), 2u);
  EXPECT_EQ(V.Subscripts[0].Lower, "0");
  EXPECT_EQ(V.Subscripts[0].Length, "n");
  EXPECT_EQ(V.Subscripts[1].Lower, "0");
  EXPECT_EQ(V.Subscripts[1].Length, "m");
}

TEST_F(ACCParserTest, ElementSubscript) {
  ParsedACCDirective D = parseOk("parallel copy(a[i][0:n])");
  const VarRef &V = D.Compute.Data.at(0).Var;
  ASSERT_EQ(V.Subscripts.size(), 2u);
  EXPECT_FALSE(V.Subscripts[0].IsSection);
  EXPECT_EQ(V.Subscripts[0].Lower, "i");
  EXPECT_EQ(V.Subscripts[0].Length, "");
  EXPECT_TRUE(V.Subscripts[1].IsSection);
}

TEST_F(ACCParserTest, WholeArrayName) {
  ParsedACCDirective D = parseOk("parallel copy(a)");
  const VarRef &V = D.Compute.Data.at(0).Var;
  EXPECT_EQ(V.Name, "a");
  EXPECT_EQ(V.BaseName, "a");
  EXPECT_TRUE(V.Subscripts.empty());
}

TEST_F(ACCParserTest, StructMembers) {
  ParsedACCDirective D = parseOk("parallel copy(s.n, s.p[0:s.n], s.t.u)");
  ASSERT_EQ(D.Compute.Data.size(), 3u);
  const VarRef &N = D.Compute.Data[0].Var;
  EXPECT_EQ(N.Name, "s.n");
  EXPECT_EQ(N.BaseName, "s");
  EXPECT_TRUE(N.IsMember());
  EXPECT_TRUE(N.Subscripts.empty());
  const VarRef &P = D.Compute.Data[1].Var;
  EXPECT_EQ(P.Name, "s.p");
  EXPECT_EQ(P.BaseName, "s");
  ASSERT_EQ(P.Subscripts.size(), 1u);
  EXPECT_EQ(P.Subscripts[0].Length, "s.n");
  EXPECT_EQ(D.Compute.Data[2].Var.Name, "s.t.u");
  EXPECT_EQ(D.Compute.Data[2].Var.BaseName, "s");
}

// Deep copy: members through `->`, elements of arrays of structs and
// `this->`; the path to the member is kept for binding.
TEST_F(ACCParserTest, MemberPaths) {
  ParsedACCDirective D =
      parseOk("enter data copyin(p->v[0:n], a[i + 1].in.p[0:n], this->m[0:n])");
  ASSERT_EQ(D.DataDir.Data.size(), 3u);
  const VarRef &Arrow = D.DataDir.Data[0].Var;
  EXPECT_EQ(Arrow.Name, "p->v");
  EXPECT_EQ(Arrow.BaseName, "p");
  ASSERT_EQ(Arrow.Path.size(), 1u);
  EXPECT_EQ(Arrow.Path[0].K, MemberStep::Kind::Arrow);
  EXPECT_EQ(Arrow.Path[0].Text, "v");
  const VarRef &Elem = D.DataDir.Data[1].Var;
  EXPECT_EQ(Elem.Name, "a[i + 1].in.p");
  EXPECT_EQ(Elem.BaseName, "a");
  ASSERT_EQ(Elem.Path.size(), 3u);
  EXPECT_EQ(Elem.Path[0].K, MemberStep::Kind::Index);
  EXPECT_EQ(Elem.Path[0].Text, "i + 1");
  EXPECT_EQ(Elem.Path[2].Text, "p");
  ASSERT_EQ(Elem.Subscripts.size(), 1u);
  EXPECT_EQ(Elem.Subscripts[0].Length, "n");
  const VarRef &This = D.DataDir.Data[2].Var;
  EXPECT_EQ(This.Name, "m");
  EXPECT_FALSE(This.IsMember());
}

// `this` and `this[0:1]` name the object (C++ member functions).
TEST_F(ACCParserTest, ThisItems) {
  ParsedACCDirective D =
      parseOk("enter data copyin(this) create(this[0:1], this->m[0:n])");
  ASSERT_EQ(D.DataDir.Data.size(), 3u);
  const VarRef &Whole = D.DataDir.Data[0].Var;
  EXPECT_TRUE(Whole.IsThis);
  EXPECT_EQ(Whole.Name, "this");
  EXPECT_TRUE(Whole.Subscripts.empty());
  EXPECT_EQ(Whole.Decl, nullptr);
  const VarRef &Section = D.DataDir.Data[1].Var;
  EXPECT_TRUE(Section.IsThis);
  ASSERT_EQ(Section.Subscripts.size(), 1u);
  EXPECT_EQ(Section.Subscripts[0].Lower, "0");
  EXPECT_EQ(Section.Subscripts[0].Length, "1");
  const VarRef &Member = D.DataDir.Data[2].Var;
  EXPECT_FALSE(Member.IsThis);
  EXPECT_EQ(Member.Name, "m");
}

TEST_F(ACCParserTest, AttachAndDetach) {
  ParsedACCDirective Enter = parseOk("enter data copyin(s) attach(s.p)");
  ASSERT_EQ(Enter.DataDir.Data.size(), 2u);
  EXPECT_TRUE(Enter.DataDir.Data[1].Map.Attach);
  EXPECT_EQ(Enter.DataDir.Data[1].Var.Name, "s.p");
  ParsedACCDirective Exit = parseOk("exit data detach(s.p) finalize");
  ASSERT_EQ(Exit.DataDir.Data.size(), 1u);
  EXPECT_TRUE(Exit.DataDir.Data[0].Map.Attach);
  EXPECT_TRUE(Exit.DataDir.Data[0].Finalize);
  ParsedACCDirective Par = parseOk("parallel loop present(s) attach(s.p)");
  EXPECT_TRUE(Par.Compute.Data[1].Map.Attach);
  expectError("enter data @detach(s.p)",
              "clause 'detach' is not valid on 'enter data'", "A2C1004");
}

TEST_F(ACCParserTest, BadVariables) {
  expectError("parallel copy(@)", "expected a variable name in OpenACC clause");
  expectError("parallel copy(@1)",
              "expected a variable name in OpenACC clause");
  expectError("parallel copy(a, @)",
              "expected a variable name in OpenACC clause");
  expectError("parallel copy(s.@)", "expected a member name after '.'");
  expectError("parallel copy(p->@[0:n])", "expected a member name after '->'");
  expectError("parallel copy(this@.x)",
              "'this' is a pointer: name a member as 'this->m'");
  expectError("parallel copy(this->@1)", "expected a member after 'this->'");
  expectError("parallel copy(this[0:@)", "");
  expectError("parallel copy(a[@])",
              "expected an expression in array subscript");
  expectError("parallel copy(a[0:n@)", "expected ']' in OpenACC directive");
  expectError("parallel copy(a[0:n]@.x)",
              "a member of an array section cannot be named; name one "
              "element's member, e.g. a[i].p[0:n]",
              "A2C2003");
}

//===----------------------------------------------------------------------===//
// private, firstprivate, reduction
//===----------------------------------------------------------------------===//

TEST_F(ACCParserTest, PrivateAndFirstprivateOnCompute) {
  ParsedACCDirective D =
      parseOk("parallel private(a, b[0:4]) firstprivate(c, s.d)");
  EXPECT_EQ(str(D.Compute.Private), "a, b[0:4]");
  EXPECT_EQ(str(D.Compute.FirstPrivate), "c, s.d");
  EXPECT_TRUE(D.Loop.Private.empty());
  D = parseOk("serial private(t) firstprivate(u)");
  EXPECT_EQ(str(D.Compute.Private), "t");
  EXPECT_EQ(str(D.Compute.FirstPrivate), "u");
}

TEST_F(ACCParserTest, PrivateBelongsToTheLoop) {
  for (const char *Dir :
       {"parallel loop", "kernels loop", "serial loop", "loop"}) {
    ParsedACCDirective D = parseOk(std::string(Dir) + " private(i, j)");
    EXPECT_EQ(str(D.Loop.Private), "i, j") << Dir;
    EXPECT_TRUE(D.Compute.Private.empty()) << Dir;
  }
}

TEST_F(ACCParserTest, FirstprivateOnCombinedStaysOnCompute) {
  ParsedACCDirective D = parseOk("parallel loop firstprivate(x, y)");
  EXPECT_EQ(str(D.Compute.FirstPrivate), "x, y");
}

TEST_F(ACCParserTest, PrivateErrors) {
  expectError("kernels @private(x)", "clause 'private' is not valid on "
                                     "'kernels'");
  expectError("loop @firstprivate(x)",
              "clause 'firstprivate' is not valid on 'loop'");
  expectError("kernels loop @firstprivate(x)",
              "clause 'firstprivate' is not valid on 'kernels loop'");
  expectError("parallel private(@)",
              "expected a variable name in OpenACC clause");
  expectError("parallel private @x", "expected '(' in OpenACC directive");
  expectError("parallel firstprivate(x@", "expected ')' in OpenACC directive");
}

std::string opName(ReductionOp Op) {
  static const char *const Names[] = {"Add",    "Mul",    "Max",
                                      "Min",    "BitAnd", "BitOr",
                                      "BitXor", "LogAnd", "LogOr"};
  return Names[static_cast<int>(Op)];
}

class ACCParserReductionTest : public ACCParserTest,
                               public ::testing::WithParamInterface<
                                   std::pair<const char *, ReductionOp>> {};

TEST_P(ACCParserReductionTest, Operator) {
  auto [Op, Expected] = GetParam();
  ParsedACCDirective D =
      parseOk(std::string("parallel loop reduction(") + Op + ":x, y, s.z)");
  ASSERT_EQ(D.Loop.Reductions.size(), 3u);
  for (const Reduction &R : D.Loop.Reductions)
    EXPECT_EQ(R.Op, Expected);
  EXPECT_EQ(D.Loop.Reductions[0].Var.Name, "x");
  EXPECT_EQ(D.Loop.Reductions[1].Var.Name, "y");
  EXPECT_EQ(D.Loop.Reductions[2].Var.Name, "s.z");
  EXPECT_TRUE(D.Compute.Reductions.empty());
}

INSTANTIATE_TEST_SUITE_P(All, ACCParserReductionTest,
                         ::testing::Values(std::pair("+", ReductionOp::Add),
                                           std::pair("*", ReductionOp::Mul),
                                           std::pair("max", ReductionOp::Max),
                                           std::pair("min", ReductionOp::Min),
                                           std::pair("&", ReductionOp::BitAnd),
                                           std::pair("|", ReductionOp::BitOr),
                                           std::pair("^", ReductionOp::BitXor),
                                           std::pair("&&", ReductionOp::LogAnd),
                                           std::pair("||", ReductionOp::LogOr)),
                         [](const auto &I) { return opName(I.param.second); });

TEST_F(ACCParserTest, ReductionPlacement) {
  ParsedACCDirective D = parseOk("parallel reduction(+:s) reduction(max:m)");
  ASSERT_EQ(D.Compute.Reductions.size(), 2u);
  EXPECT_EQ(D.Compute.Reductions[0].Op, ReductionOp::Add);
  EXPECT_EQ(D.Compute.Reductions[1].Op, ReductionOp::Max);
  EXPECT_EQ(D.Compute.Reductions[1].Var.Name, "m");
  EXPECT_TRUE(D.Loop.Reductions.empty());

  D = parseOk("loop gang reduction(*:p)");
  ASSERT_EQ(D.Loop.Reductions.size(), 1u);
  EXPECT_EQ(D.Loop.Reductions[0].Op, ReductionOp::Mul);
  EXPECT_TRUE(D.Compute.Reductions.empty());
}

TEST_F(ACCParserTest, ReductionOnArraySectionsAndElements) {
  // Analysis plans them (ArrayReductions.h); the parser keeps the subscripts.
  ParsedACCDirective D =
      parseOk("parallel loop reduction(+:s, a[0:n], b[2]) reduction(max:c)");
  ASSERT_EQ(D.Loop.Reductions.size(), 4u);
  EXPECT_EQ(str(D.Loop.Reductions[1].Var), "a[0:n]");
  EXPECT_EQ(str(D.Loop.Reductions[2].Var), "b[2]");
}

TEST_F(ACCParserTest, ReductionErrors) {
  const char *BadOp = "expected a reduction operator (+ * max min & | ^ && ||)";
  expectError("parallel loop reduction(@-:x)", BadOp);
  expectError("parallel loop reduction(@avg:x)", BadOp);
  expectError("parallel loop reduction(@:x)", BadOp);
  expectError("parallel loop reduction(@", BadOp);
  expectError("parallel loop reduction(+ @x)",
              "expected ':' in OpenACC directive");
  expectError("parallel loop reduction(+:@)",
              "expected a variable name in OpenACC clause");
  expectError("parallel loop reduction(+:x@",
              "expected ')' in OpenACC directive");
  expectError("kernels @reduction(+:s)",
              "clause 'reduction' is not valid on 'kernels'");
}

//===----------------------------------------------------------------------===//
// Loop clauses
//===----------------------------------------------------------------------===//

TEST_F(ACCParserTest, LoopLevelFlags) {
  ParsedACCDirective D = parseOk("loop gang worker vector");
  EXPECT_TRUE(D.Loop.Gang);
  EXPECT_TRUE(D.Loop.Worker);
  EXPECT_TRUE(D.Loop.Vector);
  EXPECT_EQ(D.Loop.GangSize, "");
  EXPECT_EQ(D.Loop.WorkerSize, "");
  EXPECT_EQ(D.Loop.VectorSize, "");
  EXPECT_FALSE(D.Loop.Seq || D.Loop.Independent || D.Loop.Auto);

  EXPECT_TRUE(parseOk("loop seq").Loop.Seq);
  EXPECT_TRUE(parseOk("loop independent").Loop.Independent);
  EXPECT_TRUE(parseOk("loop auto").Loop.Auto);
  EXPECT_TRUE(parseOk("kernels loop independent gang").Loop.Independent);
  EXPECT_TRUE(parseOk("serial loop seq").Loop.Seq);
}

TEST_F(ACCParserTest, LevelArguments) {
  ParsedACCDirective D = parseOk("parallel loop gang(n / 2) worker(4) "
                                 "vector(128)");
  EXPECT_EQ(D.Loop.GangSize, "n / 2");
  EXPECT_EQ(D.Loop.WorkerSize, "4");
  EXPECT_EQ(D.Loop.VectorSize, "128");
  EXPECT_TRUE(D.Loop.Gang && D.Loop.Worker && D.Loop.Vector);

  D = parseOk("loop gang(num: 64) worker(num:8) vector(length: 2*VL)");
  EXPECT_EQ(D.Loop.GangSize, "64");
  EXPECT_EQ(D.Loop.WorkerSize, "8");
  EXPECT_EQ(D.Loop.VectorSize, "2*VL");
}

// tile(sizes): innermost loop first, `*` as 0; the tiled loops collapse.
TEST_F(ACCParserTest, Tile) {
  ParsedACCDirective D = parseOk("parallel loop tile(32, *, 4)");
  EXPECT_EQ(D.Loop.Tile, (std::vector<unsigned>{32, 0, 4}));
  EXPECT_EQ(D.Loop.Collapse, 3u);
  expectError("@loop tile(8, 8) collapse(2)",
              "'tile' and 'collapse' cannot both appear on a loop", "A2C1007");
  expectError("loop tile(@-1)",
              "the sizes of 'tile' must be positive integer constants or '*'",
              "A2C1006");
}

// device_type sections: nvidia's replace the construct's clauses, `*`
// applies without an nvidia section, other devices' are ignored.
TEST_F(ACCParserTest, DeviceTypeSections) {
  ParsedACCDirective D =
      parseOk("parallel loop gang vector_length(32) device_type(host) seq "
              "vector_length(1) dtype(*) num_gangs(8)");
  EXPECT_TRUE(D.Loop.Gang);
  EXPECT_FALSE(D.Loop.Seq);
  EXPECT_EQ(D.Compute.VectorLength, "32");
  EXPECT_EQ(D.Compute.NumGangs, "8");

  D = parseOk("parallel num_gangs(4) device_type(*) num_gangs(8) "
              "device_type(radeon, nvidia) num_gangs(16) num_workers(2)");
  EXPECT_EQ(D.Compute.NumGangs, "16");
  EXPECT_EQ(D.Compute.NumWorkers, "2");

  D = parseOk("loop gang device_type(acc_device_nvidia) vector(64) "
              "collapse(2) device_type(host) seq");
  EXPECT_FALSE(D.Loop.Gang);
  EXPECT_TRUE(D.Loop.Vector);
  EXPECT_EQ(D.Loop.VectorSize, "64");
  EXPECT_EQ(D.Loop.Collapse, 2u);

  // Each section may repeat a clause the construct has.
  D = parseOk("loop collapse(2) device_type(nvidia) collapse(3)");
  EXPECT_EQ(D.Loop.Collapse, 3u);

  expectError("parallel device_type(nvidia) @copy(a)",
              "clause 'copy' may not follow 'device_type'", "A2C1004");
  expectError("parallel device_type(@)",
              "expected a device type or '*' in 'device_type'", "A2C1001");
  expectError("data copy(a) @device_type(nvidia)",
              "clause 'device_type' is not valid on 'data'", "A2C1004");
}

TEST_F(ACCParserTest, LevelArgumentErrors) {
  expectError("loop gang(@dim:2)",
              "'gang(dim:...)' other than 'dim:1' is not supported by this "
              "version of acc2cuda");
  expectError("loop gang(num:2, @4)", "'gang' takes one 'num:' argument");
  expectError("loop vector(@)", "expected an expression");
  expectError("loop gang(num:@)", "expected an expression");
  expectError("loop worker(4@", "expected ')' in OpenACC directive");
  expectError("parallel @gang", "clause 'gang' is not valid on 'parallel'");
  expectError("kernels @vector(32)",
              "clause 'vector' is not valid on 'kernels'");
}

// gang's static: only picks which gang runs which iteration: a warning;
// dim:1 is the default dimension.
TEST_F(ACCParserTest, GangStaticAndDimOne) {
  EXPECT_EQ(parseOk("loop gang(static:2)", 1).Loop.GangSize, "");
  EXPECT_EQ(parseOk("loop gang(4, static:*)", 1).Loop.GangSize, "4");
  EXPECT_EQ(parseOk("loop gang(static:n, num:8)", 1).Loop.GangSize, "8");
  EXPECT_EQ(parseOk("loop gang(dim:1, num:n)").Loop.GangSize, "n");
  EXPECT_TRUE(parseOk("loop gang(dim:1)").Loop.Gang);
}

// `self` on a compute construct joins `if`: the device runs the region when
// `if` holds and `self` does not.
TEST_F(ACCParserTest, ComputeSelfFoldsIntoIf) {
  EXPECT_EQ(parseOk("parallel self(h)").Compute.IfCond, "!(h)");
  EXPECT_EQ(parseOk("kernels self").Compute.IfCond, "0");
  EXPECT_EQ(parseOk("parallel loop self(h) if(n > 4)").Compute.IfCond,
            "(n > 4) && !(h)");
  EXPECT_EQ(parseOk("serial if(d) self(h || g)").Compute.IfCond,
            "(d) && !(h || g)");
  expectError("parallel self(h) @self", "clause 'self' may appear only once on "
                                        "'parallel'");
}

TEST_F(ACCParserTest, LevelArgumentModifiersAreChecked) {
  expectError("loop worker(@dim:1)",
              "unexpected 'dim:' in 'worker'; expected 'num:' or an "
              "expression");
  expectError(
      "loop vector(@num:4)",
      "unexpected 'num:' in 'vector'; expected 'length:' or an expression");
  expectError("loop gang(@length:4)",
              "unexpected 'length:' in 'gang'; expected 'num:', 'static:', "
              "'dim:' or an expression");
  expectError("loop vector(4@, 8)", "more than one argument to 'vector' is "
                                    "not supported by this version of "
                                    "acc2cuda");
}

TEST_F(ACCParserTest, SeqIndependentAutoAreExclusive) {
  const char *Msg =
      "'seq', 'independent' and 'auto' are mutually exclusive on a loop";
  expectError("@loop seq independent", Msg);
  expectError("@loop auto seq", Msg);
  expectError("@parallel loop independent auto", Msg);
  expectError("@loop seq gang",
              "'seq' cannot be combined with 'gang', 'worker' or 'vector'");
  expectError("@loop vector seq",
              "'seq' cannot be combined with 'gang', 'worker' or 'vector'");
}

TEST_F(ACCParserTest, Collapse) {
  EXPECT_EQ(parseOk("loop").Loop.Collapse, 1u);
  EXPECT_EQ(parseOk("parallel loop collapse(2)").Loop.Collapse, 2u);
  EXPECT_EQ(parseOk("loop collapse(force:3)").Loop.Collapse, 3u);
  EXPECT_EQ(parseOk("loop collapse(0x2)").Loop.Collapse, 2u);
}

TEST_F(ACCParserTest, CollapseErrors) {
  const char *Msg =
      "the argument of 'collapse' must be a positive integer constant";
  expectError("loop collapse(@0)", Msg);
  expectError("loop collapse(@x)", Msg);
  expectError("loop collapse(@)", Msg);
  expectError("loop collapse(@-1)", Msg);
  expectError("loop collapse(@1.5)", Msg);
  expectError("loop collapse(@99999999999)", Msg);
  expectError("loop collapse(@4 / 0)", Msg);
  expectError("loop collapse(@2 *)", Msg);
  // Undefined arithmetic is no constant.
  expectError("loop collapse(@(-9223372036854775807 - 1) / -1)", Msg);
  expectError("loop collapse(@-(-9223372036854775807 - 1))", Msg);
  expectError("loop collapse(@3037000500 * 3037000500)", Msg);
  // Constant expressions fold (names need the translation unit's
  // declarations, which this harness does not give).
  EXPECT_EQ(parseOk("loop collapse(2 + 1)").Loop.Collapse, 3u);
  EXPECT_EQ(parseOk("loop collapse(2u)").Loop.Collapse, 2u);
  EXPECT_EQ(parseOk("loop collapse(-(1 - 3) * (5 % 3))").Loop.Collapse, 4u);
  expectError("loop collapse @2", "expected '(' in OpenACC directive");
  expectError("parallel @collapse(2)",
              "clause 'collapse' is not valid on 'parallel'");
}

//===----------------------------------------------------------------------===//
// Compute clauses
//===----------------------------------------------------------------------===//

TEST_F(ACCParserTest, SizeClauses) {
  ParsedACCDirective D =
      parseOk("parallel num_gangs(n / 256 + 1) num_workers(8) "
              "vector_length(VL)");
  EXPECT_EQ(D.Compute.NumGangs, "n / 256 + 1");
  EXPECT_EQ(D.Compute.NumWorkers, "8");
  EXPECT_EQ(D.Compute.VectorLength, "VL");
  D = parseOk("kernels loop num_gangs(f(a, b)) vector_length(128)");
  EXPECT_EQ(D.Compute.NumGangs, "f(a, b)");
  EXPECT_EQ(D.Compute.VectorLength, "128");
  EXPECT_EQ(D.Compute.NumWorkers, "");
}

TEST_F(ACCParserTest, SizeClauseErrors) {
  expectError("parallel num_gangs(1@, 2)",
              "more than one argument to 'num_gangs' is not supported");
  expectError("parallel num_workers(@)",
              "expected an expression in 'num_workers'");
  expectError("parallel vector_length @128",
              "expected '(' in OpenACC directive");
  expectError("parallel num_gangs(4@]", "expected ')' in OpenACC directive");
  expectError("parallel num_gangs((4)@", "expected ')' in OpenACC directive");
  expectError("serial @num_gangs(2)",
              "clause 'num_gangs' is not valid on 'serial'");
  expectError("loop @vector_length(32)",
              "clause 'vector_length' is not valid on 'loop'");
}

TEST_F(ACCParserTest, IfClause) {
  EXPECT_EQ(parseOk("parallel loop if(n > 1000)").Compute.IfCond, "n > 1000");
  EXPECT_EQ(parseOk("kernels if(use_gpu(a, n) && n)").Compute.IfCond,
            "use_gpu(a, n) && n");
  EXPECT_EQ(parseOk("serial").Compute.IfCond, "");
  expectError("parallel if(@)", "expected a condition in 'if'");
  expectError("parallel if(n@", "expected ')' in OpenACC directive");
  expectError("loop @if(n)", "clause 'if' is not valid on 'loop'");
}

TEST_F(ACCParserTest, DefaultClause) {
  using DK = ComputeConstruct::DefaultKind;
  EXPECT_EQ(parseOk("parallel").Compute.Default, DK::Unspecified);
  EXPECT_EQ(parseOk("parallel default(none)").Compute.Default, DK::None);
  EXPECT_EQ(parseOk("kernels loop default(present)").Compute.Default,
            DK::Present);
  EXPECT_EQ(parseOk("serial default(none)").Compute.Default, DK::None);
  expectError("parallel default(@shared)",
              "expected 'none' or 'present' in 'default'");
  expectError("parallel default(@)",
              "expected 'none' or 'present' in 'default'");
  expectError("parallel default(none@", "expected ')' in OpenACC directive");
  expectError("loop @default(none)", "clause 'default' is not valid on 'loop'");
}

TEST_F(ACCParserTest, DuplicateSingleClausesAreRejected) {
  expectError("parallel if(a) @if(b)",
              "clause 'if' may appear only once on 'parallel'");
  expectError("parallel default(none) @default(present)",
              "clause 'default' may appear only once on 'parallel'");
  expectError("loop collapse(2) @collapse(3)",
              "clause 'collapse' may appear only once on 'loop'");
  expectError("parallel num_gangs(4) @num_gangs(8)",
              "clause 'num_gangs' may appear only once on 'parallel'");
  expectError("loop vector @vector(128)",
              "clause 'vector' may appear only once on 'loop'");
}

//===----------------------------------------------------------------------===//
// Clauses this version rejects
//===----------------------------------------------------------------------===//

class ACCParserRejectedClauseTest : public ACCParserTest,
                                    public ::testing::WithParamInterface<
                                        std::pair<const char *, const char *>> {
};

TEST_P(ACCParserRejectedClauseTest, Message) {
  auto [Marked, Message] = GetParam();
  expectError(Marked, Message, "A2C5002");
}

INSTANTIATE_TEST_SUITE_P(
    All, ACCParserRejectedClauseTest,
    ::testing::Values(
        std::pair("routine @bind(f)",
                  "'bind' is not supported by this version of acc2cuda; call "
                  "the device function by its own name")),
    [](const auto &I) { return testName(I.param.first); });

// A rejected clause is still checked against where the specification allows
// it first.
TEST_F(ACCParserTest, RejectedClauseWhereNotAllowed) {
  expectError("parallel @tile(8)", "clause 'tile' is not valid on 'parallel'",
              "A2C1004");
  expectError("loop @async", "clause 'async' is not valid on 'loop'",
              "A2C1004");
}

TEST_F(ACCParserTest, UnknownClause) {
  expectError("parallel loop @bogus", "unknown OpenACC clause 'bogus'");
  expectError("parallel loop gang @Copy(a)", "unknown OpenACC clause 'Copy'");
  expectError("parallel loop @loop", "unknown OpenACC clause 'loop'");
  expectError("parallel loop @detach(p)",
              "clause 'detach' is not valid on 'parallel loop'");
  expectError("parallel loop @42", "expected an OpenACC clause name");
  expectError("parallel copy(a)@)", "expected an OpenACC clause name");
  expectError("parallel @(a)", "expected an OpenACC clause name");
}

//===----------------------------------------------------------------------===//
// Clause separators, macros, _Pragma, continuation lines
//===----------------------------------------------------------------------===//

TEST_F(ACCParserTest, CommasAndSpacesBetweenClauses) {
  ParsedACCDirective Spaces =
      parseOk("parallel loop gang vector copy(a[0:n]) copyin(b)");
  ParsedACCDirective Commas =
      parseOk("parallel loop gang, vector,copy(a[0:n]) , copyin(b)");
  for (const ParsedACCDirective *D : {&Spaces, &Commas}) {
    EXPECT_TRUE(D->Loop.Gang);
    EXPECT_TRUE(D->Loop.Vector);
    ASSERT_EQ(D->Compute.Data.size(), 2u);
    EXPECT_EQ(str(D->Compute.Data[0].Var), "a[0:n]");
    EXPECT_EQ(str(D->Compute.Data[1].Var), "b");
  }
}

TEST_F(ACCParserTest, EmptyClausesBetweenCommasAreRejected) {
  expectError("parallel loop gang,@,vector",
              "expected an OpenACC clause after ','");
  expectError("parallel loop @, gang", "expected an OpenACC clause name");
  expectError("parallel loop gang@,", "expected an OpenACC clause after ','");
}

TEST_F(ACCParserTest, MismatchedBracketsInExpressionsAreRejected) {
  expectError("parallel vector_length(f(@])",
              "mismatched ']' in OpenACC directive");
  expectError("parallel copy(a[(0@]:n])",
              "mismatched ']' in OpenACC directive");
}

TEST_F(ACCParserTest, MacrosAreExpanded) {
  ParsedACCDirective D = parseOkIn("#define N 100\n"
                                   "#define DEPTH 2\n"
                                   "#define SCHEDULE gang vector_length(128)\n"
                                   "void f(float *a, int m) {\n"
                                   "#pragma acc parallel loop SCHEDULE "
                                   "copy(a[0:N]) copyin(b[0:N*m]) "
                                   "collapse(DEPTH)\n"
                                   "  ;\n}\n");
  ASSERT_EQ(D.Compute.Data.size(), 2u);
  EXPECT_EQ(D.Compute.Data[0].Var.Subscripts.at(0).Length, "100");
  EXPECT_EQ(D.Compute.Data[1].Var.Subscripts.at(0).Length, "100*m");
  EXPECT_EQ(D.Compute.VectorLength, "128");
  EXPECT_TRUE(D.Loop.Gang);
  EXPECT_EQ(D.Loop.Collapse, 2u);
}

TEST_F(ACCParserTest, MacroExpandingToDirectiveName) {
  ParsedACCDirective D =
      parseOkIn("#define KIND kernels loop\n"
                "void f() {\n#pragma acc KIND gang\n  ;\n}\n");
  EXPECT_EQ(D.Name, "kernels loop");
  EXPECT_EQ(D.Compute.Kind, ComputeKind::Kernels);
  EXPECT_TRUE(D.Loop.Gang);
}

TEST_F(ACCParserTest, PragmaOperator) {
  ParseRun Run =
      parseSource("#define ACC_LOOP _Pragma(\"acc loop vector(32)\")\n"
                  "void f(float *a, int n) {\n"
                  "  _Pragma(\"acc parallel loop gang copy(a[0:n])\")\n"
                  "  for (int i = 0; i < n; ++i)\n"
                  "    ACC_LOOP\n"
                  "    for (int j = 0; j < n; ++j) ;\n}\n");
  EXPECT_TRUE(Run.Diags.empty()) << ::testing::PrintToString(Run.Diags);
  ASSERT_EQ(Run.Pragmas.size(), 2u);
  ASSERT_TRUE(Run.Pragmas[0].Dir && Run.Pragmas[1].Dir);
  const ParsedACCDirective &Outer = *Run.Pragmas[0].Dir;
  EXPECT_EQ(Outer.Name, "parallel loop");
  EXPECT_TRUE(Outer.Loop.Gang);
  ASSERT_EQ(Outer.Compute.Data.size(), 1u);
  EXPECT_EQ(str(Outer.Compute.Data[0].Var), "a[0:n]");
  EXPECT_EQ(Run.Pragmas[0].NameLine, 3u);
  const ParsedACCDirective &Inner = *Run.Pragmas[1].Dir;
  EXPECT_EQ(Inner.K, ParsedACCDirective::Kind::Loop);
  EXPECT_EQ(Inner.Loop.VectorSize, "32");
  EXPECT_EQ(Run.Pragmas[1].NameLine, 5u);
}

TEST_F(ACCParserTest, PragmaOperatorError) {
  ParseRun Run = parseSource("void f() {\n"
                             "  _Pragma(\"acc parallel bogus\")\n  ;\n}\n");
  ASSERT_EQ(Run.Diags.size(), 1u) << ::testing::PrintToString(Run.Diags);
  EXPECT_EQ(Run.Diags[0].Message, "unknown OpenACC clause 'bogus'");
  // Reported at the _Pragma that the clause came from.
  EXPECT_EQ(Run.Diags[0].Line, 2u);
  EXPECT_EQ(Run.Diags[0].Col, 3u);
}

TEST_F(ACCParserTest, ContinuationLines) {
  ParsedACCDirective D = parseOkIn("void f(float *a, int n) {\n"
                                   "#pragma acc parallel loop \\\n"
                                   "    copy(a[0:n]) \\\n"
                                   "    reduction(+:sum) if(n > \\\n"
                                   "100)\n"
                                   "  ;\n}\n");
  EXPECT_EQ(D.Name, "parallel loop");
  ASSERT_EQ(D.Compute.Data.size(), 1u);
  EXPECT_EQ(str(D.Compute.Data[0].Var), "a[0:n]");
  ASSERT_EQ(D.Loop.Reductions.size(), 1u);
  EXPECT_EQ(D.Loop.Reductions[0].Var.Name, "sum");
  EXPECT_EQ(D.Compute.IfCond, "n >  100");
}

TEST_F(ACCParserTest, ErrorOnContinuationLine) {
  ParseRun Run = parseSource("void f() {\n"
                             "#pragma acc parallel loop \\\n"
                             "    gang \\\n"
                             "    bogus(1)\n"
                             "  ;\n}\n");
  ASSERT_EQ(Run.Diags.size(), 1u) << ::testing::PrintToString(Run.Diags);
  EXPECT_EQ(Run.Diags[0].Message, "unknown OpenACC clause 'bogus'");
  EXPECT_EQ(Run.Diags[0].Line, 4u);
  EXPECT_EQ(Run.Diags[0].Col, 5u);
}

TEST_F(ACCParserTest, ErrorAtEndOfLine) {
  ParseRun Run = parseSource("void f() {\n"
                             "#pragma acc parallel copy(a  \n"
                             "  ;\n}\n");
  ASSERT_EQ(Run.Diags.size(), 1u) << ::testing::PrintToString(Run.Diags);
  EXPECT_EQ(Run.Diags[0].Message, "expected ')' in OpenACC directive");
  EXPECT_EQ(Run.Diags[0].Line, 2u);
  EXPECT_EQ(Run.Diags[0].Col, 30u);
}

TEST_F(ACCParserTest, OneBadDirectiveDoesNotAffectTheNext) {
  ParseRun Run = parseSource("void f() {\n"
                             "#pragma acc parallel bogus\n  ;\n"
                             "#pragma acc serial copy(x)\n  ;\n}\n");
  ASSERT_EQ(Run.Pragmas.size(), 2u);
  EXPECT_FALSE(Run.Pragmas[0].Dir.has_value());
  ASSERT_TRUE(Run.Pragmas[1].Dir.has_value());
  EXPECT_EQ(Run.Pragmas[1].Dir->Compute.Kind, ComputeKind::Serial);
  EXPECT_EQ(Run.Pragmas[1].NameLine, 4u);
  ASSERT_EQ(Run.errors().size(), 1u);
  EXPECT_EQ(Run.errors()[0].Line, 2u);
}

//===----------------------------------------------------------------------===//
// Data directives
//===----------------------------------------------------------------------===//

TEST_F(ACCParserTest, DataRegion) {
  ParsedACCDirective D =
      parseOk("data copy(a[0:n]) create(b[0:n]) present(c) if(n > 4)");
  ASSERT_EQ(D.K, ParsedACCDirective::Kind::Data);
  EXPECT_EQ(D.DataDir.K, DataConstruct::Kind::Region);
  EXPECT_EQ(D.DataDir.DirectiveName, "data");
  ASSERT_EQ(D.DataDir.Data.size(), 3u);
  EXPECT_EQ(str(D.DataDir.Data[0].Map), str(MapType::copy()));
  EXPECT_EQ(str(D.DataDir.Data[1].Map), str(MapType::create()));
  EXPECT_EQ(str(D.DataDir.Data[2].Map), str(MapType::present()));
  EXPECT_EQ(D.DataDir.IfCond, "n > 4");
  EXPECT_TRUE(D.Compute.Data.empty());
}

TEST_F(ACCParserTest, EnterAndExitData) {
  ParsedACCDirective E = parseOk("enter data copyin(a[0:n]) create(b)");
  EXPECT_EQ(E.DataDir.K, DataConstruct::Kind::Enter);
  EXPECT_EQ(E.DataDir.DirectiveName, "enter data");
  ASSERT_EQ(E.DataDir.Data.size(), 2u);
  EXPECT_TRUE(E.DataDir.Data[0].Map.To);
  EXPECT_FALSE(E.DataDir.Data[1].Map.To);

  ParsedACCDirective X =
      parseOk("exit data copyout(a[0:n]) delete(b) finalize");
  EXPECT_EQ(X.DataDir.K, DataConstruct::Kind::Exit);
  ASSERT_EQ(X.DataDir.Data.size(), 2u);
  EXPECT_TRUE(X.DataDir.Data[0].Map.From);
  EXPECT_FALSE(X.DataDir.Data[1].Map.From);
  EXPECT_TRUE(X.DataDir.Data[0].Finalize);
  EXPECT_TRUE(X.DataDir.Data[1].Finalize);

  ParsedACCDirective Y = parseOk("exit data delete(b)");
  EXPECT_FALSE(Y.DataDir.Data[0].Finalize);
}

TEST_F(ACCParserTest, Update) {
  ParsedACCDirective D =
      parseOk("update self(a[0:n]) host(c) device(b[1:2]) if_present");
  EXPECT_EQ(D.DataDir.K, DataConstruct::Kind::Update);
  ASSERT_EQ(D.DataDir.UpdateHost.size(), 2u);
  EXPECT_EQ(str(D.DataDir.UpdateHost[0]), "a[0:n]");
  EXPECT_EQ(str(D.DataDir.UpdateHost[1]), "c");
  ASSERT_EQ(D.DataDir.UpdateDevice.size(), 1u);
  EXPECT_EQ(str(D.DataDir.UpdateDevice[0]), "b[1:2]");
  EXPECT_TRUE(D.DataDir.IfPresent);
}

// async and wait keep their argument texts for the emitted runtime calls.
TEST_F(ACCParserTest, AsyncAndWaitClauses) {
  ParsedACCDirective P = parseOk("parallel loop async(q + 1) wait(2, f(x))");
  EXPECT_TRUE(P.Compute.Async.Async);
  EXPECT_EQ(P.Compute.Async.Queue, "q + 1");
  EXPECT_TRUE(P.Compute.Async.Wait);
  EXPECT_EQ(P.Compute.Async.WaitQueues,
            std::vector<std::string>({"2", "f(x)"}));
  EXPECT_TRUE(P.Compute.Async.Device.empty());

  ParsedACCDirective U =
      parseOk("update self(a) async wait(devnum: d: queues: 3)");
  EXPECT_TRUE(U.DataDir.Async.Async);
  EXPECT_TRUE(U.DataDir.Async.Queue.empty());
  EXPECT_EQ(U.DataDir.Async.Device, "d");
  EXPECT_EQ(U.DataDir.Async.WaitQueues, std::vector<std::string>({"3"}));

  ParsedACCDirective K = parseOk("kernels wait");
  EXPECT_TRUE(K.Compute.Async.Wait);
  EXPECT_FALSE(K.Compute.Async.Async);
  EXPECT_TRUE(K.Compute.Async.WaitQueues.empty());
}

TEST_F(ACCParserTest, WaitDirective) {
  ParsedACCDirective W = parseOk("wait");
  EXPECT_EQ(W.DataDir.K, DataConstruct::Kind::Wait);
  EXPECT_TRUE(W.DataDir.Async.Wait);
  EXPECT_TRUE(W.DataDir.Async.WaitQueues.empty());

  W = parseOk("wait(queues: 1, 2) async(3) if(c)");
  EXPECT_EQ(W.DataDir.Async.WaitQueues, std::vector<std::string>({"1", "2"}));
  EXPECT_EQ(W.DataDir.Async.Queue, "3");
  EXPECT_EQ(W.DataDir.IfCond, "c");

  expectError("wait(1) @copy(a)", "clause 'copy' is not valid on 'wait'");
  expectError("wait(1, @)", "expected an async queue number");
  expectError("parallel wait(1) @wait(2)",
              "clause 'wait' may appear only once on 'parallel'");
}

TEST_F(ACCParserTest, HostData) {
  ParsedACCDirective D = parseOk("host_data use_device(a, b) if_present if(c)");
  EXPECT_EQ(D.DataDir.K, DataConstruct::Kind::HostData);
  ASSERT_EQ(D.DataDir.UseDevices.size(), 2u);
  EXPECT_EQ(str(D.DataDir.UseDevices[0].Var), "a");
  EXPECT_EQ(str(D.DataDir.UseDevices[1].Var), "b");
  EXPECT_TRUE(D.DataDir.IfPresent);
  EXPECT_EQ(D.DataDir.IfCond, "c");
  expectError("@host_data if(c)",
              "'host_data' needs at least one 'use_device' clause");
  expectError("host_data use_device(a) @copy(b)",
              "clause 'copy' is not valid on 'host_data'");
}

TEST_F(ACCParserTest, Declare) {
  ParsedACCDirective D =
      parseOk("declare copyin(a[0:n]) create(b) device_resident(c) link(d)");
  EXPECT_EQ(D.DataDir.K, DataConstruct::Kind::Declare);
  ASSERT_EQ(D.DataDir.Data.size(), 4u);
  EXPECT_EQ(str(D.DataDir.Data[0].Map), str(MapType::copyIn()));
  // device_resident and link allocate for the declaration's lifetime.
  EXPECT_EQ(str(D.DataDir.Data[2].Map), str(MapType::create()));
  EXPECT_EQ(str(D.DataDir.Data[3].Map), str(MapType::create()));
  expectError("declare copyin(a) @if(c)",
              "clause 'if' is not valid on 'declare'");
  expectError("declare @use_device(a)",
              "clause 'use_device' is not valid on 'declare'");
}

TEST_F(ACCParserTest, DataDirectiveErrors) {
  expectError("@update if_present",
              "'update' needs at least one 'host', 'self' or 'device' clause");
  expectError("@enter data if(x)",
              "'enter data' needs at least one data clause");
  expectError("enter data @copyout(a)",
              "clause 'copyout' is not valid on 'enter data'");
  expectError("exit data @copyin(a)",
              "clause 'copyin' is not valid on 'exit data'");
  expectError("data @finalize", "clause 'finalize' is not valid on 'data'");
  expectError("parallel @finalize",
              "clause 'finalize' is not valid on 'parallel'");
  expectError("update host(a) @copyin(b)",
              "clause 'copyin' is not valid on 'update'");
  expectError("update host(a) if_present @if_present",
              "clause 'if_present' may appear only once on 'update'");
}

} // namespace
