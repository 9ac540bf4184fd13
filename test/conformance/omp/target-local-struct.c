/* Types declared inside functions and used in offload code: a struct
 * defined in main mapped as an array (map(tofrom: pts[0:n])) and read and
 * written member-wise in target teams distribute parallel for; a struct
 * defined in a test function mapped as a scalar aggregate (map(tofrom: acc))
 * in a bare target; a local typedef'd struct passed firstprivate; and a
 * local struct whose array member is mapped as a whole. */
#include <stdio.h>

#define N 2000

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      printf("FAIL: %s\n", #c);                                          \
  } while (0)

static void test_in_function(void) {
  struct Acc {
    long sum;
    int count;
    double mean;
  };
  struct Acc acc = {0, 0, 0.0};
  int vals[N];
  for (int i = 0; i < N; ++i) vals[i] = i % 50;
#pragma omp target map(tofrom: acc) map(to: vals)
  {
    for (int i = 0; i < N; ++i) {
      acc.sum += vals[i];
      acc.count++;
    }
    acc.mean = (double)acc.sum / acc.count;
  }
  long ref = 0;
  for (int i = 0; i < N; ++i) ref += i % 50;
  CHECK(acc.sum == ref);
  CHECK(acc.count == N);
  CHECK(acc.mean == (double)ref / N);
}

static void test_typedef_firstprivate(void) {
  typedef struct {
    double scale;
    double shift;
    int lo, hi;
  } Xform;
  Xform t = {1.5, -2.0, 100, 900};
  double out[N];
#pragma omp target teams distribute parallel for firstprivate(t) map(from: out)
  for (int i = 0; i < N; ++i) {
    int c = i < t.lo ? t.lo : (i > t.hi ? t.hi : i);
    out[i] = c * t.scale + t.shift;
  }
  for (int i = 0; i < N; ++i) {
    int c = i < 100 ? 100 : (i > 900 ? 900 : i);
    CHECK(out[i] == c * 1.5 - 2.0);
  }
}

static void test_array_member(void) {
  struct Grid {
    int nx;
    double v[256];
  };
  struct Grid g;
  g.nx = 256;
  for (int i = 0; i < 256; ++i) g.v[i] = i;
#pragma omp target teams distribute parallel for map(tofrom: g)
  for (int i = 0; i < 256; ++i)
    g.v[i] = g.v[i] * g.nx;
  for (int i = 0; i < 256; ++i)
    CHECK(g.v[i] == 256.0 * i);
}

int main(void) {
  struct Point {
    double x, y;
    int tag;
  };
  struct Point pts[N];
  for (int i = 0; i < N; ++i) {
    pts[i].x = i;
    pts[i].y = 2.0 * i;
    pts[i].tag = 0;
  }
  int n = N;
#pragma omp target teams distribute parallel for map(tofrom: pts[0:n])
  for (int i = 0; i < n; ++i) {
    pts[i].x += pts[i].y;
    pts[i].tag = (pts[i].x > 3000.0) ? 1 : 2;
  }
  for (int i = 0; i < N; ++i) {
    CHECK(pts[i].x == 3.0 * i);
    CHECK(pts[i].tag == ((3.0 * i > 3000.0) ? 1 : 2));
  }

  /* a local struct array reduced into a scalar */
  double sx = 0.0;
#pragma omp target teams distribute parallel for map(to: pts[0:n]) reduction(+: sx)
  for (int i = 0; i < n; ++i)
    sx += pts[i].x;
  CHECK(sx == 3.0 * N * (N - 1) / 2.0);

  test_in_function();
  test_typedef_firstprivate();
  test_array_member();
  return errors != 0;
}
