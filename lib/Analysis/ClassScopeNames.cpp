//===- ClassScopeNames.cpp ------------------------------------------------===//

#include "ClassScopeNames.h"
#include "Support/SourceText.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <cctype>

using namespace clang;

namespace acc2cuda {

namespace {

const char *const Self = "acc2cuda_self";

class NameFinder : public RecursiveASTVisitor<NameFinder> {
public:
  NameFinder(const CXXRecordDecl *Class, ASTContext &Ctx)
      : Class(Class), Ctx(Ctx), SM(Ctx.getSourceManager()) {}

  std::vector<TextEdit> Edits;
  bool NonPublic = false;
  /// Static data members the kernel gets as parameters: their names alone
  /// name the parameter (RegionScanner erases qualifiers of such uses).
  llvm::SmallPtrSet<const ValueDecl *, 8> Captured;

  bool shouldVisitImplicitCode() const { return false; }

  bool TraverseDeclRefExpr(DeclRefExpr *E) {
    if (Captured.count(cast<ValueDecl>(E->getDecl()->getCanonicalDecl())))
      return true;
    return RecursiveASTVisitor::TraverseDeclRefExpr(E);
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const ValueDecl *D = E->getDecl();
    if (E->hasQualifier() || !isa<EnumConstantDecl, VarDecl, CXXMethodDecl>(D))
      return true;
    if (const auto *VD = dyn_cast<VarDecl>(D); VD && !VD->isStaticDataMember())
      return true;
    if (const auto *MD = dyn_cast<CXXMethodDecl>(D); MD && !MD->isStatic())
      return true;
    if (member(D))
      insert(E->getLocation(), std::string(Self) + "::");
    return true;
  }

  /// `S::x` and `S::T` of the class itself: S is acc2cuda_self. A member
  /// type leading a qualifier (`Color::Red`) is acc2cuda_self's.
  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc Q) {
    if (!Q)
      return true;
    ++InQualifier;
    bool R = RecursiveASTVisitor::TraverseNestedNameSpecifierLoc(Q);
    --InQualifier;
    return R;
  }

  /// `real_t x` of a member typedef: `typename acc2cuda_self::real_t x`;
  /// `S::real_t x` and `Inner::type x`: `typename` before the qualifier
  /// that names acc2cuda_self, the name after it as written.
  bool TraverseElaboratedTypeLoc(ElaboratedTypeLoc TL) {
    NestedNameSpecifierLoc Q = TL.getQualifierLoc();
    if (!Q)
      return TraverseTypeLoc(TL.getNamedTypeLoc());
    const size_t Before = Edits.size();
    TraverseNestedNameSpecifierLoc(Q);
    if (Edits.size() != Before && !InQualifier)
      insert(Q.getBeginLoc(), "typename ");
    return true;
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    return namedType(TL.getTypedefNameDecl(), TL.getNameLoc());
  }
  bool VisitTagTypeLoc(TagTypeLoc TL) {
    return namedType(TL.getDecl(), TL.getNameLoc());
  }
  bool VisitInjectedClassNameTypeLoc(InjectedClassNameTypeLoc TL) {
    return namedType(TL.getDecl(), TL.getNameLoc());
  }
  /// `Lim<T>::half` in class template Lim: the current instantiation is
  /// acc2cuda_self (not another specialization, `Lim<float>`).
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    ClassTemplateDecl *CT = Class->getDescribedClassTemplate();
    SourceLocation B = TL.getTemplateNameLoc(), E = TL.getRAngleLoc();
    if (!CT || !B.isFileID() || !E.isFileID())
      return true;
    QualType Current = CT->getInjectedClassNameSpecialization();
    if (!Ctx.hasSameType(TL.getType(), Current) &&
        !Ctx.hasSameType(TL.getType(), Ctx.getTypeDeclType(Class)))
      return true;
    Edits.push_back({B, E.getLocWithOffset(1), Self});
    return true;
  }

private:
  bool namedType(const NamedDecl *D, SourceLocation Name) {
    if (!D || !D->getIdentifier())
      return true;
    if (isClass(D)) {
      replace(Name, D->getName(), Self);
      return true;
    }
    if (!member(D))
      return true;
    // In a qualifier no `typename` is allowed, elsewhere it is required.
    replace(
        Name, D->getName(),
        (InQualifier ? std::string(Self) : "typename " + std::string(Self)) +
            "::" + D->getName().str());
    return true;
  }

  bool isClass(const Decl *D) const {
    const auto *RD = dyn_cast<CXXRecordDecl>(D);
    return RD && RD->getCanonicalDecl() == Class->getCanonicalDecl();
  }

  /// A member of the class or of one of its bases; an unscoped enumerator
  /// counts as a member of the class holding its enumeration.
  bool member(const Decl *D) {
    const DeclContext *DC = D->getDeclContext();
    if (const auto *ED = dyn_cast<EnumDecl>(DC)) {
      if (ED->isScoped())
        return false;
      DC = ED->getDeclContext();
    }
    const auto *RD = dyn_cast<CXXRecordDecl>(DC);
    if (!RD || RD->isLambda())
      return false;
    bool Own = RD->getCanonicalDecl() == Class->getCanonicalDecl();
    if (!Own && !(Class->hasDefinition() && Class->isDerivedFrom(RD)))
      return false;
    if (D->getAccess() == AS_private || D->getAccess() == AS_protected)
      NonPublic = true;
    return true;
  }

  void insert(SourceLocation L, const std::string &Text) {
    if (L.isFileID())
      Edits.push_back({L, L, Text});
  }
  void replace(SourceLocation L, llvm::StringRef Name,
               const std::string &Text) {
    if (L.isFileID())
      Edits.push_back({L, L.getLocWithOffset(Name.size()), Text});
  }

  const CXXRecordDecl *Class;
  ASTContext &Ctx;
  const SourceManager &SM;
  unsigned InQualifier = 0;
};

bool isWordChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
}

/// Replaces in \p Text (a declaration written by the analysis) the names
/// of \p Class's member types, written `S::name` or (in a template)
/// `name`, by \p By + name. Whether it replaced any.
bool qualifyMemberTypes(std::string &Text, const CXXRecordDecl *Class,
                        ASTContext &Ctx, const std::string &By) {
  const std::string Qualified = typeText(Ctx.getRecordType(Class), Ctx) + "::";
  bool Any = false;
  for (const Decl *D : Class->decls()) {
    const auto *TD = dyn_cast<TypeDecl>(D);
    if (!TD || !TD->getIdentifier() ||
        isa<CXXRecordDecl>(TD) &&
            cast<CXXRecordDecl>(TD)->isInjectedClassName())
      continue;
    const std::string Name = TD->getName().str();
    for (size_t At = Text.find(Name); At != std::string::npos;
         At = Text.find(Name, At)) {
      size_t End = At + Name.size();
      if ((At > 0 && isWordChar(Text[At - 1])) ||
          (End < Text.size() && isWordChar(Text[End]))) {
        At = End;
        continue;
      }
      // `S::name` as a whole, or `name` unqualified.
      size_t From = At;
      if (At >= Qualified.size() &&
          Text.compare(At - Qualified.size(), Qualified.size(), Qualified) == 0)
        From = At - Qualified.size();
      else if (At > 0 && Text[At - 1] == ':') {
        At = End;
        continue;
      }
      // The declared name (the last word) is no type.
      if (Text.find_first_not_of(" ;", End) == std::string::npos)
        break;
      Text.replace(From, End - From, By + Name);
      At = From + By.size() + Name.size();
      Any = true;
    }
  }
  return Any;
}

} // namespace

void planClassScopeNames(KernelPlan &P, const FunctionDecl *Function,
                         ASTContext &Ctx) {
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Function);
  if (!Method || !P.KernelBody)
    return;
  const CXXRecordDecl *Class = Method->getParent();
  if (Class->isLocalClass() || Class->isLambda())
    return;
  NameFinder F(Class, Ctx);
  for (const Capture &Cap : P.Captures)
    if (const auto *VD = dyn_cast_or_null<VarDecl>(Cap.Decl);
        VD && VD->isStaticDataMember())
      F.Captured.insert(VD->getCanonicalDecl());
  F.TraverseStmt(const_cast<Stmt *>(P.KernelBody));
  // Parameters of member types (`S::real_t *out`, in a template
  // `value_type *x`): through acc2cuda_self.
  bool InParams = false;
  const std::string By = "typename " + std::string(Self) + "::";
  for (Capture &Cap : P.Captures)
    for (std::string *Text : {&Cap.ParamDecl, &Cap.LocalDecl})
      InParams |= qualifyMemberTypes(*Text, Class, Ctx, By);
  if (F.Edits.empty() && !InParams)
    return;
  P.BodyEdits.insert(P.BodyEdits.end(), F.Edits.begin(), F.Edits.end());
  const std::string Param = std::string("class ") + Self;
  if (llvm::find(P.ClosureParams, Param) == P.ClosureParams.end()) {
    P.ClosureParams.push_back(Param);
    P.ClosureArgs.push_back(Method->isStatic()
                                ? Class->getNameAsString()
                                : "std::remove_pointer_t<decltype(this)>");
  }
  // The kernel, a friend of the class, may name its private members.
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Brace = Class->getBraceRange().getEnd();
  if (F.NonPublic && Brace.isValid() && !Brace.isMacroID() &&
      SM.isInMainFile(Brace))
    P.FriendIn = Brace;
}

} // namespace acc2cuda
