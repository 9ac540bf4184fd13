//===- HeaderOutputsTest.cpp - Where translated headers go, and who ------===//

#include "Driver/HeaderTranslation.h"
#include "Driver/OutputLayout.h"
#include "gtest/gtest.h"

using namespace acc2cuda;
using Kind = HeaderOutputs::Kind;
using Claim = HeaderOutputs::Claim;

namespace {

std::string placed(const HeaderOutputs &H, llvm::StringRef Path) {
  llvm::Expected<std::string> Out = H.place(Path);
  return Out ? *Out : "error: " + llvm::toString(Out.takeError());
}

TEST(HeaderOutputs, Places) {
  HeaderOutputs Flat(Kind::Flat, "/out");
  EXPECT_EQ(placed(Flat, "/src/include/vec.h"), "/out/vec.h");
  EXPECT_EQ(Flat.sourceName("/src/include/vec.h"), "/src/include/vec.h");
  HeaderOutputs Mirror(Kind::Mirror, "/out", "/src");
  EXPECT_EQ(placed(Mirror, "/src/include/vec.h"), "/out/include/vec.h");
  EXPECT_EQ(Mirror.sourceName("/src/include/vec.h"), "include/vec.h");
  EXPECT_NE(placed(Mirror, "/elsewhere/vec.h").find("outside --in-root"),
            std::string::npos);
  HeaderOutputs None(Kind::None, "");
  EXPECT_NE(placed(None, "/src/vec.h").find("standard output"),
            std::string::npos);
}

TEST(HeaderOutputs, LayoutChoosesThePlace) {
  OutputLayout L;
  L.OutputFile = "-";
  EXPECT_EQ(L.headerOutputs()->kind(), Kind::None);
  L.OutputFile = "/build/out.cu";
  EXPECT_EQ(placed(*L.headerOutputs(), "/src/v.h"), "/build/v.h");
  L.HeaderDir = "/build/include";
  EXPECT_EQ(placed(*L.headerOutputs(), "/src/v.h"), "/build/include/v.h");
  L = OutputLayout();
  L.OutRoot = "/out";
  L.InRoot = "/src";
  EXPECT_EQ(placed(*L.headerOutputs(), "/src/a/v.h"), "/out/a/v.h");
  L.HeaderDir = "/h";
  EXPECT_FALSE(static_cast<bool>(L.outputs({"/src/a.cpp"})));
}

TEST(HeaderOutputs, FirstClaimWritesTheSameTextIsShared) {
  HeaderOutputs H(Kind::Flat, "/out");
  auto A = H.claim({{"/out/v.h", "/src/v.h", std::string("T")}}, "a.cpp");
  ASSERT_TRUE(A.Conflict.empty());
  EXPECT_EQ(A.First, std::vector<bool>{true});
  auto B = H.claim({{"/out/v.h", "/src/v.h", std::string("T")}}, "b.cpp");
  ASSERT_TRUE(B.Conflict.empty());
  EXPECT_EQ(B.First, std::vector<bool>{false});
  EXPECT_TRUE(H.isTranslated("/out/v.h"));
}

TEST(HeaderOutputs, DifferentTextIsAConflictNamingBoth) {
  HeaderOutputs H(Kind::Flat, "/out");
  H.claim({{"/out/v.h", "/src/v.h", std::string("T")}}, "a.cpp");
  auto B = H.claim({{"/out/w.h", "/src/w.h", std::string("W")},
                    {"/out/v.h", "/src/v.h", std::string("U")}},
                   "b.cpp");
  EXPECT_EQ(B.At, 1u);
  EXPECT_NE(B.Conflict.find("differently for 'a.cpp' and for 'b.cpp'"),
            std::string::npos);
  // All or none: w.h was not claimed.
  EXPECT_FALSE(H.isTranslated("/out/w.h"));
}

TEST(HeaderOutputs, TranslatedAndLeftAsItIsConflict) {
  HeaderOutputs H(Kind::Mirror, "/out", "/src");
  H.claim({{"/out/v.h", "/src/v.h", std::nullopt}}, "r.cpp");
  EXPECT_FALSE(H.isTranslated("/out/v.h"));
  auto P = H.claim({{"/out/v.h", "/src/v.h", std::string("T")}}, "p.cpp");
  EXPECT_NE(P.Conflict.find("but 'r.cpp' includes it without them"),
            std::string::npos);
}

TEST(HeaderOutputs, SameNameConflictsOnlyWithATranslation) {
  HeaderOutputs H(Kind::Flat, "/out");
  auto A = H.claim({{"/out/u.h", "/src/a/u.h", std::nullopt},
                    {"/out/u.h", "/src/b/u.h", std::nullopt}},
                   "a.cpp");
  EXPECT_TRUE(A.Conflict.empty());
  auto B = H.claim({{"/out/u.h", "/src/c/u.h", std::string("T")}}, "b.cpp");
  EXPECT_NE(B.Conflict.find("have the same name"), std::string::npos);
}

} // namespace
