//===- Translator.cpp - The pipeline for one translation unit -------------===//
//
// Frontend (pragmas + OpenMP AST) -> Model (ComputeConstruct) -> Analysis
// (KernelPlan) -> Emit (kernel + host text) -> rewritten file.
//
//===----------------------------------------------------------------------===//

#include "Translator.h"
#include "Analysis/AtomicLowering.h"
#include "Analysis/CAsCxxChecks.h"
#include "Analysis/CudaNames.h"
#include "Analysis/DataAnalysis.h"
#include "Analysis/DeviceCode.h"
#include "Analysis/EnclosingData.h"
#include "Analysis/ExplicitMemory.h"
#include "Analysis/LocalTypes.h"
#include "Analysis/RegionAnalysis.h"
#include "Analysis/RegionSplit.h"
#include "Analysis/TableCopies.h"
#include "Analysis/TargetTasks.h"
#include "DeviceMarks.h"
#include "Emit/DataEmitter.h"
#include "Emit/OutputFile.h"
#include "Frontend/ACCParser.h"
#include "Frontend/ACCPragmaHandler.h"
#include "Frontend/MemberItems.h"
#include "Frontend/NameLookup.h"
#include "Frontend/OMPDeclareTarget.h"
#include "Frontend/OMPImporter.h"
#include "Frontend/StatementIndex.h"
#include "Frontend/UnifiedMemory.h"
#include "HeaderTranslation.h"
#include "KernelMacros.h"
#include "LoopsOutsideConstructs.h"
#include "SourceFinders.h"
#include "Support/DeclRefs.h"
#include "Support/DroppedOMPPragmas.h"
#include "Support/SourceText.h"
#include "Support/StatementEnds.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/DiagnosticParse.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/Utils.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "llvm/Support/Path.h"
#include <cstring>
#include <map>

using namespace clang;

namespace acc2cuda {

struct TranslateAction::State {
  std::vector<RawPragma> Pragmas;
  /// Where each `#pragma` of the user's files starts (its '#').
  std::vector<SourceLocation> PragmaStarts;
  /// The user's text that conditional compilation skipped.
  std::vector<SourceRange> Skipped;
  std::vector<IncludeDirective> Includes;
  /// Expansions of macros the user's files define.
  std::vector<MacroUse> MacroUses;
};

namespace {

/// Records where the pragmas of the user's files start (clang's OpenMP
/// parser consumes `declare target` pragmas without a trace in the AST),
/// which of their text conditional compilation skipped, and their includes
/// (the headers translated with the main file are among them).
class PreprocessorRecorder : public PPCallbacks {
public:
  PreprocessorRecorder(const SourceManager &SM, TranslateAction::State &S)
      : SM(SM), S(S) {}
  void PragmaDirective(SourceLocation Loc,
                       PragmaIntroducerKind Introducer) override {
    if (Introducer == PIK_HashPragma && !SM.isInSystemHeader(Loc))
      S.PragmaStarts.push_back(Loc);
  }
  void SourceRangeSkipped(SourceRange Range, SourceLocation) override {
    if (!SM.isInSystemHeader(Range.getBegin()))
      S.Skipped.push_back(Range);
  }
  void InclusionDirective(SourceLocation Hash, const Token &, StringRef,
                          bool IsAngled, CharSourceRange FilenameRange,
                          OptionalFileEntryRef File, StringRef SearchPath,
                          StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    S.Includes.push_back(
        {Hash, FilenameRange, File, IsAngled, SearchPath.str()});
  }
  void MacroExpands(const Token &Name, const MacroDefinition &MD, SourceRange,
                    const MacroArgs *) override {
    const MacroInfo *MI = MD.getMacroInfo();
    if (!MI || MI->isBuiltinMacro() || !MI->getDefinitionLoc().isFileID() ||
        SM.isInSystemHeader(MI->getDefinitionLoc()) ||
        SM.isWrittenInBuiltinFile(MI->getDefinitionLoc()) ||
        SM.isWrittenInCommandLineFile(MI->getDefinitionLoc()))
      return;
    S.MacroUses.push_back({SM.getExpansionLoc(Name.getLocation()),
                           MI->getDefinitionLoc(), MI->getDefinitionEndLoc(),
                           Name.getIdentifierInfo()->getName().str()});
  }

private:
  const SourceManager &SM;
  TranslateAction::State &S;
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
    PP.addPPCallbacks(
        std::make_unique<PreprocessorRecorder>(PP.getSourceManager(), *S));
  }

  Consumer(CompilerInstance &CI, const TranslateOptions &Opts,
           std::shared_ptr<TranslateAction::State> S)
      : CI(CI), Opts(Opts), S(std::move(S)), D(CI.getDiagnostics()),
        Files(CI.getSourceManager()) {}

  void HandleTranslationUnit(ASTContext &Ctx) override;

private:
  void collectACC(ASTContext &Ctx, const StatementIndex &Index);
  void collectOMP(ASTContext &Ctx, const StatementIndex &Index);
  bool resolve(VarRef &R, SourceLocation At, const Stmt *Body,
               const FunctionDecl *FD, ASTContext &Ctx, bool DataItem = false);
  void collectDataPlans(ASTContext &Ctx, std::vector<DataPlan> &Plans);
  std::string kernelName(const ComputeConstruct &C, ASTContext &Ctx);
  SourceLocation kernelInsertLoc(const FunctionDecl *FD, ASTContext &Ctx);
  std::vector<std::pair<FileID, const FunctionDecl *>>
  resolveRoutines(ASTContext &Ctx);
  void
  redeclareHeaderFunctions(const llvm::SetVector<const FunctionDecl *> &Fns,
                           OutputFile &Out, ASTContext &Ctx);
  CharSourceRange constructRange(const ComputeConstruct &C, ASTContext &Ctx);
  bool templateInfo(const FunctionDecl *FD, KernelPlan &P, ASTContext &Ctx);

  CompilerInstance &CI;
  const TranslateOptions &Opts;
  std::shared_ptr<TranslateAction::State> S;
  Diag D;
  std::vector<ComputeConstruct> Constructs;
  std::vector<DataConstruct> DataConstructs;
  std::vector<const FunctionDecl *> DeclareTargetFunctions;
  std::vector<const FunctionDecl *> DeclaredForDevice;
  std::vector<RoutineDirective> Routines;
  std::vector<SourceLocation> CachePragmas; ///< the `cache` of each
  NestedLoopMap NestedLoops;
  /// The loops of OpenACC combined constructs (`parallel loop`).
  llvm::SmallPtrSet<const Stmt *, 8> CombinedLoops;
  std::vector<SourceRange> NestedPragmas;
  std::vector<AtomicDirective> Atomics; ///< OpenACC; OpenMP ones in regions
  std::vector<const OMPAtomicDirective *> OMPAtomics;
  HostTasks OMPTasks;
  KernelNames Names;
  /// The main file and the headers translated with it.
  TranslatedFiles Files;
  std::vector<TranslatedHeader> Headers;
};

/// Reports the first name in \p PD's expressions that denotes nothing
/// (`num_gangs(ngangs)` with no `ngangs`): the output would not compile.
static bool namesDeclared(const ParsedACCDirective &PD, const FunctionDecl *FD,
                          NameCheck &Check, Diag &D) {
  for (const ExprName &N : PD.ExprNames)
    if (!Check.visible(N.Name, N.Loc, FD)) {
      D.report(diag::UndeclaredIdentifier, N.Loc,
               "use of undeclared identifier '" + N.Name +
                   "' in OpenACC directive");
      return false;
    }
  return true;
}

void Consumer::collectACC(ASTContext &Ctx, const StatementIndex &Index) {
  SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  NameCheck Check(Ctx);
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
    // `routine` in a header that is not translated only says which
    // functions have a device version; nothing there needs rewriting. Other
    // directives there are in a header that cannot be translated, reported
    // by selectHeaders.
    bool IsRoutine = !P.Tokens.empty() && P.Tokens[0].is(tok::identifier) &&
                     P.Tokens[0].getIdentifierInfo()->getName() == "routine";
    if (!Files.contains(Begin) && !IsRoutine)
      continue;
    const FunctionDecl *FD = Index.functionAt(Begin);
    std::optional<ParsedACCDirective> PD = parseACCDirective(
        P, SM, LO, D, [&](llvm::StringRef Name, SourceLocation At) {
          return constantValue(Name, At, FD, Ctx);
        });
    if (!PD || !namesDeclared(*PD, FD, Check, D))
      continue;
    // The pragma's full text: from '#' (or _Pragma) to the end of the line.
    SourceRange PragmaRange(Begin, End.getLocWithOffset(-1));
    std::string Text = "#pragma acc " + tokensToText(P.Tokens, SM, LO);
    if (PD->K == ParsedACCDirective::Kind::Cache) {
      NestedPragmas.push_back(PragmaRange);
      CachePragmas.push_back(PD->NameLoc);
      continue;
    }
    if (PD->K == ParsedACCDirective::Kind::Routine) {
      PD->Routine.PragmaRange = PragmaRange;
      Routines.push_back(std::move(PD->Routine));
      continue;
    }
    if (PD->K == ParsedACCDirective::Kind::Data &&
        PD->DataDir.K != DataConstruct::Kind::Region &&
        PD->DataDir.K != DataConstruct::Kind::HostData) {
      // Executable directives and declare: no statement of their own.
      DataConstruct DC = std::move(PD->DataDir);
      DC.Function = Index.functionAt(Begin);
      DC.PragmaRange = PragmaRange;
      DC.DirectiveText = Text;
      DataConstructs.push_back(std::move(DC));
      continue;
    }
    const StatementSlot *Slot = Index.find(Begin, End);
    if (!Slot) {
      D.report(diag::NeedsStatement, PD->NameLoc,
               "'#pragma acc " + PD->Name +
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
    if (PD->K == ParsedACCDirective::Kind::Atomic) {
      PD->Atomic.S = Slot->S;
      PD->Atomic.PragmaRange = PragmaRange;
      Atomics.push_back(PD->Atomic);
      NestedPragmas.push_back(PragmaRange);
      continue;
    }
    if (PD->K == ParsedACCDirective::Kind::Loop) {
      // A second directive on one loop: its clauses would be lost.
      if (NestedLoops.count(Slot->S)) {
        D.report(diag::MisplacedDirective, PD->NameLoc,
                 "two 'loop' directives on one loop; give the loop one "
                 "directive with all the clauses");
        continue;
      }
      NestedLoops[Slot->S] = {PD->Loop, PragmaRange, Slot->S};
      NestedPragmas.push_back(PragmaRange);
      continue;
    }
    ComputeConstruct C = std::move(PD->Compute);
    C.Loop = PD->Loop;
    C.Body = Slot->S;
    if (C.IsLoop)
      CombinedLoops.insert(Slot->S);
    C.Function = Slot->Function;
    C.PragmaRange = PragmaRange;
    C.DirectiveText = Text;
    Constructs.push_back(std::move(C));
  }
  // A `loop` directive on a combined construct's loop: its clauses (`seq`)
  // would be lost.
  for (const Stmt *S : CombinedLoops) {
    auto It = NestedLoops.find(S);
    if (It == NestedLoops.end())
      continue;
    D.report(diag::MisplacedDirective, It->second.Clauses.Loc,
             "a 'loop' directive on the loop of a combined construct; put "
             "its clauses on the combined construct");
    NestedLoops.erase(It);
  }
}

void Consumer::collectOMP(ASTContext &Ctx, const StatementIndex &Index) {
  const SourceManager &SM = Ctx.getSourceManager();
  // Clang resolves a metadirective while parsing, for the host: in a
  // target region it would pick the host's variant, not the GPU's.
  for (SourceLocation Hash : S->PragmaStarts)
    if (Files.contains(Hash) && isMetadirectivePragma(Hash, SM))
      D.report(diag::UnsupportedDirective, Hash,
               "'metadirective' is not supported by this version of "
               "acc2cuda: its variant would be chosen for the host, not the "
               "GPU; write the directive for the GPU");
  OMPFinder F(Files);
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
        D.report(diag::MisplacedDirective, Dir->getBeginLoc(),
                 "target constructs nested in a target "
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
  OMPAtomics = std::move(F.Atomics);
  OMPTasks = std::move(F.Tasks);
  // Loop directives in a target region's code: `parallel for` is a loop for
  // the threads of each team, as an OpenACC vector loop; the others run on
  // the one thread of their team.
  for (const OMPLoopDirective *Dir : F.NestedLoops) {
    auto Target = llvm::find_if(Constructs, [&](const ComputeConstruct &C) {
      return C.Lang == Dialect::OpenMP &&
             isWithin(Dir->getBeginLoc(), C.Body, Ctx);
    });
    if (Target == Constructs.end())
      continue;
    // Without a loop of teams around it, a team has one thread.
    bool Threads = isNestedThreadLoop(Dir) && Target->IsLoop;
    std::optional<NestedLoopDirective> N =
        Threads ? importOMPNestedLoop(Dir, Ctx, D)
                : importOMPSequentialLoop(Dir, Ctx, D);
    if (!N)
      continue;
    if (!Threads && !isa<OMPSimdDirective>(Dir))
      D.report(diag::InnerLoopSequential, Dir->getBeginLoc(),
               "this loop runs sequentially on the one thread of its team: "
               "acc2cuda spreads over the GPU's threads the loops of "
               "'teams distribute' constructs and the 'parallel for' loops "
               "nested in them");
    NestedPragmas.push_back(N->PragmaRange);
    NestedLoops[N->Loop] = std::move(*N);
  }
  DeclareTargetFinder DT(SM, Files);
  DT.TraverseDecl(Ctx.getTranslationUnitDecl());
  DeclaredForDevice.insert(DeclaredForDevice.end(), DT.InHeaders.begin(),
                           DT.InHeaders.end());
  std::vector<const Decl *> All = DT.Found;
  All.insert(All.end(), DT.HeaderVariables.begin(), DT.HeaderVariables.end());
  OMPDeclareTargets Marked = importOMPDeclareTargets(All, SM, D);
  llvm::append_range(DeclareTargetFunctions, Marked.Defined);
  llvm::append_range(DeclaredForDevice, Marked.DefinedElsewhere);
  for (DataConstruct &DC : Marked.Variables)
    DataConstructs.push_back(std::move(DC));
}

bool Consumer::resolve(VarRef &R, SourceLocation At, const Stmt *Body,
                       const FunctionDecl *FD, ASTContext &Ctx, bool DataItem) {
  if (R.IsThis) {
    const auto *MD = dyn_cast_or_null<CXXMethodDecl>(FD);
    if (!MD || !MD->isInstance()) {
      D.report(diag::UndeclaredIdentifier, R.Range.getBegin(),
               "'this' names the object only in a non-static member "
               "function");
      return false;
    }
    if (DataItem)
      return true;
    D.report(diag::UnsupportedListItem, R.Range.getBegin(),
             "'this' is allowed in data clauses and 'update' only");
    return false;
  }
  if (R.Decl)
    return true;
  R.Decl = FD ? lookupVariable(R.BaseName, At, Body, FD, Ctx)
              : lookupGlobalVariable(R.BaseName, At, Ctx);
  if (!R.Decl) {
    if (lookupBinding(R.BaseName, FD)) {
      D.report(diag::UnsupportedListItem, R.Range.getBegin(),
               "'" + R.BaseName +
                   "' is a structured binding, which clauses cannot name; "
                   "copy it to a variable declared before the construct");
      return false;
    }
    D.report(diag::UndeclaredIdentifier, R.Range.getBegin(),
             "use of undeclared identifier '" + R.BaseName +
                 "' in OpenACC clause");
    return false;
  }
  if (!R.IsMember())
    return true;
  if (!bindMemberPath(R, D))
    return false;
  // A scalar member of a struct variable (`s.n`), and in data clauses and
  // update an array member, whole or a section (`s.a[lo:len]`), or a
  // pointer member: its section (`s.p[0:n]`) or, for attach and detach,
  // the pointer itself.
  MemberItem K = memberItem(R);
  if (K == MemberItem::ScalarInStruct ||
      (DataItem &&
       (K == MemberItem::ScalarThroughPointer ||
        K == MemberItem::PointerMember || K == MemberItem::ArrayInStruct)))
    return true;
  D.report(diag::StructMember, R.Range.getBegin(),
           "'" + R.Name +
               (DataItem ? "': only struct members of scalar or array "
                           "type and sections of pointer members "
                           "(s.p[0:n]) are supported in data clauses"
                         : "': only struct members of scalar type are "
                           "supported in this clause"));
  return false;
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
  return Names.name(Base + "_" + std::to_string(Line) + "_kernel", C.Loc, Files,
                    Ctx, D);
}

namespace {

/// Every declaration, by where it starts, for `routine`'s "the declaration
/// that follows" and `routine(name)`.
struct DeclIndex : RecursiveASTVisitor<DeclIndex> {
  explicit DeclIndex(const SourceManager &SM) : SM(SM) {}
  bool VisitDecl(Decl *Dc) {
    if (Dc->isImplicit() || isa<TranslationUnitDecl>(Dc))
      return true;
    SourceLocation L = SM.getExpansionLoc(Dc->getBeginLoc());
    if (L.isValid())
      All.push_back({L, Dc});
    if (auto *FD = dyn_cast<FunctionDecl>(Dc))
      Functions.push_back(FD);
    return true;
  }
  const SourceManager &SM;
  std::vector<std::pair<SourceLocation, const Decl *>> All;
  std::vector<const FunctionDecl *> Functions;
};

} // namespace

/// The functions each `routine` names: the one declared right after an
/// unnamed `routine`, every function of that name for `routine(name)`.
std::vector<std::pair<FileID, const FunctionDecl *>>
Consumer::resolveRoutines(ASTContext &Ctx) {
  std::vector<std::pair<FileID, const FunctionDecl *>> Out;
  if (Routines.empty())
    return Out;
  const SourceManager &SM = Ctx.getSourceManager();
  DeclIndex Index(SM);
  Index.TraverseDecl(Ctx.getTranslationUnitDecl());
  for (const RoutineDirective &R : Routines) {
    if (R.Named) {
      llvm::StringRef Name(R.FunctionName);
      bool Found = false;
      for (const FunctionDecl *FD : Index.Functions) {
        std::string Qualified = FD->getQualifiedNameAsString();
        bool Match = Name.contains("::")
                         ? llvm::StringRef(Qualified).ends_with(Name) &&
                               (Qualified.size() == Name.size() ||
                                llvm::StringRef(Qualified)
                                    .drop_back(Name.size())
                                    .ends_with("::"))
                         : FD->getName() == Name;
        Found |= Match;
        // Templates need nothing: their instantiations called in compute
        // regions get a device version anyway.
        if (Match && !FD->isDependentContext())
          Out.push_back({Files.owner(R.Loc), FD});
      }
      if (!Found)
        D.report(diag::UndeclaredIdentifier, R.NameLoc,
                 "no function named '" + R.FunctionName + "' for 'routine'");
      continue;
    }
    const Decl *Next = nullptr;
    SourceLocation NextLoc;
    SourceLocation After = R.PragmaRange.getEnd();
    for (auto &[L, Dc] : Index.All) {
      if (SM.getFileID(L) != SM.getFileID(After) ||
          !SM.isBeforeInTranslationUnit(After, L))
        continue;
      if (!Next || SM.isBeforeInTranslationUnit(L, NextLoc)) {
        Next = Dc;
        NextLoc = L;
      }
    }
    if (const auto *FT = dyn_cast_or_null<FunctionTemplateDecl>(Next))
      Next = FT->getTemplatedDecl();
    const auto *FD = dyn_cast_or_null<FunctionDecl>(Next);
    if (!FD) {
      D.report(diag::MisplacedDirective, R.Loc,
               "'routine' without a name must be followed by a function "
               "declaration or definition");
      continue;
    }
    if (!FD->isDependentContext())
      Out.push_back({Files.owner(R.Loc), FD});
  }
  return Out;
}

/// The end of the line of the main file's #include that brings in (maybe
/// through other headers) the file holding \p Loc; invalid if none does.
static SourceLocation mainFileIncludeEnd(SourceLocation Loc,
                                         const SourceManager &SM) {
  FileID F = SM.getFileID(Loc);
  while (true) {
    SourceLocation Inc = SM.getIncludeLoc(F);
    if (Inc.isInvalid())
      return {};
    Inc = SM.getExpansionLoc(Inc);
    if (SM.isInMainFile(Inc)) {
      llvm::StringRef Buf = SM.getBufferData(SM.getMainFileID());
      unsigned Off = SM.getFileOffset(Inc);
      while (Off < Buf.size() && Buf[Off] != '\n')
        ++Off;
      return SM.getLocForStartOfFile(SM.getMainFileID()).getLocWithOffset(Off);
    }
    F = SM.getFileID(Inc);
  }
}

/// Device functions defined in user headers get a `__host__ __device__`
/// redeclaration after the #include that brings their header in, which
/// gives the header's definition a device version without rewriting it.
void Consumer::redeclareHeaderFunctions(
    const llvm::SetVector<const FunctionDecl *> &Fns, OutputFile &Out,
    ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::map<unsigned, std::pair<SourceLocation, std::vector<std::string>>>
      ByInclude;
  for (const FunctionDecl *FD : Fns) {
    SourceLocation L = SM.getExpansionLoc(FD->getLocation());
    if (SM.isInMainFile(L))
      continue;
    SourceLocation End = mainFileIncludeEnd(L, SM);
    if (End.isInvalid()) {
      D.report(diag::NoDeviceFunction, L,
               "function '" + FD->getNameAsString() +
                   "' is called in a compute region, but its header is not "
                   "included by the translated file (a -include or a "
                   "precompiled header); include it there");
      continue;
    }
    auto &Entry = ByInclude[SM.getFileOffset(End)];
    Entry.first = End;
    Entry.second.push_back(deviceRedeclaration(FD, Ctx));
  }
  for (auto &[Offset, Entry] : ByInclude)
    Out.insertAfter(Entry.first, deviceRedeclarations(Entry.second));
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

CharSourceRange Consumer::constructRange(const ComputeConstruct &C,
                                         ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Begin = SM.getExpansionLoc(C.PragmaRange.getBegin());
  return CharSourceRange::getCharRange(
      Begin, statementEnd(C.Statement ? C.Statement : C.Body, Ctx));
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
    D.report(diag::UnsupportedContext, P.C->Loc,
             "compute constructs in lambdas and local classes of "
             "templates are not supported by this version of "
             "acc2cuda");
    return false;
  }
  std::string Params, Args;
  for (const TemplateParameterList *TPL : enclosingTemplateParams(FD)) {
    for (const NamedDecl *Param : *TPL) {
      if (Param->isParameterPack() || Param->getName().empty()) {
        D.report(diag::UnsupportedContext, P.C->Loc,
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
  P.TemplateParams = Params;
  P.TemplateArgs = Args;
  return true;
}

/// Resolves, checks and plans the data constructs; records for each compute
/// construct the variables that enclosing data regions keep present.
void Consumer::collectDataPlans(ASTContext &Ctx, std::vector<DataPlan> &Plans) {
  const SourceManager &SM = Ctx.getSourceManager();
  using K = DataConstruct::Kind;
  for (DataConstruct &DC : DataConstructs) {
    if (!DC.Function && DC.K != K::Declare) {
      D.report(diag::MisplacedDirective, DC.Loc,
               "'" + DC.DirectiveName + "' outside a function");
      continue;
    }
    bool InCompute = llvm::any_of(Constructs, [&](const ComputeConstruct &C) {
      return isWithin(DC.PragmaRange.getBegin(), C.Body, Ctx);
    });
    if (InCompute) {
      D.report(diag::MisplacedDirective, DC.Loc,
               "'" + DC.DirectiveName +
                   "' is not allowed inside a compute construct");
      continue;
    }
    bool Ok = true;
    SourceLocation At = DC.PragmaRange.getBegin();
    for (DataClause &Cl : DC.Data)
      Ok &= resolve(Cl.Var, At, DC.Body, DC.Function, Ctx, true);
    for (auto *List : {&DC.UpdateHost, &DC.UpdateDevice})
      for (VarRef &R : *List)
        Ok &= resolve(R, At, DC.Body, DC.Function, Ctx, true);
    for (UseDevice &U : DC.UseDevices)
      Ok &= resolve(U.Var, At, DC.Body, DC.Function, Ctx);
    if (!Ok)
      continue;
    // The body of host_data sees device addresses under host names, which
    // a compute construct there would map again. OpenMP target constructs
    // may take a use_device_ptr pointer as is (is_device_ptr,
    // has_device_addr) or implicitly, where it keeps its value (the device
    // address) because no data is present there.
    for (const ComputeConstruct &C : Constructs) {
      if (DC.UseDevices.empty() ||
          !isWithin(C.PragmaRange.getBegin(), DC.Body, Ctx))
        continue;
      const VarRef *Mapped = nullptr;
      for (const UseDevice &U : DC.UseDevices)
        for (const DataClause &Cl : C.Data)
          if (Cl.Var.Decl == U.Var.Decl && !Cl.Map.DevicePtr)
            Mapped = &Cl.Var;
      // A construct that names no variable whose address the body sees as
      // the device's (use_device_addr) takes device addresses only through
      // pointers (`bp = &b[0]` before it, then is_device_ptr(bp)).
      bool ByValue = llvm::all_of(DC.UseDevices, [&](const UseDevice &U) {
        return U.How == UseDevice::Form::Pointer ||
               !mentionsDecl(C.Body, U.Var.Decl);
      });
      if (C.Lang == Dialect::OpenMP && DC.Lang == Dialect::OpenMP && ByValue &&
          !Mapped)
        continue;
      D.report(diag::UnsupportedContext,
               Mapped ? Mapped->Range.getBegin() : C.Loc,
               (Mapped ? "'" + Mapped->Name + "' holds a device address in " +
                             "'" + DC.DirectiveName + "' (line " +
                             std::to_string(SM.getExpansionLineNumber(DC.Loc)) +
                             "), which a map clause would look up as host "
                             "data; name it in 'is_device_ptr'"
                       : "compute constructs inside '" + DC.DirectiveName +
                             "' with device addresses (line " +
                             std::to_string(SM.getExpansionLineNumber(DC.Loc)) +
                             ") are not supported; end the region first"));
    }
    std::optional<DataPlan> P = analyzeData(DC, Ctx, D);
    if (!P)
      continue;
    auto Queued = [&](const auto &Inner) {
      return Inner.Async.queued() && Inner.Loc.isValid() &&
             isWithin(Inner.Loc, DC.Body, Ctx);
    };
    P->WaitsForQueues = DC.Body && DC.Lang == Dialect::OpenACC &&
                        !DC.Async.queued() &&
                        (llvm::any_of(Constructs, Queued) ||
                         llvm::any_of(DataConstructs, Queued));
    Plans.push_back(std::move(*P));
  }
  findEnclosingData(Constructs, DataConstructs, Ctx);
}

void Consumer::HandleTranslationUnit(ASTContext &Ctx) {
  if (D.hasErrors())
    return; // the program itself does not compile
  SourceManager &SM = Ctx.getSourceManager();
  selectHeaders(Ctx, S->Pragmas, S->Includes, Opts.Headers, D, Files, Headers);
  StatementIndex Index(Ctx, &Files);
  collectACC(Ctx, Index);
  collectOMP(Ctx, Index);
  checkCudaNameClashes(Ctx, Files, D);
  checkCAsCxx(Ctx, Files, D);
  planTargetTasks(OMPTasks, Constructs, DataConstructs, Index, Ctx, D);

  // Regions with several loop nests: a data region around one construct
  // per part.
  std::vector<ComputeConstruct> Whole;
  for (ComputeConstruct &C : Constructs) {
    if (!needsSplit(C, NestedLoops, Ctx)) {
      Whole.push_back(std::move(C));
      continue;
    }
    std::optional<SplitRegion> R = splitRegion(C, NestedLoops, Ctx, D);
    if (!R)
      continue;
    DataConstructs.push_back(std::move(R->Data));
    for (DataConstruct &Decl : R->Declared)
      DataConstructs.push_back(std::move(Decl));
    for (ComputeConstruct &P : R->Parts)
      Whole.push_back(std::move(P));
  }
  Constructs = std::move(Whole);

  // Functions after `routine` get a device version (below), as do the
  // functions they call; declared ones may be defined elsewhere.
  std::vector<std::pair<FileID, const FunctionDecl *>> RoutineFunctions =
      resolveRoutines(Ctx);
  std::vector<const FunctionDecl *> RoutineDecls;
  for (auto [F, FD] : RoutineFunctions)
    RoutineDecls.push_back(FD);
  std::vector<SourceLocation> RoutineLoops = checkDirectivesOutsideConstructs(
      NestedLoops, CachePragmas, Constructs, RoutineDecls, Files, Ctx, D);

  // OpenMP atomics in target regions are lowered with their kernel; those
  // elsewhere only when their function gets a device version (below).
  auto InConstruct = [&](const Stmt *S) {
    return llvm::any_of(Constructs, [&](const ComputeConstruct &C) {
      return isWithin(S->getBeginLoc(), C.Body, Ctx);
    });
  };
  for (const OMPAtomicDirective *AD : OMPAtomics)
    if (InConstruct(AD))
      if (std::optional<AtomicDirective> A = importOMPAtomic(AD, Ctx, D))
        Atomics.push_back(*A);

  // Bind clause names (OpenACC) to declarations; constructs with unknown
  // names are dropped so the others are still checked.
  std::vector<ComputeConstruct> Resolved;
  for (ComputeConstruct &C : Constructs) {
    bool Ok = true;
    if (C.Lang == Dialect::OpenACC) {
      SourceLocation At = C.PragmaRange.getBegin();
      for (DataClause &DC : C.Data)
        Ok &= resolve(DC.Var, At, C.Body, C.Function, Ctx, true);
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
      if (R.Decl)
        continue; // OpenMP: bound by clang
      R.Decl =
          lookupVariable(R.BaseName, KV.second.PragmaRange.getBegin(), KV.first,
                         Index.functionAt(R.Range.getBegin()), Ctx);
      if (!R.Decl)
        D.report(diag::UndeclaredIdentifier, R.Range.getBegin(),
                 "use of undeclared identifier '" + R.BaseName +
                     "' in OpenACC clause");
    }
    for (Reduction &Red : KV.second.Clauses.Reductions) {
      if (Red.Var.Decl)
        continue;
      Red.Var.Decl = lookupVariable(
          Red.Var.BaseName, KV.second.PragmaRange.getBegin(), KV.first,
          Index.functionAt(Red.Var.Range.getBegin()), Ctx);
      if (!Red.Var.Decl)
        D.report(diag::UndeclaredIdentifier, Red.Var.Range.getBegin(),
                 "use of undeclared identifier '" + Red.Var.BaseName +
                     "' in OpenACC clause");
    }
  }

  std::vector<DataPlan> DataPlans;
  collectDataPlans(Ctx, DataPlans);
  for (const DataPlan &P : DataPlans)
    if (P.Global && !SM.isInMainFile(SM.getExpansionLoc(P.C->Loc)))
      D.report(diag::DeclareVariable, P.C->Loc,
               "'declare' of a global variable in a header: its device copy "
               "would be defined in every file including the header; put "
               "the directive with the variable's definition in one source "
               "file");

  llvm::SetVector<const FunctionDecl *> DeviceFunctions;
  // What each translated file's constructs reach: a header's own set
  // decides what its text marks.
  DeviceReach Reach;
  Reach[SM.getMainFileID()];
  for (const TranslatedHeader &H : Headers)
    Reach[H.ID];
  DeviceGlobals Globals;
  Globals.Files = &Files;
  for (const ComputeConstruct &C : Constructs)
    if (C.Function)
      Globals.HostDirectives.try_emplace(
          C.Function->getCanonicalDecl(),
          DeviceGlobals::HostDirective{C.Loc, C.DirectiveName});
  for (const DataConstruct &DC : DataConstructs)
    if (DC.Function && DC.DirectiveName != "declare")
      Globals.HostDirectives.try_emplace(
          DC.Function->getCanonicalDecl(),
          DeviceGlobals::HostDirective{DC.Loc, DC.DirectiveName});
  for (const DataPlan &P : DataPlans)
    if (P.Global)
      for (const DataClause &Cl : P.C->Data)
        Globals.Twins.insert(cast<VarDecl>(Cl.Var.Decl)->getCanonicalDecl());
  InstantiationIndex Instantiations(Ctx, &Files);
  // Functions in `declare target` get a device version too.
  for (const FunctionDecl *FD : DeclaredForDevice)
    Globals.DeclaredForDevice.insert(FD->getCanonicalDecl());
  for (auto [F, FD] : RoutineFunctions)
    Globals.DeclaredForDevice.insert(FD->getCanonicalDecl());
  for (auto &[F, Reached] : Reach) {
    std::vector<const FunctionDecl *> Seeds;
    for (auto [RF, FD] : RoutineFunctions)
      if (RF == F)
        Seeds.push_back(FD);
    collectDeviceFunctions({}, {}, Ctx, D, Reached, Globals, Seeds);
  }
  for (const FunctionDecl *FD : DeclareTargetFunctions) {
    std::vector<const CallExpr *> Calls;
    std::vector<const CXXConstructExpr *> Ctors;
    collectCallsInRange(FD, FD->getBody()->getSourceRange(), Calls, Ctors);
    llvm::SetVector<const FunctionDecl *> &Reached =
        Reach[Files.owner(FD->getLocation())];
    Reached.insert(FD);
    collectDeviceFunctions(Calls, Ctors, Ctx, D, Reached, Globals);
  }
  std::vector<KernelPlan> Plans;
  // Unnamed local types get names before any kernel text names them.
  LocalTypeNames TypeNames;
  for (const ComputeConstruct &C : Constructs)
    nameLocalTypes(C.Body, Ctx, TypeNames);
  for (const ComputeConstruct &C : Constructs) {
    if (!C.Function) {
      D.report(diag::MisplacedDirective, C.Loc,
               "compute construct outside a function");
      continue;
    }
    RegionContext RC{Ctx,
                     D,
                     NestedLoops,
                     NestedPragmas,
                     Reach[Files.owner(C.Loc)],
                     Instantiations,
                     Globals,
                     Atomics};
    std::optional<KernelPlan> P = analyzeRegion(C, RC);
    if (!P || !templateInfo(C.Function, *P, Ctx))
      continue;
    Plans.push_back(std::move(*P));
  }
  std::vector<std::pair<FileID, const Stmt *>> HeaderBodies;
  for (const ComputeConstruct &C : Constructs)
    if (Files.isHeader(Files.owner(C.Loc)))
      HeaderBodies.push_back({Files.owner(C.Loc), C.Body});
  addDependentCandidates(Reach, HeaderBodies, Ctx, D, Globals);
  for (auto &KV : Reach)
    DeviceFunctions.insert(KV.second.begin(), KV.second.end());
  // Headers first: their kernel names must not depend on the main file.
  for (bool InHeader : {true, false})
    for (KernelPlan &P : Plans)
      if (Files.isHeader(SM.getFileID(SM.getExpansionLoc(P.C->Loc))) ==
          InHeader)
        P.KernelName = kernelName(*P.C, Ctx);
  // Types declared in functions that kernels (at file scope) name.
  llvm::SetVector<const TypeDecl *> LocalTypes;
  for (const KernelPlan &P : Plans)
    collectLocalTypes(P.C->Body, Ctx, D, LocalTypes);
  std::optional<std::vector<LocalTypeMove>> TypeMoves =
      planLocalTypeMoves(LocalTypes.getArrayRef(), TypeNames, Ctx, D);
  if (D.hasErrors())
    return;
  // Renamed local types: the kernels' text and the host's name them anew.
  for (KernelPlan &P : Plans)
    for (TextEdit &E : renamedTypeEdits(P.KernelBody, TypeNames, Ctx,
                                        [](SourceLocation) { return true; }))
      P.BodyEdits.push_back(std::move(E));
  keepDeviceAddresses(Plans, DataPlans, Ctx);
  // Under unified shared memory the present table decides at run time
  // which data is used in place.
  const OMPRequiresDecl *Unified = unifiedSharedMemory(Ctx);
  planExplicitMemory(Plans, DataPlans, Ctx, Opts.PresentTableOnly || Unified);
  planTableCopies(Plans, DataPlans, Ctx);

  EmitOptions EO;
  EO.Tgt = Opts.Tgt;
  // Per construct: the file it is in names itself in runtime messages, and
  // a header's kernels are defined in every file including it.
  auto EmitFor = [&](SourceLocation L) {
    EmitOptions O = EO;
    FileID F = SM.getFileID(SM.getExpansionLoc(L));
    O.FileName =
        llvm::sys::path::filename(SM.getFileEntryRefForID(F)->getName()).str();
    O.Internal = Files.isHeader(F);
    return O;
  };
  OutputFile Out(Ctx, Opts.Output);
  Out.setSkippedRanges(S->Skipped);
  Out.addLateEdits([&Ctx, &TypeNames](auto Wanted) {
    return renamedTypeEdits(Ctx.getTranslationUnitDecl(), TypeNames, Ctx,
                            Wanted);
  });
  for (const TranslatedHeader &H : Headers)
    Out.addHeader(H.ID);
  for (const KernelPlan &P : Plans) {
    EmitOptions O = EmitFor(P.C->Loc);
    SourceLocation KernelAt = kernelInsertLoc(P.C->Function, Ctx);
    KernelMacroText Macros =
        kernelMacros(S->MacroUses, KernelAt, constructRange(*P.C, Ctx), SM,
                     Ctx.getLangOpts());
    Out.insertVerbatim(KernelAt, Macros.Defines);
    Out.insertKernel(KernelAt, emitKernel(P, Ctx, O));
    Out.insertVerbatim(KernelAt, Macros.Undefs);
    if (P.FriendIn.isValid())
      Out.insertMember(P.FriendIn,
                       "// The kernel of line " +
                           std::to_string(SM.getExpansionLineNumber(P.C->Loc)) +
                           " calls private functions.\n" + kernelFriendDecl(P));
    Out.replaceConstruct(constructRange(*P.C, Ctx),
                         SM.getExpansionLoc(P.C->Body->getBeginLoc()),
                         emitHostCode(P, Ctx, O));
  }
  for (const DataPlan &P : DataPlans) {
    const DataConstruct &DC = *P.C;
    EmitOptions EO =
        EmitFor(DC.Loc.isValid() ? DC.Loc : DC.PragmaRange.getBegin());
    if (DC.After) { // OpenMP declare target: after the definition
      Out.insertAfter(declarationEnd(DC.After, Ctx),
                      emitDataDirective(P, Ctx, EO));
      continue;
    }
    CharSourceRange Pragma = CharSourceRange::getCharRange(
        DC.PragmaRange.getBegin(), DC.PragmaRange.getEnd().getLocWithOffset(1));
    SourceLocation Next = DC.Body ? SM.getExpansionLoc(DC.Body->getBeginLoc())
                                  : Out.nextCode(Pragma.getEnd());
    Out.replaceConstruct(Pragma, Next, emitDataDirective(P, Ctx, EO));
    if (DC.Body)
      Out.closeBlockAfter(statementEnd(DC.Body, Ctx), Next,
                          emitDataRegionEnd(P));
  }
  // Device functions name a declared global's device twin in device code.
  for (const DeclRefExpr *G : Globals.Refs) {
    SourceLocation L = G->getLocation();
    if (L.isMacroID()) {
      D.report(diag::UnsupportedContext, L,
               "a global with a device copy named inside a macro cannot "
               "be redirected to the device copy; expand the macro");
      continue;
    }
    Out.replaceToken(L, "ACC2CUDA_DEVICE_GLOBAL(" +
                            G->getDecl()->getName().str() + ")");
  }
  if (D.hasErrors())
    return;
  // Atomics outside compute constructs: OpenACC ones everywhere (the
  // helpers work on the host too), OpenMP ones in device functions (host
  // OpenMP handles the rest).
  std::vector<AtomicDirective> Outside;
  for (const AtomicDirective &A : Atomics)
    if (!InConstruct(A.S))
      Outside.push_back(A);
  for (const OMPAtomicDirective *AD : OMPAtomics) {
    if (InConstruct(AD))
      continue;
    bool InDeviceFunction =
        llvm::any_of(Reach[Files.owner(AD->getBeginLoc())], [&](auto *FD) {
          return FD->hasBody() &&
                 isWithin(AD->getBeginLoc(), FD->getBody(), Ctx);
        });
    // Host OpenMP: as written, or in a form nvcc passes on to the host
    // compiler intact; else lowered to the runtime's helpers, which are
    // atomic on the host too.
    std::optional<std::vector<TextEdit>> Compound;
    if (!InDeviceFunction)
      Compound = compoundAssignments(AD->getAssociatedStmt(), Ctx);
    if (Compound) {
      for (const TextEdit &E : *Compound)
        Out.replaceText(E);
      continue;
    }
    if (std::optional<AtomicDirective> A = importOMPAtomic(AD, Ctx, D))
      Outside.push_back(*A);
  }
  for (const AtomicDirective &A : Outside) {
    std::optional<TextEdit> E = lowerAtomic(A, {}, Ctx, D);
    if (!E)
      continue;
    Out.replaceText(*E);
    Out.commentOut(SM.getExpansionLoc(A.PragmaRange.getBegin()));
  }
  if (D.hasErrors())
    return;
  markDeviceFunctions(DeviceFunctions, Out, Ctx, D);
  redeclareHeaderFunctions(
      placeHeaderDeviceFunctions(Reach, Headers, Files, Out, Ctx, D), Out, Ctx);
  if (Opts.Headers && Opts.Headers->kind() == HeaderOutputs::Kind::Flat)
    rewriteIncludes(S->Includes, Headers, Files, Out, Ctx, D);
  if (!Opts.Output.RuntimeRoot.empty())
    includeRuntimeCopy(S->Includes, Opts.RuntimeInclude, Opts.OutputPath,
                       Opts.Output.RuntimeRoot, Out, Ctx);
  if (D.hasErrors())
    return;
  for (SourceLocation Hash : S->PragmaStarts)
    if (Files.contains(Hash) && isDroppedOMPPragma(Hash, SM))
      Out.commentOut(Hash);
  if (Unified && SM.isInMainFile(SM.getExpansionLoc(Unified->getBeginLoc())))
    Out.insertAfter(endOfLine(SM.getExpansionLoc(Unified->getBeginLoc()), SM),
                    "[[maybe_unused]] static const bool acc2cuda_unified = "
                    "acc2cuda::require_unified_shared_memory();");
  for (const RoutineDirective &R : Routines)
    if (Files.contains(R.PragmaRange.getBegin()))
      Out.commentOut(R.PragmaRange.getBegin());
  for (SourceLocation L : RoutineLoops)
    Out.commentOut(L);
  for (SourceLocation L :
       loopsOverDeviceGlobals(Globals.Refs.getArrayRef(), Ctx, D))
    Out.commentOut(L);
  FileSummary Local;
  FileSummary &Sum = Opts.Summary ? *Opts.Summary : Local;
  Sum.ComputeConstructs = Constructs.size();
  Sum.DataDirectives = DataPlans.size();
  Sum.Kernels = Plans.size();
  for (const KernelPlan &P : Plans)
    Sum.Constructs.push_back(reportOf(P, SM, NestedLoops));
  for (const DataPlan &P : DataPlans)
    Sum.Constructs.push_back(reportOf(P, SM));
  llvm::stable_sort(Sum.Constructs, [](const auto &A, const auto &B) {
    return std::tie(A.File, A.Line, A.Column) <
           std::tie(B.File, B.Line, B.Column);
  });
  Sum.Plain =
      Ctx.getLangOpts().CPlusPlus && !Out.hasEdits() && !callsRuntimeApi(Ctx);
  if (Sum.Plain && Opts.SkipPlain)
    return;
  // Last: the moved types take the edits made in them along.
  for (auto Begin = TypeMoves->begin(); Begin != TypeMoves->end();) {
    auto End = std::find_if(Begin, TypeMoves->end(), [&](const auto &M) {
      return M.Function != Begin->Function;
    });
    Out.moveLocalTypes(llvm::ArrayRef(&*Begin, End - Begin),
                       kernelInsertLoc(Begin->Function, Ctx));
    Begin = End;
  }
  for (llvm::StringRef Edit : Opts.InjectedEdits) {
    auto [LineText, Rest] = Edit.split(':');
    auto [ColumnText, Text] = Rest.split(':');
    unsigned Line = 0, Column = 0;
    if (LineText.getAsInteger(10, Line) || ColumnText.getAsInteger(10, Column))
      continue;
    Out.injectForTesting(SM.translateLineCol(SM.getMainFileID(), Line, Column),
                         Text);
  }
  if (!Out.verify(D))
    return;
  // Every header it emits first: a conflict writes nothing.
  std::vector<std::pair<std::string, std::string>> Mine;
  if (Opts.Headers) {
    auto Claimed =
        claimHeaders(Headers, Out, EO, *Opts.Headers, Opts.Input, Ctx, D);
    if (!Claimed)
      return;
    Mine = std::move(*Claimed);
  }
  EO.FileName = llvm::sys::path::filename(
                    SM.getFileEntryRefForID(SM.getMainFileID())->getName())
                    .str();
  Sum.Written = Sum.Plain ? Out.writeUnchanged(Opts.OutputPath, D)
                          : Out.write(Opts.OutputPath, EO, D);
  if (!Sum.Written)
    return;
  for (auto &[Path, Text] : Mine)
    if (llvm::Error E = Opts.Headers->write(Path, Text)) {
      D.report(diag::CannotWrite, SourceLocation(),
               "cannot write '" + Path + "': " + llvm::toString(std::move(E)));
      Sum.Written = false;
    }
}

} // namespace

bool TranslateAction::BeginSourceFileAction(CompilerInstance &CI) {
  S = std::make_shared<State>();
  // clang drops a misspelt OpenMP clause and every clause after it with a
  // warning (`reducton(+:s)` loses the reduction): the translation would
  // differ from the program, so it is an error, as GCC makes it.
  CI.getDiagnostics().setSeverity(clang::diag::warn_omp_extra_tokens_at_eol,
                                  clang::diag::Severity::Error,
                                  SourceLocation());
  if (Opts.Summary) {
    Deps = std::make_shared<DependencyCollector>();
    Deps->attachToPreprocessor(CI.getPreprocessor());
  }
  return true;
}

void TranslateAction::EndSourceFileAction() {
  if (!Deps)
    return;
  // Absolute: the parse ran in the compile command's directory.
  FileManager &FM = getCompilerInstance().getFileManager();
  for (const std::string &Dep : Deps->getDependencies()) {
    llvm::SmallString<256> Path(Dep);
    FM.makeAbsolutePath(Path);
    Opts.Summary->Dependencies.push_back(std::string(Path));
  }
}

std::unique_ptr<ASTConsumer>
TranslateAction::CreateASTConsumer(CompilerInstance &CI, llvm::StringRef) {
  return std::make_unique<Consumer>(CI, Opts, S);
}

} // namespace acc2cuda
