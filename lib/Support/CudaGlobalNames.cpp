//===- CudaGlobalNames.cpp ------------------------------------------------===//

#include "Support/CudaGlobalNames.h"
#include "llvm/ADT/StringSet.h"

namespace acc2cuda {

bool isCudaDeviceFunctionName(llvm::StringRef Name) {
  // Names of the C and C++ standard libraries (fma, abs, isnan...) are the
  // program's anyway.
  static const llvm::StringSet<> Names = {
      "dadd",           "dmul",           "dsub",           "double2int",
      "double2ll",      "double2uint",    "double2ull",     "fdivide",
      "fdividef",       "float2double",   "int2double",     "ll2double",
      "uint2double",    "ull2double",     "syncthreads_and", "syncthreads_or",
      "syncthreads_count"};
  return Names.contains(Name);
}

bool isCudaVectorTypeName(llvm::StringRef Name) {
  if (Name == "dim3")
    return true;
  // vector_types.h: char1..4, uchar1..4, ..., double1..4.
  static const llvm::StringSet<> Bases = {
      "char",  "uchar",    "short",     "ushort", "int",   "uint",
      "long",  "ulong",    "longlong",  "ulonglong", "float", "double"};
  if (Name.size() < 2 || Name.back() < '1' || Name.back() > '4')
    return false;
  return Bases.contains(Name.drop_back());
}

bool isCudaMathFunctionName(llvm::StringRef Name) {
  static const llvm::StringSet<> Names = {
      "min",           "max",            "umin",        "umax",
      "llmin",         "llmax",          "ullmin",      "ullmax",
      "rsqrt",         "rsqrtf",         "rcbrt",       "rcbrtf",
      "sinpi",         "sinpif",         "cospi",       "cospif",
      "sincospi",      "sincospif",      "sincos",      "sincosf",
      "exp10",         "exp10f",         "erfinv",      "erfinvf",
      "erfcinv",       "erfcinvf",       "normcdf",     "normcdff",
      "normcdfinv",    "normcdfinvf",    "erfcx",       "erfcxf",
      "norm",          "normf",          "rnorm",       "rnormf",
      "norm3d",        "norm3df",        "rnorm3d",     "rnorm3df",
      "norm4d",        "norm4df",        "rnorm4d",     "rnorm4df",
      "rhypot",        "rhypotf",        "cyl_bessel_i0", "cyl_bessel_i0f",
      "cyl_bessel_i1", "cyl_bessel_i1f"};
  return Names.contains(Name);
}

} // namespace acc2cuda
