//===- GeneratedText.h - Markers and literals in generated code -*- C++ -*-===//
//
// Generated code is assembled in pieces (kernels, host code, the kernel
// bodies copied from the input) long before the file is written, and some
// choices are made only then: whether the original directives stay as
// comments (--keep-directives) and which `#line` the generated code gets
// (--line-directives, which needs the final line numbers). The pieces carry
// these markers, which OutputFile::write resolves; none reaches the output.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SUPPORT_GENERATEDTEXT_H
#define ACC2CUDA_SUPPORT_GENERATEDTEXT_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace acc2cuda {

/// Starts a line holding an original directive as a comment.
inline constexpr llvm::StringLiteral DirectiveCommentMarker =
    "// acc2cuda-directive: ";

/// A line of its own before generated code: becomes `#line` naming the
/// output file and that code's own line.
inline constexpr llvm::StringLiteral GeneratedCodeMarker =
    "// acc2cuda-generated-code";

/// \p S as a C string literal (a line break becomes a space).
inline std::string quoted(llvm::StringRef S) {
  std::string Out = "\"";
  for (char C : S) {
    if (C == '"' || C == '\\')
      Out += '\\';
    Out += C == '\n' ? ' ' : C;
  }
  return Out + "\"";
}

/// \p Text with each backslash-newline replaced by a space.
inline std::string joinContinuationLines(llvm::StringRef Text) {
  std::string Out;
  for (size_t I = 0; I < Text.size(); ++I) {
    llvm::StringRef Rest = Text.substr(I);
    if (Rest.starts_with("\\\n") || Rest.starts_with("\\\r\n")) {
      Out += ' ';
      I += Rest[1] == '\r' ? 2 : 1;
      continue;
    }
    Out += Text[I];
  }
  return Out;
}

/// \p DirectiveText (continuation lines already joined, or one directive
/// per line) as marked `//` comment lines, each ending in a newline.
inline std::string directiveComment(llvm::StringRef DirectiveText) {
  std::string Out;
  while (!DirectiveText.empty()) {
    auto [Line, Rest] = DirectiveText.split('\n');
    Out += (DirectiveCommentMarker + Line.rtrim() + "\n").str();
    DirectiveText = Rest;
  }
  return Out;
}

} // namespace acc2cuda

#endif
