//===- Report.cpp ---------------------------------------------------------===//

#include "Report.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/JSON.h"

using namespace clang;

namespace acc2cuda {

static const char *clauseName(const MapType &M, DataConstruct::Kind K) {
  if (K == DataConstruct::Kind::Exit)
    return M.From ? "copyout" : "delete";
  return M.Present        ? "present"
         : M.NoCreate     ? "no_create"
         : M.DevicePtr    ? "deviceptr"
         : M.To && M.From ? "copy"
         : M.To           ? "copyin"
         : M.From         ? "copyout"
                          : "create";
}

static DataReport dataOf(const Mapping &M, const char *Clause) {
  DataReport D;
  D.Var = M.Name;
  D.Clause = Clause;
  // Implied pointer lookups are zero-length sections: whatever is mapped
  // at the address.
  if (!(M.Implicit && M.Count == "0"))
    D.Count = M.Count;
  D.Implicit = M.Implicit;
  D.Always = M.Map.Always;
  return D;
}

static const char *opSpelling(ReductionOp Op) {
  switch (Op) {
  case ReductionOp::Add:
    return "+";
  case ReductionOp::Mul:
    return "*";
  case ReductionOp::Max:
    return "max";
  case ReductionOp::Min:
    return "min";
  case ReductionOp::BitAnd:
    return "&";
  case ReductionOp::BitOr:
    return "|";
  case ReductionOp::BitXor:
    return "^";
  case ReductionOp::LogAnd:
    return "&&";
  case ReductionOp::LogOr:
    return "||";
  }
  return "?";
}

/// Places the construct at its `#pragma` (the directive name where the
/// pragma's range is unknown).
static void place(ConstructReport &R, Dialect Lang, StringRef Directive,
                  SourceRange Pragma, SourceLocation Loc,
                  const SourceManager &SM) {
  R.Dialect = Lang == Dialect::OpenACC ? "OpenACC" : "OpenMP";
  R.Directive = Directive.str();
  if (Pragma.getBegin().isValid())
    Loc = Pragma.getBegin();
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
  if (P.isValid()) {
    R.Line = P.getLine();
    R.Column = P.getColumn();
  }
}

ConstructReport reportOf(const KernelPlan &P, const SourceManager &SM) {
  ConstructReport R;
  place(R, P.C->Lang, P.C->DirectiveName, P.C->PragmaRange, P.C->Loc, SM);
  R.Kernel = P.KernelName;
  for (const CanonicalLoop &L : P.Loops)
    R.GridLoops.push_back(L.IndName);
  R.GangPerBlock = P.GangPerBlock;
  for (const ThreadLoop &T : P.ThreadLoops) {
    R.ThreadLoops.push_back(T.Loop.IndName);
    for (const CanonicalLoop &L : T.Collapsed)
      R.ThreadLoops.push_back(L.IndName);
  }
  R.InnerLoopsSequential = P.InnerLoopsSequential;
  R.BlockSize = P.SingleThread ? "1" : P.BlockSize;
  R.NumBlocks = P.NumBlocks;
  for (const ReductionPlan &Red : P.Reductions)
    R.Reductions.push_back(std::string(opSpelling(Red.Op)) + ":" + Red.Name);
  for (const Mapping &M : P.Maps)
    R.Data.push_back(dataOf(M, clauseName(M.Map, DataConstruct::Kind::Region)));
  return R;
}

ConstructReport reportOf(const DataPlan &P, const SourceManager &SM) {
  ConstructReport R;
  place(R, P.C->Lang, P.C->DirectiveName, P.C->PragmaRange, P.C->Loc, SM);
  for (const Mapping &M : P.Maps)
    R.Data.push_back(dataOf(M, clauseName(M.Map, P.C->K)));
  for (const Mapping &M : P.ToHost)
    R.Data.push_back(dataOf(M, "update host"));
  for (const Mapping &M : P.ToDevice)
    R.Data.push_back(dataOf(M, "update device"));
  return R;
}

static void writeConstruct(llvm::json::OStream &J, const ConstructReport &C) {
  J.object([&] {
    J.attribute("dialect", C.Dialect);
    J.attribute("directive", C.Directive);
    J.attribute("line", C.Line);
    J.attribute("column", C.Column);
    if (!C.Kernel.empty()) {
      J.attribute("kernel", C.Kernel);
      J.attributeArray("grid_loops", [&] {
        for (const std::string &V : C.GridLoops)
          J.value(V);
      });
      if (C.GangPerBlock) {
        J.attribute("gang_per_block", true);
        J.attributeArray("thread_loops", [&] {
          for (const std::string &V : C.ThreadLoops)
            J.value(V);
        });
      }
      if (!C.InnerLoopsSequential.empty())
        J.attribute("inner_loops_sequential", C.InnerLoopsSequential);
      J.attribute("block_size", C.BlockSize);
      if (!C.NumBlocks.empty())
        J.attribute("num_blocks", C.NumBlocks);
      J.attributeArray("reductions", [&] {
        for (const std::string &V : C.Reductions)
          J.value(V);
      });
    }
    J.attributeArray("data", [&] {
      for (const DataReport &D : C.Data)
        J.object([&] {
          J.attribute("var", D.Var);
          J.attribute("clause", D.Clause);
          if (!D.Count.empty())
            J.attribute("count", D.Count);
          J.attribute("implicit", D.Implicit);
          if (D.Always)
            J.attribute("always", true);
        });
    });
  });
}

void writeJsonReport(llvm::raw_ostream &OS, Target T,
                     llvm::ArrayRef<FileReport> Files) {
  llvm::json::OStream J(OS, 2);
  J.object([&] {
    J.attribute("acc2cuda", ACC2CUDA_VERSION);
    J.attribute("schema", 1);
    J.attribute("target", T == Target::Host ? "host" : "cuda");
    J.attributeArray("files", [&] {
      for (const FileReport &F : Files)
        J.object([&] {
          J.attribute("input", F.Input);
          if (F.Output.empty())
            J.attribute("output", nullptr);
          else
            J.attribute("output", F.Output);
          J.attribute("status", F.Status);
          J.attributeArray("constructs", [&] {
            if (F.Summary)
              for (const ConstructReport &C : F.Summary->Constructs)
                writeConstruct(J, C);
          });
          J.attributeArray("diagnostics", [&] {
            for (const DiagnosticRecord &D : F.Diagnostics)
              J.object([&] {
                J.attribute("severity", D.Severity);
                J.attribute("file", D.File);
                J.attribute("line", D.Line);
                J.attribute("column", D.Column);
                J.attribute("message", D.Message);
                if (!D.Code.empty())
                  J.attribute("id", D.Code);
              });
          });
        });
    });
  });
  OS << "\n";
}

} // namespace acc2cuda
