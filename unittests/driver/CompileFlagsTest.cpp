//===- CompileFlagsTest.cpp - Offload flags removed from a command --------===//

#include "Driver/CompileFlags.h"
#include "gtest/gtest.h"

using namespace acc2cuda;
using Args = clang::tooling::CommandLineArguments;

namespace {

Args strip(Args In) { return stripOffloadFlags()(In, "x.cpp"); }

TEST(CompileFlags, NvhpcOffloadFlagsGo) {
  EXPECT_EQ(strip({"nvc++", "-acc", "-gpu=cc80,managed", "-Minfo=accel",
                   "-mp=gpu", "-fast", "-Iinc", "-DN=4", "-c", "x.cpp"}),
            (Args{"nvc++", "-Iinc", "-DN=4", "-c", "x.cpp"}));
  EXPECT_EQ(strip({"nvc++", "-acc=gpu", "-ta=tesla:cc70", "-Mcuda", "-MD",
                   "-MF", "x.d", "x.cpp"}),
            (Args{"nvc++", "-MD", "-MF", "x.d", "x.cpp"}));
}

TEST(CompileFlags, GccOffloadFlagsGo) {
  EXPECT_EQ(strip({"g++", "-O2", "-fopenacc", "-fopenacc-dim=1024:1:128",
                   "-foffload=nvptx-none", "-foffload-options=-lm", "-fopenmp",
                   "x.cpp"}),
            (Args{"g++", "-O2", "-fopenmp", "x.cpp"}));
}

TEST(CompileFlags, ClangOffloadFlagsGo) {
  EXPECT_EQ(
      strip({"clang++", "-fopenmp", "-fopenmp-targets=nvptx64",
             "-Xopenmp-target", "-march=sm_80", "-Xopenmp-target=nvptx64",
             "-march=sm_90", "--offload-arch=sm_80", "-std=c++17", "x.cpp"}),
      (Args{"clang++", "-fopenmp", "-std=c++17", "x.cpp"}));
}

TEST(CompileFlags, LookalikesStay) {
  Args Keep = {"c++", "-fopenacc-like", "-accurate", "-mpreferred",
               "-M",  "-MMD",           "-fastmath", "x.cpp"};
  EXPECT_EQ(strip(Keep), Keep);
}

} // namespace
