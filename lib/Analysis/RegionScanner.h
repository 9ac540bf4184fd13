//===- RegionScanner.h - What a compute region uses ------------*- C++ -*-===//
//
// One walk over a compute region's statement that records each variable
// declared outside it (first use, whether it or its elements are written),
// the calls it makes and the text edits its body needs (`this->`, nested
// pragmas), and reports what cannot be used on the device. RegionAnalysis
// classifies the uses into data clauses and captures.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_REGIONSCANNER_H
#define ACC2CUDA_ANALYSIS_REGIONSCANNER_H

#include "ContainerViews.h"
#include "DeviceCode.h"
#include "Frontend/OMPImporter.h"
#include "OMPInTarget.h"
#include "RegionAnalysis.h"
#include "Support/SourceText.h"
#include "Support/Subscripts.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace acc2cuda {

/// Whether \p T is a struct or class: also a class template's
/// specialization in a template (`Pair<T>`, `std::array<T, N>`), which
/// isRecordType() does not answer for while it depends on a parameter.
inline bool isClassType(clang::QualType T) {
  return T->isRecordType() || T->getAs<clang::TemplateSpecializationType>() ||
         T->getAs<clang::InjectedClassNameType>();
}

namespace region_scan {

// Clang's names unqualified, as in the .cpp files, without putting them in
// namespace acc2cuda for the includer.
using namespace clang;

/// What the region does with each variable declared outside it.
struct VarUse {
  const ValueDecl *Decl = nullptr;
  SourceLocation FirstUse;
  bool Written = false;        ///< assigned, incremented, address taken
  bool ElementWritten = false; ///< a[i] = ... through it
  bool Called = false;         ///< f(...): a lambda, functor or pointer
  /// A struct variable written in its own storage, or a pointer to a
  /// struct in the storage it points to: the data members the writes land
  /// in (s.n = 1, s.a[i] = 2, p->n = 3 write n, a and n), and whether a
  /// write takes the whole struct (s = t, &s, *p = t).
  llvm::SmallPtrSet<const FieldDecl *, 4> WrittenFields;
  bool WrittenWhole = false;
};

/// Collects uses of outside variables, calls, and text edits in a region.
class RegionScanner : public RecursiveASTVisitor<RegionScanner> {
public:
  RegionScanner(ASTContext &Ctx, SourceRange Region, Diag &D,
                const NestedLoopMap &NestedLoops)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Region(Region), D(D),
        NestedLoops(NestedLoops) {}

  bool shouldVisitImplicitCode() const { return false; }

  /// A nested directive's clauses name variables (its list items, its
  /// expressions); the copies and temporaries clang makes for them, and the
  /// clauses it adds itself (a task's implicit firstprivate), are not
  /// uses.
  bool TraverseOMPClause(OMPClause *C) {
    if (!C || C->isImplicit())
      return true;
    for (Stmt *S : C->children())
      if (S && !TraverseStmt(S))
        return false;
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    // A structured binding from outside names a part of a hidden variable:
    // one of arithmetic type reaches the kernel by value.
    if (auto *BD = dyn_cast<BindingDecl>(E->getDecl())) {
      if (declaredInside(BD))
        return true;
      QualType T = BD->getType().getNonReferenceType();
      if (!T->isArithmeticType() && !T->isEnumeralType() &&
          !T->isDependentType()) {
        D.report(diag::UnsupportedContext, E->getLocation(),
                 "the structured binding '" + BD->getName().str() +
                     "' is not of arithmetic type: a compute region uses "
                     "such bindings by value only; copy it to a variable "
                     "declared before the construct");
        Ok = false;
        return true;
      }
      use(BD, E->getLocation());
      return true;
    }
    auto *VD = dyn_cast<VarDecl>(E->getDecl());
    if (!VD || declaredInside(VD))
      return true;
    use(VD, E->getLocation());
    if (isCallee(E))
      Uses[VD].Called = true;
    if (E->hasQualifier() && VD->hasGlobalStorage())
      qualifiedUse(VD, E);
    // The kernel gets its own copy of the struct, whose pointer members
    // still hold host addresses: only its other members may be used.
    // Lambdas: RegionAnalysis says which captures the device cannot use.
    // Vectors and spans reach the kernel as views of their device copies.
    const CXXRecordDecl *RD = VD->getType()->getAsCXXRecordDecl();
    if (!MemberBases.count(E) && !(RD && RD->isLambda()) &&
        vectorElementType(VD->getType()).isNull() &&
        hasPointerMember(VD->getType())) {
      D.report(diag::HostPointerInStruct, E->getLocation(),
               "'" + VD->getName().str() +
                   "' has pointer members, which would hold host addresses "
                   "on the device; use its other members only");
      Ok = false;
    }
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    auto *FD = dyn_cast<FieldDecl>(E->getMemberDecl());
    const Expr *Base = E->getBase()->IgnoreParenImpCasts();
    noteMemberBase(Base);
    // A pointer member of a struct from outside: the kernel reads it from
    // the struct's device copy, where it must be attached, unless its
    // value is only copied into another struct or compared.
    if (FD && FD->getType()->isPointerType() && !valueOnly(E))
      pointerUse(E);
    if (auto *This = dyn_cast<CXXThisExpr>(Base)) {
      if (!FD) {
        // A member function: it runs on the object's device copy
        // (ThisCalls.h).
        ThisCalls.push_back(E);
        ThisBases.insert(This);
        return true;
      }
      use(FD, E->getMemberLoc());
      if (!This->isImplicit())
        Erase.push_back(SourceRange(This->getBeginLoc(),
                                    E->getMemberLoc().getLocWithOffset(-1)));
      ThisBases.insert(This);
    }
    return true;
  }
  bool VisitCXXThisExpr(CXXThisExpr *E) {
    if (!ThisBases.count(E) && !isUnderMember(E)) {
      D.report(diag::ThisInRegion, E->getBeginLoc(),
               "'this' can only be used to access data members and call "
               "member functions ('this->f()', 'this->operator()(i)') in a "
               "compute region, not as '*this' or a value of its own");
      Ok = false;
    }
    return true;
  }
  bool VisitCallExpr(CallExpr *E) {
    Calls.push_back(E);
    return true;
  }
  /// `a[i]`, `a(i, j)` with a member operator call it on the object as
  /// `a.at(i)` does.
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) {
    if (isa_and_nonnull<CXXMethodDecl>(E->getCalleeDecl()) &&
        E->getNumArgs() > 0)
      noteMemberBase(E->getArg(0)->IgnoreParenImpCasts());
    return true;
  }
  // The device heap is small (8 MiB unless the host raises it) and its
  // allocations fail at run time: allocate on the host and map the data.
  bool VisitCXXNewExpr(CXXNewExpr *E) { return heap(E->getBeginLoc(), "new"); }
  bool VisitCXXDeleteExpr(CXXDeleteExpr *E) {
    return heap(E->getBeginLoc(), "delete");
  }
  bool heap(SourceLocation Loc, llvm::StringRef What) {
    D.report(diag::NoDeviceFunction, Loc,
             "'" + What +
                 "' in a compute region: allocation on the device heap is "
                 "not translated; allocate on the host and map the data");
    Ok = false;
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    Constructs.push_back(E);
    return true;
  }
  // Calls the syntactic view leaves out: a default argument's, and a
  // range-based for's begin(), end(), != and ++.
  bool VisitCXXDefaultArgExpr(CXXDefaultArgExpr *E) {
    if (programDefaultArgument(E))
      collectCalls(E->getExpr(), Calls, Constructs);
    return true;
  }
  bool VisitCXXForRangeStmt(CXXForRangeStmt *S) {
    for (const Expr *E : rangeForCalls(S))
      collectCalls(E, Calls, Constructs);
    return true;
  }
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
  bool VisitOMPExecutableDirective(OMPExecutableDirective *OD) {
    // The translator lowers atomics (RegionContext::Atomics).
    if (isa<OMPAtomicDirective>(OD)) {
      Erase.push_back(SourceRange(OD->getBeginLoc(), OD->getEndLoc()));
      return true;
    }
    // barrier, critical, master, ...: lowered with the kernel body; so is
    // a `parallel` region in the team's code, which runs on one thread.
    if (isLoweredInTarget(OD) || isa<OMPParallelDirective>(OD)) {
      Erase.push_back(SourceRange(OD->getBeginLoc(), OD->getEndLoc()));
      InTarget.push_back(OD);
      return true;
    }
    // `parallel for` nested in the loop body: a loop of the team's threads;
    // other loop directives: loops of one thread (the translator imported
    // them with the other nested loops).
    if (auto *LD = dyn_cast<OMPLoopDirective>(OD);
        LD &&
        NestedLoops.count(LD->getInnermostCapturedStmt()->getCapturedStmt())) {
      Erase.push_back(SourceRange(OD->getBeginLoc(), OD->getEndLoc()));
      return true;
    }
    // A loop directive the translator could not import was reported then.
    if (!isNestedThreadLoop(OD) && !isNestedSequentialLoop(OD))
      D.report(diag::OpenMPInTarget, OD->getBeginLoc(),
               "this OpenMP directive inside a target region is not "
               "supported by this version of acc2cuda");
    Ok = false;
    return true;
  }

  /// A pointer member read from a struct declared outside the region.
  struct PointerUse {
    const ValueDecl *Root = nullptr; ///< the variable (or data member)
    const MemberExpr *E = nullptr;
    /// Through an element of Root (a[i].p): every element's pointer is
    /// checked; Rest is what follows the element (".p").
    bool Element = false;
    std::string Rest;
  };
  std::vector<PointerUse> PointerUses;
  llvm::SmallPtrSet<const ValueDecl *, 4> PointerRoots;

  llvm::MapVector<const ValueDecl *, VarUse> Uses;
  std::vector<const CallExpr *> Calls;
  /// Member functions called through `this`: the callees' MemberExprs.
  std::vector<const MemberExpr *> ThisCalls;
  std::vector<const CXXConstructExpr *> Constructs;
  std::vector<SourceRange> Erase;
  /// A variable from outside named with a qualifier (ns::x, S::count): the
  /// kernel names its copy without it; the host, with the first use's.
  struct QualifiedName {
    std::string Spelling;                ///< "ns::x", as first written
    std::vector<SourceRange> Qualifiers; ///< each use's "ns::"
  };
  llvm::MapVector<const ValueDecl *, QualifiedName> Qualified;
  std::vector<const OMPExecutableDirective *> InTarget;
  bool Ok = true;

private:
  /// Whether a value of type T (a struct, or a pointer or reference to
  /// one) carries pointers in its members, directly or in nested structs.
  static bool hasPointerMember(QualType T) {
    T = T.getNonReferenceType();
    if (const auto *PT = T->getAs<PointerType>())
      T = PT->getPointeeType();
    while (const ArrayType *AT = T->getAsArrayTypeUnsafe())
      T = AT->getElementType();
    const RecordDecl *RD = T->getAsRecordDecl();
    if (!RD || !RD->getDefinition())
      return false;
    for (const FieldDecl *F : RD->getDefinition()->fields()) {
      QualType FT = F->getType();
      if (FT->isPointerType() || FT->isReferenceType() || hasPointerMember(FT))
        return true;
    }
    return false;
  }
  /// Whether pointer \p E's value is only stored into a struct's member
  /// (`copy.p = s.p`), compared (`s.p != nullptr`) or overwritten:
  /// nothing goes through it.
  bool valueOnly(const Expr *E) {
    const Expr *Cur = E;
    while (true) {
      const Expr *PE = parentExpr(Cur);
      if (!PE)
        return false;
      if (isa<ParenExpr>(PE) || (isa<ImplicitCastExpr>(PE) &&
                                 cast<ImplicitCastExpr>(PE)->getCastKind() !=
                                     CK_ArrayToPointerDecay)) {
        Cur = PE;
        continue;
      }
      const auto *BO = dyn_cast<BinaryOperator>(PE);
      if (!BO)
        return false;
      if (BO->isComparisonOp())
        return true;
      if (BO->getOpcode() != BO_Assign)
        return false;
      // Overwritten, or stored into another struct's member.
      return BO->getLHS() == Cur ||
             (BO->getRHS() == Cur &&
              isa<MemberExpr>(BO->getLHS()->IgnoreParenImpCasts()));
    }
  }

  /// Records the pointer member E if its access chain (s.p, s.in.p, p->p,
  /// a[i].p, this->s.p) starts at a variable declared outside the region
  /// or at a data member. The host checks each pointer before the launch:
  /// one pointer when the chain has no subscript, every element's when it
  /// subscripts the variable itself; other chains are an error.
  void pointerUse(const MemberExpr *E) {
    PointerUse U;
    U.E = E;
    std::vector<const Expr *> Steps; // from E inwards
    const Expr *Cur = E;
    while (true) {
      Cur = Cur->IgnoreParenImpCasts();
      if (const auto *ME = dyn_cast<MemberExpr>(Cur)) {
        if (isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts())) {
          if (ME == E)
            return; // a data member that is a pointer: mapped as one
          U.Root = ME->getMemberDecl();
          break;
        }
        Steps.push_back(ME);
        Cur = ME->getBase();
      } else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(Cur)) {
        Steps.push_back(AS);
        Cur = subscriptBase(AS);
      } else {
        const auto *DRE = dyn_cast<DeclRefExpr>(Cur);
        const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
        if (!VD || declaredInside(VD))
          return;
        U.Root = VD;
        break;
      }
    }
    size_t Subscripts = llvm::count_if(
        Steps, [](const Expr *S) { return isa<ArraySubscriptExpr>(S); });
    if (Subscripts > 0) {
      // Only a[i].m.p: the subscript right at the variable, then members.
      bool Element = Subscripts == 1 && isa<ArraySubscriptExpr>(Steps.back());
      for (size_t I = Steps.size() - 1; Element && I-- > 0;) {
        const auto *ME = cast<MemberExpr>(Steps[I]);
        Element = !ME->isArrow();
        U.Rest += "." + ME->getMemberDecl()->getName().str();
      }
      if (!Element) {
        D.report(diag::HostPointerInStruct, E->getMemberLoc(),
                 "pointer member '" + E->getMemberDecl()->getName().str() +
                     "' is read through a subscript inside a struct; "
                     "acc2cuda cannot check that it is attached (only "
                     "s.p, p->p and a[i].p forms are supported); copy it to "
                     "a local pointer and name that in a data clause");
        Ok = false;
        return;
      }
      U.Element = true;
    }
    PointerRoots.insert(U.Root);
    PointerUses.push_back(std::move(U));
  }

  bool declaredInside(const ValueDecl *VD) const {
    SourceLocation L = SM.getExpansionLoc(VD->getLocation());
    return !SM.isBeforeInTranslationUnit(
               L, SM.getExpansionLoc(Region.getBegin())) &&
           !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(Region.getEnd()),
                                         L);
  }
  void qualifiedUse(const VarDecl *VD, const DeclRefExpr *E) {
    SourceLocation B = E->getQualifierLoc().getBeginLoc();
    SourceLocation Name = E->getLocation();
    if (B.isMacroID() || Name.isMacroID())
      return;
    QualifiedName &Q = Qualified[VD];
    if (Q.Spelling.empty())
      Q.Spelling = sourceText(SourceRange(B, Name), Ctx);
    Q.Qualifiers.push_back(SourceRange(B, Name.getLocWithOffset(-1)));
  }
  /// Whether \p E is called: `f(i)` (also of a dependent type) or a
  /// functor's `operator()`.
  bool isCallee(const DeclRefExpr *E) {
    const Expr *Cur = E;
    const Expr *PE = parentExpr(Cur);
    for (; PE && isa<ParenExpr, ImplicitCastExpr>(PE); PE = parentExpr(Cur))
      Cur = PE;
    if (const auto *Op = dyn_cast_or_null<CXXOperatorCallExpr>(PE))
      return Op->getOperator() == OO_Call && Op->getArg(0) == Cur;
    if (const auto *Call = dyn_cast_or_null<CallExpr>(PE))
      return Call->getCallee() == Cur;
    return false;
  }
  /// The expression holding \p E, or null (a statement or declaration).
  const Expr *parentExpr(const Expr *E) const {
    DynTypedNodeList Parents = Ctx.getParents(*E);
    return Parents.empty() ? nullptr : Parents[0].get<Expr>();
  }
  void use(const ValueDecl *VD, SourceLocation Loc) {
    VarUse &U = Uses[VD];
    if (!U.Decl) {
      U.Decl = VD;
      U.FirstUse = Loc;
    }
  }
  void write(const Expr *E) {
    E = E->IgnoreParenImpCasts();
    bool Element = false;
    // The write lands in the storage of the variable the chain starts
    // from (`s.w[i]` of an array member, `a[i]` of a std::array), not
    // behind a pointer it holds.
    bool Own = true, Member = false;
    const FieldDecl *Outermost = nullptr; // the member right after the base
    // `p->n = 1`, `*p = s`: in the storage of the struct pointer p points
    // to (the writes checkMemberWrites looks at for `map(p->n)`).
    bool InPointee = false, WholePointee = false;
    while (true) {
      if (auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
        const auto *Decay = dyn_cast<ImplicitCastExpr>(subscriptBase(AS));
        // In a template `a[i]` of a dependent std::array stays a subscript:
        // an element of the struct's own storage, as its operator[] gives.
        const bool StdArray = isDependentStdArray(subscriptBase(AS)->getType());
        if ((!Decay || Decay->getCastKind() != CK_ArrayToPointerDecay) &&
            !StdArray)
          Own = false;
        E = subscriptBase(AS)->IgnoreParenImpCasts();
        Element = true;
        Member |= StdArray;
      } else if (auto *UO = dyn_cast<UnaryOperator>(E);
                 UO && UO->getOpcode() == UO_Deref) {
        E = UO->getSubExpr()->IgnoreParenImpCasts();
        WholePointee = Own && !Member && isa<DeclRefExpr>(E);
        Element = true;
        Own = false;
      } else if (auto *ME = dyn_cast<MemberExpr>(E);
                 ME &&
                 !isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts())) {
        Outermost = dyn_cast<FieldDecl>(ME->getMemberDecl());
        E = ME->getBase()->IgnoreParenImpCasts();
        if (ME->isArrow()) {
          InPointee = Own && isa<DeclRefExpr>(E);
          Own = false;
        }
        Member = true;
      } else if (auto *DM = dyn_cast<CXXDependentScopeMemberExpr>(E);
                 DM && !DM->isImplicitAccess() &&
                 !isa<CXXThisExpr>(DM->getBase()->IgnoreParenImpCasts())) {
        // `s.x` on a struct whose type depends on a template parameter:
        // the member is known in each instantiation only.
        Outermost = nullptr;
        E = DM->getBase()->IgnoreParenImpCasts();
        if (DM->isArrow()) {
          InPointee = Own && isa<DeclRefExpr>(E);
          Own = false;
        }
        Member = true;
      } else if (auto *OC = dyn_cast<CXXOperatorCallExpr>(E);
                 OC && OC->getOperator() == OO_Subscript &&
                 OC->getNumArgs() == 2) {
        const CXXRecordDecl *RD =
            OC->getArg(0)->getType()->getAsCXXRecordDecl();
        if (!RD || !isStdArray(RD))
          Own = false;
        E = OC->getArg(0)->IgnoreParenImpCasts();
        Element = true;
        Member = true;
      } else {
        break;
      }
    }
    const ValueDecl *VD = nullptr;
    if (auto *DRE = dyn_cast<DeclRefExpr>(E))
      VD = DRE->getDecl();
    else if (auto *ME = dyn_cast<MemberExpr>(E))
      VD = ME->getMemberDecl();
    if (!VD)
      return;
    // Assignments are visited before their operands: `a[i] = ...` may be
    // the first reference to a.
    auto *Var = dyn_cast<VarDecl>(VD);
    if (!Uses.count(VD) &&
        ((Var && !declaredInside(Var)) || isa<FieldDecl>(VD) ||
         (isa<BindingDecl>(VD) && !declaredInside(VD))))
      use(VD, E->getBeginLoc());
    auto It = Uses.find(VD);
    if (It == Uses.end())
      return;
    // Inside a struct variable's own storage: the struct is written.
    bool Record = isClassType(VD->getType().getNonReferenceType());
    if (Member && Own && Record)
      Element = false;
    (Element ? It->second.ElementWritten : It->second.Written) = true;
    if (VD->getType()->isPointerType() &&
        VD->getType()->getPointeeType()->isRecordType()) {
      if (InPointee && Outermost)
        It->second.WrittenFields.insert(Outermost);
      else if (WholePointee)
        It->second.WrittenWhole = true;
      return;
    }
    if (!Record || !Own)
      return;
    if (Member && Outermost)
      It->second.WrittenFields.insert(Outermost);
    else if (!Member)
      It->second.WrittenWhole = true;
  }
  /// Base is what a member is accessed or a member function called on:
  /// its variable (s in s.n, a in a[i].n) is a member base.
  void noteMemberBase(const Expr *Base) {
    const Expr *Root = Base;
    while (const auto *AS = dyn_cast<ArraySubscriptExpr>(Root))
      Root = subscriptBase(AS)->IgnoreParenImpCasts();
    if (auto *DRE = dyn_cast<DeclRefExpr>(Root))
      MemberBases.insert(DRE);
  }
  static bool isStdArray(const CXXRecordDecl *RD) {
    return RD->getName() == "array" && RD->isInStdNamespace();
  }
  /// `std::array<T, N>` in a template, not instantiated yet.
  static bool isDependentStdArray(QualType T) {
    const auto *TST =
        T.getNonReferenceType()->getAs<TemplateSpecializationType>();
    const TemplateDecl *TD =
        TST ? TST->getTemplateName().getAsTemplateDecl() : nullptr;
    return TD && TD->getName() == "array" && TD->isInStdNamespace();
  }
  bool isUnderMember(const CXXThisExpr *E) {
    for (const DynTypedNode &P : Ctx.getParents(*E)) {
      const Stmt *S = P.get<Stmt>();
      while (S && isa<ImplicitCastExpr, ParenExpr>(S)) {
        auto Ps = Ctx.getParents(*S);
        S = Ps.empty() ? nullptr : Ps[0].get<Stmt>();
      }
      if (S && isa<MemberExpr>(S))
        return true;
    }
    return false;
  }

  ASTContext &Ctx;
  const SourceManager &SM;
  SourceRange Region;
  Diag &D;
  const NestedLoopMap &NestedLoops;
  llvm::SmallPtrSet<const CXXThisExpr *, 8> ThisBases;
  /// Variables used as the base of a member access (s in s.n).
  llvm::SmallPtrSet<const DeclRefExpr *, 8> MemberBases;
};

} // namespace region_scan

using region_scan::RegionScanner;
using region_scan::VarUse;

} // namespace acc2cuda

#endif
