//===- Report.cpp ---------------------------------------------------------===//

#include "Report.h"
#include "UnitStride.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"
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
  D.Zero = M.Map.Zero;
  D.Form = M.Explicit               ? "explicit"
           : !M.TableReason.empty() ? "present table: " + M.TableReason
           : !M.Direct.empty()      ? "region"
                                    : "";
  D.CopiesInOutput = M.Table.has_value();
  D.Queued =
      (M.Explicit && M.Explicit->OnQueue) || (M.Table && M.Table->OnQueue);
  return D;
}

static const char *restrictName(ReadOnlyPlan::Restrict When) {
  switch (When) {
  case ReadOnlyPlan::Restrict::Always:
    return "always";
  case ReadOnlyPlan::Restrict::Checked:
    return "checked";
  case ReadOnlyPlan::Restrict::Never:
    return "never";
  }
  return "never";
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

static unsigned lineOf(SourceLocation L, const SourceManager &SM) {
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
  return P.isValid() ? P.getLine() : 0;
}

/// Places the construct at its `#pragma` (the directive name where the
/// pragma's range is unknown).
static void place(ConstructReport &R, Dialect Lang, StringRef Directive,
                  SourceRange Pragma, SourceLocation Loc,
                  const FunctionDecl *Fn, const SourceManager &SM) {
  R.Dialect = Lang == Dialect::OpenACC ? "OpenACC" : "OpenMP";
  R.Directive = Directive.str();
  if (Fn)
    R.Function = Fn->getQualifiedNameAsString();
  if (Pragma.getBegin().isValid())
    Loc = Pragma.getBegin();
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
  if (P.isValid()) {
    R.Line = P.getLine();
    R.Column = P.getColumn();
    if (!SM.isInMainFile(SM.getExpansionLoc(Loc)))
      R.File = P.getFilename();
  }
}

static std::string reductionOf(const ReductionPlan &Red) {
  return std::string(opSpelling(Red.Op)) + ":" + Red.Name;
}

/// A loop spread over threads, with the arrays it walks element by element
/// (when it steps by one).
static LoopReport threadLevelLoop(const CanonicalLoop &L,
                                  LoopReport::Level Where, const Stmt *Body,
                                  const Stmt *Scope, const SourceManager &SM) {
  LoopReport R;
  R.Where = Where;
  R.Var = L.IndName;
  R.Line = lineOf(L.For->getBeginLoc(), SM);
  if (L.Increasing && !L.Subtracts && (!L.StepExpr || L.Step == "1"))
    R.UnitStride = unitStrideArrays(Body, Scope, L.IndVar);
  return R;
}

/// The variable a loop steps, as its init statement names it.
static std::string loopVariable(const ForStmt *For) {
  const Stmt *Init = For->getInit();
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(Init))
    if (DS->isSingleDecl())
      if (const auto *V = dyn_cast<VarDecl>(DS->getSingleDecl()))
        return V->getNameAsString();
  if (const auto *B = dyn_cast_or_null<BinaryOperator>(Init))
    if (B->isAssignmentOp())
      if (const auto *R =
              dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts()))
        return R->getDecl()->getNameAsString();
  return "";
}

namespace {

/// The loops of a kernel body in source order: thread loops where the
/// plan has them, every other one sequential.
struct BodyLoops : RecursiveASTVisitor<BodyLoops> {
  const KernelPlan &P;
  const NestedLoopMap &Directives;
  const SourceManager &SM;
  std::vector<LoopReport> &Out;
  BodyLoops(const KernelPlan &P, const NestedLoopMap &Directives,
            const SourceManager &SM, std::vector<LoopReport> &Out)
      : P(P), Directives(Directives), SM(SM), Out(Out) {}

  bool VisitForStmt(ForStmt *For) {
    for (const ThreadLoop &T : P.ThreadLoops) {
      std::vector<const CanonicalLoop *> Nest = {&T.Loop};
      for (const CanonicalLoop &L : T.Collapsed)
        Nest.push_back(&L);
      for (size_t K = 0; K < Nest.size(); ++K) {
        if (Nest[K]->For != For)
          continue;
        const Stmt *Scope = Nest.back()->For->getBody();
        LoopReport R = threadLevelLoop(*Nest[K], LoopReport::Level::Thread,
                                       P.KernelBody, Scope, SM);
        R.Thread = T.Span == ThreadSpan::Rows ? 1 : 0;
        // A worker's row takes the iteration: no coalescing to speak of.
        if (T.Span == ThreadSpan::Rows)
          R.UnitStride.clear();
        R.AcrossRow = T.Span == ThreadSpan::Lanes;
        R.WholeBlock = T.Span == ThreadSpan::Block && P.WorkerRows;
        R.Flattened = Nest.size() > 1;
        R.Fastest = K + 1 == Nest.size() && T.Span != ThreadSpan::Rows;
        if (K == 0)
          for (const ReductionPlan &Red : T.Reductions)
            R.Reductions.push_back(reductionOf(Red));
        Out.push_back(std::move(R));
        return true;
      }
    }
    LoopReport R;
    R.Var = loopVariable(For);
    R.Line = lineOf(For->getBeginLoc(), SM);
    auto It = Directives.find(For);
    if (It != Directives.end() && It->second.Clauses.Seq)
      R.Why = "'seq'";
    else if (P.SingleThread)
      ; // the construct says why it has one thread
    else if (It == Directives.end())
      R.Why = "no loop directive";
    else if (!It->second.Clauses.Gang && !It->second.Clauses.Auto)
      R.Why = P.InnerLoopsSequential; // it applies to thread-level loops
    if (P.Split && P.Split->Loop.For == For) {
      R.Split = true;
      for (const ReductionPlan &Red : P.Split->Reductions)
        R.Reductions.push_back(reductionOf(Red));
    }
    Out.push_back(std::move(R));
    return true;
  }
};

} // namespace

ConstructReport reportOf(const KernelPlan &P, const SourceManager &SM,
                         const NestedLoopMap &Loops) {
  ConstructReport R;
  place(R, P.C->Lang, P.C->DirectiveName, P.C->PragmaRange, P.C->Loc,
        P.C->Function, SM);
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
  R.Sequential = P.SequentialReason;
  if (!P.Loops.empty())
    R.GridDims = gridDims(P);
  // Grid loops of a gang per block go to blocks: what their accesses do
  // across threads is not theirs to say.
  for (size_t I = 0; I < P.Loops.size(); ++I) {
    const GridAxis A = gridLoopAxis(P, I);
    LoopReport L = A.Threads
                       ? threadLevelLoop(P.Loops[I], LoopReport::Level::Grid,
                                         P.KernelBody, P.KernelBody, SM)
                       : LoopReport();
    L.Where = LoopReport::Level::Grid;
    L.Var = P.Loops[I].IndName;
    L.Line = lineOf(P.Loops[I].For->getBeginLoc(), SM);
    L.Block = A.Dim;
    L.Thread = A.Threads ? int(A.Dim) : -1;
    L.Flattened = A.Flattened;
    // The last loop on threadIdx.x varies fastest along it.
    L.Fastest = A.Threads && A.Dim == 0;
    for (size_t J = I + 1; J < P.Loops.size(); ++J)
      L.Fastest &= gridLoopAxis(P, J).Dim != 0;
    R.Loops.push_back(std::move(L));
  }
  BodyLoops(P, Loops, SM, R.Loops)
      .TraverseStmt(const_cast<Stmt *>(P.KernelBody));
  R.BlockSize = P.SingleThread ? "1" : P.BlockSize;
  R.BlockShape = P.BlockShape;
  R.SpreadBlock = P.SpreadBlock;
  if (P.WorkerRows) {
    R.VectorLanes = P.VectorLanes;
    R.Workers = P.Workers;
  }
  R.NumBlocks = P.NumBlocks;
  R.CoversNest = P.CoversNest;
  R.IntIndices = P.IntIndices;
  for (const ReductionPlan &Red : P.Reductions)
    R.Reductions.push_back(reductionOf(Red));
  for (const BlockCopy &B : P.BlockCopies) {
    R.BlockCopies.push_back(std::string(opSpelling(B.Op)) + ":" + B.Name);
    if (B.NarrowBound > 0)
      R.NarrowCopies.push_back(B.Name);
  }
  R.ReadOnly = P.ReadOnly.Names;
  if (!R.ReadOnly.empty())
    R.Restrict = restrictName(P.ReadOnly.When);
  for (const Mapping &M : P.Maps)
    R.Data.push_back(dataOf(M, clauseName(M.Map, DataConstruct::Kind::Region)));
  for (const Capture &Cap : P.Captures) {
    if (Cap.Kind != CaptureKind::Value)
      continue;
    auto Named = [&](const VarRef &V) { return V.Decl == Cap.Decl; };
    if (llvm::any_of(P.C->Data, [&](const DataClause &DC) {
          return DC.Map.DevicePtr && Named(DC.Var);
        })) {
      DataReport D;
      D.Var = Cap.Name;
      D.Clause = "deviceptr";
      R.Data.push_back(D);
      continue;
    }
    R.Firstprivate.push_back(
        {Cap.Name, !llvm::any_of(P.C->FirstPrivate, Named)});
  }
  return R;
}

ConstructReport reportOf(const DataPlan &P, const SourceManager &SM) {
  ConstructReport R;
  place(R, P.C->Lang, P.C->DirectiveName, P.C->PragmaRange, P.C->Loc,
        P.C->Function, SM);
  switch (P.C->K) {
  case DataConstruct::Kind::Region:
  case DataConstruct::Kind::Declare:
    R.Action = ConstructReport::Kind::Region;
    break;
  case DataConstruct::Kind::Enter:
    R.Action = ConstructReport::Kind::Enter;
    break;
  case DataConstruct::Kind::Exit:
    R.Action = ConstructReport::Kind::Exit;
    break;
  case DataConstruct::Kind::Update:
    R.Action = ConstructReport::Kind::Update;
    break;
  case DataConstruct::Kind::HostData:
  case DataConstruct::Kind::Wait:
  case DataConstruct::Kind::Runtime:
    R.Action = ConstructReport::Kind::Other;
    break;
  }
  R.Global = P.Global;
  for (const DeviceAddress &A : P.UseDevice)
    R.UseDevice.push_back(A.Name);
  for (const Mapping &M : P.Maps)
    R.Data.push_back(dataOf(M, clauseName(M.Map, P.C->K)));
  for (const Mapping &M : P.ToHost)
    R.Data.push_back(dataOf(M, "update host"));
  for (const Mapping &M : P.ToDevice)
    R.Data.push_back(dataOf(M, "update device"));
  return R;
}

static const char *axisName(int Dim) {
  return Dim == 0 ? "x" : Dim == 1 ? "y" : "z";
}

static void writeLoop(llvm::json::OStream &J, const LoopReport &L) {
  J.object([&] {
    if (!L.Var.empty())
      J.attribute("var", L.Var);
    J.attribute("line", L.Line);
    J.attribute("level", L.Where == LoopReport::Level::Grid     ? "grid"
                         : L.Where == LoopReport::Level::Thread ? "thread"
                                                                : "sequential");
    if (L.Block >= 0)
      J.attribute("block", axisName(L.Block));
    if (L.Thread >= 0)
      J.attribute("thread", axisName(L.Thread));
    if (L.WholeBlock)
      J.attribute("whole_block", true);
    if (L.Flattened)
      J.attribute("flattened", true);
    if (L.Fastest)
      J.attribute("fastest", true);
    if (!L.UnitStride.empty())
      J.attributeArray("unit_stride", [&] {
        for (const std::string &A : L.UnitStride)
          J.value(A);
      });
    if (!L.Reductions.empty()) {
      J.attributeArray("reductions", [&] {
        for (const std::string &V : L.Reductions)
          J.value(V);
      });
      J.attribute("reduced_across", L.Split       ? "slices"
                                    : L.AcrossRow ? "worker"
                                                  : "block");
    }
    if (!L.Why.empty())
      J.attribute("why", L.Why);
    if (L.Split)
      J.attribute("split", true);
  });
}

static void writeConstruct(llvm::json::OStream &J, const ConstructReport &C) {
  J.object([&] {
    J.attribute("dialect", C.Dialect);
    J.attribute("directive", C.Directive);
    if (!C.File.empty())
      J.attribute("file", C.File);
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
      if (C.SpreadBlock)
        J.attribute("spread_block", true);
      if (!C.VectorLanes.empty()) {
        J.attribute("vector_lanes", C.VectorLanes);
        J.attribute("workers", C.Workers);
      }
      if (!C.NumBlocks.empty())
        J.attribute("num_blocks", C.NumBlocks);
      if (C.CoversNest)
        J.attribute("covers_nest", true);
      if (C.IntIndices)
        J.attribute("int_indices", true);
      J.attributeArray("reductions", [&] {
        for (const std::string &V : C.Reductions)
          J.value(V);
      });
      if (!C.BlockCopies.empty())
        J.attributeArray("block_copies", [&] {
          for (const std::string &V : C.BlockCopies)
            J.value(V);
        });
      if (!C.NarrowCopies.empty())
        J.attributeArray("narrow_block_copies", [&] {
          for (const std::string &V : C.NarrowCopies)
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
          if (D.Zero)
            J.attribute("zero", true);
          if (!D.Form.empty())
            J.attribute("memory", D.Form);
          if (D.CopiesInOutput)
            J.attribute("copies_in_output", true);
          if (D.Queued)
            J.attribute("on_queue", true);
        });
    });
    // Fields added after schema 1's first release go last.
    if (!C.Function.empty())
      J.attribute("function", C.Function);
    if (!C.Kernel.empty()) {
      if (!C.Sequential.empty())
        J.attribute("sequential", C.Sequential);
      J.attributeArray("loops", [&] {
        for (const LoopReport &L : C.Loops)
          writeLoop(J, L);
      });
      J.attributeArray("firstprivate", [&] {
        for (const FirstprivateReport &F : C.Firstprivate)
          J.object([&] {
            J.attribute("var", F.Var);
            J.attribute("implicit", F.Implicit);
          });
      });
      if (!C.ReadOnly.empty()) {
        J.attributeArray("read_only", [&] {
          for (const std::string &V : C.ReadOnly)
            J.value(V);
        });
        J.attribute("restrict", C.Restrict);
      }
    }
    if (!C.UseDevice.empty())
      J.attributeArray("use_device", [&] {
        for (const std::string &V : C.UseDevice)
          J.value(V);
      });
    if (C.Global)
      J.attribute("global", true);
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
