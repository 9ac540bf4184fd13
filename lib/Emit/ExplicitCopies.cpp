//===- ExplicitCopies.cpp -------------------------------------------------===//

#include "ExplicitCopies.h"
#include "CudaEmitter.h"
#include "llvm/Support/raw_ostream.h"

namespace acc2cuda {

/// "Construct.check_copy_in(cudaMemcpy(Dev, Host, Bytes, ...), Host, Bytes,
/// "name");" (check_copy_out, device to host, for !\p In); the host
/// address is M.HostStart unless \p Host is given.
/// On a queue (\p Stream not empty) the copy is cudaMemcpyAsync on it.
static std::string checkedCopy(const Mapping &M, llvm::StringRef Construct,
                               bool In, llvm::StringRef Dev,
                               llvm::StringRef Bytes,
                               llvm::StringRef Host = "",
                               llvm::StringRef Stream = "") {
  if (Host.empty())
    Host = M.HostStart;
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  const char *Copy = Stream.empty() ? "(cudaMemcpy(" : "(cudaMemcpyAsync(";
  std::string OnStream = Stream.empty() ? "" : ", " + Stream.str();
  if (In)
    OS << Construct << ".check_copy_in" << Copy << Dev << ", " << Host << ", "
       << Bytes << ", cudaMemcpyHostToDevice" << OnStream << "), ";
  else
    OS << Construct << ".check_copy_out" << Copy << Host << ", " << Dev << ", "
       << Bytes << ", cudaMemcpyDeviceToHost" << OnStream << "), ";
  OS << Host << ", " << Bytes << ", " << quoted(M.Name) << ");\n";
  return Out;
}

/// The stream an explicit copy's calls take ("acc2cuda_c.stream()"), or ""
/// for the synchronous calls.
static std::string streamOf(const Mapping::ExplicitCopy &E,
                            llvm::StringRef Construct) {
  return E.OnQueue ? Construct.str() + ".stream()" : "";
}

std::string explicitEntry(const Mapping &M, llvm::StringRef Construct) {
  const Mapping::ExplicitCopy &E = *M.Explicit;
  const std::string Stream = streamOf(E, Construct);
  std::string Name = quoted(M.Name);
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << "const std::size_t " << E.BytesVar << " = " << E.Bytes << ";\n";
  OS << E.PointerDecl << " = nullptr;\n";
  if (Stream.empty())
    OS << Construct << ".check_malloc(cudaMalloc(&" << M.DevVar << ", "
       << E.BytesVar << "), " << E.BytesVar << ", " << Name << ");\n";
  else // cudaMallocAsync may reject 0 bytes, which cudaMalloc accepts
    OS << Construct << ".check_malloc(cudaMallocAsync(&" << M.DevVar
       << ", std::max<std::size_t>(" << E.BytesVar << ", 1), " << Stream
       << "), " << E.BytesVar << ", " << Name << ");\n";
  if (M.Map.To)
    OS << checkedCopy(M, Construct, /*In=*/true, M.DevVar, E.BytesVar, "",
                      Stream);
  else if (M.Map.Zero && Stream.empty())
    OS << Construct << ".check(cudaMemset(" << M.DevVar << ", 0, " << E.BytesVar
       << "), \"cudaMemset\");\n";
  else if (M.Map.Zero)
    OS << Construct << ".check(cudaMemsetAsync(" << M.DevVar << ", 0, "
       << E.BytesVar << ", " << Stream << "), \"cudaMemsetAsync\");\n";
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
    // Device code cannot change const data (and the host copy may be in
    // read-only memory): nothing to copy back.
    const std::string Stream = streamOf(*M.Explicit, Construct);
    if (M.Map.From && !M.ConstElements)
      OS << checkedCopy(M, Construct, /*In=*/false, M.DevVar, Bytes, "",
                        Stream);
    if (Stream.empty())
      OS << Construct << ".check_free(cudaFree(" << M.DevVar << "), " << Bytes
         << ", " << quoted(M.Name) << ");\n";
    else
      OS << Construct << ".check_free(cudaFreeAsync(" << M.DevVar << ", "
         << Stream << "), " << Bytes << ", " << quoted(M.Name) << ");\n";
  }
  return Out;
}

std::string explicitUpdate(const Mapping &M, bool ToHost,
                           llvm::StringRef Construct) {
  if (ToHost && M.ConstElements)
    return "// '" + M.Name + "' is const: the device cannot have changed it\n";
  return checkedCopy(M, Construct, /*In=*/!ToHost, M.DevVar, M.Explicit->Bytes);
}

/// The stream a table copy's calls take, or "" for the synchronous calls.
static std::string streamOf(const Mapping::TableCopy &T,
                            llvm::StringRef Construct) {
  return T.OnQueue ? Construct.str() + ".stream()" : "";
}

/// A table copy the lookup's answer \p Guard calls for. On a queue a copy
/// in first waits for the queue: CUDA reads pageable host memory when the
/// copy is issued, so what the queue waits for (`wait(q)`) must be done.
static std::string guardedCopy(const Mapping &M, llvm::StringRef Construct,
                               llvm::StringRef Guard, bool In,
                               llvm::StringRef Dev, llvm::StringRef Host = "") {
  const Mapping::TableCopy &T = *M.Table;
  const std::string Stream = streamOf(T, Construct);
  std::string Copy = checkedCopy(M, Construct, In, Dev, T.BytesVar, Host, Stream);
  if (Stream.empty() || !In)
    return "if (" + Guard.str() + ")\n" + Copy;
  return "if (" + Guard.str() + ") {\n" + Construct.str() +
         ".check(cudaStreamSynchronize(" + Stream +
         "), \"cudaStreamSynchronize\");\n" + Copy + "}\n";
}

/// The table's reason and the byte count, which every form starts with.
static std::string tableStart(const Mapping &M) {
  std::string Out;
  if (!M.TableReason.empty())
    Out += "// '" + M.Name + "': present table (" + M.TableReason + ")\n";
  return Out + "const std::size_t " + M.Table->BytesVar + " = " +
         M.Table->Bytes + ";\n";
}

/// The lookup call of tableEntry().
static std::string lookupCall(const Mapping &M, llvm::StringRef Construct,
                              bool Dynamic) {
  return Construct.str() + (Dynamic ? ".lookup_enter(" : ".lookup_map(") +
         M.HostStart + ", " + M.Count + ", " + mapKindName(M.Map) + ", " +
         quoted(M.Name) + ")";
}

std::string tableEntryDeclaration(const Mapping &M,
                                  llvm::StringRef Construct) {
  // decltype does not evaluate the call; record -1 is no reference, which
  // end_map() ignores.
  return tableStart(M) + "decltype(" + lookupCall(M, Construct, false) + ") " +
         M.Table->LookupVar +
         "{nullptr, nullptr, false, static_cast<std::size_t>(-1)};\n";
}

std::string tableEntry(const Mapping &M, llvm::StringRef Construct,
                       bool Dynamic, llvm::StringRef DeviceVar,
                       bool Declared) {
  const Mapping::TableCopy &T = *M.Table;
  std::string Out = Declared ? "" : tableStart(M);
  llvm::raw_string_ostream OS(Out);
  OS << (Declared ? "" : "const auto ") << T.LookupVar << " = "
     << lookupCall(M, Construct, Dynamic) << ";\n";
  std::string Dev = T.LookupVar + ".device";
  if (!DeviceVar.empty()) {
    OS << "auto *" << DeviceVar << " = " << Dev << ";\n";
    Dev = DeviceVar.str();
  }
  if (M.Map.To)
    OS << guardedCopy(M, Construct, T.LookupVar + ".absent", /*In=*/true, Dev);
  return Out;
}

std::string tableExits(const std::vector<Mapping> &Maps,
                       llvm::StringRef Construct, bool Region) {
  std::string Out;
  for (auto It = Maps.rbegin(); It != Maps.rend(); ++It) {
    if (!It->Table || !It->Map.From)
      continue;
    const std::string &Lookup = It->Table->LookupVar;
    const std::string Guard = Construct.str() + ".end_map(" + Lookup + ")";
    // A region's body may have changed the pointer: the data goes back to
    // the host section mapped at its start.
    Out += Region ? guardedCopy(*It, Construct, Guard, /*In=*/false,
                                Lookup + ".device", Lookup + ".host")
                  : guardedCopy(*It, Construct, Guard, /*In=*/false,
                                It->DevVar);
  }
  return Out;
}

std::string tableExitData(const Mapping &M, llvm::StringRef Construct,
                          bool Finalize) {
  const Mapping::TableCopy &T = *M.Table;
  std::string Out = tableStart(M);
  Out += "const auto " + T.LookupVar + " = " + Construct.str() +
         ".lookup_exit(" + M.HostStart + ", " + M.Count + ", " +
         (Finalize ? "true" : "false") + ", " + quoted(M.Name) + ");\n";
  return Out + guardedCopy(M, Construct, T.LookupVar + ".last",
                           /*In=*/false, T.LookupVar + ".device");
}

std::string tableUpdate(const Mapping &M, bool ToHost,
                        llvm::StringRef Construct, bool IfPresent) {
  std::string Out = tableStart(M);
  const std::string Lookup = "auto *" + M.DevVar + " = " + Construct.str() +
                             ".lookup_update(" + M.HostStart + ", " + M.Count +
                             ", " + (IfPresent ? "true" : "false") + ", " +
                             quoted(M.Name) + ")";
  return Out + guardedCopy(M, Construct, Lookup, /*In=*/!ToHost, M.DevVar);
}

} // namespace acc2cuda
