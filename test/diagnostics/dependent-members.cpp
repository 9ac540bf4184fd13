// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// A member of a struct whose type depends on a template parameter cannot be
// looked up in the template's definition: both dialects say so at the
// member, with the way around it.
template <typename T> struct View {
  T *p;
  int n;
};

template <typename T> void scaleACC(View<T> v, T a) {
#pragma acc parallel loop copy(v.p[0:v.n])
  for (int i = 0; i < v.n; ++i)
    v.p[i] *= a;
}
// CHECK-DAG: dependent-members.cpp:12:32: error: 'v.p': members of a type that depends on a template parameter are not supported in clauses; map a pointer variable holding the member [A2C2009]

template <typename T> void scaleOMP(View<T> v, T a) {
#pragma omp target teams distribute parallel for map(tofrom: v.p[0:v.n])
  for (int i = 0; i < v.n; ++i)
    v.p[i] *= a;
}
// CHECK-DAG: dependent-members.cpp:19:62: error: 'v.p': members of a type that depends on a template parameter are not supported in clauses; map a pointer variable holding the member [A2C2009]

template void scaleACC<float>(View<float>, float);
template void scaleOMP<float>(View<float>, float);
