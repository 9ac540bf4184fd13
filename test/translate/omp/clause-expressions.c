// RUN: %acc2cuda-strip %s %t.c
// RUN: %acc2cuda %t.c -o %t.cu
// RUN: FileCheck --input-file %t.cu %s
// RUN: %nvcc-compile %t.cu -o %t.o
// Clause arguments keep their whole text: clang hands num_teams,
// thread_limit and num_threads over as captured copies whose range is only
// part of the expression (num_teams(n - 1) came out as '-', num_threads(t[k])
// as 't').
int main(void) {
  int a[1000], t[3] = {32, 64, 128}, n = 8;
  for (int k = 0; k < 3; ++k) {
#pragma omp target teams distribute parallel for num_teams(n - 1) num_threads(t[k]) map(tofrom: a)
    for (int i = 0; i < 1000; ++i)
      a[i] = i;
    // CHECK: acc2cuda_c.block_size(t[k])
    // CHECK: acc2cuda_c.grid_size(acc2cuda_n0, acc2cuda_block, n - 1)
#pragma omp target teams distribute thread_limit(t[k] / 2) map(tofrom: a)
    for (int i = 0; i < 1000; ++i)
      a[i] += 1;
    // CHECK: acc2cuda_c.block_size(t[k] / 2)
    // num_threads, at most thread_limit (either order).
#pragma omp target teams distribute parallel for num_threads(t[k]) thread_limit(n * 8) map(tofrom: a)
    for (int i = 0; i < 1000; ++i)
      a[i] -= 1;
    // CHECK: acc2cuda_c.block_size(((t[k]) < (n * 8) ? (t[k]) : (n * 8)))
  }
  return a[5] == 5 ? 0 : 1;
}
