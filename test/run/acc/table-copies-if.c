// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: rm -rf %t.d && mkdir %t.d && %acc2cuda-strip %s %t.d/tci.c && %acc2cuda %t.d/tci.c -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=TIME --input-file %t.err
// RUN: FileCheck %s --check-prefix=OUT --input-file %t.out
// RUN: %acc2cuda --report %s -o %t.report.cu | FileCheck %s --check-prefix=REPORT
//
// A data region with an `if` makes its present table copies in the output
// too: the lookups are declared before the block the condition opens (an
// entry that ends nothing when the condition is false) and assigned in it,
// and the copies out after the body follow end_map(). With the condition
// false, the compute constructs inside copy for themselves.
// CHECK: acc2cuda-check: EQUAL: {{.*}}table-copies-if.c
#include <stdio.h>

static void twice(double *x, int n, int on) {
#pragma acc data copy(x[0:n]) if(on)
  {
#pragma acc parallel loop copy(x[0:n])
    for (int i = 0; i < n; ++i)
      x[i] = 2 * x[i] + 1;
#pragma acc parallel loop copy(x[0:n])
    for (int i = 0; i < n; ++i)
      x[i] = x[i] - i;
  }
}
// CODE-LABEL: // #pragma acc data copy(x[0:n]) if(on)
// CODE:      const std::size_t d_x_bytes = n * sizeof(double);
// CODE-NEXT: decltype(acc2cuda_data.lookup_map(x, n, acc2cuda::MapCopy, "x")) d_x_entry{
// CODE-NEXT:     nullptr, nullptr, false, static_cast<std::size_t>(-1)};
// CODE-NEXT: if (on) {
// CODE-NEXT:   d_x_entry = acc2cuda_data.lookup_map(x, n, acc2cuda::MapCopy, "x");
// CODE-NEXT:   if (d_x_entry.absent)
// CODE:      if (acc2cuda_data.end_map(d_x_entry))
// CODE-NEXT:   acc2cuda_data.check_copy_out(cudaMemcpy(d_x_entry.host, d_x_entry.device,

int main(void) {
  double x[300];
  for (int i = 0; i < 300; ++i)
    x[i] = 0.25 * i;
  twice(x, 300, 1);
  twice(x, 300, 0);
  double s = 0;
  for (int i = 0; i < 300; ++i)
    s += x[i];
  printf("x[0] %.2f x[299] %.2f sum %.2f\n", x[0], x[299], s);
  // OUT: x[0] 3.00 x[299] -595.00 sum -88800.00
  return 0;
}
// TIME: table-copies-if.c:19 data: entered 2 times, 0 launches, 1 uploads (2400 bytes), 1 downloads (2400 bytes)
// TIME: table-copies-if.c:21 parallel loop: entered 2 times, 2 launches, 1 uploads (2400 bytes), 1 downloads (2400 bytes)
// TIME: table-copies-if.c:24 parallel loop: entered 2 times, 2 launches, 1 uploads (2400 bytes), 1 downloads (2400 bytes)

// REPORT:      19, data
// REPORT-NEXT:     copy(x, n elements): to the device at entry, to the host at exit (when not present); present table: {{.*}}; cudaMemcpy in the output
