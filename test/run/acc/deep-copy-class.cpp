// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda-strip %s %t.cpp
// RUN: %acc2cuda %t.cpp -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %acc2cuda --target=host %s -o %t.host.cpp && %host_cxx %sim_cxxflags %t.host.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t > %t.out 2> %t.err && FileCheck %s --check-prefix=TIME --input-file %t.err
// Deep copy in a class: a data member that is a struct with a pointer
// member, made present with its data in the constructor (`this->v`,
// `this->v.a[0:n]`) and released in the destructor; kernels in member
// functions read v.a with and without `this->`; a struct passed by
// reference and by pointer reaches the same device copy.
// CHECK: acc2cuda-check: EQUAL: {{.*}}deep-copy-class.cpp

#include <cstdio>

struct vec {
  int n;
  double *a;
};

class Solver {
public:
  vec v;
  explicit Solver(int n) {
    v.n = n;
    v.a = new double[n];
    for (int i = 0; i < n; ++i)
      v.a[i] = i;
#pragma acc enter data copyin(this->v)
#pragma acc enter data copyin(this->v.a[0:n])
  }
  ~Solver() {
#pragma acc exit data copyout(v.a[0:v.n]) delete(v)
    double s = 0;
    for (int i = 0; i < v.n; ++i)
      s += v.a[i] * (i + 1);
    printf("%.1f\n", s);
    delete[] v.a;
  }
  void step() {
#pragma acc parallel loop present(v)
    for (int i = 0; i < v.n; ++i)
      v.a[i] += 1;
#pragma acc parallel loop
    for (int i = 0; i < v.n; ++i)
      this->v.a[i] *= 2;
  }
};

static void byReference(vec &r) {
#pragma acc parallel loop
  for (int i = 0; i < r.n; ++i)
    r.a[i] += 100;
}

static void byPointer(vec *p) {
#pragma acc parallel loop present(p[0:1])
  for (int i = 0; i < p->n; ++i)
    p->a[i] -= 50;
}

int main() {
  Solver s(1000);
  for (int t = 0; t < 3; ++t)
    s.step();
  byReference(s.v);
  byPointer(&s.v);
  return 0;
}
// CODE: acc2cuda_c.enter(v.a, n, acc2cuda::MapCopyIn, "v.a");
// CODE-NEXT: acc2cuda_c.enter_attach(&v.a, "v.a");
// CODE: acc2cuda_c.detach(&v.a, false, "v.a");
// CODE: acc2cuda_c.require_attached(&(v.a), "v.a");
// CODE: acc2cuda_c.require_attached(&(this->v.a), "this->v.a");
// CODE: acc2cuda_c.require_attached(&(r.a), "r.a");
// CODE: acc2cuda_c.require_attached(&(p->a), "p->a");
//
// The struct and its data go up once and the data comes back once; every
// kernel finds them present.
// TIME:      acc2cuda: deep-copy-class.cpp:29 enter data: entered 1 times, 0 launches, 1 uploads (16 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy-class.cpp:30 enter data: entered 1 times, 0 launches, 1 uploads (8000 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy-class.cpp:33 exit data: entered 1 times, 0 launches, 0 uploads (0 bytes), 1 downloads (8000 bytes)
// TIME-NEXT: acc2cuda: deep-copy-class.cpp:41 parallel loop: entered 3 times, 3 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy-class.cpp:44 parallel loop: entered 3 times, 3 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy-class.cpp:51 parallel loop: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: deep-copy-class.cpp:57 parallel loop: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: total: 8 launches, 2 uploads (8016 bytes), 1 downloads (8000 bytes), 2 allocations
