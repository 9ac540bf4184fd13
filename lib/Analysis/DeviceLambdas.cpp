//===- DeviceLambdas.cpp --------------------------------------------------===//

#include "DeviceLambdas.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace acc2cuda {

static bool holdsPointer(QualType T, const ASTContext &Ctx, unsigned Depth) {
  if (Depth > 8)
    return true;
  T = T.getNonReferenceType();
  if (T->isPointerType() || T->isReferenceType() || T->isMemberPointerType())
    return true;
  if (const ArrayType *AT = Ctx.getAsArrayType(T))
    return holdsPointer(AT->getElementType(), Ctx, Depth + 1);
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return false;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (holdsPointer(B.getType(), Ctx, Depth + 1))
      return true;
  for (const FieldDecl *F : RD->fields())
    if (holdsPointer(F->getType(), Ctx, Depth + 1))
      return true;
  return false;
}

bool holdsHostAddress(QualType T, const ASTContext &Ctx) {
  return holdsPointer(T, Ctx, 0);
}

static bool isDataPointer(QualType T) {
  return T->isPointerType() && !T->isFunctionPointerType();
}

bool capturesPointers(const CXXRecordDecl *Closure) {
  for (const LambdaCapture &C : Closure->captures())
    if (C.capturesVariable() && C.getCaptureKind() == LCK_ByCopy &&
        isDataPointer(C.getCapturedVar()->getType()))
      return true;
  return false;
}

std::string whyNotDeviceLambda(const CXXRecordDecl *Closure,
                               const ASTContext &Ctx) {
  if (Closure->isGenericLambda())
    return "it is generic (has 'auto' parameters)";
  for (const LambdaCapture &C : Closure->captures()) {
    if (C.capturesThis())
      return "it captures 'this'";
    if (!C.capturesVariable())
      return "it has a capture acc2cuda does not translate";
    const ValueDecl *V = C.getCapturedVar();
    if (C.getCaptureKind() == LCK_ByRef)
      return "it captures '" + V->getNameAsString() +
             "' by reference, a host address on the device";
    if (const auto *VD = dyn_cast<VarDecl>(V); VD && VD->isInitCapture())
      return "it has an init-capture";
    // A data pointer is translated at the launch (capturesPointers).
    if (holdsHostAddress(V->getType(), Ctx) && !isDataPointer(V->getType()))
      return "it captures '" + V->getNameAsString() +
             "', which holds a host address";
    if (!V->getType().getNonReferenceType().isTriviallyCopyableType(Ctx))
      return "it captures '" + V->getNameAsString() +
             "', which is not trivially copyable";
  }
  // nvcc's rules for extended lambdas (CUDA Programming Guide, "Extended
  // Lambda Restrictions"): a named enclosing function whose address can be
  // taken, and public access to it through named classes.
  // OpenMP regions outline their statements in the AST (CapturedDecl); in
  // the output they are the function's own code.
  const DeclContext *Encl = Closure->getDeclContext();
  while (isa<CapturedDecl>(Encl))
    Encl = Encl->getParent();
  const auto *FD = dyn_cast<FunctionDecl>(Encl);
  if (!FD)
    return "it is not defined in a function";
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD);
      MD && MD->getParent()->isLambda())
    return "it is defined inside another lambda";
  if (FD->getReturnType()->getContainedDeducedType())
    return "the function defining it has a deduced return type";
  if (FD->getParent()->isFunctionOrMethod())
    return "it is defined in a member function of a local class";
  for (const Decl *In = FD;
       const auto *RD = dyn_cast<CXXRecordDecl>(In->getDeclContext());
       In = RD) {
    if (In->getAccess() == AS_private || In->getAccess() == AS_protected)
      return "the function defining it is a private or protected member "
             "(or of a class that is)";
    if (!RD->getIdentifier())
      return "the function defining it is a member of an unnamed class";
  }
  return "";
}

SourceLocation hostDeviceMarkLoc(const CXXRecordDecl *Closure,
                                 const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  SourceLocation L = Closure->getBeginLoc();
  if (L.isInvalid() || L.isMacroID())
    return SourceLocation();
  // From the introducer's '[' to its matching ']'.
  unsigned Depth = 0;
  for (unsigned Guard = 0; Guard < 10000; ++Guard) {
    Token Tok;
    if (Lexer::getRawToken(L, Tok, SM, LO, /*IgnoreWhiteSpace=*/true))
      return SourceLocation();
    if (Tok.is(tok::l_square))
      ++Depth;
    else if (Tok.is(tok::r_square) && --Depth == 0) {
      SourceLocation After = Tok.getEndLoc();
      Token Next;
      if (Lexer::getRawToken(After, Next, SM, LO, true) ||
          !Next.is(tok::l_paren))
        return SourceLocation();
      return After;
    }
    L = Tok.getEndLoc();
  }
  return SourceLocation();
}

} // namespace acc2cuda
