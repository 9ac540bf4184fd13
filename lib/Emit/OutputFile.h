//===- OutputFile.h - Edits to the input that make the .cu file -*- C++ -*-===//

#ifndef ACC2CUDA_EMIT_OUTPUTFILE_H
#define ACC2CUDA_EMIT_OUTPUTFILE_H

#include "CudaEmitter.h"
#include "Support/Diag.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include <set>

namespace acc2cuda {

/// Collects the edits of one translation unit (kernels before functions,
/// host code in place of constructs, `__host__ __device__` on functions
/// called from kernels), formats the inserted code, and writes the result
/// atomically.
class OutputFile {
public:
  OutputFile(clang::ASTContext &Ctx, llvm::StringRef Style);

  /// The text conditional compilation skipped, kept when a construct's
  /// replacement spans it.
  void setSkippedRanges(std::vector<clang::SourceRange> Ranges) {
    Skipped = std::move(Ranges);
  }
  void insertKernel(clang::SourceLocation Before, llvm::StringRef Kernel);
  /// Inserts \p Code on lines of its own after \p End (the end of a
  /// declaration).
  void insertAfter(clang::SourceLocation End, llvm::StringRef Code);
  /// Replaces the directive and its statement (\p Range) with \p Host,
  /// indented like the statement that starts at \p StmtBegin.
  void replaceConstruct(clang::CharSourceRange Range,
                        clang::SourceLocation StmtBegin, llvm::StringRef Host);
  void markHostDevice(clang::SourceLocation FunctionStart);
  /// Turns the line starting at \p Loc into a `//` comment.
  void commentOut(clang::SourceLocation Loc);
  /// Applies a rewrite of source characters (an atomic statement).
  void replaceText(const TextEdit &E);
  /// Replaces the token at \p Loc with \p Text.
  void replaceToken(clang::SourceLocation Loc, llvm::StringRef Text);
  /// Closes, at \p End, a block a data directive's replacement opened,
  /// indented like the statement starting at \p StmtBegin.
  void closeBlockAfter(clang::SourceLocation End,
                       clang::SourceLocation StmtBegin);
  /// Where the code after a directive that governs no statement starts
  /// (for indentation), past blank lines and other preprocessor lines.
  clang::SourceLocation nextCode(clang::SourceLocation After) const;

  /// Writes the file ("-" = stdout). Nothing is written after an error.
  bool write(llvm::StringRef Path, const EmitOptions &O, Diag &D);
  /// Whether any edit was made to the main file.
  bool hasEdits() const;
  /// Writes the input as it is (a file with nothing to translate).
  bool writeUnchanged(llvm::StringRef Path, Diag &D);

private:
  std::string format(llvm::StringRef Code) const;
  void castVoidPointers();

  clang::ASTContext &Ctx;
  clang::Rewriter R;
  std::string Style;
  std::set<unsigned> Marked;
  std::vector<clang::SourceRange> Skipped;
};

} // namespace acc2cuda

#endif
