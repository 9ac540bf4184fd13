//===- CudaEmitter.cpp ----------------------------------------------------===//

#include "CudaEmitter.h"
#include "BlockCopyText.h"
#include "ExplicitCopies.h"
#include "KernelPieces.h"
#include "SplitLoopText.h"
#include "Support/GeneratedText.h"
#include "Support/SourceText.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/QualTypeNames.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <map>

using namespace clang;

namespace acc2cuda {

const char *reductionOpName(ReductionOp Op) {
  switch (Op) {
  case ReductionOp::Add:
    return "acc2cuda::ReduceAdd";
  case ReductionOp::Mul:
    return "acc2cuda::ReduceMul";
  case ReductionOp::Max:
    return "acc2cuda::ReduceMax";
  case ReductionOp::Min:
    return "acc2cuda::ReduceMin";
  case ReductionOp::BitAnd:
    return "acc2cuda::ReduceBitAnd";
  case ReductionOp::BitOr:
    return "acc2cuda::ReduceBitOr";
  case ReductionOp::BitXor:
    return "acc2cuda::ReduceBitXor";
  case ReductionOp::LogAnd:
    return "acc2cuda::ReduceLogAnd";
  case ReductionOp::LogOr:
    return "acc2cuda::ReduceLogOr";
  }
  return "";
}

const char *mapKindName(const MapType &M) {
  return M.Present        ? "acc2cuda::MapPresent"
         : M.NoCreate     ? "acc2cuda::MapNoCreate"
         : M.To && M.From ? "acc2cuda::MapCopy"
         : M.To           ? "acc2cuda::MapCopyIn"
         : M.From         ? "acc2cuda::MapCopyOut"
                          : "acc2cuda::MapCreate";
}

const char *mapModifierArg(const MapType &M) {
  return M.Always ? ", acc2cuda::Always" : M.Zero ? ", acc2cuda::Zero" : "";
}

std::string deviceRedeclaration(const FunctionDecl *Def, ASTContext &Ctx) {
  PrintingPolicy P(Ctx.getLangOpts());
  P.SuppressUnwrittenScope = true; // anonymous and inline namespaces
  auto TypeName = [&](QualType T) {
    return TypeName::getFullyQualifiedName(T, Ctx, P);
  };
  std::string Open, Close;
  for (const DeclContext *DC = Def->getDeclContext(); !DC->isTranslationUnit();
       DC = DC->getParent()) {
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC)) {
      Open = (NS->isInline() ? "inline namespace " : "namespace ") +
             NS->getName().str() + " {\n" + Open;
      Close += "}\n";
    } else if (const auto *LS = dyn_cast<LinkageSpecDecl>(DC)) {
      Open = std::string(LS->getLanguage() == LinkageSpecLanguageIDs::C
                             ? "extern \"C\" {\n"
                             : "extern \"C++\" {\n") +
             Open;
      Close += "}\n";
    }
  }
  std::string Params;
  for (const ParmVarDecl *PD : Def->parameters())
    Params += (Params.empty() ? "" : ", ") + TypeName(PD->getType());
  if (Params.empty() && !Ctx.getLangOpts().CPlusPlus)
    Params = "void";
  std::string Decl;
  // A function template (whyNotRedeclarable admits type and non-type
  // parameters only): its parameter list without default arguments.
  if (const FunctionTemplateDecl *FT = Def->getDescribedFunctionTemplate()) {
    std::string List;
    unsigned Index = 0;
    for (const NamedDecl *Param : *FT->getTemplateParameters()) {
      std::string Name = Param->getName().empty()
                             ? "acc2cuda_tparam" + std::to_string(Index)
                             : Param->getNameAsString();
      ++Index;
      std::string One;
      if (const auto *TP = dyn_cast<TemplateTypeParmDecl>(Param))
        One =
            std::string(TP->wasDeclaredWithTypename() ? "typename" : "class") +
            (TP->isParameterPack() ? "... " : " ") + Name;
      else if (const auto *NP = dyn_cast<NonTypeTemplateParmDecl>(Param))
        One = NP->getType().getAsString(P) +
              (NP->isParameterPack() ? "... " : " ") + Name;
      List += (List.empty() ? "" : ", ") + One;
    }
    Decl = "template <" + List + ">\n";
  }
  Decl += "__host__ __device__ ";
  if (Def->isConstexpr())
    Decl += "constexpr ";
  Decl += "auto " + Def->getNameAsString() + "(" + Params + ")";
  if (const auto *FPT = Def->getType()->getAs<FunctionProtoType>())
    if (FPT->isNothrow() && FPT->hasExceptionSpec())
      Decl += " noexcept";
  Decl += " -> " + TypeName(Def->getReturnType()) + ";\n";
  return Open + Decl + Close;
}

std::string deviceRedeclarations(llvm::ArrayRef<std::string> Decls) {
  std::string Out = "// Functions from the header above that device code "
                    "calls:\n#ifdef __CUDACC__\n#pragma nv_diag_suppress "
                    "20040\n#endif\n";
  for (const std::string &D : Decls)
    Out += D;
  return Out + "#ifdef __CUDACC__\n#pragma nv_diag_default 20040\n#endif\n";
}

std::string asyncCalls(const AsyncClauses &A, llvm::StringRef Var) {
  std::string Out;
  // The queue first: it decides whether a wait holds up the host or only
  // the queue.
  if (A.queued() && A.NowaitLoc.isValid()) // an OpenMP deferred target task
    Out += (Var + ".task();\n").str();
  else if (A.queued())
    Out += (Var + ".async(" +
            (A.Queue.empty() ? "acc2cuda::AsyncNoval" : A.Queue) + ");\n")
               .str();
  for (const AsyncClauses::Dependence &Dep : A.Depends)
    Out += (Var + ".depend(" + Dep.Address + ", " +
            (Dep.Out ? "true" : "false") + ");\n")
               .str();
  // `taskwait depend(...)` waits for the tasks its dependences name,
  // a plain `taskwait` for every one.
  if (A.Taskwait)
    return A.TaskwaitDepend ? Out : Out + (Var + ".taskwait();\n").str();
  std::string Device = A.Device.empty() ? "" : ", " + A.Device;
  if (A.Wait && A.WaitQueues.empty())
    Out += (Var + ".wait_all(" + A.Device + ");\n").str();
  for (const std::string &Q : A.WaitQueues)
    Out += (Var + ".wait(" + Q + Device + ");\n").str();
  return Out;
}

std::string tripCountFunction(const CanonicalLoop &L, Dialect Lang) {
  if (L.Cmp == CanonicalLoop::Test::NE && !L.WrapType.empty() &&
      Lang == Dialect::OpenACC)
    return "acc2cuda::trip_count_ne_wrap<" + L.WrapType + ">";
  const char *Name = "";
  switch (L.Cmp) {
  case CanonicalLoop::Test::LT:
    Name = "acc2cuda::trip_count_lt";
    break;
  case CanonicalLoop::Test::LE:
    Name = "acc2cuda::trip_count_le";
    break;
  case CanonicalLoop::Test::GT:
    Name = "acc2cuda::trip_count_gt";
    break;
  case CanonicalLoop::Test::GE:
    Name = "acc2cuda::trip_count_ge";
    break;
  case CanonicalLoop::Test::NE:
    Name = "acc2cuda::trip_count_ne";
    break;
  }
  if (L.CompareType.empty())
    return Name;
  return std::string(Name) + "<" + L.CompareType + ">";
}

namespace {

std::string loopParam(size_t I, const char *What) {
  return std::string("acc2cuda_") + What + std::to_string(I);
}

/// The type of the kernel's iteration numbers and index arithmetic: int
/// when every value fits (KernelPlan::IntIndices), as 64-bit multiplies
/// and divisions cost several instructions each on the GPU.
const char *indexType(const KernelPlan &P) {
  return P.IntIndices ? "int" : "long long";
}

/// Loop I's parameter \p What in the kernel's index arithmetic.
std::string indexParam(const KernelPlan &P, size_t I, const char *What) {
  return P.IntIndices ? "(int)" + loopParam(I, What) : loopParam(I, What);
}

/// The product of the trip counts of loops [From, To).
std::string tripProduct(size_t From, size_t To) {
  std::string Out;
  for (size_t I = From; I < To; ++I)
    Out += (Out.empty() ? "" : " * ") + loopParam(I, "n");
  return Out.empty() ? "1" : Out;
}

/// The same in the kernel's index arithmetic.
std::string indexProduct(const KernelPlan &P, size_t From, size_t To) {
  std::string Out;
  for (size_t I = From; I < To; ++I)
    Out += (Out.empty() ? "" : " * ") + indexParam(P, I, "n");
  return Out.empty() ? "1" : Out;
}

/// The thread that runs the gang's code that writes shared memory.
std::string blockLeader(const KernelPlan &P) {
  return P.WorkerRows ? "threadIdx.x == 0 && threadIdx.y == 0"
                      : "threadIdx.x == 0";
}

/// Whether the grid loops' thread runs the nest's last iteration (the
/// variables emitFlatLoops and emitGridLoops declare).
std::string lastIteration(const KernelPlan &P) {
  const size_t N = P.Loops.size();
  std::string Cond;
  if (gridDims(P) == 1) {
    Cond = "acc2cuda_k == acc2cuda_total - 1";
  } else {
    Cond = "acc2cuda_x == " + loopParam(N - 1, "n") +
           " - 1 && acc2cuda_y == " + loopParam(N - 2, "n") + " - 1";
    if (N == 3)
      Cond += " && acc2cuda_z == " + loopParam(0, "n") + " - 1";
    else if (N > 3)
      Cond += " && acc2cuda_z == acc2cuda_nz - 1";
  }
  // In a block per gang the gang's variables are equal in every thread.
  return P.GangPerBlock ? Cond + " && " + blockLeader(P) : Cond;
}

/// The body, then the lastprivate stores of the last iteration (after
/// `continue` too: the body runs in a loop of its own).
std::string withLastPrivateStores(const KernelPlan &P, std::string Body) {
  if (P.LastPrivates.empty())
    return Body;
  std::string Out =
      "do {\n" + Body + "\n} while (0);\nif (" + lastIteration(P) + ") {\n";
  for (const KernelPlan::LastPrivateStore &S : P.LastPrivates)
    Out += S.Array ? "memcpy(*" + S.Param + ", " + S.Name + ", sizeof(" +
                         S.Name + "));\n"
                   : "*" + S.Param + " = " + S.Name + ";\n";
  return Out + "}";
}

/// Declares loop I's variable from its zero-based iteration number K.
void declareInduction(const KernelPlan &P, ASTContext &Ctx, size_t I,
                      const std::string &K, llvm::raw_ostream &OS) {
  const CanonicalLoop &L = P.Loops[I];
  const std::string Offset =
      indexParam(P, I, "lb") + " + " + K + " * " + indexParam(P, I, "st");
  OS << L.IndType << " " << L.IndName << " = ";
  // A pointer: its initial value, as the kernel sees it, plus the offset.
  if (!L.PointerBase.empty())
    OS << "(" << kernelText(L.LowerExpr, P, Ctx) << ") + (" << Offset << ");\n";
  else
    OS << "(" << L.IndType << ")(" << Offset << ");\n";
}

/// Declares the variables of loops [0, Count) from the flattened iteration
/// number in `acc2cuda_r`, innermost loop varying fastest.
void declareFlattened(const KernelPlan &P, ASTContext &Ctx, size_t Count,
                      llvm::raw_ostream &OS) {
  for (size_t I = Count; I-- > 0;) {
    declareInduction(P, Ctx, I,
                     I == 0 ? "acc2cuda_r"
                            : "(acc2cuda_r % " + indexParam(P, I, "n") + ")",
                     OS);
    if (I > 0)
      OS << "acc2cuda_r /= " << indexParam(P, I, "n") << ";\n";
  }
}

/// One grid-stride loop over Count iterations along dimension Dim. When the
/// host found the grid to cover the iterations (`acc2cuda_once`, a template
/// argument), the step ends the loop after the first iteration, so the
/// compiler sees straight-line code, as in a hand-written exact grid (a
/// stride loop costs up to 2x in loop-nest kernels; bench/README.md).
/// When the grid covers the nest on every device (KernelPlan::CoversNest),
/// the step ends the loop with no template argument.
void openGridStride(const KernelPlan &P, const char *Var, const char *Dim,
                    const std::string &Count, llvm::raw_ostream &OS) {
  OS << "for (" << indexType(P) << " " << Var << " = (" << indexType(P)
     << ")blockIdx." << Dim << " * blockDim." << Dim << " + threadIdx." << Dim
     << "; " << Var << " < " << Count << ";\n";
  if (P.CoversNest) {
    OS << Var << " = " << Count << ") { // one iteration per thread\n";
    return;
  }
  OS << Var << " = acc2cuda_once ? " << Count << " : " << Var
     << " + (long long)gridDim." << Dim << " * blockDim." << Dim << ") {\n";
}

/// The whole nest flattened onto x; the innermost loop varies fastest
/// across threadIdx.x (coalescing). With a gang per block, the nest's
/// iterations go to blocks instead.
void emitFlatLoops(const KernelPlan &P, ASTContext &Ctx,
                   const std::string &Body, llvm::raw_ostream &OS) {
  OS << "const " << indexType(P)
     << " acc2cuda_total = " << indexProduct(P, 0, P.Loops.size()) << ";\n";
  if (P.Exact)
    // OpenMP's assignment of iterations (KernelPlan::Exact). With a gang
    // per block all threads of the team run each of its iterations.
    OS << "acc2cuda::omp_dev::StaticSchedule acc2cuda_s(acc2cuda_total, "
          "acc2cuda_team_chunk, acc2cuda_thread_chunk, "
       << (P.GangPerBlock ? "false" : "true")
       << ");\nfor (long long acc2cuda_k = acc2cuda_s.first(); acc2cuda_k < "
          "acc2cuda_total;\nacc2cuda_k = acc2cuda_s.next(acc2cuda_k)) {\n";
  else if (P.GangPerBlock)
    OS << "for (" << indexType(P)
       << " acc2cuda_k = blockIdx.x; acc2cuda_k < acc2cuda_total;"
          "\nacc2cuda_k = "
       << (P.CoversNest ? "acc2cuda_total) { // one iteration per block\n"
                        : "acc2cuda_once ? acc2cuda_total : acc2cuda_k + "
                          "gridDim.x) {\n");
  else
    openGridStride(P, "acc2cuda_k", "x", "acc2cuda_total", OS);
  if (P.Loops.size() == 1) {
    declareInduction(P, Ctx, 0, "acc2cuda_k", OS);
  } else {
    OS << indexType(P) << " acc2cuda_r = acc2cuda_k;\n";
    declareFlattened(P, Ctx, P.Loops.size(), OS);
  }
  OS << Body << "\n}\n";
}

/// Innermost loop on x, the next on y, the others (flattened) on z
/// (gridLoopAxis in KernelPlan.h says the same to the report).
void emitGridLoops(const KernelPlan &P, ASTContext &Ctx,
                   const std::string &Body, llvm::raw_ostream &OS) {
  const size_t N = P.Loops.size(), Inner = N - 1, Middle = N - 2;
  if (N > 2) {
    if (N > 3)
      OS << "const " << indexType(P)
         << " acc2cuda_nz = " << indexProduct(P, 0, Middle) << ";\n";
    openGridStride(P, "acc2cuda_z", "z",
                   N > 3 ? "acc2cuda_nz" : indexParam(P, 0, "n"), OS);
  }
  openGridStride(P, "acc2cuda_y", "y", indexParam(P, Middle, "n"), OS);
  openGridStride(P, "acc2cuda_x", "x", indexParam(P, Inner, "n"), OS);
  if (N == 3) {
    declareInduction(P, Ctx, 0, "acc2cuda_z", OS);
  } else if (N > 3) {
    OS << indexType(P) << " acc2cuda_r = acc2cuda_z;\n";
    declareFlattened(P, Ctx, Middle, OS);
  }
  declareInduction(P, Ctx, Middle, "acc2cuda_y", OS);
  declareInduction(P, Ctx, Inner, "acc2cuda_x", OS);
  OS << Body << "\n}\n}\n" << (N > 2 ? "}\n" : "");
}

} // namespace

std::string statementText(const Stmt *S, llvm::ArrayRef<SourceRange> Erase,
                          ASTContext &Ctx, llvm::ArrayRef<TextEdit> Edits) {
  std::string Text = editedText(statementRange(S, Ctx), Erase, Edits, Ctx);
  llvm::StringRef Trimmed = llvm::StringRef(Text).rtrim();
  if (!Trimmed.ends_with(";") && !Trimmed.ends_with("}"))
    Text += ";";
  return Text;
}

std::string kernelText(const Expr *E, const KernelPlan &P, ASTContext &Ctx) {
  return editedText(E->getSourceRange(), P.BodyErase, P.BodyEdits, Ctx);
}

namespace {

/// The barrier among the threads that share a thread loop's iterations.
const char *spanBarrier(const ThreadLoop &T) {
  return T.Span == ThreadSpan::Lanes ? "acc2cuda::sync_row();\n"
                                     : "__syncthreads();\n";
}

/// The first thread and the thread count of a thread loop's span.
std::pair<std::string, std::string> spanThreads(const ThreadLoop &T,
                                                const KernelPlan &P) {
  switch (T.Span) {
  case ThreadSpan::Rows:
    return {"threadIdx.y", "blockDim.y"};
  case ThreadSpan::Lanes:
    return {"threadIdx.x", "blockDim.x"};
  case ThreadSpan::Block:
    break;
  }
  if (P.WorkerRows)
    return {"threadIdx.x + blockDim.x * threadIdx.y",
            "blockDim.x * blockDim.y"};
  return {"threadIdx.x", "blockDim.x"};
}

/// A thread loop's header: the span's threads take its iterations in turn
/// (consecutive threads, consecutive iterations; with collapse, of the
/// innermost loop), inside a scope that shadows the gang's reduction and
/// private variables with each thread's.
std::string threadLoopHeader(const ThreadLoop &T, const std::string &N,
                             const KernelPlan &P, ASTContext &Ctx) {
  std::vector<const CanonicalLoop *> Nest = {&T.Loop};
  for (const CanonicalLoop &L : T.Collapsed)
    Nest.push_back(&L);
  // Loop 0 keeps the plain names; collapsed loop k gets the suffix _k.
  auto Name = [&](const char *What, size_t K) {
    return "acc2cuda_t" + std::string(What) + N +
           (K ? "_" + std::to_string(K) : "");
  };
  const std::string Count =
                        Nest.size() > 1 ? "acc2cuda_ttotal" + N : Name("n", 0),
                    Iter = "acc2cuda_t" + N;
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << "{\n" << spanBarrier(T);
  for (size_t K = 0; K < Nest.size(); ++K) {
    const CanonicalLoop &L = *Nest[K];
    std::string Step = L.StepExpr ? kernelText(L.StepExpr, P, Ctx) : "1";
    if (L.Subtracts)
      Step = L.StepExpr ? subtractedStep(Step) : "-1";
    OS << "const long long " << Name("lb", K) << " = (long long)("
       << kernelText(L.LowerExpr, P, Ctx) << ");\n";
    OS << "const long long " << Name("st", K) << " = (long long)(" << Step
       << ");\n";
    OS << "const long long " << Name("n", K) << " = "
       << tripCountFunction(L, P.C->Lang) << "(" << Name("lb", K)
       << ", (long long)(" << roundedBound(L, kernelText(L.BoundExpr, P, Ctx))
       << "), " << Name("st", K) << ");\n";
  }
  if (Nest.size() > 1) {
    OS << "const long long " << Count << " = ";
    for (size_t K = 0; K < Nest.size(); ++K)
      OS << (K ? " * " : "") << Name("n", K);
    OS << ";\n";
  }
  for (const ReductionPlan &R : T.Reductions)
    OS << R.Type << " acc2cuda_tred" << N << "_" << R.Name << ";\n";
  OS << "{\n";
  for (const ReductionPlan &R : T.Reductions)
    OS << R.Type << " " << R.Name << " = " << reductionOpName(R.Op)
       << "::identity<" << R.Type << ">();\n";
  for (const std::string &Decl : T.PrivateDecls)
    OS << Decl << "\n";
  const auto [FirstThread, Threads] = spanThreads(T, P);
  OS << "for (long long " << Iter << " = " << FirstThread << "; " << Iter
     << " < " << Count << "; " << Iter << " += " << Threads << ") {\n";
  auto Declare = [&](size_t K, const std::string &Index) {
    const CanonicalLoop &L = *Nest[K];
    OS << L.IndType << " " << L.IndName << " = (" << L.IndType << ")("
       << Name("lb", K) << " + " << Index << " * " << Name("st", K) << ");";
  };
  if (Nest.size() == 1) {
    Declare(0, Iter);
    return Out;
  }
  const std::string Rest = "acc2cuda_tr" + N;
  OS << "long long " << Rest << " = " << Iter << ";\n";
  for (size_t K = Nest.size(); K-- > 1;) {
    Declare(K, "(" + Rest + " % " + Name("n", K) + ")");
    OS << "\n" << Rest << " /= " << Name("n", K) << ";\n";
  }
  Declare(0, Rest);
  return Out;
}

/// After a thread loop: its span combines the reductions into the
/// enclosing level's variables, and waits before that level's code goes on
/// (the loop's writes are visible to every thread after a barrier).
std::string threadLoopFooter(const ThreadLoop &T, const std::string &N,
                             bool Braced) {
  std::string Out = Braced ? "\n" : "\n}\n";
  for (const ReductionPlan &R : T.Reductions) {
    const std::string Op = reductionOpName(R.Op);
    std::string Value = R.Name;
    // Every lane of a worker's row holds the worker's value: one counts.
    if (T.Span == ThreadSpan::Rows)
      Value = "threadIdx.x == 0 ? " + R.Name + " : " + Op + "::identity<" +
              R.Type + ">()";
    Out += "acc2cuda_tred" + N + "_" + R.Name + " = acc2cuda::" +
           (T.Span == ThreadSpan::Lanes ? "reduce_row<" : "reduce_threads<") +
           Op + ">(" + Value + ");\n";
  }
  Out += "}\n";
  for (const ReductionPlan &R : T.Reductions)
    Out += R.Name + " = " + reductionOpName(R.Op) + "::combine(" + R.Name +
           ", acc2cuda_tred" + N + "_" + R.Name + ");\n";
  const CanonicalLoop &L = T.Loop;
  if (L.DeclaredOutside)
    Out += L.IndName + " = (" + L.IndType + ")(acc2cuda_tlb" + N +
           " + acc2cuda_tn" + N + " * acc2cuda_tst" + N + ");\n";
  // reduce_threads ends with a barrier, after the loop's writes.
  if (T.Span == ThreadSpan::Lanes || T.Reductions.empty())
    Out += spanBarrier(T);
  return Out + "}";
}

/// Whether the host's variable of a loop the construct distributes ends with
/// the loop's final value. Both models make the variable private to the loop
/// (OpenACC 3.3 2.6.1, OpenMP 5.2 5.1.1), so the original need not change.
/// OpenACC: it does, as in the program without directives, which is what
/// C89-style code (`int i; ... for (i = 0; ...)`) is checked against,
/// unless the construct names it `private` or `firstprivate`.
/// OpenMP: only for `simd` (linear, lastprivate when collapsed) and a
/// `lastprivate` variable; otherwise it keeps its value, as GCC and Clang
/// leave it.
bool hostSeesFinalValue(const ComputeConstruct &C, const CanonicalLoop &L) {
  auto Names = [&](const std::vector<VarRef> &List) {
    return llvm::any_of(List,
                        [&](const VarRef &V) { return V.Decl == L.IndVar; });
  };
  if (Names(C.Private) || Names(C.FirstPrivate) || Names(C.Loop.Private) ||
      Names(C.Loop.FirstPrivate))
    return false;
  return C.Lang == Dialect::OpenACC || C.OmpSimd || Names(C.LastPrivate);
}

/// Array reductions: each thread's private array, under the variable's
/// name, starting at the operator's identity; for a pointer's section the
/// pointer is set so that the section's elements are the private ones.
void openArrayReductions(const KernelPlan &P, llvm::raw_ostream &OS) {
  for (const ArrayReduction &A : P.ArrayReductions) {
    std::string Private = A.Pointer ? "acc2cuda_priv_" + A.Name : A.Name;
    OS << A.ElemType << " " << Private << "[" << A.Extent << "];\n"
       << "for (long long acc2cuda_e = 0; acc2cuda_e < " << A.Extent
       << "; ++acc2cuda_e)\n"
       << Private << "[acc2cuda_e] = " << reductionOpName(A.Op) << "::identity<"
       << A.ElemType << ">();\n";
    if (A.Pointer)
      OS << A.ElemType << " *const " << A.Name << " = " << Private
         << " - acc2cuda_lo_" << A.Name << ";\n";
  }
}

/// Each thread combines the elements of its private arrays into the device
/// copies.
void closeArrayReductions(const KernelPlan &P, llvm::raw_ostream &OS) {
  for (const ArrayReduction &A : P.ArrayReductions)
    OS << "for (long long acc2cuda_e = acc2cuda_lo_" << A.Name
       << "; acc2cuda_e < acc2cuda_lo_" << A.Name << " + acc2cuda_len_"
       << A.Name << "; ++acc2cuda_e)\n"
       << "acc2cuda::reduce_into<" << reductionOpName(A.Op) << ">(&"
       << A.DevParam << "[acc2cuda_e], " << A.Name << "[acc2cuda_e]);\n";
}

/// Edits of the kernel body beyond the analysis' own: the scopes of loops
/// with private variables and, with a gang per block, the thread loops
/// spread over the block, statements that write shared memory run by
/// thread 0, and barriers around both. Insertions at one place are merged,
/// innermost closing first, then outermost opening.
std::vector<TextEdit> blockEdits(const KernelPlan &P, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<TextEdit> Out;
  std::map<unsigned, std::pair<SourceLocation, std::string>> Closing, Opening;
  auto Insert = [&](auto &Into, SourceLocation L, const std::string &Text) {
    auto &Slot = Into[SM.getFileOffset(SM.getExpansionLoc(L))];
    Slot.first = L;
    Slot.second += Text;
  };
  auto Barrier = [](const KernelPlan::SingleRange &S) {
    return S.Row ? "acc2cuda::sync_row();\n" : "__syncthreads();\n";
  };
  // The split loop's rest encloses whatever starts there.
  if (P.Split && P.Split->RestBegin.isValid())
    Insert(Opening, P.Split->RestBegin, splitRestOpening());
  for (const KernelPlan::SingleRange &S : P.GangSingle)
    Insert(Opening, S.Range.getBegin(),
           std::string("{\n") + (S.BarrierBefore ? Barrier(S) : "") + "if (" +
               (S.Row ? "threadIdx.x == 0" : blockLeader(P)) + ") {\n");
  for (const LoopPrivateScope &S : P.LoopPrivates) {
    std::string Decls;
    for (const std::string &D : S.Decls)
      Decls += D + "\n";
    Insert(Opening, S.For->getBeginLoc(), "{\n" + Decls);
    Insert(Closing, afterStatement(S.For, Ctx), "\n}");
  }
  for (const KernelPlan::SingleRange &S : P.GangSingle)
    Insert(Closing, S.Range.getEnd(), std::string("\n}\n") + Barrier(S) + "}");
  for (size_t I = 0; I < P.ThreadLoops.size(); ++I) {
    const ThreadLoop &T = P.ThreadLoops[I];
    const std::string N = std::to_string(I);
    const Stmt *Body =
        (T.Collapsed.empty() ? T.Loop : T.Collapsed.back()).For->getBody();
    for (SourceLocation Brace : T.DropBraces)
      Out.push_back({Brace, Brace.getLocWithOffset(1), ""});
    const auto *Block = dyn_cast<CompoundStmt>(Body);
    SourceLocation BodyStart =
        Block ? Block->getLBracLoc().getLocWithOffset(1) : Body->getBeginLoc();
    Out.push_back(
        {T.Loop.For->getBeginLoc(), BodyStart, threadLoopHeader(T, N, P, Ctx)});
    Insert(Closing, afterStatement(T.Loop.For, Ctx),
           threadLoopFooter(T, N, Block != nullptr));
  }
  if (P.Split) {
    Out.push_back({P.Split->Loop.For->getBeginLoc(),
                   P.Split->Loop.For->getBeginLoc(), splitLoopHeader(P, Ctx)});
    if (P.Split->RestEnd.isValid())
      Insert(Closing, P.Split->RestEnd, splitRestClosing());
  }
  for (auto &KV : Closing) {
    auto It = Opening.find(KV.first);
    std::string Text = KV.second.second;
    if (It != Opening.end()) {
      Text += "\n" + It->second.second;
      Opening.erase(It);
    }
    Out.push_back({KV.second.first, KV.second.first, Text});
  }
  for (auto &KV : Opening)
    Out.push_back({KV.second.first, KV.second.first, KV.second.second});
  return Out;
}

} // namespace

/// Whether the host picks the kernel instance whose read-only arrays are
/// `__restrict__`.
static bool restrictChecked(const KernelPlan &P) {
  return P.ReadOnly.When == ReadOnlyPlan::Restrict::Checked;
}

/// Whether the kernel has an instance whose loops end after one iteration
/// per thread, for grids that cover the nest (not when it deals iterations
/// as OpenMP's schedules do).
static bool hasOnceInstance(const KernelPlan &P) {
  return !P.Loops.empty() && !P.Exact && !P.CoversNest;
}

/// The kernel's template flags, one instance per combination the host may
/// pick: acc2cuda_once (the grid covers the nest), acc2cuda_copies (block
/// copies), acc2cuda_narrow (those copies count in 32 bits), acc2cuda_split
/// (slices share the split loop), acc2cuda_restrict (its read-only arrays are
/// `__restrict__`).
static std::vector<const char *> instanceFlags(const KernelPlan &P) {
  std::vector<const char *> Flags;
  if (hasOnceInstance(P))
    Flags.push_back("acc2cuda_once");
  if (!P.BlockCopies.empty())
    Flags.push_back("acc2cuda_copies");
  if (hasNarrowCopies(P))
    Flags.push_back("acc2cuda_narrow");
  if (P.Split)
    Flags.push_back("acc2cuda_split");
  if (restrictChecked(P))
    Flags.push_back("acc2cuda_restrict");
  return Flags;
}

/// The kernel's own template parameters and arguments: the enclosing
/// templates' (\p Enclosing), then the closure types of the host lambdas
/// it calls (\p Closures).
static std::string joinTemplateList(const std::string &Enclosing,
                                    const std::vector<std::string> &Closures) {
  std::string Out = Enclosing;
  for (const std::string &C : Closures)
    Out += (Out.empty() ? "" : ", ") + C;
  return Out;
}
static std::string kernelTemplateParams(const KernelPlan &P) {
  return joinTemplateList(P.TemplateParams, P.ClosureParams);
}
static std::string kernelTemplateArgs(const KernelPlan &P) {
  return joinTemplateList(P.TemplateArgs, P.ClosureArgs);
}

/// The host fallback (`if(0)`, `self`) runs the region's own code, where
/// the variables the kernel gets by value (firstprivate) or declares
/// (private) must be copies too: the block declares them again, so the
/// region's writes do not reach the host's.
static std::string fallbackPrivates(const KernelPlan &P) {
  std::string Out;
  for (const Capture &C : P.Captures) {
    const auto *VD = llvm::dyn_cast_or_null<VarDecl>(C.Decl);
    // By value: the variable itself, or a firstprivate array's copy.
    bool Copy = C.Argument == C.Name || C.ArrayValue;
    if (!VD ||
        (C.Kind != CaptureKind::Value && C.Kind != CaptureKind::Private) ||
        VD->getType().isConstQualified() || !Copy)
      continue;
    if (const CXXRecordDecl *RD = VD->getType()->getAsCXXRecordDecl();
        RD && RD->isLambda())
      continue;
    const std::string Type = "std::remove_cv_t<std::remove_reference_t<"
                             "decltype(" +
                             C.Name + ")>>";
    if (C.Kind == CaptureKind::Private) {
      Out += Type + " " + C.Name + ";\n";
      continue;
    }
    const std::string Host = "acc2cuda_fp_" + C.Name;
    Out += "auto &" + Host + " = " + C.Name + ";\n" + Type + " " + C.Name +
           ";\nstd::memcpy((void *)&" + C.Name + ", (const void *)&" + Host +
           ", sizeof(" + C.Name + "));\n";
  }
  return Out;
}

/// The kernel's template head ("template <...>\n", or empty).
static std::string kernelTemplateHead(const KernelPlan &P) {
  std::string TemplateParams = kernelTemplateParams(P);
  for (const char *Flag : instanceFlags(P))
    TemplateParams +=
        (TemplateParams.empty() ? "bool " : ", bool ") + std::string(Flag);
  return TemplateParams.empty() ? "" : "template <" + TemplateParams + ">\n";
}

/// The kernel's parameter list, without parentheses.
static std::string kernelParams(const KernelPlan &P) {
  std::vector<std::string> Params;
  for (size_t I = 0; I < P.Loops.size(); ++I) {
    Params.push_back("long long " + loopParam(I, "n"));
    Params.push_back("long long " + loopParam(I, "lb"));
    Params.push_back("long long " + loopParam(I, "st"));
  }
  if (P.Exact) {
    Params.push_back("long long acc2cuda_team_chunk");
    Params.push_back("long long acc2cuda_thread_chunk");
  }
  for (const Capture &C : P.Captures)
    if (!C.ParamDecl.empty())
      Params.push_back(C.ParamDecl);
  for (const ArrayReduction &A : P.ArrayReductions) {
    Params.push_back("long long acc2cuda_lo_" + A.Name);
    Params.push_back("long long acc2cuda_len_" + A.Name);
  }
  for (const ReductionPlan &R : P.Reductions)
    Params.push_back(R.Type + " *acc2cuda_part_" + R.Name);
  for (const BlockCopy &B : P.BlockCopies)
    Params.push_back("long long " + copyBytes(B));
  return llvm::join(Params, ", ");
}

std::string kernelFriendDecl(const KernelPlan &P) {
  std::string Decl = kernelTemplateHead(P) + "friend __global__ void " +
                     P.KernelName + "(" + kernelParams(P) + ");";
  // The friend is declared in the class, whose template parameters a
  // template declared there may not name again: its own get other names.
  llvm::SmallVector<llvm::StringRef, 4> Names;
  llvm::StringRef(P.TemplateArgs).split(Names, ',', -1, false);
  for (llvm::StringRef Name : Names) {
    Name = Name.trim().rtrim('.').trim(); // a pack: "Ts..."
    if (!Name.empty())
      Decl = replaceIdentifier(Decl, Name, ("acc2cuda_f_" + Name).str());
  }
  return Decl;
}

std::string emitKernel(const KernelPlan &P, ASTContext &Ctx,
                       const EmitOptions &O) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << directiveComment(P.C->DirectiveText);
  OS << kernelTemplateHead(P) << (O.Internal ? "static " : "")
     << "__global__ void " << P.KernelName << "(" << kernelParams(P) << ") {\n";
  for (const std::string &U : P.ScopeUsings)
    OS << U << "\n";
  llvm::StringSet<> Asserted;
  for (const CanonicalLoop &L : P.Loops)
    if (L.DependentType && Asserted.insert(L.IndType).second)
      OS << "static_assert(std::is_integral<" << L.IndType
         << ">::value && !std::is_same<" << L.IndType
         << ", bool>::value, \"the loop variable '" << L.IndName
         << "' must have integer type\");\n";
  for (const Capture &C : P.Captures)
    if (!C.LocalDecl.empty())
      OS << C.LocalDecl << "\n";
  if (P.Split)
    OS << splitPrologue();
  for (const ReductionPlan &R : P.Reductions)
    OS << R.Type << " " << R.Name << " = " << reductionOpName(R.Op)
       << "::identity<" << R.Type << ">();\n";
  openArrayReductions(P, OS);

  // Of two insertions at one offset the later one lands in front: the
  // body's own (the closing brace of a critical section, say) go inside the
  // blocks that wrap whole statements.
  std::vector<TextEdit> Edits = blockEdits(P, Ctx);
  Edits.insert(Edits.end(), P.BodyEdits.begin(), P.BodyEdits.end());
  std::string Body = withLastPrivateStores(
      P, statementText(P.KernelBody, P.BodyErase, Ctx, Edits));
  openBlockCopies(P, OS);
  if (P.Loops.empty())
    OS << Body << "\n";
  else if (gridDims(P) == 1)
    emitFlatLoops(P, Ctx, Body, OS);
  else
    emitGridLoops(P, Ctx, Body, OS);
  closeBlockCopies(P, OS);
  closeArrayReductions(P, OS);
  for (const ReductionPlan &R : P.Reductions)
    OS << "acc2cuda::reduce_block<" << reductionOpName(R.Op) << ">(" << R.Name
       << ", acc2cuda_part_" << R.Name << ");\n";
  OS << "}\n";
  return Out;
}

std::string hostTaskwait(const AsyncClauses &A) {
  if (!A.Taskwait && !A.HostTaskwait)
    return "";
  return "#pragma omp taskwait" +
         (A.DependClauses.empty() ? "" : " " + A.DependClauses) + "\n";
}

/// A loop's bound, lower bound or step as the host evaluates it for the
/// launch: the values with a device copy read it (KernelPlan::
/// BoundScalars): elements by their text, then scalars by name.
static std::string withDeviceScalars(const KernelPlan &P, std::string Text) {
  for (const auto &[From, Read] : P.BoundScalars) {
    if (llvm::all_of(From,
                     [](char Ch) { return isAsciiIdentifierContinue(Ch); })) {
      Text = replaceIdentifier(Text, From, Read);
      continue;
    }
    // An element's text starts with its array's name: not inside a longer
    // name (`lim[0]` in `xlim[0]`).
    for (size_t At = Text.find(From); At != std::string::npos;) {
      if (At > 0 && isAsciiIdentifierContinue(Text[At - 1])) {
        At = Text.find(From, At + 1);
        continue;
      }
      Text.replace(At, From.size(), Read);
      At = Text.find(From, At + Read.size());
    }
  }
  return Text;
}

/// Whether restrict holds for this launch: the present data behind the
/// read-only arrays is apart from that behind everything the kernel writes.
static void emitRestrictCheck(const KernelPlan &P, llvm::raw_ostream &OS) {
  auto List = [](const std::vector<std::string> &Hosts) {
    std::string Out;
    for (const std::string &H : Hosts)
      Out += (Out.empty() ? "" : ", ") + H;
    return Out;
  };
  OS << "const bool acc2cuda_restrict = acc2cuda_c.reads_apart({"
     << List(P.ReadOnly.Reads) << "}, {" << List(P.ReadOnly.Writes) << "});\n";
}

/// The kernel instance the launch takes, its flags in instanceFlags' order:
/// the split loop's slices when the block has them (its grid covers the
/// nest), else one iteration per thread when the grid covers the nest,
/// else block copies when they fit and pay (never two of these); restrict
/// when it holds.
static std::string instanceChoice(const KernelPlan &P) {
  auto Instance = [&](bool Once, bool Copies, bool Split, bool Restrict,
                      bool Narrow = false) {
    std::string Args = kernelTemplateArgs(P);
    auto Add = [&](bool On) {
      Args += (Args.empty() ? "" : ", ") + std::string(On ? "true" : "false");
    };
    if (hasOnceInstance(P))
      Add(Once);
    if (!P.BlockCopies.empty())
      Add(Copies);
    if (hasNarrowCopies(P))
      Add(Narrow);
    if (P.Split)
      Add(Split);
    if (restrictChecked(P))
      Add(Restrict);
    return P.KernelName + "<" + Args + ">";
  };
  auto ByLoops = [&](bool Restrict) {
    std::string Out;
    if (P.Split)
      Out +=
          "acc2cuda_split ? " + Instance(true, false, true, Restrict) + " : ";
    if (hasOnceInstance(P))
      Out +=
          "acc2cuda_once ? " + Instance(true, false, false, Restrict) + " : ";
    if (hasNarrowCopies(P))
      Out += "acc2cuda_copies > 0 ? (acc2cuda_narrow ? " +
             Instance(false, true, false, Restrict, true) + " : " +
             Instance(false, true, false, Restrict) + ") : ";
    else if (!P.BlockCopies.empty())
      Out += "acc2cuda_copies > 0 ? " + Instance(false, true, false, Restrict) +
             " : ";
    return Out + Instance(false, false, false, Restrict);
  };
  if (!restrictChecked(P))
    return ByLoops(false);
  const bool Chosen =
      hasOnceInstance(P) || !P.BlockCopies.empty() || P.Split.has_value();
  auto Nested = [&](bool Restrict) {
    return Chosen ? "(" + ByLoops(Restrict) + ")" : ByLoops(Restrict);
  };
  return "acc2cuda_restrict ? " + Nested(true) + " : " + Nested(false);
}

/// Attaches the pointers the construct's clauses name, once their data is
/// mapped, then checks those the kernel reads from device copies of structs.
static void emitAttachments(const KernelPlan &P, llvm::raw_ostream &OS) {
  for (const Mapping &M : P.Maps)
    if (!M.Attach.empty())
      OS << "acc2cuda_c.attach(" << M.Attach << ", " << quoted(M.Name)
         << (M.AttachBias.empty() ? "" : ", " + M.AttachBias) << ");\n";
  for (const PointerCheck &PC : P.PointerChecks) {
    if (!PC.Count.empty())
      OS << "for (long long acc2cuda_k = 0; acc2cuda_k < (long long)("
         << PC.Count << "); ++acc2cuda_k)\n  ";
    OS << "acc2cuda_c.require_attached(" << PC.Slot << ", " << quoted(PC.Name)
       << ");\n";
  }
}

std::string emitHostCode(const KernelPlan &P, ASTContext &Ctx,
                         const EmitOptions &O) {
  const ComputeConstruct &C = *P.C;
  const SourceManager &SM = Ctx.getSourceManager();
  unsigned Line = SM.getExpansionLineNumber(C.Loc);
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << directiveComment(C.DirectiveText);
  OS << hostTaskwait(C.Async);
  if (!C.IfCond.empty())
    OS << "if (" << C.IfCond << ") ";
  OS << "{\n";
  OS << "acc2cuda::Construct acc2cuda_c(" << quoted(O.FileName) << ", " << Line
     << ", " << quoted(C.DirectiveName) << ");\n";
  for (const std::string &Alias : P.HostAliases)
    OS << Alias << "\n";
  OS << asyncCalls(C.Async, "acc2cuda_c");
  if (C.AsyncFromRegion)
    OS << "acc2cuda_c.async_as(acc2cuda_data);\n";
  const bool Queued = C.Async.queued() || C.AsyncFromRegion;
  if (llvm::any_of(P.Maps, [](const Mapping &M) {
        return M.Explicit && M.Explicit->OnQueue && M.Map.To;
      }))
    OS << "// CUDA reads pageable host memory when the copy is issued: the "
          "queue first\n// does what it waits for.\n"
       << "acc2cuda_c.check(cudaStreamSynchronize(acc2cuda_c.stream()), "
          "\"cudaStreamSynchronize\");\n";
  for (const Mapping &M : P.Maps) {
    for (const std::string &Check : M.FullDimChecks)
      OS << "acc2cuda_c.require_whole_dimension(" << quoted(M.Name) << ", "
         << Check << ");\n";
    if (M.AttachOnly)
      continue;
    // Held by an enclosing data region for the whole construct.
    if (!M.Direct.empty() && !M.DevVar.empty()) {
      if (M.DevVar != M.Direct)
        OS << "auto *" << M.DevVar << " = " << M.Direct << ";\n";
      continue;
    }
    if (M.Explicit) {
      OS << explicitEntry(M, "acc2cuda_c");
      continue;
    }
    if (M.Table) {
      OS << tableEntry(M, "acc2cuda_c", /*Dynamic=*/false, M.DevVar);
      continue;
    }
    const char *Kind = mapKindName(M.Map);
    if (!M.DevVar.empty())
      OS << "auto *" << M.DevVar << " = ";
    if (!M.Slot.empty())
      OS << "acc2cuda_c.map_pointer(" << M.Slot << ", " << Kind << ", "
         << quoted(M.Name) << ");\n";
    else
      OS << "acc2cuda_c.map(" << M.HostStart << ", " << M.Count << ", " << Kind
         << ", " << quoted(M.Name) << mapModifierArg(M.Map) << ");\n";
    if (!M.RowLength.empty())
      OS << "acc2cuda::map_rows(acc2cuda_c, " << M.HostStart << ", " << M.Count
         << ", " << M.RowLower << ", " << M.RowLength << ", " << Kind << ", "
         << quoted(M.Name) << mapModifierArg(M.Map) << ");\n";
  }
  emitAttachments(P, OS);
  for (size_t I = 0; I < P.Loops.size(); ++I) {
    const CanonicalLoop &L = P.Loops[I];
    const std::string Fn = tripCountFunction(L, P.C->Lang);
    OS << "const long long " << loopParam(I, "lb") << " = (long long)("
       << withDeviceScalars(P, L.Lower) << ");\n";
    OS << "const long long " << loopParam(I, "st") << " = (long long)("
       << withDeviceScalars(P, L.Step) << ");\n";
    OS << "const long long " << loopParam(I, "n") << " = " << Fn << "("
       << loopParam(I, "lb") << ", (long long)("
       << withDeviceScalars(P, L.Bound) << "), " << loopParam(I, "st")
       << ");\n";
  }
  // Kernels with reductions or block copies get one wave of blocks.
  const std::string Reduces =
      !P.Reductions.empty() || !P.ArrayReductions.empty() ? ", true"
      : P.BlockCopies.empty()                             ? ""
                              : ", acc2cuda_copies > 0";
  // The extents of the iteration space along x, y and z.
  std::string Extents;
  const bool Shaped = gridDims(P) > 1;
  if (Shaped && P.BlockShape.empty())
    OS << "const dim3 acc2cuda_block = acc2cuda_c.block_shape(" << P.BlockSize
       << ", " << loopParam(P.Loops.size() - 1, "n") << ", "
       << loopParam(P.Loops.size() - 2, "n") << ", " << gridDims(P) << ");\n";
  else if (Shaped)
    OS << "const dim3 acc2cuda_block(" << P.BlockShape << "); // the tile\n";
  else if (P.WorkerRows)
    OS << "const dim3 acc2cuda_block = acc2cuda_c.worker_block("
       << P.VectorLanes << ", " << P.Workers << ");\n";
  else if (P.Split)
    OS << "const dim3 acc2cuda_block = acc2cuda_c.split_block(" << P.BlockSize
       << ", " << tripProduct(0, P.Loops.size())
       << (P.Reductions.empty() ? "" : ", true") << ");\n";
  else if (P.SpreadBlock)
    OS << "const dim3 acc2cuda_block = acc2cuda_c.spread_block(" << P.BlockSize
       << ", " << tripProduct(0, P.Loops.size()) << ");\n";
  else
    OS << "const dim3 acc2cuda_block = acc2cuda_c.block_size(" << P.BlockSize
       << ");\n";
  emitBlockCopySizes(P, tripProduct(0, P.Loops.size()), OS);
  if (unsigned Dims = gridDims(P); Dims > 1) {
    const size_t N = P.Loops.size();
    std::string Nx = loopParam(N - 1, "n"), Ny = loopParam(N - 2, "n");
    Extents = Nx + ", " + Ny + ", " + tripProduct(0, N - 2);
    OS << "const dim3 acc2cuda_grid = acc2cuda_c.grid_shape(acc2cuda_block, "
       << Extents << Reduces << ");\n";
  } else {
    Extents = tripProduct(0, P.Loops.size()) + ", 1, 1";
    OS << "const dim3 acc2cuda_grid = acc2cuda_c."
       << (P.GangPerBlock ? "gang_grid(" : "grid_size(")
       << tripProduct(0, P.Loops.size()) << ", acc2cuda_block, "
       << (P.NumBlocks.empty() ? "0" : P.NumBlocks) << Reduces << ");\n";
  }
  for (const ReductionPlan &R : P.Reductions)
    OS << "acc2cuda::Reduction<" << R.Type << ", " << reductionOpName(R.Op)
       << "> acc2cuda_red_" << R.Name << "(acc2cuda_c, acc2cuda_grid);\n";

  std::vector<std::string> Args;
  for (size_t I = 0; I < P.Loops.size(); ++I) {
    Args.push_back(loopParam(I, "n"));
    Args.push_back(loopParam(I, "lb"));
    Args.push_back(loopParam(I, "st"));
  }
  if (P.Exact) {
    Args.push_back("(long long)(" + P.Exact->TeamChunk + ")");
    Args.push_back("(long long)(" + P.Exact->ThreadChunk + ")");
  }
  for (const Capture &Cap : P.Captures)
    if (!Cap.ParamDecl.empty())
      Args.push_back(Cap.Argument);
  for (const ArrayReduction &A : P.ArrayReductions) {
    Args.push_back("(long long)(" + A.Lower + ")");
    Args.push_back("(long long)(" + A.Length + ")");
  }
  for (const ReductionPlan &R : P.Reductions)
    Args.push_back("acc2cuda_red_" + R.Name + ".partials()");
  for (const BlockCopy &B : P.BlockCopies)
    Args.push_back(copyBytes(B));
  std::string ArgList;
  for (size_t I = 0; I < Args.size(); ++I)
    ArgList += (I ? ", " : "") + Args[I];
  std::string Kernel = P.KernelName;
  if (hasOnceInstance(P)) {
    // One iteration per thread when the grid covers the iteration space.
    // A gang per block covers the nest with one iteration per block.
    OS << "const bool acc2cuda_once = "
       << (P.BlockCopies.empty() ? "" : "acc2cuda_copies == 0 && ")
       << "acc2cuda_c.covers(acc2cuda_grid, "
       << (P.GangPerBlock ? "dim3(1)" : "acc2cuda_block") << ", " << Extents
       << ");\n";
  }
  // Slices in the block: the split instance (the grid covers the nest).
  if (P.Split)
    OS << "const bool acc2cuda_split = acc2cuda_block.y > 1;\n";
  if (restrictChecked(P))
    emitRestrictCheck(P, OS);
  if (!instanceFlags(P).empty()) {
    OS << "auto *const acc2cuda_kernel = " << instanceChoice(P) << ";\n";
    Kernel = "acc2cuda_kernel";
  } else if (!kernelTemplateArgs(P).empty()) {
    Kernel += "<" + kernelTemplateArgs(P) + ">";
  }
  // Synchronous constructs launch on the default stream.
  const char *Stream = Queued ? "acc2cuda_c.stream()" : "0";
  const char *Shared = P.BlockCopies.empty() ? "0" : "acc2cuda_copies";
  std::string Config;
  if (Queued || !P.BlockCopies.empty())
    Config =
        std::string(", ") + Shared + (Queued ? ", acc2cuda_c.stream()" : "");
  if (O.Tgt == Target::Cuda)
    OS << Kernel << "<<<acc2cuda_grid, acc2cuda_block" << Config << ">>>("
       << ArgList << ");\n";
  else
    OS << "acc2cuda::sim::launch(" << Kernel
       << ", acc2cuda_grid, acc2cuda_block, " << Shared << ", " << Stream
       << (ArgList.empty() ? "" : ", " + ArgList) << ");\n";
  OS << "acc2cuda_c.check_launch(" << quoted(P.KernelName)
     << ", acc2cuda_grid, acc2cuda_block);\n";
  // On a queue the result reaches the variable when the queue gets there.
  for (const ReductionPlan &R : P.Reductions) {
    std::string Dev = R.DeviceCopy.empty() ? "" : ", " + R.DeviceCopy;
    if (Queued)
      OS << "acc2cuda_red_" << R.Name << ".finish(" << R.HostRef << Dev
         << ");\n";
    else
      OS << R.HostRef << " = acc2cuda_red_" << R.Name << ".combine("
         << R.HostRef << Dev << ");\n";
  }
  OS << tableExits(P.Maps, "acc2cuda_c", /*Region=*/false);
  OS << "acc2cuda_c.unmap_all();\n";
  OS << explicitExits(P.Maps, "acc2cuda_c");
  for (const std::string &M : P.WrittenMembers)
    OS << "acc2cuda_c.update_host(&" << M << ", 1, true, " << quoted(M)
       << ");\n";
  // Loop variables declared before their loop end with the value the
  // sequential loop leaves (untouched when an enclosing loop runs zero
  // times), after the copies out: a map of the variable must not undo it.
  for (size_t I = 0; I < P.Loops.size(); ++I) {
    const CanonicalLoop &L = P.Loops[I];
    if (!L.DeclaredOutside || !hostSeesFinalValue(C, L))
      continue;
    std::string Guard;
    for (size_t J = 0; J < I; ++J)
      Guard += (J ? " && " : "") + loopParam(J, "n") + " > 0";
    if (!Guard.empty())
      OS << "if (" << Guard << ") ";
    OS << L.IndName << " = (" << L.IndType << ")(" << loopParam(I, "lb")
       << " + " << loopParam(I, "n") << " * " << loopParam(I, "st") << ");\n";
  }
  OS << "}";
  if (!C.IfCond.empty()) {
    // The host fallback is the original statement, nested directives
    // turned into comments; it too follows the tasks it depends on.
    OS << " else {\n";
    if (!C.Async.Depends.empty()) {
      AsyncClauses Undeferred;
      Undeferred.Depends = C.Async.Depends;
      OS << "{\nacc2cuda::Construct acc2cuda_c(" << quoted(O.FileName) << ", "
         << Line << ", " << quoted(C.DirectiveName) << ");\n"
         << asyncCalls(Undeferred, "acc2cuda_c") << "}\n";
    }
    OS << fallbackPrivates(P) << statementText(C.Body, P.RegionPragmas, Ctx)
       << "\n}";
  }
  OS << "\n";
  return Out;
}

} // namespace acc2cuda
