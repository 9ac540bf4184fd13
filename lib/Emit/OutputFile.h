//===- OutputFile.h - Edits to the input that make the .cu file -*- C++ -*-===//

#ifndef ACC2CUDA_EMIT_OUTPUTFILE_H
#define ACC2CUDA_EMIT_OUTPUTFILE_H

#include "CheckedRewriter.h"
#include "CudaEmitter.h"
#include "Model/LocalTypeMove.h"
#include "Support/Diag.h"
#include "clang/Format/Format.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <functional>
#include <set>

namespace acc2cuda {

/// What becomes of the original directives in the output.
enum class KeepDirectives {
  Comment, ///< each stays as a `//` comment where it was (default)
  None,    ///< removed
};

/// How the output is laid out.
struct OutputOptions {
  /// clang-format style of generated code: a name (LLVM, Google...),
  /// `file` (the .clang-format found from the input's directory up), or
  /// `{key: value}`.
  std::string Style = "LLVM";
  /// `#line` directives: code copied from the input keeps its file and
  /// line, generated code gets the output's.
  bool LineDirectives = false;
  KeepDirectives Keep = KeepDirectives::Comment;
  /// `--standalone`: the absolute directory that holds a copy of the
  /// runtime headers; outputs include it by a relative quoted path. Empty:
  /// the installed runtime, `<acc2cuda/runtime.h>`.
  std::string RuntimeRoot;
};

/// Collects the edits of one translation unit (kernels before functions,
/// host code in place of constructs, `__host__ __device__` on functions
/// called from kernels) in the main file and the headers it translates,
/// formats the inserted code, and writes the result atomically.
class OutputFile {
public:
  OutputFile(clang::ASTContext &Ctx, OutputOptions Opts);

  /// The text conditional compilation skipped, kept when a construct's
  /// replacement spans it.
  void setSkippedRanges(std::vector<clang::SourceRange> Ranges) {
    Skipped = std::move(Ranges);
  }
  /// A user header this translation rewrites too.
  void addHeader(clang::FileID F) { Headers.push_back(F); }
  void insertKernel(clang::SourceLocation Before, llvm::StringRef Kernel);
  /// Inserts \p Text as it is before \p Before, after what was inserted
  /// there so far (preprocessor lines around a kernel).
  void insertVerbatim(clang::SourceLocation Before, llvm::StringRef Text) {
    if (!Text.empty())
      R.InsertText(Before, Text, /*InsertAfter=*/true);
  }
  /// Inserts \p Code before \p Before, ahead of the kernels inserted there.
  void insertAhead(clang::SourceLocation Before, llvm::StringRef Code);
  /// Inserts the member declaration \p Decl, formatted as a member, on
  /// lines of its own before \p ClassEnd (a class's closing brace).
  void insertMember(clang::SourceLocation ClassEnd, llvm::StringRef Decl);
  /// Inserts \p Code on lines of its own after \p End (the end of a
  /// declaration).
  void insertAfter(clang::SourceLocation End, llvm::StringRef Code);
  /// Replaces the directive and its statement (\p Range) with \p Host,
  /// indented like the statement that starts at \p StmtBegin.
  void replaceConstruct(clang::CharSourceRange Range,
                        clang::SourceLocation StmtBegin, llvm::StringRef Host);
  /// Inserts `__host__ __device__` at \p FunctionStart (once), after a
  /// blank when \p BlankBefore (a lambda's mark follows its `]`).
  void markHostDevice(clang::SourceLocation FunctionStart,
                      bool BlankBefore = false);
  /// Moves the local type declarations \p Moves (of one function, in
  /// source order) to \p To, ahead of the kernels inserted there, with the
  /// edits made in them; a comment stays where each was. Call it after
  /// every other edit.
  void moveLocalTypes(llvm::ArrayRef<LocalTypeMove> Moves,
                      clang::SourceLocation To);
  /// Turns the directive starting at \p Loc (continuation lines included)
  /// into a `//` comment, or blank lines under KeepDirectives::None.
  void commentOut(clang::SourceLocation Loc);
  /// Applies a rewrite of source characters (an atomic statement).
  void replaceText(const TextEdit &E);
  /// Replaces the token at \p Loc with \p Text.
  void replaceToken(clang::SourceLocation Loc, llvm::StringRef Text);
  /// Replaces the file name of an `#include` (with its quotes or angle
  /// brackets) with \p Spelling.
  void replaceInclude(clang::CharSourceRange Filename,
                      llvm::StringRef Spelling);
  /// Closes, at \p End, a block a data directive's replacement opened,
  /// indented like the statement starting at \p StmtBegin; \p Before goes
  /// at the end of the block (the region's explicit copies out).
  void closeBlockAfter(clang::SourceLocation End,
                       clang::SourceLocation StmtBegin,
                       llvm::StringRef Before = "");
  /// Where the code after a directive that governs no statement starts
  /// (for indentation), past blank lines and other preprocessor lines.
  clang::SourceLocation nextCode(clang::SourceLocation After) const;

  /// Inserts \p Text at \p Loc as it is (tests of verify()).
  void injectForTesting(clang::SourceLocation Loc, llvm::StringRef Text) {
    R.InsertText(Loc, Text);
  }
  /// Reports, as internal errors, edits that landed inside each other and
  /// translated files whose brackets no longer pair up; false if any.
  /// Nothing may be written then.
  bool verify(Diag &D);
  /// Writes the file ("-" = stdout). Nothing is written after an error.
  bool write(llvm::StringRef Path, const EmitOptions &O, Diag &D);
  /// Whether any edit was made to the main file or a translated header.
  bool hasEdits() const;
  /// The translation of header \p F as it is written to \p Path; its first
  /// line names \p Source.
  std::string headerText(clang::FileID F, const EmitOptions &O,
                         llvm::StringRef Path, llvm::StringRef Source);
  /// Writes the input as it is (a file with nothing to translate).
  bool writeUnchanged(llvm::StringRef Path, Diag &D);
  /// Edits of the host code made once every other edit is: \p Make gets
  /// the filter of the places they may be made (not in text the
  /// translation replaced) and returns them.
  using EditMaker = std::function<std::vector<TextEdit>(
      llvm::function_ref<bool(clang::SourceLocation)>)>;
  void addLateEdits(EditMaker Make) { LateEdits.push_back(std::move(Make)); }

private:
  /// \p Code formatted in the style of the file holding \p At.
  std::string format(llvm::StringRef Code, clang::SourceLocation At);
  void makeLateEdits();
  std::vector<EditMaker> LateEdits;
  /// What goes before generated code inserted at \p At: the marker that
  /// becomes its `#line`, on a line of its own.
  std::string beginGenerated(clang::SourceLocation At) const;
  /// What goes after generated code so the input's text from \p Resume on
  /// keeps its line numbers.
  std::string resumeInput(clang::SourceLocation Resume);
  /// `#line N "input"`, naming file \p F.
  std::string inputLine(unsigned N, clang::FileID F);
  /// The #include of the runtime for a file written to \p Path.
  std::string runtimeInclude(llvm::StringRef Path) const;
  /// \p F's absolute path, for `#line`.
  const std::string &pathOf(clang::FileID F);

  clang::ASTContext &Ctx;
  CheckedRewriter R;
  OutputOptions Opts;
  std::vector<clang::FileID> Headers;
  llvm::DenseMap<clang::FileID, std::string> Paths;
  /// Of generated code, per file (a `file` style is searched from there).
  llvm::DenseMap<clang::FileID, clang::format::FormatStyle> Styles;
  std::set<unsigned> Marked;
  std::vector<clang::SourceRange> Skipped;
  bool CastsDone = false;
};

} // namespace acc2cuda

#endif
