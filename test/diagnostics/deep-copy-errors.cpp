// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// Deep copy: what data clauses, attach/detach and OpenMP maps may name of
// struct members, and the pointer members a kernel may read.
struct V { int n; double *a; double arr[4]; };
struct H { V in[2]; };
void f(int N) {
  V v; v.n = N; v.a = new double[N];
  V *pv = &v;
  H h;
  V vs[2];
#pragma acc enter data copyin(v.a)
#pragma acc enter data attach(v.n)
#pragma acc enter data attach(v.a[0:N])
#pragma acc enter data copyin(v.arr[0:3])
#pragma acc enter data copyin(v.zz[0:N])
#pragma acc enter data copyin(v.a[0:N], v.a[0:N])
#pragma acc enter data copyin(vs[0:2].a[0:N])
#pragma acc parallel loop firstprivate(v)
  for (int i = 0; i < N; ++i) v.a[i] = 0;
#pragma acc parallel loop copy(h)
  for (int i = 0; i < N; ++i) h.in[1].a[i] = 0;
#pragma acc parallel loop private(v.a)
  for (int i = 0; i < N; ++i) v.n = i;
#pragma acc update device(v.a)
#pragma acc declare copyin(v.a[0:N])
#pragma acc enter data copyin(this.a)
#pragma omp target
  for (int i = 0; i < N; ++i) pv[i].a[i] = 0;
#pragma omp target firstprivate(v)
  for (int i = 0; i < N; ++i) v.a[i] = 0;
}
struct M { int n; double *p; };
#pragma omp declare mapper(M m) map(m, m.p[0:m.n])
void g(M *ms) {
#pragma omp target enter data map(to: ms[0:2])
}
// CHECK-DAG: deep-copy-errors.cpp:18:38: error: a member of an array section cannot be named; name one element's member, e.g. a[i].p[0:n] [A2C2003]
// CHECK-DAG: deep-copy-errors.cpp:27:35: error: 'this' is a pointer: name a member as 'this->m' [A2C1001]
// CHECK-DAG: deep-copy-errors.cpp:23:35: error: 'v.a': only struct members of scalar type are supported in this clause [A2C2009]
// CHECK-DAG: deep-copy-errors.cpp:12:31: error: pointer 'v.a' in 'copyin' needs an array section giving its extent, e.g. copyin(v.a[0:n]) [A2C2002]
// CHECK-DAG: deep-copy-errors.cpp:13:31: error: 'attach' takes pointers (a pointer variable or member), not 'v.n' [A2C1006]
// CHECK-DAG: deep-copy-errors.cpp:14:31: error: 'attach' takes pointers (a pointer variable or member), not 'v.a' [A2C1006]
// CHECK-DAG: deep-copy-errors.cpp:15:31: error: struct members other than sections of pointer members (s.p[0:n]) in clauses of 'enter data' are not supported by this version of acc2cuda; map the whole struct [A2C2009]
// CHECK-DAG: deep-copy-errors.cpp:16:31: error: 'v.zz': no data member named 'zz' [A2C2009]
// CHECK-DAG: deep-copy-errors.cpp:17:41: error: 'v.a' appears in more than one data clause [A2C1007]
// CHECK-DAG: deep-copy-errors.cpp:25:27: error: pointer 'v.a' in 'update device' needs an array section giving its extent, e.g. update device(v.a[0:n]) [A2C2002]
// CHECK-DAG: deep-copy-errors.cpp:26:28: error: struct members other than sections of pointer members (s.p[0:n]) in clauses of 'declare' are not supported by this version of acc2cuda; map the whole struct [A2C2009]
// CHECK-DAG: deep-copy-errors.cpp:36:31: error: a 'declare mapper' applied to an array section or a pointer is not supported by this version of acc2cuda; map the variable [A2C5002]
// CHECK-DAG: deep-copy-errors.cpp:20:33: error: pointer member 'a' of 'v', which the kernel gets by value (firstprivate), would hold a host address on the device; map 'v' in a data clause instead and attach the member by mapping its data (e.g. copy(v) copyin(v.a[0:n])) [A2C2008]
// CHECK-DAG: deep-copy-errors.cpp:22:39: error: pointer member 'a' is read through a subscript inside a struct; acc2cuda cannot check that it is attached (only s.p, p->p and a[i].p forms are supported); copy it to a local pointer and name that in a data clause [A2C2008]
// CHECK-DAG: deep-copy-errors.cpp:29:37: error: pointer member 'a' of the elements of 'pv', whose extent is unknown here; name the elements in a data clause (e.g. present(pv[0:n])) [A2C2008]
// CHECK-DAG: deep-copy-errors.cpp:31:33: error: pointer member 'a' of 'v', which the kernel gets by value (firstprivate), would hold a host address on the device; map 'v' in a data clause instead and attach the member by mapping its data (e.g. map(tofrom: v) map(to: v.a[0:n])) [A2C2008]
