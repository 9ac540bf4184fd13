// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu && FileCheck %s < %t.cu && %nvcc-compile %t.cu -o %t.o
// declare of a global: a __device__ twin bound to the host variable before
// the first construct runs (copyin: its value is uploaded once); declare in
// a function: a structured mapping to the end of the scope; host_data: the
// body sees the device address (when the if condition holds).
extern "C" void mykernel_launch(double *dev, int n);

double table[64];
#pragma acc declare copyin(table)

void scale(double *x, int n, bool gpu) {
  double tmp[16];
#pragma acc declare create(tmp)
#pragma acc data copy(x[0:n])
  {
#pragma acc host_data use_device(x) if(gpu)
    mykernel_launch(x, n);
  }
#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] += table[i % 64] + tmp[i % 16];
}

// CHECK:      double table[64];
// CHECK-NEXT: // #pragma acc declare copyin(table)
// CHECK-NEXT: __device__ double acc2cuda_dev_table[64];
// CHECK-NEXT: {{\[\[}}maybe_unused]] static const bool acc2cuda_declare_9_table =
// CHECK-NEXT:     acc2cuda::defer([] {
// CHECK-NEXT:       acc2cuda::Construct acc2cuda_c("host-data-declare.cpp.tmp.cpp", 9,
// CHECK-NEXT:                                      "declare");
// CHECK-NEXT:       acc2cuda::bind_global(acc2cuda_c, table, sizeof(table) / sizeof(table[0]),
// CHECK-NEXT:                             acc2cuda_dev_table, acc2cuda::MapCopyIn, "table");
// CHECK-NEXT:     });

// CHECK-LABEL: void scale(double *x, int n, bool gpu) {
// CHECK-NEXT:    double tmp[16];
// CHECK-NEXT:    // #pragma acc declare create(tmp)
// CHECK-NEXT:    acc2cuda::Construct acc2cuda_declare_13("host-data-declare.cpp.tmp.cpp", 13,
// CHECK-NEXT:                                            "declare");
// CHECK-NEXT:    acc2cuda_declare_13.map(tmp, sizeof(tmp) / sizeof(tmp[0]), acc2cuda::MapCreate,
// CHECK-NEXT:                            "tmp");
// CHECK-NEXT:    // #pragma acc data copy(x[0:n])
// CHECK:         // #pragma acc host_data use_device(x) if(gpu)
// CHECK-NEXT:    {
// CHECK-NEXT:      acc2cuda::Construct acc2cuda_data("host-data-declare.cpp.tmp.cpp", 16,
// CHECK-NEXT:                                        "host_data");
// CHECK-NEXT:      auto acc2cuda_dev_x = x;
// CHECK-NEXT:      if (gpu) {
// CHECK-NEXT:        acc2cuda_dev_x = acc2cuda_data.use_device(x, false, "x");
// CHECK-NEXT:      }
// CHECK-NEXT:      auto x = acc2cuda_dev_x;
// CHECK-NEXT:    mykernel_launch(x, n);
// CHECK-NEXT:    }
// The compute construct finds the declared data present.
// CHECK:         auto *d_table = acc2cuda_c.map(table, sizeof(table) / sizeof(table[0]),
// CHECK-NEXT:                                acc2cuda::MapPresent, "table");
// CHECK-NEXT:    auto *d_tmp = acc2cuda_c.map(tmp, sizeof(tmp) / sizeof(tmp[0]),
// CHECK-NEXT:                                 acc2cuda::MapPresent, "tmp");
