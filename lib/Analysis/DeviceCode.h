//===- DeviceCode.h - Functions that need a device version ------*- C++ -*-===//

#ifndef ACC2CUDA_ANALYSIS_DEVICECODE_H
#define ACC2CUDA_ANALYSIS_DEVICECODE_H

#include "Support/Diag.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace acc2cuda {

class TranslatedFiles;

/// True for a call in a template whose callee depends on template arguments
/// (resolved only in the instantiations).
bool isDependentCall(const clang::CallExpr *CE);

/// The expressions a range-based for evaluates that are not among its
/// children: the calls of begin(), end(), != and ++, and the loop
/// variable's initialisation (`*__begin`).
llvm::SmallVector<const clang::Expr *, 4>
rangeForCalls(const clang::CXXForRangeStmt *S);

/// Whether \p E is a default argument of a program function (the standard
/// library's are the library's business).
bool programDefaultArgument(const clang::CXXDefaultArgExpr *E);

/// The calls and constructor calls \p S makes, those of default arguments
/// and of range-based fors included.
void collectCalls(const clang::Stmt *S,
                  std::vector<const clang::CallExpr *> &Calls,
                  std::vector<const clang::CXXConstructExpr *> &Constructs);

/// The calls and constructor calls of \p FD's body that lie in \p R (a
/// region of the template pattern \p FD was instantiated from).
void collectCallsInRange(
    const clang::FunctionDecl *FD, clang::SourceRange R,
    std::vector<const clang::CallExpr *> &Calls,
    std::vector<const clang::CXXConstructExpr *> &Constructs);

/// Globals that have a `__device__` twin (OpenMP declare target, OpenACC
/// declare at namespace scope), and the references device functions make to
/// them: device code reads the twin there.
struct DeviceGlobals {
  llvm::SmallPtrSet<const clang::VarDecl *, 8> Twins;
  llvm::SetVector<const clang::DeclRefExpr *> Refs;
  llvm::SmallPtrSet<const clang::DeclRefExpr *, 8> Reported;
  /// Functions declared for the device (OpenACC `routine`, OpenMP `declare
  /// target`) whose definition may be in another file (canonical decls),
  /// and those already reported as such.
  llvm::SmallPtrSet<const clang::FunctionDecl *, 8> DeclaredForDevice;
  llvm::SmallPtrSet<const clang::FunctionDecl *, 8> ReportedExternal;
  /// The files the translation rewrites (null: the main file): functions
  /// defined there are marked `__host__ __device__` where they are.
  const TranslatedFiles *Files = nullptr;
  /// The host's directives by function (canonical decls): where the first
  /// compute or data construct of each is, and its name. Such a function
  /// launches kernels or moves data, which device code cannot do.
  struct HostDirective {
    clang::SourceLocation Loc;
    std::string Name;
  };
  llvm::DenseMap<const clang::FunctionDecl *, HostDirective> HostDirectives;
};

/// Why a function defined in a user header cannot be made a device function
/// by redeclaring it `__host__ __device__` in the output (empty: it can).
std::string whyNotRedeclarable(const clang::FunctionDecl *Def);

/// Adds every function the region calls, directly or through other calls,
/// whose definition is in the main file or in a user header: those become
/// `__host__ __device__` (functions of headers that are not translated by a
/// redeclaration in the output, so only free functions and function
/// templates). Functions from
/// system headers are left to CUDA's own device overloads (math, printf);
/// anything else is reported. \p Seeds need a device version too (`routine`
/// functions), called or not. A function without a definition is allowed when
/// it was declared for the device (DeviceGlobals::DeclaredForDevice): it is
/// then defined in another file, and the program needs relocatable device code
/// (a warning says so).
bool collectDeviceFunctions(
    llvm::ArrayRef<const clang::CallExpr *> Calls,
    llvm::ArrayRef<const clang::CXXConstructExpr *> Constructs,
    clang::ASTContext &Ctx, Diag &D,
    llvm::SetVector<const clang::FunctionDecl *> &Out, DeviceGlobals &Globals,
    llvm::ArrayRef<const clang::FunctionDecl *> Seeds = {});

} // namespace acc2cuda

#endif
