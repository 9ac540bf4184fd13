//===- RegionSplit.cpp ----------------------------------------------------===//

#include "RegionSplit.h"
#include "AtomicLowering.h"
#include "ImplicitReductions.h"
#include "LoopAnalysis.h"
#include "Support/SourceText.h"
#include "Support/Subscripts.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/MapVector.h"

using namespace clang;

namespace acc2cuda {

namespace {

std::vector<const Stmt *> topLevel(const Stmt *Body) {
  if (auto *CS = dyn_cast<CompoundStmt>(Body))
    return {CS->body_begin(), CS->body_end()};
  return {Body};
}

/// Variables declared outside \p Region (and \p Also) that \p S assigns,
/// increments or takes the address of, with the first such place.
class WriteScanner : public RecursiveASTVisitor<WriteScanner> {
public:
  WriteScanner(const Stmt *Region, const ASTContext &Ctx,
               const llvm::SmallPtrSetImpl<const VarDecl *> *Also = nullptr)
      : Region(Region), Ctx(Ctx), Also(Also) {}

  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->isAssignmentOp())
      write(BO->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf)
      write(UO->getSubExpr());
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (auto *VD = dyn_cast<VarDecl>(E->getDecl()))
      if (!isWithin(VD->getLocation(), Region, Ctx))
        Used.insert(VD);
    return true;
  }
  bool VisitCallExpr(CallExpr *E) {
    const FunctionDecl *FD = E->getDirectCallee();
    if (Call.isInvalid() && (!FD || !FD->getBuiltinID()) && !isMathCall(FD))
      Call = E->getBeginLoc();
    return true;
  }

  llvm::MapVector<const VarDecl *, SourceLocation> Written;
  /// Arrays whose elements are written (not in Written: a shared array's
  /// elements are written through its mapping).
  llvm::MapVector<const VarDecl *, SourceLocation> ElementsWritten;
  llvm::SmallPtrSet<const VarDecl *, 8> Used;
  SourceLocation MemberWrite; ///< `this->m = ...`: first one
  SourceLocation Indirect;    ///< a write through a pointer: first one
  /// A call of a function that may have effects (not a builtin or a
  /// standard function of values only): first one.
  SourceLocation Call;

private:
  void write(const Expr *E) {
    // Down to the variable written: s.m and s.a[i] write s; p[i] and p->m
    // write data a pointer reaches, which is mapped, not a scalar.
    while (true) {
      E = E->IgnoreParenImpCasts();
      if (auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
        const Expr *Base = subscriptBase(AS)->IgnoreParenImpCasts();
        if (!Base->getType()->isArrayType())
          return indirect(E);
        E = Base;
      } else if (auto *ME = dyn_cast<MemberExpr>(E)) {
        if (ME->isArrow() &&
            !isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
          return indirect(E);
        if (isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts())) {
          if (MemberWrite.isInvalid())
            MemberWrite = ME->getMemberLoc();
          return;
        }
        E = ME->getBase();
      } else {
        break;
      }
    }
    auto *DRE = dyn_cast<DeclRefExpr>(E);
    auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    if (!VD)
      return indirect(E);
    if (isWithin(VD->getLocation(), Region, Ctx) && !(Also && Also->count(VD)))
      return;
    QualType T = VD->getType().getNonReferenceType();
    (T->isArrayType() ? ElementsWritten : Written)
        .insert({VD, DRE->getLocation()});
  }
  void indirect(const Expr *E) {
    if (Indirect.isInvalid())
      Indirect = E->getBeginLoc();
  }
  /// A function of the standard library that takes values only (sqrt,
  /// std::max): it changes no memory the region can see.
  bool isMathCall(const FunctionDecl *FD) const {
    if (!FD || !Ctx.getSourceManager().isInSystemHeader(FD->getLocation()))
      return false;
    return llvm::none_of(FD->parameters(), [](const ParmVarDecl *P) {
      QualType T = P->getType();
      return T->isPointerType() ||
             (T->isReferenceType() &&
              !T.getNonReferenceType().isConstQualified());
    });
  }

  const Stmt *Region;
  const ASTContext &Ctx;
  const llvm::SmallPtrSetImpl<const VarDecl *> *Also;
};

/// Whether the host computes what each gang would for an initialiser:
/// it reads no memory the device may have changed, only constants, local
/// variables the region does not assign (\p Written), and calls of
/// library functions (math).
class HostEvaluable : public RecursiveASTVisitor<HostEvaluable> {
public:
  HostEvaluable(const ASTContext &Ctx,
                const llvm::MapVector<const VarDecl *, SourceLocation> &Written)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Written(Written) {}

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *VD = dyn_cast<VarDecl>(E->getDecl());
    if (!VD || VD->isUsableInConstantExpressions(Ctx))
      return true; // functions, enumerators, constants
    if (!VD->isLocalVarDeclOrParm() || VD->isStaticLocal() || Written.count(VD))
      return fail(E);
    return true;
  }
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) { return fail(E); }
  bool VisitUnaryOperator(UnaryOperator *E) {
    return E->getOpcode() == UO_Deref ? fail(E) : true;
  }
  bool VisitMemberExpr(MemberExpr *E) { return E->isArrow() ? fail(E) : true; }
  bool VisitCallExpr(CallExpr *E) {
    const FunctionDecl *FD = E->getDirectCallee();
    if (!FD || (!FD->getBuiltinID() && !SM.isInSystemHeader(FD->getLocation())))
      return fail(E);
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) { return fail(E); }
  bool VisitLambdaExpr(LambdaExpr *E) { return fail(E); }

  SourceLocation Bad; ///< the first thing the host cannot compute

private:
  bool fail(const Expr *E) {
    Bad = E->getBeginLoc();
    return false;
  }
  const ASTContext &Ctx;
  const SourceManager &SM;
  const llvm::MapVector<const VarDecl *, SourceLocation> &Written;
};

bool named(const std::vector<VarRef> &List, const VarDecl *VD) {
  return llvm::any_of(List, [&](const VarRef &R) {
    return !R.IsMember() && R.Name == VD->getName();
  });
}

bool reduced(const std::vector<Reduction> &List, const VarDecl *VD) {
  return llvm::any_of(List, [&](const Reduction &R) {
    return !R.Var.IsMember() && R.Var.Name == VD->getName();
  });
}

bool gangPrivate(const ComputeConstruct &C, const VarDecl *VD) {
  return named(C.Private, VD) || named(C.FirstPrivate, VD);
}

/// A statement of the gang-redundant code that writes the gangs' private
/// copies (private, firstprivate) runs on one gang: every gang computes the
/// same values in its copies, so the region keeps one device copy, which
/// the later parts read (keepGangPrivates). It must write nothing else: the
/// other gangs would not run it. Adds its private variables to \p Writes.
bool gangPrivateWrites(const ComputeConstruct &C, const WriteScanner &W,
                       const std::string &Kind, const std::string &Line,
                       ComputeConstruct &Part,
                       llvm::MapVector<const VarDecl *, SourceLocation> &Writes,
                       Diag &D) {
  llvm::SmallVector<std::pair<const VarDecl *, SourceLocation>, 4> Own;
  SourceLocation Shared = W.Indirect.isValid() ? W.Indirect : W.Call;
  for (const auto *List : {&W.Written, &W.ElementsWritten})
    for (const auto &KV : *List) {
      if (gangPrivate(C, KV.first))
        Own.push_back(KV);
      else if (Shared.isInvalid())
        Shared = KV.second;
    }
  if (Own.empty())
    return true;
  if (Shared.isValid()) {
    D.report(diag::RegionSequentialCode, Own.front().second,
             "'" + Own.front().first->getName().str() +
                 "' is private to the gangs of this '" + Kind +
                 "' region, and the statement that assigns it outside the "
                 "region's loops also writes shared data or calls a "
                 "function; not supported by this version of acc2cuda "
                 "(assign it in a statement of its own)");
    return false;
  }
  Part.RedundantGangs.clear();
  Part.DirectiveText = "statements of the '" + Kind + "' region at line " +
                       Line +
                       ", run by one gang for all: they write only "
                       "the gangs' private copies, equal in every gang";
  for (const auto &KV : Own)
    Writes.insert(KV);
  return true;
}

/// The private variables the gang-redundant code assigns (\p Writes) live
/// on the device for the whole region: the region creates them (a
/// firstprivate copy starts from the host's value, which stays as it is),
/// and the parts find them present instead of making copies of their own.
/// A loop that assigns one too would race on it, unless private to it.
bool keepGangPrivates(
    const ComputeConstruct &C,
    const llvm::MapVector<const VarDecl *, SourceLocation> &Writes,
    const std::string &Kind, SplitRegion &R, ASTContext &Ctx, Diag &D) {
  bool Ok = true;
  for (const auto &[VD, Loc] : Writes) {
    for (ComputeConstruct &P : R.Parts) {
      // Clause names are bound to declarations after the split.
      auto Names = [&](const VarRef &V) {
        return !V.IsMember() && V.Name == VD->getName();
      };
      llvm::erase_if(P.Private, Names);
      llvm::erase_if(P.FirstPrivate, Names);
      if (!P.IsLoop || named(P.Loop.Private, VD))
        continue;
      WriteScanner W(C.Body, Ctx);
      W.TraverseStmt(const_cast<Stmt *>(P.Body));
      SourceLocation At = W.Written.lookup(VD);
      if (At.isInvalid())
        At = W.ElementsWritten.lookup(VD);
      if (At.isInvalid())
        continue;
      D.report(diag::RegionSequentialCode, At,
               "'" + VD->getName().str() +
                   "' is private to the gangs of "
                   "this '" +
                   Kind +
                   "' region and assigned both in a loop and "
                   "outside the loops; make it private to the loop or use "
                   "another variable");
      Ok = false;
    }
    DataClause Cl;
    const bool First = named(C.FirstPrivate, VD);
    Cl.Map = First ? MapType::copyIn() : MapType::create();
    Cl.Spelling = First ? "copyin" : "create";
    Cl.Var.Decl = VD;
    Cl.Var.Name = Cl.Var.BaseName = VD->getName().str();
    Cl.Var.Range = SourceRange(Loc, Loc);
    R.Data.Data.push_back(std::move(Cl));
  }
  return Ok;
}

/// Declarations directly in a split region declare variables private to
/// each gang, whose code runs redundantly. Every gang computes the same
/// values, so the declaration stays host code in the data region around
/// the parts: the host computes the initial value once, when its
/// initialiser reads nothing the device may have changed. A variable no
/// part assigns reaches the parts as a firstprivate value; one that a
/// sequential part assigns (or a loop reduces) gets a device copy from its
/// declaration to the region's end, which the later parts find present.
bool declareGangScalars(const ComputeConstruct &C,
                        llvm::ArrayRef<const DeclStmt *> Declarations,
                        SplitRegion &R, ASTContext &Ctx, Diag &D) {
  if (Declarations.empty())
    return true;
  const std::string Kind =
      C.Kind == ComputeKind::Kernels ? "kernels" : "parallel";
  llvm::SmallPtrSet<const VarDecl *, 8> Declared;
  for (const DeclStmt *DS : Declarations)
    for (const Decl *Dc : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(Dc))
        Declared.insert(VD);
  // What the parts assign, region-declared variables included, and what
  // the sequential parts assign.
  WriteScanner All(C.Body, Ctx, &Declared), Sequential(C.Body, Ctx, &Declared);
  for (const ComputeConstruct &P : R.Parts) {
    All.TraverseStmt(const_cast<Stmt *>(P.Body));
    if (!P.IsLoop)
      Sequential.TraverseStmt(const_cast<Stmt *>(P.Body));
  }

  bool Ok = true;
  for (const DeclStmt *DS : Declarations) {
    DataConstruct Declare;
    for (const Decl *Dc : DS->decls()) {
      const auto *VD = dyn_cast<VarDecl>(Dc);
      QualType T = VD ? VD->getType() : QualType();
      if (!VD || VD->isStaticLocal() ||
          !(T->isArithmeticType() || T->isEnumeralType()) ||
          T.isVolatileQualified()) {
        D.report(diag::RegionSequentialCode, Dc->getLocation(),
                 "a declaration directly inside a '" + Kind +
                     "' region with several loop nests must declare "
                     "non-static variables of arithmetic or enumeration "
                     "type in this version of acc2cuda; declare it "
                     "before the region (in a data clause if the device "
                     "must see it) or inside one of its loops");
        Ok = false;
        continue;
      }
      if (const Expr *Init = VD->getInit()) {
        HostEvaluable H(Ctx, All.Written);
        if (!H.TraverseStmt(const_cast<Expr *>(Init))) {
          D.report(diag::RegionSequentialCode, H.Bad,
                   "the initial value of '" + VD->getName().str() +
                       "', declared in a '" + Kind +
                       "' region with several loop nests, reads data the "
                       "device may have changed; declare it without an "
                       "initialiser and assign it in the region (not "
                       "supported by this version of acc2cuda otherwise)");
          Ok = false;
          continue;
        }
      }
      // Assigned in a loop part as a shared variable: the threads race.
      for (ComputeConstruct &P : R.Parts) {
        if (!P.IsLoop || named(P.Loop.Private, VD) ||
            reduced(P.Loop.Reductions, VD) ||
            llvm::is_contained(forInitVariables(P.Body), VD))
          continue;
        // In `kernels` a loop that only accumulates into it reduces it
        // (ImplicitReductions.h), as one declared before the region.
        if (C.Kind == ComputeKind::Kernels)
          if (std::optional<ReductionOp> Op = accumulationOp(VD, P.Body, Ctx)) {
            Reduction Red;
            Red.Op = *Op;
            Red.Var.Decl = VD;
            Red.Var.Name = Red.Var.BaseName = VD->getName().str();
            Red.Var.Range = SourceRange(VD->getLocation(), VD->getLocation());
            P.Loop.Reductions.push_back(std::move(Red));
            continue;
          }
        WriteScanner W(C.Body, Ctx, &Declared);
        W.TraverseStmt(const_cast<Stmt *>(P.Body));
        if (W.Written.count(VD)) {
          D.report(diag::RegionSequentialCode, W.Written.lookup(VD),
                   "'" + VD->getName().str() +
                       "' is private to each gang and assigned in a loop "
                       "of the region, whose threads would share it; make "
                       "it private to the loop or reduce it");
          Ok = false;
        }
      }
      bool LoopReduced = llvm::any_of(R.Parts, [&](const ComputeConstruct &P) {
        return reduced(P.Loop.Reductions, VD);
      });
      if (!Sequential.Written.count(VD) && !LoopReduced)
        continue; // a value per part is enough
      if (!C.IfCond.empty()) {
        D.report(diag::RegionSequentialCode, VD->getLocation(),
                 "'" + VD->getName().str() +
                     "' is declared and assigned in a '" + Kind +
                     "' region with an 'if' clause; not supported by this "
                     "version of acc2cuda");
        Ok = false;
        continue;
      }
      DataClause Cl;
      // Its value at the declaration, if it has one.
      Cl.Map = VD->hasInit() ? MapType::copyIn() : MapType::create();
      Cl.Spelling = VD->hasInit() ? "copyin" : "create";
      Cl.Var.Decl = VD;
      Cl.Var.Name = Cl.Var.BaseName = VD->getName().str();
      Cl.Var.Range = SourceRange(VD->getLocation(), VD->getLocation());
      Declare.Data.push_back(std::move(Cl));
      Declare.After = VD;
      if (Declare.Loc.isInvalid())
        Declare.Loc = VD->getLocation();
    }
    if (Declare.Data.empty())
      continue;
    Declare.K = DataConstruct::Kind::Declare;
    Declare.Lang = Dialect::OpenACC;
    Declare.Function = C.Function;
    Declare.DirectiveName = "declare";
    Declare.PragmaRange = SourceRange(Declare.Loc, Declare.Loc);
    std::string Names;
    for (const DataClause &Cl : Declare.Data)
      Names += (Names.empty() ? "" : ", ") + Cl.Var.Name;
    Declare.DirectiveText = "device copy of " + Names +
                            ", private to each gang "
                            "of the '" +
                            Kind + "' region";
    R.Declared.push_back(std::move(Declare));
  }
  return Ok;
}

} // namespace

bool needsSplit(const ComputeConstruct &C, const NestedLoopMap &Loops,
                const ASTContext &Ctx) {
  if (C.Lang != Dialect::OpenACC || C.IsLoop || !C.Rejected.empty() ||
      (C.Kind != ComputeKind::Parallel && C.Kind != ComputeKind::Kernels))
    return false;
  const Stmt *Sole = singleStatement(C.Body);
  if (Sole && Loops.count(Sole))
    return false; // one loop nest: the construct is its loop's kernel
  if (C.Kind == ComputeKind::Kernels)
    return true;
  // parallel without loop directives: the statement runs on one thread,
  // which is what one gang does.
  return llvm::any_of(Loops, [&](const auto &KV) {
    return isWithin(KV.first->getBeginLoc(), C.Body, Ctx);
  });
}

std::optional<SplitRegion> splitRegion(const ComputeConstruct &C,
                                       NestedLoopMap &Loops, ASTContext &Ctx,
                                       Diag &D) {
  const SourceManager &SM = Ctx.getSourceManager();
  const bool Kernels = C.Kind == ComputeKind::Kernels;
  const std::string Kind = Kernels ? "kernels" : "parallel";
  const std::string Line = std::to_string(SM.getExpansionLineNumber(C.Loc));
  // Each part would get copies of its own: what one part's gangs write
  // there, the next would not see.
  for (const auto *List : {&C.Private, &C.FirstPrivate})
    for (const VarRef &V : *List)
      if (!V.Subscripts.empty()) {
        D.report(diag::RegionSequentialCode, V.Range.getBegin(),
                 "a private section ('" + V.Name + "') on a '" + Kind +
                     "' region with several loop nests or code between "
                     "them is not supported by this version of acc2cuda; "
                     "put each loop nest in its own construct");
        return std::nullopt;
      }
  SplitRegion R;
  DataConstruct &DC = R.Data;
  DC.K = DataConstruct::Kind::Region;
  DC.Lang = Dialect::OpenACC;
  DC.DirectiveName = C.DirectiveName;
  DC.DirectiveText = C.DirectiveText;
  DC.PragmaRange = C.PragmaRange;
  DC.Loc = C.Loc;
  DC.Body = C.Body;
  DC.Function = C.Function;
  DC.Data = C.Data;
  DC.IfCond = C.IfCond;
  DC.OfSplitRegion = true;
  DC.Async = C.Async; // its queue arguments are evaluated once
  // On a queue, each part's reduction result reaches the host variable only
  // when the queue gets there, too late for the next part to start from:
  // the parts combine into the variable's device copy instead, which the
  // region copies out at its end.
  if (C.Async.queued())
    for (const Reduction &Red : C.Reductions)
      if (!llvm::any_of(C.Data, [&](const DataClause &Cl) {
            return Cl.Var.Name == Red.Var.Name;
          }))
        DC.Data.push_back({MapType::copy(), Red.Var, "reduction"});

  auto Common = [&](ComputeConstruct &P) {
    P.Lang = Dialect::OpenACC;
    P.Function = C.Function;
    P.Private = C.Private;
    P.FirstPrivate = C.FirstPrivate;
    P.Reductions = C.Reductions;
    P.NumGangs = C.NumGangs;
    P.NumWorkers = C.NumWorkers;
    P.VectorLength = C.VectorLength;
    P.IfCond = C.IfCond;
    P.Default = C.Default;
    P.AsyncFromRegion = C.Async.queued();
  };

  bool Ok = true;
  llvm::MapVector<const VarDecl *, SourceLocation> SequentialWrites;
  llvm::MapVector<const VarDecl *, SourceLocation> GangWrites;
  std::vector<std::pair<const Stmt *, const LoopClauses *>> LoopParts;
  std::vector<const DeclStmt *> Declarations;
  for (const Stmt *S : topLevel(C.Body)) {
    if (auto *DS = dyn_cast<DeclStmt>(S)) {
      Declarations.push_back(DS); // stays host code: see declareGangScalars
      continue;
    }
    if (isa<NullStmt>(S))
      continue;
    ComputeConstruct P;
    Common(P);
    P.Body = S;
    auto It = Loops.find(S);
    bool BareKernelsLoop = Kernels && isa<ForStmt>(S) && It == Loops.end();
    if (It != Loops.end() || BareKernelsLoop) {
      P.Kind = C.Kind;
      P.IsLoop = true;
      P.DirectiveName = Kind + " loop";
      if (It != Loops.end()) {
        P.Loop = It->second.Clauses;
        P.PragmaRange = It->second.PragmaRange;
        P.DirectiveText = sourceText(It->second.PragmaRange, Ctx);
        Loops.erase(It);
      } else {
        P.Loop.Loc = S->getBeginLoc();
        P.PragmaRange = SourceRange(S->getBeginLoc(), S->getBeginLoc());
        P.DirectiveText = "loop of the 'kernels' region at line " + Line;
      }
      P.Loc = P.Loop.Loc;
      LoopParts.push_back({S, nullptr});
    } else {
      // Gang-redundant: every gang runs it, on one thread.
      P.Kind = ComputeKind::Serial;
      P.DirectiveName = C.DirectiveName;
      P.DirectiveText = "statements of the '" + Kind + "' region at line " +
                        Line + (Kernels ? "" : ", run once per gang");
      P.PragmaRange = SourceRange(S->getBeginLoc(), S->getBeginLoc());
      P.Loc = S->getBeginLoc();
      if (!Kernels)
        P.RedundantGangs = C.NumGangs;
      WriteScanner W(C.Body, Ctx);
      W.TraverseStmt(const_cast<Stmt *>(S));
      if (W.MemberWrite.isValid()) {
        D.report(diag::RegionSequentialCode, W.MemberWrite,
                 "assigning a data member in the sequential part of a '" +
                     Kind +
                     "' region with several loop nests is not supported; "
                     "use a local variable in a data clause");
        Ok = false;
      }
      Ok &= gangPrivateWrites(C, W, Kind, Line, P, GangWrites, D);
      for (const auto &KV : W.Written)
        if (!GangWrites.count(KV.first))
          SequentialWrites.insert(KV);
    }
    R.Parts.push_back(std::move(P));
  }
  Ok &= keepGangPrivates(C, GangWrites, Kind, R, Ctx, D);

  // Scalars the sequential parts assign live on the device for the whole
  // region, so later parts see the values (firstprivate in parallel: the
  // host keeps its value; kernels copies them back).
  for (const auto &[VD, Loc] : SequentialWrites) {
    QualType T = VD->getType().getNonReferenceType();
    if (T->isPointerType()) {
      D.report(diag::RegionSequentialCode, Loc,
               "pointer '" + VD->getName().str() + "' is assigned in a '" +
                   Kind +
                   "' region with several loop nests; assign it before "
                   "the region");
      Ok = false;
      continue;
    }
    if (reduced(C.Reductions, VD))
      continue;
    if (llvm::any_of(C.Data, [&](const DataClause &Cl) {
          return !Cl.Var.IsMember() && Cl.Var.Name == VD->getName();
        }))
      continue;
    if (!C.IfCond.empty()) {
      D.report(diag::RegionSequentialCode, Loc,
               "'" + VD->getName().str() +
                   "' is assigned outside the loops of a '" + Kind +
                   "' region with an 'if' clause; not supported by this "
                   "version of acc2cuda");
      Ok = false;
      continue;
    }
    // A loop part that assigns it too would race on the device copy.
    for (const ComputeConstruct &P : R.Parts) {
      if (!P.IsLoop)
        continue;
      WriteScanner W(C.Body, Ctx);
      W.TraverseStmt(const_cast<Stmt *>(P.Body));
      if (W.Written.count(VD) && !named(P.Loop.Private, VD) &&
          !reduced(P.Loop.Reductions, VD)) {
        D.report(diag::RegionSequentialCode, W.Written.lookup(VD),
                 "'" + VD->getName().str() +
                     "' is assigned both in a loop and outside the loops of "
                     "this region; make it private to the loop or use "
                     "another variable");
        Ok = false;
      }
    }
    // A loop reduction implies copy on the construct (OpenACC 3.3 2.5.15):
    // its result must reach the host even in a parallel region.
    bool LoopReduced = llvm::any_of(R.Parts, [&](const ComputeConstruct &P) {
      return reduced(P.Loop.Reductions, VD);
    });
    bool Copy = Kernels || LoopReduced;
    DataClause Cl;
    Cl.Map = Copy ? MapType::copy() : MapType::copyIn();
    Cl.Spelling = Copy ? "copy" : "copyin";
    Cl.Var.Decl = VD;
    Cl.Var.Name = Cl.Var.BaseName = VD->getName().str();
    Cl.Var.Range = SourceRange(Loc, Loc);
    DC.Data.push_back(std::move(Cl));
  }
  // Arrays the region uses without a data clause are copied once for the
  // whole region (OpenACC's implicit copy), not once per part.
  if (C.Default == ComputeConstruct::DefaultKind::Unspecified) {
    WriteScanner All(C.Body, Ctx);
    All.TraverseStmt(const_cast<Stmt *>(C.Body));
    for (const VarDecl *VD : All.Used) {
      if (!isa<ConstantArrayType>(VD->getType()) || named(C.Private, VD) ||
          named(C.FirstPrivate, VD) ||
          llvm::any_of(DC.Data, [&](const DataClause &Cl) {
            return Cl.Var.BaseName == VD->getName();
          }))
        continue;
      DataClause Cl;
      Cl.Map = MapType::copy();
      Cl.Spelling = "copy";
      Cl.Var.Decl = VD;
      Cl.Var.Name = Cl.Var.BaseName = VD->getName().str();
      Cl.Var.Range = SourceRange(C.Loc, C.Loc);
      DC.Data.push_back(std::move(Cl));
    }
  }
  Ok &= declareGangScalars(C, Declarations, R, Ctx, D);
  if (!Ok)
    return std::nullopt;
  return R;
}

} // namespace acc2cuda
