//===- LocalTypes.cpp -----------------------------------------------------===//

#include "LocalTypes.h"
#include "AtomicLowering.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <type_traits>

using namespace clang;

namespace acc2cuda {

/// The function \p TD is declared in, directly or through local classes.
static const FunctionDecl *enclosingFunction(const TypeDecl *TD) {
  for (const DeclContext *DC = TD->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *FD = dyn_cast<FunctionDecl>(DC))
      return FD;
  return nullptr;
}

namespace {

/// Walks types down to the local declarations they name.
class TypeWalker {
public:
  TypeWalker(ASTContext &Ctx, llvm::SetVector<const TypeDecl *> &Found)
      : Ctx(Ctx), Found(Found) {}

  void walk(QualType T) {
    if (T.isNull())
      return;
    const Type *Ty = T.getTypePtr();
    if (!Seen.insert(Ty).second)
      return;
    if (const auto *TT = Ty->getAs<TypedefType>()) {
      add(TT->getDecl());
      walk(TT->getDecl()->getUnderlyingType());
    }
    QualType Canon = T.getCanonicalType();
    if (const auto *PT = Canon->getAs<PointerType>())
      return walk(PT->getPointeeType());
    if (const auto *RT = Canon->getAs<ReferenceType>())
      return walk(RT->getPointeeType());
    if (const ArrayType *AT = Ctx.getAsArrayType(Canon))
      return walk(AT->getElementType());
    if (const auto *TagT = Canon->getAs<TagType>())
      add(TagT->getDecl());
    if (const auto *TS = Ty->getAs<TemplateSpecializationType>())
      for (const TemplateArgument &A : TS->template_arguments())
        if (A.getKind() == TemplateArgument::Type)
          walk(A.getAsType());
  }

  /// An enumerator the code names: in C its type is int, not the
  /// enumeration's, which the kernel still needs.
  void enumerator(const EnumConstantDecl *EC) {
    add(cast<EnumDecl>(EC->getDeclContext()));
  }

private:
  void add(const TypeDecl *TD) {
    // A lambda's closure type is the lambda's business (device lambdas).
    if (const auto *RD = dyn_cast<CXXRecordDecl>(TD); RD && RD->isLambda())
      return;
    if (const auto *Tag = dyn_cast<TagDecl>(TD)) {
      if (const TagDecl *Def = Tag->getDefinition())
        TD = Tag = Def;
      // `typedef struct {...} P;` moves as the typedef.
      if (const TypedefNameDecl *Name = Tag->getTypedefNameForAnonDecl())
        if (!Tag->getIdentifier() && Name != TD) {
          walkMembers(Tag);
          return add(Name);
        }
    }
    if (!enclosingFunction(TD) || Found.count(TD))
      return;
    walkMembers(TD);
    Found.insert(TD);
  }
  /// What a record needs first: the types of its members and bases.
  void walkMembers(const TypeDecl *TD) {
    const auto *RD = dyn_cast<RecordDecl>(TD);
    if (!RD)
      return;
    for (const FieldDecl *F : RD->fields())
      walk(F->getType());
    if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD))
      if (CRD->hasDefinition())
        for (const CXXBaseSpecifier &B : CRD->bases())
          walk(B.getType());
  }

  ASTContext &Ctx;
  llvm::SetVector<const TypeDecl *> &Found;
  llvm::SmallPtrSet<const Type *, 16> Seen;
};

/// Every type the code of a statement names.
class BodyTypes : public RecursiveASTVisitor<BodyTypes> {
public:
  explicit BodyTypes(TypeWalker &W) : W(W) {}
  bool shouldVisitImplicitCode() const { return true; }
  bool VisitExpr(Expr *E) {
    W.walk(E->getType());
    return true;
  }
  bool VisitValueDecl(ValueDecl *VD) {
    W.walk(VD->getType());
    return true;
  }
  bool VisitTypeLoc(TypeLoc TL) {
    W.walk(TL.getType());
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *EC = dyn_cast<EnumConstantDecl>(E->getDecl()))
      W.enumerator(EC);
    return true;
  }

private:
  TypeWalker &W;
};

/// The first declaration of its function a local type's own text names
/// (`constexpr int N = 4; struct P { double v[N]; };`): moved to file
/// scope, the type would no longer see it.
class FunctionLocalUse : public RecursiveASTVisitor<FunctionLocalUse> {
public:
  explicit FunctionLocalUse(const TypeDecl *TD) : TD(TD) {}
  bool shouldVisitImplicitCode() const { return false; }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const ValueDecl *VD = E->getDecl();
    if (VD->getDeclContext()->isFunctionOrMethod() &&
        !isInside(VD->getDeclContext()))
      Used = VD;
    return !Used;
  }
  const ValueDecl *Used = nullptr;

private:
  /// Whether \p DC is the type itself or inside it (a member function's
  /// own locals).
  bool isInside(const DeclContext *DC) const {
    for (; DC; DC = DC->getParent())
      if (DC == dyn_cast<DeclContext>(TD))
        return true;
    return false;
  }
  const TypeDecl *TD;
};

/// The declaration statements of a function body, by the decls they hold.
class DeclStatements : public RecursiveASTVisitor<DeclStatements> {
public:
  bool VisitDeclStmt(DeclStmt *S) {
    for (const Decl *D : S->decls())
      Of[D] = S;
    return true;
  }
  llvm::DenseMap<const Decl *, const DeclStmt *> Of;
};

} // namespace

/// The enumerators of \p ED (declared in \p FD, moving to file scope)
/// whose name file scope has (\p Taken) or another function's moving
/// enumeration has get the function's name in front.
static void nameEnumerators(const EnumDecl *ED, const FunctionDecl *FD,
                            llvm::function_ref<bool(DeclarationName)> Taken,
                            ASTContext &Ctx, LocalTypeNames &Names) {
  for (const EnumConstantDecl *EC : ED->enumerators()) {
    if (Names.RenamedEnumerators.count(EC) || !EC->getIdentifier())
      continue;
    auto Clashes = [&](llvm::StringRef Name) {
      auto It = Names.MovedEnumerators.find(Name);
      return Taken(&Ctx.Idents.get(Name)) ||
             (It != Names.MovedEnumerators.end() && It->second != FD);
    };
    std::string Old = EC->getName().str();
    if (!Clashes(Old)) {
      Names.MovedEnumerators.try_emplace(Old, FD);
      continue;
    }
    std::string New = FD->getName().str() + "_" + Old;
    while (Clashes(New))
      New += "_local";
    const_cast<EnumConstantDecl *>(EC)->setDeclName(&Ctx.Idents.get(New));
    Names.RenamedEnumerators[EC] = Old;
    Names.MovedEnumerators.try_emplace(New, FD);
  }
}

void nameLocalTypes(const Stmt *Body, ASTContext &Ctx, LocalTypeNames &Names) {
  llvm::SetVector<const TypeDecl *> Found;
  TypeWalker W(Ctx, Found);
  BodyTypes(W).TraverseStmt(const_cast<Stmt *>(Body));
  const SourceManager &SM = Ctx.getSourceManager();
  for (const TypeDecl *TD : Found) {
    auto *Mutable = const_cast<TypeDecl *>(TD);
    const FunctionDecl *FD = enclosingFunction(TD);
    if (!FD || !FD->getIdentifier() || TD->getLocation().isMacroID() ||
        Names.Renamed.count(TD) || TD->getDeclContext() != FD)
      continue;
    auto *Tag = dyn_cast<TagDecl>(Mutable);
    if (Tag && !Tag->getDeclName() && !Tag->getTypedefNameForAnonDecl()) {
      // Not an anonymous struct or union member of another record.
      if (const auto *RD = dyn_cast<RecordDecl>(Tag);
          RD && RD->isAnonymousStructOrUnion())
        continue;
      std::string Name =
          FD->getName().str() + "_local_" +
          std::to_string(SM.getExpansionLineNumber(Tag->getLocation()));
      Tag->setDeclName(&Ctx.Idents.get(Name));
      Names.Unnamed.insert(Tag);
    }
    const DeclContext *Outer = FD->getDeclContext()->getRedeclContext();
    auto Taken = [&](DeclarationName N) {
      return llvm::any_of(Outer->lookup(N),
                          [&](const NamedDecl *ND) { return ND != TD; });
    };
    if (const auto *ED = dyn_cast<EnumDecl>(TD); ED && !ED->isScoped())
      nameEnumerators(ED, FD, Taken, Ctx, Names);
    if (!TD->getIdentifier() || Names.Unnamed.count(Tag))
      continue;
    // A name file scope has: the function's name in front.
    if (!Taken(TD->getDeclName()))
      continue;
    std::string Old = TD->getName().str();
    std::string New = FD->getName().str() + "_" + Old;
    while (Taken(&Ctx.Idents.get(New)))
      New += "_local";
    Mutable->setDeclName(&Ctx.Idents.get(New));
    Names.Renamed[TD] = Old;
  }
}

namespace {

/// The written names of renamed types (TagTypeLoc, TypedefTypeLoc).
class RenamedTypes : public RecursiveASTVisitor<RenamedTypes> {
public:
  RenamedTypes(const LocalTypeNames &Names, const ASTContext &Ctx,
               llvm::function_ref<bool(SourceLocation)> Wanted)
      : Names(Names), Ctx(Ctx), Wanted(Wanted) {}
  bool VisitTagTypeLoc(TagTypeLoc TL) {
    rename(TL.getDecl(), TL.getNameLoc());
    return true;
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    rename(TL.getTypedefNameDecl(), TL.getNameLoc());
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *EC = dyn_cast<EnumConstantDecl>(E->getDecl()))
      renameEnumerator(EC, E->getLocation());
    return true;
  }
  bool VisitEnumConstantDecl(EnumConstantDecl *EC) {
    renameEnumerator(EC, EC->getLocation());
    return true;
  }
  std::vector<TextEdit> Edits;

private:
  void rename(const TypeDecl *TD, SourceLocation At) {
    auto It = Names.Renamed.find(TD);
    if (It != Names.Renamed.end())
      edit(At, It->second, TD->getName());
  }
  void renameEnumerator(const EnumConstantDecl *EC, SourceLocation At) {
    auto It = Names.RenamedEnumerators.find(EC);
    if (It != Names.RenamedEnumerators.end())
      edit(At, It->second, EC->getName());
  }
  void edit(SourceLocation At, llvm::StringRef Old, llvm::StringRef New) {
    const SourceManager &SM = Ctx.getSourceManager();
    // A macro's argument is the program's text too.
    if (At.isMacroID() && SM.isMacroArgExpansion(At))
      At = SM.getSpellingLoc(At);
    if (!At.isFileID() || !Wanted(At) ||
        !Seen.insert(At.getRawEncoding()).second)
      return;
    if (llvm::StringRef(SM.getCharacterData(At), Old.size()) != Old)
      return; // not the name's own token (written by a macro)
    Edits.push_back({At, At.getLocWithOffset(Old.size()), New.str()});
  }
  const LocalTypeNames &Names;
  const ASTContext &Ctx;
  llvm::function_ref<bool(SourceLocation)> Wanted;
  llvm::DenseSet<unsigned> Seen;
};

/// The edits RenamedTypes finds under \p Root (a Decl or a Stmt).
template <typename Node>
std::vector<TextEdit>
renameEdits(const Node *Root, const LocalTypeNames &Names,
            const ASTContext &Ctx,
            llvm::function_ref<bool(SourceLocation)> Wanted) {
  if (Names.Renamed.empty() && Names.RenamedEnumerators.empty())
    return {};
  RenamedTypes V(Names, Ctx, Wanted);
  if constexpr (std::is_base_of_v<Decl, Node>)
    V.TraverseDecl(const_cast<Node *>(Root));
  else
    V.TraverseStmt(const_cast<Node *>(Root));
  return std::move(V.Edits);
}

} // namespace

std::vector<TextEdit>
renamedTypeEdits(const Decl *Root, const LocalTypeNames &Names,
                 const ASTContext &Ctx,
                 llvm::function_ref<bool(SourceLocation)> Wanted) {
  return renameEdits(Root, Names, Ctx, Wanted);
}

std::vector<TextEdit>
renamedTypeEdits(const Stmt *Root, const LocalTypeNames &Names,
                 const ASTContext &Ctx,
                 llvm::function_ref<bool(SourceLocation)> Wanted) {
  return renameEdits(Root, Names, Ctx, Wanted);
}

bool collectLocalTypes(const Stmt *Body, ASTContext &Ctx, Diag &D,
                       llvm::SetVector<const TypeDecl *> &Types) {
  llvm::SetVector<const TypeDecl *> Found;
  TypeWalker W(Ctx, Found);
  BodyTypes(W).TraverseStmt(const_cast<Stmt *>(Body));
  bool Ok = true;
  for (const TypeDecl *TD : Found) {
    // Declared in the construct's own code: the kernel's text declares it.
    if (Types.count(TD) || isWithin(TD->getLocation(), Body, Ctx))
      continue;
    const FunctionDecl *FD = enclosingFunction(TD);
    auto Reject = [&](const llvm::Twine &Why) {
      std::string What = TD->getIdentifier()
                             ? "type '" + TD->getNameAsString() + "'"
                             : std::string("an unnamed type");
      D.report(diag::UnsupportedContext, TD->getLocation(),
               What + " declared inside function '" + FD->getNameAsString() +
                   "' is used in a compute construct, whose kernel is "
                   "defined at file scope, and it cannot move there: " +
                   Why);
      Ok = false;
    };
    if (TD->getDeclName().isEmpty() || !TD->getIdentifier()) {
      Reject("it has no name; name it or declare it outside the function");
      continue;
    }
    if (FD->isDependentContext() || FD->isTemplateInstantiation()) {
      Reject("the function is a template; declare the type outside it");
      continue;
    }
    if (TD->getDeclContext() != FD) {
      Reject("it is a member of a local class; declare both outside the "
             "function");
      continue;
    }
    FunctionLocalUse Uses(TD);
    Uses.TraverseDecl(const_cast<TypeDecl *>(TD));
    if (Uses.Used) {
      Reject("it uses '" + Uses.Used->getNameAsString() +
             "', declared in the function; declare both outside it");
      continue;
    }
    // File scope (the namespace holding the function) must not know the
    // name yet, and two moved types of other functions must not share one
    // (`typedef struct P {...} P;` is one type under one name).
    const DeclContext *Outer = FD->getDeclContext()->getRedeclContext();
    bool Taken = !Outer->lookup(TD->getDeclName()).empty() ||
                 llvm::any_of(Types, [&](const TypeDecl *Other) {
                   return Other->getDeclName() == TD->getDeclName() &&
                          enclosingFunction(Other) != FD;
                 });
    if (Taken) {
      Reject("that scope already has a declaration named '" +
             TD->getNameAsString() + "'; rename one of them");
      continue;
    }
    // An enumeration's enumerators move with it (C and unscoped C++ ones
    // into the scope around), under the same rule.
    const EnumConstantDecl *Clash = nullptr;
    if (const auto *ED = dyn_cast<EnumDecl>(TD); ED && !ED->isScoped())
      for (const EnumConstantDecl *EC : ED->enumerators()) {
        auto SameName = [&](const TypeDecl *Other) {
          const auto *OE = dyn_cast<EnumDecl>(Other);
          return OE && enclosingFunction(Other) != FD &&
                 llvm::any_of(OE->enumerators(), [&](auto *OC) {
                   return OC->getDeclName() == EC->getDeclName();
                 });
        };
        if (!Outer->lookup(EC->getDeclName()).empty() ||
            llvm::any_of(Types, SameName))
          Clash = EC;
      }
    if (Clash) {
      Reject("that scope already has a declaration named '" +
             Clash->getNameAsString() + "' (an enumerator); rename one of "
             "them");
      continue;
    }
    Types.insert(TD);
  }
  return Ok;
}

std::optional<std::vector<LocalTypeMove>>
planLocalTypeMoves(llvm::ArrayRef<const TypeDecl *> Types,
                   const LocalTypeNames &Names, ASTContext &Ctx, Diag &D) {
  llvm::DenseMap<const FunctionDecl *, DeclStatements> ByFunction;
  std::vector<LocalTypeMove> Moves;
  llvm::SmallPtrSet<const DeclStmt *, 8> Whole;
  bool Ok = true;
  for (const TypeDecl *TD : Types) {
    const FunctionDecl *FD = enclosingFunction(TD);
    auto [It, New] = ByFunction.try_emplace(FD);
    if (New)
      It->second.TraverseStmt(FD->getBody());
    auto S = It->second.Of.find(TD);
    if (S == It->second.Of.end() || TD->getBeginLoc().isMacroID() ||
        S->second->getEndLoc().isMacroID()) {
      D.report(diag::UnsupportedContext, TD->getLocation(),
               "type '" + TD->getNameAsString() +
                   "' must move to file scope for a kernel that uses it, "
                   "and its declaration cannot be moved (it comes from a "
                   "macro); declare it outside the function");
      Ok = false;
      continue;
    }
    LocalTypeMove M{TD, FD, S->second, true};
    if (const auto *Tag = dyn_cast<TagDecl>(TD))
      M.GivenName = Names.Unnamed.count(Tag);
    if (auto It = Names.Renamed.find(TD); It != Names.Renamed.end())
      M.OldName = It->second;
    // Only types (and typedefs of them): the statement moves whole; with
    // variables, only the definition.
    for (const Decl *Other : M.Statement->decls())
      if (!isa<TypeDecl>(Other))
        M.MoveWhole = false;
    if (M.MoveWhole && !Whole.insert(M.Statement).second)
      continue; // `typedef struct P {...} P;`: one statement, two types
    Moves.push_back(M);
  }
  const SourceManager &SM = Ctx.getSourceManager();
  llvm::stable_sort(Moves, [&](const LocalTypeMove &A, const LocalTypeMove &B) {
    return SM.isBeforeInTranslationUnit(A.Statement->getBeginLoc(),
                                        B.Statement->getBeginLoc());
  });
  if (!Ok)
    return std::nullopt;
  return Moves;
}

} // namespace acc2cuda
