// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
// CHECK: acc2cuda-check: EQUAL: {{.*}}tasks-in-target.c
// Tasks in a target region run where they are created, at once (included
// tasks, which OpenMP allows for any task): in program order, so their
// dependences hold, and taskwait and taskgroup find them complete. Their
// firstprivate variables, explicit or implicit (a variable private where
// the task is created), are copies. The region's body is a directive
// without braces (`parallel` then `single`): its variables are its own.
#include <stdio.h>
int main(void) {
  int x = 0, y = 0, z = 5, out[4] = {0, 0, 0, 0};
#pragma omp target map(tofrom: x, y, out)
  {
#pragma omp parallel
#pragma omp single
    {
      int local = 10;
#pragma omp task shared(x) depend(out: x)
      x = 1 + local;
#pragma omp task shared(x, y) depend(in: x) depend(out: y)
      y = x * 2;
#pragma omp task firstprivate(z)
      {
        z += 100;
        out[0] = z;
      }
#pragma omp task
      {
        local += 1; // firstprivate by default: the single's local is private
        out[1] = local;
      }
#pragma omp taskwait
      out[2] = local;
#pragma omp taskgroup
      {
#pragma omp task shared(out)
        out[3] = y + 1;
      }
    }
  }
  printf("%d %d %d %d %d %d %d\n", x, y, z, out[0], out[1], out[2], out[3]);
  return 0;
}
// CODE: // #pragma omp task firstprivate(z)
// CODE-NEXT: { // task: runs here, now
// CODE-NEXT: auto acc2cuda_fp_z = z;
// CODE-NEXT: {
// CODE-NEXT: int z = acc2cuda_fp_z;
// CODE: // #pragma omp task
// CODE-NEXT: { // task: runs here, now
// CODE-NEXT: auto acc2cuda_fp_local = local;
