//===- CheckedRewriter.h - Edits that never land in each other -*- C++ -*-===//
//
// clang's Rewriter applies an insertion inside text that another edit
// replaced at a shifted offset, in the middle of the replacement: a data
// region's closing brace once landed inside a launch's generated call.
// CheckedRewriter is the Rewriter with a ledger of every edit; an edit that
// would overlap an earlier one is not made but kept as an Overlap, which the
// translation reports instead of writing malformed code.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_EMIT_CHECKEDREWRITER_H
#define ACC2CUDA_EMIT_CHECKEDREWRITER_H

#include "clang/Basic/SourceLocation.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include <vector>

namespace acc2cuda {

class CheckedRewriter {
public:
  /// Two edits of which one lands inside the other.
  struct Overlap {
    clang::SourceLocation Edit;    ///< the later edit
    clang::SourceLocation Earlier; ///< the start of the text it lands in
  };

  CheckedRewriter(clang::SourceManager &SM, const clang::LangOptions &LO)
      : R(SM, LO), SM(SM) {}

  void InsertText(clang::SourceLocation Loc, llvm::StringRef Text,
                  bool InsertAfter = true, bool IndentNewLines = false) {
    if (record(Loc, 0))
      refusedIf(R.InsertText(Loc, Text, InsertAfter, IndentNewLines), Loc);
  }
  void ReplaceText(clang::CharSourceRange Range, llvm::StringRef Text) {
    int Size = R.getRangeSize(Range);
    if (Size < 0)
      return refusedIf(true, Range.getBegin());
    if (record(Range.getBegin(), Size))
      refusedIf(R.ReplaceText(Range, Text), Range.getBegin());
  }
  void ReplaceText(clang::SourceLocation Loc, unsigned Length,
                   llvm::StringRef Text) {
    if (record(Loc, Length))
      refusedIf(R.ReplaceText(Loc, Length, Text), Loc);
  }
  /// Replaces \p Range with \p Text and returns what it held, edits made
  /// in it included (text moved elsewhere takes them along).
  std::string TakeText(clang::CharSourceRange Range, llvm::StringRef Text) {
    std::string Held = R.getRewrittenText(Range);
    // The span in the original text (getRangeSize counts the edits in it).
    clang::SourceLocation End = Range.getEnd();
    if (Range.isTokenRange())
      End = clang::Lexer::getLocForEndOfToken(End, 0, SM, R.getLangOpts());
    if (record(Range.getBegin(),
               SM.getFileOffset(End) - SM.getFileOffset(Range.getBegin()),
               /*Swallow=*/true))
      refusedIf(R.ReplaceText(Range, Text), Range.getBegin());
    return Held;
  }
  void RemoveText(clang::SourceLocation Loc, unsigned Length) {
    if (record(Loc, Length))
      refusedIf(R.RemoveText(Loc, Length), Loc);
  }
  const clang::RewriteBuffer *getRewriteBufferFor(clang::FileID F) const {
    return R.getRewriteBufferFor(F);
  }
  clang::RewriteBuffer &getEditBuffer(clang::FileID F) {
    return R.getEditBuffer(F);
  }

  /// Whether \p Loc lies in text an earlier edit replaced.
  bool isReplaced(clang::SourceLocation Loc) const {
    if (!Loc.isFileID())
      return false;
    auto [F, Offset] = SM.getDecomposedLoc(Loc);
    auto It = Files.find(F);
    if (It == Files.end())
      return false;
    return llvm::any_of(It->second, [&](const Span &S) {
      return S.Begin <= Offset && Offset < S.End;
    });
  }

  const std::vector<Overlap> &overlaps() const { return Overlaps; }
  /// Where edits were asked for that the Rewriter could not make (a range
  /// that is not one stretch of one file's text): the output would lack
  /// them, so they are errors like overlaps.
  const std::vector<clang::SourceLocation> &refused() const {
    return Refused;
  }

private:
  void refusedIf(bool Failed, clang::SourceLocation Loc) {
    if (Failed)
      Refused.push_back(Loc);
  }

  struct Span {
    unsigned Begin, End;
    clang::SourceLocation Loc;
  };
  /// An insertion conflicts with a replacement it falls strictly inside;
  /// replacements conflict when they share a character.
  static bool overlap(const Span &A, const Span &B) {
    auto Inside = [](unsigned At, const Span &S) {
      return S.Begin < At && At < S.End;
    };
    if (A.Begin == A.End)
      return Inside(A.Begin, B);
    if (B.Begin == B.End)
      return Inside(B.Begin, A);
    return A.Begin < B.End && B.Begin < A.End;
  }
  /// Records an edit of \p Length characters from \p Begin (0: an
  /// insertion); false when it overlaps an earlier one. With \p Swallow,
  /// earlier edits wholly inside are taken along, not an overlap.
  bool record(clang::SourceLocation Begin, unsigned Length,
              bool Swallow = false) {
    if (!Begin.isFileID())
      return true; // the Rewriter refuses it anyway
    auto [F, Offset] = SM.getDecomposedLoc(Begin);
    Span New{Offset, Offset + Length, Begin};
    std::vector<Span> &Spans = Files[F];
    for (const Span &Old : Spans)
      if (overlap(New, Old) &&
          !(Swallow && New.Begin <= Old.Begin && Old.End <= New.End)) {
        Overlaps.push_back({Begin, Old.Loc});
        return false;
      }
    Spans.push_back(New);
    return true;
  }

  clang::Rewriter R;
  const clang::SourceManager &SM;
  llvm::DenseMap<clang::FileID, std::vector<Span>> Files;
  std::vector<Overlap> Overlaps;
  std::vector<clang::SourceLocation> Refused;
};

} // namespace acc2cuda

#endif
