// Mapping structs with pointer members (pointer attachment, OpenMP 4.5+):
// map(to: s) together with map(tofrom: s.data[0:s.n]) so the device copy
// of s points at the device copy of the data; a pointer to a struct
// (p->v[0:n]); a nested struct member (o.in.p[0:n]); target enter data of
// the struct then of its member section, used by later kernels, and exit
// data in reverse; and scalar members read in the region.
#include <cstdio>
#include <cstdlib>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

struct Vec {
  int n;
  double scale;
  double *data;
};

struct Inner {
  int len;
  int *p;
};
struct Outer {
  int tag;
  Inner in;
};

int main() {
  const int N = 2500;
  Vec s;
  s.n = N;
  s.scale = 1.5;
  s.data = static_cast<double *>(std::malloc(N * sizeof(double)));
  for (int i = 0; i < N; ++i) s.data[i] = i;

#pragma omp target teams distribute parallel for map(to: s) map(tofrom: s.data[0:s.n])
  for (int i = 0; i < s.n; ++i)
    s.data[i] *= s.scale;
  for (int i = 0; i < N; ++i)
    CHECK(s.data[i] == 1.5 * i);

  // through a pointer to the struct
  Vec *ps = &s;
#pragma omp target teams distribute parallel for map(to: ps[0:1]) map(tofrom: ps->data[0:N])
  for (int i = 0; i < N; ++i)
    ps->data[i] += 1.0;
  for (int i = 0; i < N; ++i)
    CHECK(s.data[i] == 1.5 * i + 1.0);

  // nested member
  Outer o;
  o.tag = 7;
  o.in.len = N;
  o.in.p = static_cast<int *>(std::malloc(N * sizeof(int)));
  for (int i = 0; i < N; ++i) o.in.p[i] = i;
#pragma omp target teams distribute parallel for map(to: o) map(tofrom: o.in.p[0:N])
  for (int i = 0; i < o.in.len; ++i)
    o.in.p[i] = o.in.p[i] * o.tag;
  for (int i = 0; i < N; ++i)
    CHECK(o.in.p[i] == 7 * i);

  // enter data: struct first, then the member section (attached)
#pragma omp target enter data map(to: s)
#pragma omp target enter data map(to: s.data[0:N])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; ++i)
    s.data[i] = s.data[i] * 2.0;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; ++i)
    s.data[i] -= 2.0;
#pragma omp target exit data map(from: s.data[0:N])
#pragma omp target exit data map(release: s)
  for (int i = 0; i < N; ++i)
    CHECK(s.data[i] == 3.0 * i);

  std::free(o.in.p);
  std::free(s.data);
  return errors != 0;
}
