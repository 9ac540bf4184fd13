//===- DataMapping.cpp ----------------------------------------------------===//

#include "DataMapping.h"
#include "ContainerViews.h"
#include "Support/SourceText.h"
#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace acc2cuda {

std::string sanitize(llvm::StringRef Name) {
  std::string Out;
  for (char C : Name)
    Out += (isalnum(static_cast<unsigned char>(C)) || C == '_') ? C : '_';
  return Out;
}

std::string deviceVarName(llvm::StringRef Name, const ASTContext &Ctx) {
  std::string Short = "d_" + sanitize(Name);
  // The names derived from another's device variable (d_v_bytes for v's
  // size, d_v_entry, d_v_exit for its lookups) are left to them.
  const llvm::StringRef S(Short);
  const bool Derived =
      S.ends_with("_bytes") || S.ends_with("_entry") || S.ends_with("_exit");
  if (!Derived && Ctx.Idents.find(Short) == Ctx.Idents.end())
    return Short;
  return "acc2cuda_" + Short;
}

VarRef implicitRef(const ValueDecl *VD, llvm::StringRef Name,
                   SourceRange FirstUse) {
  VarRef R;
  R.Decl = VD;
  R.Name = R.BaseName = Name.str();
  R.Range = FirstUse;
  return R;
}

/// Whether memory reachable through the type holds pointers (attached
/// through the present table when mapped).
bool holdsPointers(QualType T, const ASTContext &Ctx) {
  T = Ctx.getBaseElementType(T);
  if (T->isPointerType() || T->isReferenceType() || T->isMemberPointerType())
    return true;
  const auto *RD = T->getAsRecordDecl();
  if (!RD)
    return false;
  if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD))
    for (const CXXBaseSpecifier &B : CRD->bases())
      if (holdsPointers(B.getType(), Ctx))
        return true;
  return llvm::any_of(RD->fields(), [&](const FieldDecl *F) {
    return holdsPointers(F->getType(), Ctx);
  });
}

/// Records the size of the elements \p Elem of \p Out's range when they
/// are plain data that cudaMemcpy moves as they are.
/// What pointer or array type \p T holds (null for other types).
static QualType elementOf(QualType T, const ASTContext &Ctx) {
  if (const auto *PT = T->getAs<PointerType>())
    return PT->getPointeeType();
  if (const auto *AT = Ctx.getAsArrayType(T))
    return AT->getElementType();
  return QualType();
}

static void noteElements(Mapping &Out, QualType Elem, const ASTContext &Ctx) {
  QualType Base = Ctx.getBaseElementType(Elem);
  Out.ConstElements = Elem.isConstQualified() || Base.isConstQualified();
  Qualifiers Quals;
  QualType T = Ctx.getUnqualifiedArrayType(Elem, Quals);
  // cudaMemcpy takes no pointer to volatile data.
  if (Base.isVolatileQualified() || T->isDependentType() ||
      T->isIncompleteType() || !T.isTriviallyCopyableType(Ctx) ||
      holdsPointers(T, Ctx))
    return;
  Out.ElementSize = "sizeof(" + typeText(T, Ctx) + ")";
}

bool isZero(llvm::StringRef S) { return S.trim().empty() || S.trim() == "0"; }

std::string vlaMessage(llvm::StringRef Name) {
  return ("'" + Name +
          "' has a variable-length array type whose inner dimensions vary, "
          "which CUDA C++ cannot index; use a plain pointer and index it "
          "as " +
          Name + "[i * m + j]")
      .str();
}

bool unsupportedVLA(clang::QualType T) {
  // A parameter `double y[m]` is a `double *`: nothing varies.
  if (!T.getCanonicalType()->isVariablyModifiedType())
    return false;
  // A kernel takes `T a[n][M]` as `T (*a)[M]`, as C++ allows: only the
  // first dimension may vary.
  const auto *VAT = llvm::dyn_cast<clang::VariableArrayType>(
      T.getCanonicalType().getTypePtr());
  return !VAT || VAT->getElementType()->isVariablyModifiedType();
}

/// Whether \p R names data of an object, which a const member function
/// sees as const whatever the member's declared type.
static bool ofObject(const VarRef &R) {
  return R.IsMember() || R.Field || llvm::isa_and_nonnull<FieldDecl>(R.Decl);
}

std::optional<Mapping> makeMapping(const VarRef &R, MapType M, bool Implicit,
                                   llvm::StringRef Clause, ASTContext &Ctx,
                                   Diag &D) {
  Mapping Out;
  Out.Name = R.Name;
  Out.Map = M;
  Out.Implicit = Implicit;
  Out.DevVar = deviceVarName(R.Name, Ctx);
  if (!R.IsMember() && !R.IsThis)
    Out.Decl = R.Decl;
  if (R.IsThis) {
    // The object: its bytes, as for a struct variable. Kernels read data
    // members apart (by value, or pointers through the present data), so
    // the device copy matters to present lookups and updates.
    const Subscript *S = R.Subscripts.empty() ? nullptr : &R.Subscripts[0];
    if (S && (R.Subscripts.size() > 1 || !S->IsSection || !isZero(S->Lower) ||
              S->Length.empty() || S->Length != "1")) {
      D.report(diag::BadArraySection, R.Range.getBegin(),
               "'this' names one object: use 'this', 'this[0:1]' or "
               "'this[:1]'");
      return std::nullopt;
    }
    Out.HostStart = "this";
    Out.Count = "1";
    return Out;
  }
  // A member names data of the member's type (s.p[0:n]: what s.p points to).
  QualType T = (R.Field ? R.Field : R.Decl)->getType().getNonReferenceType();
  // `double a[N][M]` as a parameter is a pointer whose declared type still
  // says how much data there is.
  QualType Declared = R.Field ? QualType() : declaredArrayType(R.Decl, Ctx);
  if (!Declared.isNull())
    T = Declared;
  // Elements of the outermost dimension of a whole array.
  std::string WholeCount =
      Declared.isNull()
          ? "sizeof(" + R.Name + ") / sizeof(" + R.Name + "[0])"
          : std::to_string(
                Ctx.getAsConstantArrayType(Declared)->getSize().getZExtValue());
  auto Err = [&](diag::ID ID, const Twine &Msg) {
    D.report(ID, R.Range.getBegin(), Msg);
    return std::nullopt;
  };
  if (unsupportedVLA(T))
    return Err(diag::VariableLengthArray, vlaMessage(R.Name));
  // Elements that cannot change are not copied back: a `static const`
  // table may lie in read-only memory.
  if (T->isArrayType() && Ctx.getBaseElementType(T).isConstQualified())
    Out.Map.From = false;
  // A std::vector stands for its elements (ContainerViews.h).
  if (QualType Elem = vectorElementType(T); !Elem.isNull()) {
    if (!checkVectorElements(Elem, R.Name, R.Range.getBegin(), Ctx, D))
      return std::nullopt;
    Out.HostStart = R.Name + ".data()";
    Out.Count = R.Name + ".size()";
    Out.Container = true;
    noteElements(Out, Elem, Ctx);
    // data() of a const vector, or of a member in a const member function.
    Out.ConstElements |= T.isConstQualified() || ofObject(R);
    if (R.Subscripts.empty())
      return Out;
    const Subscript &S = R.Subscripts[0];
    if (R.Subscripts.size() > 1 || !S.IsSection)
      return Err(diag::BadArraySection, "a section of std::vector '" + R.Name +
                                            "' has one dimension: '" + R.Name +
                                            "[lower:length]'");
    if (!isZero(S.Lower))
      Out.HostStart += " + (" + S.Lower + ")";
    Out.Count =
        S.Length.empty()
            ? Out.Count + (isZero(S.Lower) ? "" : " - (" + S.Lower + ")")
            : S.Length;
    return Out;
  }
  if (R.Subscripts.empty()) {
    // `present(p)`, `no_create(p)`: the data p points to, looked up as
    // present whatever its extent (as OpenMP's zero-length sections, and
    // as NVHPC and GCC take them); the other clauses would need one.
    if (T->isPointerType() && (M.Present || M.NoCreate) && !R.IsMember()) {
      Out.HostStart = R.Name;
      Out.Count = "0";
      return Out;
    }
    if (T->isPointerType())
      return Err(diag::UnknownExtent,
                 "pointer '" + R.Name + "' in '" + Clause +
                     "' needs an array section giving its extent, e.g. " +
                     Clause + "(" + R.Name + "[0:n])");
    if (T->isArrayType()) {
      // `const T (&a)[N]` in a template: sizeof gives N in each instance.
      if (!T->isConstantArrayType() && !T->isVariableArrayType() &&
          !T->isDependentSizedArrayType())
        return Err(diag::UnknownExtent,
                   "the extent of array '" + R.Name +
                       "' is not known; give an array section");
      Out.HostStart = R.Name;
      Out.Count = WholeCount;
      noteElements(Out, Ctx.getAsArrayType(T)->getElementType(), Ctx);
      Out.ConstElements |= ofObject(R);
      return Out;
    }
    if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
        RD && RD->hasDefinition() &&
        (RD->isPolymorphic() ||
         (RD->isInStdNamespace() && !RD->isTriviallyCopyable())))
      return Err(diag::NotTriviallyCopyable,
                 "'" + R.Name + "' (" + T.getAsString() + ") " +
                     (RD->isPolymorphic()
                          ? "has virtual functions, whose table is host "
                            "memory"
                          : "is a standard library object that holds host "
                            "memory") +
                     "; its bytes are of no use on the device: map the data "
                     "it holds instead");
    Out.HostStart = "&" + R.Name;
    Out.Count = "1";
    noteElements(Out, T, Ctx);
    Out.ConstElements |= ofObject(R);
    return Out;
  }
  // `pp[i][lo:len]` of `T **pp` or `T *pp[N]`: a section of the row that
  // pointer pp[i] points to, attached in pp's device copy when pp's
  // elements are present (OpenMP 5.2 5.8.3): a jagged array mapped row by
  // row.
  if (!R.Subscripts[0].IsSection && R.Subscripts.size() == 2 &&
      R.Subscripts[1].IsSection && !R.IsMember()) {
    QualType RowPointer = elementOf(T, Ctx);
    if (!RowPointer.isNull() && RowPointer->isPointerType()) {
      const Subscript &S1 = R.Subscripts[1];
      std::string Row = R.Name + "[" + R.Subscripts[0].Lower + "]";
      QualType Elem = RowPointer->getPointeeType();
      if (S1.Length.empty())
        return Err(diag::BadArraySection,
                   "the length of the section of '" + Row + "' is required");
      if (Elem->isIncompleteType() || Elem->isVoidType() ||
          Elem->isPointerType())
        return Err(diag::UnsupportedListItem,
                   "'" + Row +
                       "': only rows of data are mapped as rows of "
                       "a jagged array");
      Out.Name = Row;
      Out.Decl = nullptr; // the row's data, reached through pp's copy
      Out.DevVar.clear();
      Out.HostStart = isZero(S1.Lower) ? Row : Row + " + (" + S1.Lower + ")";
      Out.Count = S1.Length;
      Out.Attach = "&" + Row;
      noteElements(Out, Elem, Ctx);
      return Out;
    }
  }
  // `a[i][0:m]`: row i, as `a[i:1][0:m]` (OpenMP 5.2 5.2.5: a subscript
  // before a section selects one element of that dimension).
  Subscript Row;
  bool RowOfArray = false;
  if (!R.Subscripts[0].IsSection && R.Subscripts.size() > 1 &&
      R.Subscripts[1].IsSection) {
    QualType Inner = elementOf(T, Ctx);
    if (!Inner.isNull() && Inner->isConstantArrayType()) {
      Row.Lower = R.Subscripts[0].Lower;
      Row.Length = "1";
      RowOfArray = true;
    }
  }
  // `a[i]`: one element, as `a[i:1]` (an array element is a list item of
  // data clauses, OpenACC 3.3 1.6 "var", OpenMP 5.2 3.2.1).
  if (!R.Subscripts[0].IsSection && R.Subscripts.size() == 1) {
    Row.Lower = R.Subscripts[0].Lower;
    Row.Length = "1";
    RowOfArray = true;
  }
  const Subscript &S0 = RowOfArray ? Row : R.Subscripts[0];
  if (!S0.IsSection)
    return Err(
        diag::BadArraySection,
        "'" + R.Name + "[" + S0.Lower +
            "]' names one element; use an array section '[lower:length]'");
  QualType Elem;
  std::string Length = S0.Length;
  if (const auto *PT = T->getAs<PointerType>()) {
    Elem = PT->getPointeeType();
    if (Length.empty())
      return Err(diag::BadArraySection,
                 "the length of the section of pointer '" + R.Name +
                     "' is required");
  } else if (const auto *AT = Ctx.getAsArrayType(T)) {
    Elem = AT->getElementType();
    if (Length.empty()) {
      if (!isa<ConstantArrayType>(AT))
        return Err(diag::BadArraySection,
                   "the length of the section of '" + R.Name + "' is required");
      Length = WholeCount + (isZero(S0.Lower) ? "" : " - (" + S0.Lower + ")");
    }
  } else {
    return Err(diag::BadArraySection,
               "'" + R.Name + "' is neither an array nor a pointer");
  }
  // An array of pointers to rows (`double **a`, a[0:n][0:m]): the rows'
  // sections are mapped and the pointers attached to them (OpenACC 3.3
  // 2.7.1 non-contiguous sections, as NVHPC and GCC map them).
  size_t FirstInner = 1;
  if (Elem->isPointerType() && R.Subscripts.size() == 2) {
    const Subscript &Row = R.Subscripts[1];
    QualType RowElem = Elem->getPointeeType();
    if (!Row.IsSection || Row.Length.empty())
      return Err(diag::BadArraySection,
                 "the rows of '" + R.Name +
                     "' need a section with a length, e.g. " + R.Name +
                     "[0:n][0:m]");
    if (RowElem->isPointerType() || RowElem->isIncompleteType() ||
        RowElem->isVoidType())
      return Err(diag::UnsupportedListItem,
                 "'" + R.Name +
                     "': only two levels of pointers (rows of data) are "
                     "mapped as a jagged array");
    Out.RowLower = Row.Lower.empty() ? "0" : Row.Lower;
    Out.RowLength = Row.Length;
    FirstInner = 2;
  }
  if (Out.RowLength.empty())
    noteElements(Out, Elem, Ctx);
  Out.ConstElements |= ofObject(R) && !T->isPointerType();
  // Inner dimensions must be whole (contiguous data, OpenACC 2.7.1).
  for (size_t I = FirstInner; I < R.Subscripts.size(); ++I) {
    const Subscript &S = R.Subscripts[I];
    if (Elem->isPointerType())
      return Err(diag::UnsupportedListItem,
                 "'" + R.Name +
                     "' is an array of pointers: sections of "
                     "non-contiguous arrays of more than two levels are not "
                     "supported");
    const auto *CAT = Ctx.getAsConstantArrayType(Elem);
    if (!CAT)
      return Err(diag::BadArraySection,
                 "section of '" + R.Name +
                     "' has more dimensions than its type");
    if (!S.IsSection)
      return Err(diag::BadArraySection,
                 "inner subscripts of '" + R.Name + "' must be sections");
    std::string Extent = std::to_string(CAT->getSize().getZExtValue());
    std::string Dim = "(" + (S.Lower.empty() ? "0" : S.Lower) + "), (" +
                      (S.Length.empty() ? Extent : S.Length) + "), " + Extent;
    if (!(isZero(S.Lower) && (S.Length.empty() || S.Length == Extent)))
      Out.FullDimChecks.push_back(Dim);
    Out.InnerDims.push_back(Dim);
    Elem = CAT->getElementType();
  }
  Out.HostStart = isZero(S0.Lower) ? R.Name : R.Name + " + (" + S0.Lower + ")";
  Out.Count = Length;
  return Out;
}

std::optional<Mapping> makeAttachingMapping(const VarRef &R, MapType M,
                                            llvm::StringRef Clause,
                                            ASTContext &Ctx, Diag &D) {
  if (M.Attach) {
    QualType T = (R.Field ? R.Field : R.Decl)->getType().getNonReferenceType();
    if (!T->isPointerType() || !R.Subscripts.empty()) {
      D.report(diag::BadClauseArgument, R.Range.getBegin(),
               "'" + Clause +
                   "' takes pointers (a pointer variable or "
                   "member), not '" +
                   R.Name + "'");
      return std::nullopt;
    }
    Mapping Out;
    Out.Name = R.Name;
    Out.Map = M;
    Out.Attach = "&" + R.Name;
    Out.AttachOnly = true;
    return Out;
  }
  std::optional<Mapping> Out = makeMapping(R, M, false, Clause, Ctx, D);
  if (Out && R.attachesMember()) {
    Out->Attach = "&" + R.Name;
    Out->DevVar.clear(); // the kernel reaches the data through the struct
  }
  if (Out)
    attachThisMember(R, *Out);
  // A section from element L: the pointer's target is L elements before
  // the present data, which the attached device pointer must account for.
  if (Out && !Out->Attach.empty() && !R.Subscripts.empty() &&
      !isZero(R.Subscripts[0].Lower))
    Out->AttachBias = "(std::uintptr_t)((long long)(" + R.Subscripts[0].Lower +
                      ") * (long long)sizeof(*" + R.Name + "))";
  return Out;
}

bool isPointerSection(const VarRef &R) {
  return R.Decl && !R.IsMember() && !R.Subscripts.empty() &&
         R.Decl->getType().getNonReferenceType()->isPointerType();
}

void attachThisMember(const VarRef &R, Mapping &M) {
  const auto *FD = dyn_cast_or_null<FieldDecl>(R.Decl);
  if (!FD || R.IsMember() || R.Subscripts.empty() ||
      !FD->getType()->isPointerType())
    return;
  M.Attach = "&this->" + R.Name;
}

/// The constant-size array type a parameter was declared with (it decays to
/// a pointer), or null.
QualType declaredArrayType(const ValueDecl *VD, const ASTContext &Ctx) {
  const auto *PD = dyn_cast<ParmVarDecl>(VD);
  if (!PD || !Ctx.getAsConstantArrayType(PD->getOriginalType()))
    return QualType();
  return PD->getOriginalType();
}

} // namespace acc2cuda
