// Every reduction operator on int, long, float and double (bitwise ones on
// the integer types only), in function templates instantiated per type, on
// target parallel for, target teams loop, the split form target / teams /
// distribute parallel for (reduction on teams and on the loop) and target
// teams distribute parallel for simd; several reductions in one clause
// list; the variables start from non-identity values.
#include <cstdio>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 3000;

template <typename T> struct Data {
  T v[N];
  T m[N];  // factors for *: mostly 1, a few 2
  Data() {
    for (int i = 0; i < N; ++i) {
      v[i] = static_cast<T>((i * 37) % 211) - static_cast<T>(100);
      m[i] = static_cast<T>((i % 500 == 0) ? 2 : 1);
    }
  }
};

template <typename T> void arith(const char *name) {
  static Data<T> d;
  const T *v = d.v, *m = d.m;
  T rs = 5, rp = 3, rmax = -1000, rmin = 1000;
  int rand_ = 1, ror = 0;
  for (int i = 0; i < N; ++i) {
    rs += v[i];
    rp *= m[i];
    rmax = v[i] > rmax ? v[i] : rmax;
    rmin = v[i] < rmin ? v[i] : rmin;
    rand_ = rand_ && (v[i] > -101);
    ror = ror || (v[i] == 110);
  }

  T s = 5, p = 3, mx = -1000, mn = 1000;
  int la = 1, lo = 0;
#pragma omp target parallel for map(to: v[0:N], m[0:N]) reduction(+: s) reduction(*: p) \
    reduction(max: mx) reduction(min: mn) reduction(&&: la) reduction(||: lo)
  for (int i = 0; i < N; ++i) {
    s += v[i];
    p *= m[i];
    mx = v[i] > mx ? v[i] : mx;
    mn = v[i] < mn ? v[i] : mn;
    la = la && (v[i] > -101);
    lo = lo || (v[i] == 110);
  }
  if (!(s == rs && p == rp && mx == rmax && mn == rmin && la == rand_ && lo == ror)) {
    ++errors;
    std::printf("FAIL: target parallel for %s\n", name);
  }

  s = 5; p = 3; mx = -1000; mn = 1000; la = 1; lo = 0;
#pragma omp target teams loop map(to: v[0:N], m[0:N]) reduction(+: s) reduction(*: p) \
    reduction(max: mx) reduction(min: mn) reduction(&&: la) reduction(||: lo)
  for (int i = 0; i < N; ++i) {
    s += v[i];
    p *= m[i];
    mx = v[i] > mx ? v[i] : mx;
    mn = v[i] < mn ? v[i] : mn;
    la = la && (v[i] > -101);
    lo = lo || (v[i] == 110);
  }
  if (!(s == rs && p == rp && mx == rmax && mn == rmin && la == rand_ && lo == ror)) {
    ++errors;
    std::printf("FAIL: target teams loop %s\n", name);
  }

  s = 5; p = 3; mx = -1000; mn = 1000; la = 1; lo = 0;
#pragma omp target map(to: v[0:N], m[0:N]) map(tofrom: s, p, mx, mn, la, lo)
#pragma omp teams reduction(+: s) reduction(*: p) reduction(max: mx) reduction(min: mn) \
    reduction(&&: la) reduction(||: lo) num_teams(8)
#pragma omp distribute parallel for reduction(+: s) reduction(*: p) reduction(max: mx) \
    reduction(min: mn) reduction(&&: la) reduction(||: lo)
  for (int i = 0; i < N; ++i) {
    s += v[i];
    p *= m[i];
    mx = v[i] > mx ? v[i] : mx;
    mn = v[i] < mn ? v[i] : mn;
    la = la && (v[i] > -101);
    lo = lo || (v[i] == 110);
  }
  if (!(s == rs && p == rp && mx == rmax && mn == rmin && la == rand_ && lo == ror)) {
    ++errors;
    std::printf("FAIL: target/teams/distribute parallel for %s\n", name);
  }

  s = 5; p = 3; mx = -1000; mn = 1000;
#pragma omp target teams distribute parallel for simd map(to: v[0:N], m[0:N]) \
    reduction(+: s) reduction(*: p) reduction(max: mx) reduction(min: mn)
  for (int i = 0; i < N; ++i) {
    s += v[i];
    p *= m[i];
    mx = v[i] > mx ? v[i] : mx;
    mn = v[i] < mn ? v[i] : mn;
  }
  if (!(s == rs && p == rp && mx == rmax && mn == rmin)) {
    ++errors;
    std::printf("FAIL: target teams distribute parallel for simd %s\n", name);
  }
}

template <typename T> void bitwise(const char *name) {
  T rand_ = ~static_cast<T>(0), ror = 0, rxor = 0;
  for (int i = 0; i < N; ++i) {
    T bit = static_cast<T>(1) << (i % 40 % (8 * sizeof(T) - 1));
    rand_ &= ~(i % 700 == 3 ? bit : static_cast<T>(0));
    ror |= (i % 3 == 0) ? bit : static_cast<T>(0);
    rxor ^= static_cast<T>(i * 2654435761u);
  }
  T a = ~static_cast<T>(0), o = 0, x = 0;
#pragma omp target parallel for reduction(&: a) reduction(|: o) reduction(^: x)
  for (int i = 0; i < N; ++i) {
    T bit = static_cast<T>(1) << (i % 40 % (8 * sizeof(T) - 1));
    a &= ~(i % 700 == 3 ? bit : static_cast<T>(0));
    o |= (i % 3 == 0) ? bit : static_cast<T>(0);
    x ^= static_cast<T>(i * 2654435761u);
  }
  if (!(a == rand_ && o == ror && x == rxor)) {
    ++errors;
    std::printf("FAIL: bitwise target parallel for %s\n", name);
  }
  a = ~static_cast<T>(0); o = 0; x = 0;
#pragma omp target teams loop reduction(&: a) reduction(|: o) reduction(^: x)
  for (int i = 0; i < N; ++i) {
    T bit = static_cast<T>(1) << (i % 40 % (8 * sizeof(T) - 1));
    a &= ~(i % 700 == 3 ? bit : static_cast<T>(0));
    o |= (i % 3 == 0) ? bit : static_cast<T>(0);
    x ^= static_cast<T>(i * 2654435761u);
  }
  if (!(a == rand_ && o == ror && x == rxor)) {
    ++errors;
    std::printf("FAIL: bitwise target teams loop %s\n", name);
  }
}

int main() {
  arith<int>("int");
  arith<long>("long");
  arith<float>("float");
  arith<double>("double");
  bitwise<int>("int");
  bitwise<long>("long");
  bitwise<unsigned>("unsigned");
  return errors != 0;
}
