// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: rm -rf %t.d && mkdir %t.d && %acc2cuda-strip %s %t.d/tc.cpp && %acc2cuda %t.d/tc.cpp -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=TIME --input-file %t.err
// RUN: %acc2cuda --report %s -o %t.report.cu | FileCheck %s --check-prefix=REPORT
//
// Data the present table keeps (the source cannot tell whether it is
// present) still moves through cudaMemcpy calls in the output, each made
// when the table's answer says so: copy in when the data was absent, copy
// out when the last reference ends. A parameter mapped by a compute
// construct copies when the caller's data is not present and not when it
// is; a class's enter/exit data and updates copy through lookups too.
// CHECK: acc2cuda-check: EQUAL: {{.*}}table-copies.cpp

#include <cstdio>

static void scale(double *x, int n, double by) {
#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] *= by;
}
// CODE-LABEL: // #pragma acc parallel loop copy(x[0:n])
// CODE:      // 'x': present table ('x' is a parameter: the caller's data may be present)
// CODE-NEXT: const std::size_t d_x_bytes = n * sizeof(double);
// CODE-NEXT: const auto d_x_entry = acc2cuda_c.lookup_map(x, n, acc2cuda::MapCopy, "x");
// CODE-NEXT: auto *d_x = d_x_entry.device;
// CODE-NEXT: if (d_x_entry.absent)
// CODE-NEXT:   acc2cuda_c.check_copy_in(
// CODE-NEXT:       cudaMemcpy(d_x, x, d_x_bytes, cudaMemcpyHostToDevice), x, d_x_bytes,
// CODE-NEXT:       "x");
// CODE:      acc2cuda_c.check_launch("scale_19_kernel", acc2cuda_grid, acc2cuda_block);
// CODE-NEXT: if (acc2cuda_c.end_map(d_x_entry))
// CODE-NEXT:   acc2cuda_c.check_copy_out(
// CODE-NEXT:       cudaMemcpy(x, d_x, d_x_bytes, cudaMemcpyDeviceToHost), x, d_x_bytes,
// CODE-NEXT:       "x");
// CODE-NEXT: acc2cuda_c.unmap_all();

class Field {
public:
  explicit Field(int n) : n_(n), v_(new float[n]) {
    for (int i = 0; i < n_; ++i)
      v_[i] = 0.5f * i;
#pragma acc enter data copyin(v_[0:n_])
  }
  // CODE-LABEL: // #pragma acc enter data copyin(v_[0:n_])
  // CODE:      // 'v_': present table (it stays present until an 'exit data')
  // CODE-NEXT: const std::size_t d_v__bytes = n_ * sizeof(float);
  // CODE-NEXT: const auto d_v__entry =
  // CODE-NEXT:     acc2cuda_c.lookup_enter(v_, n_, acc2cuda::MapCopyIn, "v_");
  // CODE-NEXT: if (d_v__entry.absent)
  // CODE-NEXT:   acc2cuda_c.check_copy_in(
  // CODE-NEXT:       cudaMemcpy(d_v__entry.device, v_, d_v__bytes, cudaMemcpyHostToDevice),
  // CODE-NEXT:       v_, d_v__bytes, "v_");
  // CODE-NEXT: acc2cuda_c.enter_attach(&this->v_, "v_");
  ~Field() {
#pragma acc exit data copyout(v_[0:n_])
    std::printf("v[3] at exit %.2f\n", v_[3]);
    delete[] v_;
  }
  // CODE-LABEL: // #pragma acc exit data copyout(v_[0:n_])
  // CODE:      acc2cuda_c.detach(&this->v_, false, "v_");
  // CODE-NEXT: // 'v_': present table ('enter data' made it present)
  // CODE-NEXT: const std::size_t d_v__bytes = n_ * sizeof(float);
  // CODE-NEXT: const auto d_v__exit = acc2cuda_c.lookup_exit(v_, n_, false, "v_");
  // CODE-NEXT: if (d_v__exit.last)
  // CODE-NEXT:   acc2cuda_c.check_copy_out(
  // CODE-NEXT:       cudaMemcpy(v_, d_v__exit.device, d_v__bytes, cudaMemcpyDeviceToHost),
  // CODE-NEXT:       v_, d_v__bytes, "v_");
  void bump() {
    float *v = v_;
#pragma acc parallel loop present(v[0:n_])
    for (int i = 0; i < n_; ++i)
      v[i] += 1.0f;
  }
  void refresh() {
#pragma acc update self(v_[0:n_ / 2]) if_present
  }
  // CODE-LABEL: // #pragma acc update self(v_[0:n_ / 2]) if_present
  // CODE:      const std::size_t d_v__bytes = (n_ / 2) * sizeof(float);
  // CODE-NEXT: if (auto *d_v_ = acc2cuda_c.lookup_update(v_, n_ / 2, true, "v_"))
  // CODE-NEXT:   acc2cuda_c.check_copy_out(
  // CODE-NEXT:       cudaMemcpy(v_, d_v_, d_v__bytes, cudaMemcpyDeviceToHost), v_,
  // CODE-NEXT:       d_v__bytes, "v_");
  float at(int i) const { return v_[i]; }

private:
  int n_;
  float *v_;
};

int main() {
  const int n = 1000;
  double *a = new double[n];
  for (int i = 0; i < n; ++i)
    a[i] = i;
  // Absent: scale copies a in and out.
  scale(a, n, 2.0);
  // Present: scale's clause moves nothing; the region copies out once.
#pragma acc data copy(a[0:n])
  {
    scale(a, n, 3.0);
    scale(a, n, 0.5);
  }
  {
    Field f(64);
    f.bump();
    f.bump();
    f.refresh();
    std::printf("f[3] %.2f f[20] %.2f\n", f.at(3), f.at(20));
  }
  // An update on a queue copies on the queue's stream, after the kernel
  // queued before it.
  double b[8] = {1, 2, 3, 4, 5, 6, 7, 8};
#pragma acc enter data copyin(b)
#pragma acc parallel loop present(b) async(1)
  for (int i = 0; i < 8; ++i)
    b[i] *= 10;
#pragma acc update self(b) async(1)
#pragma acc wait(1)
#pragma acc exit data delete(b)
  // CODE-LABEL: // #pragma acc update self(b) async(1)
  // CODE:      acc2cuda_c.async(1);
  // CODE:      if (auto *d_b =
  // CODE-NEXT:         acc2cuda_c.lookup_update(b, sizeof(b) / sizeof(b[0]), false, "b"))
  // CODE-NEXT:   acc2cuda_c.check_copy_out(cudaMemcpyAsync(b, d_b, d_b_bytes,
  // CODE-NEXT:                                             cudaMemcpyDeviceToHost,
  // CODE-NEXT:                                             acc2cuda_c.stream()),
  std::printf("a[10] %.2f a[999] %.2f b[7] %.1f\n", a[10], a[999], b[7]);
  delete[] a;
  return 0;
}

// cudaMemcpy takes no pointer to volatile data: the runtime copies it.
void bump(volatile double *v, int n) {
#pragma acc parallel loop copy(v[0:n])
  for (int i = 0; i < n; ++i)
    v[i] = v[i] + 1;
}
// CODE-LABEL: // #pragma acc parallel loop copy(v[0:n])
// CODE:      auto *d_v = acc2cuda_c.map(v, n, acc2cuda::MapCopy, "v");

// TIME: table-copies.cpp:19 parallel loop: entered 3 times, 3 launches, 1 uploads (8000 bytes), 1 downloads (8000 bytes)
// TIME: table-copies.cpp:44 enter data: entered 1 times, 0 launches, 1 uploads (256 bytes), 0 downloads (0 bytes)
// TIME: table-copies.cpp:57 exit data: entered 1 times, 0 launches, 0 uploads (0 bytes), 1 downloads (256 bytes)
// TIME: table-copies.cpp:77 update: entered 1 times, 0 launches, 0 uploads (0 bytes), 1 downloads (128 bytes)
// TIME: table-copies.cpp:100 data: entered 1 times, 0 launches, 1 uploads (8000 bytes), 1 downloads (8000 bytes)

// REPORT:      19, parallel loop: kernel scale_19_kernel
// REPORT:          copy(x, n elements): to the device at entry, to the host at exit (when not present); present table: 'x' is a parameter: the caller's data may be present; cudaMemcpy in the output
// REPORT:      77, update
// REPORT-NEXT:     host(v_, n_ / 2 elements): to the host; present table: no data region around it holds it explicitly; cudaMemcpy in the output
