// RUN: %acc2cuda-check -X=--line-directives %s 2>&1 | FileCheck %s
// RUN: %acc2cuda-check -X=--line-directives -X=--keep-directives=none %s 2>&1 \
// RUN:   | FileCheck %s
// RUN: %acc2cuda --line-directives %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// --line-directives: the program prints __FILE__ and __LINE__ after every kind of edit (kernels before a
// function, host code for a construct, a data region's end, a global's device twin, a shorter atomic, a
// directive commented out over continuation lines, code after a loop on the loop's last line), exactly
// as the original does; without #line it would print the .cu file's name and lines.
// (The CODE lines below name this file's line numbers.)
// CHECK: acc2cuda-check: EQUAL: {{.*}}line-directives.cpp
//
// Code copied from the input is back on its own line after each generated
// piece; generated code names the output and its own line there.
// CODE:      #line 1 "{{/.*}}/line-directives.cpp"
// CODE:      {{^}}int g = 5;
// CODE-NEXT: #line {{[0-9]+}} "{{/.*}}/line-directives.cpp.tmp.cu"
// CODE:      #line 55 "{{/.*}}/line-directives.cpp"
// CODE-NEXT: {{^}}// #pragma omp declare target(g)
// CODE:      #line 57 "{{/.*}}/line-directives.cpp"
// CODE:      #line 57 "{{/.*}}/line-directives.cpp"
// CODE:      #line 57 "{{/.*}}/line-directives.cpp"
// CODE-NEXT: {{^}}int main() {
// CODE:      #line 70 "{{/.*}}/line-directives.cpp"
// CODE-NEXT: {{^}} WHERE();
// CODE-NEXT: {{^}}  }
// CODE-NEXT: #line {{[0-9]+}} "{{/.*}}/line-directives.cpp.tmp.cu"
// CODE:      {{^}}    acc2cuda_data.check_free(cudaFree(d_b), d_b_bytes, "b");
// CODE-NEXT: {{^}}  }
// CODE-NEXT: #line 72 "{{/.*}}/line-directives.cpp"
// CODE:      {{^}}// #pragma acc atomic
// CODE-NEXT: {{^}}//     update
// CODE-NEXT: {{^}}  acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Add>(&(count), (1))
// CODE-NEXT: #line 77 "{{/.*}}/line-directives.cpp"
// CODE-NEXT: {{^}};
// CODE-NEXT: {{^}}  WHERE();
// The generated pieces' own #line directives name the lines they are on.
// RUN: %python %src_root/utils/check-line-directives.py %t.cu \
// RUN:   | FileCheck %s --check-prefix=OWN
// OWN: {{[1-9][0-9]*}} to the output, {{[1-9][0-9]*}} to other files

#include <cstdio>
#include <cstring>

static const char *base(const char *F) {
  const char *S = strrchr(F, '/');
  return S ? S + 1 : F;
}
#define WHERE() printf("%s:%d\n", base(__FILE__), __LINE__)

#pragma omp declare target
int twice(int x) { return 2 * x; }
#pragma omp end declare target
int g = 5;
#pragma omp declare target(g)

int main() {
  const int n = 100;
  double a[n], b[n];
  WHERE();
#pragma acc data copyout(a) \
    create(b)
  {
#pragma acc parallel loop
    for (int i = 0; i < n; ++i)
      b[i] = i;
    WHERE();
#pragma acc parallel loop
    for (int i = 0; i < n; ++i)
      a[i] = 2 * b[i]; WHERE();
  }
  WHERE();
  int count = 0;
#pragma acc atomic \
    update
  count +=
      1;
  WHERE();
#pragma acc enter data copyin(a)
  WHERE();
#pragma acc exit data copyout(a)
  WHERE();
#pragma omp target teams distribute parallel for map(tofrom : a)
  for (int i = 0; i < n; ++i)
    a[i] += twice(g);
  WHERE();
  double sum = 0;
  for (int i = 0; i < n; ++i)
    sum += a[i];
  printf("count %d sum %.1f\n", count, sum);
  WHERE();
  return 0;
}
