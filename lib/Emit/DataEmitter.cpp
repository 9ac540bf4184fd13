//===- DataEmitter.cpp ----------------------------------------------------===//

#include "DataEmitter.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace acc2cuda {

std::string emitDataDirective(const DataPlan &P, ASTContext &Ctx,
                              const EmitOptions &O) {
  const DataConstruct &C = *P.C;
  unsigned Line = Ctx.getSourceManager().getExpansionLineNumber(C.Loc);
  bool Region = C.K == DataConstruct::Kind::Region;
  // A region's Construct lives until the end of the region's block.
  const char *Var = Region ? "acc2cuda_data" : "acc2cuda_c";
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << directiveComment(C.DirectiveText) << "{\n";
  OS << "acc2cuda::Construct " << Var << "(" << quoted(O.FileName) << ", "
     << Line << ", " << quoted(C.DirectiveName) << ");\n";
  if (!C.IfCond.empty())
    OS << "if (" << C.IfCond << ") {\n";
  for (const Mapping &M : P.Maps) {
    for (const std::string &Check : M.FullDimChecks)
      OS << Var << ".require_whole_dimension(" << quoted(M.Name) << ", "
         << Check << ");\n";
    switch (C.K) {
    case DataConstruct::Kind::Region:
      OS << Var << ".map(" << M.HostStart << ", " << M.Count << ", "
         << mapKindName(M.Map) << ", " << quoted(M.Name) << ");\n";
      break;
    case DataConstruct::Kind::Enter:
      OS << Var << ".enter(" << M.HostStart << ", " << M.Count << ", "
         << mapKindName(M.Map) << ", " << quoted(M.Name) << ");\n";
      break;
    case DataConstruct::Kind::Exit:
      OS << Var << ".exit(" << M.HostStart << ", " << M.Count << ", "
         << (M.Map.From ? "acc2cuda::ExitCopyOut" : "acc2cuda::ExitDelete")
         << ", " << (M.Finalize ? "true" : "false") << ", " << quoted(M.Name)
         << ");\n";
      break;
    case DataConstruct::Kind::Update:
      break;
    }
  }
  for (auto [List, Fn] : {std::pair{&P.ToHost, "update_host"},
                          std::pair{&P.ToDevice, "update_device"}})
    for (const Mapping &M : *List) {
      for (const std::string &Check : M.FullDimChecks)
        OS << Var << ".require_whole_dimension(" << quoted(M.Name) << ", "
           << Check << ");\n";
      OS << Var << "." << Fn << "(" << M.HostStart << ", " << M.Count << ", "
         << (C.IfPresent ? "true" : "false") << ", " << quoted(M.Name)
         << ");\n";
    }
  if (!C.IfCond.empty())
    OS << "}\n";
  if (!Region)
    OS << "}\n";
  return Out;
}

} // namespace acc2cuda
