//===- DataEmitter.cpp ----------------------------------------------------===//

#include "DataEmitter.h"
#include "ExplicitCopies.h"
#include "Support/GeneratedText.h"
#include "clang/AST/DeclBase.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace acc2cuda {

/// The call that maps, unmaps or updates the rows of a jagged array
/// (Mapping::RowLength; acc2cuda/rows.h); "" for others.
static std::string rowsCall(const std::string &Var, llvm::StringRef Fn,
                            const Mapping &M, const std::string &Args) {
  if (M.RowLength.empty())
    return "";
  return "acc2cuda::" + Fn.str() + "(" + Var + ", " + M.HostStart + ", " +
         M.Count + ", " + M.RowLower + ", " + M.RowLength + ", " + Args + ", " +
         quoted(M.Name) + (Fn == "update_rows" ? "" : mapModifierArg(M.Map)) +
         ");\n";
}

std::string emitDataDirective(const DataPlan &P, ASTContext &Ctx,
                              const EmitOptions &O) {
  const DataConstruct &C = *P.C;
  using K = DataConstruct::Kind;
  const SourceManager &SM = Ctx.getSourceManager();
  unsigned Line = SM.getExpansionLineNumber(
      C.Loc.isValid() ? C.Loc : C.After->getLocation());
  // A region's Construct lives until the end of the region's block; a
  // declare's until the end of the enclosing one (or the program's).
  bool Region = C.K == K::Region || C.K == K::HostData;
  std::string Var = Region ? "acc2cuda_data"
                    : C.K == K::Declare && !P.Global
                        ? "acc2cuda_declare_" + std::to_string(Line)
                        : "acc2cuda_c";
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  if (!C.DirectiveText.empty())
    OS << directiveComment(C.DirectiveText);
  OS << hostTaskwait(C.Async);
  if (P.Global) {
    for (const Mapping &M : P.Maps)
      OS << "__device__ " << M.DeviceTwin << ";\n";
    // One declaration may define several declare target variables, each
    // with its own initialiser: name it after the first variable too.
    OS << "[[maybe_unused]] static const bool acc2cuda_declare_" << Line << "_"
       << P.Maps.front().Name << " = acc2cuda::defer([] {\n";
  } else if (C.K != K::Declare)
    OS << "{\n";
  OS << "acc2cuda::Construct " << Var << "(" << quoted(O.FileName) << ", "
     << Line << ", " << quoted(C.DirectiveName) << ");\n";
  // Names the body sees as device addresses start as the host ones (the
  // `if` may be false).
  for (const DeviceAddress &U : P.UseDevice)
    OS << (U.ByAddress ? "auto *" : "auto ") << "acc2cuda_dev_" << U.Name
       << " = " << (U.ByAddress ? "&" : "") << U.Name << ";\n";
  // A region's copies out follow its body, outside the `if`'s block.
  const bool Declared = Region && !C.IfCond.empty();
  if (Declared)
    for (const Mapping &M : P.Maps)
      if (M.Table)
        OS << tableEntryDeclaration(M, Var);
  if (!C.IfCond.empty())
    OS << "if (" << C.IfCond << ") {\n";
  OS << asyncCalls(C.Async, Var);
  // Pointers are detached before any data goes (exit data), and attached
  // once all of it is there.
  if (C.K == K::Exit)
    for (const Mapping &M : P.Maps)
      if (!M.Attach.empty())
        OS << Var << ".detach(" << M.Attach << ", "
           << (M.Finalize ? "true" : "false") << ", " << quoted(M.Name)
           << ");\n";
  for (const Mapping &M : P.Maps) {
    if (M.AttachOnly)
      continue;
    for (const std::string &Check : M.FullDimChecks)
      OS << Var << ".require_whole_dimension(" << quoted(M.Name) << ", "
         << Check << ");\n";
    switch (C.K) {
    case K::Declare:
      if (P.Global) {
        OS << "acc2cuda::bind_global(" << Var << ", " << M.HostStart << ", "
           << M.Count << ", " << M.TwinName << ", " << mapKindName(M.Map)
           << ", " << quoted(M.Name) << (M.Map.Link ? ", true" : "") << ");\n";
        break;
      }
      [[fallthrough]];
    case K::Region:
    case K::HostData:
      if (M.Explicit) {
        OS << explicitEntry(M, Var);
        break;
      }
      if (M.Table) {
        OS << tableEntry(M, Var, /*Dynamic=*/false, M.Direct, Declared);
        break;
      }
      if (!M.Direct.empty()) // for the compute constructs inside
        OS << "auto *" << M.Direct << " = ";
      OS << Var << ".map(" << M.HostStart << ", " << M.Count << ", "
         << mapKindName(M.Map) << ", " << quoted(M.Name)
         << mapModifierArg(M.Map) << ");\n";
      OS << rowsCall(Var, "map_rows", M, mapKindName(M.Map));
      break;
    case K::Enter:
      if (M.Table) {
        OS << tableEntry(M, Var, /*Dynamic=*/true, "");
        break;
      }
      OS << Var << ".enter(" << M.HostStart << ", " << M.Count << ", "
         << mapKindName(M.Map) << ", " << quoted(M.Name)
         << mapModifierArg(M.Map) << ");\n";
      OS << rowsCall(Var, "enter_rows", M, mapKindName(M.Map));
      break;
    case K::Exit: {
      // The rows go first: their pointers are detached from them.
      // OpenMP's `delete` (Finalize) zeroes its one reference count.
      const char *Exit = M.Map.From ? "acc2cuda::ExitCopyOut"
                         : C.Lang == Dialect::OpenMP && M.Finalize
                             ? "acc2cuda::ExitRemove"
                             : "acc2cuda::ExitDelete";
      if (M.Table) {
        OS << tableExitData(M, Var, M.Finalize);
        break;
      }
      const std::string Finalize = M.Finalize ? "true" : "false";
      OS << rowsCall(Var, "exit_rows", M, std::string(Exit) + ", " + Finalize);
      OS << Var << ".exit(" << M.HostStart << ", " << M.Count << ", " << Exit
         << ", " << Finalize << ", " << quoted(M.Name) << mapModifierArg(M.Map)
         << ");\n";
      break;
    }
    case K::Update:
    case K::Wait:
    case K::Runtime:
      break;
    }
  }
  for (const std::string &Call : C.RuntimeCalls)
    OS << Call << ";\n";
  if (C.K != K::Exit)
    for (const Mapping &M : P.Maps)
      if (!M.Attach.empty())
        OS << Var << (C.K == K::Enter ? ".enter_attach(" : ".attach(")
           << M.Attach << ", " << quoted(M.Name)
           << (M.AttachBias.empty() ? "" : ", " + M.AttachBias) << ");\n";
  for (auto [List, Fn] : {std::pair{&P.ToHost, "update_host"},
                          std::pair{&P.ToDevice, "update_device"}})
    for (const Mapping &M : *List) {
      // Inner dimensions that may not be whole: run by run (OpenACC 3.3
      // 2.14.4, OpenMP 5.2 target update take non-contiguous sections).
      if (!M.FullDimChecks.empty() && M.RowLength.empty()) {
        OS << Var << ".update_section(" << M.HostStart << ", " << M.Count
           << ", {";
        for (size_t I = 0; I < M.InnerDims.size(); ++I)
          OS << (I ? ", " : "") << "{" << M.InnerDims[I] << "}";
        OS << "}, " << (List == &P.ToHost ? "true" : "false") << ", "
           << (C.IfPresent ? "true" : "false") << ", " << quoted(M.Name)
           << ");\n";
        continue;
      }
      for (const std::string &Check : M.FullDimChecks)
        OS << Var << ".require_whole_dimension(" << quoted(M.Name) << ", "
           << Check << ");\n";
      if (M.Explicit) {
        OS << explicitUpdate(M, List == &P.ToHost, Var);
        continue;
      }
      if (M.Table) {
        OS << tableUpdate(M, List == &P.ToHost, Var, C.IfPresent);
        continue;
      }
      OS << Var << "." << Fn << "(" << M.HostStart << ", " << M.Count << ", "
         << (C.IfPresent ? "true" : "false") << ", " << quoted(M.Name)
         << ");\n";
      OS << rowsCall(Var, "update_rows", M,
                     std::string(List == &P.ToHost ? "true" : "false") + ", " +
                         (C.IfPresent ? "true" : "false"));
    }
  for (const DeviceAddress &U : P.UseDevice)
    OS << "acc2cuda_dev_" << U.Name << " = " << Var << ".use_device("
       << (U.ByAddress ? "&" : "") << U.Name << ", "
       << (C.IfPresent ? "true" : "false") << ", " << quoted(U.Name) << ");\n";
  if (!C.IfCond.empty())
    OS << "}\n";
  // The body sees the device addresses under the variables' own names.
  for (const DeviceAddress &U : P.UseDevice)
    OS << (U.ByAddress ? "auto &" : "auto ") << U.Name << " = "
       << (U.ByAddress ? "*" : "") << "acc2cuda_dev_" << U.Name << ";\n";
  if (P.Global)
    OS << "});\n";
  else if (!Region && C.K != K::Declare)
    OS << "}\n";
  return Out;
}

std::string emitDataRegionEnd(const DataPlan &P) {
  std::string Out = P.WaitsForQueues ? "acc2cuda_data.wait_all();\n" : "";
  // A vector copied back must still own the mapped buffer (a region with
  // an `if` may have mapped nothing).
  if (P.C && P.C->IfCond.empty())
    for (const Mapping &M : P.Maps)
      if (M.Container && M.Map.From)
        Out += "acc2cuda::require_container_present(acc2cuda_data, " +
               M.HostStart + ", " + M.Count + ", " + quoted(M.Name) + ");\n";
  // The table's data ends first: the Construct frees it when the block
  // closes, after these copies.
  return Out + tableExits(P.Maps, "acc2cuda_data", /*Region=*/true) +
         explicitExits(P.Maps, "acc2cuda_data");
}

} // namespace acc2cuda
