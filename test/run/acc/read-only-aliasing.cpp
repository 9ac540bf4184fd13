// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: env ACC2CUDA_SIM_REVERSE=1 %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda --target=host %s -o %t.host.cpp && %host_cxx %sim_cxxflags %t.host.cpp -o %t.sim %sim_ldflags
// RUN: env ACC2CUDA_NOTIFY=1 %t.sim 2>&1 >/dev/null | grep 'read-only arrays' | FileCheck %s --check-prefix=NOTIFY
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
//
// A kernel that reads one array and writes another may run with the read
// array `__restrict__` only when the two do not share device memory. C++
// lets a caller pass the same array twice (in place) or two parts of one
// mapped array; the host then launches the instance without restrict. The
// results must equal the sequential program's either way, and the launches
// log which instance ran.
// CHECK: acc2cuda-check: EQUAL: {{.*}}read-only-aliasing.cpp
//
// NOTIFY:      acc2cuda: read-only arrays restrict at {{.*}}read-only-aliasing.cpp:[[LINE:[0-9]+]]
// NOTIFY-NEXT: acc2cuda: read-only arrays not restrict (they may share device memory with data the kernel writes) at {{.*}}:[[LINE]]
// NOTIFY-NEXT: acc2cuda: read-only arrays not restrict (they may share device memory with data the kernel writes) at {{.*}}:[[LINE]]
// NOTIFY-NEXT: acc2cuda: read-only arrays restrict at {{.*}}:[[LINE]]
// NOTIFY-NEXT: acc2cuda: read-only arrays not restrict (they may share device memory with data the kernel writes) at {{.*}}:[[LINE2:[0-9]+]]
// NOTIFY-NEXT: acc2cuda: read-only arrays restrict at {{.*}}:[[LINE2]]
// NOTIFY-NOT:  read-only arrays

#include <cstdio>

enum { N = 1000 };

/// out[i] = 2 in[i] + 1; in place when out is in.
static void twice_plus_one(const double *in, double *out, int n) {
#pragma acc parallel loop present(in[0:n], out[0:n])
  for (int i = 0; i < n; ++i)
    out[i] = 2 * in[i] + 1;
}

/// A gather through an index array the kernel only reads, with a counter
/// the kernel writes: the counter may live inside the array it reads.
static void gather(const double *in, const int *index, double *out,
                   int *count, int n) {
#pragma acc parallel loop present(in[0:n], index[0:n], out[0:n], count[0:1])
  for (int i = 0; i < n; ++i) {
    out[i] = in[index[i]];
#pragma acc atomic update
    count[0] += 1;
  }
}

static void print(const char *What, const double *A, int n) {
  double Sum = 0;
  for (int i = 0; i < n; ++i)
    Sum += A[i];
  std::printf("%s: %.1f %.1f %.1f sum %.1f\n", What, A[0], A[n / 2], A[n - 1],
              Sum);
}

int main() {
  static double a[2 * N], b[N];
  static int index[N + 1]; // the last element counts

  for (int i = 0; i < 2 * N; ++i)
    a[i] = i % 97;
  for (int i = 0; i < N; ++i) {
    b[i] = -i;
    index[i] = (i * 31) % N;
  }
#pragma acc data copy(a, b, index)
  {
    twice_plus_one(a, b, N);     // two arrays
    twice_plus_one(a, a, N);     // in place
    twice_plus_one(a, a + N, N); // two halves of one array
    twice_plus_one(b, a, N);     // two arrays again
    // The counter is in the array the kernel reads (past the part it
    // reads: same present data all the same).
    gather(b, index, a, &index[N], N);
    int other = 0;
#pragma acc data copy(other)
    gather(b, index, a + N, &other, N);
    std::printf("other %d\n", other);
  }
  print("a", a, 2 * N);
  print("b", b, N);
  std::printf("count %d\n", index[N]);
  return 0;
}
