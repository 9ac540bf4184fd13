//===- RegionCaptures.cpp - How each variable reaches a kernel ------------===//
//
// The explicit data-sharing clauses of a compute construct, then the
// dialect's implicit rules (OpenACC 3.3 2.6.2, OpenMP 5.2 5.1.1), decide
// for each variable the region uses whether the kernel gets it by value,
// as a device copy, private, firstprivate, lastprivate or reduced.
//
//===----------------------------------------------------------------------===//

#include "ContainerViews.h"
#include "DataMapping.h"
#include "DeviceCode.h"
#include "DeviceLambdas.h"
#include "ImpliedSections.h"
#include "RegionAnalyzer.h"
#include "Support/CAsCxx.h"
#include "Support/DeclRefs.h"
#include "Support/GeneratedText.h"
#include "Support/SourceText.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace acc2cuda {

/// Whether data of type \p T holds a long double: itself, its elements,
/// what it points to, or a member.
static bool holdsLongDouble(QualType T,
                            llvm::SmallPtrSetImpl<const Type *> &Seen) {
  if (T.isNull() || T->isDependentType())
    return false;
  T = T.getCanonicalType().getNonReferenceType();
  if (!Seen.insert(T.getTypePtr()).second)
    return false;
  if (T->isSpecificBuiltinType(BuiltinType::LongDouble))
    return true;
  if (const auto *PT = T->getAs<PointerType>())
    return holdsLongDouble(PT->getPointeeType(), Seen);
  if (const auto *AT = T->getAsArrayTypeUnsafe())
    return holdsLongDouble(AT->getElementType(), Seen);
  if (const auto *CT = T->getAs<ComplexType>())
    return holdsLongDouble(CT->getElementType(), Seen);
  const RecordDecl *RD = T->getAsRecordDecl();
  if (!RD || !(RD = RD->getDefinition()))
    return false;
  for (const FieldDecl *F : RD->fields())
    if (holdsLongDouble(F->getType(), Seen))
      return true;
  if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD))
    for (const CXXBaseSpecifier &B : CRD->bases())
      if (holdsLongDouble(B.getType(), Seen))
        return true;
  return false;
}
static bool holdsLongDouble(QualType T) {
  llvm::SmallPtrSet<const Type *, 8> Seen;
  return holdsLongDouble(T, Seen);
}

/// Applies explicit clauses, then the dialect's implicit rules.
/// Whether an array declared in \p S has a bound that reads \p V (C's
/// `double t[h]` with `const int h = 3`, a variable-length array in C that
/// the kernel must declare with a constant bound).
static bool boundsArrayIn(const Stmt *S, const VarDecl *V) {
  if (!S)
    return false;
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D))
        for (QualType T = VD->getType();
             const auto *AT = T->getAsArrayTypeUnsafe();
             T = AT->getElementType())
          if (const auto *VAT = dyn_cast<VariableArrayType>(AT);
              VAT && mentionsDecl(VAT->getSizeExpr(), V))
            return true;
  return llvm::any_of(S->children(),
                      [&](const Stmt *C) { return boundsArrayIn(C, V); });
}

bool RegionAnalyzer::classify(const VarUse &U) {
  const ValueDecl *VD = U.Decl;
  if (GangSectionVars.count(VD))
    return true; // planned by planPrivateSections
  std::string Name = VD->getName().str();
  QualType T = VD->getType().getNonReferenceType();
  if (unsupportedVLA(T)) {
    D.report(diag::VariableLengthArray, U.FirstUse, vlaMessage(Name));
    return false;
  }
  // nvcc compiles long double as double in device code: data of the
  // host's long double (16 bytes on x86-64) would be read as doubles.
  if (!PrivateVars.count(VD) && !ReductionOf.count(VD) && holdsLongDouble(T)) {
    D.report(diag::NotTriviallyCopyable, U.FirstUse,
             "'" + Name +
                 "' holds long double, which CUDA's device code treats as "
                 "double (of another size than the host's): the device "
                 "would misread its data; use double");
    return false;
  }
  Capture Cap;
  Cap.Decl = VD;
  Cap.Name = Name;
  Cap.Argument = Name;
  // A structured binding (arithmetic, RegionScanner): by value, read only.
  if (isa<BindingDecl>(VD)) {
    bool InClause = llvm::any_of(
        C.Data, [&](const DataClause &DC) { return DC.Var.Decl == VD; });
    if (U.Written || U.ElementWritten || InClause) {
      D.report(diag::UnsupportedContext, U.FirstUse,
               "the structured binding '" + Name +
                   "' is written or named in a clause: a compute region "
                   "reads such bindings by value only; copy it to a "
                   "variable declared before the construct");
      return false;
    }
    Cap.Kind = CaptureKind::Value;
    Cap.ParamDecl = declareAs(T.getUnqualifiedType(), Name, Ctx);
    P.Captures.push_back(Cap);
    return true;
  }
  // A lambda from the host: the kernel is a template over its closure type
  // (which has no name to declare a parameter with) and gets the closure by
  // value; the lambda becomes __host__ __device__ (DeviceLambdas.h).
  if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl(); RD && RD->isLambda()) {
    std::string Why = whyNotDeviceLambda(RD, Ctx);
    if (Why.empty() && hostDeviceMarkLoc(RD, Ctx).isInvalid())
      Why = "it has no parameter list '()' or comes from a macro";
    if (!Why.empty() || PrivateVars.count(VD) || LastPrivateVars.count(VD)) {
      D.report(
          diag::LambdaInRegion, U.FirstUse,
          "the lambda '" + Name + "' cannot be called on the device: " +
              (Why.empty() ? std::string("it is private to the region") : Why) +
              "; write a function (with 'routine seq' or 'declare "
              "target') and call that");
      return false;
    }
    std::string Param = "acc2cuda_closure_" + Name;
    P.ClosureParams.push_back("class " + Param);
    P.ClosureArgs.push_back("std::decay_t<decltype(" + Name + ")>");
    Cap.Kind = CaptureKind::Value;
    Cap.ParamDecl = Param + " " + Name;
    if (capturesPointers(RD))
      Cap.Argument = "acc2cuda_c.closure_on_device(" + Name + ")";
    P.Captures.push_back(Cap);
    return true;
  }
  // A std::vector stands for its elements (ContainerViews.h).
  QualType VecElem = vectorElementType(T);
  if (!VecElem.isNull()) {
    if (PrivateVars.count(VD) || FirstPrivateVars.count(VD) ||
        LastPrivateVars.count(VD) || ReductionOf.count(VD)) {
      D.report(diag::ContainerOnDevice, U.FirstUse,
               "std::vector '" + Name +
                   "' cannot be private or a reduction variable on the "
                   "device; privatize an array instead");
      return false;
    }
    if (!checkVectorElements(VecElem, Name, U.FirstUse, Ctx, D) ||
        !checkVectorUses(C.Body, VD, Ctx, D))
      return false;
  }
  bool Global = false;
  if (const auto *Var = dyn_cast<VarDecl>(VD)) {
    Global = Var->hasGlobalStorage() && !Var->isStaticLocal();
    // A variable template's specialization (`pi<double>`) is named with its
    // arguments, which no parameter can be: a scalar constant is read
    // directly, as nvcc allows for constexpr scalars.
    if (isa<VarTemplateSpecializationDecl>(Var) && Global &&
        Var->isUsableInConstantExpressions(Ctx) && T->isScalarType())
      return true;
    // Integral constants: CUDA lets device code read global ones directly;
    // local ones are re-declared so they still work as array bounds.
    // (A C global const integer with a constant initialiser is one in the
    // C++ output too; a C local stays a value, as C has it.)
    if (T->isIntegralOrEnumerationType() && (Global || Var->isStaticLocal()) &&
        usableAsCxxConstant(Var, Ctx))
      return true;
    // A C local is a value, as C has it, unless an array in the region
    // takes its bound from it.
    if ((Var->isUsableInConstantExpressions(Ctx) ||
         (usableAsCxxConstant(Var, Ctx) && boundsArrayIn(C.Body, Var))) &&
        T->isIntegralOrEnumerationType()) {
      if (Global || Var->isStaticLocal())
        return true;
      if (const APValue *V = Var->evaluateValue()) {
        Cap.Kind = CaptureKind::Private;
        // An enumeration's value prints as its number, which C++ converts
        // to the enumeration only by a cast.
        std::string Value = V->getAsString(Ctx, T);
        if (T->isEnumeralType())
          Value = "(" + typeText(T.getUnqualifiedType(), Ctx) + ")" + Value;
        Cap.LocalDecl = "const " +
                        declareAs(T.getUnqualifiedType(), Name, Ctx) + " = " +
                        Value + ";";
        P.Captures.push_back(Cap);
        return true;
      }
    }
  }
  if (ReductionOf.count(VD))
    return true; // planned separately
  if (LastPrivateVars.count(VD))
    return lastPrivate(U, Cap);
  if (PrivateVars.count(VD)) {
    Cap.Kind = CaptureKind::Private;
    Cap.LocalDecl = declareAs(T.getUnqualifiedType(), Name, Ctx) + ";";
    P.Captures.push_back(Cap);
    return true;
  }
  auto MapIt = MapIndex.find(VD);
  const DataClause *DC = DataOf.lookup(VD);
  const DataClause *EnclosingClause = nullptr;
  for (const DataClause &Cl : C.EnclosingData)
    if (Cl.Var.Decl == VD)
      EnclosingClause = &Cl; // the innermost region's
  const VarRef *Enclosing = EnclosingClause ? &EnclosingClause->Var : nullptr;
  bool NoCreate = EnclosingClause && EnclosingClause->Map.NoCreate;
  bool DevicePtr = DC ? DC->Map.DevicePtr
                      : MapIt == MapIndex.end() && EnclosingClause &&
                            EnclosingClause->Map.DevicePtr;
  if (FirstPrivateVars.count(VD) || DevicePtr) {
    if (T->isArrayType())
      return firstPrivateArray(U, T, Cap);
    Cap.Kind = CaptureKind::Value;
    Cap.ParamDecl = declareAs(T, Name, Ctx);
    P.Captures.push_back(Cap);
    return true;
  }

  bool IsOMP = C.Lang == Dialect::OpenMP;
  // Data of an enclosing data region is present: the construct looks it up
  // (a pointer by its current value, so host-side pointer swaps work). A
  // section the region maps (of an array, or of a pointer from another
  // element than the first) is looked up as that section.
  const VarRef *Section =
      Enclosing && !Enclosing->Subscripts.empty() &&
              ((T->isArrayType() && (!isZero(Enclosing->Subscripts[0].Lower) ||
                                     enclosingDevice(VD).empty())) ||
               NoCreate ||
               (T->isPointerType() && !isZero(Enclosing->Subscripts[0].Lower)))
          ? Enclosing
          : nullptr;
  if (MapIt == MapIndex.end() && Section) {
    std::optional<Mapping> M = makeMapping(
        *Section, NoCreate ? MapType::noCreate() : MapType::present(), true,
        NoCreate ? "no_create" : "present", Ctx, D);
    if (!M)
      return false;
    MapIt = MapIndex.insert({VD, P.Maps.size()}).first;
    P.Maps.push_back(*M);
  } else if (MapIt == MapIndex.end() && Enclosing) {
    Mapping M;
    M.Name = Name;
    M.HostStart = T->isPointerType() ? Name
                  : T->isArrayType() ? Name
                                     : "&" + Name;
    M.Count = T->isPointerType() ? "0" : "1";
    if (T->isArrayType())
      M.Count = "sizeof(" + Name + ") / sizeof(" + Name + "[0])";
    if (!VecElem.isNull()) {
      M.HostStart = Name + ".data()";
      M.Count = Name + ".size()";
    }
    M.DevVar = deviceVarName(Name, Ctx);
    M.Decl = VD;
    M.Map = NoCreate ? MapType::noCreate() : MapType::present();
    M.Implicit = true;
    M.Direct = enclosingDevice(VD);
    MapIt = MapIndex.insert({VD, P.Maps.size()}).first;
    P.Maps.push_back(M);
  }
  if (MapIt == MapIndex.end()) {
    // Implicit data attributes.
    auto Default = C.Default;
    if (Default == ComputeConstruct::DefaultKind::None) {
      D.report(diag::DefaultNone, U.FirstUse,
               "'" + Name +
                   "' must appear in a data clause "
                   "because of 'default(none)'");
      return false;
    }
    bool Scalar = !T->isArrayType() && !T->isPointerType() && VecElem.isNull();
    // OpenMP `defaultmap`: the behavior of the variable's category.
    using DMB = ComputeConstruct::DefaultmapBehavior;
    DMB DM = !IsOMP                               ? DMB::Unspecified
             : T->isPointerType()                 ? C.Defaultmap.Pointer
             : T->isArrayType() || isClassType(T) ? C.Defaultmap.Aggregate
                                                  : C.Defaultmap.Scalar;
    if (DM == DMB::None) {
      D.report(diag::DefaultNone, U.FirstUse,
               "'" + Name +
                   "' must appear in a data-sharing or map clause "
                   "because of 'defaultmap(none)'");
      return false;
    }
    if (DM == DMB::FirstPrivate && VecElem.isNull()) {
      if (T->isArrayType()) // an aggregate: the array by value
        return firstPrivateArray(U, T, Cap);
      Cap.Kind = CaptureKind::Value;
      Cap.ParamDecl = declareAs(T, Name, Ctx);
      P.Captures.push_back(Cap);
      return true;
    }
    std::optional<MapType> Implied;
    switch (DM) {
    case DMB::Alloc:
      Implied = MapType::create();
      break;
    case DMB::To:
      Implied = MapType::copyIn();
      break;
    case DMB::From:
      Implied = MapType::copyOut();
      break;
    case DMB::ToFrom:
      Implied = MapType::copy();
      break;
    case DMB::Present:
      Implied = MapType::present();
      break;
    default:
      break;
    }
    // A struct whose pointer members the region reads is an aggregate the
    // kernel must see in device memory, where they are attached: implicitly
    // copy (OpenACC 3.3 2.6.2) or tofrom (OpenMP 5.2 5.8.1), present under
    // default(present).
    bool Deep = Scalar && PointerRoots.count(VD);
    // A struct the region writes is an aggregate too: by value, the writes
    // would be lost (copy in OpenACC 3.3 2.6.2, tofrom in OpenMP 5.2
    // 5.8.1). Read only, its value is the same and cheaper to pass (the
    // device copy's when present: runtime's present_value()).
    bool WrittenAggregate = Scalar && isClassType(T) && U.Written;
    // The map type defaultmap gives; a pointer maps as a zero-length
    // section whatever the behavior.
    if (Implied && !T->isPointerType()) {
      VarRef R = implicitRef(VD, Name, U.FirstUse);
      std::optional<Mapping> M = makeMapping(R, *Implied, true, "map", Ctx, D);
      if (!M)
        return false;
      M->Direct = enclosingDevice(VD);
      MapIt = MapIndex.insert({VD, P.Maps.size()}).first;
      P.Maps.push_back(*M);
    } else if (Scalar) {
      // A data member the region writes is part of the object (OpenMP 5.2
      // 5.8.1 maps `this[:1]` tofrom; OpenACC has no firstprivate for it):
      // present-or-copy, so the write reaches the object's device copy
      // when the object is present, else the object itself.
      // A struct whose members the clauses name (s.n, s.a[0:n]): its
      // device copy, which holds what earlier regions wrote when it is
      // present (by value the kernel would read the host's), present or
      // copied as the clauses ask (checkMemberWrites allows the copy back).
      auto Items = MemberItems.find(VD);
      bool Members = Items != MemberItems.end();
      bool Copy = Deep || WrittenAggregate || Members ||
                  SequentialReductions.count(VD) ||
                  (isa<FieldDecl>(VD) && U.Written) ||
                  (!IsOMP && C.Kind == ComputeKind::Kernels && U.Written);
      if (!Copy) {
        if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
            RD && !RD->isTriviallyCopyable()) {
          D.report(diag::NotTriviallyCopyable, U.FirstUse,
                   "'" + Name +
                       "' has a type that is not "
                       "trivially copyable and cannot be passed to "
                       "the device");
          return false;
        }
        Cap.Kind = CaptureKind::Value;
        Cap.ParamDecl = declareAs(T, Name, Ctx);
        // A template parameter's type may be a lambda's closure (a loop
        // body passed to a template): its pointer captures are translated.
        if (U.Called && T->getAs<TemplateTypeParmType>())
          Cap.Argument = "acc2cuda_c.closure_on_device(" + Name + ")";
        // A struct is present-or-copy (OpenACC 3.3 2.6.2, OpenMP 5.2
        // 5.8.1): when enter data made it present, the kernel reads the
        // device copy's value, which an earlier region may have changed.
        else if (isClassType(T))
          Cap.Argument =
              "acc2cuda_c.present_value(" + Name + ", \"" + Name + "\")";
        P.Captures.push_back(Cap);
        return true;
      }
      VarRef R = implicitRef(VD, Name, U.FirstUse);
      bool Present =
          (Deep && Default == ComputeConstruct::DefaultKind::Present) ||
          (Members && llvm::all_of(Items->second, [](const DataClause *DC) {
             return DC->Map.Present;
           }));
      std::optional<Mapping> M =
          makeMapping(R, Present ? MapType::present() : MapType::copy(), true,
                      Present ? "present" : "copy", Ctx, D);
      if (!M)
        return false;
      MapIt = MapIndex.insert({VD, P.Maps.size()}).first;
      P.Maps.push_back(*M);
      if (isa<FieldDecl>(VD) && U.Written)
        P.WrittenMembers.push_back(Name);
    } else if (T->isArrayType() || !VecElem.isNull() ||
               !declaredArrayType(VD, Ctx).isNull()) {
      VarRef R = implicitRef(VD, Name, U.FirstUse);
      MapType MT = Default == ComputeConstruct::DefaultKind::Present
                       ? MapType::present()
                       : MapType::copy();
      std::optional<Mapping> M =
          makeMapping(R, MT, true, IsOMP ? "map" : "copy", Ctx, D);
      if (!M)
        return false;
      // Mapped whole by an enclosing target data: present, no transfer.
      M->Direct = enclosingDevice(VD);
      MapIt = MapIndex.insert({VD, P.Maps.size()}).first;
      P.Maps.push_back(*M);
    } else {
      // A pointer: OpenMP treats it as a zero-length section that must
      // already be present. OpenACC gives no extent: the section the grid
      // loops' subscripts touch is copied (ImpliedSections.h), else the
      // data must be present, as GCC has it. A pointer member of an object
      // the construct names (`present(this)`) is read from the object's
      // device copy, where it must be attached: its data must be present.
      bool MemberOfMapped =
          isa<FieldDecl>(VD) && llvm::any_of(C.Data, [](const DataClause &Cl) {
            return Cl.Var.IsThis;
          });
      // A clause naming a member through the pointer (`p->v[0:n]`,
      // `p->n`): the struct it points to is mapped too, one element,
      // present or copied as an aggregate is, so that the member's data is
      // attached in its device copy, where the kernel reads it.
      bool MemberBase = llvm::any_of(C.Data, [&](const DataClause &Cl) {
        return Cl.Var.Decl == VD && !Cl.Var.Path.empty() &&
               Cl.Var.Path[0].K == MemberStep::Kind::Arrow;
      });
      std::optional<Subscript> Implied;
      if (MemberBase)
        Implied = Subscript{"0", "1", true};
      else if (!IsOMP && Default != ComputeConstruct::DefaultKind::Present &&
               !MemberOfMapped)
        Implied = impliedSection(VD, P, Ctx);
      if (Implied) {
        VarRef R = implicitRef(VD, Name, U.FirstUse);
        R.Subscripts.push_back(*Implied);
        const bool Written = U.ElementWritten || U.Written || MemberBase;
        const bool Present =
            MemberBase && Default == ComputeConstruct::DefaultKind::Present;
        std::optional<Mapping> M = makeMapping(R,
                                               Present   ? MapType::present()
                                               : Written ? MapType::copy()
                                                         : MapType::copyIn(),
                                               true,
                                               Present   ? "present"
                                               : Written ? "copy"
                                                         : "copyin",
                                               Ctx, D);
        if (!M)
          return false;
        MapIt = MapIndex.insert({VD, P.Maps.size()}).first;
        P.Maps.push_back(*M);
        ImpliedSectionOf[VD] = std::move(R);
        Section = &ImpliedSectionOf[VD];
      }
    }
    if (MapIt == MapIndex.end()) {
      Mapping M;
      M.Name = Name;
      M.HostStart = Name;
      M.Count = "0";
      // A member lives in its object's device copy, where an attachment
      // may have put a device address that is not its data's element 0.
      if (isa<FieldDecl>(VD))
        M.Slot = "&(" + Name + ")";
      M.DevVar = deviceVarName(Name, Ctx);
      M.Decl = VD;
      // OpenMP 5.2 5.8.6: a pointer whose data is not present keeps its
      // host value in the region (OpenMP 5.0 made it null).
      M.Map = IsOMP && Default != ComputeConstruct::DefaultKind::Present
                  ? MapType::noCreate()
                  : MapType::present();
      M.Implicit = true;
      M.Direct = enclosingDevice(VD);
      MapIt = MapIndex.insert({VD, P.Maps.size()}).first;
      P.Maps.push_back(M);
    }
  }

  const Mapping &M = P.Maps[MapIt->second];
  const VarRef *Ref = DC ? &DC->Var : Section;
  std::string Lower =
      Ref && !Ref->Subscripts.empty() ? Ref->Subscripts[0].Lower : "";
  std::string Arg =
      isZero(Lower) ? M.DevVar
                    : "acc2cuda::section_base(" + M.DevVar + ", " + Lower + ")";
  if (!M.Map.DevicePtr)
    Cap.HostData = M.HostStart;
  if (!VecElem.isNull()) {
    // A const vector's data() is a pointer to const, as is a member's in a
    // const member function.
    const auto *Method = dyn_cast_or_null<CXXMethodDecl>(C.Function);
    const auto *Field = dyn_cast<FieldDecl>(VD);
    bool Const = T.isConstQualified() ||
                 (Field && !Field->isMutable() && Method && Method->isConst());
    QualType Elem = Const ? VecElem.withConst() : VecElem;
    std::string View = "acc2cuda::vector_view<" + typeText(Elem, Ctx) + ">";
    Cap.Kind = CaptureKind::ContainerView;
    Cap.ParamDecl = View + " " + Name;
    // A device copy an enclosing region mapped is not looked up again: the
    // launch checks that the vector still owns it
    // (acc2cuda/container_check.h). The construct's own lookup checks that.
    if (!M.Direct.empty())
      Arg = "acc2cuda::checked_container(acc2cuda_c, " + Arg + ", " + Name +
            ".data(), " + Name + ".size(), " + quoted(Name) + ")";
    Cap.Argument = View + "(" + Arg + ", " + Name + ".size())";
  } else if (T->isPointerType() && !M.PointerStorage) {
    Cap.Kind = CaptureKind::DevicePointer;
    Cap.ParamDecl = declareAs(T.getUnqualifiedType(), Name, Ctx);
    Cap.Argument = Arg;
  } else if (T->isArrayType()) {
    Cap.Kind = CaptureKind::MappedArray;
    QualType Param = Ctx.getDecayedType(T);
    // A member array in a const member function: the object's elements
    // are const, and so is the device pointer the host passes.
    const auto *MD = dyn_cast_or_null<CXXMethodDecl>(C.Function);
    if (const auto *FD = dyn_cast<FieldDecl>(VD);
        FD && !FD->isMutable() && MD && MD->isConst())
      Param = Ctx.getPointerType(
          Ctx.getAsArrayType(T)->getElementType().withConst());
    Cap.ParamDecl = declareAs(Param, Name, Ctx);
    Cap.Argument = Arg;
  } else {
    Cap.Kind = CaptureKind::MappedScalar;
    std::string PName = "acc2cuda_p_" + sanitize(Name);
    Cap.ParamDecl = declareAs(Ctx.getPointerType(T), PName, Ctx);
    Cap.LocalDecl = declareAs(Ctx.getLValueReferenceType(T), Name, Ctx) +
                    " = *" + PName + ";";
    Cap.Argument = M.DevVar;
  }
  P.Captures.push_back(Cap);
  return true;
}

/// OpenMP `lastprivate` on a combined target construct: a private copy in
/// each thread, and the variable mapped tofrom (OpenMP 5.2 5.8.3), where
/// the thread that runs the last iteration stores its copy.
bool RegionAnalyzer::lastPrivate(const VarUse &U, Capture &Cap) {
  const ValueDecl *VD = U.Decl;
  QualType T = VD->getType().getNonReferenceType();
  // Arrays of a fixed size: each thread's copy is stored element by
  // element.
  const bool Array = T->isConstantArrayType() && !T->isDependentType();
  if ((T->isArrayType() && !Array) || !T.isTriviallyCopyableType(Ctx)) {
    D.report(diag::UnsupportedListItem, U.FirstUse,
             "'" + Cap.Name +
                 "' in 'lastprivate': arrays without a fixed size and types "
                 "that are not trivially copyable are not supported by this "
                 "version of acc2cuda");
    return false;
  }
  // The thread that runs the last iteration of the outer loops may run no
  // iteration of the inner ones (a triangular nest): its copy never gets
  // the value of the sequentially last iteration.
  if (P.CollapseCut) {
    D.report(diag::UnsupportedClause, U.FirstUse,
             "'" + Cap.Name +
                 "' in 'lastprivate' of a collapsed nest whose inner loop "
                 "bounds depend on an outer loop variable is not supported "
                 "by this version of acc2cuda; compute the last values "
                 "after the construct");
    return false;
  }
  auto MapIt = MapIndex.find(VD);
  if (MapIt == MapIndex.end()) {
    VarRef R;
    R.Decl = VD;
    R.Name = R.BaseName = Cap.Name;
    R.Range = U.FirstUse;
    std::optional<Mapping> M =
        makeMapping(R, MapType::copy(), true, "map", Ctx, D);
    if (!M)
      return false;
    MapIt = MapIndex.insert({VD, P.Maps.size()}).first;
    P.Maps.push_back(*M);
  }
  std::string PName = "acc2cuda_lp_" + sanitize(Cap.Name);
  Cap.Kind = CaptureKind::LastPrivate;
  Cap.ParamDecl = declareAs(Ctx.getPointerType(T), PName, Ctx);
  // firstprivate too: the copy starts from the variable.
  Cap.LocalDecl = declareAs(T.getUnqualifiedType(), Cap.Name, Ctx);
  if (!FirstPrivateVars.count(VD))
    Cap.LocalDecl += ";";
  else if (Array)
    Cap.LocalDecl +=
        "; memcpy(" + Cap.Name + ", *" + PName + ", sizeof(" + Cap.Name + "));";
  else
    Cap.LocalDecl += " = *" + PName + ";";
  Cap.Argument = P.Maps[MapIt->second].DevVar;
  if (Array) // the device copy's first element, as the whole array
    Cap.Argument = "reinterpret_cast<" +
                   typeText(Ctx.getPointerType(T.getUnqualifiedType()), Ctx) +
                   ">(" + Cap.Argument + ")";
  Cap.HostData = P.Maps[MapIt->second].HostStart;
  P.Captures.push_back(Cap);
  P.LastPrivates.push_back({Cap.Name, PName, Array});
  return true;
}

/// An array of known size in `firstprivate`: passed by value in a struct
/// (acc2cuda/array_value.h), each thread starting from the host's values.
bool RegionAnalyzer::firstPrivateArray(const VarUse &U, QualType T,
                                       Capture &Cap) {
  const std::string &Name = Cap.Name;
  // `T a[B]` in a template: the kernel is a template over B too.
  const bool Fixed = Ctx.getAsConstantArrayType(T) ||
                     (Ctx.getAsDependentSizedArrayType(T) &&
                      !Ctx.getBaseElementType(T)->isDependentType());
  if (!Fixed || !isAsciiIdentifierStart(Name[0]) ||
      !llvm::all_of(Name,
                    [](char C) { return isAsciiIdentifierContinue(C); })) {
    D.report(diag::FirstprivateArray, U.FirstUse,
             "firstprivate array '" + Name +
                 "' has no fixed size; use copyin and a private array");
    return false;
  }
  // CUDA passes at most 4 KiB of kernel arguments on every architecture.
  if (!T->isDependentType() && Ctx.getTypeSizeInChars(T).getQuantity() > 4096) {
    D.report(diag::FirstprivateArray, U.FirstUse,
             "firstprivate array '" + Name +
                 "' is larger than 4 KiB, more than a kernel's arguments may "
                 "hold; use copyin and a private array");
    return false;
  }
  Cap.Kind = CaptureKind::Value;
  Cap.ParamDecl = "acc2cuda::array_value<" +
                  typeText(T.getUnqualifiedType(), Ctx) + "> acc2cuda_fp_" +
                  Name;
  Cap.Argument = "acc2cuda::array_value_of(" + Name + ")";
  Cap.ArrayValue = true;
  Cap.LocalDecl = "auto &" + Name + " = acc2cuda_fp_" + Name + ".Data;";
  P.Captures.push_back(Cap);
  return true;
}

} // namespace acc2cuda
