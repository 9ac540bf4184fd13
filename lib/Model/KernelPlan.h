//===- KernelPlan.h - What one compute construct becomes --------*- C++ -*-===//
//
// The analysis fills a KernelPlan for each compute construct: which loops are
// spread over the grid, how each captured variable reaches the kernel, which
// host ranges are mapped, and which reductions are combined. The emitter
// reads only this (plus the SourceManager for verbatim text).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_MODEL_KERNELPLAN_H
#define ACC2CUDA_MODEL_KERNELPLAN_H

#include "Directive.h"
#include "Support/SourceText.h"
#include <cctype>

namespace clang {
class Expr;
class ForStmt;
class VarDecl;
} // namespace clang

namespace acc2cuda {

/// A loop in canonical form, normalised to `iv = Lower + k * Step` for
/// k in [0, TripCount).
struct CanonicalLoop {
  const clang::ForStmt *For = nullptr;
  const clang::VarDecl *IndVar = nullptr;
  std::string IndName;
  std::string IndType; ///< declared type of the induction variable
  std::string Lower;   ///< initial value, source text
  std::string Bound;   ///< the other side of the test, source text
  std::string Step;    ///< signed increment per iteration, source text
  enum class Test { LT, LE, GT, GE, NE } Cmp = Test::LT;
  /// The unsigned type the test compares in, where long long would order
  /// the values otherwise: an unsigned 64-bit comparison, or a signed
  /// variable compared with an unsigned bound (`int i = -5; i < n` never
  /// runs). Empty: long long orders them as the test does.
  std::string CompareType;
  /// A `!=` test on an unsigned variable: its type. The sequential loop
  /// reaches the bound modulo the type's range (`for (size_t z = 19; z !=
  /// (size_t)-1; z--)` runs 20 times), which OpenACC code gets; OpenMP reads
  /// `!=` as `<` or `>` by the step's sign (OpenMP 5.2 4.4.1), as GCC does.
  std::string WrapType;
  /// The direction the test gives (`<`, `<=` up; `>`, `>=` down).
  bool Increasing = true;
  /// The increment subtracts (i--, i -= s, i = i - s). Its sign and the
  /// direction differ when the step is negative: `i += -3` with `i > 0`.
  bool Subtracts = false;
  /// `for (i = ...)` on a variable declared before the loop: the host sees
  /// its final value after the construct, as after the sequential loop.
  bool DeclaredOutside = false;
  /// The induction variable's type is a template's parameter (`for
  /// (IndexType j = 0; ...)`): the kernel checks that each instantiation
  /// makes it an integer type.
  bool DependentType = false;
  /// A floating-point bound (`i < 10.5`): "ceil" or "floor", the function
  /// that turns it into the integer bound the test means for an integer
  /// variable; empty otherwise. Bound is already rounded.
  std::string BoundRounding;
  /// A pointer loop variable (`for (T *p = a; p < a + n; ++p)`, OpenMP
  /// 5.2 4.4.1): the text of its initial value. The loop then runs over
  /// offsets from it (Lower "0", Bound the bound's distance from it), and
  /// each iteration's variable is that value plus the offset. Empty for an
  /// integer loop variable.
  std::string PointerBase;
  /// The expressions the texts come from (StepExpr is null for ++ and --,
  /// and Step negates it when the increment subtracts).
  const clang::Expr *LowerExpr = nullptr, *BoundExpr = nullptr,
                    *StepExpr = nullptr;
};

/// The signed step of a loop whose increment subtracts \p Step (`i -= s`):
/// negated after its conversion to long long, as an unsigned step
/// (`u -= 7u`) negated in its own type would be a huge positive one.
/// A loop's bound text, \p Text, as an integer bound for the loop's
/// variable (CanonicalLoop::BoundRounding).
inline std::string roundedBound(const CanonicalLoop &L,
                                const std::string &Text) {
  return L.BoundRounding.empty() ? Text : L.BoundRounding + "(" + Text + ")";
}

inline std::string subtractedStep(const std::string &Step) {
  return "-(long long)(" + Step + ")";
}

enum class CaptureKind {
  Value,         ///< firstprivate scalar/struct: kernel parameter by value
  DevicePointer, ///< pointer whose data is mapped: parameter gets the device
                 ///< address
  MappedArray, ///< array of known size: parameter is the decayed device pointer
  MappedScalar, ///< scalar kept in device memory: pointer parameter + reference
  Private,      ///< declared (uninitialised) in each thread
  LastPrivate,  ///< private in each thread; the last iteration stores it
                ///< through a pointer parameter to the mapped variable
  ContainerView, ///< std::vector whose elements are mapped: parameter is an
                 ///< acc2cuda::vector_view of the device copy
};

/// One host range the construct maps (explicit clause or implicit rule).
struct Mapping {
  std::string Name;      ///< variable as written, for messages ("a", "A")
  std::string HostStart; ///< expression: host address of the first element
  std::string Count;     ///< expression: number of elements
  std::string DevVar;    ///< host-side variable holding the device address
  /// Compute constructs: an enclosing data region's variable that holds the
  /// device address (no lookup). Data regions: the variable to keep the
  /// device address in, when some construct inside uses it.
  std::string Direct;
  MapType Map;
  bool Implicit = false;
  /// The elements of a std::vector: HostStart and Count read its data()
  /// and size() again wherever they are emitted.
  bool Container = false;
  std::vector<std::string> FullDimChecks; ///< "lo, len, extent" triples
  /// Every inner dimension of an array section, outermost first, as
  /// FullDimChecks' triples: an `update` copies a section whose inner
  /// dimensions are not whole run by run (Construct::update_section).
  std::vector<std::string> InnerDims;
  bool Finalize = false; ///< exit data: drop all references
  /// Global declare: the `__device__` twin's declaration, e.g.
  /// "double acc2cuda_dev_a[100]", and its name.
  std::string DeviceTwin, TwinName;
  /// The address of a pointer to attach once the data is mapped (detach
  /// before it is unmapped), e.g. "&s.p"; empty for none.
  std::string Attach;
  /// The bytes by which the pointer's target precedes the mapped data
  /// (`map(s.p[8:16])`: 8 elements), host expression; empty for none.
  std::string AttachBias;
  /// `attach`/`detach` clauses: nothing is mapped, the pointer is only
  /// attached or detached.
  bool AttachOnly = false;
  /// A pointer the construct names no section of (Count "0"): the address
  /// of the pointer itself, e.g. "&(d)". When the data it points to is not
  /// present from its first element, the pointer's attachment answers (a
  /// member attached to a section from an offset); empty for none.
  std::string Slot;
  /// A jagged array (`a[lo:n][rlo:rlen]` of a pointer to pointers): the
  /// Count pointers at HostStart each lead to a row, whose section
  /// [RowLower, RowLower + RowLength) is mapped too and the pointer
  /// attached to it. Empty RowLength: no rows.
  std::string RowLower, RowLength;

  /// The variable mapped (null for `this` and struct members).
  const clang::ValueDecl *Decl = nullptr;
  /// Explicit form (Analysis/ExplicitMemory.h): the source decides that the
  /// data is not present when the construct starts, so the generated code
  /// allocates, copies and frees it itself with plain CUDA calls, and
  /// nothing looks it up. DevVar holds the device address.
  struct ExplicitCopy {
    std::string PointerDecl; ///< "double (*d_A)[128]", the device pointer
    std::string Bytes;       ///< "sizeof(A)", "(n) * sizeof(double)"
    std::string BytesVar;    ///< "d_A_bytes", holding Bytes from the start
    /// The construct is asynchronous: cudaMallocAsync, cudaMemcpyAsync and
    /// cudaFreeAsync on its queue's stream, not the synchronous calls.
    bool OnQueue = false;
  };
  std::optional<ExplicitCopy> Explicit;
  /// Present-table form: why the source cannot decide (for the report).
  std::string TableReason;
  /// "sizeof(double)": the size of the elements HostStart points to, when
  /// they are plain data (trivially copyable, no pointers); empty else.
  std::string ElementSize;
  bool ConstElements = false; ///< the host elements are const
  /// Present-table form whose copies the output makes with cudaMemcpy,
  /// guarded by the lookup's answer (Analysis/TableCopies.h); unset: the
  /// runtime copies (modifiers, rows, pointers in the data).
  struct TableCopy {
    std::string Bytes;     ///< "n * sizeof(double)"
    std::string BytesVar;  ///< "d_a_bytes"
    std::string LookupVar; ///< "d_a_entry": the lookup's answer
    /// The construct is asynchronous: cudaMemcpyAsync on its queue's
    /// stream, the host waiting for the queue before each copy in (CUDA
    /// reads pageable memory when the copy is issued), as the runtime did.
    bool OnQueue = false;
  };
  std::optional<TableCopy> Table;
  /// The device copy is an allocation of its own (explicit form, here or in
  /// the enclosing region): it overlaps no other device data.
  bool OwnCopy = false;
  /// An OpenMP map of a pointer variable itself (no section) that the
  /// region assigns: its storage is mapped like a scalar's.
  bool PointerStorage = false;
};

/// A pointer member the kernel reads from a struct in device memory: the
/// runtime checks before the launch that its device copy holds no host
/// address (it is attached).
struct PointerCheck {
  std::string Slot; ///< the pointer's address; with Count, of element `k`
  std::string Name; ///< as written, for messages
  /// For a member of each element of a mapped array of structs: how many
  /// elements (the loop variable is acc2cuda_k); empty for one pointer.
  std::string Count;
};

/// What a data construct becomes: the ranges it maps (data, enter data),
/// unmaps (exit data) or copies (update).
/// One name a host_data body sees as a device address.
struct DeviceAddress {
  std::string Name;
  bool ByAddress = false; ///< `&Name` is translated, else Name's value
};

struct DataPlan {
  const DataConstruct *C = nullptr;
  std::vector<Mapping> Maps;             ///< data, enter data, exit data
  std::vector<Mapping> ToHost, ToDevice; ///< update
  std::vector<DeviceAddress> UseDevice;  ///< host_data, use_device_ptr/addr
  bool Global = false; ///< declare at namespace scope: lives for the program
  /// An OpenACC data region without `async` whose body queues work
  /// (`async` constructs): its end waits for every queue before its data
  /// goes, as a synchronous transfer on CUDA's legacy default stream waits
  /// for the work before it.
  bool WaitsForQueues = false;
};

struct Capture {
  const clang::ValueDecl *Decl = nullptr;
  std::string Name;
  std::string ParamDecl; ///< kernel parameter declaration, e.g. "double *a"
  std::string LocalDecl; ///< statement at kernel start, e.g. "double &x = *p;"
  std::string Argument;  ///< launch argument expression
  CaptureKind Kind = CaptureKind::Value;
  /// A firstprivate array passed by value in an acc2cuda::array_value.
  bool ArrayValue = false;
  /// Host expression: an address in the present data the device copy comes
  /// from (captures of mapped data; empty for others).
  std::string HostData;
};

struct ReductionPlan {
  ReductionOp Op;
  std::string Name;
  std::string Type;    ///< the variable's type
  std::string HostRef; ///< host lvalue receiving the result
  /// The device copy of the variable that an enclosing data region
  /// allocates itself (explicit memory), which receives the result too;
  /// empty: the present table says whether there is one.
  std::string DeviceCopy;
};

/// A reduction on an array, a section or an element of one (OpenACC 2.7,
/// OpenMP 4.5): every thread accumulates into a private array that starts
/// at the operator's identity, and combines the elements it changed into
/// the device copy with one atomic each when it is done.
struct ArrayReduction {
  ReductionOp Op;
  std::string Name;     ///< the variable, as the body names it
  std::string ElemType; ///< element type
  std::string Extent;   ///< elements of the private array
  /// The body names a pointer: the private array holds the section, and the
  /// pointer is set Lower elements before it.
  bool Pointer = false;
  std::string Lower, Length; ///< the elements combined
  std::string DevParam;      ///< kernel parameter: the device copy
};

/// Which threads of a gang's block share a ThreadLoop's iterations.
enum class ThreadSpan {
  Block, ///< all of them
  Rows,  ///< one worker per row (threadIdx.y); the body holds Lanes loops
  Lanes, ///< the vector lanes (threadIdx.x) of the running worker's row
};

/// A loop inside the body of a gang loop spread over the threads of the
/// block that runs the gang's iteration (OpenACC worker/vector level,
/// OpenMP `parallel for` inside `distribute`).
struct ThreadLoop {
  CanonicalLoop Loop;
  ThreadSpan Span = ThreadSpan::Block;
  /// The further loops of collapse(n), outer to inner: one iteration space
  /// with Loop, the innermost varying fastest across the threads.
  std::vector<CanonicalLoop> Collapsed;
  /// Closing braces of blocks that held the collapsed loops (removed with
  /// their opening braces, which the new header replaces).
  std::vector<clang::SourceLocation> DropBraces;
  /// Variables of the gang that the loop reduces across the block.
  std::vector<ReductionPlan> Reductions;
  /// Variables of the gang the loop privatizes: `declaration;` each.
  std::vector<std::string> PrivateDecls;
  std::string VectorSize, WorkerSize; ///< vector(n), worker(n) text
};

/// A loop directive inside the kernel body whose loop runs sequentially in
/// each thread and privatizes variables: the loop gets its own scope that
/// declares them.
struct LoopPrivateScope {
  const clang::ForStmt *For = nullptr;
  std::vector<std::string> Decls; ///< `declaration;` each
};

/// A sequential loop of the kernel body (no loop directive) that only
/// accumulates into variables of its iteration with the operators of
/// reductions, as a dot product per row does (`double s = 0; for (j ...)
/// s += A[j * n + i] * x[j];`). The kernel's split instance, which the host
/// picks when the grid loop alone leaves the GPU idle, shares the loop's
/// iterations among blockDim.y slices of threads per iteration of the grid
/// loop (the runtime's acc2cuda::last_slice and combine_slices); the slice
/// that finishes last combines the partials and runs the rest of the
/// iteration.
struct SplitLoop {
  CanonicalLoop Loop;
  std::vector<ReductionPlan> Reductions; ///< the iteration's variables
  /// The statements after the loop, up to the body's closing brace; both
  /// invalid when there are none.
  clang::SourceLocation RestBegin, RestEnd;
};

/// An array the kernel only updates with atomics of one commutative
/// operator (a histogram): when the host finds that it pays (Construct::
/// block_copy_bytes), each block updates a copy of it in shared memory,
/// filled with the operator's identity, and combines the copy into the
/// array with one atomic per element at the block's end.
struct BlockCopy {
  std::string Name;   ///< the kernel's variable (a pointer parameter)
  std::string Scalar; ///< the type of the elements the atomics update
  ReductionOp Op;     ///< how the copy accumulates (`-` as a sum)
  std::string Bytes;  ///< host expression: the bytes the array has mapped
  std::string Host;   ///< host expression: the array's first element
  /// The array's device copy is its own allocation (Mapping::OwnCopy): no
  /// other data the kernel uses can share it.
  bool Own = false;
  /// The most the atomics add to the copy in one iteration of the loops
  /// spread over the grid, when the array holds 64-bit integers and every
  /// update adds a constant >= 0 at most once per iteration: its copies
  /// may count in 32 bits (block_copy_size.h). 0: they may not.
  unsigned long long NarrowBound = 0;
};

/// The captured arrays the kernel only reads, passed as `const T *`, and
/// when they are also `__restrict__` (Analysis/ReadOnlyArrays.h).
struct ReadOnlyPlan {
  enum class Restrict {
    Never,   ///< the kernel may store to memory the analysis cannot place
    Always,  ///< the kernel stores to its own variables only
    Checked, ///< the `acc2cuda_restrict` instance, if the host finds the
             ///< read and the written present data apart
  };
  std::vector<std::string> Names; ///< the kernel's parameters
  Restrict When = Restrict::Never;
  /// Checked: host addresses in the present data behind each read-only
  /// array (Reads) and behind each variable the kernel writes (Writes).
  std::vector<std::string> Reads, Writes;
};

struct KernelPlan {
  const ComputeConstruct *C = nullptr;
  std::string KernelName;
  /// The enclosing templates' parameters ("typename T, int N") and the
  /// arguments naming them ("T, N"); empty outside templates.
  std::string TemplateParams;
  std::string TemplateArgs;
  /// Closure types of the host lambdas the kernel calls, and the object's
  /// type when it calls member functions: kernel template parameters
  /// ("class acc2cuda_closure_f") and their arguments at the launch
  /// ("std::decay_t<decltype(f)>"), after the enclosing templates'.
  std::vector<std::string> ClosureParams, ClosureArgs;
  /// Variables the body names with a qualifier (ns::x, S::count): the
  /// kernel's copy has the plain name, and so has the host code around the
  /// launch, through these declarations ("auto &x = ns::x;").
  std::vector<std::string> HostAliases;
  /// The enclosing function's using-directives, using-declarations and
  /// namespace aliases in scope at the construct ("using namespace phys;"):
  /// the kernel, written at file scope, repeats them for its body.
  std::vector<std::string> ScopeUsings;

  /// Loops spread over the grid, outermost first. Empty: the kernel body
  /// runs once on a single thread.
  std::vector<CanonicalLoop> Loops;
  const clang::Stmt *KernelBody =
      nullptr; ///< body of the innermost loop, or the statement
  bool SingleThread = false;
  /// `collapse` asked for more loops than Loops holds: an inner loop's
  /// bounds depend on an outer loop's variable, and each thread runs it.
  bool CollapseCut = false;
  /// Why the construct's own loop nest runs in order on a single thread
  /// (empty: it is spread over the grid, or there is none).
  std::string SequentialReason;

  std::vector<Mapping> Maps;
  std::vector<PointerCheck> PointerChecks;
  std::vector<Capture> Captures;
  /// Data members the kernel writes (mapped present-or-copy): when the
  /// object stays present after the construct (enter data of `this`), the
  /// host copy is updated from the device copy, so the kernels that read
  /// the member by value and later updates of the object agree.
  std::vector<std::string> WrittenMembers;
  std::vector<ReductionPlan> Reductions;
  std::vector<ArrayReduction> ArrayReductions;
  std::vector<BlockCopy> BlockCopies;
  /// Values the outer loops' bounds, lower bounds or steps read that have
  /// a device copy for the construct (a clause, an enclosing data region,
  /// `kernels`' copy): the host reads the device copy for the launch, as
  /// the region's earlier code may have changed it there. Each is the text
  /// read (a scalar's name, or an element `lim[0]`) and the host
  /// expression reading its device copy; elements come first, as their
  /// text may hold a scalar's name.
  std::vector<std::pair<std::string, std::string>> BoundScalars;
  ReadOnlyPlan ReadOnly;

  /// One iteration of the loop nest per block (gang): the kernel body holds
  /// ThreadLoops, spread over the block's threads, and code of the gang
  /// that every thread runs, or one thread runs (GangSingle), redundantly.
  bool GangPerBlock = false;
  /// Blocks are VectorLanes (x) by Workers (y) threads: a worker loop holds
  /// vector loops (ThreadSpan::Rows and Lanes).
  bool WorkerRows = false;
  std::string VectorLanes, Workers; ///< requested sizes, expressions
  std::vector<ThreadLoop> ThreadLoops;
  /// Statements of the gang's code that write memory the gang shares: one
  /// thread runs each, between barriers.
  struct SingleRange {
    clang::SourceRange Range; ///< [first statement, just past the last)
    /// False right after a thread loop, which ends with a barrier.
    bool BarrierBefore = true;
    /// Worker code: one vector lane of the worker's row runs it, between
    /// the row's barriers.
    bool Row = false;
  };
  std::vector<SingleRange> GangSingle;
  /// Why loop directives inside the body run sequentially in each thread
  /// (empty when there are none, or when they are ThreadLoops).
  std::string InnerLoopsSequential;
  clang::SourceLocation InnerLoopsLoc;
  std::vector<LoopPrivateScope> LoopPrivates;
  /// The body's loop that the split instance shares among slices of
  /// threads; unset when none qualifies.
  std::optional<SplitLoop> Split;
  /// lastprivate variables and their pointer parameters: the thread that
  /// runs the last iteration of the nest stores its copy there.
  struct LastPrivateStore {
    std::string Name, Param;
    bool Array = false; ///< stored element by element (memcpy)
  };
  std::vector<LastPrivateStore> LastPrivates;

  /// OpenMP: the body asks which team or thread runs it, and the
  /// directives fix the answer (static schedules, one thread per team in a
  /// `distribute` without `parallel`). The flat loop then deals iterations
  /// as OpenMP does (acc2cuda::omp_dev::StaticSchedule), in chunks of these
  /// host expressions; "0": one contiguous chunk per team or thread.
  struct ExactSchedule {
    std::string TeamChunk = "0", ThreadChunk = "0";
  };
  std::optional<ExactSchedule> Exact;

  std::string BlockSize; ///< threads per block, expression
  /// BlockSize is acc2cuda's default (no directive sizes the block) on a
  /// 1-D grid: the runtime halves it, down to a warp, while its blocks would
  /// leave multiprocessors idle (Construct::spread_block), so that a short
  /// loop whose iterations each do much work reaches the whole GPU.
  bool SpreadBlock = false;
  /// "x, y, z" when `tile` fixes the block's shape (a multi-dimensional
  /// grid); empty: the runtime shapes the block.
  std::string BlockShape;
  std::string NumBlocks; ///< exact number of blocks requested, or empty
  /// The grid covers the loop nest on every device (constant trip counts
  /// within CUDA's grid limits, no cap on the blocks): the kernel runs one
  /// iteration per thread with no run-time choice of instance
  /// (Analysis/ConstantCover.h).
  bool CoversNest = false;
  /// With CoversNest: the iteration numbers, the loop bounds and steps and
  /// every induction value fit in `int`, so the kernel computes its
  /// indices in 32-bit arithmetic (the parameters stay long long).
  bool IntIndices = false;

  /// Text edits inside the kernel body: ranges to blank (nested pragmas,
  /// `this->`).
  std::vector<clang::SourceRange> BodyErase;
  /// Statements rewritten in the kernel body (atomics).
  std::vector<TextEdit> BodyEdits;
  /// The closing brace of the class whose private or protected member
  /// functions the kernel calls through `this`: the kernel is declared a
  /// friend of the class there. Invalid when it calls only public ones.
  clang::SourceLocation FriendIn;
  /// Directive lines inside the whole construct (for the host fallback).
  std::vector<clang::SourceRange> RegionPragmas;
};

/// Grid dimensions the loops of P are spread over: one when there is one
/// loop, the directive fixes the gang count (blocks then are gangs, 1-D) or
/// a block is a gang; else up to three (innermost loop on x, the next on y,
/// the rest flattened on z). The emitter lays the kernel out by it, the
/// report describes the layout with gridLoopAxis.
inline unsigned gridDims(const KernelPlan &P) {
  if (P.Loops.size() < 2 || !P.NumBlocks.empty() || P.GangPerBlock || P.Exact)
    return 1;
  return P.Loops.size() == 2 ? 2 : 3;
}

/// Where loop P.Loops[I]'s iterations go: component Dim (0 x, 1 y, 2 z) of
/// blockIdx and, unless a block is a gang, of threadIdx. Flattened: other
/// loops share the component (the inner loop varies faster).
struct GridAxis {
  unsigned Dim = 0;
  bool Threads = true;
  bool Flattened = false;
};

/// The layout of emitFlatLoops and emitGridLoops (CudaEmitter.cpp).
inline GridAxis gridLoopAxis(const KernelPlan &P, size_t I) {
  const size_t N = P.Loops.size();
  GridAxis A;
  A.Threads = !P.GangPerBlock;
  if (gridDims(P) == 1) {
    A.Flattened = N > 1;
    return A;
  }
  A.Dim = I + 1 == N ? 0 : I + 2 == N ? 1 : 2;
  A.Flattened = A.Dim == 2 && N > 3;
  return A;
}

} // namespace acc2cuda

#endif
