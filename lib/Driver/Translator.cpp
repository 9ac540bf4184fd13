//===- Translator.cpp - The pipeline for one translation unit -------------===//
//
// Frontend (pragmas + OpenMP AST) -> Model (ComputeConstruct) -> Analysis
// (KernelPlan) -> Emit (kernel + host text) -> rewritten file.
//
//===----------------------------------------------------------------------===//

#include "Translator.h"
#include "Analysis/DataAnalysis.h"
#include "Analysis/RegionAnalysis.h"
#include "Analysis/SourceText.h"
#include "Emit/DataEmitter.h"
#include "Emit/OutputFile.h"
#include "Frontend/ACCParser.h"
#include "Frontend/ACCPragmaHandler.h"
#include "Frontend/NameLookup.h"
#include "Frontend/OMPImporter.h"
#include "Frontend/StatementIndex.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace acc2cuda {

struct TranslateAction::State {
  std::vector<RawPragma> Pragmas;
};

namespace {

/// Finds OpenMP target constructs (outermost only) in main-file functions.
struct OMPFinder : RecursiveASTVisitor<OMPFinder> {
  explicit OMPFinder(const SourceManager &SM) : SM(SM) {}
  bool TraverseOMPExecutableDirectiveHelper(OMPExecutableDirective *D);
  bool VisitOMPExecutableDirective(OMPExecutableDirective *D) {
    if (!SM.isInMainFile(SM.getExpansionLoc(D->getBeginLoc())))
      return true;
    if (isTargetComputeDirective(D) || isTargetDataDirective(D))
      Found.push_back(D);
    return true;
  }
  const SourceManager &SM;
  std::vector<const OMPExecutableDirective *> Found;
};

struct DeclareTargetFinder : RecursiveASTVisitor<DeclareTargetFinder> {
  explicit DeclareTargetFinder(const SourceManager &SM) : SM(SM) {}
  bool VisitDecl(Decl *D) {
    if (D->hasAttr<OMPDeclareTargetDeclAttr>() &&
        SM.isInMainFile(SM.getExpansionLoc(D->getLocation())))
      Found.push_back(D);
    return true;
  }
  const SourceManager &SM;
  std::vector<const Decl *> Found;
};

class Consumer : public SemaConsumer {
public:
  /// clang's parser installs its own `acc` handler (which skips the pragma
  /// when -fopenacc is off) after the action starts; replace it here, once
  /// the parser exists and before any token is read.
  void InitializeSema(Sema &Sem) override {
    Preprocessor &PP = Sem.getPreprocessor();
    EmptyPragmaHandler ByName("acc");
    PP.RemovePragmaHandler(&ByName);
    PP.AddPragmaHandler(new ACCPragmaHandler(S->Pragmas));
  }

  Consumer(CompilerInstance &CI, const TranslateOptions &Opts,
           std::shared_ptr<TranslateAction::State> S)
      : CI(CI), Opts(Opts), S(std::move(S)), D(CI.getDiagnostics()) {}

  void HandleTranslationUnit(ASTContext &Ctx) override;

private:
  void collectACC(ASTContext &Ctx, const StatementIndex &Index);
  void collectOMP(ASTContext &Ctx, const StatementIndex &Index);
  bool resolve(VarRef &R, SourceLocation At, const Stmt *Body,
               const FunctionDecl *FD, ASTContext &Ctx);
  void collectDataPlans(ASTContext &Ctx, std::vector<DataPlan> &Plans);
  std::string kernelName(const ComputeConstruct &C, ASTContext &Ctx);
  SourceLocation kernelInsertLoc(const FunctionDecl *FD, ASTContext &Ctx);
  CharSourceRange constructRange(const ComputeConstruct &C, ASTContext &Ctx);
  bool templateInfo(const FunctionDecl *FD, KernelPlan &P, ASTContext &Ctx);

  CompilerInstance &CI;
  const TranslateOptions &Opts;
  std::shared_ptr<TranslateAction::State> S;
  Diag D;
  std::vector<ComputeConstruct> Constructs;
  std::vector<DataConstruct> DataConstructs;
  NestedLoopMap NestedLoops;
  std::vector<SourceRange> NestedPragmas;
  std::map<std::string, unsigned> KernelNames;
};

void Consumer::collectACC(ASTContext &Ctx, const StatementIndex &Index) {
  SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  for (RawPragma &P : S->Pragmas) {
    SourceLocation Begin = SM.getExpansionLoc(P.IntroducerLoc);
    // `#pragma` ends at its end-of-line token; `_Pragma("...")` (possibly
    // from a macro) ends after the expansion's closing parenthesis.
    SourceLocation End = SM.getExpansionLoc(P.EndLoc);
    if (P.EndLoc.isMacroID()) {
      CharSourceRange R = SM.getExpansionRange(P.EndLoc);
      End = R.isTokenRange() ? Lexer::getLocForEndOfToken(R.getEnd(), 0, SM, LO)
                             : R.getEnd();
    }
    if (SM.isInSystemHeader(Begin))
      continue;
    if (!SM.isInMainFile(Begin)) {
      D.error(Begin, "OpenACC directives in included files are not "
                     "translated; move this code into the translated file");
      continue;
    }
    std::optional<ParsedACCDirective> PD = parseACCDirective(P, SM, LO, D);
    if (!PD)
      continue;
    // The pragma's full text: from '#' (or _Pragma) to the end of the line.
    SourceRange PragmaRange(Begin, End.getLocWithOffset(-1));
    std::string Text = "#pragma acc " + tokensToText(P.Tokens, SM, LO);
    if (PD->K == ParsedACCDirective::Kind::Data &&
        PD->DataDir.K != DataConstruct::Kind::Region) {
      // Executable directives: no statement of their own.
      DataConstruct DC = std::move(PD->DataDir);
      DC.Function = Index.functionAt(Begin);
      DC.PragmaRange = PragmaRange;
      DC.DirectiveText = Text;
      DataConstructs.push_back(std::move(DC));
      continue;
    }
    const StatementSlot *Slot = Index.find(Begin, End);
    if (!Slot) {
      D.error(PD->NameLoc, "'#pragma acc " + PD->Name +
                               "' must be followed by a statement in the "
                               "same block");
      continue;
    }
    if (PD->K == ParsedACCDirective::Kind::Data) {
      DataConstruct DC = std::move(PD->DataDir);
      DC.Body = Slot->S;
      DC.Function = Slot->Function;
      DC.PragmaRange = PragmaRange;
      DC.DirectiveText = Text;
      DataConstructs.push_back(std::move(DC));
      continue;
    }
    if (PD->K == ParsedACCDirective::Kind::Loop) {
      NestedLoops[Slot->S] = {PD->Loop, PragmaRange, Slot->S};
      NestedPragmas.push_back(PragmaRange);
      continue;
    }
    ComputeConstruct C = std::move(PD->Compute);
    C.Loop = PD->Loop;
    C.Body = Slot->S;
    C.Function = Slot->Function;
    C.PragmaRange = PragmaRange;
    C.DirectiveText = Text;
    Constructs.push_back(std::move(C));
  }
}

void Consumer::collectOMP(ASTContext &Ctx, const StatementIndex &Index) {
  const SourceManager &SM = Ctx.getSourceManager();
  OMPFinder F(SM);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  std::vector<SourceRange> Claimed;
  for (const OMPExecutableDirective *Dir : F.Found) {
    SourceLocation L = SM.getExpansionLoc(Dir->getBeginLoc());
    // Directives nested in a construct already taken belong to it.
    bool Inside = llvm::any_of(Claimed, [&](SourceRange R) {
      return !SM.isBeforeInTranslationUnit(L, R.getBegin()) &&
             !SM.isBeforeInTranslationUnit(R.getEnd(), L);
    });
    if (Inside) {
      if (isTargetDataDirective(Dir) || isTargetComputeDirective(Dir))
        D.error(Dir->getBeginLoc(), "target constructs nested in a target "
                                    "region are not allowed");
      continue;
    }
    const FunctionDecl *FD = Index.functionAt(L);
    if (isTargetDataDirective(Dir)) {
      if (std::optional<DataConstruct> DC = importOMPData(Dir, FD, Ctx, D))
        DataConstructs.push_back(std::move(*DC));
      continue;
    }
    std::optional<ComputeConstruct> C = importOMPTarget(Dir, FD, Ctx, D);
    if (!C)
      continue;
    Claimed.push_back(
        SourceRange(L, SM.getExpansionRange(Dir->getEndLoc()).getEnd()));
    if (Dir->hasAssociatedStmt())
      Claimed.back().setEnd(
          SM.getExpansionRange(Dir->getAssociatedStmt()->getEndLoc()).getEnd());
    Constructs.push_back(std::move(*C));
  }
  DeclareTargetFinder DT(SM);
  DT.TraverseDecl(Ctx.getTranslationUnitDecl());
  for (const Decl *Dc : DT.Found)
    D.error(Dc->getLocation(), "'declare target' is not supported by this "
                               "version of acc2cuda; functions called from "
                               "target regions get a device version "
                               "automatically when defined in this file");
}

bool Consumer::resolve(VarRef &R, SourceLocation At, const Stmt *Body,
                       const FunctionDecl *FD, ASTContext &Ctx) {
  if (R.Decl)
    return true;
  R.Decl = lookupVariable(R.BaseName, At, Body, FD, Ctx);
  if (!R.Decl) {
    D.error(R.Range.getBegin(), "use of undeclared identifier '" + R.BaseName +
                                    "' in OpenACC clause");
    return false;
  }
  if (R.IsMember()) {
    QualType T = R.Decl->getType().getNonReferenceType();
    const RecordDecl *RD = T->getAsRecordDecl();
    std::string Member = R.Name.substr(R.BaseName.size() + 1);
    const FieldDecl *Field = nullptr;
    if (RD && Member.find('.') == std::string::npos)
      for (const FieldDecl *F : RD->fields())
        if (F->getName() == Member)
          Field = F;
    if (!Field || !Field->getType()->isScalarType() ||
        Field->getType()->isPointerType() || !R.Subscripts.empty()) {
      D.error(R.Range.getBegin(),
              "'" + R.Name +
                  "': only struct members of scalar type are "
                  "supported in data clauses");
      return false;
    }
  }
  return true;
}

std::string Consumer::kernelName(const ComputeConstruct &C, ASTContext &Ctx) {
  std::string Base;
  if (C.Function) {
    if (const auto *MD = dyn_cast<CXXMethodDecl>(C.Function))
      Base = MD->getParent()->getName().str() + "_";
    if (C.Function->getIdentifier())
      Base += C.Function->getName().str();
    else
      Base += "fn";
  }
  for (char &Ch : Base)
    if (!isalnum(static_cast<unsigned char>(Ch)) && Ch != '_')
      Ch = '_';
  unsigned Line = Ctx.getSourceManager().getExpansionLineNumber(C.Loc);
  std::string Name = Base + "_" + std::to_string(Line) + "_kernel";
  unsigned &Count = KernelNames[Name];
  if (Count++)
    Name += "_" + std::to_string(Count);
  return Name;
}

SourceLocation Consumer::kernelInsertLoc(const FunctionDecl *FD,
                                         ASTContext &Ctx) {
  // An out-of-line member definition starts at its outermost
  // `template <...>` (of the class), before the member's own.
  if (FD->getNumTemplateParameterLists())
    return Ctx.getSourceManager().getExpansionLoc(FD->getOuterLocStart());
  const Decl *Outer = FD;
  if (const FunctionTemplateDecl *T = FD->getDescribedFunctionTemplate())
    Outer = T;
  while (true) {
    const DeclContext *DC = Outer->getLexicalDeclContext();
    if (isa<TranslationUnitDecl, NamespaceDecl, LinkageSpecDecl>(DC))
      break;
    const Decl *Parent = cast<Decl>(DC);
    if (const auto *RD = dyn_cast<CXXRecordDecl>(Parent))
      if (const ClassTemplateDecl *CT = RD->getDescribedClassTemplate())
        Parent = CT;
    Outer = Parent;
  }
  return Ctx.getSourceManager().getExpansionLoc(Outer->getBeginLoc());
}

/// Where statement \p S ends in the file: a statement that is not a block
/// ends in a ';' outside its source range.
static SourceLocation statementEnd(const Stmt *S, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation End = fileRange(S->getSourceRange(), Ctx).getEnd();
  llvm::StringRef Buf = SM.getBufferData(SM.getFileID(End));
  unsigned Off = SM.getFileOffset(End);
  unsigned Last = Off;
  while (Last > 0 && isspace(static_cast<unsigned char>(Buf[Last - 1])))
    --Last;
  if (Last > 0 && Buf[Last - 1] != ';' && Buf[Last - 1] != '}') {
    unsigned I = Off;
    while (I < Buf.size() && isspace(static_cast<unsigned char>(Buf[I])))
      ++I;
    if (I < Buf.size() && Buf[I] == ';')
      End = End.getLocWithOffset(I - Off + 1);
  }
  return End;
}

CharSourceRange Consumer::constructRange(const ComputeConstruct &C,
                                         ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Begin = SM.getExpansionLoc(C.PragmaRange.getBegin());
  return CharSourceRange::getCharRange(Begin, statementEnd(C.Body, Ctx));
}

/// The template parameter lists a kernel for a construct in \p FD must
/// repeat, outermost first: those of enclosing class templates (or of an
/// out-of-line member definition), then FD's own.
static std::vector<const TemplateParameterList *>
enclosingTemplateParams(const FunctionDecl *FD) {
  std::vector<const TemplateParameterList *> Lists;
  if (FD->getNumTemplateParameterLists()) {
    for (unsigned I = 0; I < FD->getNumTemplateParameterLists(); ++I)
      Lists.push_back(FD->getTemplateParameterList(I));
  } else {
    for (const DeclContext *DC = FD->getDeclContext(); DC;
         DC = DC->getParent()) {
      const auto *RD = dyn_cast<CXXRecordDecl>(DC);
      if (!RD)
        continue;
      if (const ClassTemplateDecl *CT = RD->getDescribedClassTemplate())
        Lists.insert(Lists.begin(), CT->getTemplateParameters());
      else if (const auto *PS =
                   dyn_cast<ClassTemplatePartialSpecializationDecl>(RD))
        Lists.insert(Lists.begin(), PS->getTemplateParameters());
    }
  }
  if (const FunctionTemplateDecl *T = FD->getDescribedFunctionTemplate())
    Lists.push_back(T->getTemplateParameters());
  return Lists;
}

bool Consumer::templateInfo(const FunctionDecl *FD, KernelPlan &P,
                            ASTContext &Ctx) {
  if (!FD || !FD->isDependentContext())
    return true;
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  if (FD->getParent()->isFunctionOrMethod() ||
      (MD && MD->getParent()->isLambda())) {
    D.error(P.C->Loc, "compute constructs in lambdas and local classes of "
                      "templates are not supported by this version of "
                      "acc2cuda");
    return false;
  }
  std::string Params, Args;
  for (const TemplateParameterList *TPL : enclosingTemplateParams(FD)) {
    for (const NamedDecl *Param : *TPL) {
      if (Param->isParameterPack() || Param->getName().empty()) {
        D.error(P.C->Loc,
                std::string("compute constructs in templates with ") +
                    (Param->isParameterPack() ? "parameter packs"
                                              : "unnamed parameters") +
                    " are not supported by this version of acc2cuda");
        return false;
      }
      // "typename T", "int N", "template <class> class C": without defaults,
      // which the kernel template must not repeat.
      Params +=
          (Params.empty() ? "" : ", ") +
          sourceText(SourceRange(Param->getBeginLoc(), Param->getLocation()),
                     Ctx);
      Args += (Args.empty() ? "" : ", ") + Param->getName().str();
    }
  }
  if (Params.empty())
    return true;
  P.TemplateHeader = "template <" + Params + ">";
  P.TemplateArgs = "<" + Args + ">";
  return true;
}

static SourceLocation statementEnd(const Stmt *S, ASTContext &Ctx);

/// Resolves, checks and plans the data constructs; records for each compute
/// construct the variables that enclosing data regions keep present.
void Consumer::collectDataPlans(ASTContext &Ctx, std::vector<DataPlan> &Plans) {
  const SourceManager &SM = Ctx.getSourceManager();
  auto Within = [&](SourceLocation L, const Stmt *S) {
    CharSourceRange R = fileRange(S->getSourceRange(), Ctx);
    L = SM.getExpansionLoc(L);
    return !SM.isBeforeInTranslationUnit(L, R.getBegin()) &&
           SM.isBeforeInTranslationUnit(L, R.getEnd());
  };
  for (DataConstruct &DC : DataConstructs) {
    if (!DC.Function) {
      D.error(DC.Loc, "'" + DC.DirectiveName + "' outside a function");
      continue;
    }
    bool InCompute = llvm::any_of(Constructs, [&](const ComputeConstruct &C) {
      return Within(DC.PragmaRange.getBegin(), C.Body);
    });
    if (InCompute) {
      D.error(DC.Loc, "'" + DC.DirectiveName +
                          "' is not allowed inside a compute construct");
      continue;
    }
    bool Ok = true;
    SourceLocation At = DC.PragmaRange.getBegin();
    for (DataClause &Cl : DC.Data)
      Ok &= resolve(Cl.Var, At, DC.Body, DC.Function, Ctx);
    for (auto *List : {&DC.UpdateHost, &DC.UpdateDevice})
      for (VarRef &R : *List)
        Ok &= resolve(R, At, DC.Body, DC.Function, Ctx);
    if (!Ok)
      continue;
    if (std::optional<DataPlan> P = analyzeData(DC, Ctx, D))
      Plans.push_back(std::move(*P));
  }
  for (ComputeConstruct &C : Constructs)
    for (const DataConstruct &DC : DataConstructs)
      // OpenMP's implicit rules already look pointers and arrays up and
      // keep scalars firstprivate inside target data. A region with an
      // `if` may map nothing, so it makes nothing present.
      if (C.Lang == Dialect::OpenACC && DC.Lang == Dialect::OpenACC &&
          DC.K == DataConstruct::Kind::Region && DC.IfCond.empty() &&
          DC.Function == C.Function &&
          Within(C.PragmaRange.getBegin(), DC.Body))
        for (const DataClause &Cl : DC.Data)
          if (Cl.Var.Decl && !Cl.Var.IsMember())
            C.EnclosingData.push_back(Cl.Var.Decl);
}

void Consumer::HandleTranslationUnit(ASTContext &Ctx) {
  if (D.hasErrors())
    return; // the program itself does not compile
  SourceManager &SM = Ctx.getSourceManager();
  StatementIndex Index(Ctx);
  collectACC(Ctx, Index);
  collectOMP(Ctx, Index);

  // Orphaned loop directives: a loop directive outside any construct.
  for (const auto &KV : NestedLoops) {
    SourceLocation L = KV.second.PragmaRange.getBegin();
    bool Inside = llvm::any_of(Constructs, [&](const ComputeConstruct &C) {
      CharSourceRange R = fileRange(C.Body->getSourceRange(), Ctx);
      return !SM.isBeforeInTranslationUnit(L, R.getBegin()) &&
             SM.isBeforeInTranslationUnit(L, R.getEnd());
    });
    if (!Inside)
      D.error(KV.second.Clauses.Loc,
              "orphaned 'loop' directive (outside a compute construct) is "
              "not supported by this version of acc2cuda");
  }

  // Bind clause names (OpenACC) to declarations; constructs with unknown
  // names are dropped so the others are still checked.
  std::vector<ComputeConstruct> Resolved;
  for (ComputeConstruct &C : Constructs) {
    bool Ok = true;
    if (C.Lang == Dialect::OpenACC) {
      SourceLocation At = C.PragmaRange.getBegin();
      for (DataClause &DC : C.Data)
        Ok &= resolve(DC.Var, At, C.Body, C.Function, Ctx);
      for (auto *List : {&C.Private, &C.FirstPrivate, &C.Loop.Private})
        for (VarRef &R : *List)
          Ok &= resolve(R, At, C.Body, C.Function, Ctx);
      for (auto *List : {&C.Reductions, &C.Loop.Reductions})
        for (Reduction &R : *List)
          Ok &= resolve(R.Var, At, C.Body, C.Function, Ctx);
    }
    if (Ok)
      Resolved.push_back(std::move(C));
  }
  Constructs = std::move(Resolved);
  for (auto &KV : NestedLoops) {
    for (VarRef &R : KV.second.Clauses.Private) {
      R.Decl =
          lookupVariable(R.BaseName, KV.second.PragmaRange.getBegin(), KV.first,
                         Index.functionAt(R.Range.getBegin()), Ctx);
      if (!R.Decl)
        D.error(R.Range.getBegin(), "use of undeclared identifier '" +
                                        R.BaseName + "' in OpenACC clause");
    }
    for (Reduction &Red : KV.second.Clauses.Reductions) {
      Red.Var.Decl = lookupVariable(
          Red.Var.BaseName, KV.second.PragmaRange.getBegin(), KV.first,
          Index.functionAt(Red.Var.Range.getBegin()), Ctx);
      if (!Red.Var.Decl)
        D.error(Red.Var.Range.getBegin(), "use of undeclared identifier '" +
                                              Red.Var.BaseName +
                                              "' in OpenACC clause");
    }
  }

  std::vector<DataPlan> DataPlans;
  collectDataPlans(Ctx, DataPlans);

  llvm::SetVector<const FunctionDecl *> DeviceFunctions;
  InstantiationIndex Instantiations(Ctx);
  RegionContext RC{
      Ctx, D, NestedLoops, NestedPragmas, DeviceFunctions, Instantiations};
  std::vector<KernelPlan> Plans;
  for (const ComputeConstruct &C : Constructs) {
    if (!C.Function) {
      D.error(C.Loc, "compute construct outside a function");
      continue;
    }
    std::optional<KernelPlan> P = analyzeRegion(C, RC);
    if (!P || !templateInfo(C.Function, *P, Ctx))
      continue;
    P->KernelName = kernelName(C, Ctx);
    Plans.push_back(std::move(*P));
  }
  if (D.hasErrors())
    return;

  EmitOptions EO;
  EO.Tgt = Opts.Tgt;
  EO.FileName = llvm::sys::path::filename(
                    SM.getFileEntryRefForID(SM.getMainFileID())->getName())
                    .str();
  OutputFile Out(Ctx, Opts.Style);
  for (const KernelPlan &P : Plans) {
    Out.insertKernel(kernelInsertLoc(P.C->Function, Ctx),
                     emitKernel(P, Ctx, EO));
    Out.replaceConstruct(constructRange(*P.C, Ctx),
                         SM.getExpansionLoc(P.C->Body->getBeginLoc()),
                         emitHostCode(P, Ctx, EO));
  }
  for (const DataPlan &P : DataPlans) {
    const DataConstruct &DC = *P.C;
    CharSourceRange Pragma = CharSourceRange::getCharRange(
        DC.PragmaRange.getBegin(), DC.PragmaRange.getEnd().getLocWithOffset(1));
    SourceLocation Next =
        DC.Body ? SM.getExpansionLoc(DC.Body->getBeginLoc()) : Pragma.getEnd();
    Out.replaceConstruct(Pragma, Next, emitDataDirective(P, Ctx, EO));
    if (DC.Body)
      Out.closeBlockAfter(statementEnd(DC.Body, Ctx));
  }
  for (const FunctionDecl *FD : DeviceFunctions)
    for (const FunctionDecl *Re : FD->redecls())
      if (SM.isInMainFile(SM.getExpansionLoc(Re->getLocation())))
        Out.markHostDevice(SM.getExpansionLoc(Re->getInnerLocStart()));
  if (!Out.write(Opts.OutputPath, EO, D))
    return;
}

} // namespace

bool TranslateAction::BeginSourceFileAction(CompilerInstance &CI) {
  S = std::make_shared<State>();
  return true;
}

std::unique_ptr<ASTConsumer>
TranslateAction::CreateASTConsumer(CompilerInstance &CI, llvm::StringRef) {
  return std::make_unique<Consumer>(CI, Opts, S);
}

} // namespace acc2cuda
