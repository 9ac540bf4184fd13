//===- BypassedInits.cpp --------------------------------------------------===//

#include "Support/BypassedInits.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace acc2cuda {

namespace {

/// A statement a label or case label wraps: `case 1: x = 0;`.
const Stmt *unwrapLabels(const Stmt *S) {
  while (true) {
    if (const auto *L = dyn_cast<LabelStmt>(S))
      S = L->getSubStmt();
    else if (const auto *C = dyn_cast<SwitchCase>(S))
      S = C->getSubStmt();
    else
      return S;
  }
}

class Finder {
public:
  explicit Finder(const ASTContext &Ctx)
      : Ctx(const_cast<ASTContext &>(Ctx)), SM(Ctx.getSourceManager()) {}

  /// The declarations between \p From and \p Target whose scope holds
  /// \p Target: those in the compound statements around it, up to \p Stop
  /// (exclusive; null for the function's body).
  void collect(SourceLocation From, const Stmt *Target, const Stmt *Stop,
               SourceLocation Jump) {
    SourceLocation To = Target->getBeginLoc();
    if (!SM.isBeforeInTranslationUnit(From, To))
      return; // a backward jump leaves scopes, as C++ allows
    const Stmt *S = Target;
    while (S && S != Stop) {
      if (const auto *CS = dyn_cast<CompoundStmt>(S))
        for (const Stmt *Child : CS->body()) {
          const auto *DS = dyn_cast<DeclStmt>(unwrapLabels(Child));
          if (!DS || !SM.isBeforeInTranslationUnit(From, DS->getBeginLoc()) ||
              !SM.isBeforeInTranslationUnit(DS->getEndLoc(), To))
            continue;
          for (const Decl *D : DS->decls())
            if (const auto *VD = dyn_cast<VarDecl>(D))
              add(VD, DS, Jump);
        }
      DynTypedNodeList Parents = Ctx.getParents(*S);
      S = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
    }
  }

  std::vector<BypassedInit> Found;

private:
  void add(const VarDecl *VD, const DeclStmt *DS, SourceLocation Jump) {
    if (!VD->hasLocalStorage() || !VD->hasInit())
      return;
    for (const BypassedInit &B : Found)
      if (B.Var == VD)
        return;
    BypassedInit B;
    B.Var = VD;
    B.Jump = Jump;
    QualType T = VD->getType();
    SourceLocation Name = VD->getLocation();
    if (DS->isSingleDecl() && !T.isConstQualified() &&
        (T->isArithmeticType() || T->isEnumeralType() || T->isPointerType()) &&
        VD->getInitStyle() == VarDecl::CInit &&
        !isa<InitListExpr>(VD->getInit()->IgnoreImplicit()) &&
        Name.isFileID()) {
      // `x = ...` directly after the name (not `(*f)(int) = g`).
      std::optional<Token> Next =
          Lexer::findNextToken(Name, SM, Ctx.getLangOpts());
      if (Next && Next->is(tok::equal)) {
        B.Splittable = true;
        B.InsertAt = Lexer::getLocForEndOfToken(Name, 0, SM, Ctx.getLangOpts());
      }
    }
    Found.push_back(B);
  }

  ASTContext &Ctx;
  const SourceManager &SM;
};

} // namespace

std::vector<BypassedInit> bypassedInits(const Stmt *Jump,
                                        const ASTContext &Ctx) {
  Finder F(Ctx);
  if (const auto *G = dyn_cast<GotoStmt>(Jump)) {
    if (const LabelStmt *L = G->getLabel()->getStmt())
      F.collect(G->getBeginLoc(), L, nullptr, G->getBeginLoc());
  } else if (const auto *SW = dyn_cast<SwitchStmt>(Jump)) {
    for (const SwitchCase *C = SW->getSwitchCaseList(); C;
         C = C->getNextSwitchCase())
      F.collect(SW->getBody()->getBeginLoc(), C, SW, C->getBeginLoc());
  }
  return std::move(F.Found);
}

} // namespace acc2cuda
