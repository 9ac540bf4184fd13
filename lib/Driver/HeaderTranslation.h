//===- HeaderTranslation.h - Directives in user headers --------*- C++ -*-===//
//
// A user header with OpenACC directives (other than `routine`) or OpenMP
// target constructs is translated like the main file: its constructs
// become kernels (internal linkage, so that every file including it may
// define them) and host code in a copy of the header written with the
// outputs. That copy is the same text for every file including the header,
// so a run writes it once: the first translation to claim it writes it,
// the others check they would have written the same.
//
// Where the copy goes (HeaderOutputs): with --out-root, in place of the
// header's mirror below the output root; otherwise flat, into the output's
// directory (--out-dir, the directory of -o) or --header-dir, and the
// includes of translated headers name them bare ("x.h").
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_DRIVER_HEADERTRANSLATION_H
#define ACC2CUDA_DRIVER_HEADERTRANSLATION_H

#include "Analysis/DeviceCode.h"
#include "Emit/OutputFile.h"
#include "Frontend/RawPragma.h"
#include "Support/Diag.h"
#include "Support/TranslatedFiles.h"
#include "clang/AST/ASTContext.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace acc2cuda {

/// Where the translations of user headers go in one run, and which
/// translation emits each; shared by the run's translations (thread-safe).
class HeaderOutputs {
public:
  enum class Kind {
    None,   ///< nowhere: the output goes to stdout
    Flat,   ///< directly in one directory
    Mirror, ///< at the header's place below the input root, under the
            ///< output root
  };
  /// \p Dir: the directory (Flat) or the output root (Mirror); \p InRoot:
  /// the input root (Mirror), absolute.
  HeaderOutputs(Kind K, std::string Dir, std::string InRoot = "");

  Kind kind() const { return K; }
  /// Where the translation of the header at \p Path (absolute) goes, or why
  /// it has no place.
  llvm::Expected<std::string> place(llvm::StringRef Path) const;
  /// How the translation's first line names the header: its path below the
  /// input root (Mirror), else its absolute path, which tells headers of
  /// one name apart in a flat directory.
  std::string sourceName(llvm::StringRef Path) const;

  /// A header a translation emits: translated (Text), or as it is (copied
  /// along with --out-root, or left in place).
  struct Claim {
    std::string Output, Source;
    std::optional<std::string> Text;
  };
  struct ClaimResult {
    /// For each claim: whether this translation is the first to emit it.
    std::vector<bool> First;
    std::string Conflict; ///< what went wrong, if anything
    size_t At = 0;        ///< the claim it concerns
  };
  /// Records that the translation of \p Includer emits \p Claims, all or
  /// none: a conflict is another includer that emits different text at the
  /// same place, or another header of the same name.
  ClaimResult claim(llvm::ArrayRef<Claim> Claims, llvm::StringRef Includer);
  /// Whether some translation of the run emits a translated header at
  /// \p Output (the copy of the original must not replace it).
  bool isTranslated(llvm::StringRef Output) const;
  /// Why writing \p Text to \p Output would destroy another file: in a flat
  /// directory, a file acc2cuda did not write, or wrote for another header
  /// of that name that still exists (another run or build).
  std::optional<std::string> foreign(llvm::StringRef Output,
                                     llvm::StringRef Text) const;
  /// Writes the translated header \p Text to \p Output atomically, unless
  /// the file holds it already (a build then sees nothing new).
  llvm::Error write(llvm::StringRef Output, llvm::StringRef Text) const;

private:
  struct Entry {
    std::string Source, Includer;
    std::optional<std::string> Text;
  };
  Kind K;
  std::string Dir, InRoot;
  mutable std::mutex Lock;
  llvm::StringMap<Entry> Claimed;
};

/// One `#include` the preprocessor ran into (including those an include
/// guard made it skip).
struct IncludeDirective {
  clang::SourceLocation Hash;
  clang::CharSourceRange Filename; ///< with its quotes or angle brackets
  clang::OptionalFileEntryRef File;
  bool Angled = false;
  std::string SearchPath; ///< the directory the file was found in
};

/// A user header the translation rewrites.
struct TranslatedHeader {
  clang::FileID ID;
  std::string Path;   ///< absolute
  std::string Output; ///< where its translation goes
  clang::SourceLocation FirstDirective;
};

/// Finds the user headers holding directives to translate, checks that each
/// can be translated once (entered once, with a place in the output,
/// included only by files that are part of the output), and adds them to
/// \p Files and \p Headers. Errors are reported; false after one.
bool selectHeaders(clang::ASTContext &Ctx, llvm::ArrayRef<RawPragma> Pragmas,
                   llvm::ArrayRef<IncludeDirective> Includes,
                   const HeaderOutputs *Outputs, Diag &D,
                   TranslatedFiles &Files,
                   std::vector<TranslatedHeader> &Headers);

/// With a flat layout: the includes of translated headers name them bare
/// (the translations lie in one directory), and the includes a translated
/// header resolved from its own directory name the file by its absolute
/// path (the translation lies elsewhere). Macro-named includes of
/// translated headers are errors.
/// `--standalone`: the main file's includes of headers in \p RuntimeDir
/// (`<openacc.h>`) name their copy in \p RuntimeRoot by a path relative to
/// the output \p OutputPath.
void includeRuntimeCopy(llvm::ArrayRef<IncludeDirective> Includes,
                        llvm::StringRef RuntimeDir, llvm::StringRef OutputPath,
                        llvm::StringRef RuntimeRoot, OutputFile &Out,
                        clang::ASTContext &Ctx);

void rewriteIncludes(llvm::ArrayRef<IncludeDirective> Includes,
                     llvm::ArrayRef<TranslatedHeader> Headers,
                     const TranslatedFiles &Files, OutputFile &Out,
                     clang::ASTContext &Ctx, Diag &D);

/// The device functions the constructs (and `routine`/`declare target`
/// directives) of each translated file reach: a translated header's own
/// set decides what its text marks, so that the text does not depend on
/// the file including it.
using DeviceReach =
    llvm::MapVector<clang::FileID,
                    llvm::SetVector<const clang::FunctionDecl *>>;

/// Adds to each translated header's reach the functions its templates call
/// through names that depend on template arguments: the candidates the
/// header's own lookup found there (\p Roots: its constructs' bodies). What
/// the header marks then does not depend on the instantiations its includer
/// makes.
void addDependentCandidates(
    DeviceReach &Reach,
    llvm::ArrayRef<std::pair<clang::FileID, const clang::Stmt *>> Roots,
    clang::ASTContext &Ctx, Diag &D, DeviceGlobals &Globals);

/// Marks `__host__ __device__` the device functions a translated header's
/// constructs reach where that header defines or declares them, and
/// redeclares those it does not in the header, ahead of its first device
/// code. Returns the functions the main file's redeclarations still need
/// (those a header does not already mark).
llvm::SetVector<const clang::FunctionDecl *>
placeHeaderDeviceFunctions(const DeviceReach &Reach,
                           llvm::ArrayRef<TranslatedHeader> Headers,
                           const TranslatedFiles &Files, OutputFile &Out,
                           clang::ASTContext &Ctx, Diag &D);

/// Kernel names in translated headers: counted per header (the same for
/// every includer), and distinct across the headers of the translation
/// unit (an error otherwise). \p Taken collects them for the main file's.
class KernelNames {
public:
  /// A fresh name for \p Base in the file holding \p Loc.
  std::string name(const std::string &Base, clang::SourceLocation Loc,
                   const TranslatedFiles &Files, clang::ASTContext &Ctx,
                   Diag &D);

private:
  std::map<std::pair<unsigned, std::string>, unsigned> PerHeader;
  std::map<std::string, clang::FileID> HeaderOwner;
  std::map<std::string, unsigned> Main;
};

/// Claims, in \p Outputs, every user header this translation emits:
/// translated ones with their text, and those it includes as they are
/// (copied along with --out-root, or left in place), whose translation by
/// another includer would change what this one includes. Reports a
/// conflict (or a file of another header where a translation goes) as an
/// error at the header's include; returns the translated headers this
/// translation is the first to emit, with their text, or none after an
/// error.
std::optional<std::vector<std::pair<std::string, std::string>>>
claimHeaders(llvm::ArrayRef<TranslatedHeader> Headers, OutputFile &Out,
             const EmitOptions &EO, HeaderOutputs &Outputs,
             llvm::StringRef Includer, clang::ASTContext &Ctx, Diag &D);

} // namespace acc2cuda

#endif
