//===- ThisCalls.cpp ------------------------------------------------------===//

#include "ThisCalls.h"
#include "DataMapping.h"
#include "DeviceLambdas.h"
#include "Support/SourceText.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace acc2cuda {

namespace {

/// The pointer data members that member functions read through `this`,
/// following their calls of further member functions.
class PointerMembersUsed : public RecursiveASTVisitor<PointerMembersUsed> {
public:
  void scan(const CXXMethodDecl *MD) {
    const FunctionDecl *Def = nullptr;
    if (!MD || !MD->hasBody(Def) || !Seen.insert(Def).second)
      return;
    TraverseStmt(Def->getBody());
  }
  bool VisitMemberExpr(MemberExpr *E) {
    if (!isa<CXXThisExpr>(E->getBase()->IgnoreParenImpCasts()))
      return true;
    if (const auto *FD = dyn_cast<FieldDecl>(E->getMemberDecl())) {
      QualType T = FD->getType();
      if (T->isPointerType())
        Pointers.insert(FD);
      else if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
               !HostObject && RD && RD->isInStdNamespace() &&
               holdsHostAddress(T, FD->getASTContext()))
        HostObject = E;
    } else if (const auto *MD = dyn_cast<CXXMethodDecl>(E->getMemberDecl())) {
      if (MD->isVirtual() && !E->hasQualifier() && !Virtual)
        Virtual = E;
      scan(MD);
    }
    return true;
  }

  llvm::SetVector<const FieldDecl *> Pointers;
  /// A virtual call through `this` in them: the first one.
  const MemberExpr *Virtual = nullptr;
  /// A standard library member holding pointers (a std::vector) that they
  /// read: in the object's device copy its pointers are host addresses, and
  /// nothing can attach them (a struct of the program's can have its
  /// pointer members attached).
  const MemberExpr *HostObject = nullptr;

private:
  llvm::SmallPtrSet<const FunctionDecl *, 8> Seen;
};

/// The object's mapping: the construct's `this` clause, else an implicit
/// copy(this[0:1]) (present or copy: it finds the object present after
/// `enter data`; download keeps the host values of attached pointers).
const Mapping *objectMapping(KernelPlan &P, SourceLocation Loc, ASTContext &Ctx,
                             Diag &D) {
  for (const Mapping &M : P.Maps)
    if (M.HostStart == "this" && !M.AttachOnly && !M.DevVar.empty())
      return &M;
  VarRef This;
  This.IsThis = true;
  This.Name = This.BaseName = "this";
  This.Range = SourceRange(Loc, Loc);
  std::optional<Mapping> M =
      makeMapping(This, MapType::copy(), /*Implicit=*/true, "copy", Ctx, D);
  if (!M)
    return nullptr;
  P.Maps.push_back(std::move(*M));
  return &P.Maps.back();
}

} // namespace

bool planThisCalls(KernelPlan &P, llvm::ArrayRef<const MemberExpr *> Calls,
                   ASTContext &Ctx, Diag &D) {
  if (Calls.empty())
    return true;
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(P.C->Function);
  if (!Method || Method->isStatic()) {
    D.report(diag::ThisInRegion, Calls.front()->getMemberLoc(),
             "calling member functions through 'this' is supported in "
             "member functions only");
    return false;
  }
  const SourceManager &SM = Ctx.getSourceManager();
  PointerMembersUsed Used;
  for (const MemberExpr *E : Calls) {
    const Expr *Base = E->getBase()->IgnoreParenImpCasts();
    if (E->getMemberLoc().isMacroID() || Base->getBeginLoc().isMacroID()) {
      D.report(diag::ThisInRegion, SM.getExpansionLoc(E->getMemberLoc()),
               "a member function called through 'this' from a macro "
               "expansion in a compute region; call it outside the macro");
      return false;
    }
    // The kernel is no member of the class: it is declared a friend of the
    // class, in the class's text, to call the class's own private and
    // protected functions (and its bases' protected ones).
    const auto *Callee = dyn_cast<CXXMethodDecl>(E->getMemberDecl());
    const CXXRecordDecl *Class = Method->getParent();
    SourceLocation Brace = Class->getBraceRange().getEnd();
    bool Befriendable =
        Callee && Brace.isValid() && !Brace.isMacroID() &&
        SM.isInMainFile(Brace) && !Class->isLocalClass() &&
        (Callee->getParent()->getCanonicalDecl() == Class->getCanonicalDecl() ||
         Callee->getAccess() == AS_protected);
    if (Callee && Callee->getAccess() != AS_public && Befriendable) {
      P.FriendIn = Brace;
    } else if (Callee && Callee->getAccess() != AS_public) {
      D.report(diag::ThisInRegion, E->getMemberLoc(),
               "'" + Callee->getNameAsString() +
                   "' is not public and not a member of '" +
                   Class->getNameAsString() +
                   "' defined in this file: the kernel, declared a friend "
                   "of that class, cannot call it through 'this'");
      return false;
    }
    // The device copy's virtual table pointer is the host's.
    if (Callee && Callee->isVirtual() && !E->hasQualifier()) {
      D.report(diag::ThisInRegion, E->getMemberLoc(),
               "'" + Callee->getNameAsString() +
                   "' is virtual: virtual calls in a compute region are not "
                   "supported (call it qualified, as " +
                   Callee->getParent()->getNameAsString() + "::" +
                   Callee->getNameAsString() + ", if the type is known)");
      return false;
    }
    // `f(x)` and `this->f(x)` both become `acc2cuda_this->f(x)`.
    SourceLocation From =
        Base->isImplicitCXXThis() ? E->getMemberLoc() : Base->getBeginLoc();
    P.BodyEdits.push_back(
        {From, E->getMemberLoc(), std::string(DeviceThisName) + "->"});
    Used.scan(Callee);
  }

  if (const MemberExpr *H = Used.HostObject) {
    D.report(diag::HostPointerInStruct, H->getMemberLoc(),
             "'" + H->getMemberDecl()->getNameAsString() +
                 "' holds pointers (host addresses in the object's device "
                 "copy), and a member function called in a compute region "
                 "reads it through 'this'; read it in the region itself "
                 "(a std::vector member then maps its elements) or pass "
                 "the data it points to");
    return false;
  }
  if (const MemberExpr *V = Used.Virtual) {
    D.report(diag::ThisInRegion, V->getMemberLoc(),
             "'" + V->getMemberDecl()->getNameAsString() +
                 "' is virtual, and a member function called in a compute "
                 "region calls it: virtual calls on the device are not "
                 "supported");
    return false;
  }
  const Mapping *Object =
      objectMapping(P, Calls.front()->getMemberLoc(), Ctx, D);
  if (!Object)
    return false;
  // The object's type is a kernel template parameter: the kernel comes
  // before the class, and its calls are looked up when the launch in the
  // member function instantiates it, after the class is complete.
  P.ClosureParams.push_back("class acc2cuda_self");
  P.ClosureArgs.push_back("std::remove_pointer_t<decltype(this)>");
  Capture Cap;
  Cap.Name = DeviceThisName;
  Cap.Kind = CaptureKind::DevicePointer;
  Cap.ParamDecl = std::string("acc2cuda_self *") + DeviceThisName;
  Cap.Argument = Object->DevVar;
  Cap.HostData = "this";
  P.Captures.push_back(std::move(Cap));

  // The functions read these from the device copy of the object.
  for (const FieldDecl *FD : Used.Pointers) {
    PointerCheck PC;
    PC.Name = FD->getNameAsString();
    PC.Slot = "&this->" + PC.Name;
    if (llvm::none_of(P.PointerChecks, [&](const PointerCheck &Old) {
          return Old.Slot == PC.Slot;
        }))
      P.PointerChecks.push_back(std::move(PC));
  }
  return true;
}

} // namespace acc2cuda
