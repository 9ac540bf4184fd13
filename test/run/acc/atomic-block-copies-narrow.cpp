// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda --target=host %s -o %t.host.cpp && %host_cxx %sim_cxxflags %t.host.cpp -o %t.sim %sim_ldflags
// RUN: env ACC2CUDA_NOTIFY=1 ACC2CUDA_SIM_THREADS=2 %t.sim 2>&1 >/dev/null | FileCheck %s --check-prefix=NOTIFY
// RUN: %acc2cuda-strip %s %t.cpp
// RUN: %acc2cuda %t.cpp -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %acc2cuda %t.cpp -o %t2.cu --report 2>/dev/null | FileCheck %s --check-prefix=TEXT
// RUN: %nvcc-compile %t.cu -o %t.o
//
// Block copies of 64-bit counts count in 32 bits when no block can add
// 2^32 to a copy: each atomic adds a constant at most once per iteration
// of the grid loop, and the host multiplies the iterations a block runs by
// what an iteration adds. A block of the one-wave grid runs
// ceil(n / (blocks x threads)) iterations per thread; with num_gangs the
// host does not assume how they are dealt, and any block may run them all.
// Counts of 3e9 per iteration overflow 32 bits, and so would the sums of a
// copy counting them: they stay 64-bit. Every count is printed, so a
// truncated or lost count shows.
// CHECK: acc2cuda-check: EQUAL: {{.*}}atomic-block-copies-narrow.cpp

#include <cstdio>

enum { NB = 32 };

static unsigned hash(unsigned x) {
  x ^= x >> 16;
  x *= 0x45d9f3bU;
  x ^= x >> 16;
  return x;
}

int main() {
  const int n = 200000;
  unsigned *keys = new unsigned[n];
  for (int i = 0; i < n; ++i)
    keys[i] = hash((unsigned)i);

  // `++`, `+= 1L` and `x = x + 2`: each copy counts on its own, and an
  // iteration adds at most 3 to `both`.
  unsigned long long plain[NB] = {};
  long both[NB] = {};
#pragma acc parallel loop copyin(keys[0:n]) copy(plain, both)
  for (int i = 0; i < n; ++i) {
    const int b = (int)(keys[i] % NB);
#pragma acc atomic update
    plain[b]++;
#pragma acc atomic update
    both[(b + 1) % NB] += 1L;
#pragma acc atomic update
    both[b] = both[b] + 2;
  }

  // 3e9 per iteration: a block of the wave runs thousands of iterations.
  long big[NB] = {};
#pragma acc parallel loop copyin(keys[0:n]) copy(big)
  for (int i = 0; i < n; ++i) {
#pragma acc atomic update
    big[keys[i] % NB] += 3000000000L;
  }

  // Two gangs: either could run all n iterations, n < 2^32.
  unsigned long long gangs[NB] = {};
#pragma acc parallel loop num_gangs(2) copyin(keys[0:n]) copy(gangs)
  for (int i = 0; i < n; ++i) {
#pragma acc atomic update
    gangs[keys[i] % NB] += 1;
  }

  // A gang per block: the gang's atomic runs on one thread of the block,
  // once per gang iteration; the vector loop's runs once per inner
  // iteration, so its array keeps 64-bit copies.
  unsigned long long rows[NB] = {};
  long cells[NB] = {};
#pragma acc parallel loop gang copyin(keys[0:n]) copy(rows, cells)
  for (int i = 0; i < n / 16; ++i) {
#pragma acc atomic update
    rows[keys[i] % NB]++;
#pragma acc loop vector
    for (int j = 0; j < 16; ++j) {
#pragma acc atomic update
      cells[keys[i * 16 + j] % NB] += 1;
    }
  }

  // Not countable: an inner loop repeats the atomic, an operand that is
  // not a constant, and a subtraction.
  long inner[NB] = {}, weighted[NB] = {}, down[NB] = {};
#pragma acc parallel loop copyin(keys[0:n]) copy(inner, weighted, down)
  for (int i = 0; i < n; ++i) {
    const int b = (int)(keys[i] % NB);
    for (int r = 0; r < 3; ++r) {
#pragma acc atomic update
      inner[(b + r) % NB] += 1;
    }
#pragma acc atomic update
    weighted[b] += (long)(keys[i] >> 28);
#pragma acc atomic update
    down[b] -= 1;
  }

  unsigned long long total = 0;
  for (int b = 0; b < NB; ++b) {
    printf("%d %llu %ld %ld %llu %llu %ld %ld %ld %ld\n", b, plain[b], both[b],
           big[b], gangs[b], rows[b], cells[b], inner[b], weighted[b], down[b]);
    total += plain[b] + gangs[b] + rows[b];
  }
  printf("total %llu\n", total);
  delete[] keys;
  return 0;
}

// With two simulated multiprocessors a wave is 16 blocks of 256 threads,
// 49 iterations per thread; the num_gangs kernel's blocks may run all
// 200000 iterations, which still fit, as do the gang-per-block kernel's
// 12500 gang iterations.
// NOTIFY: acc2cuda: block copies count in 32 bits at {{.*}}atomic-block-copies-narrow.cpp:{{[0-9]+}}
// NOTIFY: acc2cuda: block copies count in their own type at {{.*}}atomic-block-copies-narrow.cpp:{{[0-9]+}}
// NOTIFY: acc2cuda: block copies count in 32 bits at {{.*}}atomic-block-copies-narrow.cpp:{{[0-9]+}}
// NOTIFY: acc2cuda: block copies count in 32 bits at {{.*}}atomic-block-copies-narrow.cpp:{{[0-9]+}}
// NOTIFY-NOT: block copies count in

// The first kernel: at most 3 per iteration and copy, both arrays 32-bit in
// the narrow instance.
// CODE-LABEL: template <bool acc2cuda_once, bool acc2cuda_copies, bool acc2cuda_narrow>
// CODE:       using acc2cuda_count_plain =
// CODE-NEXT:      acc2cuda::counter_type<acc2cuda_narrow, unsigned long long>;
// CODE:       using acc2cuda_count_both = acc2cuda::counter_type<acc2cuda_narrow, long>;
// CODE:       template <bool acc2cuda_once, bool acc2cuda_copies, bool acc2cuda_narrow>
// CODE:       template <bool acc2cuda_once, bool acc2cuda_copies, bool acc2cuda_narrow>
// The gang-per-block kernel: rows narrow, cells not; the gang's atomic runs
// on the block's first thread.
// CODE:       template <bool acc2cuda_once, bool acc2cuda_copies, bool acc2cuda_narrow>
// CODE:       using acc2cuda_count_rows =
// CODE-NOT:   acc2cuda_count_cells
// CODE:       if (threadIdx.x == 0) {
// CODE-NEXT:    acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Add>(
// CODE-NEXT:        &(rows[keys[i] % NB]), 1);
// The last kernel has copies, none of them countable.
// CODE:       template <bool acc2cuda_once, bool acc2cuda_copies>
// CODE-NOT:   acc2cuda_count_
// CODE:       int main() {
// CODE:       acc2cuda_c.narrow_counts(acc2cuda_n0, acc2cuda_block, 3ull, true);
// CODE:       ? (acc2cuda_narrow ? main_{{[0-9]+}}_kernel<false, true, true>
// CODE-NEXT:                     : main_{{[0-9]+}}_kernel<false, true, false>)
// CODE:       acc2cuda_c.narrow_counts(
// CODE-NEXT:      acc2cuda_n0, acc2cuda_block, 3000000000ull, true);
// CODE:       acc2cuda_c.narrow_counts(acc2cuda_n0, acc2cuda_block, 1ull, false);
// CODE:       acc2cuda_c.narrow_counts(acc2cuda_n0, acc2cuda_block, 1ull, false);
// CODE-NOT:   narrow_counts

// TEXT:      atomic(+:plain): {{.*}}; 32-bit counts while no block adds 2^32
// TEXT-NEXT: atomic(+:both): {{.*}}; 32-bit counts while no block adds 2^32
// TEXT:      atomic(+:big): {{.*}}; 32-bit counts while no block adds 2^32
// TEXT:      atomic(+:gangs): {{.*}}; 32-bit counts while no block adds 2^32
// TEXT:      atomic(+:rows): {{.*}}; 32-bit counts while no block adds 2^32
// TEXT-NEXT: atomic(+:cells): {{.*}}(when they fit and pay){{$}}
// TEXT:      atomic(+:inner): {{.*}}(when they fit and pay){{$}}
// TEXT-NEXT: atomic(+:weighted): {{.*}}(when they fit and pay){{$}}
// TEXT-NEXT: atomic(+:down): {{.*}}(when they fit and pay){{$}}
