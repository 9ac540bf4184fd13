// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda-strip %s %t.cpp
// RUN: %acc2cuda %t.cpp -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %acc2cuda --target=host %s -o %t.host.cpp && %host_cxx %sim_cxxflags %t.host.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t > %t.out 2> %t.err && FileCheck %s --check-prefix=TIME --input-file %t.err
// RUN: %acc2cuda --target=host --extra-arg=-DUNATTACHED %s -o %t.un.cpp && %host_cxx %sim_cxxflags -DUNATTACHED %t.un.cpp -o %t.un %sim_ldflags
// RUN: not %t.un 2>&1 | FileCheck %s --check-prefix=UNATTACHED
// Deep copy (OpenACC 3.3 2.6.8, 2.7.2, 2.7.13-14): a struct made present,
// then the data its pointer member points to, which attaches the member in
// the struct's device copy; kernels that reach the data through the
// struct's device copy; update of the struct keeping the attachment;
// detach at exit data, attach/detach clauses and finalize; a data region;
// a nested struct member and an array of structs.
// CHECK: acc2cuda-check: EQUAL: {{.*}}deep-copy.cpp

#include <cstdio>

typedef struct {
  int n;
  double *a;
} vec;

struct inner {
  double *p;
};
struct outer {
  int n;
  inner in;
};

struct particle {
  int n;
  float *w;
};

static double sum(const double *a, int n) {
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i] * (i + 1);
  return s;
}

// Unstructured: the struct, then its member's data (implicit attach).
static void unstructured() {
  const int N = 1000;
  vec v;
  v.n = N;
  v.a = new double[N];
  for (int i = 0; i < N; ++i)
    v.a[i] = i;
#pragma acc enter data copyin(v)
#pragma acc enter data copyin(v.a[0:N])
#pragma acc parallel loop present(v)
  for (int i = 0; i < v.n; ++i)
    v.a[i] += 1;
  // The struct changes on the host; its update keeps the device pointer.
  v.n = N / 2;
#pragma acc update device(v)
#pragma acc parallel loop present(v)
  for (int i = 0; i < v.n; ++i)
    v.a[i] *= 2;
  // Implicitly present: the aggregate is found by its present copy.
#pragma acc parallel loop
  for (int i = 0; i < v.n; ++i)
    v.a[i] += 0.5;
#pragma acc update self(v.a[0:10])
  printf("first %g %g\n", v.a[0], v.a[9]);
#pragma acc exit data copyout(v.a[0:N])
#pragma acc exit data delete(v)
  printf("unstructured %d %.1f\n", v.n, sum(v.a, N));
  delete[] v.a;
}

// attach/detach clauses: the member's data entered before the struct, then
// attached explicitly; attached twice, so one detach leaves it attached and
// finalize ends it.
static void clauses() {
  const int N = 256;
  vec v;
  v.n = N;
  v.a = new double[N];
  for (int i = 0; i < N; ++i)
    v.a[i] = 2 * i;
#pragma acc enter data copyin(v.a[0:N])
#pragma acc enter data copyin(v) attach(v.a)
#pragma acc enter data attach(v.a)
#pragma acc exit data detach(v.a)
#pragma acc parallel loop default(present)
  for (int i = 0; i < v.n; ++i)
    v.a[i] -= 1;
#pragma acc exit data detach(v.a) finalize
#pragma acc exit data copyout(v.a[0:N]) delete(v)
  printf("clauses %.1f\n", sum(v.a, N));
  delete[] v.a;
}

// A data region maps the struct and its member's data; the compute
// construct finds both present.
static void region() {
  const int N = 512;
  vec v;
  v.n = N;
  v.a = new double[N];
  for (int i = 0; i < N; ++i)
    v.a[i] = 1;
  double *host = v.a;
#pragma acc data copyin(v) copy(v.a[0:N])
  {
#pragma acc parallel loop
    for (int i = 0; i < v.n; ++i)
      v.a[i] += i;
  }
  printf("region %d %.1f\n", v.a == host, sum(v.a, N));
  delete[] v.a;
}

// Both on the compute construct, and a nested struct's member.
static void compute() {
  const int N = 300;
  outer o;
  o.n = N;
  o.in.p = new double[N];
  for (int i = 0; i < N; ++i)
    o.in.p[i] = i % 7;
#pragma acc parallel loop copyin(o) copy(o.in.p[0:N])
  for (int i = 0; i < o.n; ++i)
    o.in.p[i] = o.in.p[i] * 3 + 1;
  printf("compute %.1f\n", sum(o.in.p, N));
  delete[] o.in.p;
}

// An array of structs, each element's member attached.
static void elements() {
  const int M = 4, N = 64;
  particle ps[M];
  for (int k = 0; k < M; ++k) {
    ps[k].n = N;
    ps[k].w = new float[N];
    for (int i = 0; i < N; ++i)
      ps[k].w[i] = k + i;
  }
#pragma acc enter data copyin(ps)
  for (int k = 0; k < M; ++k) {
#pragma acc enter data copyin(ps[k].w[0:N])
  }
#pragma acc parallel loop present(ps)
  for (int k = 0; k < M; ++k)
    for (int i = 0; i < ps[k].n; ++i)
      ps[k].w[i] *= 2;
  for (int k = 0; k < M; ++k) {
#pragma acc exit data copyout(ps[k].w[0:N])
  }
#pragma acc exit data delete(ps)
  double s = 0;
  for (int k = 0; k < M; ++k) {
    for (int i = 0; i < N; ++i)
      s += ps[k].w[i] * (k + 1);
    delete[] ps[k].w;
  }
  printf("elements %.1f\n", s);
}

#ifdef UNATTACHED
// The member's data entered before the struct: nothing attached v.a, so
// the kernel would read a host address; the construct stops first.
static void unattached() {
  vec v;
  v.n = 8;
  v.a = new double[8];
#pragma acc enter data copyin(v.a[0:8])
#pragma acc enter data copyin(v)
#pragma acc parallel loop present(v)
  for (int i = 0; i < v.n; ++i)
    v.a[i] = 0;
}
#endif

int main() {
#ifdef UNATTACHED
  unattached();
#endif
  unstructured();
  clauses();
  region();
  compute();
  elements();
  return 0;
}
// The member's data is mapped, then attached; the detach comes before the
// data leaves.
// CODE: acc2cuda_c.enter(v.a, N, acc2cuda::MapCopyIn, "v.a");
// CODE-NEXT: acc2cuda_c.enter_attach(&v.a, "v.a");
// CODE: acc2cuda_c.require_attached(&(v.a), "v.a");
// CODE: acc2cuda_c.detach(&v.a, false, "v.a");
// CODE-NEXT: acc2cuda_c.exit(v.a, N, acc2cuda::ExitCopyOut, false, "v.a");
// CODE: acc2cuda_c.enter_attach(&v.a, "v.a");
// CODE: acc2cuda_c.detach(&v.a, true, "v.a");
// CODE: acc2cuda_data.map(v.a, N, acc2cuda::MapCopy, "v.a");
// CODE-NEXT: acc2cuda_data.attach(&v.a, "v.a");
// CODE: acc2cuda_c.map(o.in.p, N, acc2cuda::MapCopy, "o.in.p");
// CODE-NEXT: acc2cuda_c.attach(&o.in.p, "o.in.p");
// CODE-NEXT: acc2cuda_c.require_attached(&(o.in.p), "o.in.p");
// CODE: for (long long acc2cuda_k = 0;
// CODE-NEXT: acc2cuda_k < (long long)(sizeof(ps) / sizeof(ps[0])); ++acc2cuda_k)
// CODE-NEXT: acc2cuda_c.require_attached(&(ps)[acc2cuda_k].w, "ps[k].w");
// UNATTACHED: deep-copy.cpp:173: error: in 'parallel loop': 'v.a' is not attached: its device copy holds the host address 0x{{[0-9a-f]+}}. Map the data it points to while its struct is present
//
// Transfers: attaching and detaching move no program data and are not
// counted. The struct (16 bytes) goes up at enter data and again at its
// update (line 59); the compute constructs that find it present move
// nothing; its delete moves nothing. The data region and the compute
// construct with copyin(o) copy(o.in.p[0:N]) move the struct in and the
// data in and out. The array of 4 structs goes up once, each element's
// data once each way.
// TIME:      acc2cuda: deep-copy.cpp:52 enter data: entered 1 times, 0 launches, 1 uploads (16 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:53 enter data: entered 1 times, 0 launches, 1 uploads (8000 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:54 parallel loop: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:59 update: entered 1 times, 0 launches, 1 uploads (16 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:60 parallel loop: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:64 parallel loop: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:67 update: entered 1 times, 0 launches, 0 uploads (0 bytes), 1 downloads (80 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:69 exit data: entered 1 times, 0 launches, 0 uploads (0 bytes), 1 downloads (8000 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:70 exit data: entered 1 times, 0 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:85 enter data: entered 1 times, 0 launches, 1 uploads (2048 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:86 enter data: entered 1 times, 0 launches, 1 uploads (16 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:87 enter data: entered 1 times, 0 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:88 exit data: entered 1 times, 0 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:89 parallel loop: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:92 exit data: entered 1 times, 0 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:93 exit data: entered 1 times, 0 launches, 0 uploads (0 bytes), 1 downloads (2048 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:108 data: entered 1 times, 0 launches, 2 uploads (4112 bytes), 1 downloads (4096 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:110 parallel loop: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:126 parallel loop: entered 1 times, 1 launches, 2 uploads (2416 bytes), 1 downloads (2400 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:143 enter data: entered 1 times, 0 launches, 1 uploads (64 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:145 enter data: entered 4 times, 0 launches, 4 uploads (1024 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:147 parallel loop: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:152 exit data: entered 4 times, 0 launches, 0 uploads (0 bytes), 4 downloads (1024 bytes)
// TIME-NEXT: acc2cuda: deep-copy.cpp:154 exit data: entered 1 times, 0 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: total: 7 launches, 14 uploads (17712 bytes), 9 downloads (17648 bytes), 13 allocations
