// Implicit data-mapping rules and defaultmap: scalars are firstprivate by
// default (a write inside a bare target is not seen by the host), arrays
// and structs are mapped tofrom implicitly; defaultmap(tofrom: scalar)
// makes a scalar written in the region come back; defaultmap(to: scalar),
// defaultmap(firstprivate: scalar), defaultmap(tofrom: aggregate),
// defaultmap(to: aggregate) for read-only arrays, defaultmap(from: ...) with
// a region that writes every element, and defaultmap(none) with every
// variable in an explicit map clause.
#include <cstdio>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 1000;

struct Pair {
  int x, y;
};

int main() {
  // default: scalar firstprivate, array tofrom
  int s = 1;
  int arr[N];
  for (int i = 0; i < N; ++i) arr[i] = i;
#pragma omp target
  {
    s = 50;
    for (int i = 0; i < N; ++i) arr[i] += 1;
  }
  CHECK(s == 1);
  for (int i = 0; i < N; ++i)
    CHECK(arr[i] == i + 1);

  // implicit tofrom struct
  Pair pr = {3, 4};
#pragma omp target
  {
    pr.x += 10;
    pr.y *= 2;
  }
  CHECK(pr.x == 13 && pr.y == 8);

  // defaultmap(tofrom: scalar)
  int found = 0;
  double dval = 0.0;
#pragma omp target defaultmap(tofrom: scalar)
  {
    found = arr[10];
    dval = 2.5;
  }
  CHECK(found == 11);
  CHECK(dval == 2.5);

  // defaultmap(to: scalar) / defaultmap(firstprivate: scalar)
  int k = 4;
  static int out[N];
#pragma omp target teams distribute parallel for defaultmap(to: scalar) map(from: out)
  for (int i = 0; i < N; ++i)
    out[i] = i * k;
  for (int i = 0; i < N; ++i)
    CHECK(out[i] == 4 * i);
#pragma omp target teams distribute parallel for defaultmap(firstprivate: scalar) map(from: out)
  for (int i = 0; i < N; ++i)
    out[i] = i + k;
  for (int i = 0; i < N; ++i)
    CHECK(out[i] == i + 4);

  // defaultmap(tofrom: aggregate), defaultmap(to: aggregate)
  static double src[N], dst[N];
  for (int i = 0; i < N; ++i) src[i] = i * 0.5;
#pragma omp target teams distribute parallel for defaultmap(tofrom: aggregate)
  for (int i = 0; i < N; ++i)
    dst[i] = src[i] + 1.0;
  for (int i = 0; i < N; ++i)
    CHECK(dst[i] == i * 0.5 + 1.0);
  double total = 0.0;
#pragma omp target teams distribute parallel for defaultmap(to: aggregate) reduction(+: total)
  for (int i = 0; i < N; ++i)
    total += src[i];
  CHECK(total == 0.5 * N * (N - 1) / 2.0);

  // defaultmap(from: aggregate): every element written in the region
#pragma omp target teams distribute parallel for defaultmap(from: aggregate)
  for (int i = 0; i < N; ++i)
    dst[i] = -i;
  for (int i = 0; i < N; ++i)
    CHECK(dst[i] == -i);

  // defaultmap(none): everything explicit
  int n = N;
  double scale = 3.0;
#pragma omp target teams distribute parallel for defaultmap(none) map(to: src, n, scale) map(from: dst)
  for (int i = 0; i < n; ++i)
    dst[i] = src[i] * scale;
  for (int i = 0; i < N; ++i)
    CHECK(dst[i] == i * 1.5);

  return errors != 0;
}
