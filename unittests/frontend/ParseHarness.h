//===- ParseHarness.h - Runs the OpenACC parser on a string ----*- C++ -*-===//
//
// Test support: runs the clang frontend on an in-memory translation unit with
// ACCPragmaHandler installed (as the Translator does), calls
// parseACCDirective on every collected pragma and records the results and
// every diagnostic. Source locations are turned into line:col while the
// SourceManager is still alive.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_UNITTESTS_FRONTEND_PARSEHARNESS_H
#define ACC2CUDA_UNITTESTS_FRONTEND_PARSEHARNESS_H

#include "Frontend/ACCParser.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace acc2cuda {
namespace test {

/// One diagnostic, at the expansion location of where it was reported.
struct DiagRecord {
  clang::DiagnosticsEngine::Level Level = clang::DiagnosticsEngine::Ignored;
  std::string Message; ///< without the ID
  std::string Code;    ///< A2Cnnnn; empty for clang's own diagnostics
  unsigned Line = 0, Col = 0;
};

std::ostream &operator<<(std::ostream &OS, const DiagRecord &D);

/// One `#pragma acc` and what the parser made of it.
struct PragmaResult {
  std::optional<ParsedACCDirective> Dir;
  unsigned NameLine = 0, NameCol = 0; ///< Dir->NameLoc, when parsed
};

struct ParseRun {
  std::vector<PragmaResult> Pragmas; ///< in source order
  std::vector<DiagRecord> Diags;     ///< clang's own diagnostics included

  std::vector<DiagRecord> errors() const;
};

/// Parses \p Code as the C++ file input.cpp.
ParseRun parseSource(llvm::StringRef Code);

} // namespace test
} // namespace acc2cuda

#endif
