//===- ACCClauseTable.cpp -------------------------------------------------===//

#include "ACCClauseTable.h"
#include "ACCParser.h"
#include "llvm/ADT/STLExtras.h"

namespace acc2cuda {
namespace openacc {

namespace {
// clang-format off
const ClauseSpec ClauseTable[] = {
    {"copy", ClauseKind::Data, OnDataOrDeclare, MapType::copy()},
    {"pcopy", ClauseKind::Data, OnDataOrDeclare, MapType::copy()},
    {"present_or_copy", ClauseKind::Data, OnDataOrDeclare, MapType::copy()},
    {"copyin", ClauseKind::Data, OnDataOrDeclare | OnEnter, MapType::copyIn()},
    {"pcopyin", ClauseKind::Data, OnDataOrDeclare | OnEnter, MapType::copyIn()},
    {"present_or_copyin", ClauseKind::Data, OnDataOrDeclare | OnEnter,
     MapType::copyIn()},
    {"copyout", ClauseKind::Data, OnDataOrDeclare | OnExit, MapType::copyOut()},
    {"pcopyout", ClauseKind::Data, OnDataOrDeclare, MapType::copyOut()},
    {"present_or_copyout", ClauseKind::Data, OnDataOrDeclare,
     MapType::copyOut()},
    {"create", ClauseKind::Data, OnDataOrDeclare | OnEnter, MapType::create()},
    {"pcreate", ClauseKind::Data, OnDataOrDeclare | OnEnter, MapType::create()},
    {"present_or_create", ClauseKind::Data, OnDataOrDeclare | OnEnter,
     MapType::create()},
    {"present", ClauseKind::Data, OnDataOrDeclare, MapType::present()},
    {"no_create", ClauseKind::Data, OnComputeOrData, MapType::noCreate()},
    {"deviceptr", ClauseKind::Data, OnDataOrDeclare, MapType::devicePtr()},
    // device_resident allocates the device copy for the declaration's
    // lifetime; `link` too, but its data is present only while data
    // clauses map it.
    {"device_resident", ClauseKind::Data, OnDeclare, MapType::create()},
    {"link", ClauseKind::Data, OnDeclare, MapType::link()},
    {"delete", ClauseKind::Data, OnExit, MapType::create()},
    {"finalize", ClauseKind::Finalize, OnExit},
    {"if_present", ClauseKind::IfPresent, OnUpdate | OnHostData},
    {"use_device", ClauseKind::UseDevice, OnHostData},
    {"host", ClauseKind::UpdateHost, OnUpdate},
    {"self", ClauseKind::UpdateHost, OnUpdate},
    {"device", ClauseKind::UpdateDevice, OnUpdate},
    {"private", ClauseKind::Private, OnParallel | OnSerial | OnLoop},
    {"firstprivate", ClauseKind::FirstPrivate, OnParallel | OnSerial},
    {"reduction", ClauseKind::Reduction, OnParallel | OnSerial | OnLoop},
    {"num_gangs", ClauseKind::NumGangs, OnParallel | OnKernels},
    {"num_workers", ClauseKind::NumWorkers, OnParallel | OnKernels},
    {"vector_length", ClauseKind::VectorLength, OnParallel | OnKernels},
    {"if", ClauseKind::If,
     OnCompute | OnDataDirectives | OnHostData | OnWait | OnRuntimeDirectives},
    {"device_num", ClauseKind::DeviceNum, OnRuntimeDirectives},
    {"default_async", ClauseKind::DefaultAsync, OnSet},
    {"default", ClauseKind::Default, OnCompute | OnData},
    {"gang", ClauseKind::Gang, OnLoop | OnRoutine},
    {"worker", ClauseKind::Worker, OnLoop | OnRoutine},
    {"vector", ClauseKind::Vector, OnLoop | OnRoutine},
    {"seq", ClauseKind::Seq, OnLoop | OnRoutine},
    {"nohost", ClauseKind::NoHost, OnRoutine},
    {"independent", ClauseKind::Independent, OnLoop},
    {"auto", ClauseKind::Auto, OnLoop},
    {"collapse", ClauseKind::Collapse, OnLoop},
    {"tile", ClauseKind::Tile, OnLoop},
    {"async", ClauseKind::Async, OnCompute | OnDataDirectives | OnWait},
    {"wait", ClauseKind::Wait, OnCompute | OnDataDirectives},
    {"self", ClauseKind::ComputeSelf, OnCompute},
    {"attach", ClauseKind::Data, OnComputeOrData | OnEnter, MapType::attach()},
    {"detach", ClauseKind::Data, OnExit, MapType::attach()},
    {"bind", ClauseKind::Rejected, OnRoutine, {},
     "'bind' is not supported by this version of acc2cuda; call the "
     "device function by its own name"},
    {"device_type", ClauseKind::DeviceType,
     OnCompute | OnLoop | OnRoutine | OnRuntimeDirectives},
    {"dtype", ClauseKind::DeviceType, OnCompute | OnLoop | OnRoutine},

};
// clang-format on

/// The directives this version translates and where their clauses are
/// allowed: the parser and --list-supported (docs/openacc.md) both read it.
struct DirectiveSpec {
  llvm::StringRef Name;
  unsigned Mask;
};

const DirectiveSpec DirectiveTable[] = {
    {"parallel", OnParallel},
    {"parallel loop", OnParallel | OnLoop},
    {"kernels", OnKernels},
    {"kernels loop", OnKernels | OnLoop},
    {"serial", OnSerial},
    {"serial loop", OnSerial | OnLoop},
    {"loop", OnLoop},
    {"data", OnData},
    {"enter data", OnEnter},
    {"exit data", OnExit},
    {"update", OnUpdate},
    {"host_data", OnHostData},
    {"declare", OnDeclare},
    {"wait", OnWait},
    {"init", OnInit},
    {"shutdown", OnInit},
    {"set", OnSet},
    {"atomic", 0}, // read, write, update or capture; no clauses
    {"routine", OnRoutine},
    {"cache", 0}, // cache([readonly:] list); no clauses
};

} // namespace

unsigned directiveMask(llvm::StringRef Name) {
  for (const DirectiveSpec &S : DirectiveTable)
    if (S.Name == Name)
      return S.Mask;
  return 0;
}

bool onlyOnce(ClauseKind K) {
  switch (K) {
  case ClauseKind::Data:
  case ClauseKind::Private:
  case ClauseKind::FirstPrivate:
  case ClauseKind::Reduction:
  case ClauseKind::UpdateHost:
  case ClauseKind::UpdateDevice:
  case ClauseKind::UseDevice:
  case ClauseKind::Rejected:
    return false;
  default:
    return true;
  }
}

const ClauseSpec *findClause(llvm::StringRef Name, unsigned Mask) {
  const ClauseSpec *Any = nullptr;
  for (const ClauseSpec &S : ClauseTable) {
    if (S.Name != Name)
      continue;
    if (S.Allowed & Mask)
      return &S;
    if (!Any)
      Any = &S;
  }
  return Any;
}

/// Clauses that may follow `device_type` (OpenACC 3.3 2.4): they tune or
/// place the construct for the devices named.
bool allowedAfterDeviceType(ClauseKind K) {
  switch (K) {
  case ClauseKind::Async:
  case ClauseKind::Wait:
  case ClauseKind::NumGangs:
  case ClauseKind::NumWorkers:
  case ClauseKind::VectorLength:
  case ClauseKind::Gang:
  case ClauseKind::Worker:
  case ClauseKind::Vector:
  case ClauseKind::Seq:
  case ClauseKind::Independent:
  case ClauseKind::Auto:
  case ClauseKind::Collapse:
  case ClauseKind::Tile:
  case ClauseKind::Rejected: // `bind`: reported as not supported
    return true;
  default:
    return false;
  }
}

} // namespace openacc

std::vector<SupportedDirective> supportedOpenACC() {
  using namespace openacc;
  std::vector<SupportedDirective> Out;
  for (const DirectiveSpec &D : DirectiveTable) {
    SupportedDirective S{D.Name.str(), {}};
    for (const ClauseSpec &C : ClauseTable) {
      const ClauseSpec *Spec = findClause(C.Name, D.Mask);
      if (Spec == &C && (C.Allowed & D.Mask) && C.Kind != ClauseKind::Rejected)
        S.Clauses.push_back(C.Name.str());
    }
    llvm::sort(S.Clauses);
    S.Clauses.erase(llvm::unique(S.Clauses), S.Clauses.end());
    Out.push_back(std::move(S));
  }
  return Out;
}

} // namespace acc2cuda
