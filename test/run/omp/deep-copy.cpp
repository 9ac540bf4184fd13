// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda-strip %s %t.cpp
// RUN: %acc2cuda %t.cpp -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %acc2cuda --target=host %s -o %t.host.cpp && %host_cxx %sim_cxxflags -fopenmp %t.host.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t > %t.out 2> %t.err && FileCheck %s --check-prefix=TIME --input-file %t.err
// Pointer attachment (OpenMP 5.2 5.8.3): a struct and the section its
// pointer member points to mapped on one construct, or made present by
// target enter data: the member in the struct's device copy points at the
// device copy of the data. A target region that uses the struct without a
// map clause maps it tofrom as an aggregate and finds it present; a
// pointer to a struct (p->v) and a nested member work alike.
// CHECK: acc2cuda-check: EQUAL: {{.*}}deep-copy.cpp

#include <cstdio>

struct S {
  int n;
  double *p;
};

struct Grid {
  int n;
  struct {
    float *v;
  } field;
};

// The default mapper of Field maps its data with it (OpenMP 5.2 5.8.8).
// GCC 12, which builds the reference program, has no declare mapper (nor
// needs one: it runs target regions on the host).
struct Field {
  int n;
  double *v;
};
#if defined(__clang__)
#pragma omp declare mapper(Field f) map(f, f.v[0 : f.n])
#endif

static double sum(const double *a, int n) {
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i] * (i + 1);
  return s;
}

static void onTarget() {
  const int N = 1000;
  S s;
  s.n = N;
  s.p = new double[N];
  for (int i = 0; i < N; ++i)
    s.p[i] = i;
#pragma omp target map(to : s) map(tofrom : s.p[0 : N])
  for (int i = 0; i < s.n; ++i)
    s.p[i] *= 2;
  printf("target %.1f\n", sum(s.p, N));
  delete[] s.p;
}

static void enterExit() {
  const int N = 800;
  S s;
  s.n = N;
  s.p = new double[N];
  for (int i = 0; i < N; ++i)
    s.p[i] = N - i;
  double *host = s.p;
#pragma omp target enter data map(to : s) map(to : s.p[0 : N])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < s.n; ++i)
    s.p[i] += 1;
#pragma omp target teams distribute parallel for map(tofrom : s)
  for (int i = 0; i < s.n; ++i)
    s.p[i] *= 3;
  // The struct comes back with its host pointer.
#pragma omp target exit data map(from : s.p[0 : N]) map(from : s)
  printf("enter/exit %d %.1f\n", s.p == host, sum(s.p, N));
  delete[] s.p;
}

static void pointerToStruct() {
  const int N = 100;
  S *ps = new S;
  ps->n = N;
  ps->p = new double[N];
  for (int i = 0; i < N; ++i)
    ps->p[i] = 1;
#pragma omp target enter data map(to : ps[0 : 1]) map(to : ps->p[0 : N])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < ps->n; ++i)
    ps->p[i] += i;
#pragma omp target exit data map(from : ps->p[0 : N]) map(release : ps[0 : 1])
  printf("pointer %.1f\n", sum(ps->p, N));
  delete[] ps->p;
  delete ps;
}

static void nested() {
  const int N = 64;
  Grid g;
  g.n = N;
  g.field.v = new float[N];
  for (int i = 0; i < N; ++i)
    g.field.v[i] = i;
#pragma omp target teams distribute parallel for map(to : g) map(tofrom : g.field.v[0 : N])
  for (int i = 0; i < g.n; ++i)
    g.field.v[i] = g.field.v[i] * g.field.v[i];
  double s = 0;
  for (int i = 0; i < N; ++i)
    s += g.field.v[i];
  printf("nested %.1f\n", s);
  delete[] g.field.v;
}

static void mapper() {
  const int N = 200;
  Field f;
  f.n = N;
  f.v = new double[N];
  for (int i = 0; i < N; ++i)
    f.v[i] = i % 5;
#pragma omp target teams distribute parallel for map(tofrom : f)
  for (int i = 0; i < f.n; ++i)
    f.v[i] += 10;
  // Mapped implicitly: the default mapper still applies.
#pragma omp target teams distribute parallel for
  for (int i = 0; i < f.n; ++i)
    f.v[i] *= 2;
#pragma omp target enter data map(to : f)
#pragma omp target teams distribute parallel for
  for (int i = 0; i < f.n; ++i)
    f.v[i] -= 1;
#pragma omp target exit data map(from : f)
  printf("mapper %.1f\n", sum(f.v, N));
  delete[] f.v;
}

int main() {
  onTarget();
  enterExit();
  pointerToStruct();
  nested();
  mapper();
  return 0;
}
// The mapper is applied, so it goes from the output.
// CODE: // #pragma omp declare mapper(Field f) map(f, f.v[0 : f.n])
// CODE: acc2cuda_c.map(s.p, N, acc2cuda::MapCopy, "s.p");
// CODE-NEXT: acc2cuda_c.attach(&s.p, "s.p");
// CODE-NEXT: acc2cuda_c.require_attached(&(s.p), "s.p");
// CODE: acc2cuda_c.enter(s.p, N, acc2cuda::MapCopyIn, "s.p");
// CODE-NEXT: acc2cuda_c.enter_attach(&s.p, "s.p");
// CODE: acc2cuda_c.detach(&s.p, false, "s.p");
// CODE: acc2cuda_c.require_attached(&(ps->p), "ps->p");
// The mapper, applied to explicit and implicit maps and to enter/exit data.
// CODE: acc2cuda_c.map(&f, 1, acc2cuda::MapCopy, "f");
// CODE-NEXT: acc2cuda_c.map(f.v, f.n, acc2cuda::MapCopy, "f.v");
// CODE-NEXT: acc2cuda_c.attach(&f.v, "f.v");
// CODE: acc2cuda_c.map(&f, 1, acc2cuda::MapCopy, "f");
// CODE-NEXT: acc2cuda_c.map(f.v, f.n, acc2cuda::MapCopy, "f.v");
// CODE-NEXT: acc2cuda_c.attach(&f.v, "f.v");
// CODE: acc2cuda_c.enter(f.v, f.n, acc2cuda::MapCopyIn, "f.v");
// CODE-NEXT: acc2cuda_c.enter_attach(&f.v, "f.v");
// CODE: acc2cuda_c.detach(&f.v, false, "f.v");
//
// Transfers: attaching moves no program data and is not counted. The
// target with map(to: s) map(tofrom: s.p[0:N]) moves the struct (16 bytes)
// in and the data in and out; the regions that find the struct present
// move nothing; exit data copies the data and the struct (its pointer
// keeps the host's value) back.
// TIME:      acc2cuda: deep-copy.cpp:54 target: entered 1 times, 1 launches, 2 uploads (8016 bytes), 1 downloads (8000 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:69 target enter data: entered 1 times, 0 launches, 2 uploads (6416 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:70 target teams distribute parallel for: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:73 target teams distribute parallel for: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:77 target exit data: entered 1 times, 0 launches, 0 uploads (0 bytes), 2 downloads (6416 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:89 target enter data: entered 1 times, 0 launches, 2 uploads (816 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:90 target teams distribute parallel for: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:93 target exit data: entered 1 times, 0 launches, 0 uploads (0 bytes), 1 downloads (800 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:106 target teams distribute parallel for: entered 1 times, 1 launches, 2 uploads (272 bytes), 1 downloads (256 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:123 target teams distribute parallel for: entered 1 times, 1 launches, 2 uploads (1616 bytes), 2 downloads (1616 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:127 target teams distribute parallel for: entered 1 times, 1 launches, 2 uploads (1616 bytes), 2 downloads (1616 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:130 target enter data: entered 1 times, 0 launches, 2 uploads (1616 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:131 target teams distribute parallel for: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:134 target exit data: entered 1 times, 0 launches, 0 uploads (0 bytes), 2 downloads (1616 bytes)
// TIME-NEXT: acc2cuda: total: 8 launches, 14 uploads (20368 bytes), 11 downloads (20320 bytes), 14 allocations
