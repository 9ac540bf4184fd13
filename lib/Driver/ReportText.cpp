//===- ReportText.cpp - `--report`: what happened, for people ------------===//
//
// One block per input, one per function inside it, one entry per
// directive, in the manner of NVHPC's -Minfo=accel. The format is
// documented, with an example, in docs/report.md; keep the two in step.
//
//===----------------------------------------------------------------------===//

#include "Report.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"

namespace acc2cuda {

namespace {

const char *const Detail = "        "; // under the directive name

const char *axis(int Dim) { return Dim == 0 ? "x" : Dim == 1 ? "y" : "z"; }

std::string join(const std::vector<std::string> &Items) {
  std::string Out;
  for (const std::string &S : Items)
    Out += (Out.empty() ? "" : ", ") + S;
  return Out;
}

std::string launchShape(const ConstructReport &C) {
  const std::string Threads =
      C.VectorLanes.empty()
          ? C.BlockSize + " threads per block"
          : "blocks of " + C.Workers + " workers (threadIdx.y) by " +
                C.VectorLanes + " vector lanes (threadIdx.x)";
  if (C.GridDims == 0)
    return C.NumBlocks.empty() || C.NumBlocks == "1"
               ? "1 block of 1 thread"
               : C.NumBlocks + " blocks of 1 thread, each runs the body";
  if (C.GangPerBlock)
    return (C.NumBlocks.empty() ? "a block per gang"
                                : C.NumBlocks + " blocks (requested), a gang "
                                                "per block") +
           std::string(", ") + Threads;
  if (!C.NumBlocks.empty())
    return C.NumBlocks + " blocks (requested), " + Threads;
  std::string Grid = std::to_string(C.GridDims) + "-D grid from the trip " +
                     (C.GridLoops.size() > 1 ? "counts" : "count");
  if (C.GridDims == 1)
    return Grid + ", " + Threads +
           (C.SpreadBlock ? " (fewer while the blocks would not reach every "
                            "multiprocessor)"
                          : "");
  if (!C.BlockShape.empty()) {
    std::string Shape = C.BlockShape;
    for (size_t P = Shape.find(", "); P != std::string::npos;
         P = Shape.find(", "))
      Shape.replace(P, 2, " x ");
    return Grid + ", blocks of " + Shape + " threads (tile)";
  }
  return Grid + ", " + Threads + " shaped at run time";
}

/// The launch line: its shape and, when constant trip counts decide it,
/// that the grid covers the nest.
std::string launch(const ConstructReport &C) {
  if (!C.CoversNest)
    return launchShape(C);
  return launchShape(C) + "; one iteration per " +
         (C.GangPerBlock ? "block" : "thread") +
         " (constant trip counts: one plain kernel" +
         (C.IntIndices ? ", int indices)" : ")");
}

std::string placement(const LoopReport &L, bool OneThread) {
  std::string Out;
  switch (L.Where) {
  case LoopReport::Level::Grid:
    Out = std::string("blockIdx.") + axis(L.Block);
    if (L.Thread >= 0)
      Out += std::string(" threadIdx.") + axis(L.Thread);
    else
      Out += " (a gang per block)";
    break;
  case LoopReport::Level::Thread:
    Out = L.WholeBlock ? "threadIdx.y threadIdx.x (the whole block)"
                       : std::string("threadIdx.") + axis(L.Thread);
    break;
  case LoopReport::Level::Sequential:
    Out = OneThread ? "sequential" : "sequential in each thread";
    if (!L.Why.empty())
      Out += " (" + L.Why + ")";
    if (L.Split)
      Out += "; split over threadIdx.y when the grid loop leaves the GPU "
             "idle, reduction(" +
             join(L.Reductions) + ") across the slices";
    return Out;
  }
  if (L.Flattened)
    Out += L.Fastest ? ", flattened, fastest" : ", flattened";
  for (const std::string &R : L.Reductions)
    Out += ", reduction(" + R + ") across the " +
           (L.AcrossRow ? "worker's lanes" : "block");
  if (!L.UnitStride.empty())
    Out += "; unit stride in " + join(L.UnitStride);
  return Out;
}

/// What a clause moves, given how the directive applies it.
std::string transfer(ConstructReport::Kind K, const DataReport &D) {
  using Kind = ConstructReport::Kind;
  const std::string &C = D.Clause;
  // Explicit data is never present before the construct.
  const std::string Guard = D.Form == "explicit" ? (D.Zero ? " (zeroed)" : "")
                            : D.Always           ? " (always)"
                            : D.Zero             ? " (when not present, zeroed)"
                                                 : " (when not present)";
  if (C == "update host")
    return "to the host";
  if (C == "update device")
    return "to the device";
  if (C == "present")
    return "must be present, no transfer";
  if (C == "no_create")
    return "used when present, no transfer";
  if (C == "deviceptr")
    return "a device address, no transfer";
  if (K == Kind::Exit && C != "copyout")
    return "freed when no reference remains, no transfer";
  if (K == Kind::Exit)
    return D.Always ? "to the host (always), freed when no reference remains"
                    : "to the host and freed when no reference remains";
  if (C == "create")
    return "allocated" + Guard + ", no transfer";
  if (K == Kind::Enter)
    return "to the device" + Guard;
  if (C == "copyin")
    return "to the device at entry" + Guard;
  if (C == "copyout")
    return "to the host at exit" + Guard;
  return "to the device at entry, to the host at exit" + Guard;
}

void writeConstruct(llvm::raw_ostream &OS, const ConstructReport &C) {
  OS << llvm::format("%6u", C.Line) << ", " << C.Directive;
  if (!C.Kernel.empty())
    OS << ": kernel " << C.Kernel;
  if (C.Global)
    OS << " (for the whole program)";
  OS << "\n";
  if (!C.Kernel.empty()) {
    OS << Detail << "launch: " << launch(C) << "\n";
    if (!C.Sequential.empty())
      OS << Detail << "sequential: " << C.Sequential << "\n";
    for (const LoopReport &L : C.Loops)
      OS << Detail << L.Line << ", loop" << (L.Var.empty() ? "" : " " + L.Var)
         << ": " << placement(L, C.GridDims == 0) << "\n";
    for (const std::string &R : C.Reductions)
      OS << Detail << "reduction(" << R
         << "): combined in each block, then across blocks\n";
    for (const std::string &B : C.BlockCopies)
      OS << Detail << "atomic(" << B
         << "): each block updates copies in shared memory, one per warp, "
            "then the array (when they fit and pay)"
         << (llvm::is_contained(C.NarrowCopies, B.substr(B.find(':') + 1))
                 ? "; 32-bit counts while no block adds 2^32"
                 : "")
         << "\n";
    if (!C.ReadOnly.empty())
      OS << Detail << "read only(" << join(C.ReadOnly) << "): const"
         << (C.Restrict == "always" ? " __restrict__"
             : C.Restrict == "checked"
                 ? ", __restrict__ when apart from the data the kernel "
                   "writes (checked at each launch)"
                 : " (the kernel stores where restrict cannot be proven)")
         << "\n";
  }
  for (const DataReport &D : C.Data) {
    // An update's clause is its direction: update host(a) reads host(a).
    llvm::StringRef Clause(D.Clause);
    const bool Update = Clause.consume_front("update ");
    OS << Detail << (D.Implicit ? "implicit " : "") << Clause << "(" << D.Var;
    if (!D.Count.empty())
      OS << ", " << D.Count << (D.Count == "1" ? " element" : " elements");
    OS << "): " << transfer(C.Action, D);
    if (D.Form == "explicit" && Update)
      OS << "; cudaMemcpy with the data region's device pointer in the output";
    else if (D.Form == "explicit" && D.Queued)
      OS << "; cudaMallocAsync/cudaMemcpyAsync/cudaFreeAsync on the "
            "construct's queue in the output";
    else if (D.Form == "explicit")
      OS << "; cudaMalloc/cudaMemcpy/cudaFree in the output";
    else if (D.Form == "region")
      OS << "; the data region's device pointer";
    else if (!D.Form.empty())
      OS << "; " << D.Form;
    if (D.CopiesInOutput)
      OS << (D.Queued ? "; cudaMemcpyAsync on the construct's queue in the "
                        "output"
                      : "; cudaMemcpy in the output");
    OS << "\n";
  }
  for (bool Implicit : {false, true}) {
    std::vector<std::string> Vars;
    for (const FirstprivateReport &F : C.Firstprivate)
      if (F.Implicit == Implicit)
        Vars.push_back(F.Var);
    if (!Vars.empty())
      OS << Detail << (Implicit ? "implicit " : "") << "firstprivate("
         << join(Vars) << "): by value\n";
  }
  if (!C.UseDevice.empty())
    OS << Detail << "use_device(" << join(C.UseDevice)
       << "): device addresses in the body\n";
}

} // namespace

void writeTextReport(llvm::raw_ostream &OS, llvm::ArrayRef<FileReport> Files) {
  for (const FileReport &F : Files) {
    OS << (F.Given.empty() ? F.Input : F.Given) << ":";
    if (F.Status == "copied")
      OS << " no directives, copied unchanged";
    else if (F.Status == "skipped")
      OS << " no directives, not written";
    else if (F.Status == "failed")
      OS << " failed, nothing written";
    OS << "\n";
    if (!F.Summary)
      continue;
    const ConstructReport *Last = nullptr;
    for (const ConstructReport &C : F.Summary->Constructs) {
      if (!Last || Last->Function != C.Function || Last->File != C.File) {
        OS << "  " << (C.Function.empty() ? "(namespace scope)" : C.Function);
        // A translated header's constructs.
        if (!C.File.empty())
          OS << " (" << llvm::sys::path::filename(C.File) << ")";
        OS << ":\n";
      }
      Last = &C;
      writeConstruct(OS, C);
    }
  }
}

} // namespace acc2cuda
