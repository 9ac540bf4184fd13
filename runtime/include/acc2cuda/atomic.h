//===- acc2cuda/atomic.h - OpenACC/OpenMP atomic constructs -----*- C++ -*-===//
//
// What `#pragma acc atomic` and `#pragma omp atomic` statements become. Every
// helper is __host__ __device__: atomics in functions compiled for both sides
// (routines, declare target) must work on either.
//
// `x = x op e` is computed exactly as C++ computes it (in the common type of
// x and e, then converted back to x's type). On the device, a native CUDA
// atomic is used where one computes that same value; everything else is a
// compare-and-swap loop on the object's bits. On the host (and in the host
// simulator) the GCC/Clang __atomic builtins do the same.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ATOMIC_H
#define ACC2CUDA_ATOMIC_H

#include "cuda_api.h"
#include <cstring>
#include <type_traits>

namespace acc2cuda {

/// The update `x = x OP e`; the Rev forms are `x = e OP x`, Min/Max are
/// OpenMP's `compare` forms and Assign is `x = e`.
enum class AtomicOp {
  Add,
  Sub,
  Mul,
  Div,
  And,
  Or,
  Xor,
  Shl,
  Shr,
  RevSub,
  RevDiv,
  RevShl,
  RevShr,
  Min,
  Max,
  Assign
};

namespace detail {

template <AtomicOp Op, class T, class V>
__host__ __device__ inline T atomic_apply(T X, V E) {
  if constexpr (Op == AtomicOp::Add)
    return static_cast<T>(X + E);
  else if constexpr (Op == AtomicOp::Sub)
    return static_cast<T>(X - E);
  else if constexpr (Op == AtomicOp::Mul)
    return static_cast<T>(X * E);
  else if constexpr (Op == AtomicOp::Div)
    return static_cast<T>(X / E);
  else if constexpr (Op == AtomicOp::And)
    return static_cast<T>(X & E);
  else if constexpr (Op == AtomicOp::Or)
    return static_cast<T>(X | E);
  else if constexpr (Op == AtomicOp::Xor)
    return static_cast<T>(X ^ E);
  else if constexpr (Op == AtomicOp::Shl)
    return static_cast<T>(X << E);
  else if constexpr (Op == AtomicOp::Shr)
    return static_cast<T>(X >> E);
  else if constexpr (Op == AtomicOp::RevSub)
    return static_cast<T>(E - X);
  else if constexpr (Op == AtomicOp::RevDiv)
    return static_cast<T>(E / X);
  else if constexpr (Op == AtomicOp::RevShl)
    return static_cast<T>(E << X);
  else if constexpr (Op == AtomicOp::RevShr)
    return static_cast<T>(E >> X);
  else if constexpr (Op == AtomicOp::Min)
    return E < X ? static_cast<T>(E) : X;
  else if constexpr (Op == AtomicOp::Max)
    return E > X ? static_cast<T>(E) : X;
  else
    return static_cast<T>(E);
}

#if defined(__CUDA_ARCH__)

template <class To, class From> __device__ inline To bits(From F) {
  static_assert(sizeof(To) == sizeof(From), "bit cast between sizes");
  To T;
  memcpy(&T, &F, sizeof(To));
  return T;
}

/// Compare-and-swap loop: X = F(X), atomically; returns the old value.
template <class T, class F> __device__ T atomic_cas_loop(T *P, F Update) {
  if constexpr (sizeof(T) == 4 || sizeof(T) == 8 || sizeof(T) == 2) {
    using U = std::conditional_t<
        sizeof(T) == 8, unsigned long long,
        std::conditional_t<sizeof(T) == 4, unsigned int, unsigned short>>;
    U *A = reinterpret_cast<U *>(P);
    U Old = *reinterpret_cast<volatile U *>(A), Assumed;
    do {
      Assumed = Old;
      Old = atomicCAS(A, Assumed, bits<U>(Update(bits<T>(Assumed))));
    } while (Old != Assumed);
    return bits<T>(Old);
  } else {
    static_assert(sizeof(T) == 1, "atomic on an object of unsupported size");
    // One byte: swap the aligned word that holds it.
    auto Addr = reinterpret_cast<unsigned long long>(P);
    unsigned int *Word = reinterpret_cast<unsigned int *>(Addr & ~3ull);
    const unsigned Shift = static_cast<unsigned>(Addr & 3u) * 8u;
    unsigned int Old = *reinterpret_cast<volatile unsigned int *>(Word),
                 Assumed;
    do {
      Assumed = Old;
      T Cur = bits<T>(static_cast<unsigned char>(Assumed >> Shift));
      unsigned int New = bits<unsigned char>(Update(Cur));
      New = (Assumed & ~(0xffu << Shift)) | (New << Shift);
      Old = atomicCAS(Word, Assumed, New);
    } while (Old != Assumed);
    return bits<T>(static_cast<unsigned char>(Old >> Shift));
  }
}

template <class T, class... U>
constexpr bool one_of = (std::is_same<T, U>::value || ...);

/// Native CUDA atomics, where they compute exactly `x = x OP e` in T.
template <AtomicOp Op, class T, class V> __device__ T atomic_fetch(T *P, V E) {
  // InT: `x op e` may be computed in x's type T: e's type converts to T,
  // or T is unsigned and op is + or -, which wrap around in T whatever e's
  // integer type (a histogram's 32-bit count incremented by `1L`).
  constexpr bool InT =
      std::is_same<std::common_type_t<T, V>, T>::value ||
      (std::is_integral<T>::value && std::is_unsigned<T>::value &&
       std::is_integral<V>::value &&
       (Op == AtomicOp::Add || Op == AtomicOp::Sub));
  // 64-bit signed integers go through the unsigned overloads (two's
  // complement: same bits for +, &, |, ^).
  constexpr bool Int64 = std::is_integral<T>::value && sizeof(T) == 8;
  using U64 = unsigned long long;
  if constexpr (InT && Op == AtomicOp::Add &&
                one_of<T, int, unsigned int, unsigned long long, float,
                       double>) {
    return atomicAdd(P, static_cast<T>(E));
  } else if constexpr (InT && Op == AtomicOp::Add && Int64) {
    return static_cast<T>(atomicAdd(reinterpret_cast<U64 *>(P),
                                    static_cast<U64>(static_cast<T>(E))));
  } else if constexpr (InT && Op == AtomicOp::Sub &&
                       one_of<T, int, unsigned int>) {
    return atomicSub(P, static_cast<T>(E));
  } else if constexpr (InT && Op == AtomicOp::Sub && Int64) {
    return static_cast<T>(
        atomicAdd(reinterpret_cast<U64 *>(P),
                  0ull - static_cast<U64>(static_cast<T>(E))));
  } else if constexpr (InT && (Op == AtomicOp::Min || Op == AtomicOp::Max) &&
                       std::is_integral<T>::value &&
                       (sizeof(T) == 4 || sizeof(T) == 8)) {
    using N = std::conditional_t<
        sizeof(T) == 4,
        std::conditional_t<std::is_signed<T>::value, int, unsigned int>,
        std::conditional_t<std::is_signed<T>::value, long long, U64>>;
    N *A = reinterpret_cast<N *>(P);
    N Val = static_cast<N>(static_cast<T>(E));
    if constexpr (Op == AtomicOp::Min)
      return static_cast<T>(atomicMin(A, Val));
    else
      return static_cast<T>(atomicMax(A, Val));
  } else if constexpr (InT &&
                       (Op == AtomicOp::And || Op == AtomicOp::Or ||
                        Op == AtomicOp::Xor) &&
                       std::is_integral<T>::value &&
                       (sizeof(T) == 4 || sizeof(T) == 8)) {
    using N = std::conditional_t<sizeof(T) == 4, unsigned int, U64>;
    N *A = reinterpret_cast<N *>(P);
    N Val = static_cast<N>(static_cast<T>(E));
    if constexpr (Op == AtomicOp::And)
      return static_cast<T>(atomicAnd(A, Val));
    else if constexpr (Op == AtomicOp::Or)
      return static_cast<T>(atomicOr(A, Val));
    else
      return static_cast<T>(atomicXor(A, Val));
  } else if constexpr (Op == AtomicOp::Assign &&
                       one_of<T, int, unsigned int, unsigned long long,
                              float>) {
    return atomicExch(P, static_cast<T>(E));
  } else {
    return atomic_cas_loop(P, [E](T X) { return atomic_apply<Op>(X, E); });
  }
}

#else // host, nvcc's host pass, or the host simulator

template <AtomicOp Op, class T, class V> T atomic_fetch(T *P, V E) {
  T Old, New;
  __atomic_load(P, &Old, __ATOMIC_RELAXED);
  do
    New = atomic_apply<Op>(Old, E);
  while (!__atomic_compare_exchange(P, &Old, &New, true, __ATOMIC_SEQ_CST,
                                    __ATOMIC_RELAXED));
  return Old;
}

#endif

} // namespace detail

/// `x = x OP e` (or the form Op names) atomically; returns x's old value.
template <AtomicOp Op, class T, class V>
__host__ __device__ inline T atomic_fetch(T *P, V E) {
  static_assert(std::is_arithmetic<T>::value,
                "atomic operations need a scalar of arithmetic type");
  return detail::atomic_fetch<Op>(P, E);
}

/// Like atomic_fetch, but returns the value x was given.
template <AtomicOp Op, class T, class V>
__host__ __device__ inline T atomic_op_fetch(T *P, V E) {
  return detail::atomic_apply<Op>(atomic_fetch<Op>(P, E), E);
}

/// OpenMP `compare`: `if (x == E) x = D;` atomically; returns the old value.
template <class T, class V, class W>
__host__ __device__ inline T atomic_compare_exchange(T *P, V E, W D) {
  const T Expected = static_cast<T>(E), Desired = static_cast<T>(D);
  struct Swap {
    T Expected, Desired;
    __host__ __device__ T operator()(T X) const {
      return X == Expected ? Desired : X;
    }
  };
#if defined(__CUDA_ARCH__)
  return detail::atomic_cas_loop(P, Swap{Expected, Desired});
#else
  T Old, New;
  __atomic_load(P, &Old, __ATOMIC_RELAXED);
  do
    New = Swap{Expected, Desired}(Old);
  while (!__atomic_compare_exchange(P, &Old, &New, true, __ATOMIC_SEQ_CST,
                                    __ATOMIC_RELAXED));
  return Old;
#endif
}

/// `v = x` with x read atomically.
template <class T> __host__ __device__ inline T atomic_load(const T *P) {
#if defined(__CUDA_ARCH__)
  return *reinterpret_cast<const volatile T *>(P);
#else
  T V;
  __atomic_load(P, &V, __ATOMIC_RELAXED);
  return V;
#endif
}

/// `x = e` with x written atomically.
template <class T, class V>
__host__ __device__ inline void atomic_store(T *P, V E) {
  T Val = static_cast<T>(E);
#if defined(__CUDA_ARCH__)
  *reinterpret_cast<volatile T *>(P) = Val;
#else
  __atomic_store(P, &Val, __ATOMIC_RELAXED);
#endif
}

/// Orders memory around atomics with seq_cst / acq_rel / acquire / release.
__host__ __device__ inline void atomic_fence() {
#if defined(__CUDA_ARCH__)
  __threadfence();
#else
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
#endif
}

} // namespace acc2cuda

#endif
