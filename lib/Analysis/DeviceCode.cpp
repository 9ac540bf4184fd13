//===- DeviceCode.cpp -----------------------------------------------------===//

#include "DeviceCode.h"
#include "DeviceLibrary.h"
#include "Support/CAsCxx.h"
#include "Support/TranslatedFiles.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace acc2cuda {

/// Whether \p D is the standard library's (or another system header's).
static bool inSystemHeader(const Decl *D) {
  const SourceManager &SM = D->getASTContext().getSourceManager();
  return SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation()));
}

/// Whether \p E is a default argument of a program function (the standard
/// library's are the library's business).
bool programDefaultArgument(const CXXDefaultArgExpr *E) {
  return !inSystemHeader(E->getParam());
}

namespace {

/// Whether the type is an array or a class with an array among its members
/// or bases, at any depth.
bool holdsArray(QualType T) {
  T = T.getCanonicalType();
  if (T->isArrayType())
    return true;
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return false;
  for (const FieldDecl *F : RD->fields())
    if (holdsArray(F->getType()))
      return true;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (holdsArray(B.getType()))
      return true;
  return false;
}

struct CallCollector : RecursiveASTVisitor<CallCollector> {
  std::vector<const CallExpr *> Calls;
  std::vector<const CXXConstructExpr *> Constructs;
  std::vector<const DeclRefExpr *> Globals;
  /// Functions called without a call in the source: the constructor an
  /// inheriting constructor runs.
  std::vector<std::pair<const FunctionDecl *, SourceLocation>> Implicit;
  bool VisitCallExpr(CallExpr *E) {
    Calls.push_back(E);
    return true;
  }
  // What the syntactic view leaves out but runs: a default argument's
  // expression, a range-based for's begin(), end(), != and ++.
  bool VisitCXXDefaultArgExpr(CXXDefaultArgExpr *E) {
    return !programDefaultArgument(E) || TraverseStmt(E->getExpr());
  }
  bool VisitCXXDefaultInitExpr(CXXDefaultInitExpr *E) {
    return TraverseStmt(E->getExpr());
  }
  bool VisitCXXForRangeStmt(CXXForRangeStmt *S) {
    for (const Expr *E : rangeForCalls(S))
      if (!TraverseStmt(const_cast<Expr *>(E)))
        return false;
    return true;
  }
  bool VisitCXXInheritedCtorInitExpr(CXXInheritedCtorInitExpr *E) {
    Implicit.push_back({E->getConstructor(), E->getBeginLoc()});
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    Constructs.push_back(E);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (auto *VD = dyn_cast<VarDecl>(E->getDecl()))
      if (VD->hasGlobalStorage())
        Globals.push_back(E);
    return true;
  }
};

/// The destructor that ends the life of an object of type \p T (of its
/// elements for an array), when it runs code.
const CXXDestructorDecl *nonTrivialDestructor(QualType T, ASTContext &Ctx) {
  const CXXRecordDecl *RD = Ctx.getBaseElementType(T)->getAsCXXRecordDecl();
  // The standard library's classes are left to nvcc, as their members are.
  if (!RD || !RD->hasDefinition() || RD->hasTrivialDestructor() ||
      inSystemHeader(RD))
    return nullptr;
  return RD->getDestructor();
}

} // namespace

llvm::SmallVector<const Expr *, 4> rangeForCalls(const CXXForRangeStmt *S) {
  llvm::SmallVector<const Expr *, 4> Out;
  // A standard library range is the library's business: std::array's
  // iterators are constexpr, a std::vector becomes a view of its device
  // copy (ContainerViews.h) whose iterators are device functions.
  if (const Expr *Range = S->getRangeInit())
    if (const CXXRecordDecl *RD =
            Range->getType().getNonReferenceType()->getAsCXXRecordDecl();
        RD && inSystemHeader(RD))
      return Out;
  for (const Stmt *DS : {S->getBeginStmt(), S->getEndStmt()})
    if (const auto *D = dyn_cast_or_null<DeclStmt>(DS))
      if (const auto *V = dyn_cast_or_null<VarDecl>(D->getSingleDecl());
          V && V->getInit())
        Out.push_back(V->getInit());
  for (const Expr *E : {S->getCond(), S->getInc()})
    if (E)
      Out.push_back(E);
  // The loop variable's initialisation, `*__begin`.
  if (const VarDecl *V = S->getLoopVariable(); V && V->getInit())
    Out.push_back(V->getInit());
  return Out;
}

void collectCalls(const Stmt *S, std::vector<const CallExpr *> &Calls,
                  std::vector<const CXXConstructExpr *> &Constructs) {
  CallCollector CC;
  CC.TraverseStmt(const_cast<Stmt *>(S));
  Calls.insert(Calls.end(), CC.Calls.begin(), CC.Calls.end());
  Constructs.insert(Constructs.end(), CC.Constructs.begin(),
                    CC.Constructs.end());
}

std::string whyNotRedeclarable(const FunctionDecl *Def) {
  if (isa<CXXMethodDecl>(Def))
    return "a member function";
  switch (Def->getTemplatedKind()) {
  case FunctionDecl::TK_NonTemplate:
    break;
  case FunctionDecl::TK_FunctionTemplate: {
    const TemplateParameterList *TPL =
        Def->getDescribedFunctionTemplate()->getTemplateParameters();
    if (TPL->getRequiresClause() || Def->getTrailingRequiresClause())
      return "a constrained template";
    for (const NamedDecl *P : *TPL) {
      const auto *TP = dyn_cast<TemplateTypeParmDecl>(P);
      if ((TP && TP->hasTypeConstraint()) ||
          (!TP && !isa<NonTypeTemplateParmDecl>(P)))
        return "a template with a template template parameter or a "
               "constrained parameter";
    }
    break;
  }
  default:
    return "a template specialization";
  }
  if (Def->getReturnType()->getContainedDeducedType())
    return "a function with a deduced return type";
  if (Def->isVariadic())
    return "a variadic function";
  for (const DeclContext *DC = Def->getDeclContext(); !DC->isTranslationUnit();
       DC = DC->getParent())
    if (!isa<NamespaceDecl, LinkageSpecDecl>(DC))
      return "a function declared inside a class or function";
  return "";
}

bool isDependentCall(const CallExpr *CE) {
  const Expr *Callee = CE->getCallee();
  return CE->isTypeDependent() || Callee->isTypeDependent() ||
         isa<UnresolvedLookupExpr, UnresolvedMemberExpr,
             CXXDependentScopeMemberExpr, DependentScopeDeclRefExpr>(
             Callee->IgnoreParens());
}

void collectCallsInRange(const FunctionDecl *FD, SourceRange R,
                         std::vector<const CallExpr *> &Calls,
                         std::vector<const CXXConstructExpr *> &Constructs) {
  const SourceManager &SM = FD->getASTContext().getSourceManager();
  SourceLocation B = SM.getExpansionLoc(R.getBegin());
  SourceLocation E = SM.getExpansionRange(R.getEnd()).getEnd();
  auto Inside = [&](SourceLocation L) {
    L = SM.getExpansionLoc(L);
    return !SM.isBeforeInTranslationUnit(L, B) &&
           !SM.isBeforeInTranslationUnit(E, L);
  };
  CallCollector CC;
  CC.TraverseStmt(const_cast<Stmt *>(FD->getBody()));
  for (const CallExpr *CE : CC.Calls)
    if (Inside(CE->getBeginLoc()))
      Calls.push_back(CE);
  for (const CXXConstructExpr *CE : CC.Constructs)
    if (Inside(CE->getBeginLoc()))
      Constructs.push_back(CE);
}

bool collectDeviceFunctions(llvm::ArrayRef<const CallExpr *> Calls,
                            llvm::ArrayRef<const CXXConstructExpr *> Constructs,
                            ASTContext &Ctx, Diag &D,
                            llvm::SetVector<const FunctionDecl *> &Out,
                            DeviceGlobals &Globals,
                            llvm::ArrayRef<const FunctionDecl *> Seeds) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<std::pair<const FunctionDecl *, SourceLocation>> Work;
  for (const CallExpr *CE : Calls) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD) {
      if (isa<CXXPseudoDestructorExpr>(CE->getCallee()) || isDependentCall(CE))
        continue;
      D.report(diag::IndirectCall, CE->getBeginLoc(),
               "calls through function pointers are not "
               "supported in a compute region");
      return false;
    }
    Work.push_back({FD, CE->getBeginLoc()});
  }
  // An object constructed is destroyed: its destructor runs there too.
  auto Construct = [&](const CXXConstructExpr *CE) {
    const CXXConstructorDecl *Ctor = CE->getConstructor();
    if (Ctor && !Ctor->isTrivial())
      Work.push_back({Ctor, CE->getBeginLoc()});
    if (const CXXDestructorDecl *Dtor =
            nonTrivialDestructor(CE->getType(), Ctx))
      Work.push_back({Dtor, CE->getBeginLoc()});
  };
  for (const CXXConstructExpr *CE : Constructs)
    Construct(CE);
  for (const FunctionDecl *FD : Seeds)
    Work.push_back({FD, FD->getLocation()});
  bool Ok = true;
  llvm::SmallPtrSet<const FunctionDecl *, 16> Seen;
  while (!Work.empty()) {
    auto [FD, Loc] = Work.back();
    Work.pop_back();
    const bool Library =
        FD->getBuiltinID() ||
        SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation()));
    if (std::string Why = Library ? hostOnlyMathReason(FD) : ""; !Why.empty()) {
      D.report(diag::NoDeviceFunction, Loc,
               "'" + FD->getQualifiedNameAsString() +
                   "' has no device version: " + Why +
                   "; compute in float or double in the region");
      Ok = false;
      continue;
    }
    if (FD->getBuiltinID())
      continue;
    if (SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation()))) {
      if (libraryHasDeviceVersion(FD))
        continue;
      D.report(diag::NoDeviceFunction, Loc,
               "'" + FD->getQualifiedNameAsString() +
                   "' from the standard library has no device version: it "
                   "is neither constexpr (in this language mode; C++20 "
                   "makes more of the library constexpr) nor a CUDA math "
                   "function; call it outside the region");
      Ok = false;
      continue;
    }
    const FunctionDecl *Def = nullptr;
    if (FD->getTemplateInstantiationPattern())
      Def = FD->getTemplateInstantiationPattern();
    if (!FD->hasBody(Def) && !Def &&
        Globals.DeclaredForDevice.count(FD->getCanonicalDecl())) {
      // Defined in another file, compiled for the device there too.
      bool InHeader = !SM.isInMainFile(SM.getExpansionLoc(FD->getLocation()));
      std::string Why = InHeader ? whyNotRedeclarable(FD) : "";
      if (!Why.empty()) {
        D.report(diag::NoDeviceFunction, Loc,
                 "function '" + FD->getNameAsString() +
                     "' is declared for the device in a header, and it is " +
                     Why + ", which acc2cuda cannot redeclare for the device");
        Ok = false;
        continue;
      }
      Out.insert(FD);
      if (Globals.ReportedExternal.insert(FD->getCanonicalDecl()).second)
        D.report(diag::ExternalDeviceFunction, Loc,
                 "'" + FD->getNameAsString() +
                     "' is a device function defined in another file: "
                     "compile the files with 'nvcc -rdc=true' and link them "
                     "with nvcc");
      continue;
    }
    if (!FD->hasBody(Def) && !Def) {
      D.report(diag::NoDeviceFunction, Loc,
               "function '" + FD->getNameAsString() +
                   "' is called in a compute region but has no "
                   "definition in this file; define it here, or declare it "
                   "for the device ('#pragma acc routine seq' or 'omp "
                   "declare target') and translate the file defining it");
      Ok = false;
      continue;
    }
    if (!Def)
      FD->hasBody(Def);
    SourceLocation DefLoc = SM.getExpansionLoc(Def->getLocation());
    bool InMain = SM.isInMainFile(DefLoc);
    bool InHeader = Globals.Files ? !Globals.Files->contains(DefLoc) : !InMain;
    // The output redeclares the function (a template's pattern, once for
    // all its instantiations) of a header it does not translate
    // `__host__ __device__` after the #include; the header stays as it is.
    const FunctionDecl *Device = Def;
    if (InHeader && Def->getTemplateInstantiationPattern())
      Device = Def->getTemplateInstantiationPattern();
    if (InHeader) {
      std::string Why = whyNotRedeclarable(Device);
      if (!Why.empty()) {
        D.report(diag::NoDeviceFunction, Loc,
                 "function '" + FD->getNameAsString() +
                     "' is called in a compute region and defined in a "
                     "header, and it is " +
                     Why +
                     ", which acc2cuda cannot give a device version without "
                     "rewriting the header; define it in this file");
        Ok = false;
        continue;
      }
    }
    if (auto It = Globals.HostDirectives.find(Def->getCanonicalDecl());
        It != Globals.HostDirectives.end()) {
      D.report(
          diag::NoDeviceFunction, Loc,
          "function '" + FD->getNameAsString() +
              "' is called in a compute region, and it holds the directive '" +
              It->second.Name + "' (line " +
              llvm::Twine(SM.getExpansionLineNumber(It->second.Loc)) +
              "), which launches kernels or moves data from the "
              "host; call it outside the region, or give the region's "
              "work a function without directives");
      Ok = false;
      continue;
    }
    // A member the compiler declares (an implicit constructor) has no
    // text to mark: nvcc makes it callable where its callees are, so the
    // constructors of its members and bases need the marks.
    if (!Def->isImplicit())
      Out.insert(Device);
    if (!Seen.insert(FD).second)
      continue;
    // An instantiation's own body has the calls resolved for its arguments;
    // the pattern's has dependent calls without a callee.
    const FunctionDecl *Walk =
        FD->isTemplateInstantiation() && FD->hasBody() ? FD : Def;
    CallCollector CC;
    if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Walk))
      for (const CXXCtorInitializer *I : Ctor->inits())
        CC.TraverseStmt(I->getInit());
    // A destructor destroys the members and bases after its body.
    if (const auto *Dtor = dyn_cast<CXXDestructorDecl>(Walk)) {
      const CXXRecordDecl *RD = Dtor->getParent();
      for (const FieldDecl *F : RD->fields())
        if (const CXXDestructorDecl *D =
                nonTrivialDestructor(F->getType(), Ctx))
          Work.push_back({D, Loc});
      for (const CXXBaseSpecifier &B : RD->bases())
        if (const CXXDestructorDecl *D = nonTrivialDestructor(B.getType(), Ctx))
          Work.push_back({D, Loc});
    }
    if (!Def->isDefaulted())
      CC.TraverseStmt(const_cast<Stmt *>(Walk->getBody()));
    for (const DeclRefExpr *G : CC.Globals) {
      auto *VD = cast<VarDecl>(G->getDecl());
      // nvcc reads constexpr scalars and objects in device code, not
      // constexpr arrays (`coef[1]` is "undefined in device code"), nor
      // objects holding one (a std::array's operator[] takes its address):
      // those need a device copy.
      if ((usableAsCxxConstant(VD, Ctx) && !holdsArray(VD->getType())) ||
          VD->isStaticLocal())
        continue;
      // Only the main file's uses read the twin: a translated header is the
      // same text for every file including it.
      if (Globals.Twins.count(VD->getCanonicalDecl()) && InMain) {
        Globals.Refs.insert(G);
        continue;
      }
      if (!Globals.Reported.insert(G).second)
        continue; // the function is reached from several regions
      if (Globals.Twins.count(VD->getCanonicalDecl()))
        D.report(diag::GlobalInDeviceCode, G->getLocation(),
                 "global variable '" + VD->getName() +
                     "' has a device copy, but function '" +
                     Def->getNameAsString() +
                     "' uses it from a header, which acc2cuda does not "
                     "rewrite to read the copy; define the function in "
                     "this file");
      else
        D.report(diag::GlobalInDeviceCode, G->getLocation(),
                 "global variable '" + VD->getName() +
                     "' is used in function '" + Def->getNameAsString() +
                     "', which is called in a compute region; "
                     "pass it as an argument, or give it a "
                     "device copy (OpenACC 'declare copyin' or 'declare "
                     "create', OpenMP 'declare target')");
      Ok = false;
    }
    for (const CallExpr *CE : CC.Calls) {
      const FunctionDecl *Callee = CE->getDirectCallee();
      if (!Callee)
        continue;
      // The region's own calls of OpenACC and OpenMP routines get device
      // forms (OMPRoutines.h); in a function only those the runtime
      // defines for both sides work (omp_get_thread_num would call the
      // host's OpenMP library).
      // clang's omp.h defines some routines as variants for the host
      // ("omp_is_initial_device$ompvariant$..."): the routine's own name.
      llvm::StringRef Name =
          Callee->getIdentifier() ? Callee->getName().split('$').first : "";
      bool Routine =
          (Name.starts_with("omp_") || Name.starts_with("acc_")) &&
          SM.isInSystemHeader(SM.getExpansionLoc(Callee->getLocation()));
      bool BothSides = Name == "omp_is_initial_device" ||
                       Name == "omp_get_device_num" || Name == "acc_on_device";
      if (Routine && BothSides)
        continue; // the runtime's, for the device too
      if (Routine) {
        D.report(diag::NoDeviceFunction, CE->getBeginLoc(),
                 "'" + Name.str() + "' in function '" + Def->getNameAsString() +
                     "', which a compute region calls, has no device "
                     "version in this version of acc2cuda (only the "
                     "region's own calls of it do); call it in the region "
                     "and pass its value");
        Ok = false;
        continue;
      }
      Work.push_back({Callee, CE->getBeginLoc()});
    }
    for (const CXXConstructExpr *CE : CC.Constructs)
      Construct(CE);
    Work.insert(Work.end(), CC.Implicit.begin(), CC.Implicit.end());
  }
  return Ok;
}

} // namespace acc2cuda
