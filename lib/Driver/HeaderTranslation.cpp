//===- HeaderTranslation.cpp ----------------------------------------------===//

#include "HeaderTranslation.h"
#include "Support/RelativePath.h"
#include "Analysis/DeviceCode.h"
#include "Frontend/OMPImporter.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace acc2cuda {

//===----------------------------------------------------------------------===//
// Where translated headers go
//===----------------------------------------------------------------------===//

HeaderOutputs::HeaderOutputs(Kind K, std::string Dir, std::string InRoot)
    : K(K), Dir(std::move(Dir)), InRoot(std::move(InRoot)) {}

/// \p Path below \p Root (both absolute), or none.
static std::optional<std::string> below(llvm::StringRef Path,
                                        llvm::StringRef Root) {
  auto P = llvm::sys::path::begin(Path), PE = llvm::sys::path::end(Path);
  for (auto R = llvm::sys::path::begin(Root), RE = llvm::sys::path::end(Root);
       R != RE; ++R, ++P)
    if (P == PE || *P != *R)
      return std::nullopt;
  if (P == PE)
    return std::nullopt;
  llvm::SmallString<256> Rel;
  for (; P != PE; ++P)
    llvm::sys::path::append(Rel, *P);
  return std::string(Rel);
}

static llvm::Error failure(const llvm::Twine &Msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}

llvm::Expected<std::string> HeaderOutputs::place(llvm::StringRef Path) const {
  llvm::SmallString<256> Out(Dir);
  switch (K) {
  case Kind::None:
    return failure("the output goes to standard output, and its headers "
                   "have nowhere to go; write it to a file (-o)");
  case Kind::Flat:
    llvm::sys::path::append(Out, llvm::sys::path::filename(Path));
    return std::string(Out);
  case Kind::Mirror:
    break;
  }
  std::optional<std::string> Rel = below(Path, InRoot);
  if (!Rel)
    return failure("it is outside --in-root '" + InRoot +
                   "', and the output tree holds only what is below it");
  llvm::sys::path::append(Out, *Rel);
  return std::string(Out);
}

std::string HeaderOutputs::sourceName(llvm::StringRef Path) const {
  if (K == Kind::Mirror)
    if (std::optional<std::string> Rel = below(Path, InRoot))
      return llvm::sys::path::convert_to_slash(*Rel);
  return Path.str();
}

/// The conflict between \p Old, already claimed at \p Out, and a new claim
/// \p New of \p Includer; empty when there is none.
static std::string conflict(llvm::StringRef Out,
                            const HeaderOutputs::Claim &New,
                            llvm::StringRef Includer, llvm::StringRef OldSource,
                            llvm::StringRef OldIncluder,
                            const std::optional<std::string> &OldText) {
  auto Name = [](llvm::StringRef P) { return llvm::sys::path::filename(P); };
  if (OldSource != New.Source) {
    if (!OldText && !New.Text)
      return ""; // both left in place
    return ("the headers '" + OldSource + "' (included by '" + OldIncluder +
            "') and '" + New.Source + "' (included by '" + Includer +
            "') have the same name, and a translation of one goes to '" + Out +
            "', where the includes of the other would find it; rename "
            "one of them, or keep the tree's layout with --out-root")
        .str();
  }
  if (OldText && New.Text && *OldText != *New.Text)
    return ("'" + Name(New.Source) + "' is translated differently for '" +
            OldIncluder + "' and for '" + Includer +
            "' (other macros, or templates instantiated differently); "
            "acc2cuda writes one translation of each header: translate "
            "them in separate runs into separate directories, or make the "
            "header translate the same for both")
        .str();
  if (!OldText != !New.Text) {
    llvm::StringRef With = OldText ? OldIncluder : Includer;
    llvm::StringRef Without = OldText ? Includer : OldIncluder;
    return ("'" + Name(New.Source) + "' has directives translated for '" +
            With + "', but '" + Without +
            "' includes it without them (other macros); acc2cuda writes one "
            "translation of each header, which both would include")
        .str();
  }
  return "";
}

HeaderOutputs::ClaimResult HeaderOutputs::claim(llvm::ArrayRef<Claim> Claims,
                                                llvm::StringRef Includer) {
  std::lock_guard<std::mutex> G(Lock);
  ClaimResult R;
  std::vector<bool> &First = R.First;
  // Two headers of this translation that would go to one place.
  llvm::StringMap<size_t> Mine;
  for (size_t I = 0; I < Claims.size(); ++I) {
    const Claim &C = Claims[I];
    auto [It, New] = Mine.try_emplace(C.Output, I);
    if (!New) {
      const Claim &Old = Claims[It->second];
      R.Conflict =
          conflict(C.Output, C, Includer, Old.Source, Includer, Old.Text);
      if (!R.Conflict.empty()) {
        R.At = I;
        return R;
      }
    }
    auto Found = Claimed.find(C.Output);
    if (Found == Claimed.end()) {
      First.push_back(New);
      continue;
    }
    const Entry &E = Found->second;
    R.Conflict = conflict(C.Output, C, Includer, E.Source, E.Includer, E.Text);
    if (!R.Conflict.empty()) {
      R.At = I;
      return R;
    }
    First.push_back(false);
  }
  for (size_t I = 0; I < Claims.size(); ++I) {
    const Claim &C = Claims[I];
    Entry &E = Claimed[C.Output];
    // A translation replaces a claim to leave a header of another name in
    // place (no conflict there).
    if (E.Includer.empty() || (!E.Text && C.Text))
      E = {C.Source, Includer.str(), C.Text};
  }
  return R;
}

bool HeaderOutputs::isTranslated(llvm::StringRef Output) const {
  std::lock_guard<std::mutex> G(Lock);
  auto It = Claimed.find(Output);
  return It != Claimed.end() && It->second.Text;
}

static constexpr llvm::StringLiteral GeneratedPrefix =
    "// Generated by acc2cuda ";

/// The header a translated header's first line names (see
/// OutputFile::headerText), or none when acc2cuda did not write it.
static std::optional<std::string> generatedFrom(llvm::StringRef Text) {
  llvm::StringRef Line = Text.take_until([](char C) { return C == '\n'; });
  if (!Line.consume_front(GeneratedPrefix))
    return std::nullopt;
  size_t From = Line.find(" from ");
  if (From == llvm::StringRef::npos)
    return std::nullopt;
  Line = Line.drop_front(From + 6);
  if (!Line.consume_back(" for the host simulator."))
    Line.consume_back(".");
  return Line.str();
}

std::optional<std::string> HeaderOutputs::foreign(llvm::StringRef Output,
                                                  llvm::StringRef Text) const {
  auto Old = llvm::MemoryBuffer::getFile(Output);
  if (!Old || K != Kind::Flat || (*Old)->getBuffer() == Text)
    return std::nullopt;
  std::optional<std::string> By = generatedFrom((*Old)->getBuffer());
  if (!By)
    return ("'" + Output +
            "' exists and acc2cuda did not write it; the translation of a "
            "header of that name would replace it: write the outputs into "
            "another directory")
        .str();
  std::optional<std::string> Ours = generatedFrom(Text);
  if (Ours && *By != *Ours && llvm::sys::fs::exists(*By))
    return ("'" + Output + "' holds the translation of '" + *By +
            "', another header of that name, which the translation of '" +
            *Ours + "' would replace: translate them into separate directories")
        .str();
  return std::nullopt;
}

llvm::Error HeaderOutputs::write(llvm::StringRef Output,
                                 llvm::StringRef Text) const {
  if (auto Old = llvm::MemoryBuffer::getFile(Output))
    if ((*Old)->getBuffer() == Text)
      return llvm::Error::success();
  if (std::error_code EC = llvm::sys::fs::create_directories(
          llvm::sys::path::parent_path(Output)))
    return failure("cannot create the directory of '" + Output +
                   "': " + EC.message());
  return llvm::writeToOutput(Output, [&](llvm::raw_ostream &OS) {
    OS << Text;
    return llvm::Error::success();
  });
}

//===----------------------------------------------------------------------===//
// Which headers are translated
//===----------------------------------------------------------------------===//

/// \p F's absolute path, `.` and `..` removed.
static std::string absolutePath(const SourceManager &SM, FileEntryRef F) {
  llvm::SmallString<256> Path(F.getName());
  SM.getFileManager().makeAbsolutePath(Path);
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  return std::string(Path);
}

static bool isRoutine(const RawPragma &P) {
  return !P.Tokens.empty() && P.Tokens[0].is(tok::identifier) &&
         P.Tokens[0].getIdentifierInfo()->getName() == "routine";
}

namespace {

/// OpenMP target constructs outside the main file and system headers.
struct OMPTargets : RecursiveASTVisitor<OMPTargets> {
  std::vector<SourceLocation> Found;
  bool VisitOMPExecutableDirective(OMPExecutableDirective *D) {
    if (isTargetComputeDirective(D) || isTargetDataDirective(D))
      Found.push_back(D->getBeginLoc());
    return true;
  }
};

} // namespace

/// How many times each file was entered (an include guard enters it once).
static llvm::DenseMap<const FileEntry *, unsigned>
entries(const SourceManager &SM) {
  llvm::DenseMap<const FileEntry *, unsigned> N;
  for (unsigned I = 1, E = SM.local_sloc_entry_size(); I < E; ++I) {
    const SrcMgr::SLocEntry &Entry = SM.getLocalSLocEntry(I);
    if (!Entry.isFile())
      continue;
    if (OptionalFileEntryRef F = Entry.getFile().getContentCache().OrigEntry)
      ++N[&F->getFileEntry()];
  }
  return N;
}

bool selectHeaders(ASTContext &Ctx, llvm::ArrayRef<RawPragma> Pragmas,
                   llvm::ArrayRef<IncludeDirective> Includes,
                   const HeaderOutputs *Outputs, Diag &D,
                   TranslatedFiles &Files,
                   std::vector<TranslatedHeader> &Headers) {
  const SourceManager &SM = Ctx.getSourceManager();
  // The first directive of each user header that has one.
  llvm::MapVector<FileID, SourceLocation> Found;
  auto Note = [&](SourceLocation L) {
    L = SM.getExpansionLoc(L);
    if (L.isInvalid() || SM.isInMainFile(L) || SM.isInSystemHeader(L))
      return;
    auto [It, New] = Found.try_emplace(SM.getFileID(L), L);
    if (!New && SM.isBeforeInTranslationUnit(L, It->second))
      It->second = L;
  };
  for (const RawPragma &P : Pragmas)
    if (!isRoutine(P))
      Note(P.IntroducerLoc);
  OMPTargets T;
  for (Decl *Dc : Ctx.getTranslationUnitDecl()->decls())
    if (!SM.isInSystemHeader(SM.getExpansionLoc(Dc->getLocation())))
      T.TraverseDecl(Dc);
  for (SourceLocation L : T.Found)
    Note(L);
  if (Found.empty())
    return true;

  llvm::DenseMap<const FileEntry *, unsigned> Entered = entries(SM);
  llvm::DenseSet<const FileEntry *> Reported;
  bool Ok = true;
  for (auto &[F, First] : Found) {
    OptionalFileEntryRef Entry = SM.getFileEntryRefForID(F);
    if (!Entry) {
      D.report(diag::UnsupportedContext, First,
               "directives in a file that is not on disk are not translated");
      Ok = false;
      continue;
    }
    std::string Path = absolutePath(SM, *Entry);
    llvm::StringRef Name = llvm::sys::path::filename(Path);
    if (Entered[&Entry->getFileEntry()] > 1) {
      Ok = false;
      if (!Reported.insert(&Entry->getFileEntry()).second)
        continue; // at its first entry
      D.report(diag::UnsupportedContext, First,
               "the directives of '" + Name +
                   "' are translated into one copy of the header, but this "
                   "translation unit includes it more than once; give it an "
                   "include guard or '#pragma once'");
      continue;
    }
    llvm::Expected<std::string> Out =
        Outputs ? Outputs->place(Path)
                : llvm::Expected<std::string>(failure("no output"));
    if (Out && *Out == Path)
      Out = failure("its translation would replace it; write the output "
                    "into another directory");
    if (!Out) {
      D.report(diag::HeaderPlacement, First,
               "the directives of '" + Name + "' cannot be translated: " +
                   llvm::toString(Out.takeError()));
      Ok = false;
      continue;
    }
    Headers.push_back({F, Path, *Out, First});
  }
  for (const TranslatedHeader &H : Headers)
    Files.addHeader(H.ID);

  // Every file including a translated header must be part of the output,
  // or it would include the original.
  const FileEntry *Main =
      &SM.getFileEntryRefForID(SM.getMainFileID())->getFileEntry();
  for (const IncludeDirective &I : Includes) {
    if (!I.File)
      continue;
    auto H = llvm::find_if(Headers, [&](const TranslatedHeader &H) {
      return &SM.getFileEntryRefForID(H.ID)->getFileEntry() ==
             &I.File->getFileEntry();
    });
    if (H == Headers.end() || Files.contains(I.Hash))
      continue;
    OptionalFileEntryRef By = SM.getFileEntryRefForID(SM.getFileID(I.Hash));
    bool Copied =
        Outputs && Outputs->kind() == HeaderOutputs::Kind::Mirror && By &&
        &By->getFileEntry() != Main && !SM.isInSystemHeader(I.Hash) &&
        !llvm::errorToBool(Outputs->place(absolutePath(SM, *By)).takeError());
    if (Copied)
      continue;
    D.report(diag::HeaderPlacement, I.Hash,
             "this file includes '" + llvm::sys::path::filename(H->Path) +
                 "', whose directives are translated into a copy of it, "
                 "but this file is not translated and would include the "
                 "original; include '" +
                 llvm::sys::path::filename(H->Path) +
                 "' from the source file or from a header with directives" +
                 (Outputs && Outputs->kind() == HeaderOutputs::Kind::Mirror
                      ? ""
                      : ", or keep the tree's layout with --out-root"));
    Ok = false;
  }
  return Ok;
}

//===----------------------------------------------------------------------===//
// Includes in a flat layout
//===----------------------------------------------------------------------===//

void rewriteIncludes(llvm::ArrayRef<IncludeDirective> Includes,
                     llvm::ArrayRef<TranslatedHeader> Headers,
                     const TranslatedFiles &Files, OutputFile &Out,
                     ASTContext &Ctx, Diag &D) {
  const SourceManager &SM = Ctx.getSourceManager();
  for (const IncludeDirective &I : Includes) {
    if (!I.File || !Files.contains(I.Hash))
      continue;
    FileID By = SM.getFileID(I.Hash);
    auto H = llvm::find_if(Headers, [&](const TranslatedHeader &H) {
      return &SM.getFileEntryRefForID(H.ID)->getFileEntry() ==
             &I.File->getFileEntry();
    });
    std::string Spelling;
    if (H != Headers.end()) {
      Spelling = quoted(llvm::sys::path::filename(H->Path));
    } else if (Files.isHeader(By) && !I.Angled &&
               I.SearchPath ==
                   SM.getFileEntryRefForID(By)->getDir().getName()) {
      Spelling = quoted(absolutePath(SM, *I.File));
    } else {
      continue;
    }
    if (!I.Filename.getBegin().isFileID() || !I.Filename.getEnd().isFileID()) {
      if (H != Headers.end())
        D.report(diag::UnsupportedContext, I.Hash,
                 "a macro names this include of '" +
                     llvm::sys::path::filename(H->Path) +
                     "', whose translation is included by its file name; "
                     "name the header here");
      continue;
    }
    if (Lexer::getSourceText(I.Filename, SM, Ctx.getLangOpts()) != Spelling)
      Out.replaceInclude(I.Filename, Spelling);
  }
}

//===----------------------------------------------------------------------===//
// Device functions of translated headers
//===----------------------------------------------------------------------===//

namespace {

/// The functions unresolved names in a template may call.
struct Candidates : RecursiveASTVisitor<Candidates> {
  std::vector<const FunctionDecl *> Found;
  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) {
    for (const NamedDecl *ND : E->decls()) {
      ND = ND->getUnderlyingDecl();
      if (const auto *T = dyn_cast<FunctionTemplateDecl>(ND))
        ND = T->getTemplatedDecl();
      if (const auto *FD = dyn_cast<FunctionDecl>(ND))
        Found.push_back(FD);
    }
    return true;
  }
};

} // namespace

void addDependentCandidates(
    DeviceReach &Reach, llvm::ArrayRef<std::pair<FileID, const Stmt *>> Roots,
    ASTContext &Ctx, Diag &D, DeviceGlobals &Globals) {
  const SourceManager &SM = Ctx.getSourceManager();
  for (auto &[F, Reached] : Reach) {
    if (F == SM.getMainFileID())
      continue;
    std::vector<const Stmt *> Unscanned;
    for (auto [RF, Body] : Roots)
      if (RF == F)
        Unscanned.push_back(Body);
    llvm::SmallPtrSet<const FunctionDecl *, 16> Walked;
    while (true) {
      Candidates C;
      for (const Stmt *S : Unscanned)
        C.TraverseStmt(const_cast<Stmt *>(S));
      Unscanned.clear();
      std::vector<const FunctionDecl *> Seeds;
      for (const FunctionDecl *FD : C.Found) {
        const FunctionDecl *Def = nullptr;
        if (SM.getFileID(SM.getExpansionLoc(FD->getLocation())) == F &&
            FD->hasBody(Def) && !Reached.count(Def))
          Seeds.push_back(Def);
      }
      if (!Seeds.empty())
        collectDeviceFunctions({}, {}, Ctx, D, Reached, Globals, Seeds);
      // The bodies of what the header defines and now reaches.
      for (const FunctionDecl *FD : Reached)
        if (FD->hasBody() &&
            SM.getFileID(SM.getExpansionLoc(FD->getLocation())) == F &&
            Walked.insert(FD).second)
          Unscanned.push_back(FD->getBody());
      if (Unscanned.empty())
        break;
    }
  }
}

/// The start of the declaration at file scope holding \p L in its file.
static SourceLocation topLevelStart(SourceLocation L, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  L = SM.getExpansionLoc(L);
  for (const Decl *Dc : Ctx.getTranslationUnitDecl()->decls()) {
    SourceLocation B = SM.getExpansionLoc(Dc->getBeginLoc());
    if (SM.getFileID(B) != SM.getFileID(L))
      continue;
    SourceLocation E = SM.getExpansionRange(Dc->getEndLoc()).getEnd();
    if (!SM.isBeforeInTranslationUnit(L, B) &&
        !SM.isBeforeInTranslationUnit(E, L))
      return B;
  }
  return L;
}

llvm::SetVector<const FunctionDecl *> placeHeaderDeviceFunctions(
    const DeviceReach &Reach, llvm::ArrayRef<TranslatedHeader> Headers,
    const TranslatedFiles &Files, OutputFile &Out, ASTContext &Ctx, Diag &D) {
  const SourceManager &SM = Ctx.getSourceManager();
  FileID Main = SM.getMainFileID();
  auto FileOf = [&](const Decl *Dc) {
    return SM.getFileID(SM.getExpansionLoc(Dc->getLocation()));
  };
  auto Reaches = [&](FileID F, const FunctionDecl *FD) {
    auto It = Reach.find(F);
    return It != Reach.end() && It->second.count(FD);
  };
  // A translated header marks what its own constructs reach where it
  // defines or declares it.
  for (const auto &[F, Fns] : Reach) {
    if (F == Main)
      continue;
    for (const FunctionDecl *FD : Fns)
      for (const FunctionDecl *Re : FD->redecls())
        if (FileOf(Re) == F)
          Out.markHostDevice(SM.getExpansionLoc(Re->getInnerLocStart()));
  }
  llvm::SetVector<const FunctionDecl *> ForMain;
  for (const auto &[F, Fns] : Reach) {
    std::vector<const FunctionDecl *> Need;
    for (const FunctionDecl *FD : Fns) {
      FileID Home = FileOf(FD);
      if (Home == F || (Files.isHeader(Home) && Reaches(Home, FD)))
        continue; // marked where it is
      if (Home == Main) {
        D.report(diag::NoDeviceFunction, FD->getLocation(),
                 "function '" + FD->getNameAsString() +
                     "' is called in a compute region of a header, but is "
                     "defined in the source file; define it in the header");
        continue;
      }
      // Defined in a translated header whose own constructs do not call
      // it: that header's text cannot depend on who includes it.
      std::string Why =
          Files.isHeader(Home) ? whyNotRedeclarable(FD) : std::string();
      if (!Why.empty()) {
        D.report(diag::NoDeviceFunction, FD->getLocation(),
                 "function '" + FD->getNameAsString() +
                     "' is called in a compute region of '" +
                     llvm::sys::path::filename(
                         SM.getFileEntryRefForID(F)->getName()) +
                     "', and it is " + Why +
                     " of a translated header, which gets a device version "
                     "only when that header's own compute constructs call "
                     "it or '#pragma acc routine' there names it");
        continue;
      }
      if (F == Main)
        ForMain.insert(FD);
      else
        Need.push_back(FD);
    }
    if (Need.empty())
      continue;
    // Ahead of the header's first device code (its constructs' functions,
    // the functions it marks), at file scope: the redeclarations open their
    // own namespaces.
    auto H = llvm::find_if(
        Headers, [&](const TranslatedHeader &H) { return H.ID == F; });
    SourceLocation At = topLevelStart(H->FirstDirective, Ctx);
    for (const FunctionDecl *FD : Fns) {
      if (FileOf(FD) != F)
        continue;
      SourceLocation L = topLevelStart(FD->getLocation(), Ctx);
      if (SM.isBeforeInTranslationUnit(L, At))
        At = L;
    }
    std::vector<std::string> Decls;
    for (const FunctionDecl *FD : Need) {
      SourceLocation First =
          SM.getExpansionLoc(FD->getFirstDecl()->getLocation());
      if (!SM.isBeforeInTranslationUnit(First, At)) {
        D.report(diag::NoDeviceFunction, FD->getLocation(),
                 "function '" + FD->getNameAsString() +
                     "' is called in a compute region of a translated "
                     "header, which redeclares it for the device ahead of "
                     "its first device code, but it is declared after "
                     "that; declare it earlier");
        continue;
      }
      Decls.push_back(deviceRedeclaration(FD, Ctx));
    }
    if (!Decls.empty())
      Out.insertAhead(At, deviceRedeclarations(Decls));
  }
  return ForMain;
}

//===----------------------------------------------------------------------===//
// Kernel names
//===----------------------------------------------------------------------===//

std::string KernelNames::name(const std::string &Base, SourceLocation Loc,
                              const TranslatedFiles &Files, ASTContext &Ctx,
                              Diag &D) {
  const SourceManager &SM = Ctx.getSourceManager();
  FileID F = SM.getFileID(SM.getExpansionLoc(Loc));
  auto Numbered = [&](unsigned N) {
    return N == 1 ? Base : Base + "_" + std::to_string(N);
  };
  if (!Files.isHeader(F)) {
    unsigned &Count = Main[Base];
    std::string Name;
    do
      Name = Numbered(++Count);
    while (HeaderOwner.count(Name));
    return Name;
  }
  std::string Name = Numbered(++PerHeader[{F.getHashValue(), Base}]);
  auto [It, New] = HeaderOwner.try_emplace(Name, F);
  if (!New && It->second != F)
    D.report(diag::UnsupportedContext, Loc,
             "the kernel of this construct would be named '" + Name +
                 "' like one of '" +
                 llvm::sys::path::filename(
                     SM.getFileEntryRefForID(It->second)->getName()) +
                 "', a header included in the same translation unit; "
                 "rename one of the functions");
  return Name;
}

//===----------------------------------------------------------------------===//
// Claims
//===----------------------------------------------------------------------===//

std::optional<std::vector<std::pair<std::string, std::string>>>
claimHeaders(llvm::ArrayRef<TranslatedHeader> Headers, OutputFile &Out,
             const EmitOptions &EO, HeaderOutputs &Outputs,
             llvm::StringRef Includer, ASTContext &Ctx, Diag &D) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<HeaderOutputs::Claim> Claims;
  std::vector<SourceLocation> Where;
  llvm::DenseSet<const FileEntry *> Seen;
  for (const TranslatedHeader &H : Headers) {
    Seen.insert(&SM.getFileEntryRefForID(H.ID)->getFileEntry());
    Claims.push_back(
        {H.Output, H.Path,
         Out.headerText(H.ID, EO, H.Output, Outputs.sourceName(H.Path))});
    Where.push_back(SM.getIncludeLoc(H.ID));
  }
  // The user headers included as they are.
  for (unsigned I = 1, E = SM.local_sloc_entry_size(); I < E; ++I) {
    const SrcMgr::SLocEntry &Entry = SM.getLocalSLocEntry(I);
    if (!Entry.isFile() ||
        SrcMgr::isSystem(Entry.getFile().getFileCharacteristic()))
      continue;
    OptionalFileEntryRef F = Entry.getFile().getContentCache().OrigEntry;
    SourceLocation IncludedAt = Entry.getFile().getIncludeLoc();
    if (!F || IncludedAt.isInvalid() || // the main file
        !Seen.insert(&F->getFileEntry()).second)
      continue;
    std::string Path = absolutePath(SM, *F);
    llvm::Expected<std::string> To = Outputs.place(Path);
    if (!To) {
      llvm::consumeError(To.takeError());
      continue;
    }
    Claims.push_back({*To, Path, std::nullopt});
    Where.push_back(IncludedAt);
  }
  HeaderOutputs::ClaimResult R = Outputs.claim(Claims, Includer);
  if (!R.Conflict.empty()) {
    D.report(diag::HeaderConflict, Where[R.At], R.Conflict);
    return std::nullopt;
  }
  // A file of another header there would be overwritten.
  std::vector<std::pair<std::string, std::string>> Mine;
  for (size_t I = 0; I < Headers.size(); ++I) {
    if (!R.First[I])
      continue;
    if (std::optional<std::string> Why =
            Outputs.foreign(Claims[I].Output, *Claims[I].Text)) {
      D.report(diag::HeaderConflict, Where[I], *Why);
      return std::nullopt;
    }
    Mine.push_back({Claims[I].Output, *Claims[I].Text});
  }
  return Mine;
}

} // namespace acc2cuda

namespace acc2cuda {

void includeRuntimeCopy(llvm::ArrayRef<IncludeDirective> Includes,
                        llvm::StringRef RuntimeDir, llvm::StringRef OutputPath,
                        llvm::StringRef RuntimeRoot, OutputFile &Out,
                        ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  llvm::SmallString<256> OutDir(OutputPath);
  llvm::sys::fs::make_absolute(OutDir);
  llvm::sys::path::remove_filename(OutDir);
  const std::string Prefix = relativeDirPrefix(OutDir, RuntimeRoot);
  for (const IncludeDirective &I : Includes) {
    if (!I.File || SM.getFileID(I.Hash) != SM.getMainFileID() ||
        !I.Filename.getBegin().isFileID())
      continue;
    llvm::SmallString<256> Path(absolutePath(SM, *I.File));
    llvm::StringRef Rel(Path);
    if (!Rel.consume_front(RuntimeDir) || !Rel.consume_front("/"))
      continue;
    Out.replaceInclude(I.Filename, quoted(Prefix + Rel.str()));
  }
}

} // namespace acc2cuda
