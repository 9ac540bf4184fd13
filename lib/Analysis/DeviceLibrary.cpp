//===- DeviceLibrary.cpp --------------------------------------------------===//

#include "DeviceLibrary.h"
#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace acc2cuda {

/// The C math library (C99 <math.h>), whose functions CUDA's math API
/// provides for the device, in the global namespace and as std overloads.
static bool isMathFunction(llvm::StringRef Name) {
  static const llvm::StringSet<> Names = {
      "acos",   "acosh",     "asin",      "asinh",     "atan",   "atan2",
      "atanh",  "cbrt",      "ceil",      "copysign",  "cos",    "cosh",
      "erf",    "erfc",      "exp",       "exp2",      "expm1",  "fabs",
      "fdim",   "floor",     "fma",       "fmax",      "fmin",   "fmod",
      "frexp",  "hypot",     "ilogb",     "ldexp",     "lgamma", "llrint",
      "llround", "log",      "log10",     "log1p",     "log2",   "logb",
      "lrint",  "lround",    "modf",      "nan",       "nearbyint",
      "nextafter", "pow",    "remainder", "remquo",    "rint",   "round",
      "scalbln", "scalbn",   "sin",       "sinh",      "sqrt",   "tan",
      "tanh",   "tgamma",    "trunc",     "isfinite",  "isinf",  "isnan",
      "isnormal", "signbit", "fpclassify", "abs",      "labs",   "llabs"};
  if (Names.contains(Name))
    return true;
  // The float and long double forms: sinf, sinl.
  return (Name.ends_with("f") || Name.ends_with("l")) &&
         Names.contains(Name.drop_back());
}

/// Whether \p T is a math function's operand CUDA's device math takes:
/// float, double or an integer, or a pointer to one (frexp, modf, remquo).
static bool isDeviceMathOperand(QualType T) {
  T = T.getNonReferenceType().getCanonicalType();
  if (const auto *P = T->getAs<PointerType>())
    T = P->getPointeeType().getCanonicalType();
  if (T->isRealFloatingType())
    return !T->isSpecificBuiltinType(BuiltinType::LongDouble);
  return T->isIntegralOrEnumerationType();
}

static bool isLongDouble(QualType T) {
  return T.getNonReferenceType()->isSpecificBuiltinType(
      BuiltinType::LongDouble);
}

std::string hostOnlyMathReason(const FunctionDecl *FD) {
  const IdentifierInfo *II = FD->getIdentifier();
  if (!II || !isMathFunction(II->getName()))
    return "";
  const DeclContext *DC = FD->getDeclContext()->getRedeclContext();
  if (!DC->isTranslationUnit() && !DC->isStdNamespace())
    return "";
  // libstdc++'s long double overloads are constexpr calls of
  // __builtin_sqrtl and the like, which have no device version either.
  if (isLongDouble(FD->getReturnType()) ||
      llvm::any_of(FD->parameters(), [](const ParmVarDecl *P) {
        return isLongDouble(P->getType());
      }))
    return "CUDA has no long double math on the device";
  if (FD->isConstexpr()) // std::norm of a std::complex in C++20
    return "";
  bool Ok = isDeviceMathOperand(FD->getReturnType()) ||
            FD->getReturnType()->isVoidType();
  for (const ParmVarDecl *P : FD->parameters())
    Ok = Ok && isDeviceMathOperand(P->getType());
  if (Ok)
    return "";
  return "its operands are not float, double or integers (CUDA's device "
         "math has no overload for them)";
}

bool libraryHasDeviceVersion(const FunctionDecl *FD) {
  if (!hostOnlyMathReason(FD).empty())
    return false;
  if (FD->getBuiltinID() || FD->isConstexpr() || FD->isDefaulted())
    return true;
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(FD);
      Ctor && Ctor->isTrivial())
    return true;
  // A std::vector's element access and size: the kernel calls its
  // acc2cuda::vector_view instead (ContainerViews checked the uses).
  // (A vector made in the kernel fails at its constructor.)
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD);
      MD && !isa<CXXConstructorDecl, CXXDestructorDecl>(MD) &&
      MD->getParent()->getName() == "vector" &&
      MD->getParent()->isInStdNamespace())
    return true;
  const IdentifierInfo *II = FD->getIdentifier();
  if (!II)
    return false; // operators and conversions that are not constexpr
  llvm::StringRef Name = II->getName();
  // OpenACC and OpenMP routines: OMPRoutines and the runtime decide.
  if (Name.starts_with("acc_") || Name.starts_with("omp_"))
    return true;
  // assert() calls the C library's failure handler, which CUDA provides.
  if (Name == "__assert_fail" || Name == "__assert_rtn" ||
      Name == "__assert_func")
    return true;
  const DeclContext *DC = FD->getDeclContext()->getRedeclContext();
  bool GlobalOrStd = DC->isTranslationUnit() || DC->isStdNamespace() ||
                     (isa<LinkageSpecDecl>(FD->getDeclContext()));
  return GlobalOrStd && isMathFunction(Name);
}

} // namespace acc2cuda
