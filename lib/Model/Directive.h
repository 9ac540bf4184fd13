//===- Directive.h - Dialect-neutral offload directives ------- -*- C++ -*-===//
//
// Plain structs shared by both frontends (OpenACC parser, OpenMP importer) and
// read by Analysis and Emit. Nothing here runs matchers or looks at pragmas:
// expressions are kept as source text valid at the construct's location, plus
// the declaration they name where one is needed.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_MODEL_DIRECTIVE_H
#define ACC2CUDA_MODEL_DIRECTIVE_H

#include "Support/Diag.h"
#include "clang/Basic/SourceLocation.h"
#include <optional>
#include <string>
#include <vector>

namespace clang {
class ValueDecl;
class Stmt;
class FunctionDecl;
class Decl;
} // namespace clang

namespace acc2cuda {

enum class Dialect { OpenACC, OpenMP };

/// What the compute construct asks for. Loop constructs carry a loop nest;
/// Single runs the associated statement on one device thread (OpenACC serial
/// without loop, bare OpenMP target).
enum class ComputeKind { Parallel, Kernels, Serial, Target };

/// Data movement of one mapped variable. Both dialects reduce to these
/// four bits (OpenACC copy == OpenMP tofrom, create == alloc, ...).
struct MapType {
  bool To = false;        ///< copy host -> device when first mapped
  bool From = false;      ///< copy device -> host when last unmapped
  bool Present = false;   ///< must already be present (error otherwise)
  bool NoCreate = false;  ///< use device copy if present, else host address
  bool DevicePtr = false; ///< the variable already holds a device address
  /// OpenMP `always`: copy (To/From) even when already or still present.
  bool Always = false;
  /// OpenACC `zero` (on create and copyout): device memory the clause
  /// allocates starts zeroed.
  bool Zero = false;
  /// A global's `link` (OpenACC declare, OpenMP declare target): its
  /// device copy exists, and the data is present only while mapped.
  bool Link = false;
  /// OpenACC `attach` (on exit data: `detach`): no data moves; the pointer
  /// named is attached (detached).
  bool Attach = false;

  static MapType copy() { return {true, true}; }
  static MapType copyIn() { return {true, false}; }
  static MapType copyOut() { return {false, true}; }
  static MapType create() { return {}; }
  static MapType present() { return {false, false, true}; }
  static MapType noCreate() { return {false, false, false, true}; }
  static MapType devicePtr() { return {false, false, false, false, true}; }
  static MapType link() {
    MapType M;
    M.Link = true;
    return M;
  }
  static MapType attach() {
    MapType M;
    M.Attach = true;
    return M;
  }
};

/// One `[lower:length]` of an array section, as source text. Empty Lower
/// means 0; empty Length means "to the end of a dimension of known size".
struct Subscript {
  std::string Lower;
  std::string Length;
  bool IsSection = true; ///< false for a plain `[i]` element subscript
};

/// One step from a variable to the struct member a clause names: `.m`,
/// `->m`, or `[i]` (an element of an array of structs on the way).
struct MemberStep {
  enum class Kind { Dot, Arrow, Index } K = Kind::Dot;
  std::string Text; ///< the member's name, or the subscript expression
};

/// A variable, or a struct member, named in a clause.
struct VarRef {
  const clang::ValueDecl *Decl = nullptr; ///< VarDecl or FieldDecl
  std::string Name;     ///< as written, e.g. "a", "s.n", "p->v" (no `this->`)
  std::string BaseName; ///< the variable, e.g. "s"
  std::vector<Subscript> Subscripts;
  clang::SourceRange Range; ///< where it is written
  /// From the variable to the member named (empty: the variable itself).
  std::vector<MemberStep> Path;
  /// The member named (Path's last step), once bound: a FieldDecl.
  const clang::ValueDecl *Field = nullptr;
  /// The member named is a pointer: with a section (`s.p[0:n]`) the item
  /// maps the data and attaches s.p; without one (`attach(s.p)`) it names
  /// the pointer (OpenACC 3.3 2.7.2, 2.7.13; OpenMP 5.2 5.8.3).
  bool PointerMember = false;
  /// C++ `this` (`this[0:1]`, `this[:1]`) in a member function: the object
  /// itself. Decl stays null; only data clauses and update take it.
  bool IsThis = false;
  bool IsMember() const { return Name != BaseName; }
  /// A section of a pointer member, whose pointer is attached.
  bool attachesMember() const { return PointerMember && !Subscripts.empty(); }
};

struct DataClause {
  MapType Map;
  VarRef Var;
  std::string Spelling; ///< clause name as written, for messages
  /// On exit data: drop every dynamic reference (OpenACC `finalize`,
  /// OpenMP `map(delete: ...)`).
  bool Finalize = false;
};

enum class ReductionOp {
  Add,
  Mul,
  Max,
  Min,
  BitAnd,
  BitOr,
  BitXor,
  LogAnd,
  LogOr
};

struct Reduction {
  ReductionOp Op;
  VarRef Var;
};

/// Loop-level clauses of one loop in the nest (OpenACC loop or the loop part
/// of an OpenMP loop construct).
struct LoopClauses {
  bool Gang = false, Worker = false, Vector = false, Seq = false;
  bool Independent = false, Auto = false;
  std::string GangSize, WorkerSize, VectorSize; ///< gang(n), vector(n) text
  unsigned Collapse = 1;
  /// tile(...) sizes, innermost loop first (as written); 0 for `*`. The
  /// tiled loops are collapsed; the sizes shape the block.
  std::vector<unsigned> Tile;
  clang::SourceLocation Loc;
  std::vector<VarRef> Private;
  /// OpenMP worksharing loops that run on one thread (firstprivate copies
  /// in the loop's own scope).
  std::vector<VarRef> FirstPrivate;
  std::vector<Reduction> Reductions;
};

/// Clauses that were parsed but are not handled; the analysis reports them.
/// OpenACC `routine [(name)]`: the function (named, or the declaration that
/// follows) needs a device version. Every level runs as `seq` does: one
/// thread per call (a `loop` inside the function would be orphaned).
struct RoutineDirective {
  bool Named = false;
  std::string FunctionName; ///< as written in `routine(name)`
  clang::SourceLocation Loc, NameLoc;
  clang::SourceRange PragmaRange;
};

/// A directive acc2cuda translates and the clauses it accepts on it
/// (--list-supported, docs/openacc.md, docs/openmp.md).
struct SupportedDirective {
  std::string Name;
  std::vector<std::string> Clauses; ///< sorted
};

struct Unsupported {
  std::string What;
  clang::SourceLocation Loc;
  diag::ID ID = diag::UnsupportedClause;
};

/// OpenACC `async`/`wait` clauses, OpenMP `nowait`, `depend` and
/// `taskwait`: the construct's work goes on a queue (a CUDA stream) and the
/// waits order queues or the host after them (runtime/.../queues.h). The
/// argument expressions are evaluated once, in order.
struct AsyncClauses {
  bool Async = false; ///< `async`, `async(q)` or `nowait`
  std::string Queue;  ///< async's argument; empty: acc_async_noval
  /// OpenMP `nowait`: the target task runs undeferred (no queue) unless
  /// the translator finds the `taskwait` that completes it.
  bool Undeferred = false;
  clang::SourceLocation NowaitLoc; ///< OpenMP `nowait`, for diagnostics

  /// OpenMP `depend` list items: the address of each (source text) and
  /// whether the task writes it (`out`, `inout`, ...) or only reads it.
  struct Dependence {
    std::string Address;
    bool Out = false;
  };
  std::vector<Dependence> Depends;
  /// The `depend(...)` clauses as written, for the host's own
  /// `#pragma omp taskwait depend(...)`: see HostTaskwait.
  std::string DependClauses;
  /// The file has host tasks with dependences, which only OpenMP's runtime
  /// orders: the host first waits for those the construct depends on.
  bool HostTaskwait = false;
  /// OpenMP `taskwait` completing deferred target tasks: waits for every
  /// queue and forgets the tasks' dependences. With `depend` clauses
  /// (TaskwaitDepend) it waits only for the tasks they name.
  bool Taskwait = false;
  bool TaskwaitDepend = false;

  /// Whether the construct's work goes on a queue.
  bool queued() const { return Async && !Undeferred; }
  bool Wait = false;                   ///< a `wait` clause or directive
  std::string Device;                  ///< wait's `devnum:` argument, if any
  std::vector<std::string> WaitQueues; ///< empty: every queue
};

/// A compute construct with everything its clauses said, before analysis.
struct ComputeConstruct {
  Dialect Lang = Dialect::OpenACC;
  ComputeKind Kind = ComputeKind::Parallel;
  bool IsLoop =
      false; ///< combined `parallel loop`, `target teams distribute ...`
  std::string DirectiveName; ///< "parallel loop", "target teams distribute
                             ///< parallel for"
  std::string
      DirectiveText; ///< the directive as written (all levels), for the comment
  clang::SourceRange PragmaRange; ///< `#pragma` .. end of line (outermost)
  clang::SourceLocation Loc;      ///< directive name location, for diagnostics
  const clang::Stmt *Body = nullptr; ///< statement of the innermost directive
  /// OpenMP: the statement of the outermost directive of a nested chain
  /// (`target teams { #pragma omp distribute parallel for ... }`, braces
  /// included), which the translation replaces; null: Body.
  const clang::Stmt *Statement = nullptr;
  const clang::FunctionDecl *Function = nullptr;

  LoopClauses Loop; ///< for IsLoop constructs
  std::vector<DataClause> Data;
  std::vector<VarRef> Private, FirstPrivate;
  /// OpenMP `lastprivate`: private copies; the thread that runs the
  /// sequentially last iteration stores its copy back.
  std::vector<VarRef> LastPrivate;
  std::vector<Reduction> Reductions; ///< on the compute construct itself
  std::string NumGangs, NumWorkers,
      VectorLength; ///< num_teams / thread_limit for OpenMP
  std::string IfCond;
  /// OpenMP `if(parallel: c)`: when c is false the parallel region has one
  /// thread (the construct still runs on the device).
  std::string ParallelIf;
  enum class DefaultKind {
    Unspecified,
    None,
    Present
  } Default = DefaultKind::Unspecified;
  /// OpenMP `defaultmap`: the implicit data attribute of each category of
  /// variables (Unspecified: the usual rule).
  enum class DefaultmapBehavior {
    Unspecified,
    Alloc,
    To,
    From,
    ToFrom,
    FirstPrivate,
    None,
    Present
  };
  struct {
    DefaultmapBehavior Scalar = DefaultmapBehavior::Unspecified,
                       Aggregate = DefaultmapBehavior::Unspecified,
                       Pointer = DefaultmapBehavior::Unspecified;
  } Defaultmap;
  /// OpenMP: the construct's loop runs in a parallel region (a `parallel`
  /// in the directive chain), so its iterations run on the team's threads.
  bool OmpParallel = false;
  /// OpenMP: a `simd` in the directive chain. Its loop variables are linear
  /// (lastprivate when collapsed), so a variable declared before the loop
  /// ends with its final value; without `simd` they are private and the
  /// host's variable keeps its value (OpenMP 5.2 5.1.1).
  bool OmpSimd = false;
  /// OpenMP `dist_schedule(static[, c])` (Team) and `schedule(static[, c])`
  /// (Thread) of the construct's loop: with them a program may rely on which
  /// team or thread runs an iteration (omp_get_team_num, omp_get_thread_num).
  struct StaticSchedule {
    bool Static = false;
    std::string Chunk; ///< source text; empty: one chunk per team or thread
  } TeamSchedule, ThreadSchedule;
  std::vector<Unsupported> Rejected;
  AsyncClauses Async;
  /// A part of a split region: it runs on the region's queue (the data
  /// construct's `async`, evaluated once).
  bool AsyncFromRegion = false;
  /// Runs on one thread per gang, this many gangs (the sequential part of
  /// a parallel region with num_gangs).
  std::string RedundantGangs;
  /// Data clauses of data constructs that lexically enclose this one in the
  /// same function: their data is present during the construct (or, for
  /// `no_create` and `deviceptr`, what those clauses say).
  std::vector<DataClause> EnclosingData;
  /// Of those (and, in OpenMP, of the variables an enclosing `target data`
  /// maps), the ones whose device address the innermost such region keeps
  /// in a host variable (deviceVarName): its value, not a present-table
  /// lookup, for an implicit use. Pointers only when the region never
  /// changes them (a host-side pointer swap needs the lookup).
  struct DeviceOf {
    const clang::ValueDecl *Var = nullptr;
    std::string Name;     ///< the host variable holding the device address
    VarRef RegionSection; ///< as the region's clause names it
  };
  std::vector<DeviceOf> EnclosingDevice;
};

/// A variable whose device address the body of a host_data construct (or
/// an OpenMP target data with use_device_ptr/addr) sees under its name.
struct UseDevice {
  VarRef Var;
  /// How the name becomes a device address: a pointer's value is
  /// translated (use_device_ptr), an object's address is (use_device_addr);
  /// OpenACC's use_device picks by the variable's type.
  enum class Form { ByType, Pointer, Address } How = Form::ByType;
};

/// A data construct: OpenACC `data`, `enter data`, `exit data`, `update`,
/// `host_data`, `declare`; OpenMP `target data`, `target enter data`,
/// `target exit data`, `target update`, `declare target` variables.
struct DataConstruct {
  /// Declare: a data region from the directive to the end of its scope (in
  /// a function), or for the whole program (at namespace scope).
  enum class Kind {
    Region,
    Enter,
    Exit,
    Update,
    HostData,
    Declare,
    Wait,   ///< OpenACC `wait` directive
    Runtime ///< OpenACC `init`, `shutdown`, `set`: RuntimeCalls
  } K = Kind::Region;
  Dialect Lang = Dialect::OpenACC;
  std::string DirectiveName; ///< "data", "enter data", "target update", ...
  std::string DirectiveText; ///< as written, for the comment
  clang::SourceRange PragmaRange;
  clang::SourceLocation Loc;
  const clang::Stmt *Body = nullptr; ///< Region: the statement it governs
  const clang::FunctionDecl *Function = nullptr;
  /// Region/Enter: maps (To = copy in); Exit: From = copy out, else delete.
  std::vector<DataClause> Data;
  std::vector<VarRef> UpdateHost, UpdateDevice; ///< Update
  std::vector<UseDevice> UseDevices;            ///< HostData, Region (OpenMP)
  std::string IfCond;
  /// The data region of a compute region split into parts (Analysis/
  /// RegionSplit.h): the parts run on the device under the region's `if`
  /// only, so its data is present for them even with an `if`.
  bool OfSplitRegion = false;
  /// update: skip absent data; use_device: absent data keeps its host
  /// address (always so in OpenMP).
  bool IfPresent = false;
  /// Declare in OpenMP: the variable a `declare target` directive names;
  /// the device copy is made right after its definition.
  const clang::Decl *After = nullptr;
  std::vector<Unsupported> Rejected;
  AsyncClauses Async;
  /// Runtime: the runtime routine calls the directive stands for
  /// ("acc_init_device(n, acc_device_nvidia)"), made under IfCond.
  std::vector<std::string> RuntimeCalls;
};

/// `atomic` (both dialects): the statement it governs becomes a call to
/// the runtime's atomic helpers.
struct AtomicDirective {
  enum class Kind { Update, Read, Write, Capture, Compare } K = Kind::Update;
  Dialect Lang = Dialect::OpenACC;
  /// OpenMP seq_cst/acq_rel/acquire/release: fences around the operation.
  bool Fence = false;
  const clang::Stmt *S = nullptr; ///< the associated statement
  clang::SourceRange PragmaRange; ///< `#pragma` .. end of line (inclusive)
  clang::SourceLocation Loc;      ///< directive name, for diagnostics
};

/// An OpenACC `loop` directive found inside a compute region (attached to the
/// for statement it precedes).
struct NestedLoopDirective {
  LoopClauses Clauses;
  clang::SourceRange PragmaRange;
  const clang::Stmt *Loop = nullptr;
};

} // namespace acc2cuda

#endif
