//===- TableCopies.cpp ----------------------------------------------------===//

#include "TableCopies.h"
#include "AtomicLowering.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"

using namespace clang;

namespace acc2cuda {

namespace {

/// Whether \p S needs no parentheses as a factor ("n", "42", "s.len").
bool isPlainOperand(llvm::StringRef S) {
  return !S.empty() && llvm::all_of(S, [](char C) {
    return isalnum(static_cast<unsigned char>(C)) || C == '_' || C == '.';
  });
}

/// A name for generated code that neither the program nor another device
/// variable of the directive (\p Taken) spells.
std::string freshName(const std::string &Name, const ASTContext &Ctx,
                      const llvm::StringMap<unsigned> &Taken) {
  if (Ctx.Idents.find(Name) == Ctx.Idents.end() && !Taken.count(Name))
    return Name;
  return "acc2cuda_" + Name;
}

/// Whether the mapping's data can move through plain cudaMemcpy calls: plain
/// elements (no pointers inside to attach), one contiguous range, and a kind
/// that copies without a modifier. (A pointer attached to the data, Attach,
/// lies elsewhere: its attach and detach are apart from these copies.) \p
/// Update: a list of an `update` directive, whose map type says nothing.
bool copiesPlainly(const Mapping &M, bool Update) {
  if (M.ElementSize.empty() || M.Explicit || M.DevVar.empty() ||
      !M.RowLength.empty() || M.AttachOnly || M.PointerStorage ||
      M.HostStart == "this")
    return false;
  const MapType &T = M.Map;
  if (Update)
    return true;
  if (T.Always || T.Zero || T.Link || T.Present || T.NoCreate || T.DevicePtr ||
      T.Attach)
    return false;
  if (T.From && M.ConstElements)
    return false;
  return T.To || T.From;
}

/// "n * sizeof(double)", "sizeof(a)" for a whole array.
std::string bytesOf(const Mapping &M) {
  if (M.Count == "1")
    return M.ElementSize;
  if (M.HostStart == M.Name &&
      M.Count == "sizeof(" + M.Name + ") / sizeof(" + M.Name + "[0])")
    return "sizeof(" + M.Name + ")";
  return (isPlainOperand(M.Count) ? M.Count : "(" + M.Count + ")") + " * " +
         M.ElementSize;
}

/// Plans the mappings of one directive that move data (\p Moves); a device
/// variable named twice (one array in two clauses) keeps the runtime's
/// copies, as the names would clash.
void planList(std::vector<Mapping> &Maps, bool Update, bool Exit,
              bool OnQueue, const ASTContext &Ctx,
              llvm::function_ref<bool(const Mapping &)> Moves) {
  llvm::StringMap<unsigned> Uses;
  for (const Mapping &M : Maps)
    ++Uses[M.DevVar];
  for (Mapping &M : Maps) {
    if (!copiesPlainly(M, Update) || Uses[M.DevVar] > 1 || !Moves(M))
      continue;
    Mapping::TableCopy T;
    T.Bytes = bytesOf(M);
    T.BytesVar = freshName(M.DevVar + "_bytes", Ctx, Uses);
    T.LookupVar = freshName(M.DevVar + (Exit ? "_exit" : "_entry"), Ctx, Uses);
    T.OnQueue = OnQueue;
    M.Table = std::move(T);
  }
}

} // namespace

void planTableCopies(std::vector<KernelPlan> &Plans,
                     std::vector<DataPlan> &DataPlans, const ASTContext &Ctx) {
  for (KernelPlan &P : Plans) {
    const ComputeConstruct &C = *P.C;
    // A part of a split region takes the region's queue, known at run time.
    if (C.AsyncFromRegion)
      continue;
    // The enclosing region's device copy needs no lookup (Mapping::Direct).
    planList(P.Maps, /*Update=*/false, /*Exit=*/false, C.Async.queued(), Ctx,
             [](const Mapping &M) { return M.Direct.empty(); });
  }
  auto Any = [](const Mapping &) { return true; };
  using K = DataConstruct::Kind;
  for (DataPlan &P : DataPlans) {
    const DataConstruct &C = *P.C;
    if (P.Global)
      continue;
    const bool Q = C.Async.queued();
    switch (C.K) {
    case K::Region:
      // With an `if`, a device pointer kept for the constructs inside
      // (Direct) would be declared in the block the condition opens.
      planList(P.Maps, false, false, Q, Ctx, [&](const Mapping &M) {
        return C.IfCond.empty() || M.Direct.empty();
      });
      break;
    case K::Enter: // copyin; create moves nothing
      planList(P.Maps, false, false, Q, Ctx,
               [](const Mapping &M) { return M.Map.To; });
      break;
    case K::Exit: // copyout; delete moves nothing
      planList(P.Maps, false, /*Exit=*/true, Q, Ctx,
               [](const Mapping &M) { return M.Map.From; });
      break;
    case K::Update:
      planList(P.ToHost, /*Update=*/true, false, Q, Ctx,
               [](const Mapping &M) { return !M.ConstElements; });
      planList(P.ToDevice, /*Update=*/true, false, Q, Ctx, Any);
      break;
    case K::Declare:
      // A declaration's copy out happens when its scope ends, where the
      // runtime's Construct ends: only what moves in alone is the output's.
      planList(P.Maps, false, false, Q, Ctx,
               [](const Mapping &M) { return !M.Map.From; });
      break;
    case K::HostData:
    case K::Wait:
    case K::Runtime:
      break;
    }
  }
}

} // namespace acc2cuda
