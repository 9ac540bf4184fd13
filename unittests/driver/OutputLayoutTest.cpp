//===- OutputLayoutTest.cpp - Where each input's translation goes ---------===//

#include "Driver/OutputLayout.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"

using namespace acc2cuda;

namespace {

std::vector<std::string> outputsOf(const OutputLayout &L,
                                   std::vector<std::string> Inputs) {
  auto Outs = L.outputs(Inputs);
  EXPECT_TRUE(static_cast<bool>(Outs)) << llvm::toString(Outs.takeError());
  return Outs ? *Outs : std::vector<std::string>{};
}

std::string errorOf(const OutputLayout &L, std::vector<std::string> Inputs) {
  auto Outs = L.outputs(Inputs);
  if (Outs)
    return "";
  return llvm::toString(Outs.takeError());
}

TEST(OutputLayout, OneInputDefaultsToTheStemInTheCurrentDirectory) {
  OutputLayout L;
  EXPECT_EQ(outputsOf(L, {"dir/heat.cpp"}),
            std::vector<std::string>{"heat.cu"});
  L.Tgt = Target::Host;
  EXPECT_EQ(outputsOf(L, {"dir/heat.c"}),
            std::vector<std::string>{"heat.host.cpp"});
  L.OutputFile = "-";
  EXPECT_EQ(outputsOf(L, {"dir/heat.c"}), std::vector<std::string>{"-"});
}

TEST(OutputLayout, OutDirIsFlat) {
  OutputLayout L;
  L.OutDir = "out";
  EXPECT_EQ(outputsOf(L, {"a/x.cpp", "b/c/y.c"}),
            (std::vector<std::string>{"out/x.cu", "out/y.cu"}));
  EXPECT_EQ(errorOf(L, {"a/x.cpp", "b/x.c"}),
            "'a/x.cpp' and 'b/x.c' would both be written to 'out/x.cu'");
}

TEST(OutputLayout, OutRootMirrorsTheTreeBelowInRoot) {
  OutputLayout L;
  L.InRoot = "/src/app";
  L.OutRoot = "/build/cuda";
  EXPECT_EQ(outputsOf(L, {"/src/app/main.cpp", "/src/app/solver/cg.cpp",
                          "/src/app/solver/../io/read.cpp"}),
            (std::vector<std::string>{"/build/cuda/main.cu",
                                      "/build/cuda/solver/cg.cu",
                                      "/build/cuda/io/read.cu"}));
  // Below means below by whole path components.
  EXPECT_EQ(errorOf(L, {"/src/application/main.cpp"}),
            "'/src/application/main.cpp' is not inside --in-root '/src/app'");
  EXPECT_EQ(L.mirror("/src/app/include/grid.h"),
            std::optional<std::string>("/build/cuda/include/grid.h"));
  EXPECT_EQ(L.mirror("/usr/include/mpi.h"), std::nullopt);
}

TEST(OutputLayout, InRootDefaultsToTheCurrentDirectory) {
  llvm::SmallString<256> Cwd;
  ASSERT_FALSE(llvm::sys::fs::current_path(Cwd));
  OutputLayout L;
  L.OutRoot = "out";
  EXPECT_EQ(outputsOf(L, {"src/a.cpp"}),
            std::vector<std::string>{"out/src/a.cu"});
  llvm::SmallString<256> Header(Cwd);
  llvm::sys::path::append(Header, "src", "a.h");
  EXPECT_EQ(L.mirror(Header), std::optional<std::string>("out/src/a.h"));
}

TEST(OutputLayout, InputsAreNeverOverwritten) {
  OutputLayout L;
  L.OutDir = "/src";
  EXPECT_EQ(errorOf(L, {"/src/k.cu"}),
            "the output of '/src/k.cu' would overwrite the input '/src/k.cu'");
}

TEST(OutputLayout, OptionConflicts) {
  OutputLayout L;
  L.OutputFile = "o.cu";
  EXPECT_EQ(errorOf(L, {"a.cpp", "b.cpp"}),
            "-o cannot be used with more than one input");
  L.OutDir = "d";
  EXPECT_EQ(errorOf(L, {"a.cpp"}),
            "-o cannot be combined with --out-dir or --out-root");
  L.OutputFile.clear();
  L.OutRoot = "r";
  EXPECT_EQ(errorOf(L, {"a.cpp"}),
            "--out-dir and --out-root cannot be combined");
  L.OutDir.clear();
  L.OutRoot.clear();
  L.InRoot = "i";
  EXPECT_EQ(errorOf(L, {"a.cpp"}), "--in-root needs --out-root");
}

} // namespace
