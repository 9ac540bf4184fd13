//===- ExplicitMemory.cpp -------------------------------------------------===//

#include "ExplicitMemory.h"
#include "AtomicLowering.h"
#include "DataAnalysis.h"
#include "DataMapping.h"
#include "PointerEscapes.h"
#include "Support/SourceText.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include <map>

using namespace clang;

namespace acc2cuda {

namespace {

/// The function a template instance comes from, canonical.
const FunctionDecl *origin(const FunctionDecl *FD) {
  if (const FunctionDecl *P = FD->getTemplateInstantiationPattern())
    FD = P;
  return FD->getCanonicalDecl();
}

/// OpenACC and OpenMP routines that find data by its host address.
bool isPresentTableRoutine(const FunctionDecl *FD) {
  if (!FD->getIdentifier())
    return false;
  StringRef N = FD->getName();
  if (N.starts_with("acc_"))
    return llvm::any_of(
        std::initializer_list<StringRef>{
            "copyin", "create", "copyout", "delete", "update", "map_data",
            "deviceptr", "hostptr", "present", "attach", "detach", "d2d"},
        [&](StringRef Part) { return N.contains(Part); });
  return N == "omp_target_is_present" || N == "omp_target_associate_ptr" ||
         N == "omp_target_disassociate_ptr" || N == "omp_get_mapped_ptr" ||
         N == "omp_target_is_accessible";
}

/// Functions called and named in the program, and which of them reach the
/// present table.
struct ProgramScan : RecursiveASTVisitor<ProgramScan> {
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return false; }

  bool TraverseDecl(Decl *D) {
    auto *FD = dyn_cast_or_null<FunctionDecl>(D);
    if (!FD || !FD->doesThisDeclarationHaveABody())
      return RecursiveASTVisitor::TraverseDecl(D);
    const FunctionDecl *Outer = Current;
    Current = origin(FD);
    if (FD->isMain())
      HasMain = true;
    bool R = RecursiveASTVisitor::TraverseDecl(D);
    Current = Outer;
    return R;
  }
  void callee(const FunctionDecl *FD) {
    if (!Current)
      return;
    if (FD && isPresentTableRoutine(FD) && RuntimeRoutine.empty())
      RuntimeRoutine = FD->getNameAsString();
    if (FD && isPresentTableRoutine(FD))
      CallsRuntime.insert(Current);
    Callees[Current].push_back(FD ? origin(FD) : nullptr);
  }
  bool VisitCallExpr(CallExpr *E) {
    if (E->isTypeDependent() || E->getCallee()->isTypeDependent())
      return true; // its instances are visited
    const FunctionDecl *FD = E->getDirectCallee();
    if (const auto *M = dyn_cast_or_null<CXXMethodDecl>(FD);
        M && M->isVirtual())
      FD = nullptr; // any override
    callee(FD);
    if (const auto *R =
            dyn_cast<DeclRefExpr>(E->getCallee()->IgnoreParenImpCasts()))
      CalleeRefs.insert(R);
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    if (!E->getConstructor()->isTrivial())
      callee(E->getConstructor());
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *FD = dyn_cast<FunctionDecl>(E->getDecl()))
      RefsTo[origin(FD)].push_back({Current, E});
    return true;
  }

  struct Ref {
    const FunctionDecl *From;
    const DeclRefExpr *E;
  };
  const FunctionDecl *Current = nullptr;
  bool HasMain = false;
  std::string RuntimeRoutine;
  llvm::DenseSet<const FunctionDecl *> CallsRuntime;
  llvm::DenseMap<const FunctionDecl *, std::vector<const FunctionDecl *>>
      Callees;
  llvm::DenseMap<const FunctionDecl *, std::vector<Ref>> RefsTo;
  llvm::DenseSet<const DeclRefExpr *> CalleeRefs;
};

/// What in a data region's body matters to its data: calls (to functions
/// that may reach the present table) and ways out other than its end.
struct RegionScan : RecursiveASTVisitor<RegionScan> {
  bool shouldVisitImplicitCode() const { return false; }

  bool TraverseLambdaExpr(LambdaExpr *E) {
    // A return in a lambda leaves the lambda; its calls still count.
    unsigned SavedLoops = Loops, SavedSwitches = Switches;
    bool SavedIn = InLambda;
    InLambda = true;
    bool R = RecursiveASTVisitor::TraverseLambdaExpr(E);
    Loops = SavedLoops, Switches = SavedSwitches, InLambda = SavedIn;
    return R;
  }
#define LOOP(Class)                                                            \
  bool Traverse##Class(Class *S) {                                             \
    ++Loops;                                                                   \
    bool R = RecursiveASTVisitor::Traverse##Class(S);                          \
    --Loops;                                                                   \
    return R;                                                                  \
  }
  LOOP(ForStmt)
  LOOP(WhileStmt)
  LOOP(DoStmt)
  LOOP(CXXForRangeStmt)
#undef LOOP
  bool TraverseSwitchStmt(SwitchStmt *S) {
    ++Switches;
    bool R = RecursiveASTVisitor::TraverseSwitchStmt(S);
    --Switches;
    return R;
  }
  void exit(const Stmt *S, const char *How) {
    if (!InLambda && !Exit)
      Exit = {S, How};
  }
  bool VisitReturnStmt(ReturnStmt *S) {
    exit(S, "return");
    return true;
  }
  bool VisitGotoStmt(GotoStmt *S) {
    exit(S, "goto");
    return true;
  }
  bool VisitCXXThrowExpr(CXXThrowExpr *S) {
    exit(S, "throw");
    return true;
  }
  bool VisitBreakStmt(BreakStmt *S) {
    if (Loops == 0 && Switches == 0)
      exit(S, "break");
    return true;
  }
  bool VisitContinueStmt(ContinueStmt *S) {
    if (Loops == 0)
      exit(S, "continue");
    return true;
  }
  bool VisitCallExpr(CallExpr *E) {
    if (!E->isTypeDependent())
      Calls.push_back({E, E->getDirectCallee()});
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    if (!E->getConstructor()->isTrivial())
      Calls.push_back({E, E->getConstructor()});
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    if (const CXXRecordDecl *RD = V->getType()->getAsCXXRecordDecl();
        RD && RD->hasDefinition() && !RD->hasTrivialDestructor())
      if (const CXXDestructorDecl *D = RD->getDestructor())
        Calls.push_back({V->getInit() ? V->getInit() : nullptr, D});
    return true;
  }

  unsigned Loops = 0, Switches = 0;
  bool InLambda = false;
  std::optional<std::pair<const Stmt *, const char *>> Exit;
  std::vector<std::pair<const Stmt *, const FunctionDecl *>> Calls;
};

/// An expression that allocates fresh host memory: malloc, calloc,
/// aligned_alloc, new[] (through casts).
bool isAllocation(const Expr *E) {
  if (!E)
    return false;
  E = E->IgnoreParenCasts();
  if (const auto *New = dyn_cast<CXXNewExpr>(E))
    return New->isArray();
  const auto *Call = dyn_cast<CallExpr>(E);
  const FunctionDecl *FD = Call ? Call->getDirectCallee() : nullptr;
  if (!FD || !FD->getIdentifier())
    return false;
  StringRef N = FD->getName();
  return N == "malloc" || N == "calloc" || N == "aligned_alloc";
}

bool isSimpleOperand(StringRef S) {
  return !S.empty() && llvm::all_of(S, [](char C) {
    return llvm::isAlnum(C) || C == '_' || C == '.';
  });
}

class Planner {
public:
  Planner(std::vector<KernelPlan> &Plans, std::vector<DataPlan> &DataPlans,
          ASTContext &Ctx)
      : Plans(Plans), DataPlans(DataPlans), Ctx(Ctx),
        SM(Ctx.getSourceManager()) {}

  void run() {
    Scan.TraverseDecl(Ctx.getTranslationUnitDecl());
    for (const KernelPlan &P : Plans)
      if (P.C->Function)
        WithDirectives.insert(origin(P.C->Function));
    for (const DataPlan &P : DataPlans) {
      if (P.C->Function)
        WithDirectives.insert(origin(P.C->Function));
      noteUnstructured(P);
    }
    for (DataPlan &P : DataPlans)
      planData(P);
    for (DataPlan &P : DataPlans)
      if (P.C->K == DataConstruct::Kind::Update)
        for (std::vector<Mapping> *List : {&P.ToHost, &P.ToDevice})
          for (Mapping &M : *List)
            planUpdate(*P.C, M);
    for (KernelPlan &P : Plans)
      planKernel(P);
  }

private:
  std::string line(SourceLocation L) const {
    return std::to_string(SM.getExpansionLineNumber(L));
  }
  std::string at(const DataConstruct &DC) const {
    return "'" + DC.DirectiveName + "' at line " +
           line(DC.Loc.isValid() ? DC.Loc : DC.PragmaRange.getBegin());
  }

  /// Variables that data outliving a structured construct may hold.
  void noteUnstructured(const DataPlan &P) {
    using K = DataConstruct::Kind;
    const DataConstruct &DC = *P.C;
    auto Note = [&](const ValueDecl *V) {
      if (V)
        Unstructured.try_emplace(V, at(DC));
    };
    if (DC.K == K::Enter || DC.K == K::Exit || DC.K == K::Declare)
      for (const Mapping &M : P.Maps)
        Note(M.Decl);
    for (const UseDevice &U : DC.UseDevices)
      Note(U.Var.Decl);
  }

  /// Why data may be present when \p F starts (a global named by a
  /// construct in F); empty when nothing can have mapped it.
  std::string entryReason(const FunctionDecl *F) {
    F = origin(F);
    if (F->isMain())
      return "";
    if (auto It = EntryMemo.find(F); It != EntryMemo.end())
      return It->second;
    EntryMemo[F] = ""; // recursion adds nothing
    std::string Why = entryReasonOf(F);
    EntryMemo[F] = Why;
    return Why;
  }
  std::string entryReasonOf(const FunctionDecl *F) {
    std::string Name = "'" + F->getNameAsString() + "'";
    if (!Scan.HasMain)
      return Name + " may be called from another file";
    if (isa<CXXMethodDecl>(F))
      return Name + " is a member function";
    auto It = Scan.RefsTo.find(F);
    if (It == Scan.RefsTo.end())
      return Name + " is not called in this file";
    for (const ProgramScan::Ref &R : It->second) {
      if (!R.From || !Scan.CalleeRefs.count(R.E))
        return "the address of " + Name + " is taken";
      if (std::string Why = entryReason(R.From); !Why.empty())
        return Why;
      if (const DataConstruct *DC = regionAround(R.E->getBeginLoc(), R.From))
        return Name + " is called inside the " + at(*DC);
    }
    return "";
  }
  const DataConstruct *regionAround(SourceLocation L,
                                    const FunctionDecl *F) const {
    for (const DataPlan &P : DataPlans)
      if (P.C->Body && origin(P.C->Function) == F &&
          isWithin(L, P.C->Body, Ctx))
        return P.C;
    return nullptr;
  }

  /// Whether a call of \p F may look data up in the present table.
  bool usesTable(const FunctionDecl *F) {
    if (!F)
      return true; // an indirect or virtual call: anything
    F = origin(F);
    if (isPresentTableRoutine(F))
      return true;
    if (auto It = TableMemo.find(F); It != TableMemo.end())
      return It->second;
    TableMemo[F] = false;
    bool Uses;
    if (!F->hasBody())
      Uses = !SM.isInSystemHeader(SM.getExpansionLoc(F->getLocation())) &&
             !F->getBuiltinID();
    else
      Uses = WithDirectives.count(F) || Scan.CallsRuntime.count(F) ||
             llvm::any_of(Scan.Callees.lookup(F),
                          [&](const FunctionDecl *G) { return usesTable(G); });
    TableMemo[F] = Uses;
    return Uses;
  }

  /// Why the body of a data region keeps its data in the table, or "".
  std::string regionBodyReason(const DataConstruct &DC) {
    RegionScan S;
    S.TraverseStmt(const_cast<Stmt *>(DC.Body));
    if (S.Exit)
      return "the region can be left by '" + std::string(S.Exit->second) +
             "' at line " + line(S.Exit->first->getBeginLoc());
    for (auto [E, FD] : S.Calls) {
      SourceLocation L = E ? E->getBeginLoc() : DC.Body->getBeginLoc();
      if (inKernel(L) || !usesTable(FD))
        continue;
      return FD ? "the region calls '" + FD->getNameAsString() + "' (line " +
                      line(L) + "), which may look data up"
                : "the region makes an indirect call (line " + line(L) + ")";
    }
    return "";
  }
  bool inKernel(SourceLocation L) const {
    return llvm::any_of(Plans, [&](const KernelPlan &P) {
      return P.C->Body && isWithin(L, P.C->Body, Ctx);
    });
  }

  /// Why the clause itself needs the present table, or "".
  static std::string clauseReason(const Mapping &M) {
    if (M.AttachOnly || !M.Attach.empty() || !M.RowLength.empty())
      return "pointers are attached";
    if (M.Map.Present || M.Map.NoCreate || M.Map.DevicePtr || M.Map.Link)
      return "the clause looks the data up";
    return "";
  }

  /// Why \p M of a construct in \p F cannot be explicit on its own terms
  /// (the variable, its type, the clause); empty if it can. Fills Out.
  std::string mappingReason(const Mapping &M, const FunctionDecl *F,
                            Mapping::ExplicitCopy &Out) {
    if (!Scan.RuntimeRoutine.empty())
      return "the program calls '" + Scan.RuntimeRoutine + "'";
    if (std::string Why = clauseReason(M); !Why.empty())
      return Why;
    const auto *V = dyn_cast_or_null<VarDecl>(M.Decl);
    if (!V)
      return "'" + M.Name + "' is reached through an object";
    if (isa<ParmVarDecl>(V))
      return "'" + M.Name +
             "' is a parameter: the caller's data may be present";
    if (V->getType()->isReferenceType())
      return "'" + M.Name + "' is a reference";
    if (auto It = Unstructured.find(V); It != Unstructured.end())
      return "the " + It->second + " names '" + M.Name + "'";
    QualType T = V->getType();
    QualType Elem;
    if (const ArrayType *AT = Ctx.getAsConstantArrayType(T)) {
      Elem = AT->getElementType();
    } else if (const auto *PT = T->getAs<PointerType>()) {
      if (!V->hasLocalStorage() || !isAllocation(V->getInit()) ||
          (F && F->getBody() && mayChange(V, F->getBody())))
        return "pointer '" + M.Name +
               "' is not a fresh allocation that keeps its value";
      Elem = PT->getPointeeType();
    } else if (T->isScalarType() && M.Count == "1" &&
               M.HostStart == "&" + M.Name) {
      // A scalar's device copy holds one element; another function cannot
      // reach a local one (PointerEscapes: no address taken, no reference
      // bound), and a global one only through its name.
      if (!V->hasLocalStorage())
        return "'" + M.Name + "' is a global scalar";
      Elem = T;
    } else {
      return "'" + M.Name + "' is not an array";
    }
    if (std::string Why = aliasReason(V, M.Name); !Why.empty())
      return Why;
    if (!V->hasLocalStorage()) {
      if (!F)
        return "the construct is outside a function";
      if (std::string Why = entryReason(F); !Why.empty())
        return Why;
    }
    Elem = unqualified(Elem);
    if (Elem->isDependentType() || Elem->isIncompleteType() ||
        !Elem.isTriviallyCopyableType(Ctx))
      return "the elements' type is not known to be trivially copyable";
    if (holdsPointers(Elem, Ctx))
      return "the elements hold pointers";
    if (Ctx.getTypeSizeInChars(Elem).getQuantity() % 4 != 0)
      return "the elements are smaller than a word";
    bool Whole =
        M.HostStart == M.Name &&
        M.Count == "sizeof(" + M.Name + ") / sizeof(" + M.Name + "[0])";
    Out.Bytes = Whole ? "sizeof(" + M.Name + ")" : bytesOf(M.Count, Elem);
    Out.PointerDecl = declareAs(Ctx.getPointerType(Elem), M.DevVar, Ctx);
    Out.BytesVar = M.DevVar + "_bytes";
    if (Ctx.Idents.find(Out.BytesVar) != Ctx.Idents.end())
      Out.BytesVar = "acc2cuda_" + Out.BytesVar;
    return "";
  }

  /// Why other names may reach \p V's memory (PointerEscapes.h), or "".
  std::string aliasReason(const VarDecl *V, StringRef Name) {
    auto [It, New] = AliasMemo.try_emplace(V);
    if (!New)
      return It->second;
    if (DeviceCode.empty())
      for (const KernelPlan &P : Plans)
        if (P.C->Body)
          DeviceCode.push_back(P.C->Body);
    auto Mapped = [&](const ParmVarDecl *P) {
      return Unstructured.count(P) > 0;
    };
    if (const Expr *Use = aliasingUse(V, DeviceCode, Ctx, Mapped))
      It->second = "the address of '" + Name.str() +
                   "' is kept under another name (line " +
                   line(Use->getBeginLoc()) + ")";
    return It->second;
  }

  /// "n * sizeof(double)" for \p Count elements of \p Elem.
  std::string bytesOf(const std::string &Count, QualType Elem) const {
    std::string Size = "sizeof(" + typeText(Elem, Ctx) + ")";
    if (Count == "1")
      return Size;
    return (isSimpleOperand(Count) ? Count : "(" + Count + ")") + " * " + Size;
  }

  QualType unqualified(QualType T) const {
    Qualifiers Quals;
    return Ctx.getUnqualifiedArrayType(T, Quals);
  }

  /// An update of data that an explicit region around it holds: a
  /// cudaMemcpy between the section's host and device addresses.
  void planUpdate(const DataConstruct &DC, Mapping &M) {
    // A section whose inner dimensions may not be whole is copied run by
    // run through the table (Construct::update_section).
    if (DC.Async.Async || !DC.Async.Depends.empty() || !M.Decl ||
        !M.FullDimChecks.empty())
      return;
    const Mapping *Region = nullptr;
    SourceLocation RegionAt;
    for (const DataPlan &P : DataPlans) {
      const DataConstruct &R = *P.C;
      if (R.K != DataConstruct::Kind::Region || !R.Body ||
          R.Function != DC.Function ||
          !isWithin(DC.PragmaRange.getBegin(), R.Body, Ctx))
        continue;
      SourceLocation At = SM.getExpansionLoc(R.PragmaRange.getBegin());
      if (Region && SM.isBeforeInTranslationUnit(At, RegionAt))
        continue;
      for (const Mapping &RM : P.Maps)
        if (RM.Decl == M.Decl) {
          Region = &RM;
          RegionAt = At;
        }
    }
    if (!Region || !Region->Explicit)
      return;
    // A scalar's update copies the region's whole copy.
    if (M.HostStart == "&" + M.Name && Region->HostStart == M.HostStart) {
      Mapping::ExplicitCopy Copy;
      Copy.Bytes = Region->Explicit->BytesVar;
      M.DevVar = Region->DevVar;
      M.Explicit = std::move(Copy);
      M.TableReason.clear();
      return;
    }
    // The region's device copy starts at element 0 (HostStart == Name).
    StringRef Offset = StringRef(M.HostStart).drop_front(M.Name.size());
    if (!StringRef(M.HostStart).starts_with(M.Name) ||
        (!Offset.empty() && !Offset.starts_with(" + (")))
      return;
    const auto *V = cast<VarDecl>(M.Decl);
    QualType T = V->getType();
    QualType Elem = T->isPointerType()
                        ? T->getPointeeType()
                        : Ctx.getAsArrayType(T)->getElementType();
    Mapping::ExplicitCopy Copy;
    Copy.Bytes = M.HostStart == Region->HostStart && M.Count == Region->Count
                     ? Region->Explicit->BytesVar
                     : bytesOf(M.Count, unqualified(Elem));
    M.DevVar = Region->DevVar + Offset.str();
    M.Explicit = std::move(Copy);
    M.TableReason.clear();
  }

  void planData(DataPlan &P) {
    using K = DataConstruct::Kind;
    const DataConstruct &DC = *P.C;
    if (DC.K != K::Region) {
      std::string Why =
          DC.K == K::Enter     ? "it stays present until an 'exit data'"
          : DC.K == K::Exit    ? "'enter data' made it present"
          : DC.K == K::Declare ? "it is present for the declaration's scope"
          : DC.K == K::Update  ? "no data region around it holds it explicitly"
                               : "the directive looks device addresses up";
      for (std::vector<Mapping> *List : {&P.Maps, &P.ToHost, &P.ToDevice})
        for (Mapping &M : *List)
          M.TableReason = Why;
      return;
    }
    std::string Why = !DC.IfCond.empty() ? "the 'if' clause decides at run time"
                      : DC.Async.Async || !DC.Async.Depends.empty()
                          ? "the data moves on a queue"
                      : !DC.UseDevices.empty()
                          ? "the region looks device addresses up"
                          : regionBodyReason(DC);
    for (Mapping &M : P.Maps) {
      Mapping::ExplicitCopy Copy;
      std::string MWhy = Why;
      if (MWhy.empty())
        MWhy = mappingReason(M, DC.Function, Copy);
      if (MWhy.empty() && M.HostStart != M.Name && M.HostStart != "&" + M.Name)
        MWhy = "the section does not start at the first element";
      if (MWhy.empty())
        MWhy = innerUseReason(DC, M);
      if (!MWhy.empty()) {
        M.TableReason = MWhy;
        continue;
      }
      M.Explicit = std::move(Copy);
      M.Direct = M.DevVar;
      ExplicitRegionData[{M.Decl, M.DevVar}] = M.Explicit->BytesVar;
    }
  }

  /// Whether the directive at \p Pragma governing \p Body lies in \p Outer
  /// (directives nested without braces share their statement).
  bool within(SourceLocation Pragma, const Stmt *Body,
              const Stmt *Outer) const {
    return isWithin(Pragma, Outer, Ctx) ||
           (Body && isWithin(Body->getBeginLoc(), Outer, Ctx));
  }

  /// Why the constructs inside region \p DC (and the regions around it)
  /// keep \p M's variable in the table: they look it up.
  std::string innerUseReason(const DataConstruct &DC, const Mapping &M) {
    for (const DataPlan &Other : DataPlans) {
      const DataConstruct &O = *Other.C;
      if (&O == &DC || O.Function != DC.Function)
        continue;
      bool Inside = within(O.PragmaRange.getBegin(), O.Body, DC.Body);
      // An update becomes a cudaMemcpy with the region's device pointer,
      // unless its section's inner dimensions may not be whole.
      auto Partial = [&](const std::vector<Mapping> &List) {
        return llvm::any_of(List, [&](const Mapping &UM) {
          return UM.Decl == M.Decl && !UM.FullDimChecks.empty();
        });
      };
      if (Inside && O.K == DataConstruct::Kind::Update && !O.Async.Async &&
          O.Async.Depends.empty() && !Partial(Other.ToHost) &&
          !Partial(Other.ToDevice))
        continue;
      bool Around =
          O.Body && within(DC.PragmaRange.getBegin(), DC.Body, O.Body);
      if (!Inside && !Around)
        continue;
      for (const std::vector<Mapping> *List :
           {&Other.Maps, &Other.ToHost, &Other.ToDevice})
        for (const Mapping &OM : *List)
          if (OM.Decl == M.Decl)
            return "the " + at(O) + " names '" + M.Name + "' too";
    }
    for (const KernelPlan &KP : Plans) {
      if (KP.C->Function != DC.Function ||
          !within(KP.C->PragmaRange.getBegin(), KP.C->Body, DC.Body))
        continue;
      for (const Mapping &KM : KP.Maps)
        if (KM.Decl == M.Decl && KM.Direct != M.DevVar)
          return "the '" + KP.C->DirectiveName + "' at line " +
                 line(KP.C->PragmaRange.getBegin()) + " looks '" + M.Name +
                 "' up";
    }
    return "";
  }

  /// Why data regions around \p C may hold \p M's data already.
  std::string enclosingReason(const ComputeConstruct &C, const Mapping &M) {
    for (const DataPlan &P : DataPlans)
      if (P.C->Body && P.C->Function == C.Function &&
          within(C.PragmaRange.getBegin(), C.Body, P.C->Body))
        for (const Mapping &RM : P.Maps)
          if (RM.Decl == M.Decl)
            return "the " + at(*P.C) + " maps '" + M.Name + "' too";
    return "";
  }

  void planKernel(KernelPlan &P) {
    const ComputeConstruct &C = *P.C;
    // On its own queue (async(q), OpenMP nowait) an array's memory is
    // allocated, copied and freed in order on the queue's stream. The parts
    // of a split region use the region's data; depend clauses order host
    // tasks only OpenMP's runtime knows.
    std::string Why = !C.Async.Depends.empty() || C.AsyncFromRegion
                          ? "the data moves on a queue"
                          : "";
    const bool Queued = C.Async.queued();
    for (Mapping &M : P.Maps) {
      if (!M.Direct.empty()) { // the enclosing region's device copy
        M.OwnCopy = M.Decl && ExplicitRegionData.count({M.Decl, M.Direct});
        continue;
      }
      Mapping::ExplicitCopy Copy;
      std::string MWhy = Why;
      if (MWhy.empty() && M.DevVar.empty())
        MWhy = "the kernel reaches the data through another object";
      if (MWhy.empty())
        MWhy = clauseReason(M);
      if (MWhy.empty())
        MWhy = enclosingReason(C, M);
      if (MWhy.empty())
        MWhy = mappingReason(M, C.Function, Copy);
      // A reduction's result reaches a scalar when the queue gets there,
      // through the table's copy.
      if (MWhy.empty() && Queued && M.HostStart == "&" + M.Name)
        MWhy = "a scalar's value moves on a queue";
      if (!MWhy.empty()) {
        M.TableReason = MWhy;
        continue;
      }
      Copy.OnQueue = Queued;
      M.Explicit = std::move(Copy);
      M.OwnCopy = true;
    }
    decideRestrict(P);
    ownBlockCopies(P);
    reductionDeviceCopies(P);
  }

  /// A reduction variable that the innermost data region around the
  /// construct holding it allocates itself: its device copy receives the
  /// result (the table, which would say so otherwise, does not hold it).
  void reductionDeviceCopies(KernelPlan &P) const {
    for (ReductionPlan &R : P.Reductions) {
      for (const ComputeConstruct::DeviceOf &D : P.C->EnclosingDevice)
        if (D.Var && D.Var->getName() == R.HostRef &&
            ExplicitRegionData.count({D.Var, D.Name}))
          R.DeviceCopy = D.Name;
      // The construct's own clause for the variable (`copy(s)`).
      for (const Mapping &M : P.Maps)
        if (M.Explicit && M.Name == R.HostRef && M.HostStart == "&" + M.Name)
          R.DeviceCopy = M.DevVar;
    }
  }

  /// Arrays updated through per-block copies whose device copy is their
  /// own: nothing else can share it, and its size is known.
  void ownBlockCopies(KernelPlan &P) const {
    for (BlockCopy &B : P.BlockCopies)
      for (const Mapping &M : P.Maps) {
        if (M.HostStart != B.Host || !M.OwnCopy)
          continue;
        B.Own = true;
        if (!StringRef(B.Bytes).starts_with("acc2cuda_c.present_bytes("))
          continue;
        if (M.Explicit)
          B.Bytes = M.Explicit->BytesVar;
        else if (auto It = ExplicitRegionData.find({M.Decl, M.Direct});
                 It != ExplicitRegionData.end())
          B.Bytes = It->second;
      }
  }

  /// Arrays with a device copy of their own that the output allocates
  /// overlap no other device data, so the run-time check that read-only
  /// arrays are apart from written ones (Construct::reads_apart) needs only
  /// the others; without any, the read-only arrays are always restrict.
  static void decideRestrict(KernelPlan &P) {
    ReadOnlyPlan &RO = P.ReadOnly;
    if (RO.When != ReadOnlyPlan::Restrict::Checked)
      return;
    auto Own = [&](const std::string &Host) {
      return llvm::any_of(P.Maps, [&](const Mapping &M) {
        return M.HostStart == Host && M.OwnCopy;
      });
    };
    llvm::erase_if(RO.Reads, Own);
    llvm::erase_if(RO.Writes, Own);
    if (!RO.Reads.empty() && !RO.Writes.empty())
      return;
    RO.When = ReadOnlyPlan::Restrict::Always;
    RO.Reads.clear();
    RO.Writes.clear();
    const StringRef Checked = "acc2cuda::const_ptr<acc2cuda_restrict, ";
    for (Capture &Cap : P.Captures)
      if (StringRef(Cap.ParamDecl).starts_with(Checked))
        Cap.ParamDecl =
            "acc2cuda::const_ptr<true, " + Cap.ParamDecl.substr(Checked.size());
  }

  std::vector<KernelPlan> &Plans;
  std::vector<DataPlan> &DataPlans;
  ASTContext &Ctx;
  const SourceManager &SM;
  ProgramScan Scan;
  llvm::DenseSet<const FunctionDecl *> WithDirectives;
  llvm::DenseMap<const ValueDecl *, std::string> Unstructured;
  llvm::DenseMap<const FunctionDecl *, std::string> EntryMemo;
  llvm::DenseMap<const FunctionDecl *, bool> TableMemo;
  llvm::DenseMap<const VarDecl *, std::string> AliasMemo;
  std::vector<const Stmt *> DeviceCode;
  /// Variables and device pointers of data regions in explicit form.
  std::map<std::pair<const ValueDecl *, std::string>, std::string>
      ExplicitRegionData; // -> the bytes variable
};

} // namespace

void planExplicitMemory(std::vector<KernelPlan> &Plans,
                        std::vector<DataPlan> &DataPlans, ASTContext &Ctx,
                        bool TableOnly) {
  if (!TableOnly) {
    Planner(Plans, DataPlans, Ctx).run();
    return;
  }
  for (KernelPlan &P : Plans)
    for (Mapping &M : P.Maps)
      if (M.Direct.empty())
        M.TableReason = "--memory=table";
  for (DataPlan &P : DataPlans)
    for (std::vector<Mapping> *List : {&P.Maps, &P.ToHost, &P.ToDevice})
      for (Mapping &M : *List)
        M.TableReason = "--memory=table";
}

} // namespace acc2cuda
