// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: rm -rf %t.d && mkdir %t.d && %acc2cuda-strip %s %t.d/tca.c && %acc2cuda %t.d/tca.c -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT --input-file %t.out
// RUN: FileCheck %s --check-prefix=TIME --input-file %t.err
// RUN: %acc2cuda --report %s -o %t.report.cu | FileCheck %s --check-prefix=REPORT
//
// Data constructs on a queue whose data the present table keeps (enter and
// exit data, updates outside a data region) copy with cudaMemcpyAsync on
// the queue's stream in the output, guarded by the table's answer. A copy
// in first waits for the queue: CUDA reads pageable host memory when the
// copy is issued, and here queue 2 must first see queue 1 copy b out
// (the `wait(1)`) before it copies b's new values in again.
// CHECK: acc2cuda-check: EQUAL: {{.*}}table-copies-async.c
#include <stdio.h>
#include <stdlib.h>

#define N 3000

int main(void) {
  double *a = (double *)malloc(N * sizeof(double));
  double *b = (double *)malloc(N * sizeof(double));
  for (int i = 0; i < N; ++i) {
    a[i] = 0.5 * i;
    b[i] = -1;
  }
#pragma acc enter data copyin(a[0:3000]) create(b[0:3000]) async(1)
  // CODE-LABEL: // #pragma acc enter data copyin(a[0:3000]) create(b[0:3000]) async(1)
  // CODE:      acc2cuda_c.async(1);
  // CODE:      const auto d_a_entry =
  // CODE-NEXT:     acc2cuda_c.lookup_enter(a, 3000, acc2cuda::MapCopyIn, "a");
  // CODE-NEXT: if (d_a_entry.absent) {
  // CODE-NEXT:   acc2cuda_c.check(cudaStreamSynchronize(acc2cuda_c.stream()),
  // CODE-NEXT:                    "cudaStreamSynchronize");
  // CODE-NEXT:   acc2cuda_c.check_copy_in(cudaMemcpyAsync(d_a_entry.device, a, d_a_bytes,
  // CODE-NEXT:                                            cudaMemcpyHostToDevice,
  // CODE-NEXT:                                            acc2cuda_c.stream()),
  // CODE-NEXT:                            a, d_a_bytes, "a");
  // CODE-NEXT: }
  // CODE-NEXT: acc2cuda_c.enter(b, 3000, acc2cuda::MapCreate, "b");
#pragma acc parallel loop present(a[0:N], b[0:N]) async(1)
  for (int i = 0; i < N; ++i)
    b[i] = 3 * a[i];
#pragma acc exit data copyout(b[0:N]) async(1)
  // CODE-LABEL: // #pragma acc exit data copyout(b[0:3000]) async(1)
  // CODE:      const auto d_b_exit = acc2cuda_c.lookup_exit(b, 3000, false, "b");
  // CODE-NEXT: if (d_b_exit.last)
  // CODE-NEXT:   acc2cuda_c.check_copy_out(cudaMemcpyAsync(b, d_b_exit.device, d_b_bytes,
  // CODE-NEXT:                                             cudaMemcpyDeviceToHost,
  // CODE-NEXT:                                             acc2cuda_c.stream()),
#pragma acc enter data copyin(b[0:N]) async(2) wait(1)
#pragma acc parallel loop present(a[0:N], b[0:N]) async(2)
  for (int i = 0; i < N; ++i)
    b[i] += a[i];
#pragma acc update self(b[0:N / 2]) async(2)
  // CODE-LABEL: // #pragma acc update self(b[0:3000 / 2]) async(2)
  // CODE:      if (auto *d_b = acc2cuda_c.lookup_update(b, 3000 / 2, false, "b"))
  // CODE-NEXT:   acc2cuda_c.check_copy_out(cudaMemcpyAsync(b, d_b, d_b_bytes,
#pragma acc wait(2)
  printf("b[1] %.1f b[1499] %.1f\n", b[1], b[1499]);
  // OUT: b[1] 2.0 b[1499] 2998.0
#pragma acc exit data delete(a[0:N]) copyout(b[0:N]) async(2)
#pragma acc wait
  printf("b[0] %.1f b[2999] %.1f\n", b[0], b[2999]);
  // OUT: b[0] 0.0 b[2999] 5998.0
  free(a);
  free(b);
  return 0;
}
// TIME: table-copies-async.c:29 enter data: entered 1 times, 0 launches, 1 uploads (24000 bytes), 0 downloads (0 bytes)
// TIME: table-copies-async.c:46 exit data: entered 1 times, 0 launches, 0 uploads (0 bytes), 1 downloads (24000 bytes)
// TIME: table-copies-async.c:53 enter data: entered 1 times, 0 launches, 1 uploads (24000 bytes), 0 downloads (0 bytes)
// TIME: table-copies-async.c:57 update: entered 1 times, 0 launches, 0 uploads (0 bytes), 1 downloads (12000 bytes)
// TIME: table-copies-async.c:64 exit data: entered 1 times, 0 launches, 0 uploads (0 bytes), 1 downloads (24000 bytes)

// REPORT:      29, enter data
// REPORT-NEXT:     copyin(a, 3000 elements): to the device (when not present); present table: it stays present until an 'exit data'; cudaMemcpyAsync on the construct's queue in the output
// REPORT:      57, update
// REPORT-NEXT:     host(b, 3000 / 2 elements): to the host; present table: no data region around it holds it explicitly; cudaMemcpyAsync on the construct's queue in the output
