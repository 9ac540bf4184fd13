//===- RegionAnalysis.cpp -------------------------------------------------===//

#include "RegionAnalysis.h"
#include "ArrayReductions.h"
#include "AtomicLowering.h"
#include "BlockCopies.h"
#include "ClassScopeNames.h"
#include "ConstantCover.h"
#include "ContainerViews.h"
#include "DataAnalysis.h"
#include "DataMapping.h"
#include "DeviceCode.h"
#include "DeviceLambdas.h"
#include "EnclosingData.h"
#include "Frontend/OMPImporter.h"
#include "ImplicitReductions.h"
#include "ImpliedSections.h"
#include "KernelsIndependence.h"
#include "LaunchShape.h"
#include "LoopAnalysis.h"
#include "OMPInTarget.h"
#include "OMPRoutines.h"
#include "PrivateSections.h"
#include "ReadOnlyArrays.h"
#include "RegionAnalyzer.h"
#include "RegionScanner.h"
#include "ScopeUsings.h"
#include "SplitLoops.h"
#include "Support/CAsCxx.h"
#include "Support/SourceText.h"
#include "ThisCalls.h"
#include "ThreadLoops.h"
#include "WholeArrays.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"
#include <deque>
#include <map>
#include <memory>
#include <set>

using namespace clang;

namespace acc2cuda {

namespace {

/// Whether lvalue X is memory of the executing thread alone: a variable of
/// automatic storage in the kernel (its locals, reductions, loop variables
/// and private or firstprivate copies), or an element or member of one
/// reached without a pointer. Mapped variables are device memory.
bool threadPrivate(const Expr *X, const KernelPlan &P) {
  const auto *VD = dyn_cast_or_null<VarDecl>(ownStorage(X));
  if (!VD || !VD->hasLocalStorage() || VD->getType()->isReferenceType())
    return false;
  for (const Capture &C : P.Captures)
    if (C.Decl == VD)
      return C.Kind == CaptureKind::Private || C.Kind == CaptureKind::Value ||
             C.Kind == CaptureKind::LastPrivate;
  return true;
}

} // namespace

/// Follows tightly nested loops: `Collapse` loops from the construct itself,
/// then inner loops that carry their own non-seq `loop` directive.
bool RegionAnalyzer::collectLoopChain(const Stmt *S, unsigned Collapse,
                                      llvm::StringRef Dir, bool Tiled) {
  for (unsigned I = 0; I < Collapse; ++I) {
    if (I > 0) {
      const Stmt *Inner = singleStatement(P.Loops.back().For->getBody());
      if (!Inner || !isa<ForStmt>(Inner)) {
        D.report(diag::CollapseDepth, P.Loops.back().For->getBeginLoc(),
                 (Tiled ? "'tile' with " + std::to_string(Collapse) + " sizes"
                        : "'collapse(" + std::to_string(Collapse) + ")'") +
                     " needs " + std::to_string(Collapse) +
                     " tightly nested loops");
        return false;
      }
      S = Inner;
    }
    std::optional<CanonicalLoop> L = analyzeCanonicalLoop(S, Ctx, D, Dir);
    if (!L)
      return false;
    P.Loops.push_back(std::move(*L));
  }
  return true;
}

/// The loop among P.Loops[0, Upto) whose variable loop I's bounds use.
const CanonicalLoop *RegionAnalyzer::boundsDependOn(size_t I,
                                                    size_t Upto) const {
  const CanonicalLoop &L = P.Loops[I];
  for (size_t J = 0; J < Upto; ++J)
    for (const std::string *T : {&L.Lower, &L.Bound, &L.Step}) {
      llvm::StringRef Text(*T), Name(P.Loops[J].IndName);
      for (size_t Pos = Text.find(Name); Pos != llvm::StringRef::npos;
           Pos = Text.find(Name, Pos + 1)) {
        auto IsIdent = [](char C) {
          return isalnum(static_cast<unsigned char>(C)) || C == '_';
        };
        size_t E = Pos + Name.size();
        if (!(Pos > 0 && IsIdent(Text[Pos - 1])) &&
            !(E < Text.size() && IsIdent(Text[E])))
          return &P.Loops[J];
      }
    }
  return nullptr;
}

bool RegionAnalyzer::planLoops() {
  P.SingleThread = true;
  P.KernelBody = C.Body;
  const Stmt *LoopStmt = nullptr;
  LoopClauses Outer;
  if (C.IsLoop) {
    LoopStmt = C.Body;
    Outer = C.Loop;
  } else if (C.Lang == Dialect::OpenACC && C.Kind != ComputeKind::Serial) {
    // parallel/kernels holding exactly one loop nest.
    const Stmt *S = singleStatement(C.Body);
    auto It = S ? RC.NestedLoops.find(S) : RC.NestedLoops.end();
    if (It != RC.NestedLoops.end()) {
      LoopStmt = S;
      Outer = It->second.Clauses;
    } else {
      for (const auto &KV : RC.NestedLoops) {
        SourceRange R = stmtExtent(C.Body);
        const SourceManager &SM = Ctx.getSourceManager();
        SourceLocation L = SM.getExpansionLoc(KV.first->getBeginLoc());
        if (!SM.isBeforeInTranslationUnit(L,
                                          SM.getExpansionLoc(R.getBegin())) &&
            !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(R.getEnd()), L)) {
          D.report(diag::RegionSequentialCode, KV.second.Clauses.Loc,
                   "a '" + C.DirectiveName +
                       "' region with code outside its loop nest, or with "
                       "several loop nests, is not supported by this version "
                       "of acc2cuda; use one '" +
                       C.DirectiveName + " loop' per loop nest");
          return false;
        }
      }
    }
  }
  if (!LoopStmt)
    return true; // the statement runs once on a single device thread

  bool Sequential = Outer.Seq || C.Kind == ComputeKind::Serial;
  if (!collectLoopChain(LoopStmt, Outer.Collapse, C.DirectiveName,
                        !Outer.Tile.empty()))
    return false;
  LoopLevels.assign(P.Loops.size(), Outer);
  // Inner loops with their own (non-seq) loop directive join the iteration
  // space when tightly nested.
  while (!Sequential) {
    const Stmt *Inner = singleStatement(P.Loops.back().For->getBody());
    auto It = Inner ? RC.NestedLoops.find(Inner) : RC.NestedLoops.end();
    if (It == RC.NestedLoops.end() || It->second.Clauses.Seq ||
        isWorkerOfVectorLoops(cast<ForStmt>(Inner), It->second.Clauses,
                              RC.NestedLoops))
      break;
    // The nest becomes one iteration space, so an inner reduction is only
    // right when an outer level reduces the same variable the same way.
    for (const Reduction &R : It->second.Clauses.Reductions) {
      bool Outer = false;
      for (const auto *Rs : {&C.Reductions, &C.Loop.Reductions})
        for (const Reduction &O : *Rs)
          Outer |= O.Var.Decl == R.Var.Decl && O.Op == R.Op;
      for (const LoopClauses &L : LoopLevels)
        for (const Reduction &O : L.Reductions)
          Outer |= O.Var.Decl == R.Var.Decl && O.Op == R.Op;
      if (!Outer) {
        D.report(diag::ReductionPlacement, R.Var.Range.getBegin(),
                 "reduction of '" + R.Var.Name +
                     "' on an inner loop must also appear on the outer loop "
                     "or the compute construct");
        return false;
      }
    }
    size_t Before = P.Loops.size();
    if (!collectLoopChain(Inner, It->second.Clauses.Collapse, "loop",
                          !It->second.Clauses.Tile.empty()))
      return false;
    // A loop whose bounds use an outer loop's variable (triangular) stays
    // in the body, where its bounds are evaluated per outer iteration.
    if (boundsDependOn(Before, Before)) {
      P.Loops.resize(Before);
      break;
    }
    LoopLevels.resize(P.Loops.size(), It->second.Clauses);
  }

  // Bounds are evaluated once on the host: they must not depend on outer
  // loop variables (rectangular iteration space). A collapsed loop whose
  // bounds do (OpenMP 5.2 allows such nests) ends the nest spread over the
  // grid: each thread runs it, and the loops inside, in order, which is
  // one of the schedules collapse allows.
  for (size_t I = 1; I < P.Loops.size(); ++I)
    if (const CanonicalLoop *Outer = boundsDependOn(I, I)) {
      D.report(diag::DependentLoopBounds, P.Loops[I].For->getBeginLoc(),
               "the bounds of this loop depend on the outer loop variable '" +
                   Outer->IndName +
                   "': the loops above it are collapsed, and each thread "
                   "runs this one and those inside it in order");
      P.Loops.resize(I);
      LoopLevels.resize(I);
      P.CollapseCut = true;
      break;
    }

  if (Sequential) {
    // The whole nest runs in order on one thread.
    P.SequentialReason = Outer.Seq ? "the loop is 'seq'"
                                   : "a 'serial' construct runs on one thread";
    P.Loops.clear();
    return true;
  }
  P.SingleThread = false;
  P.KernelBody = P.Loops.back().For->getBody();
  return checkParallelLoopBody(P.Loops.back(), P.KernelBody, Ctx, D);
}

namespace {
/// The pointer members a region assigns (`obj->p = q`), as base text and
/// member: the kernel sets them itself, so their device copies need not be
/// attached at the launch.
class AssignedMembers : public RecursiveASTVisitor<AssignedMembers> {
public:
  explicit AssignedMembers(ASTContext &Ctx) : Ctx(Ctx) {}
  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->getOpcode() != BO_Assign)
      return true;
    if (const auto *ME =
            dyn_cast<MemberExpr>(BO->getLHS()->IgnoreParenImpCasts());
        ME && ME->getType()->isPointerType())
      Keys.insert(key(ME));
    return true;
  }
  std::string key(const MemberExpr *ME) const {
    return sourceText(ME->getBase(), Ctx) + (ME->isArrow() ? "->" : ".") +
           ME->getMemberDecl()->getName().str();
  }
  llvm::StringSet<> Keys;

private:
  ASTContext &Ctx;
};
} // namespace

/// Pointer members the kernel reads from structs: the struct must be in
/// device memory (mapped), and the host checks before the launch that the
/// pointers there are attached, unless the region assigns them itself.
bool RegionAnalyzer::planPointerChecks(const RegionScanner &Scan) {
  llvm::StringSet<> Seen;
  AssignedMembers Assigned(Ctx);
  if (C.Body)
    Assigned.TraverseStmt(const_cast<Stmt *>(C.Body));
  for (const RegionScanner::PointerUse &U : Scan.PointerUses) {
    const DataClause *DC = DataOf.lookup(U.Root);
    if ((DC && DC->Map.DevicePtr) || PrivateVars.count(U.Root))
      continue; // a device address, or the kernel's own struct
    if (!U.Element && Assigned.Keys.count(Assigned.key(U.E)))
      continue;
    std::string Member = U.E->getMemberDecl()->getName().str();
    std::string Root = U.Root->getName().str();
    auto It = MapIndex.find(U.Root);
    if (It == MapIndex.end()) {
      D.report(diag::HostPointerInStruct, U.E->getMemberLoc(),
               "pointer member '" + Member + "' of '" + Root +
                   "', which the kernel gets by value (firstprivate), would "
                   "hold a host address on the device; map '" +
                   Root +
                   "' in a data clause instead and attach the member by "
                   "mapping its data (e.g. " +
                   (C.Lang == Dialect::OpenMP
                        ? "map(tofrom: " + Root + ") map(to: " + Root + "." +
                              Member + "[0:n])"
                        : "copy(" + Root + ") copyin(" + Root + "." + Member +
                              "[0:n])") +
                   ")");
      return false;
    }
    const Mapping &M = P.Maps[It->second];
    PointerCheck PC;
    PC.Name = sourceText(U.E, Ctx);
    if (U.Element) {
      if (isZero(M.Count)) {
        D.report(diag::HostPointerInStruct, U.E->getMemberLoc(),
                 "pointer member '" + Member + "' of the elements of '" + Root +
                     "', whose extent is unknown here; name the elements in "
                     "a data clause (e.g. present(" +
                     Root + "[0:n]))");
        return false;
      }
      PC.Slot = "&(" + M.HostStart + ")[acc2cuda_k]" + U.Rest;
      PC.Count = M.Count;
    } else {
      PC.Slot = "&(" + PC.Name + ")";
    }
    if (Seen.insert(PC.Slot).second)
      P.PointerChecks.push_back(std::move(PC));
  }
  return true;
}

/// OpenMP `map(from: p)` of a pointer variable p without a section maps p
/// itself (OpenMP 5.2 5.8.3): when the region assigns p (`p = &x`, `p =
/// new S()`), its storage is mapped as a scalar's and the value the region
/// computes comes back. A pointer the region only reads needs a section.
std::optional<Mapping>
RegionAnalyzer::pointerStorageMapping(const DataClause &DC) {
  const auto *V = dyn_cast_or_null<VarDecl>(DC.Var.Decl);
  if (C.Lang != Dialect::OpenMP || !V || !DC.Var.Subscripts.empty() ||
      DC.Var.IsMember() || DC.Var.IsThis || DC.Map.Present || DC.Map.NoCreate ||
      !V->getType()->isPointerType() || !mayChange(V, C.Body))
    return std::nullopt;
  Mapping M;
  M.Name = DC.Var.Name;
  M.HostStart = "&" + DC.Var.Name;
  M.Count = "1";
  M.DevVar = deviceVarName(DC.Var.Name, Ctx);
  M.Map = DC.Map;
  M.Decl = V;
  M.PointerStorage = true;
  return M;
}

/// A captured variable the body names as ns::x or S::count is x in the
/// kernel (a parameter or a reference to its device copy) and, through an
/// alias, in the host code that maps and passes it.
void RegionAnalyzer::planQualifiedNames(RegionScanner &Scan) {
  for (const Capture &Cap : P.Captures) {
    auto It = Scan.Qualified.find(Cap.Decl);
    if (It == Scan.Qualified.end())
      continue;
    P.HostAliases.push_back("auto &" + Cap.Name + " = " + It->second.Spelling +
                            ";");
    for (SourceRange R : It->second.Qualifiers)
      Scan.Erase.push_back(R);
  }
}

/// OpenACC `kernels` parallelises a loop only when its iterations are
/// provably independent. This accepts the common safe shape: every array
/// written is an array variable (not a pointer that may alias another) or a
/// restrict pointer, each written element is addressed by the same subscript
/// everywhere in the body, and no outer scalar is written.
bool RegionAnalyzer::kernelsLoopIsIndependent(const RegionScanner &Scan) {
  llvm::SmallPtrSet<const ValueDecl *, 8> Written, Arrays;
  for (const auto &KV : Scan.Uses) {
    const VarUse &U = KV.second;
    if (U.Written && !ReductionOf.count(U.Decl) && !PrivateVars.count(U.Decl))
      return false;
    if (U.Written || U.ElementWritten)
      Written.insert(U.Decl);
    if (!U.ElementWritten)
      continue;
    QualType T = U.Decl->getType().getNonReferenceType();
    if (T->isPointerType() && !T.isRestrictQualified())
      return false;
    Arrays.insert(U.Decl);
  }
  return writesAreDistinct(P.Loops, P.KernelBody, Arrays, Written, Ctx);
}

void RegionAnalyzer::forEachInnerReduction(
    llvm::function_ref<void(const Reduction &)> F) {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceRange KB = stmtExtent(P.KernelBody);
  for (const auto &KV : RC.NestedLoops) {
    SourceLocation L = SM.getExpansionLoc(KV.first->getBeginLoc());
    if (SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(KB.getBegin())) ||
        SM.isBeforeInTranslationUnit(SM.getExpansionRange(KB.getEnd()).getEnd(),
                                     L))
      continue;
    for (const Reduction &R : KV.second.Clauses.Reductions)
      F(R);
  }
}

/// Sections of pointers in private clauses (PrivateSections.h). A
/// firstprivate section the region only reads needs no copy per gang: the
/// host's elements are copied in once, as a data clause would.
bool RegionAnalyzer::planPrivateSections(const RegionScanner &Scan) {
  bool Ok = rejectLoopPrivateSections(C, LoopLevels, D);
  auto PerGang = [&](const VarRef &V, bool Fill) {
    std::optional<Capture> Cap = gangCopies(V, Fill, Ctx, D);
    if (!Cap) {
      Ok = false;
      return;
    }
    P.Captures.push_back(std::move(*Cap));
    GangSectionVars.insert(V.Decl);
    PrivateVars.erase(V.Decl);
    FirstPrivateVars.erase(V.Decl);
  };
  if (gangPrivateClauses(C))
    for (const VarRef &V : C.Private)
      if (isPointerSection(V))
        PerGang(V, /*Fill=*/false);
  for (const VarRef &V : C.FirstPrivate) {
    if (!isPointerSection(V))
      continue;
    auto It = Scan.Uses.find(V.Decl);
    if (It != Scan.Uses.end() &&
        (It->second.ElementWritten || It->second.Written)) {
      PerGang(V, /*Fill=*/true);
      continue;
    }
    DataClause &DC = AddedData.emplace_back();
    DC.Map = MapType::copyIn();
    DC.Var = V;
    DC.Spelling = "firstprivate";
    std::optional<Mapping> M =
        makeMapping(DC.Var, DC.Map, false, "firstprivate", Ctx, D);
    if (!M) {
      Ok = false;
      continue;
    }
    FirstPrivateVars.erase(V.Decl);
    DataOf[V.Decl] = &DC;
    MapIndex[V.Decl] = P.Maps.size();
    P.Maps.push_back(std::move(*M));
  }
  return Ok;
}

bool RegionAnalyzer::checkMemberWrites(const RegionScanner &Scan) {
  for (const auto &[Base, Items] : MemberItems) {
    auto It = Scan.Uses.find(Base);
    if (It == Scan.Uses.end())
      continue;
    const VarUse &U = It->second;
    // A struct the region writes is mapped whole (copy, tofrom: the
    // implicit map of an aggregate), and copied back whole. That copies
    // back exactly the members the clauses copy back as long as the
    // region writes no other: the rest come back as they went.
    llvm::SmallPtrSet<const FieldDecl *, 4> Back;
    for (const DataClause *DC : Items)
      if (const auto *F = dyn_cast_or_null<FieldDecl>(DC->Var.Field);
          F && DC->Map.From)
        Back.insert(F);
    const DataClause &First = *Items.front();
    std::string Name = First.Var.BaseName;
    bool Arrow = !First.Var.Path.empty() &&
                 First.Var.Path[0].K == MemberStep::Kind::Arrow;
    if (U.WrittenWhole) {
      D.report(diag::StructMember, First.Var.Range.getBegin(),
               "the region assigns '" + (Arrow ? "*" + Name : Name) +
                   "' whole or takes its address, but its clauses map "
                   "members of it: map the whole struct");
      return false;
    }
    for (const FieldDecl *F : U.WrittenFields) {
      if (Back.count(F))
        continue;
      std::string Member = Name + (Arrow ? "->" : ".") + F->getName().str();
      D.report(diag::StructMember, First.Var.Range.getBegin(),
               "the region writes '" + Member +
                   "', but the clauses that "
                   "map members of '" +
                   Name + "' do not copy it back: name '" + Member +
                   "' in a clause that does (copy, copyout, map(from:), "
                   "map(tofrom:)), or map the whole struct");
      return false;
    }
  }
  return true;
}

std::optional<KernelPlan> RegionAnalyzer::run() {
  P.C = &C;
  for (const Unsupported &U : C.Rejected)
    D.report(U.ID, U.Loc, U.What);
  if (!C.Rejected.empty())
    return std::nullopt;
  if (!planLoops())
    return std::nullopt;

  for (const DataClause &DC : C.Data) {
    // Members name their own data (s.p[0:n], s.n); the struct is mapped
    // apart.
    if (DC.Var.IsMember() || DC.Map.Attach || DC.Var.IsThis)
      continue;
    if (DataOf.count(DC.Var.Decl)) {
      D.report(diag::ConflictingClauses, DC.Var.Range.getBegin(),
               "'" + DC.Var.Name + "' appears in more than one data clause");
      return std::nullopt;
    }
    DataOf[DC.Var.Decl] = &DC;
  }
  auto AddReductions = [&](const std::vector<Reduction> &Rs) {
    for (const Reduction &R : Rs)
      ReductionOf[R.Var.Decl] = &R;
  };
  // Reductions of the construct, of a combined loop, and of the loop
  // directives whose loops were merged into the iteration space.
  std::vector<const std::vector<Reduction> *> ReductionLists = {
      &C.Reductions, &C.Loop.Reductions};
  for (const LoopClauses &L : LoopLevels)
    ReductionLists.push_back(&L.Reductions);
  for (const auto *Rs : ReductionLists)
    AddReductions(*Rs);
  // Reductions on arrays, sections and elements: private arrays per
  // thread; the variable is mapped like data (a reduction implies copy).
  for (const auto *Rs : ReductionLists)
    for (const Reduction &R : *Rs) {
      if (!isArrayReduction(R) || ArrayReductionVars.count(R.Var.Decl))
        continue;
      std::optional<ArrayReduction> A = planArrayReduction(R, Ctx, D);
      if (!A)
        return std::nullopt;
      ArrayReductionVars.insert(R.Var.Decl);
      ReductionOf.erase(R.Var.Decl);
      P.ArrayReductions.push_back(std::move(*A));
      bool Enclosed = llvm::any_of(C.EnclosingData, [&](const DataClause &E) {
        return E.Var.Decl == R.Var.Decl;
      });
      if (DataOf.count(R.Var.Decl) || Enclosed)
        continue;
      VarRef Whole = R.Var;
      if (R.Var.Decl->getType()->isArrayType())
        Whole.Subscripts.clear();
      std::optional<Mapping> M =
          makeMapping(Whole, MapType::copy(), true, "copy", Ctx, D);
      if (!M)
        return std::nullopt;
      MapIndex[R.Var.Decl] = P.Maps.size();
      P.Maps.push_back(std::move(*M));
    }
  for (const VarRef &V : C.Private)
    PrivateVars.insert(V.Decl);
  for (const VarRef &V : C.Loop.Private)
    PrivateVars.insert(V.Decl);
  for (const LoopClauses &L : LoopLevels)
    for (const VarRef &V : L.Private)
      PrivateVars.insert(V.Decl);
  for (const VarRef &V : C.FirstPrivate)
    FirstPrivateVars.insert(V.Decl);
  for (const VarRef &V : C.LastPrivate)
    LastPrivateVars.insert(V.Decl);

  // On one construct (a combined one included) a variable has one data
  // attribute: private copies would hide the mapped or reduced variable.
  std::vector<const std::vector<VarRef> *> OwnPrivates = {&C.Private,
                                                          &C.FirstPrivate};
  if (C.IsLoop)
    OwnPrivates.push_back(&C.Loop.Private);
  llvm::SmallPtrSet<const ValueDecl *, 8> SeenPrivate;
  for (const auto *List : OwnPrivates)
    for (const VarRef &V : *List) {
      const char *Other = DataOf.count(V.Decl)        ? "a data clause"
                          : ReductionOf.count(V.Decl) ? "a reduction clause"
                          : SeenPrivate.count(V.Decl)
                              ? "another private or firstprivate clause"
                              : nullptr;
      if (Other) {
        D.report(diag::ConflictingClauses, V.Range.getBegin(),
                 "'" + V.Name + "' also appears in " + Other +
                     " of this construct");
        return std::nullopt;
      }
      SeenPrivate.insert(V.Decl);
    }

  // Explicit data clauses map even what the region does not reference.
  llvm::StringSet<> SeenMembers;
  for (const DataClause &DC : C.Data) {
    bool Member = DC.Var.IsMember() || DC.Map.Attach || DC.Var.IsThis;
    if (Member && !SeenMembers.insert(DC.Var.Name).second) {
      D.report(diag::ConflictingClauses, DC.Var.Range.getBegin(),
               "'" + DC.Var.Name + "' appears in more than one data clause");
      return std::nullopt;
    }
    if (DC.Map.DevicePtr || (!Member && ReductionOf.count(DC.Var.Decl)))
      continue;
    // A pointer member's section (mapped, then attached) or `attach`.
    if (DC.Var.attachesMember() || DC.Map.Attach) {
      std::optional<Mapping> M =
          makeAttachingMapping(DC.Var, DC.Map, DC.Spelling, Ctx, D);
      if (!M)
        return std::nullopt;
      P.Maps.push_back(std::move(*M));
      continue;
    }
    if (DC.Var.IsMember()) {
      // A member stored in the struct (s.n, s.a[lo:len]): the kernel
      // reads the struct by value, or, when it writes it, the struct's
      // device copy (checkMemberWrites).
      MemberItems[DC.Var.Decl].push_back(&DC);
      continue;
    }
    std::optional<Mapping> M = pointerStorageMapping(DC);
    if (!M)
      M = makeMapping(DC.Var, DC.Map, false, DC.Spelling, Ctx, D);
    if (!M)
      return std::nullopt;
    attachThisMember(DC.Var, *M);
    M->Direct = enclosingDeviceFor(C, DC);
    if (!DC.Var.IsThis) // no kernel variable names the object
      MapIndex[DC.Var.Decl] = P.Maps.size();
    P.Maps.push_back(std::move(*M));
  }

  // The kernel evaluates a pointer loop variable's initial value (its
  // iterations are offsets from it): what it names is the kernel's too.
  auto ScanKernel = [&](RegionScanner &Scan) {
    Scan.TraverseStmt(const_cast<Stmt *>(P.KernelBody));
    for (const CanonicalLoop &L : P.Loops)
      if (!L.PointerBase.empty())
        Scan.TraverseStmt(const_cast<Expr *>(L.LowerExpr));
  };
  auto ScanPtr = std::make_unique<RegionScanner>(Ctx, stmtExtent(P.KernelBody),
                                                 D, RC.NestedLoops);
  ScanKernel(*ScanPtr);
  if (!ScanPtr->Ok)
    return std::nullopt;
  // Before the variables' implicit maps: a data member's lies in the
  // object's.
  if (!planThisCalls(P, ScanPtr->ThisCalls, Ctx, D))
    return std::nullopt;

  if (C.Lang == Dialect::OpenACC && C.Kind == ComputeKind::Kernels &&
      !P.SingleThread) {
    // Scalars the nest only accumulates into are reductions.
    llvm::SmallPtrSet<const ValueDecl *, 8> LoopVarsHere;
    for (const CanonicalLoop &L : P.Loops)
      LoopVarsHere.insert(L.IndVar);
    for (const auto &KV : ScanPtr->Uses) {
      const VarUse &U = KV.second;
      const DataClause *DC = DataOf.lookup(U.Decl);
      if (!U.Written || !isa<VarDecl>(U.Decl) || ReductionOf.count(U.Decl) ||
          PrivateVars.count(U.Decl) || FirstPrivateVars.count(U.Decl) ||
          LastPrivateVars.count(U.Decl) || LoopVarsHere.count(U.Decl) ||
          (DC && DC->Map.DevicePtr))
        continue;
      if (std::optional<ReductionOp> Op = accumulationOp(U.Decl, C.Body, Ctx)) {
        Reduction R;
        R.Op = *Op;
        R.Var.Decl = U.Decl;
        R.Var.Name = R.Var.BaseName = U.Decl->getName().str();
        R.Var.Range = SourceRange(U.FirstUse, U.FirstUse);
        ImplicitReductions.push_back(std::move(R));
      }
    }
    for (const Reduction &R : ImplicitReductions)
      ReductionOf[R.Var.Decl] = &R;
    ReductionLists.push_back(&ImplicitReductions);
  }
  // Loops the implementation must prove independent: in `kernels` those
  // without `independent`, in `parallel` those with `auto` (OpenACC 3.3
  // 2.9.7: if it cannot, they run sequentially).
  if (C.Lang == Dialect::OpenACC && !P.SingleThread) {
    const bool InKernels = C.Kind == ComputeKind::Kernels;
    auto Unasserted = llvm::find_if(LoopLevels, [&](const LoopClauses &L) {
      return InKernels ? !L.Independent : L.Auto;
    });
    size_t Keep = static_cast<size_t>(Unasserted - LoopLevels.begin());
    if (Unasserted != LoopLevels.end() && Keep > 0 &&
        !kernelsLoopIsIndependent(*ScanPtr)) {
      // The outer levels asserted `independent` stay parallel; the first
      // inner loop that did not (`auto`) and the loops in it run in each
      // thread, where ThreadLoops says so.
      P.Loops.resize(Keep);
      LoopLevels.resize(Keep);
      P.KernelBody = P.Loops.back().For->getBody();
      ScanPtr = std::make_unique<RegionScanner>(Ctx, stmtExtent(P.KernelBody),
                                                D, RC.NestedLoops);
      ScanKernel(*ScanPtr);
      if (!ScanPtr->Ok)
        return std::nullopt;
    } else if (Unasserted != LoopLevels.end() &&
               !kernelsLoopIsIndependent(*ScanPtr)) {
      D.report(diag::SequentialKernelsLoop, C.Loc,
               InKernels ? "loop in 'kernels' region runs sequentially on "
                           "the device: acc2cuda cannot prove its iterations "
                           "independent (add 'independent' if they are, or "
                           "use restrict pointers)"
                         : "'auto' loop runs sequentially on the device: "
                           "acc2cuda cannot prove its iterations independent "
                           "(use 'independent' if they are, or restrict "
                           "pointers)");
      P.SequentialReason =
          InKernels ? "acc2cuda cannot prove the iterations of a 'kernels' "
                      "loop independent (A2C3006)"
                    : "acc2cuda cannot prove the iterations of an 'auto' "
                      "loop independent (A2C3006)";
      P.Loops.clear();
      P.SingleThread = true;
      P.KernelBody = C.Body;
      ScanPtr = std::make_unique<RegionScanner>(Ctx, stmtExtent(C.Body), D,
                                                RC.NestedLoops);
      ScanPtr->TraverseStmt(const_cast<Stmt *>(C.Body));
    }
  }
  RegionScanner &Scan = *ScanPtr;
  if (!checkMemberWrites(Scan) || !planPrivateSections(Scan))
    return std::nullopt;

  // `kernels` makes written scalars `copy`: one device copy, which the
  // threads running inner loops over a variable declared outside the region
  // (C89 style, `int i, j, k;`) would share. Each thread gets its own, and
  // the last iteration stores it as if lastprivate, so the host still sees
  // the sequential loop's final value.
  if (C.Lang == Dialect::OpenACC && C.Kind == ComputeKind::Kernels &&
      !P.SingleThread && !P.Loops.empty())
    for (const VarDecl *V : forInitVariables(P.KernelBody))
      if (!DataOf.count(V) && !ReductionOf.count(V) && !PrivateVars.count(V) &&
          !FirstPrivateVars.count(V) && Scan.Uses.count(V))
        LastPrivateVars.insert(V);

  llvm::SmallPtrSet<const ValueDecl *, 8> LoopVars;
  for (const CanonicalLoop &L : P.Loops)
    LoopVars.insert(L.IndVar);
  PointerRoots = Scan.PointerRoots;
  if (P.SingleThread && C.Lang == Dialect::OpenACC)
    forEachInnerReduction([&](const Reduction &R) {
      if (!ReductionOf.count(R.Var.Decl) && !PrivateVars.count(R.Var.Decl) &&
          !FirstPrivateVars.count(R.Var.Decl))
        SequentialReductions.insert(R.Var.Decl);
    });
  for (const auto &KV : Scan.Uses) {
    if (LoopVars.count(KV.first))
      continue;
    // `auto *p = v.data()` in a template: the kernel's parameter would
    // need the type each instantiation deduces.
    const auto *AV = dyn_cast<VarDecl>(KV.first);
    const AutoType *AT = AV ? AV->getType()->getContainedAutoType() : nullptr;
    if (AT && AT->getDeducedType().isNull() && AV->getInit() &&
        !isa<LambdaExpr>(AV->getInit()->IgnoreImplicit())) {
      D.report(diag::UnsupportedContext, KV.second.FirstUse,
               "'" + KV.first->getNameAsString() +
                   "' is declared 'auto' in a template, so its type is "
                   "known in each instantiation only; declare it with its "
                   "type (e.g. 'T *') to use it in a compute construct");
      return std::nullopt;
    }
    if (!classify(KV.second))
      return std::nullopt;
  }
  if (!planPointerChecks(Scan))
    return std::nullopt;
  planQualifiedNames(Scan);
  planClassScopeNames(P, C.Function, Ctx);
  P.ScopeUsings = usingsInScope(C.Function, C.PragmaRange.getBegin(), Ctx);

  // Reductions: the variable's type decides the accumulator type.
  auto PlanReduction = [&](const Reduction &R) -> bool {
    QualType T = R.Var.Decl->getType().getNonReferenceType();
    // A dependent type is checked by the compiler in every instantiation
    // (the reduction operators exist only for arithmetic types).
    bool Dependent = T->isDependentType();
    if (!Dependent && (!T->isArithmeticType() || T->isAnyComplexType())) {
      D.report(diag::ReductionType, R.Var.Range.getBegin(),
               "reduction variable '" + R.Var.Name +
                   "' must have arithmetic type");
      return false;
    }
    if (!Dependent && T->isSpecificBuiltinType(BuiltinType::LongDouble)) {
      D.report(diag::ReductionType, R.Var.Range.getBegin(),
               "reduction variable '" + R.Var.Name +
                   "' is long double, which CUDA's device code computes as "
                   "double; reduce in double");
      return false;
    }
    bool Bitwise = R.Op == ReductionOp::BitAnd || R.Op == ReductionOp::BitOr ||
                   R.Op == ReductionOp::BitXor;
    if (Bitwise && !Dependent && !T->isIntegerType()) {
      D.report(diag::ReductionType, R.Var.Range.getBegin(),
               "bitwise reduction on '" + R.Var.Name +
                   "' needs an integer type");
      return false;
    }
    for (const ReductionPlan &Existing : P.Reductions)
      if (Existing.Name == R.Var.Name)
        return true;
    P.Reductions.push_back(
        {R.Op, R.Var.Name, typeText(T.getUnqualifiedType(), Ctx), R.Var.Name});
    return true;
  };
  for (const auto *Rs : ReductionLists)
    for (const Reduction &R : *Rs)
      if (!ArrayReductionVars.count(R.Var.Decl) && !PlanReduction(R))
        return std::nullopt;
  // The kernel's parameter of an array reduction's variable is its device
  // copy, under another name: the body's name is the private array's.
  for (const ArrayReduction &A : P.ArrayReductions)
    for (Capture &Cap : P.Captures)
      if (Cap.Name == A.Name && !Cap.ParamDecl.empty())
        Cap.ParamDecl = arrayReductionParam(A);

  // Loop directives left inside the kernel body run in the threads of the
  // gang (ThreadLoops) or sequentially in each thread. A reduction there
  // into a variable from outside the kernel needs the outer levels to
  // reduce it too, or each gang to have its own (private), or one thread.
  bool Misplaced = false;
  forEachInnerReduction([&](const Reduction &R) {
    if (Misplaced || !Scan.Uses.count(R.Var.Decl) ||
        ReductionOf.count(R.Var.Decl) || PrivateVars.count(R.Var.Decl) ||
        FirstPrivateVars.count(R.Var.Decl) ||
        SequentialReductions.count(R.Var.Decl))
      return;
    D.report(diag::ReductionPlacement, R.Var.Range.getBegin(),
             "reduction of '" + R.Var.Name +
                 "' on an inner loop, but not on the loops around it: their "
                 "iterations would race on it; add 'reduction' to the outer "
                 "loops too, or make it private to them");
    Misplaced = true;
  });
  if (Misplaced)
    return std::nullopt;

  // Loop directives in the body: spread over the threads of a block when
  // the gang's code around them allows it.
  llvm::SmallPtrSet<const ValueDecl *, 8> KernelReductions;
  for (const auto &KV : ReductionOf)
    KernelReductions.insert(KV.first);
  if (!planThreadLoops(P, LoopLevels, RC.NestedLoops, KernelReductions, Ctx, D))
    return std::nullopt;
  if (!planLoopPrivates(P, RC.NestedLoops, Ctx, D))
    return std::nullopt;

  // In a template the pattern's dependent calls have no callee; the
  // instantiations of the enclosing function have them resolved.
  if (C.Function->isDependentContext())
    for (const FunctionDecl *Inst : RC.Instantiations.of(C.Function))
      collectCallsInRange(Inst, stmtExtent(C.Body), Scan.Calls,
                          Scan.Constructs);
  // A lambda the region defines is device code already: the kernel's own.
  llvm::erase_if(Scan.Calls, [&](const CallExpr *CE) {
    const auto *MD = dyn_cast_or_null<CXXMethodDecl>(CE->getDirectCallee());
    return MD && MD->getParent()->isLambda() &&
           isWithin(MD->getParent()->getBeginLoc(), C.Body, Ctx);
  });
  if (!collectDeviceFunctions(Scan.Calls, Scan.Constructs, Ctx, D,
                              RC.DeviceFunctions, RC.Globals))
    return std::nullopt;
  if (!lowerOMPRoutines(P, Scan.Calls, Ctx, D))
    return std::nullopt;
  if (!lowerOMPInTarget(P, Scan.InTarget, Ctx, D))
    return std::nullopt;

  // Text edits in the kernel body.
  P.BodyErase = Scan.Erase;
  bool AtomicsOk = true;
  for (const AtomicDirective &A : RC.Atomics) {
    if (!isWithin(A.S->getBeginLoc(), C.Body, Ctx))
      continue;
    if (std::optional<TextEdit> E =
            lowerAtomic(A, Scan.Erase, Ctx, D,
                        [&](const Expr *X) { return threadPrivate(X, P); }))
      P.BodyEdits.push_back(std::move(*E));
    else
      AtomicsOk = false;
  }
  if (!AtomicsOk)
    return std::nullopt;
  // C that C++ rejects (nvcc reads the kernel as C++): after the atomics,
  // whose statements are written anew.
  for (TextEdit &E :
       cAsCxxEdits(P.KernelBody, Ctx, [](SourceLocation) { return true; }))
    P.BodyEdits.push_back(std::move(E));
  planBoundScalars(P);
  planBlockCopies(P, C.Body, RC.Atomics, Ctx);
  planReadOnlyArrays(P, P.KernelBody, Ctx);
  planWholeArrays(P, P.KernelBody, Ctx);
  const SourceManager &SM = Ctx.getSourceManager();
  SourceRange KR = stmtExtent(P.KernelBody);
  for (SourceRange R : RC.ErasablePragmas)
    if (!SM.isBeforeInTranslationUnit(R.getBegin(),
                                      SM.getExpansionLoc(KR.getBegin())) &&
        SM.isBeforeInTranslationUnit(
            R.getEnd(), SM.getExpansionRange(KR.getEnd()).getEnd()))
      P.BodyErase.push_back(R);

  SourceRange BR = stmtExtent(C.Body);
  for (SourceRange R : RC.ErasablePragmas)
    if (!SM.isBeforeInTranslationUnit(R.getBegin(),
                                      SM.getExpansionLoc(BR.getBegin())) &&
        SM.isBeforeInTranslationUnit(
            R.getEnd(), SM.getExpansionRange(BR.getEnd()).getEnd()))
      P.RegionPragmas.push_back(R);

  planLaunch(P, C, LoopLevels, D);
  // A private or firstprivate scalar the body assigns: its value may pass
  // from one iteration to the next one its thread runs.
  bool CarriesPrivate = llvm::any_of(Scan.Uses, [&](const auto &KV) {
    const VarUse &U = KV.second;
    return U.Written &&
           (PrivateVars.count(U.Decl) || FirstPrivateVars.count(U.Decl)) &&
           U.Decl->getType()->isScalarType();
  });
  planExactSchedule(P, Scan.Calls, CarriesPrivate, Ctx);
  // An exact schedule deals the iterations by the block's size.
  if (P.Exact)
    P.SpreadBlock = false;
  planConstantCover(P, Ctx);
  planSplitLoop(P, RC.NestedLoops, Ctx, D);
  return P;
}

std::optional<KernelPlan> analyzeRegion(const ComputeConstruct &C,
                                        RegionContext &RC) {
  return RegionAnalyzer(C, RC).run();
}

void RegionAnalyzer::planBoundScalars(KernelPlan &P) const {
  auto Present = [](const std::string &Text) {
    return "acc2cuda_c.present_value(&(" + Text + "))";
  };
  auto Device = [](const std::string &Dev, const std::string &Offset) {
    return "acc2cuda_c.device_value(" + Dev + Offset + ")";
  };
  // The mapping of VD's data from its first element (a scalar, or an
  // array or pointer section from 0).
  auto MappingOf = [&](const VarDecl *VD, bool Scalar) -> const Mapping * {
    const std::string Name = VD->getName().str();
    for (const Mapping &M : P.Maps)
      if (M.Decl == VD && !M.AttachOnly &&
          M.HostStart == (Scalar ? "&" + Name : Name))
        return &M;
    return nullptr;
  };
  // OpenMP scalars without a map are firstprivate, whatever encloses the
  // construct; OpenACC's are present in an enclosing data region.
  auto Enclosed = [&](const VarDecl *VD) {
    return C.Lang == Dialect::OpenACC &&
           llvm::any_of(C.EnclosingData, [&](const DataClause &Cl) {
             return Cl.Var.Decl == VD && !Cl.Var.IsMember();
           });
  };
  std::vector<std::pair<std::string, std::string>> Elements, Scalars;
  llvm::StringSet<> Seen;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S)
      return;
    for (const Stmt *Child : S->children())
      Walk(Child);
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(S)) {
      const auto *Base =
          dyn_cast<DeclRefExpr>(ASE->getBase()->IgnoreParenImpCasts());
      const auto *VD = Base ? dyn_cast<VarDecl>(Base->getDecl()) : nullptr;
      const std::string Text = sourceText(ASE, Ctx);
      if (!VD || !ASE->getType()->isArithmeticType() ||
          !Seen.insert(Text).second)
        return;
      const std::string Offset = " + (" + sourceText(ASE->getIdx(), Ctx) + ")";
      // An enclosing region's device address of the data from element 0.
      std::string Outer =
          C.Lang == Dialect::OpenACC ? enclosingDevice(VD) : std::string();
      if (!Outer.empty() &&
          llvm::any_of(C.EnclosingData, [&](const DataClause &Cl) {
            return Cl.Var.Decl == VD && !Cl.Var.Subscripts.empty() &&
                   !isZero(Cl.Var.Subscripts[0].Lower);
          }))
        Outer.clear();
      if (const Mapping *M = MappingOf(VD, false); M && !M->DevVar.empty())
        Elements.push_back({Text, Device(M->DevVar, Offset)});
      else if (!Outer.empty())
        Elements.push_back({Text, Device(Outer, Offset)});
      else if (MappingOf(VD, false) || Enclosed(VD))
        Elements.push_back({Text, Present(Text)});
      return;
    }
    const auto *DRE = dyn_cast<DeclRefExpr>(S);
    const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    if (!VD || !VD->getType()->isArithmeticType())
      return;
    const std::string Name = VD->getName().str();
    if (!Seen.insert(Name).second)
      return;
    if (const Mapping *M = MappingOf(VD, true))
      Scalars.push_back(
          {Name, M->DevVar.empty() ? Present(Name) : Device(M->DevVar, "")});
    else if (std::string Dev = C.Lang == Dialect::OpenACC ? enclosingDevice(VD)
                                                          : std::string();
             !Dev.empty())
      Scalars.push_back({Name, Device(Dev, "")});
    // Held by an enclosing region without a host variable for its device
    // address (a split region's device copy of a variable it declares).
    else if (Enclosed(VD))
      Scalars.push_back({Name, Present(Name)});
  };
  for (const CanonicalLoop &L : P.Loops)
    for (const Expr *E : {L.LowerExpr, L.BoundExpr, L.StepExpr})
      Walk(E);
  P.BoundScalars = std::move(Elements);
  P.BoundScalars.insert(P.BoundScalars.end(), Scalars.begin(), Scalars.end());
}

} // namespace acc2cuda
