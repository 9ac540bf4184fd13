// Helpers a project keeps in a header and calls from its loops: free
// functions, in namespaces, static, constexpr, noexcept, extern "C", calling
// each other and the C math library.
#ifndef PHYSICS_H
#define PHYSICS_H
#include <cmath>
namespace phys {
struct Vec2 {
  double x, y;
};
inline double norm2(Vec2 v) { return v.x * v.x + v.y * v.y; }
static inline double damp(double v, double k) noexcept {
  return v * std::exp(-k);
}
namespace detail {
inline int clampIndex(int i, int n) { return i < 0 ? 0 : i >= n ? n - 1 : i; }
} // namespace detail
} // namespace phys
inline double energy(phys::Vec2 v, double m) {
  return 0.5 * m * phys::norm2(v);
}
constexpr double half(double x) { return x / 2; }
extern "C" {
inline double twice_c(double x) { return 2 * x; }
}
// Function templates: type and non-type parameters, defaults, a pack.
template <class T, int N = 2> T powi(T x) {
  T r = 1;
  for (int i = 0; i < N; ++i)
    r *= x;
  return r;
}
template <typename T> const T &larger(const T &a, const T &b) {
  return a < b ? b : a;
}
template <class... Ts> double sumAll(Ts... xs) { return (0.0 + ... + xs); }
// Not called from device code: left alone.
inline double hostOnly(double x) { return x + 1; }
#endif
