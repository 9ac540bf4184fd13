//===- RelativePathTest.cpp -----------------------------------------------===//

#include "Support/RelativePath.h"
#include "gtest/gtest.h"

using namespace acc2cuda;

namespace {

TEST(RelativePath, SameDirectoryIsEmpty) {
  EXPECT_EQ(relativeDirPrefix("/a/b", "/a/b"), "");
  EXPECT_EQ(relativeDirPrefix("/a/b/", "/a/./b"), "");
}

TEST(RelativePath, UpAndDown) {
  EXPECT_EQ(relativeDirPrefix("/a/b/c", "/a/b"), "../");
  EXPECT_EQ(relativeDirPrefix("/a/b", "/a/b/rt"), "rt/");
  EXPECT_EQ(relativeDirPrefix("/a/x/y", "/a/b/rt"), "../../b/rt/");
}

TEST(RelativePath, DifferentRoots) {
  EXPECT_EQ(relativeDirPrefix("/x", "/y/z"), "../y/z/");
}

} // namespace
