//===- ExplicitCopies.cpp -------------------------------------------------===//

#include "ExplicitCopies.h"
#include "CudaEmitter.h"
#include "llvm/Support/raw_ostream.h"

namespace acc2cuda {

std::string explicitEntry(const Mapping &M, llvm::StringRef Construct) {
  const Mapping::ExplicitCopy &E = *M.Explicit;
  std::string Name = quoted(M.Name);
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << "const std::size_t " << E.BytesVar << " = " << E.Bytes << ";\n";
  OS << E.PointerDecl << " = nullptr;\n";
  OS << Construct << ".check_malloc(cudaMalloc(&" << M.DevVar << ", "
     << E.BytesVar << "), " << E.BytesVar << ", " << Name << ");\n";
  if (M.Map.To)
    OS << Construct << ".check_copy_in(cudaMemcpy(" << M.DevVar << ", "
       << M.HostStart << ", " << E.BytesVar << ", cudaMemcpyHostToDevice), "
       << M.HostStart << ", " << E.BytesVar << ", " << Name << ");\n";
  else if (M.Map.Zero)
    OS << Construct << ".check(cudaMemset(" << M.DevVar << ", 0, " << E.BytesVar
       << "), \"cudaMemset\");\n";
  return Out;
}

std::string explicitExits(const std::vector<Mapping> &Maps,
                          llvm::StringRef Construct) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  for (auto It = Maps.rbegin(); It != Maps.rend(); ++It) {
    const Mapping &M = *It;
    if (!M.Explicit)
      continue;
    const std::string &Bytes = M.Explicit->BytesVar;
    std::string Name = quoted(M.Name);
    if (M.Map.From)
      OS << Construct << ".check_copy_out(cudaMemcpy(" << M.HostStart << ", "
         << M.DevVar << ", " << Bytes << ", cudaMemcpyDeviceToHost), "
         << M.HostStart << ", " << Bytes << ", " << Name << ");\n";
    OS << Construct << ".check_free(cudaFree(" << M.DevVar << "), " << Bytes
       << ", " << Name << ");\n";
  }
  return Out;
}

std::string explicitUpdate(const Mapping &M, bool ToHost,
                           llvm::StringRef Construct) {
  const std::string &Bytes = M.Explicit->Bytes;
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  if (ToHost)
    OS << Construct << ".check_copy_out(cudaMemcpy(" << M.HostStart << ", "
       << M.DevVar << ", " << Bytes << ", cudaMemcpyDeviceToHost), ";
  else
    OS << Construct << ".check_copy_in(cudaMemcpy(" << M.DevVar << ", "
       << M.HostStart << ", " << Bytes << ", cudaMemcpyHostToDevice), ";
  OS << M.HostStart << ", " << Bytes << ", " << quoted(M.Name) << ");\n";
  return Out;
}

} // namespace acc2cuda
