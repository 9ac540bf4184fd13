//===- ReadOnlyArrays.cpp -------------------------------------------------===//

#include "ReadOnlyArrays.h"
#include "Support/SourceText.h"
#include "Support/Subscripts.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace acc2cuda {

namespace {

using CaptureMap = llvm::DenseMap<const ValueDecl *, const Capture *>;

/// The capture a reference names: `a` (DeclRefExpr) or a data member
/// `this->a` (MemberExpr on `this`).
const Capture *capturedBy(const Expr *E, const CaptureMap &Captures) {
  E = E->IgnoreParenImpCasts();
  const ValueDecl *D = nullptr;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    D = DRE->getDecl();
  else if (const auto *ME = dyn_cast<MemberExpr>(E);
           ME && isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
    D = ME->getMemberDecl();
  return D ? Captures.lookup(D) : nullptr;
}

bool isMappedArray(const Capture &C) {
  return (C.Kind == CaptureKind::DevicePointer ||
          C.Kind == CaptureKind::MappedArray) &&
         !C.HostData.empty();
}

/// Whether a parameter of type T lets the callee store to its argument.
bool storesThrough(QualType T) {
  if (const auto *R = T->getAs<ReferenceType>())
    return !R->getPointeeType().isConstQualified();
  if (const auto *Ptr = T->getAs<PointerType>())
    return !Ptr->getPointeeType().isConstQualified();
  return false;
}

/// Whether every store in a statement (and in the functions it calls) goes
/// to the kernel's own variables or through an array the construct maps,
/// and through which of those.
class StoreCheck : public RecursiveASTVisitor<StoreCheck> {
public:
  StoreCheck(ASTContext &Ctx, const CaptureMap &Captures, bool ThisOwned,
             llvm::SmallPtrSetImpl<const FunctionDecl *> &Visited,
             unsigned Depth)
      : Ctx(Ctx), Captures(Captures), ThisOwned(ThisOwned), Visited(Visited),
        Depth(Depth) {}

  bool shouldVisitImplicitCode() const { return false; }
  // Clauses of nested OpenMP directives: reduction combiners store to the
  // directive's private copies.
  bool TraverseOMPClause(OMPClause *) { return true; }

  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->isAssignmentOp())
      store(BO->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    // An address taken may be stored through later.
    if (UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf)
      store(UO->getSubExpr());
    return true;
  }
  bool VisitCallExpr(CallExpr *E) {
    call(E);
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    const CXXConstructorDecl *Ctor = E->getConstructor();
    if (Ctor->isTrivial())
      return true;
    arguments(Ctor, E->arguments(), 0);
    if (!followable(Ctor))
      Safe = false;
    return true;
  }
  bool VisitCXXBindTemporaryExpr(CXXBindTemporaryExpr *E) {
    destroys(E->getType());
    return true;
  }
  bool VisitVarDecl(VarDecl *VD) {
    destroys(VD->getType());
    return true;
  }
  bool VisitCXXNewExpr(CXXNewExpr *E) {
    if (E->getNumPlacementArgs())
      Safe = false; // constructs in memory it is given
    return true;
  }
  bool VisitCXXDeleteExpr(CXXDeleteExpr *) { return unsafe(); }
  bool VisitAsmStmt(AsmStmt *) { return unsafe(); }

  bool Safe = true;
  /// The mapped captures stored through.
  llvm::SetVector<const Capture *> Written;

private:
  bool unsafe() {
    Safe = false;
    return true;
  }

  /// A store to the object lvalue E designates.
  void store(const Expr *E) {
    while (true) {
      E = E->IgnoreParenImpCasts();
      if (isa<MaterializeTemporaryExpr>(E) || isa<CompoundLiteralExpr>(E))
        return; // a temporary of the kernel's
      if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
        storeThrough(subscriptBase(ASE));
        return;
      }
      if (const auto *ME = dyn_cast<MemberExpr>(E)) {
        if (ME->isArrow()) {
          if (isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
            member(ME);
          else
            storeThrough(ME->getBase());
          return;
        }
        E = ME->getBase(); // a member of that object
        continue;
      }
      if (const auto *UO = dyn_cast<UnaryOperator>(E);
          UO && UO->getOpcode() == UO_Deref) {
        storeThrough(UO->getSubExpr());
        return;
      }
      if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
        return variable(DRE->getDecl());
      Safe = false;
      return;
    }
  }

  /// A store through pointer value P: into the array P decays from, the
  /// object `&x` names, or what a mapped pointer capture points to.
  void storeThrough(const Expr *P) {
    P = P->IgnoreParenImpCasts();
    if (P->getType()->isArrayType())
      return store(P);
    if (const auto *UO = dyn_cast<UnaryOperator>(P);
        UO && UO->getOpcode() == UO_AddrOf)
      return store(UO->getSubExpr());
    if (const auto *BO = dyn_cast<BinaryOperator>(P);
        BO && BO->isAdditiveOp() && BO->getType()->isPointerType())
      return storeThrough(BO->getLHS()->getType()->isPointerType()
                              ? BO->getLHS()
                              : BO->getRHS());
    if (isa<CXXThisExpr>(P)) {
      Safe = Safe && ThisOwned;
      return;
    }
    if (isa<CXXNullPtrLiteralExpr>(P) || isa<GNUNullExpr>(P) ||
        isa<IntegerLiteral>(P))
      return;
    const Capture *C = capturedBy(P, Captures);
    if (C && isMappedArray(*C)) {
      Written.insert(C);
      return;
    }
    Safe = false;
  }

  /// A store to data member `this->M` (without dereferencing it).
  void member(const MemberExpr *ME) {
    if (const Capture *C = Captures.lookup(ME->getMemberDecl()))
      return captured(*C);
    Safe = Safe && ThisOwned;
  }

  /// A store to variable D itself.
  void variable(const ValueDecl *D) {
    if (const Capture *C = Captures.lookup(D))
      return captured(*C);
    // The kernel's locals and parameters; variables from outside the
    // construct that are not captures are its locals too (reductions, loop
    // variables). Globals and references are somebody else's.
    const auto *VD = dyn_cast<VarDecl>(D);
    if (!VD || !VD->hasLocalStorage() || VD->getType()->isReferenceType())
      Safe = false;
  }

  void captured(const Capture &C) {
    switch (C.Kind) {
    case CaptureKind::MappedArray:
    case CaptureKind::MappedScalar:
    case CaptureKind::ContainerView:
      if (C.HostData.empty())
        Safe = false;
      else
        Written.insert(&C);
      return;
    default: // the kernel's parameter or local itself
      return;
    }
  }

  void call(const CallExpr *E) {
    const FunctionDecl *F = E->getDirectCallee();
    if (!F) {
      Safe = false;
      return;
    }
    unsigned Shift = 0;
    if (const auto *M = dyn_cast<CXXMethodDecl>(F); M && !M->isStatic()) {
      const Expr *Object =
          isa<CXXOperatorCallExpr>(E)
              ? E->getArg(0)
              : cast<CXXMemberCallExpr>(E)->getImplicitObjectArgument();
      // A trivial assignment stores to its left operand only.
      if (M->isTrivial() &&
          (M->isCopyAssignmentOperator() || M->isMoveAssignmentOperator())) {
        store(Object);
        return;
      }
      if (!M->isConst()) {
        Safe = false;
        return;
      }
      Shift = isa<CXXOperatorCallExpr>(E) ? 1 : 0;
    }
    arguments(F, E->arguments(), Shift);
    if (!followable(F))
      Safe = false;
  }

  /// Arguments bound to parameters the callee may store through.
  template <typename Range>
  void arguments(const FunctionDecl *F, Range Args, unsigned Shift) {
    unsigned I = 0;
    for (const Expr *A : Args) {
      if (I >= Shift) {
        unsigned Param = I - Shift;
        QualType T = Param < F->getNumParams()
                         ? F->getParamDecl(Param)->getType()
                         : A->getType(); // variadic
        if (storesThrough(T)) {
          if (T->isReferenceType())
            store(A);
          else
            storeThrough(A);
        }
      }
      ++I;
    }
  }

  /// The destructor of a variable or temporary of type T runs at its end.
  void destroys(QualType T) {
    const CXXRecordDecl *RD = Ctx.getBaseElementType(T)->getAsCXXRecordDecl();
    if (!RD || !RD->hasDefinition() || RD->hasTrivialDestructor())
      return;
    const CXXDestructorDecl *Dtor = RD->getDestructor();
    if (!Dtor || !followable(Dtor))
      Safe = false;
  }

  /// Whether the stores of function F stay in its own variables (its
  /// object's, for constructors and destructors). Library functions are
  /// trusted beyond their parameters, which the caller checks.
  bool followable(const FunctionDecl *F) {
    const SourceManager &SM = Ctx.getSourceManager();
    if (F->getBuiltinID() || SM.isInSystemHeader(F->getLocation()))
      return true;
    const FunctionDecl *Def = nullptr;
    if (!F->hasBody(Def) || !Def) {
      // The OpenMP and OpenACC routines the translator lowers.
      llvm::StringRef Name =
          F->getDeclName().isIdentifier() ? F->getName() : "";
      return Name.starts_with("omp_") || Name.starts_with("acc_");
    }
    if (!Visited.insert(Def).second)
      return true; // being checked further up
    if (Depth >= 8)
      return false;
    CaptureMap None;
    StoreCheck Callee(
        Ctx, None, isa<CXXConstructorDecl>(Def) || isa<CXXDestructorDecl>(Def),
        Visited, Depth + 1);
    Callee.TraverseDecl(const_cast<FunctionDecl *>(Def));
    return Callee.Safe;
  }

  ASTContext &Ctx;
  const CaptureMap &Captures;
  bool ThisOwned;
  llvm::SmallPtrSetImpl<const FunctionDecl *> &Visited;
  unsigned Depth;
};

/// Whether call or construction P takes Arg as a reference to const.
bool bindsToConstReference(const Expr *Arg, const Expr *P) {
  const FunctionDecl *F = nullptr;
  llvm::ArrayRef<const Expr *> Args;
  if (const auto *CE = dyn_cast<CallExpr>(P)) {
    // The object of a member operator is no parameter.
    if (isa<CXXOperatorCallExpr>(CE) &&
        isa_and_nonnull<CXXMethodDecl>(CE->getDirectCallee()))
      return false;
    F = CE->getDirectCallee();
    Args = llvm::ArrayRef(CE->getArgs(), CE->getNumArgs());
  } else if (const auto *CE = dyn_cast<CXXConstructExpr>(P)) {
    F = CE->getConstructor();
    Args = llvm::ArrayRef(CE->getArgs(), CE->getNumArgs());
  }
  if (!F)
    return false;
  for (unsigned I = 0; I < Args.size() && I < F->getNumParams(); ++I)
    if (Args[I] == Arg) {
      QualType T = F->getParamDecl(I)->getType();
      return T->isReferenceType() && T->getPointeeType().isConstQualified() &&
             !T->getPointeeType().isVolatileQualified();
    }
  return false;
}

/// Whether the reference on top of \p Path (the statements from the
/// region's down to it) to an array only reads its elements: it is
/// subscripted (or dereferenced), and the element, or a member of it, is
/// loaded or bound to a reference to const.
bool onlyReads(llvm::ArrayRef<const Stmt *> Path) {
  const Expr *Cur = dyn_cast<Expr>(Path.back());
  bool Element = false; // Cur designates an element rather than the array
  for (size_t I = Path.size() - 1; Cur && I-- > 0;) {
    const auto *P = dyn_cast<Expr>(Path[I]);
    if (!P)
      return false;
    if (const auto *IC = dyn_cast<ImplicitCastExpr>(P)) {
      switch (IC->getCastKind()) {
      case CK_LValueToRValue:
        if (Element)
          return true;
        break; // the pointer's own value
      case CK_ArrayToPointerDecay:
        Element = false; // a row, or the array, as a pointer to its elements
        break;
      case CK_NoOp:
      case CK_UncheckedDerivedToBase:
      case CK_DerivedToBase:
        break;
      default:
        return false;
      }
    } else if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(P)) {
      if (Element || subscriptBase(ASE) != Cur)
        return false;
      Element = true;
    } else if (const auto *UO = dyn_cast<UnaryOperator>(P)) {
      if (Element || UO->getOpcode() != UO_Deref)
        return false;
      Element = true;
    } else if (const auto *ME = dyn_cast<MemberExpr>(P)) {
      if (!Element || ME->isArrow() || !isa<FieldDecl>(ME->getMemberDecl()))
        return false;
    } else if (!isa<ParenExpr>(P)) {
      return Element && bindsToConstReference(Cur, P);
    }
    Cur = P;
  }
  return false;
}

/// The captured variables a statement references, and whether each
/// reference only reads elements. The path to each node is tracked here,
/// not looked up in the parent map: OpenMP's implicit clauses share the
/// region's references, which then have parents outside the code.
class References : public RecursiveASTVisitor<References> {
public:
  explicit References(const CaptureMap &Captures) : Captures(Captures) {}
  bool shouldVisitImplicitCode() const { return false; }
  // The clauses of nested OpenMP directives name variables without reading
  // or writing them.
  bool TraverseOMPClause(OMPClause *) { return true; }
  bool dataTraverseStmtPre(Stmt *S) {
    Path.push_back(S);
    return true;
  }
  bool dataTraverseStmtPost(Stmt *) {
    Path.pop_back();
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    reference(Captures.lookup(E->getDecl()));
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    if (isa<CXXThisExpr>(E->getBase()->IgnoreParenImpCasts()))
      reference(Captures.lookup(E->getMemberDecl()));
    return true;
  }
  /// Per referenced capture: whether every reference only reads.
  llvm::DenseMap<const Capture *, bool> OnlyRead;

private:
  void reference(const Capture *C) {
    // A nested OpenMP region's capture of the variable: its uses inside
    // count.
    if (!C || (Path.size() > 1 && isa<CapturedStmt>(Path[Path.size() - 2])))
      return;
    auto [It, New] = OnlyRead.try_emplace(C, true);
    It->second = It->second && onlyReads(Path);
  }

  const CaptureMap &Captures;
  std::vector<const Stmt *> Path;
};

} // namespace

void planReadOnlyArrays(KernelPlan &P, const Stmt *Body, ASTContext &Ctx) {
  if (!Body || !P.C || !P.C->Function || P.C->Function->isDependentContext())
    return;
  CaptureMap Captures;
  for (const Capture &C : P.Captures)
    if (C.Decl)
      Captures[C.Decl] = &C;
  References Refs(Captures);
  Refs.TraverseStmt(const_cast<Stmt *>(Body));

  // The read-only captures and their element types, unqualified.
  std::vector<std::pair<Capture *, QualType>> Reads;
  for (Capture &C : P.Captures) {
    auto It = Refs.OnlyRead.find(&C);
    if (!isMappedArray(C) || It == Refs.OnlyRead.end() || !It->second ||
        llvm::any_of(P.ArrayReductions,
                     [&](const ArrayReduction &A) { return A.Name == C.Name; }))
      continue;
    QualType T = C.Decl->getType().getNonReferenceType();
    QualType Elem = T->isPointerType()
                        ? T->getPointeeType()
                        : Ctx.getAsArrayType(T)->getElementType();
    if (Elem->isDependentType() || Elem.isVolatileQualified())
      continue;
    Qualifiers Quals;
    Reads.push_back({&C, Ctx.getUnqualifiedArrayType(Elem, Quals)});
  }
  if (Reads.empty())
    return;

  llvm::SmallPtrSet<const FunctionDecl *, 8> Visited;
  StoreCheck Stores(Ctx, Captures, /*ThisOwned=*/false, Visited, 0);
  Stores.TraverseStmt(const_cast<Stmt *>(Body));
  ReadOnlyPlan &R = P.ReadOnly;
  for (const Capture *C : Stores.Written)
    R.Writes.push_back(C->HostData);
  // The last iteration stores lastprivate variables into their mappings.
  for (const Capture &C : P.Captures)
    if (C.Kind == CaptureKind::LastPrivate)
      R.Writes.push_back(C.HostData);
  R.When = !Stores.Safe       ? ReadOnlyPlan::Restrict::Never
           : R.Writes.empty() ? ReadOnlyPlan::Restrict::Always
                              : ReadOnlyPlan::Restrict::Checked;
  if (R.When != ReadOnlyPlan::Restrict::Checked)
    R.Writes.clear();

  for (auto &[C, Elem] : Reads) {
    QualType ConstPtr = Ctx.getPointerType(Ctx.getConstType(Elem));
    // nvcc's host-side launch code spells a `typedef struct {...} T` that
    // a template argument names as `struct T` and rejects it: such arrays
    // keep one parameter type in both instances.
    const TagDecl *Tag = Elem->getAsTagDecl();
    bool Unnamed = Tag && !Tag->getIdentifier();
    switch (Unnamed && R.When == ReadOnlyPlan::Restrict::Checked
                ? ReadOnlyPlan::Restrict::Never
                : R.When) {
    case ReadOnlyPlan::Restrict::Never:
      C->ParamDecl = declareAs(ConstPtr, C->Name, Ctx);
      break;
    case ReadOnlyPlan::Restrict::Always:
      C->ParamDecl = declareAs(ConstPtr, "__restrict__ " + C->Name, Ctx);
      break;
    case ReadOnlyPlan::Restrict::Checked:
      C->ParamDecl = "acc2cuda::const_ptr<acc2cuda_restrict, " +
                     typeText(Elem, Ctx) + "> " + C->Name;
      R.Reads.push_back(C->HostData);
      break;
    }
    R.Names.push_back(C->Name);
  }
}

} // namespace acc2cuda
