//===- acc2cuda/sim/atomics.h - Device atomic functions ---------*- C++ -*-===//
//
// CUDA's atomic functions on std::atomic_ref. Blocks run concurrently on
// several OS threads, so these must be real atomics; they are sequentially
// consistent, which is at least as strong as CUDA's relaxed device atomics.
//
// The value parameter is a non-deduced context (std::type_identity_t), so
// that e.g. atomicAdd(&floatVar, 1.0) converts like CUDA's overloads do.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SIM_ATOMICS_H
#define ACC2CUDA_SIM_ATOMICS_H

#include <atomic>
#include <concepts>
#include <type_traits>

namespace acc2cuda::sim::detail {

template <class T, class... U>
concept OneOf = (std::same_as<T, U> || ...);

template <class T>
concept AtomicInt = OneOf<T, int, unsigned int, long, unsigned long, long long,
                          unsigned long long>;
template <class T>
concept AtomicArith = AtomicInt<T> || OneOf<T, float, double>;

template <class T, class F> T atomicUpdate(T *Addr, F Update) {
  std::atomic_ref<T> A(*Addr);
  T Old = A.load();
  while (!A.compare_exchange_weak(Old, Update(Old))) {
  }
  return Old;
}

} // namespace acc2cuda::sim::detail

template <acc2cuda::sim::detail::AtomicArith T>
T atomicAdd(T *Addr, std::type_identity_t<T> V) {
  return std::atomic_ref<T>(*Addr).fetch_add(V);
}

template <acc2cuda::sim::detail::AtomicArith T>
T atomicSub(T *Addr, std::type_identity_t<T> V) {
  return std::atomic_ref<T>(*Addr).fetch_sub(V);
}

template <acc2cuda::sim::detail::AtomicArith T>
T atomicExch(T *Addr, std::type_identity_t<T> V) {
  return std::atomic_ref<T>(*Addr).exchange(V);
}

// Floating-point min/max follow fminf/fmaxf, as CUDA's do.
template <acc2cuda::sim::detail::AtomicArith T>
T atomicMin(T *Addr, std::type_identity_t<T> V) {
  if constexpr (std::is_floating_point_v<T>)
    return acc2cuda::sim::detail::atomicUpdate(
        Addr, [V](T Old) { return V < Old || Old != Old ? V : Old; });
  else
    return acc2cuda::sim::detail::atomicUpdate(
        Addr, [V](T Old) { return V < Old ? V : Old; });
}

template <acc2cuda::sim::detail::AtomicArith T>
T atomicMax(T *Addr, std::type_identity_t<T> V) {
  if constexpr (std::is_floating_point_v<T>)
    return acc2cuda::sim::detail::atomicUpdate(
        Addr, [V](T Old) { return V > Old || Old != Old ? V : Old; });
  else
    return acc2cuda::sim::detail::atomicUpdate(
        Addr, [V](T Old) { return V > Old ? V : Old; });
}

template <acc2cuda::sim::detail::AtomicInt T>
T atomicAnd(T *Addr, std::type_identity_t<T> V) {
  return std::atomic_ref<T>(*Addr).fetch_and(V);
}

template <acc2cuda::sim::detail::AtomicInt T>
T atomicOr(T *Addr, std::type_identity_t<T> V) {
  return std::atomic_ref<T>(*Addr).fetch_or(V);
}

template <acc2cuda::sim::detail::AtomicInt T>
T atomicXor(T *Addr, std::type_identity_t<T> V) {
  return std::atomic_ref<T>(*Addr).fetch_xor(V);
}

/// old >= v ? 0 : old + 1
inline unsigned int atomicInc(unsigned int *Addr, unsigned int V) {
  return acc2cuda::sim::detail::atomicUpdate(
      Addr, [V](unsigned int Old) { return Old >= V ? 0u : Old + 1; });
}

/// (old == 0 || old > v) ? v : old - 1
inline unsigned int atomicDec(unsigned int *Addr, unsigned int V) {
  return acc2cuda::sim::detail::atomicUpdate(Addr, [V](unsigned int Old) {
    return (Old == 0 || Old > V) ? V : Old - 1;
  });
}

template <class T>
requires acc2cuda::sim::detail::AtomicInt<T> ||
    acc2cuda::sim::detail::OneOf<T, unsigned short>
        T atomicCAS(T *Addr, std::type_identity_t<T> Compare,
                    std::type_identity_t<T> V) {
  std::atomic_ref<T>(*Addr).compare_exchange_strong(Compare, V);
  return Compare; // The old value, whether or not the swap happened.
}

// Scoped variants: every scope is the whole (coherent) host memory.
#define ACC2CUDA_SIM_SCOPED_ATOMIC(Name)                                       \
  template <class T, class... A>                                               \
  auto Name##_block(T *Addr, A... Args)->decltype(Name(Addr, Args...)) {       \
    return Name(Addr, Args...);                                                \
  }                                                                            \
  template <class T, class... A>                                               \
  auto Name##_system(T *Addr, A... Args)->decltype(Name(Addr, Args...)) {      \
    return Name(Addr, Args...);                                                \
  }
ACC2CUDA_SIM_SCOPED_ATOMIC(atomicAdd)
ACC2CUDA_SIM_SCOPED_ATOMIC(atomicSub)
ACC2CUDA_SIM_SCOPED_ATOMIC(atomicExch)
ACC2CUDA_SIM_SCOPED_ATOMIC(atomicMin)
ACC2CUDA_SIM_SCOPED_ATOMIC(atomicMax)
ACC2CUDA_SIM_SCOPED_ATOMIC(atomicAnd)
ACC2CUDA_SIM_SCOPED_ATOMIC(atomicOr)
ACC2CUDA_SIM_SCOPED_ATOMIC(atomicXor)
ACC2CUDA_SIM_SCOPED_ATOMIC(atomicInc)
ACC2CUDA_SIM_SCOPED_ATOMIC(atomicDec)
ACC2CUDA_SIM_SCOPED_ATOMIC(atomicCAS)
#undef ACC2CUDA_SIM_SCOPED_ATOMIC

#endif // ACC2CUDA_SIM_ATOMICS_H
