//===- BracketBalanceTest.cpp ---------------------------------------------===//

#include "Support/BracketBalance.h"
#include "gtest/gtest.h"

using namespace acc2cuda;

namespace {

clang::LangOptions cxx() {
  clang::LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus17 = true;
  return LO;
}

TEST(BracketBalance, PairedBracketsPass) {
  EXPECT_FALSE(findBracketMismatch("int f(int a[2]) { return a[(0)]; }\n",
                                   cxx()));
}

TEST(BracketBalance, BracketsInCommentsLiteralsAndDirectivesDoNotCount) {
  const char *Text = "// {\n"
                     "/* ( */\n"
                     "#define OPEN {\n"
                     "#define LONG(x) \\\n"
                     "  [x\n"
                     "const char *s = \"}\", c = '(';\n"
                     "const char *r = R\"(])\";\n"
                     "void f() {}\n";
  EXPECT_FALSE(findBracketMismatch(Text, cxx()));
}

TEST(BracketBalance, UnclosedBlockIsReportedWhereItOpens) {
  std::optional<BracketMismatch> M =
      findBracketMismatch("void f() {\n  g();\n", cxx());
  ASSERT_TRUE(M);
  EXPECT_EQ(M->What, "'{' is never closed");
  EXPECT_EQ(lineAndColumn("void f() {\n  g();\n", M->Offset),
            std::make_pair(1u, 10u));
}

TEST(BracketBalance, CloserOfAnotherKindNamesTheOpener) {
  // The shape of the bug it guards against: a block closed inside a call.
  const char *Text = "void f() {\n  launch(a,\n}b);\n}\n";
  std::optional<BracketMismatch> M = findBracketMismatch(Text, cxx());
  ASSERT_TRUE(M);
  EXPECT_EQ(M->What, "'}' closes '(' opened on line 2");
  EXPECT_EQ(lineAndColumn(Text, M->Offset), std::make_pair(3u, 1u));
}

TEST(BracketBalance, StrayCloser) {
  std::optional<BracketMismatch> M = findBracketMismatch("int x; }\n", cxx());
  ASSERT_TRUE(M);
  EXPECT_EQ(M->What, "'}' closes nothing");
}

} // namespace
