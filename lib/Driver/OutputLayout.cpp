//===- OutputLayout.cpp ---------------------------------------------------===//

#include "OutputLayout.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace acc2cuda {

std::string absolutePath(StringRef P) {
  SmallString<256> A(P);
  sys::fs::make_absolute(A);
  sys::path::remove_dots(A, /*remove_dot_dot=*/true);
  return std::string(A);
}

/// \p Path below \p Root (both absolute), or none when it is not below it.
static std::optional<std::string> below(StringRef Path, StringRef Root) {
  auto P = sys::path::begin(Path), PE = sys::path::end(Path);
  for (auto R = sys::path::begin(Root), RE = sys::path::end(Root); R != RE;
       ++R, ++P)
    if (P == PE || *P != *R)
      return std::nullopt;
  if (P == PE)
    return std::nullopt;
  SmallString<256> Rel;
  for (; P != PE; ++P)
    sys::path::append(Rel, *P);
  return std::string(Rel);
}

static Error failure(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

static std::string outputName(StringRef Input, Target T) {
  return (sys::path::stem(Input) + (T == Target::Host ? ".host.cpp" : ".cu"))
      .str();
}

std::string OutputLayout::inRoot() const {
  return absolutePath(InRoot.empty() ? "." : InRoot);
}

Expected<std::vector<std::string>>
OutputLayout::outputs(ArrayRef<std::string> Inputs) const {
  if (!OutputFile.empty() && (!OutDir.empty() || !OutRoot.empty()))
    return failure("-o cannot be combined with --out-dir or --out-root");
  if (!OutputFile.empty() && Inputs.size() > 1)
    return failure("-o cannot be used with more than one input");
  if (!OutDir.empty() && !OutRoot.empty())
    return failure("--out-dir and --out-root cannot be combined");
  if (!InRoot.empty() && OutRoot.empty())
    return failure("--in-root needs --out-root");
  if (!HeaderDir.empty() && !OutRoot.empty())
    return failure("--header-dir cannot be combined with --out-root (the "
                   "translated headers replace their mirrors)");

  std::string Root = inRoot();
  std::vector<std::string> Outs;
  for (const std::string &In : Inputs) {
    if (!OutputFile.empty()) {
      Outs.push_back(OutputFile);
      continue;
    }
    SmallString<256> Out(OutDir);
    if (!OutRoot.empty()) {
      std::optional<std::string> Rel = below(absolutePath(In), Root);
      if (!Rel)
        return failure("'" + In + "' is not inside --in-root '" + Root + "'");
      Out = OutRoot;
      sys::path::append(Out, sys::path::parent_path(*Rel));
    }
    sys::path::append(Out, outputName(In, Tgt));
    Outs.push_back(std::string(Out));
  }

  // Inputs are never overwritten, and no two inputs share an output.
  StringMap<size_t> Sources;
  for (size_t I = 0; I < Inputs.size(); ++I)
    Sources.try_emplace(absolutePath(Inputs[I]), Inputs.size());
  for (size_t I = 0; I < Outs.size(); ++I) {
    if (Outs[I] == "-")
      continue;
    auto [It, New] = Sources.try_emplace(absolutePath(Outs[I]), I);
    if (New)
      continue;
    if (It->second == Inputs.size())
      return failure("the output of '" + Inputs[I] +
                     "' would overwrite "
                     "the input '" +
                     Outs[I] + "'");
    return failure("'" + Inputs[It->second] + "' and '" + Inputs[I] +
                   "' would both be written to '" + Outs[I] + "'");
  }
  return Outs;
}

std::unique_ptr<HeaderOutputs> OutputLayout::headerOutputs() const {
  using Kind = HeaderOutputs::Kind;
  if (!OutRoot.empty())
    return std::make_unique<HeaderOutputs>(Kind::Mirror, absolutePath(OutRoot),
                                           inRoot());
  if (!HeaderDir.empty())
    return std::make_unique<HeaderOutputs>(Kind::Flat, absolutePath(HeaderDir));
  if (OutputFile == "-")
    return std::make_unique<HeaderOutputs>(Kind::None, "");
  StringRef Dir =
      !OutDir.empty() ? StringRef(OutDir) : sys::path::parent_path(OutputFile);
  return std::make_unique<HeaderOutputs>(Kind::Flat,
                                         absolutePath(Dir.empty() ? "." : Dir));
}

std::optional<std::string> OutputLayout::mirror(StringRef Header) const {
  if (OutRoot.empty())
    return std::nullopt;
  std::optional<std::string> Rel = below(absolutePath(Header), inRoot());
  if (!Rel)
    return std::nullopt;
  SmallString<256> Out(OutRoot);
  sys::path::append(Out, *Rel);
  return std::string(Out);
}

} // namespace acc2cuda
