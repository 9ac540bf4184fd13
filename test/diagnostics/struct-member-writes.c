// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// A region that writes a struct whose members its clauses map gets the
// struct's device copy, copied back whole: only right when every member it
// writes is one the clauses copy back.
typedef struct { int n; double x; double a[4]; } S;
void f(S t) {
  S s = t;
#pragma omp target map(to: s.x) map(from: s.n)
  { s.n = 1; s.x = 2; }
#pragma acc parallel copy(s.n)
  { s.n = 1; s.a[0] = 2; }
#pragma omp target map(tofrom: s.a[0:2])
  { s.a[1] = 1; s = t; }
#pragma acc parallel copyout(s.a)
  { S *p = &s; p->n = 1; }
  // Fine: only members copied back are written.
#pragma omp target map(tofrom: s.a[0:2], s.x) map(to: s.n)
  { s.a[1] = s.n; s.x = 1; }
#pragma acc enter data copyin(s.a[0:3])
}
void h(S *p) {
#pragma omp target map(to: p->x) map(tofrom: p->n)
  { p->n = 1; p->x = 2; }
#pragma acc parallel copyin(p->n)
  { *p = *p; }
}
// CHECK-DAG: struct-member-writes.c:9:28: error: the region writes 's.x', but the clauses that map members of 's' do not copy it back: name 's.x' in a clause that does (copy, copyout, map(from:), map(tofrom:)), or map the whole struct [A2C2009]
// CHECK-DAG: struct-member-writes.c:11:27: error: the region writes 's.a', but the clauses that map members of 's' do not copy it back: name 's.a' in a clause that does (copy, copyout, map(from:), map(tofrom:)), or map the whole struct [A2C2009]
// CHECK-DAG: struct-member-writes.c:13:32: error: the region assigns 's' whole or takes its address, but its clauses map members of it: map the whole struct [A2C2009]
// CHECK-DAG: struct-member-writes.c:15:30: error: the region assigns 's' whole or takes its address, but its clauses map members of it: map the whole struct [A2C2009]
// CHECK-DAG: struct-member-writes.c:20:31: error: struct members other than sections of pointer members (s.p[0:n]) in clauses of 'enter data' are not supported by this version of acc2cuda; map the whole struct [A2C2009]
// CHECK-DAG: struct-member-writes.c:23:28: error: the region writes 'p->x', but the clauses that map members of 'p' do not copy it back: name 'p->x' in a clause that does (copy, copyout, map(from:), map(tofrom:)), or map the whole struct [A2C2009]
// CHECK-DAG: struct-member-writes.c:25:29: error: the region assigns '*p' whole or takes its address, but its clauses map members of it: map the whole struct [A2C2009]
