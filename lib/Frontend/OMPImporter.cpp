//===- OMPImporter.cpp ----------------------------------------------------===//

#include "OMPImporter.h"
#include "MemberItems.h"
#include "OMPClauseTable.h"
#include "RepeatedMaps.h"
#include "Support/SourceText.h"
#include "Support/Subscripts.h"
#include "UnifiedMemory.h"
#include "clang/AST/DeclOpenMP.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace llvm::omp;

namespace acc2cuda {

using namespace openmp;

namespace {

const Stmt *soleStatement(const Stmt *S) {
  while (true) {
    if (auto *CS = dyn_cast_or_null<CompoundStmt>(S)) {
      if (CS->size() != 1)
        return nullptr;
      S = CS->body_front();
    } else if (auto *Cap = dyn_cast_or_null<CapturedStmt>(S)) {
      S = Cap->getCapturedStmt();
    } else {
      return S;
    }
  }
}

class Importer {
public:
  Importer(ComputeConstruct &C, ASTContext &Ctx, Diag &D)
      : C(C), Ctx(Ctx), D(D) {}

  bool clauses(const OMPExecutableDirective *Dir);
  bool dataClauses(const OMPExecutableDirective *Dir, DataConstruct &DC);
  /// The clauses of a loop directive whose loop runs on one thread.
  void sequentialLoopClauses(const OMPExecutableDirective *Dir,
                             LoopClauses &LC);
  /// A `taskwait`'s `depend` clauses (other clauses are rejected).
  void taskwaitClauses(const OMPTaskwaitDirective *Dir, DataConstruct &DC) {
    for (const OMPClause *Cl : Dir->clauses()) {
      if (const auto *Dep = dyn_cast<OMPDependClause>(Cl))
        depend(Dep, DC.Async);
      else
        rejectUnsupported(Cl);
    }
  }

private:
  bool privateOrCollapse(const OMPClause *Cl, std::vector<VarRef> &Private,
                         std::vector<VarRef> &FirstPrivate, unsigned &Collapse);
  bool rejectModifier(const OMPClause *Cl);
  std::optional<VarRef> varRef(const Expr *E);
  bool memberPath(const Expr *E, VarRef &R);
  using MapItems = std::vector<std::pair<VarRef, MapType>>;
  bool mapList(const OMPMapClause *M, MapType MT, bool MappersOnly,
               MapItems &Out);
  bool expandMapper(const OMPMapClause *M, const OMPDeclareMapperDecl *MD,
                    const VarRef &Item, MapType MT, MapItems &Out);
  std::optional<MapType> mapType(const OMPMapClause *M, bool OnExit,
                                 bool &Finalize);
  void rejectUnsupported(const OMPClause *Cl) {
    if (defaultPrivatizes(Cl))
      return reject(Cl, std::string(defaultPrivatizesMessage));
    OpenMPClauseKind K = Cl->getClauseKind();
    reject(Cl, "OpenMP clause '" + getOpenMPClauseName(K).str() +
                   "' is not supported by this version of acc2cuda");
  }
  /// `nowait`: a deferred target task when the translator finds the
  /// `taskwait` that completes it; undeferred until then.
  void noWait(const OMPClause *Cl, AsyncClauses &A) {
    A.Async = true;
    A.Undeferred = true;
    A.NowaitLoc = Cl->getBeginLoc();
  }
  /// `depend(in|out|inout|mutexinoutset|inoutset: list)`: the start address
  /// of each list item is the dependence (OpenMP 5.2 15.9.5 makes items of
  /// sibling tasks identical or disjoint). Writers order after readers and
  /// writers, readers after writers; mutexinoutset and inoutset order like
  /// inout, which only adds order.
  void depend(const OMPDependClause *Cl, AsyncClauses &A) {
    bool Out = false;
    switch (Cl->getDependencyKind()) {
    case OMPC_DEPEND_in:
      break;
    case OMPC_DEPEND_out:
    case OMPC_DEPEND_inout:
    case OMPC_DEPEND_mutexinoutset:
    case OMPC_DEPEND_inoutset:
      Out = true;
      break;
    default:
      reject(Cl, "'depend(" +
                     Twine(getOpenMPSimpleClauseTypeName(
                         OMPC_depend, Cl->getDependencyKind())) +
                     ")' is not supported by this version of acc2cuda");
      return;
    }
    if (Cl->getModifier()) {
      reject(Cl, "'depend' with an iterator is not supported by this version "
                 "of acc2cuda");
      return;
    }
    for (const Expr *E : Cl->varlists()) {
      E = E->IgnoreParenImpCasts();
      std::string Address;
      if (const auto *AS = dyn_cast<ArraySectionExpr>(E)) {
        const Expr *Lower = AS->getLowerBound();
        Address = "&(" + sourceText(AS->getBase(), Ctx) + ")[" +
                  (Lower ? sourceText(Lower, Ctx) : std::string("0")) + "]";
      } else {
        Address = "&(" + sourceText(E, Ctx) + ")";
      }
      A.Depends.push_back({std::move(Address), Out});
    }
    A.DependClauses +=
        (A.DependClauses.empty() ? "" : " ") +
        sourceText(SourceRange(Cl->getBeginLoc(), Cl->getEndLoc()), Ctx);
  }
  /// `device(n)`: a construct for the host when n names it, else for the
  /// default device (the runtime stops at any other); device(0) is taken
  /// as it is written.
  void device(const OMPDeviceClause *Cl, const OMPExecutableDirective *Dir) {
    if (Cl->getModifier() == OMPC_DEVICE_ancestor) {
      reject(Cl, "'device(ancestor: ...)' is not supported: acc2cuda has "
                 "no reverse offload");
      return;
    }
    Expr::EvalResult Res;
    const Expr *E = Cl->getDevice();
    if (E->EvaluateAsInt(Res, Ctx) && Res.Val.getInt() == 0)
      return;
    std::string Text =
        clauseText(Cl, Cl->getModifier() == OMPC_DEVICE_device_num, E);
    DeviceCond = "acc2cuda::api::offload_to(" + Text + ", \"" +
                 getOpenMPDirectiveName(Dir->getDirectiveKind()).str() + "\")";
  }

  /// The text of a clause's argument, after its modifier and ':' when
  /// \p Modifier is set. The clause's own text: clang may hand the
  /// expression over as a captured copy whose range is not the source's
  /// (the condition of `target enter data if(n > m)` printed as `>`).
  /// A clause with no text of its own (a `_Pragma` a macro builds) gives
  /// the expression as clang printed it.
  template <class ClauseT>
  std::string clauseText(const ClauseT *Cl, bool Modifier, const Expr *E) {
    const SourceManager &SM = Ctx.getSourceManager();
    SourceLocation Open = Cl->getLParenLoc();
    SourceLocation B = SM.getSpellingLoc(Open).getLocWithOffset(1);
    SourceLocation End = SM.getSpellingLoc(Cl->getEndLoc());
    if (B.isValid() && End.isValid() && SM.getFileID(B) == SM.getFileID(End) &&
        SM.getFileOffset(B) <= SM.getFileOffset(End)) {
      llvm::StringRef Text = Lexer::getSourceText(
          CharSourceRange::getCharRange(B, End), SM, Ctx.getLangOpts());
      if (Modifier)
        Text = Text.split(':').second;
      return Text.trim().str();
    }
    return sourceText(E, Ctx);
  }

  std::string argumentText(const OMPNumTeamsClause *Cl) {
    return clauseText(Cl, false, Cl->getNumTeams());
  }
  std::string argumentText(const OMPThreadLimitClause *Cl) {
    return clauseText(Cl, false, Cl->getThreadLimit());
  }
  std::string argumentText(const OMPNumThreadsClause *Cl) {
    return clauseText(Cl, false, Cl->getNumThreads());
  }
  /// The smaller of two thread counts, either possibly not given ("").
  static std::string fewerThreads(const std::string &A, const std::string &B) {
    if (A.empty() || B.empty())
      return A.empty() ? B : A;
    return "((" + A + ") < (" + B + ") ? (" + A + ") : (" + B + "))";
  }
  std::string ifText(const OMPIfClause *IC) {
    return clauseText(IC, IC->getNameModifier() != OMPD_unknown,
                      IC->getCondition());
  }

  void reject(const OMPClause *Cl, const Twine &Why) {
    C.Rejected.push_back({Why.str(), Cl->getBeginLoc()});
  }

  /// `defaultmap(behavior[: category])` (OpenMP 5.2 5.8.7).
  void defaultmap(const OMPDefaultmapClause *Cl) {
    using B = ComputeConstruct::DefaultmapBehavior;
    B Behavior;
    switch (Cl->getDefaultmapModifier()) {
    case OMPC_DEFAULTMAP_MODIFIER_alloc:
      Behavior = B::Alloc;
      break;
    case OMPC_DEFAULTMAP_MODIFIER_to:
      Behavior = B::To;
      break;
    case OMPC_DEFAULTMAP_MODIFIER_from:
      Behavior = B::From;
      break;
    case OMPC_DEFAULTMAP_MODIFIER_tofrom:
      Behavior = B::ToFrom;
      break;
    case OMPC_DEFAULTMAP_MODIFIER_firstprivate:
      Behavior = B::FirstPrivate;
      break;
    case OMPC_DEFAULTMAP_MODIFIER_none:
      Behavior = B::None;
      break;
    case OMPC_DEFAULTMAP_MODIFIER_present:
      Behavior = B::Present;
      break;
    case OMPC_DEFAULTMAP_MODIFIER_default:
      Behavior = B::Unspecified;
      break;
    default:
      reject(Cl, "this 'defaultmap' behavior is not supported");
      return;
    }
    switch (Cl->getDefaultmapKind()) {
    case OMPC_DEFAULTMAP_scalar:
      C.Defaultmap.Scalar = Behavior;
      break;
    case OMPC_DEFAULTMAP_aggregate:
      C.Defaultmap.Aggregate = Behavior;
      break;
    case OMPC_DEFAULTMAP_pointer:
      C.Defaultmap.Pointer = Behavior;
      break;
    default: // `all`, or no category
      C.Defaultmap.Scalar = C.Defaultmap.Aggregate = C.Defaultmap.Pointer =
          Behavior;
      break;
    }
  }

public:
  /// Folds a `device(n)` clause into the construct's `if` condition.
  void foldDevice(std::string &IfCond) {
    if (DeviceCond.empty())
      return;
    IfCond = IfCond.empty() ? DeviceCond : "(" + IfCond + ") && " + DeviceCond;
    DeviceCond.clear();
  }

private:
  std::string DeviceCond; ///< from `device(n)`: whether to offload

  ComputeConstruct &C;
  ASTContext &Ctx;
  Diag &D;
};

std::optional<VarRef> Importer::varRef(const Expr *E) {
  VarRef R;
  R.Range = E->getSourceRange();
  E = E->IgnoreParenImpCasts();
  std::vector<Subscript> Subs;
  while (true) {
    if (auto *AS = dyn_cast<ArraySectionExpr>(E)) {
      // A stride (OpenMP 5.0 `a[lo:len:stride]`) picks every stride-th
      // element: copying the range instead would be silently wrong.
      if (const Expr *Stride = AS->getStride()) {
        std::optional<llvm::APSInt> V = Stride->getIntegerConstantExpr(Ctx);
        if (!V || *V != 1) {
          D.report(diag::UnsupportedListItem, Stride->getBeginLoc(),
                   "array sections with a stride are not supported by this "
                   "version of acc2cuda; copy the elements to a contiguous "
                   "array, or move the whole range");
          return std::nullopt;
        }
      }
      Subscript S;
      if (AS->getLowerBound())
        S.Lower = sourceText(AS->getLowerBound(), Ctx);
      if (AS->getLength())
        S.Length = sourceText(AS->getLength(), Ctx);
      if (AS->getColonLocFirst().isInvalid()) {
        S.IsSection = false;
      }
      Subs.insert(Subs.begin(), S);
      E = AS->getBase()->IgnoreParenImpCasts();
    } else if (auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
      Subscript S;
      S.Lower = sourceText(subscriptIndex(ASE), Ctx);
      S.IsSection = false;
      Subs.insert(Subs.begin(), S);
      E = subscriptBase(ASE)->IgnoreParenImpCasts();
    } else {
      break;
    }
  }
  R.Subscripts = std::move(Subs);
  // `this[:1]`, `*this`: the object (C++ member functions).
  if (auto *UO = dyn_cast<UnaryOperator>(E);
      UO && UO->getOpcode() == UO_Deref && R.Subscripts.empty() &&
      isa<CXXThisExpr>(UO->getSubExpr()->IgnoreParenImpCasts()))
    E = UO->getSubExpr()->IgnoreParenImpCasts();
  if (isa<CXXThisExpr>(E)) {
    R.IsThis = true;
    R.Name = R.BaseName = "this";
    return R;
  }
  if (auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    R.Decl = DRE->getDecl();
    R.Name = R.BaseName = DRE->getDecl()->getName().str();
    return R;
  }
  if (isa<MemberExpr>(E) && memberPath(E, R))
    return R;
  if (isa<CXXDependentScopeMemberExpr>(E)) {
    D.report(diag::StructMember, E->getBeginLoc(),
             "'" + sourceText(E, Ctx) +
                 "': members of a type that depends on a template "
                 "parameter are not supported in clauses; map a pointer "
                 "variable holding the member");
    return std::nullopt;
  }
  D.report(diag::UnsupportedListItem, E->getBeginLoc(),
           "this list item is not supported by this version "
           "of acc2cuda (use a variable, an array section of "
           "one, a scalar or array member of a struct variable, or a "
           "section of a pointer member)");
  return std::nullopt;
}

/// A struct member E (`s.n`, `s.p`, `p->v`, `a[i].p`, `this->m`) as the
/// variable and the path to the member; false for what acc2cuda does not
/// map: members other than scalars of a struct variable and pointers.
bool Importer::memberPath(const Expr *E, VarRef &R) {
  std::vector<MemberStep> Path;
  const FieldDecl *Field = nullptr, *Innermost = nullptr;
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      const auto *F = dyn_cast<FieldDecl>(ME->getMemberDecl());
      if (!F)
        return false;
      if (!Field)
        Field = F;
      Innermost = F;
      using K = MemberStep::Kind;
      Path.insert(Path.begin(),
                  {ME->isArrow() ? K::Arrow : K::Dot, F->getName().str()});
      E = ME->getBase();
    } else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
      Path.insert(Path.begin(), {MemberStep::Kind::Index,
                                 sourceText(subscriptIndex(AS), Ctx)});
      E = subscriptBase(AS);
    } else {
      break;
    }
  }
  if (isa<CXXThisExpr>(E)) {
    // `this->m...` names the data member m as `m` does in a member
    // function.
    if (Path.empty() || Path[0].K != MemberStep::Kind::Arrow)
      return false;
    R.Decl = Innermost;
    R.BaseName = Path[0].Text;
    Path.erase(Path.begin());
  } else if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    R.Decl = DRE->getDecl();
    R.BaseName = DRE->getDecl()->getName().str();
  } else {
    return false;
  }
  R.Name = R.BaseName;
  for (const MemberStep &S : Path)
    R.Name += S.K == MemberStep::Kind::Index
                  ? "[" + S.Text + "]"
                  : (S.K == MemberStep::Kind::Arrow ? "->" : ".") + S.Text;
  R.Path = std::move(Path);
  if (R.Path.empty())
    return true; // this->m: the data member itself
  R.Field = Field;
  R.PointerMember = Field->getType().getNonReferenceType()->isPointerType();
  // Through a pointer to the struct (p->n), the struct it points to is
  // mapped whole with it (RegionCaptures).
  return memberItem(R) != MemberItem::Other;
}

/// The movement a map clause asks for; release/delete (exit data only)
/// move nothing, delete also drops every reference.
std::optional<MapType> Importer::mapType(const OMPMapClause *M, bool OnExit,
                                         bool &Finalize) {
  bool Always = false, Present = false;
  for (OpenMPMapModifierKind Mod : M->getMapTypeModifiers()) {
    switch (Mod) {
    case OMPC_MAP_MODIFIER_always:
      Always = true;
      break;
    case OMPC_MAP_MODIFIER_present:
      Present = true;
      break;
    case OMPC_MAP_MODIFIER_close:  // a placement hint
    case OMPC_MAP_MODIFIER_mapper: // applied with the list items (mapList)
    case OMPC_MAP_MODIFIER_unknown:
      break;
    default:
      reject(M, "this map-type modifier is not supported by this version of "
                "acc2cuda");
      return std::nullopt;
    }
  }
  std::optional<MapType> Type;
  switch (M->getMapType()) {
  case OMPC_MAP_to:
    Type = MapType::copyIn();
    break;
  case OMPC_MAP_from:
    Type = MapType::copyOut();
    break;
  case OMPC_MAP_tofrom:
  case OMPC_MAP_unknown:
    Type = MapType::copy();
    break;
  case OMPC_MAP_alloc:
    Type = MapType::create();
    break;
  case OMPC_MAP_release:
  case OMPC_MAP_delete:
    if (!OnExit)
      break;
    Finalize = M->getMapType() == OMPC_MAP_delete;
    Type = MapType::create();
    break;
  default:
    break;
  }
  if (Type) {
    // OpenMP 5.2 5.8.3: `present` makes absence an error; what is present
    // is not copied at entry (no new mapping) and the map type still says
    // what `from` does at exit.
    if (Present && !OnExit)
      Type->Present = true;
    Type->Always = Always;
    return Type;
  }
  reject(M, "this map type is not supported here by this version of acc2cuda");
  return std::nullopt;
}

/// Whether a map clause applies a declare mapper to any of its items.
static bool hasMapper(const OMPClause *Cl) {
  const auto *M = dyn_cast<OMPMapClause>(Cl);
  return M && llvm::any_of(M->mapperlists(),
                           [](const Expr *E) { return E != nullptr; });
}

/// `s` with every whole-word `From` in Text replaced by `To`.
static std::string replaceWord(llvm::StringRef Text, llvm::StringRef From,
                               llvm::StringRef To) {
  auto IsIdent = [](char C) {
    return isalnum(static_cast<unsigned char>(C)) || C == '_';
  };
  std::string Out;
  for (size_t I = 0; I < Text.size();) {
    bool Word =
        Text.substr(I).starts_with(From) && (I == 0 || !IsIdent(Text[I - 1])) &&
        (I + From.size() == Text.size() || !IsIdent(Text[I + From.size()]));
    if (Word) {
      Out += To;
      I += From.size();
    } else {
      Out += Text[I++];
    }
  }
  return Out;
}

bool Importer::mapList(const OMPMapClause *M, MapType MT, bool MappersOnly,
                       MapItems &Out) {
  std::vector<const Expr *> Mappers(M->mapperlist_begin(), M->mapperlist_end());
  size_t I = 0;
  for (const Expr *E : M->varlists()) {
    const Expr *Ref = I < Mappers.size() ? Mappers[I] : nullptr;
    ++I;
    const auto *DRE = dyn_cast_or_null<DeclRefExpr>(Ref);
    const auto *MD =
        DRE ? dyn_cast<OMPDeclareMapperDecl>(DRE->getDecl()) : nullptr;
    if (MappersOnly && !MD)
      continue;
    std::optional<VarRef> R = varRef(E);
    if (!R)
      return false;
    if (!MD) {
      Out.push_back({std::move(*R), MT});
      continue;
    }
    if (!expandMapper(M, MD, *R, MT, Out))
      return false;
  }
  return true;
}

/// A declare mapper applied to Item (OpenMP 5.2 5.8.8): the mapper's list
/// items with the mapper's variable replaced by Item, each with the map
/// type the construct's and the mapper's decay to (5.8.3: to or from
/// apply only where both say so).
bool Importer::expandMapper(const OMPMapClause *M,
                            const OMPDeclareMapperDecl *MD, const VarRef &Item,
                            MapType MT, MapItems &Out) {
  if (!Item.Subscripts.empty() || Item.PointerMember) {
    reject(M, "a 'declare mapper' applied to an array section or a pointer "
              "is not supported by this version of acc2cuda; map the "
              "variable");
    return true;
  }
  const auto *VarRefE = dyn_cast_or_null<DeclRefExpr>(MD->getMapperVarRef());
  if (!VarRefE) {
    reject(M, "this 'declare mapper' is not supported by this version of "
              "acc2cuda");
    return true;
  }
  const ValueDecl *Var = VarRefE->getDecl();
  std::string VarName = Var->getName().str();
  for (const OMPClause *Cl : MD->clauselists()) {
    const auto *MC = dyn_cast<OMPMapClause>(Cl);
    if (!MC)
      continue;
    bool Finalize = false;
    std::optional<MapType> Own = mapType(MC, /*OnExit=*/false, Finalize);
    if (!Own)
      return true;
    for (const Expr *E : MC->varlists()) {
      std::optional<VarRef> In = varRef(E);
      if (!In)
        return false;
      if (In->Decl != Var) {
        reject(M, "the 'declare mapper' for '" + Item.Name +
                      "' maps something other than members of its "
                      "variable; not supported by this version of acc2cuda");
        return true;
      }
      VarRef R = Item;
      R.Name = Item.Name + In->Name.substr(In->BaseName.size());
      for (MemberStep S : In->Path) {
        S.Text = replaceWord(S.Text, VarName, Item.Name);
        R.Path.push_back(std::move(S));
      }
      if (!In->Path.empty()) {
        R.Field = In->Field;
        R.PointerMember = In->PointerMember;
      }
      for (Subscript S : In->Subscripts) {
        S.Lower = replaceWord(S.Lower, VarName, Item.Name);
        S.Length = replaceWord(S.Length, VarName, Item.Name);
        R.Subscripts.push_back(std::move(S));
      }
      MapType Decayed = MT;
      Decayed.To = MT.To && Own->To;
      Decayed.From = MT.From && Own->From;
      Out.push_back({std::move(R), Decayed});
    }
  }
  return true;
}

/// private, firstprivate and collapse, which a construct and a loop that
/// runs on one thread read alike; false for any other clause.
bool Importer::privateOrCollapse(const OMPClause *Cl,
                                 std::vector<VarRef> &Private,
                                 std::vector<VarRef> &FirstPrivate,
                                 unsigned &Collapse) {
  // A chain of directives (`target` / `teams private(x)` / `distribute
  // ... private(x)`) may name a variable on several levels: the innermost
  // level's private copies are what the code sees, and a private copy of a
  // private copy starts undefined, so private wins.
  auto Named = [](std::vector<VarRef> &List, const ValueDecl *D) {
    return llvm::any_of(List, [&](const VarRef &V) { return V.Decl == D; });
  };
  switch (Cl->getClauseKind()) {
  case OMPC_private:
    for (const Expr *E : cast<OMPPrivateClause>(Cl)->varlists())
      if (auto R = varRef(E)) {
        llvm::erase_if(FirstPrivate,
                       [&](const VarRef &V) { return V.Decl == R->Decl; });
        if (!Named(Private, R->Decl))
          Private.push_back(*R);
      }
    return true;
  case OMPC_firstprivate:
    for (const Expr *E : cast<OMPFirstprivateClause>(Cl)->varlists())
      if (auto R = varRef(E))
        if (!Named(Private, R->Decl) && !Named(FirstPrivate, R->Decl))
          FirstPrivate.push_back(*R);
    return true;
  case OMPC_collapse: {
    Expr::EvalResult Res;
    if (cast<OMPCollapseClause>(Cl)->getNumForLoops()->EvaluateAsInt(Res, Ctx))
      Collapse = Res.Val.getInt().getZExtValue();
    return true;
  }
  default:
    return false;
  }
}

/// Rejects `lastprivate(conditional: ...)` and reduction modifiers, which
/// acc2cuda does not translate; true when it did.
bool Importer::rejectModifier(const OMPClause *Cl) {
  if (const auto *LC = dyn_cast<OMPLastprivateClause>(Cl)) {
    if (LC->getKind() != OMPC_LASTPRIVATE_conditional)
      return false;
    reject(Cl, "'lastprivate(conditional: ...)' is not supported by this "
               "version of acc2cuda");
    return true;
  }
  if (const auto *RC = dyn_cast<OMPReductionClause>(Cl)) {
    if (RC->getModifier() == OMPC_REDUCTION_unknown ||
        RC->getModifier() == OMPC_REDUCTION_default)
      return false;
    reject(Cl, "reduction modifiers are not supported");
    return true;
  }
  return false;
}

bool Importer::clauses(const OMPExecutableDirective *Dir) {
  for (const OMPClause *Cl : Dir->clauses()) {
    // Implicit maps count where a declare mapper says what they map.
    if (!Cl || (Cl->isImplicit() && !hasMapper(Cl)))
      continue;
    ClauseUse Use = computeClauseUse(Cl->getClauseKind());
    if (Use == ClauseUse::Rejected || defaultPrivatizes(Cl))
      rejectUnsupported(Cl);
    if (Use != ClauseUse::Translated ||
        privateOrCollapse(Cl, C.Private, C.FirstPrivate, C.Loop.Collapse))
      continue;
    switch (Cl->getClauseKind()) {
    case OMPC_map: {
      auto *M = cast<OMPMapClause>(Cl);
      bool Finalize = false;
      std::optional<MapType> Type = mapType(M, /*OnExit=*/false, Finalize);
      if (!Type)
        continue;
      MapItems Items;
      if (!mapList(M, *Type, M->isImplicit(), Items))
        return false;
      for (auto &[R, MT] : Items)
        C.Data.push_back({MT, std::move(R), "map"});
      break;
    }
    case OMPC_is_device_ptr:
      for (const Expr *E : cast<OMPIsDevicePtrClause>(Cl)->varlists()) {
        std::optional<VarRef> R = varRef(E);
        if (!R)
          return false;
        C.Data.push_back(
            {MapType::devicePtr(), std::move(*R), "is_device_ptr"});
      }
      break;
    case OMPC_has_device_addr:
      // `p[0:n]` or `p`: p already holds a device address (OpenMP 5.2
      // 5.4.9); the kernel gets p's value, as for is_device_ptr.
      for (const Expr *E : cast<OMPHasDeviceAddrClause>(Cl)->varlists()) {
        std::optional<VarRef> R = varRef(E);
        if (!R)
          return false;
        if (!R->Decl->getType()->isPointerType()) {
          reject(Cl, "'has_device_addr' is supported for pointers only");
          continue;
        }
        R->Subscripts.clear();
        C.Data.push_back(
            {MapType::devicePtr(), std::move(*R), "has_device_addr"});
      }
      break;
    case OMPC_lastprivate:
      if (rejectModifier(Cl))
        break;
      for (const Expr *E : cast<OMPLastprivateClause>(Cl)->varlists())
        if (auto R = varRef(E))
          C.LastPrivate.push_back(*R);
      break;
    case OMPC_reduction: {
      if (rejectModifier(Cl))
        break;
      auto *RC = cast<OMPReductionClause>(Cl);
      std::string Op = RC->getNameInfo().getName().getAsString();
      std::optional<ReductionOp> K =
          llvm::StringSwitch<std::optional<ReductionOp>>(Op)
              .Case("operator+", ReductionOp::Add)
              .Case("operator-", ReductionOp::Add)
              .Case("operator*", ReductionOp::Mul)
              .Case("max", ReductionOp::Max)
              .Case("min", ReductionOp::Min)
              .Case("operator&", ReductionOp::BitAnd)
              .Case("operator|", ReductionOp::BitOr)
              .Case("operator^", ReductionOp::BitXor)
              .Case("operator&&", ReductionOp::LogAnd)
              .Case("operator||", ReductionOp::LogOr)
              .Default(std::nullopt);
      if (!K) {
        reject(Cl, "user-defined reductions are not supported");
        break;
      }
      for (const Expr *E : RC->varlists())
        if (auto R = varRef(E))
          C.Reductions.push_back({*K, *R});
      break;
    }
    case OMPC_schedule: {
      const auto *SC = cast<OMPScheduleClause>(Cl);
      if (SC->getScheduleKind() == OMPC_SCHEDULE_static)
        C.ThreadSchedule = {true, SC->getChunkSize()
                                      ? sourceText(SC->getChunkSize(), Ctx)
                                      : std::string()};
      break;
    }
    case OMPC_dist_schedule: {
      const auto *DC = cast<OMPDistScheduleClause>(Cl);
      C.TeamSchedule = {true, DC->getChunkSize()
                                  ? sourceText(DC->getChunkSize(), Ctx)
                                  : std::string()};
      break;
    }
    case OMPC_num_teams:
      C.NumGangs = argumentText(cast<OMPNumTeamsClause>(Cl));
      break;
    // A team's threads: num_threads, at most thread_limit.
    case OMPC_thread_limit:
      C.VectorLength = fewerThreads(
          C.VectorLength, argumentText(cast<OMPThreadLimitClause>(Cl)));
      break;
    case OMPC_num_threads:
      C.VectorLength = fewerThreads(
          C.VectorLength, argumentText(cast<OMPNumThreadsClause>(Cl)));
      break;
    case OMPC_if: {
      auto *IC = cast<OMPIfClause>(Cl);
      OpenMPDirectiveKind Mod = IC->getNameModifier();
      // `if(parallel: c)` (or a bare `if` on a directive whose parallel
      // part it applies to alone): a false c leaves the parallel region
      // one thread.
      bool ForTarget = Mod == OMPD_target ||
                       (Mod == OMPD_unknown && isOpenMPTargetExecutionDirective(
                                                   Dir->getDirectiveKind()));
      if (Mod == OMPD_parallel ||
          (Mod == OMPD_unknown && !ForTarget &&
           isOpenMPParallelDirective(Dir->getDirectiveKind()))) {
        C.ParallelIf = ifText(IC);
        break;
      }
      if (!ForTarget) {
        reject(Cl, "'if' with a modifier other than 'target' or 'parallel' "
                   "is not supported");
        break;
      }
      C.IfCond = ifText(IC);
      break;
    }
    case OMPC_device:
      device(cast<OMPDeviceClause>(Cl), Dir);
      break;
    case OMPC_defaultmap:
      defaultmap(cast<OMPDefaultmapClause>(Cl));
      break;
    case OMPC_nowait:
      noWait(Cl, C.Async);
      break;
    case OMPC_depend:
      depend(cast<OMPDependClause>(Cl), C.Async);
      break;
    default:
      rejectUnsupported(Cl);
      break;
    }
  }
  mergeRepeatedMaps(C.Data);
  if (unifiedSharedMemory(Ctx))
    mapPointersInPlace(C.Data);
  return true;
}

void Importer::sequentialLoopClauses(const OMPExecutableDirective *Dir,
                                     LoopClauses &LC) {
  for (const OMPClause *Cl : Dir->clauses()) {
    if (!Cl || Cl->isImplicit())
      continue;
    if (!acceptsSequentialLoopClause(Cl->getClauseKind()) ||
        defaultPrivatizes(Cl)) {
      rejectUnsupported(Cl);
      continue;
    }
    // On one thread the variable itself is the lastprivate or reduction
    // result; the other clauses change nothing.
    if (!privateOrCollapse(Cl, LC.Private, LC.FirstPrivate, LC.Collapse))
      rejectModifier(Cl);
  }
}

/// Clauses of target data, target enter/exit data and target update.
bool Importer::dataClauses(const OMPExecutableDirective *Dir,
                           DataConstruct &DC) {
  auto AddList = [&](auto Varlist, std::vector<VarRef> &Out) {
    for (const Expr *E : Varlist) {
      std::optional<VarRef> R = varRef(E);
      if (!R)
        return false;
      Out.push_back(std::move(*R));
    }
    return true;
  };
  for (const OMPClause *Cl : Dir->clauses()) {
    if (!Cl || Cl->isImplicit())
      continue;
    if (!acceptsDataClause(Cl->getClauseKind())) {
      rejectUnsupported(Cl);
      continue;
    }
    switch (Cl->getClauseKind()) {
    case OMPC_map: {
      auto *M = cast<OMPMapClause>(Cl);
      bool Finalize = false;
      std::optional<MapType> Type =
          mapType(M, DC.K == DataConstruct::Kind::Exit, Finalize);
      if (!Type)
        continue;
      MapType MT = *Type;
      if (DC.K == DataConstruct::Kind::Exit)
        MT.To = false; // from: copy out; release/delete: no copy
      if (DC.K == DataConstruct::Kind::Enter && MT.Present) {
        reject(M, "the 'present' map-type modifier on 'target enter data' is "
                  "not supported by this version of acc2cuda");
        continue;
      }
      MapItems Items;
      if (!mapList(M, MT, false, Items))
        return false;
      for (auto &[R, ItemMT] : Items)
        DC.Data.push_back({ItemMT, std::move(R), "map", Finalize});
      break;
    }
    case OMPC_use_device_ptr:
    case OMPC_use_device_addr: {
      bool Ptr = Cl->getClauseKind() == OMPC_use_device_ptr;
      std::vector<VarRef> Vars;
      if (!AddList(Ptr ? cast<OMPUseDevicePtrClause>(Cl)->varlists()
                       : cast<OMPUseDeviceAddrClause>(Cl)->varlists(),
                   Vars))
        return false;
      for (VarRef &R : Vars) {
        if (!R.Subscripts.empty() || R.IsMember()) {
          reject(Cl, "array sections and members in '" +
                         getOpenMPClauseName(Cl->getClauseKind()).str() +
                         "' are not supported by this version of acc2cuda; "
                         "name the variable");
          continue;
        }
        DC.UseDevices.push_back({std::move(R), Ptr ? UseDevice::Form::Pointer
                                                   : UseDevice::Form::Address});
      }
      // OpenMP 5.2 5.4.10/11: storage that is not mapped keeps its host
      // address.
      DC.IfPresent = true;
      break;
    }
    case OMPC_to:
      if (!AddList(cast<OMPToClause>(Cl)->varlists(), DC.UpdateDevice))
        return false;
      break;
    case OMPC_from:
      if (!AddList(cast<OMPFromClause>(Cl)->varlists(), DC.UpdateHost))
        return false;
      break;
    case OMPC_if: {
      auto *IC = cast<OMPIfClause>(Cl);
      DC.IfCond = ifText(IC);
      break;
    }
    case OMPC_device:
      device(cast<OMPDeviceClause>(Cl), Dir);
      break;
    case OMPC_nowait:
      noWait(Cl, DC.Async);
      break;
    case OMPC_depend:
      depend(cast<OMPDependClause>(Cl), DC.Async);
      break;
    default:
      rejectUnsupported(Cl);
      break;
    }
  }
  mergeRepeatedMaps(DC.Data);
  if (unifiedSharedMemory(Ctx))
    mapPointersInPlace(DC.Data);
  return true;
}

/// Where and what a stand-alone or data directive is.
void describeDirective(const OMPExecutableDirective *D, const FunctionDecl *FD,
                       ASTContext &Ctx, DataConstruct &DC) {
  DC.Function = FD;
  DC.Loc = D->getBeginLoc();
  // The directive ends at its end-of-line token; the replacement keeps the
  // line break.
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation End = SM.getExpansionLoc(D->getEndLoc());
  char Last = *SM.getCharacterData(End);
  if (Last == '\n' || Last == '\r')
    End = End.getLocWithOffset(-1);
  DC.PragmaRange = SourceRange(SM.getExpansionLoc(D->getBeginLoc()), End);
  DC.DirectiveName = getOpenMPDirectiveName(D->getDirectiveKind()).str();
  DC.DirectiveText =
      sourceText(SourceRange(D->getBeginLoc(), D->getEndLoc()), Ctx);
}

} // namespace

DataConstruct importOMPTaskwait(const OMPTaskwaitDirective *D,
                                const FunctionDecl *FD, ASTContext &Ctx,
                                Diag &Diags) {
  DataConstruct DC;
  DC.K = DataConstruct::Kind::Wait;
  DC.Lang = Dialect::OpenMP;
  describeDirective(D, FD, Ctx, DC);
  DC.Async.Wait = true;
  DC.Async.Taskwait = true;
  DC.Async.TaskwaitDepend = !D->clauses().empty();
  ComputeConstruct Scratch; // collects rejected clauses
  Importer(Scratch, Ctx, Diags).taskwaitClauses(D, DC);
  DC.Rejected = std::move(Scratch.Rejected);
  return DC;
}

bool isTargetComputeDirective(const OMPExecutableDirective *D) {
  return isTargetComputeKind(D->getDirectiveKind());
}

bool isTargetDataDirective(const OMPExecutableDirective *D) {
  return isTargetDataKind(D->getDirectiveKind());
}

std::optional<DataConstruct> importOMPData(const OMPExecutableDirective *D,
                                           const FunctionDecl *FD,
                                           ASTContext &Ctx, Diag &Diags) {
  DataConstruct DC;
  DC.Lang = Dialect::OpenMP;
  switch (D->getDirectiveKind()) {
  case OMPD_target_data:
    DC.K = DataConstruct::Kind::Region;
    break;
  case OMPD_target_enter_data:
    DC.K = DataConstruct::Kind::Enter;
    break;
  case OMPD_target_exit_data:
    DC.K = DataConstruct::Kind::Exit;
    break;
  default:
    DC.K = DataConstruct::Kind::Update;
    break;
  }
  describeDirective(D, FD, Ctx, DC);
  if (DC.K == DataConstruct::Kind::Region && D->hasAssociatedStmt()) {
    const Stmt *S = D->getAssociatedStmt();
    while (const auto *CS = dyn_cast<CapturedStmt>(S))
      S = CS->getCapturedStmt();
    DC.Body = S;
  }
  ComputeConstruct Scratch; // collects rejected clauses
  Importer I(Scratch, Ctx, Diags);
  if (!I.dataClauses(D, DC))
    return std::nullopt;
  I.foldDevice(DC.IfCond);
  DC.Rejected = std::move(Scratch.Rejected);
  return DC;
}

std::optional<ComputeConstruct> importOMPTarget(const OMPExecutableDirective *D,
                                                const FunctionDecl *FD,
                                                ASTContext &Ctx, Diag &Diags) {
  const SourceManager &SM = Ctx.getSourceManager();
  ComputeConstruct C;
  C.Lang = Dialect::OpenMP;
  C.Kind = ComputeKind::Target;
  C.Function = FD;
  C.Loc = D->getBeginLoc();
  C.PragmaRange = SourceRange(D->getBeginLoc(), D->getEndLoc());
  C.DirectiveName = getOpenMPDirectiveName(D->getDirectiveKind()).str();
  C.DirectiveText =
      sourceText(SourceRange(D->getBeginLoc(), D->getEndLoc()), Ctx);
  Importer I(C, Ctx, Diags);
  const OMPExecutableDirective *Cur = D;
  while (true) {
    if (!I.clauses(Cur))
      return std::nullopt;
    const Stmt *Inner = Cur->hasAssociatedStmt()
                            ? soleStatement(Cur->getAssociatedStmt())
                            : nullptr;
    auto *Nested = dyn_cast_or_null<OMPExecutableDirective>(Inner);
    if (isa<OMPLoopDirective>(Cur)) {
      C.IsLoop = true;
      C.Body = cast<OMPLoopDirective>(Cur)
                   ->getInnermostCapturedStmt()
                   ->getCapturedStmt();
      break;
    }
    if (!Nested || !isNestable(Nested->getDirectiveKind())) {
      C.Body = Cur->getInnermostCapturedStmt()->getCapturedStmt();
      break;
    }
    Cur = Nested;
    C.DirectiveName +=
        " + " + getOpenMPDirectiveName(Cur->getDirectiveKind()).str();
    C.DirectiveText +=
        "\n" +
        sourceText(SourceRange(Cur->getBeginLoc(), Cur->getEndLoc()), Ctx);
  }
  (void)SM;
  I.foldDevice(C.IfCond);
  // A directive's own range is its pragma line: down to the statement
  // that ends the chain (a block, or the innermost loop).
  for (const Stmt *S = D; S && !C.Statement;) {
    if (const auto *CS = dyn_cast<CapturedStmt>(S))
      S = CS->getCapturedStmt();
    else if (const auto *Dir = dyn_cast<OMPExecutableDirective>(S))
      S = Dir->hasAssociatedStmt() ? Dir->getAssociatedStmt() : nullptr;
    else
      C.Statement = S;
  }
  // OpenMP loop constructs predetermine reductions/privates on the loop; the
  // analysis reads them from the construct.
  C.Loop.Loc = C.Loc;
  // The levels the chain's loop takes: teams (gang) and threads (vector).
  for (const OMPExecutableDirective *Dir = D;;) {
    OpenMPDirectiveKind K = Dir->getDirectiveKind();
    C.Loop.Gang |= isOpenMPDistributeDirective(K);
    C.Loop.Vector |= isOpenMPParallelDirective(K) || isOpenMPSimdDirective(K);
    C.OmpParallel |= isOpenMPParallelDirective(K);
    C.OmpSimd |= isOpenMPSimdDirective(K);
    if (Dir == Cur)
      break;
    Dir = cast<OMPExecutableDirective>(soleStatement(Dir->getAssociatedStmt()));
  }
  return C;
}

bool isNestedThreadLoop(const OMPExecutableDirective *D) {
  return isa<OMPParallelForDirective, OMPParallelForSimdDirective,
             OMPParallelGenericLoopDirective>(D);
}

bool isLoweredInTarget(const OMPExecutableDirective *D) {
  return isLoweredInTargetKind(D->getDirectiveKind());
}

bool isNestedSequentialLoop(const OMPExecutableDirective *D) {
  return isa<OMPForDirective, OMPForSimdDirective, OMPDistributeDirective,
             OMPDistributeSimdDirective, OMPDistributeParallelForDirective,
             OMPDistributeParallelForSimdDirective, OMPGenericLoopDirective,
             OMPSimdDirective>(D);
}

std::optional<NestedLoopDirective>
importOMPSequentialLoop(const OMPLoopDirective *D, ASTContext &Ctx,
                        Diag &Diags) {
  ComputeConstruct Scratch; // collects rejected clauses
  NestedLoopDirective N;
  Importer(Scratch, Ctx, Diags).sequentialLoopClauses(D, N.Clauses);
  for (const Unsupported &U : Scratch.Rejected)
    Diags.report(U.ID, U.Loc, U.What);
  if (!Scratch.Rejected.empty())
    return std::nullopt;
  N.Clauses.Seq = true;
  N.Clauses.Loc = D->getBeginLoc();
  N.PragmaRange = SourceRange(D->getBeginLoc(), D->getEndLoc());
  N.Loop = D->getInnermostCapturedStmt()->getCapturedStmt();
  return N;
}

std::optional<NestedLoopDirective>
importOMPNestedLoop(const OMPLoopDirective *D, ASTContext &Ctx, Diag &Diags) {
  ComputeConstruct C;
  C.Lang = Dialect::OpenMP;
  C.DirectiveName = getOpenMPDirectiveName(D->getDirectiveKind()).str();
  Importer I(C, Ctx, Diags);
  if (!I.clauses(D))
    return std::nullopt;
  auto Reject = [&](const OMPClause *Cl, const char *What) {
    if (Cl && !Cl->isImplicit())
      C.Rejected.push_back(
          {std::string("'") + What + "' on a '" + C.DirectiveName +
               "' nested in a target region is not supported by this "
               "version of acc2cuda",
           Cl->getBeginLoc()});
  };
  Reject(D->getSingleClause<OMPIfClause>(), "if");
  for (const auto *Cl : D->getClausesOfKind<OMPFirstprivateClause>())
    Reject(Cl, "firstprivate");
  for (const auto *Cl : D->getClausesOfKind<OMPLastprivateClause>())
    Reject(Cl, "lastprivate");
  for (const Unsupported &U : C.Rejected)
    Diags.report(U.ID, U.Loc, U.What);
  if (!C.Rejected.empty())
    return std::nullopt;
  NestedLoopDirective N;
  N.Clauses.Vector = true;
  N.Clauses.Independent = true;
  N.Clauses.Loc = D->getBeginLoc();
  N.Clauses.Collapse = C.Loop.Collapse;
  N.Clauses.Private = std::move(C.Private);
  N.Clauses.Reductions = std::move(C.Reductions);
  N.Clauses.VectorSize = C.VectorLength;
  N.PragmaRange = SourceRange(D->getBeginLoc(), D->getEndLoc());
  N.Loop = D->getInnermostCapturedStmt()->getCapturedStmt();
  return N;
}

std::optional<AtomicDirective> importOMPAtomic(const OMPAtomicDirective *D,
                                               ASTContext &Ctx, Diag &Diags) {
  using K = AtomicDirective::Kind;
  AtomicDirective A;
  A.Lang = Dialect::OpenMP;
  A.Loc = D->getBeginLoc();
  A.PragmaRange = SourceRange(D->getBeginLoc(), D->getEndLoc());
  bool Capture = false, Compare = false;
  for (const OMPClause *Cl : D->clauses()) {
    switch (Cl->getClauseKind()) {
    case OMPC_read:
      A.K = K::Read;
      break;
    case OMPC_write:
      A.K = K::Write;
      break;
    case OMPC_update:
      A.K = K::Update;
      break;
    case OMPC_capture:
      Capture = true;
      break;
    case OMPC_compare:
      Compare = true;
      break;
    case OMPC_seq_cst:
    case OMPC_acq_rel:
    case OMPC_acquire:
    case OMPC_release:
      A.Fence = true;
      break;
    case OMPC_relaxed:
    case OMPC_hint:
    case OMPC_weak:
    case OMPC_fail:
      break;
    default:
      Diags.report(diag::UnsupportedClause, Cl->getBeginLoc(),
                   "OpenMP clause '" +
                       getOpenMPClauseName(Cl->getClauseKind()).str() +
                       "' on 'atomic' is not supported by this version of "
                       "acc2cuda");
      return std::nullopt;
    }
  }
  if (Capture && Compare) {
    Diags.report(diag::UnsupportedClause, D->getBeginLoc(),
                 "'atomic compare capture' is not supported "
                 "by this version of acc2cuda");
    return std::nullopt;
  }
  if (Capture)
    A.K = K::Capture;
  if (Compare)
    A.K = K::Compare;
  const Stmt *S = D->getAssociatedStmt();
  while (auto *CS = dyn_cast_or_null<CapturedStmt>(S))
    S = CS->getCapturedStmt();
  A.S = S;
  (void)Ctx;
  return A;
}

} // namespace acc2cuda
