// private and firstprivate on target constructs: a bare target whose
// firstprivate scalar is modified inside (the host value is unchanged); the
// implicit firstprivate of scalars not in a map clause; firstprivate and
// private fixed-size arrays (a per-region copy of a lookup table, a private
// scratch array per iteration); firstprivate of a struct; private on target
// teams with a nested distribute; a private scalar on a bare target; and a
// pointer not in any clause whose pointee an enclosing target data maps.
#include <cstdio>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 2000;

struct Coef {
  double a, b;
  int k;
};

int main() {
  // firstprivate scalar modified inside a bare target
  int x = 10, y = 0;
#pragma omp target firstprivate(x) map(from: y)
  {
    x += 5;
    y = x * 2;
  }
  CHECK(x == 10);
  CHECK(y == 30);

  // implicit firstprivate of a scalar not mapped
  int base = 7;
  static int out[N];
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < N; ++i)
    out[i] = base + i;
  for (int i = 0; i < N; ++i)
    CHECK(out[i] == 7 + i);
  int z = 3;
#pragma omp target
  z = 99;  // a firstprivate copy: the host's z is unchanged
  CHECK(z == 3);

  // firstprivate array (lookup table)
  int lut[16];
  for (int k = 0; k < 16; ++k) lut[k] = k * k;
#pragma omp target teams distribute parallel for firstprivate(lut) map(from: out)
  for (int i = 0; i < N; ++i)
    out[i] = lut[i % 16] + 1;
  for (int i = 0; i < N; ++i)
    CHECK(out[i] == (i % 16) * (i % 16) + 1);

  // private scratch array per iteration
  int scratch[4];
#pragma omp target teams distribute parallel for private(scratch) map(from: out)
  for (int i = 0; i < N; ++i) {
    for (int k = 0; k < 4; ++k) scratch[k] = i + k;
    out[i] = scratch[0] + scratch[1] + scratch[2] + scratch[3];
  }
  for (int i = 0; i < N; ++i)
    CHECK(out[i] == 4 * i + 6);

  // firstprivate struct
  Coef c = {2.0, -1.0, 3};
  static double dv[N];
#pragma omp target teams distribute parallel for firstprivate(c) map(from: dv)
  for (int i = 0; i < N; ++i)
    dv[i] = c.a * (i % c.k) + c.b;
  for (int i = 0; i < N; ++i)
    CHECK(dv[i] == 2.0 * (i % 3) - 1.0);

  // private on target teams, used by the nested loop
  int t = -1;  // private on teams: the host value stays
#pragma omp target teams private(t) map(from: out) num_teams(4)
#pragma omp distribute parallel for
  for (int i = 0; i < N; ++i) {
    t = i * 3;
    out[i] = t;
  }
  CHECK(t == -1);
  for (int i = 0; i < N; ++i)
    CHECK(out[i] == 3 * i);

  // a pointer not in any clause whose pointee is mapped by an enclosing
  // target data: it becomes the device address of the pointee
  double *p = dv;
#pragma omp target data map(tofrom: dv)
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; ++i)
      p[i] = p[i] * 2.0;
  }
  for (int i = 0; i < N; ++i)
    CHECK(dv[i] == 2.0 * (2.0 * (i % 3) - 1.0));

  // private on a bare target
  double acc = 123.0;
  double result = 0.0;
#pragma omp target private(acc) map(from: result)
  {
    acc = 0.0;
    for (int i = 0; i < 10; ++i) acc += i;
    result = acc;
  }
  CHECK(acc == 123.0);
  CHECK(result == 45.0);

  return errors != 0;
}
