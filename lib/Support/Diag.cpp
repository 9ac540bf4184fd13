//===- Diag.cpp -----------------------------------------------------------===//

#include "Support/Diag.h"
#include "llvm/ADT/StringExtras.h"

namespace acc2cuda {

namespace {

const DiagInfo Table[] = {
#define ACC2CUDA_DIAG(Name, Number, Level, Title)                              \
  {"A2C" #Number, diagIsError_##Level, Title},
#define diagIsError_Error true
#define diagIsError_Warning false
#include "Support/DiagnosticIDs.def"
#undef diagIsError_Error
#undef diagIsError_Warning
};

} // namespace

const DiagInfo &diagInfo(diag::ID ID) { return Table[ID]; }

llvm::ArrayRef<DiagInfo> allDiagnostics() { return Table; }

std::optional<std::string> takeDiagCode(std::string &Message) {
  // " [A2C" + 4 digits + "]"
  constexpr size_t Len = 10;
  if (Message.size() < Len)
    return std::nullopt;
  llvm::StringRef Tail = llvm::StringRef(Message).take_back(Len);
  if (!Tail.starts_with(" [A2C") || !Tail.ends_with("]") ||
      !llvm::all_of(Tail.slice(5, 9), llvm::isDigit))
    return std::nullopt;
  std::string Code = Tail.slice(2, 9).str();
  Message.resize(Message.size() - Len);
  return Code;
}

void Diag::report(diag::ID ID, clang::SourceLocation Loc,
                  const llvm::Twine &Msg) {
  std::string Text = Msg.str();
  LastDropped =
      !Reported.insert({Loc.getRawEncoding(), static_cast<int>(ID), Text})
           .second;
  if (LastDropped)
    return;
  const DiagInfo &I = diagInfo(ID);
  unsigned CustomID = DE.getDiagnosticIDs()->getCustomDiagID(
      I.IsError ? clang::DiagnosticIDs::Error : clang::DiagnosticIDs::Warning,
      (llvm::Twine("%0 [") + I.Code + "]").str());
  DE.Report(Loc, CustomID) << Text;
}

void Diag::note(clang::SourceLocation Loc, const llvm::Twine &Msg) {
  if (LastDropped)
    return;
  DE.Report(Loc, DE.getCustomDiagID(clang::DiagnosticsEngine::Note, "%0"))
      << Msg.str();
}

} // namespace acc2cuda
