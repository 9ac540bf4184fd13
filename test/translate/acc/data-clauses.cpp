// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu && FileCheck %s < %t.cu && %nvcc-compile %t.cu -o %t.o
// Data clause spellings and what each becomes at run time: present (must
// be mapped), pcopy/present_or_* (copy unless present), no_create (device
// copy if present, else the host address), deviceptr (passed through),
// default(present) on a pointer without a clause (zero-length present
// lookup), and the launch geometry clauses.

void present_forms(double *a, double *b, double *c, double *d, int n) {
#pragma acc parallel loop present(a[0:n]) pcopy(b[0:n]) present_or_copyin(c[0:n]) pcreate(d[0:n])
  for (int i = 0; i < n; ++i) {
    d[i] = c[i];
    b[i] += a[i] + d[i];
  }
}

void no_create_and_deviceptr(double *a, double *dev, int n) {
#pragma acc parallel loop no_create(a[0:n]) deviceptr(dev)
  for (int i = 0; i < n; ++i)
    dev[i] = a[i];
}

void default_present(double *a, double *b, int n) {
#pragma acc parallel loop default(present) copyin(b[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = b[i];
}

void geometry(float *x, int n) {
#pragma acc parallel loop num_gangs(64) num_workers(4) vector_length(32) copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] *= 2;
#pragma acc parallel loop gang vector(128) copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] += 1;
}

// Lookups that move data are followed by their copies (docs/generated-cuda.md);
// present and create move nothing.
// CHECK-LABEL: void present_forms(
// CHECK:      auto *d_a = acc2cuda_c.map(a, n, acc2cuda::MapPresent, "a");
// CHECK-NEXT: // 'b': present table ('b' is a parameter: the caller's data may be present)
// CHECK-NEXT: const std::size_t d_b_bytes = n * sizeof(double);
// CHECK-NEXT: const auto d_b_entry = acc2cuda_c.lookup_map(b, n, acc2cuda::MapCopy, "b");
// CHECK-NEXT: auto *d_b = d_b_entry.device;
// CHECK-NEXT: if (d_b_entry.absent)
// CHECK:      const auto d_c_entry = acc2cuda_c.lookup_map(c, n, acc2cuda::MapCopyIn, "c");
// CHECK-NEXT: auto *d_c = d_c_entry.device;
// CHECK-NEXT: if (d_c_entry.absent)
// CHECK:      auto *d_d = acc2cuda_c.map(d, n, acc2cuda::MapCreate, "d");
// CHECK:      const bool acc2cuda_restrict = acc2cuda_c.reads_apart({c, a}, {d, b});
// CHECK:      present_forms_9_kernel<false, false>);
// CHECK-NEXT: acc2cuda_kernel<<<acc2cuda_grid, acc2cuda_block>>>(
// CHECK-NEXT: acc2cuda_n0, acc2cuda_lb0, acc2cuda_st0, d_d, d_c, d_b, d_a);

// The store through the deviceptr pointer leaves `a` only const.
// CHECK-LABEL: no_create_and_deviceptr_17_kernel(long long acc2cuda_n0,
// CHECK:      double *dev,
// CHECK-NEXT: const double *a) {
// CHECK-LABEL: void no_create_and_deviceptr(
// CHECK:      auto *d_a = acc2cuda_c.map(a, n, acc2cuda::MapNoCreate, "a");
// CHECK-NOT:  map(dev
// CHECK:      no_create_and_deviceptr_17_kernel<false>;
// CHECK-NEXT: acc2cuda_kernel<<<acc2cuda_grid, acc2cuda_block>>>(acc2cuda_n0, acc2cuda_lb0,
// CHECK-NEXT: acc2cuda_st0, dev, d_a);

// CHECK-LABEL: void default_present(
// CHECK:      const auto d_b_entry = acc2cuda_c.lookup_map(b, n, acc2cuda::MapCopyIn, "b");
// CHECK:      auto *d_a = acc2cuda_c.map(a, 0, acc2cuda::MapPresent, "a");

// num_workers * vector_length threads per block, exactly num_gangs blocks.
// CHECK-LABEL: void geometry(
// CHECK:      acc2cuda_c.block_size((32) * (4));
// CHECK-NEXT: const dim3 acc2cuda_grid =
// CHECK-NEXT: acc2cuda_c.grid_size(acc2cuda_n0, acc2cuda_block, 64);
// CHECK:      acc2cuda_c.block_size(128);
// CHECK-NEXT: const dim3 acc2cuda_grid =
// CHECK-NEXT: acc2cuda_c.grid_size(acc2cuda_n0, acc2cuda_block, 0);
