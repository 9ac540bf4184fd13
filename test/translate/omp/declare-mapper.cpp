// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu && FileCheck %s < %t.cu && %nvcc-compile %t.cu -o %t.o
// Named and default declare mappers: the mapper's list items replace the
// mapped variable (its name put for the mapper's variable), each with the
// construct's map type decayed by the mapper's (OpenMP 5.2 5.8.8); the
// mapper directives are commented out.
struct S {
  int n;
  double *p;
};
#pragma omp declare mapper(S s) map(s, s.p[0 : s.n])
struct T {
  int n;
  float *q;
};
#pragma omp declare mapper(deep : T t) map(to : t) map(t.q[0 : t.n])

void f(S &s, T &t) {
#pragma omp target enter data map(to : s) map(mapper(deep), to : t)
#pragma omp target teams distribute parallel for map(mapper(deep), tofrom : t)
  for (int i = 0; i < t.n; ++i)
    t.q[i] += s.p[i];
#pragma omp target exit data map(from : s) map(mapper(deep), release : t)
}
// CHECK: // #pragma omp declare mapper(S s) map(s, s.p[0 : s.n])
// CHECK: // #pragma omp declare mapper(deep : T t) map(to : t) map(t.q[0 : t.n])
// CHECK: acc2cuda_c.enter(&s, 1, acc2cuda::MapCopyIn, "s");
// CHECK-NEXT: acc2cuda_c.enter(s.p, s.n, acc2cuda::MapCopyIn, "s.p");
// CHECK-NEXT: acc2cuda_c.enter(&t, 1, acc2cuda::MapCopyIn, "t");
// CHECK-NEXT: acc2cuda_c.enter(t.q, t.n, acc2cuda::MapCopyIn, "t.q");
// CHECK-NEXT: acc2cuda_c.enter_attach(&s.p, "s.p");
// CHECK-NEXT: acc2cuda_c.enter_attach(&t.q, "t.q");
// tofrom decayed by the mapper's `to` for t itself; s is mapped implicitly
// with its default mapper.
// CHECK: acc2cuda_c.map(&t, 1, acc2cuda::MapCopyIn, "t");
// CHECK-NEXT: acc2cuda_c.map(t.q, t.n, acc2cuda::MapCopy, "t.q");
// CHECK-NEXT: acc2cuda_c.map(&s, 1, acc2cuda::MapCopy, "s");
// CHECK-NEXT: acc2cuda_c.map(s.p, s.n, acc2cuda::MapCopy, "s.p");
// CHECK-NEXT: acc2cuda_c.attach(&t.q, "t.q");
// CHECK-NEXT: acc2cuda_c.attach(&s.p, "s.p");
// CHECK-NEXT: acc2cuda_c.require_attached(&(t.q), "t.q");
// CHECK-NEXT: acc2cuda_c.require_attached(&(s.p), "s.p");
// CHECK: acc2cuda_c.detach(&s.p, false, "s.p");
// CHECK-NEXT: acc2cuda_c.detach(&t.q, false, "t.q");
// CHECK-NEXT: acc2cuda_c.exit(&s, 1, acc2cuda::ExitCopyOut, false, "s");
// CHECK-NEXT: acc2cuda_c.exit(s.p, s.n, acc2cuda::ExitCopyOut, false, "s.p");
// CHECK-NEXT: acc2cuda_c.exit(&t, 1, acc2cuda::ExitDelete, false, "t");
// CHECK-NEXT: acc2cuda_c.exit(t.q, t.n, acc2cuda::ExitDelete, false, "t.q");
