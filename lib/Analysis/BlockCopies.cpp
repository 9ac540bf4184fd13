//===- BlockCopies.cpp ----------------------------------------------------===//

#include "BlockCopies.h"
#include "AtomicLowering.h"
#include "Support/DeclRefs.h"
#include "Support/SourceText.h"
#include "Support/Subscripts.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include <functional>

using namespace clang;

namespace acc2cuda {

namespace {

/// The operator a copy accumulates with: `-` updates accumulate the
/// negated sum, which the end of the block adds.
std::optional<ReductionOp> combineOp(llvm::StringRef Op) {
  return llvm::StringSwitch<std::optional<ReductionOp>>(Op)
      .Cases("Add", "Sub", ReductionOp::Add)
      .Case("Min", ReductionOp::Min)
      .Case("Max", ReductionOp::Max)
      .Case("And", ReductionOp::BitAnd)
      .Case("Or", ReductionOp::BitOr)
      .Case("Xor", ReductionOp::BitXor)
      .Default(std::nullopt);
}

/// Whether `x op e` computes in x's type T, so that combining partial
/// results gives what updating x one at a time gives: integers in modular
/// arithmetic, floating values without a wider operand (the order of
/// floating updates is free anyway).
bool computesInType(QualType T, const Expr *E, const ASTContext &Ctx) {
  if (!E)
    return true;
  QualType ET = E->IgnoreParenImpCasts()->getType();
  if (T->isIntegerType())
    return ET->isIntegerType();
  return ET->isIntegerType() || (ET->isRealFloatingType() &&
                                 Ctx.getTypeSize(ET) <= Ctx.getTypeSize(T));
}

/// An atomic's target `v[i]...[j]` on a variable: the variable, when the
/// subscripts reach a scalar element of 4 or 8 bytes.
const VarDecl *subscriptedVariable(const Expr *X, const ASTContext &Ctx) {
  QualType T = X->getType();
  if (!(T->isIntegerType() || T->isRealFloatingType()) ||
      T->isSpecificBuiltinType(BuiltinType::LongDouble) ||
      T->isEnumeralType() || T->isBooleanType())
    return nullptr;
  uint64_t Bits = Ctx.getTypeSize(T);
  if (Bits != 32 && Bits != 64)
    return nullptr;
  const Expr *E = X->IgnoreParens();
  unsigned Subscripts = 0;
  while (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
    E = subscriptBase(ASE)->IgnoreParenImpCasts();
    ++Subscripts;
  }
  const auto *DRE = dyn_cast<DeclRefExpr>(E);
  if (!Subscripts || !DRE)
    return nullptr;
  const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
  if (!VD)
    return nullptr;
  // The subscripts must walk the variable's own elements: one for a
  // pointer to scalars, one per dimension for an array.
  QualType VT = VD->getType().getNonReferenceType();
  unsigned Rank = 0;
  if (VT->isPointerType()) {
    VT = VT->getPointeeType();
    Rank = 1;
  }
  while (const ArrayType *AT = Ctx.getAsArrayType(VT)) {
    VT = AT->getElementType();
    ++Rank;
  }
  if (Rank != Subscripts ||
      !Ctx.hasSameUnqualifiedType(VT, T.getUnqualifiedType()))
    return nullptr;
  return VD;
}

/// Whether some pointer the kernel gets holds a device address the runtime
/// does not know (deviceptr, is_device_ptr): it might point into an array
/// a block would copy, and its accesses would miss the copy.
bool unknownDeviceAddresses(const KernelPlan &P) {
  return llvm::any_of(P.Captures, [](const Capture &C) {
    return C.Kind == CaptureKind::DevicePointer && C.Argument == C.Name;
  });
}

/// Whether the subscripts of the target \p X read \p VD.
bool subscriptsRead(const Expr *X, const VarDecl *VD) {
  for (const Expr *E = X->IgnoreParens();
       const auto *ASE = dyn_cast<ArraySubscriptExpr>(E);
       E = subscriptBase(ASE)->IgnoreParenImpCasts())
    if (countDeclRefs(subscriptIndex(ASE), VD))
      return true;
  return false;
}

/// The statements of \p Body that run at most once per iteration of the
/// loops spread over the grid (\p Spread): those outside every other loop
/// and lambda. Empty when a `goto` may repeat them.
llvm::DenseSet<const Stmt *>
oncePerIteration(const Stmt *Body, llvm::ArrayRef<CanonicalLoop> Spread) {
  llvm::DenseSet<const Stmt *> Once;
  bool Jumps = false;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S)
      return;
    if (isa<GotoStmt, IndirectGotoStmt>(S))
      Jumps = true;
    const bool OtherLoop =
        isa<WhileStmt, DoStmt, CXXForRangeStmt, LambdaExpr>(S) ||
        (isa<ForStmt>(S) && llvm::none_of(Spread, [&](const CanonicalLoop &L) {
           return L.For == S;
         }));
    if (OtherLoop)
      return;
    Once.insert(S);
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Body);
  if (Jumps)
    Once.clear();
  return Once;
}

/// What one atomic update adds, when it adds a constant >= 0 to an integer
/// (`x++`, `++x`, `x += 1`, `x = x + 2`).
std::optional<unsigned long long> constantIncrement(const AtomicUpdateForm &F,
                                                    const ASTContext &Ctx) {
  if (F.Op != "Add")
    return std::nullopt;
  if (!F.E)
    return 1;
  Expr::EvalResult R;
  if (F.E->isValueDependent() || !F.E->getType()->isIntegerType() ||
      !F.E->EvaluateAsInt(R, Ctx))
    return std::nullopt;
  const llvm::APSInt &V = R.Val.getInt();
  if (V.isNegative() || V.getActiveBits() > 32)
    return std::nullopt;
  return V.getZExtValue();
}

} // namespace

void planBlockCopies(KernelPlan &P, const Stmt *Body,
                     llvm::ArrayRef<AtomicDirective> Atomics, ASTContext &Ctx) {
  if (P.Loops.empty() || P.SingleThread || unknownDeviceAddresses(P) ||
      !P.PointerChecks.empty())
    return;
  struct Candidate {
    std::optional<ReductionOp> Op;
    QualType Scalar;
    unsigned References = 0; ///< in the atomics' statements
    bool Usable = true;
    /// What the atomics add per iteration, while they may count in 32 bits.
    std::optional<unsigned long long> Increments = 0;
  };
  const llvm::DenseSet<const Stmt *> Once = oncePerIteration(Body, P.Loops);
  llvm::MapVector<const VarDecl *, Candidate> Updated;
  for (const AtomicDirective &A : Atomics) {
    if (!isWithin(A.S->getBeginLoc(), Body, Ctx))
      continue;
    std::optional<AtomicUpdateForm> F = atomicUpdateForm(A, Ctx);
    const VarDecl *VD = F ? subscriptedVariable(F->X, Ctx) : nullptr;
    if (!VD)
      continue;
    Candidate &C = Updated[VD];
    std::optional<ReductionOp> Op = combineOp(F->Op);
    QualType T = F->X->getType().getUnqualifiedType();
    // Every other reference in the statement is a copy of the target
    // (`x = e > x ? e : x`) unless the operand or the subscripts read the
    // array.
    if (!Op || !computesInType(T, F->E, Ctx) ||
        (F->E && countDeclRefs(F->E, VD)) || subscriptsRead(F->X, VD) ||
        (C.Op && (C.Op != Op || !Ctx.hasSameType(C.Scalar, T))))
      C.Usable = false;
    C.Op = Op;
    C.Scalar = T;
    C.References += countDeclRefs(A.S, VD);
    std::optional<unsigned long long> Add = constantIncrement(*F, Ctx);
    if (!Add || !Once.contains(A.S) || !T->isIntegerType() ||
        Ctx.getTypeSize(T) != 64)
      C.Increments.reset();
    else if (C.Increments)
      *C.Increments += *Add;
  }
  if (Updated.empty())
    return;
  // Every reference must be in an atomic's statement.
  for (auto &[VD, C] : Updated) {
    if (!C.Usable || countDeclRefs(Body, VD) != C.References ||
        !VD->isLocalVarDeclOrParm() || C.Scalar->isDependentType())
      continue;
    // Passed as the mapped data's device address, from its first element
    // (a section from 0), with a known extent.
    const Capture *Cap = nullptr;
    for (const Capture &K : P.Captures)
      if (K.Decl == VD && (K.Kind == CaptureKind::DevicePointer ||
                           K.Kind == CaptureKind::MappedArray))
        Cap = &K;
    if (!Cap)
      continue;
    const Mapping *M = nullptr;
    for (const Mapping &K : P.Maps)
      if (!K.DevVar.empty() && K.DevVar == Cap->Argument && !K.AttachOnly)
        M = &K;
    if (!M || M->Map.DevicePtr)
      continue;
    // A pointer the construct names no section of (Count "0") reaches the
    // end of the present data it points into.
    std::string Bytes = M->Count == "0"
                            ? "acc2cuda_c.present_bytes(" + M->HostStart + ")"
                            : "(long long)(" + M->Count +
                                  ") * (long long)sizeof(*" + M->DevVar + ")";
    BlockCopy B{Cap->Name, typeText(C.Scalar, Ctx), *C.Op, std::move(Bytes),
                M->HostStart};
    B.NarrowBound = C.Increments.value_or(0);
    P.BlockCopies.push_back(std::move(B));
  }
}

} // namespace acc2cuda
