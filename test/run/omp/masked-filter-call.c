// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda-strip %s %t.c
// RUN: %acc2cuda %t.c -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
//
// An OpenMP routine in a nested directive's clause (masked's filter): its
// device form is used where the clause's expression is, and the directive
// stays a comment (the edit of the call had kept the pragma line, and the
// filter called the host's omp_get_num_threads: nvcc rejected it).
// CHECK: acc2cuda-check: EQUAL: {{.*}}masked-filter-call.c
// CODE: // #pragma omp masked filter(omp_get_num_threads() - 1)
// CODE: if (acc2cuda::omp_dev::thread_num(true) ==
// CODE-NEXT: (acc2cuda::omp_dev::num_threads(true) - 1)) {
#include <omp.h>
#include <stdio.h>

int main(void) {
  int hits = 0;
#pragma omp target parallel num_threads(8) map(tofrom: hits)
  {
#pragma omp masked filter(omp_get_num_threads() - 1)
    {
#pragma omp atomic
      hits++;
    }
  }
  printf("hits %d\n", hits);
  return 0;
}
