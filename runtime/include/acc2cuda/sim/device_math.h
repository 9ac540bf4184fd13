//===- acc2cuda/sim/device_math.h - CUDA math and intrinsics ----*- C++ -*-===//
//
// CUDA's device math API on the host. <math.h> (the C++ wrapper) makes the
// float overloads of sqrt, exp, ... usable unqualified, as in CUDA. The
// fast-math intrinsics (__expf, ...) are computed at full precision, so host
// results can differ from a GPU's in the last bits.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SIM_DEVICE_MATH_H
#define ACC2CUDA_SIM_DEVICE_MATH_H

#include <bit>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <math.h>
#include <stdlib.h>

// CUDA's global min/max overloads. They are plain functions (not macros or
// templates): with `using namespace std`, an exact non-template match wins
// over std::min, and std::min/std::max stay untouched.
#define ACC2CUDA_SIM_MINMAX(R, A, B)                                           \
  inline R min(const A a, const B b) {                                         \
    return static_cast<R>(a) < static_cast<R>(b) ? static_cast<R>(a)           \
                                                 : static_cast<R>(b);          \
  }                                                                            \
  inline R max(const A a, const B b) {                                         \
    return static_cast<R>(a) > static_cast<R>(b) ? static_cast<R>(a)           \
                                                 : static_cast<R>(b);          \
  }
ACC2CUDA_SIM_MINMAX(int, int, int)
ACC2CUDA_SIM_MINMAX(unsigned int, unsigned int, unsigned int)
ACC2CUDA_SIM_MINMAX(unsigned int, int, unsigned int)
ACC2CUDA_SIM_MINMAX(unsigned int, unsigned int, int)
ACC2CUDA_SIM_MINMAX(long, long, long)
ACC2CUDA_SIM_MINMAX(unsigned long, unsigned long, unsigned long)
ACC2CUDA_SIM_MINMAX(unsigned long, long, unsigned long)
ACC2CUDA_SIM_MINMAX(unsigned long, unsigned long, long)
ACC2CUDA_SIM_MINMAX(long long, long long, long long)
ACC2CUDA_SIM_MINMAX(unsigned long long, unsigned long long, unsigned long long)
ACC2CUDA_SIM_MINMAX(unsigned long long, long long, unsigned long long)
ACC2CUDA_SIM_MINMAX(unsigned long long, unsigned long long, long long)
#undef ACC2CUDA_SIM_MINMAX
inline float min(const float a, const float b) { return std::fmin(a, b); }
inline float max(const float a, const float b) { return std::fmax(a, b); }
inline double min(const double a, const double b) { return std::fmin(a, b); }
inline double max(const double a, const double b) { return std::fmax(a, b); }
inline double min(const float a, const double b) { return std::fmin(a, b); }
inline double max(const float a, const double b) { return std::fmax(a, b); }
inline double min(const double a, const float b) { return std::fmin(a, b); }
inline double max(const double a, const float b) { return std::fmax(a, b); }
inline unsigned int umin(unsigned int a, unsigned int b) { return min(a, b); }
inline unsigned int umax(unsigned int a, unsigned int b) { return max(a, b); }
inline long long llmin(long long a, long long b) { return min(a, b); }
inline long long llmax(long long a, long long b) { return max(a, b); }
inline unsigned long long ullmin(unsigned long long a, unsigned long long b) {
  return min(a, b);
}
inline unsigned long long ullmax(unsigned long long a, unsigned long long b) {
  return max(a, b);
}

// Functions that a newer C library may declare itself (C23 names) are
// templates with a defaulted parameter: they never conflict with a library
// declaration, and a library function, when present, is preferred.
template <class = void> inline double rsqrt(double x) {
  return 1.0 / std::sqrt(x);
}
template <class = void> inline float rsqrtf(float x) {
  return 1.0f / std::sqrt(x);
}
template <class = void> inline double rcbrt(double x) {
  return 1.0 / std::cbrt(x);
}
template <class = void> inline float rcbrtf(float x) {
  return 1.0f / std::cbrt(x);
}
template <class = void> inline double sinpi(double x) {
  return std::sin(M_PI * x);
}
template <class = void> inline float sinpif(float x) {
  return static_cast<float>(std::sin(M_PI * x));
}
template <class = void> inline double cospi(double x) {
  return std::cos(M_PI * x);
}
template <class = void> inline float cospif(float x) {
  return static_cast<float>(std::cos(M_PI * x));
}
template <class = void> inline void sincospi(double x, double *s, double *c) {
  *s = std::sin(M_PI * x);
  *c = std::cos(M_PI * x);
}
template <class = void> inline void sincospif(float x, float *s, float *c) {
  *s = static_cast<float>(std::sin(M_PI * x));
  *c = static_cast<float>(std::cos(M_PI * x));
}
template <class = void> inline double normcdf(double x) {
  return 0.5 * std::erfc(-x * M_SQRT1_2);
}
template <class = void> inline float normcdff(float x) {
  return static_cast<float>(0.5 * std::erfc(-x * M_SQRT1_2));
}
template <class = void> inline double rhypot(double x, double y) {
  return 1.0 / std::hypot(x, y);
}
template <class = void> inline float rhypotf(float x, float y) {
  return 1.0f / std::hypot(x, y);
}
template <class = void> inline double norm3d(double a, double b, double c) {
  return std::hypot(a, b, c);
}
template <class = void> inline float norm3df(float a, float b, float c) {
  return std::hypot(a, b, c);
}
template <class = void> inline double rnorm3d(double a, double b, double c) {
  return 1.0 / std::hypot(a, b, c);
}
template <class = void> inline float rnorm3df(float a, float b, float c) {
  return 1.0f / std::hypot(a, b, c);
}
template <class = void> inline float fdividef(float x, float y) {
  return x / y;
}

namespace acc2cuda::sim::detail {

/// Float-to-integer conversion as the GPU does it: NaN gives 0, values out
/// of range saturate.
template <class I> I saturate(double R) {
  if (R != R)
    return 0;
  if (R <= static_cast<double>(std::numeric_limits<I>::min()))
    return std::numeric_limits<I>::min();
  if (R >= static_cast<double>(std::numeric_limits<I>::max()))
    return std::numeric_limits<I>::max();
  return static_cast<I>(R);
}

} // namespace acc2cuda::sim::detail

// glibc declares (but does not export) __expf, __sinf, ...; a function of the
// same name here would either conflict or lose overload resolution to it.
// Function-like macros, defined after <math.h>, avoid both.
#define __expf(x) (::std::exp(static_cast<float>(x)))
#define __exp10f(x) (::std::pow(10.0f, static_cast<float>(x)))
#define __logf(x) (::std::log(static_cast<float>(x)))
#define __log2f(x) (::std::log2(static_cast<float>(x)))
#define __log10f(x) (::std::log10(static_cast<float>(x)))
#define __sinf(x) (::std::sin(static_cast<float>(x)))
#define __cosf(x) (::std::cos(static_cast<float>(x)))
#define __tanf(x) (::std::tan(static_cast<float>(x)))
#define __powf(x, y) (::std::pow(static_cast<float>(x), static_cast<float>(y)))
#define __sincosf(x, s, c) (::sincosf(static_cast<float>(x), (s), (c)))

inline float __fdividef(float x, float y) { return x / y; }
inline float __saturatef(float x) {
  return x != x ? 0.0f : (x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x));
}
inline float __frcp_rn(float x) { return 1.0f / x; }
inline float __fsqrt_rn(float x) { return std::sqrt(x); }
inline float __frsqrt_rn(float x) { return 1.0f / std::sqrt(x); }
inline float __fadd_rn(float x, float y) { return x + y; }
inline float __fsub_rn(float x, float y) { return x - y; }
inline float __fmul_rn(float x, float y) { return x * y; }
inline float __fdiv_rn(float x, float y) { return x / y; }
inline float __fmaf_rn(float x, float y, float z) { return std::fma(x, y, z); }
inline double __drcp_rn(double x) { return 1.0 / x; }
inline double __dsqrt_rn(double x) { return std::sqrt(x); }
inline double __dadd_rn(double x, double y) { return x + y; }
inline double __dsub_rn(double x, double y) { return x - y; }
inline double __dmul_rn(double x, double y) { return x * y; }
inline double __ddiv_rn(double x, double y) { return x / y; }
inline double __fma_rn(double x, double y, double z) {
  return std::fma(x, y, z);
}

// Conversions. _rn rounds to nearest even (the default FP environment).
inline int __float2int_rn(float x) {
  return acc2cuda::sim::detail::saturate<int>(std::nearbyint(x));
}
inline int __float2int_rz(float x) {
  return acc2cuda::sim::detail::saturate<int>(std::trunc(x));
}
inline int __float2int_ru(float x) {
  return acc2cuda::sim::detail::saturate<int>(std::ceil(x));
}
inline int __float2int_rd(float x) {
  return acc2cuda::sim::detail::saturate<int>(std::floor(x));
}
inline unsigned int __float2uint_rn(float x) {
  return acc2cuda::sim::detail::saturate<unsigned int>(std::nearbyint(x));
}
inline unsigned int __float2uint_rz(float x) {
  return acc2cuda::sim::detail::saturate<unsigned int>(std::trunc(x));
}
inline long long __float2ll_rn(float x) {
  return acc2cuda::sim::detail::saturate<long long>(std::nearbyint(x));
}
inline long long __float2ll_rz(float x) {
  return acc2cuda::sim::detail::saturate<long long>(std::trunc(x));
}
inline int __double2int_rn(double x) {
  return acc2cuda::sim::detail::saturate<int>(std::nearbyint(x));
}
inline int __double2int_rz(double x) {
  return acc2cuda::sim::detail::saturate<int>(std::trunc(x));
}
inline long long __double2ll_rn(double x) {
  return acc2cuda::sim::detail::saturate<long long>(std::nearbyint(x));
}
inline float __double2float_rn(double x) { return static_cast<float>(x); }
inline float __int2float_rn(int x) { return static_cast<float>(x); }
inline float __uint2float_rn(unsigned int x) { return static_cast<float>(x); }
inline float __ll2float_rn(long long x) { return static_cast<float>(x); }
inline double __int2double_rn(int x) { return x; }

inline float __int_as_float(int x) { return std::bit_cast<float>(x); }
inline int __float_as_int(float x) { return std::bit_cast<int>(x); }
inline float __uint_as_float(unsigned int x) { return std::bit_cast<float>(x); }
inline unsigned int __float_as_uint(float x) {
  return std::bit_cast<unsigned int>(x);
}
inline double __longlong_as_double(long long x) {
  return std::bit_cast<double>(x);
}
inline long long __double_as_longlong(double x) {
  return std::bit_cast<long long>(x);
}
inline double __hiloint2double(int hi, int lo) {
  return std::bit_cast<double>(
      (static_cast<unsigned long long>(static_cast<unsigned int>(hi)) << 32) |
      static_cast<unsigned int>(lo));
}
inline int __double2hiint(double x) {
  return static_cast<int>(std::bit_cast<unsigned long long>(x) >> 32);
}
inline int __double2loint(double x) {
  return static_cast<int>(std::bit_cast<unsigned long long>(x));
}

// Integer intrinsics.
inline int __popc(unsigned int x) { return std::popcount(x); }
inline int __popcll(unsigned long long x) { return std::popcount(x); }
inline int __clz(int x) { return std::countl_zero(static_cast<unsigned>(x)); }
inline int __clzll(long long x) {
  return std::countl_zero(static_cast<unsigned long long>(x));
}
inline int __ffs(int x) { return x ? std::countr_zero(unsigned(x)) + 1 : 0; }
inline int __ffsll(long long x) {
  return x ? std::countr_zero(static_cast<unsigned long long>(x)) + 1 : 0;
}
inline unsigned int __brev(unsigned int x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0F0F0F0Fu) | ((x & 0x0F0F0F0Fu) << 4);
  return __builtin_bswap32(x);
}
inline unsigned long long __brevll(unsigned long long x) {
  return (static_cast<unsigned long long>(__brev(static_cast<unsigned>(x)))
          << 32) |
         __brev(static_cast<unsigned>(x >> 32));
}
inline int __mul24(int x, int y) {
  // Sign-extended low 24 bits of each operand.
  return ((x << 8) >> 8) * ((y << 8) >> 8);
}
inline unsigned int __umul24(unsigned int x, unsigned int y) {
  return (x & 0xFFFFFFu) * (y & 0xFFFFFFu);
}
inline int __mulhi(int x, int y) {
  return static_cast<int>((static_cast<long long>(x) * y) >> 32);
}
inline unsigned int __umulhi(unsigned int x, unsigned int y) {
  return static_cast<unsigned int>((static_cast<unsigned long long>(x) * y) >>
                                   32);
}
inline long long __mul64hi(long long x, long long y) {
  return __extension__ static_cast<long long>((static_cast<__int128>(x) * y) >>
                                              64);
}
inline unsigned long long __umul64hi(unsigned long long x,
                                     unsigned long long y) {
  return __extension__ static_cast<unsigned long long>(
      (static_cast<unsigned __int128>(x) * y) >> 64);
}
inline unsigned int __byte_perm(unsigned int x, unsigned int y,
                                unsigned int s) {
  unsigned long long Bytes = (static_cast<unsigned long long>(y) << 32) | x;
  unsigned int R = 0;
  for (int I = 0; I < 4; ++I) {
    unsigned Sel = (s >> (4 * I)) & 7u;
    R |= static_cast<unsigned int>((Bytes >> (8 * Sel)) & 0xFFu) << (8 * I);
  }
  return R;
}
inline unsigned int __funnelshift_l(unsigned int lo, unsigned int hi,
                                    unsigned int shift) {
  unsigned long long V = (static_cast<unsigned long long>(hi) << 32) | lo;
  return static_cast<unsigned int>((V << (shift & 31)) >> 32);
}
inline unsigned int __funnelshift_r(unsigned int lo, unsigned int hi,
                                    unsigned int shift) {
  unsigned long long V = (static_cast<unsigned long long>(hi) << 32) | lo;
  return static_cast<unsigned int>(V >> (shift & 31));
}
inline int __hadd(int x, int y) {
  return static_cast<int>((static_cast<long long>(x) + y) >> 1);
}
inline int __rhadd(int x, int y) {
  return static_cast<int>((static_cast<long long>(x) + y + 1) >> 1);
}
inline unsigned int __uhadd(unsigned int x, unsigned int y) {
  return static_cast<unsigned int>((static_cast<unsigned long long>(x) + y) >>
                                   1);
}
inline unsigned int __urhadd(unsigned int x, unsigned int y) {
  return static_cast<unsigned int>(
      (static_cast<unsigned long long>(x) + y + 1) >> 1);
}
inline unsigned int __sad(int x, int y, unsigned int z) {
  long long D = static_cast<long long>(x) - y;
  return z + static_cast<unsigned int>(D < 0 ? -D : D);
}
inline unsigned int __usad(unsigned int x, unsigned int y, unsigned int z) {
  return z + (x > y ? x - y : y - x);
}

// Loads through the read-only / cache-hinted paths are ordinary loads here.
template <class T> T __ldg(const T *p) { return *p; }
template <class T> T __ldcg(const T *p) { return *p; }
template <class T> T __ldca(const T *p) { return *p; }
template <class T> T __ldcs(const T *p) { return *p; }
template <class T> T __ldlu(const T *p) { return *p; }
template <class T> T __ldcv(const T *p) { return *p; }
template <class T> void __stcg(T *p, T v) { *p = v; }
template <class T> void __stcs(T *p, T v) { *p = v; }
template <class T> void __stwb(T *p, T v) { *p = v; }
template <class T> void __stwt(T *p, T v) { *p = v; }

inline long long clock64() {
  return std::chrono::steady_clock::now().time_since_epoch().count();
}
inline unsigned long long __globaltimer() {
  return static_cast<unsigned long long>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(
          std::chrono::steady_clock::now().time_since_epoch())
          .count());
}

#endif // ACC2CUDA_SIM_DEVICE_MATH_H
