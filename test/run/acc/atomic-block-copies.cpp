// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: env ACC2CUDA_SIM_REVERSE=1 %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda --target=host %s -o %t.host.cpp && %host_cxx %sim_cxxflags %t.host.cpp -o %t.sim %sim_ldflags
// RUN: env ACC2CUDA_NOTIFY=1 ACC2CUDA_SIM_THREADS=2 %t.sim 2>&1 >/dev/null | FileCheck %s --check-prefix=GRID
// RUN: %acc2cuda-strip %s %t.cpp
// RUN: %acc2cuda %t.cpp -o %t.cu --report=json --report-file=%t.json
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %python %src_root/utils/validate-json.py %src_root/docs/report.schema.json %t.json
// RUN: FileCheck %s --check-prefix=REPORT < %t.json
// RUN: %acc2cuda %t.cpp -o %t2.cu --report 2>/dev/null | FileCheck %s --check-prefix=TEXT
// RUN: %nvcc-compile %t.cu -o %t.o
//
// Arrays a kernel only updates with atomics of one commutative operator
// (histograms): each warp of a block accumulates into a copy in shared
// memory, and the block adds its copies into the array at its end, when
// the copies fit and the launch has more iterations than elements to
// combine (the 64-thread blocks of the third kernel keep two copies each).
// The 64-bit counts that `++` increments count in 32 bits in their copies
// (atomic-block-copies-narrow.cpp tests when).
// Every bin is printed, so a lost or doubled copy shows. Arrays the kernel also reads, updates
// with two operators, through a capture, or from a section that does not
// start at element 0 keep their atomics in global memory, and so does an
// array the construct also maps under another name (the host finds both in
// one present entry).
// CHECK: acc2cuda-check: EQUAL: {{.*}}atomic-block-copies.cpp

#include <cstdio>

enum { NBINS = 64 };

static unsigned hash(unsigned x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  return x;
}

int main() {
  const int n = 200000;
  unsigned *keys = new unsigned[n];
  for (int i = 0; i < n; ++i)
    keys[i] = hash((unsigned)i);

  // A pointer section from element 0 (++), a 2-D array (+= with a
  // narrower integer), a bit mask (|=), a count down (-=) and sums of
  // exact halves in floating point.
  unsigned long long *bins = new unsigned long long[NBINS];
  int grid[4][16] = {};
  int mask[NBINS] = {};
  unsigned down[NBINS];
  double weight[NBINS] = {};
  for (int b = 0; b < NBINS; ++b) {
    bins[b] = 0;
    down[b] = 1000000u;
  }
#pragma acc parallel loop copyin(keys[0:n]) copy(bins[0:NBINS], grid, mask, down, weight)
  for (int i = 0; i < n; ++i) {
    const unsigned k = keys[i];
    const int b = (int)(k % NBINS);
#pragma acc atomic update
    bins[b]++;
#pragma acc atomic update
    grid[k % 4][(k >> 8) % 16] += (short)1;
#pragma acc atomic
    mask[b] |= 1 << (k >> 27);
#pragma acc atomic update
    down[b] -= 3u;
#pragma acc atomic update
    weight[b] += 0.5 * (double)(k % 4);
  }

  // Arrays that keep global atomics: read besides the atomics, two
  // operators, an atomic capture, a section from element 2, and an int
  // updated with a double (the update rounds each time).
  long read_too[NBINS] = {}, two_ops[NBINS] = {}, captured[NBINS] = {};
  long offset[NBINS + 2] = {};
  int rounded[NBINS] = {};
  long seen = 0;
#pragma acc parallel loop copyin(keys[0:n]) copy(read_too, two_ops, captured, offset[2:NBINS], rounded) reduction(+:seen)
  for (int i = 0; i < n; ++i) {
    const int b = (int)(keys[i] % NBINS);
#pragma acc atomic update
    read_too[b] += 1;
    if (read_too[0] < 0)
      seen += 1;
#pragma acc atomic update
    two_ops[b] += 2;
#pragma acc atomic update
    two_ops[b] ^= 1;
    long old;
#pragma acc atomic capture
    old = captured[b]++;
    seen += old >= 0;
#pragma acc atomic update
    offset[b + 2] += 1;
#pragma acc atomic update
    rounded[b] += 0.75;
  }

  // Too few iterations to pay (one per bin and block): no copies.
  int small[NBINS] = {};
#pragma acc parallel loop copy(small)
  for (int i = 0; i < 2 * NBINS; ++i) {
#pragma acc atomic update
    small[i % NBINS] += i;
  }

  // Too big for shared memory (32 KiB): the array itself.
  const int big_n = 8192;
  int *big = new int[big_n];
  for (int b = 0; b < big_n; ++b)
    big[b] = 0;
#pragma acc parallel loop copyin(keys[0:n]) copy(big[0:big_n])
  for (int i = 0; i < n; ++i) {
#pragma acc atomic update
    big[keys[i] % big_n] += 1;
  }

  // 4 KiB per copy: the eight warps of a block share four copies (warps 0
  // and 4 update the first), as eight would exceed 16 KiB.
  const int wide_n = 1024;
  int *wide = new int[wide_n];
  for (int b = 0; b < wide_n; ++b)
    wide[b] = 0;
#pragma acc parallel loop copyin(keys[0:n]) copy(wide[0:wide_n])
  for (int i = 0; i < n; ++i) {
#pragma acc atomic update
    wide[(keys[i] >> 3) % wide_n] += (int)(keys[i] % 3);
  }

  // The same array under two names: the kernel reads what it updated
  // through the other name, so no block copy (each thread must see at
  // least its own update).
  long *twice = new long[NBINS];
  long *alias = twice;
  for (int b = 0; b < NBINS; ++b)
    twice[b] = 0;
  long own = 0;
#pragma acc parallel loop copyin(keys[0:n]) copy(twice[0:NBINS]) present(alias[0:NBINS]) reduction(+:own)
  for (int i = 0; i < n; ++i) {
    const int b = (int)(keys[i] % NBINS);
#pragma acc atomic update
    twice[b] += 1;
    own += alias[b] > 0;
  }

  unsigned long long total = 0;
  long checks = 0;
  for (int b = 0; b < NBINS; ++b) {
    printf("%d %llu %d %d %u %.1f %ld %ld %ld %ld %d %d\n", b, bins[b],
           grid[b / 16][b % 16], mask[b], down[b], weight[b], read_too[b],
           two_ops[b], captured[b], offset[b + 2], rounded[b], small[b]);
    total += bins[b];
  }
  for (int b = 0; b < big_n; ++b)
    checks += (long)big[b] * (b + 1);
  long wide_checks = 0;
  for (int b = 0; b < wide_n; ++b)
    wide_checks += (long)wide[b] * (b + 1);
  printf("total %llu seen %ld big %ld wide %ld own %ld twice %ld\n", total,
         seen, checks, wide_checks, own, twice[7]);
  delete[] keys;
  delete[] bins;
  delete[] big;
  delete[] wide;
  delete[] twice;
  return 0;
}

// With two simulated multiprocessors a wave is 16 blocks of 256 threads:
// the histogram kernel gets one, as does the reduction; the small kernel
// covers its iterations in a block per multiprocessor (its default block
// halved twice), the big one, which has no copy, covers its own, and the
// wide one gets a wave.
// GRID: acc2cuda: launch main_{{[0-9]+}}_kernel grid=(16,1,1) block=(256,1,1)
// GRID: acc2cuda: launch main_{{[0-9]+}}_kernel grid=(16,1,1) block=(256,1,1)
// GRID: acc2cuda: launch main_{{[0-9]+}}_kernel grid=(2,1,1) block=(64,1,1)
// GRID: acc2cuda: launch main_{{[0-9]+}}_kernel grid=(782,1,1) block=(256,1,1)
// GRID: acc2cuda: launch main_{{[0-9]+}}_kernel grid=(16,1,1) block=(256,1,1)
// GRID: acc2cuda: launch main_{{[0-9]+}}_kernel grid=(16,1,1) block=(256,1,1)

// CODE-LABEL: template <bool acc2cuda_once, bool acc2cuda_copies, bool acc2cuda_narrow>
// CODE-NEXT:  __global__ void main_{{[0-9]+}}_kernel(
// CODE:       long long acc2cuda_copy_bytes_bins,
// CODE:       long long acc2cuda_copy_bytes_weight) {
// CODE-NEXT:    unsigned char *acc2cuda_next_copy = acc2cuda::block_shared_memory();
// CODE-NEXT:    const int acc2cuda_copy_sets = acc2cuda::block_copy_sets(
// CODE-NEXT:        acc2cuda::block_thread_count(),
// CODE-NEXT:        acc2cuda::block_copy_extent(acc2cuda_copy_bytes_bins) +
// CODE-NEXT:            acc2cuda::block_copy_extent(acc2cuda_copy_bytes_grid) +
// CODE:              acc2cuda::block_copy_extent(acc2cuda_copy_bytes_weight));
// CODE-NEXT:    auto *const acc2cuda_array_bins = bins;
// CODE-NEXT:    using acc2cuda_count_bins =
// CODE-NEXT:        acc2cuda::counter_type<acc2cuda_narrow, unsigned long long>;
// CODE-NEXT:    using acc2cuda_counts_bins =
// CODE-NEXT:        acc2cuda::counter_pointer<acc2cuda_narrow, decltype(acc2cuda_array_bins)>;
// CODE-NEXT:    auto *const acc2cuda_copy_bins =
// CODE-NEXT:        acc2cuda_copies
// CODE-NEXT:            ? reinterpret_cast<acc2cuda_counts_bins>(
// CODE-NEXT:                  acc2cuda::block_copy<acc2cuda::ReduceAdd, acc2cuda_count_bins>(
// CODE-NEXT:                      acc2cuda_next_copy, acc2cuda_copy_bytes_bins,
// CODE-NEXT:                      acc2cuda_copy_sets))
// CODE-NEXT:            : reinterpret_cast<acc2cuda_counts_bins>(acc2cuda_array_bins);
// CODE:         acc2cuda::block_copy<acc2cuda::ReduceAdd, int>(
// CODE:         acc2cuda::block_copy<acc2cuda::ReduceBitOr, int>(
// CODE:         acc2cuda::block_copy<acc2cuda::ReduceAdd, unsigned int>(
// CODE:         acc2cuda::block_copy<acc2cuda::ReduceAdd, double>(
// CODE:       if (acc2cuda_copies)
// CODE-NEXT:    __syncthreads();
// CODE-NEXT:  {
// CODE-NEXT:    decltype(acc2cuda_copy_bins) bins =
// CODE-NEXT:        acc2cuda_copies
// CODE-NEXT:            ? acc2cuda::warp_copy(acc2cuda_copy_bins, acc2cuda_copy_bytes_bins,
// CODE-NEXT:                                  acc2cuda_copy_sets)
// CODE-NEXT:            : acc2cuda_copy_bins;
// CODE:       acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Sub>(&(down[b]), (3u));
// CODE:       if (acc2cuda_copies) {
// CODE-NEXT:    __syncthreads();
// CODE-NEXT:    acc2cuda::combine_block_copy<acc2cuda::ReduceAdd, acc2cuda_count_bins,
// CODE-NEXT:                                 unsigned long long>(
// CODE-NEXT:        reinterpret_cast<const acc2cuda_count_bins *>(acc2cuda_copy_bins),
// CODE-NEXT:        reinterpret_cast<unsigned long long *>(acc2cuda_array_bins),
// CODE-NEXT:        acc2cuda_copy_bytes_bins, acc2cuda_copy_sets);

// The second kernel: none of its arrays is copied.
// CODE:       template <bool acc2cuda_once>
// CODE-NEXT:  __global__ void main_{{[0-9]+}}_kernel(
// CODE-NOT:   block_copy
// CODE:       template <bool acc2cuda_once, bool acc2cuda_copies>
// CODE:       template <bool acc2cuda_once, bool acc2cuda_copies, bool acc2cuda_narrow,
// CODE-NEXT:            bool acc2cuda_restrict>

// The host sizes the copies and picks the kernel's instance.
// CODE:       const bool acc2cuda_narrow =
// CODE-NEXT:      acc2cuda_c.narrow_counts(acc2cuda_n0, acc2cuda_block, 1ull, true);
// CODE-NEXT:  const long long acc2cuda_copy_bytes_bins =
// CODE-NEXT:      acc2cuda::counter_bytes<unsigned long long>(
// CODE-NEXT:          (long long)(NBINS) * (long long)sizeof(*d_bins), acc2cuda_narrow);
// CODE:       const long long acc2cuda_copies = acc2cuda_c.block_copy_bytes(
// CODE:       acc2cuda_c.grid_size(acc2cuda_n0, acc2cuda_block, 0, acc2cuda_copies > 0);
// CODE:       acc2cuda_copies == 0 &&
// CODE:       <<<acc2cuda_grid, acc2cuda_block, acc2cuda_copies>>>(

// REPORT: "block_copies": [
// REPORT-NEXT: "+:bins",
// REPORT-NEXT: "+:grid",
// REPORT-NEXT: "|:mask",
// REPORT-NEXT: "+:down",
// REPORT-NEXT: "+:weight"
// REPORT-NEXT: ]
// REPORT-NOT: "block_copies": [
// REPORT: "block_copies": [
// REPORT-NEXT: "+:small"
// REPORT: "block_copies": [
// REPORT-NEXT: "+:big"
// REPORT: "block_copies": [
// REPORT-NEXT: "+:wide"
// REPORT: "block_copies": [
// REPORT-NEXT: "+:twice"

// TEXT:      atomic(+:bins): each block updates copies in shared memory, one per warp, then the array (when they fit and pay); 32-bit counts while no block adds 2^32
// TEXT-NEXT: atomic(+:grid): each block
// TEXT-NEXT: atomic(|:mask): each block
