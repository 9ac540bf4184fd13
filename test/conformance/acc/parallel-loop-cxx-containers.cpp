// C++ code around compute constructs: std::vector storage mapped through
// data() pointers, a std::array member of a struct passed by value
// (firstprivate), a namespace-scope inline function,
// and std::min / std::max / std::abs / std::sqrt / std::pow / std::floor
// / std::fmod in loop bodies, "auto" loop-local variables, and a loop
// bound taken from std::vector::size() before the construct.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace phys {
inline double clamp01(double x) { return std::min(1.0, std::max(0.0, x)); }
} // namespace phys

struct coeffs {
  std::array<double, 4> c;
};

int main() {
  const int n = 3000;
  std::vector<double> xs(n), ys(n, 0.0);
  std::vector<int> is(n), js(n, 0);
  for (int i = 0; i < n; ++i) {
    xs[i] = (i - 1500) * 0.001;
    is[i] = (i * 7919) % 2001 - 1000;
  }
  double *x = xs.data(), *y = ys.data();
  int *iv = is.data(), *jv = js.data();
  coeffs k;
  k.c = {1.0, -0.5, 0.25, 2.0};
  const int m = (int)xs.size();

#pragma acc parallel loop copyin(x[0:m], iv[0:m]) copyout(y[0:m], jv[0:m]) firstprivate(k)
  for (int i = 0; i < m; ++i) {
    auto v = x[i];
    double s = k.c[0] + v * (k.c[1] + v * (k.c[2] + v * k.c[3]));
    y[i] = phys::clamp01(s) + std::sqrt(std::abs(v)) + std::pow(std::fabs(v), 1.5) +
           std::floor(v * 10.0) + std::fmod(v * 7.0, 1.0);
    jv[i] = std::abs(iv[i]) + std::min(iv[i], 0) - std::max(iv[i] % 17, -3);
  }

  int errors = 0;
  for (int i = 0; i < n; ++i) {
    double v = xs[i];
    double s = 1.0 + v * (-0.5 + v * (0.25 + v * 2.0));
    double want = phys::clamp01(s) + std::sqrt(std::abs(v)) + std::pow(std::fabs(v), 1.5) +
                  std::floor(v * 10.0) + std::fmod(v * 7.0, 1.0);
    int wj = std::abs(is[i]) + std::min(is[i], 0) - std::max(is[i] % 17, -3);
    if (std::fabs(ys[i] - want) > 1e-12 * (1.0 + std::fabs(want)) || js[i] != wj) {
      if (errors < 5)
        std::printf("%d: %.17g/%.17g %d/%d\n", i, ys[i], want, js[i], wj);
      ++errors;
    }
  }
  if (errors)
    std::printf("parallel-loop-cxx-containers: %d errors\n", errors);
  return errors != 0;
}
