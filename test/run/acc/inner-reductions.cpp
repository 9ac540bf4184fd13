// RUN: %acc2cuda-check %s | FileCheck %s
// Reductions on inner loops, the most common shape after the outer scalar
// reduction: a gang loop sets a scalar, an inner vector / worker / seq loop
// reduces into it, the gang stores it (row sums, matrix-vector products),
// for every operator; the scalar declared inside the gang loop or before
// it and private to it (older style); a serial construct reducing on its
// loop into the construct's variable (implicitly copy).
// CHECK: acc2cuda-check: EQUAL: {{.*}}inner-reductions.cpp

#include <cstdio>

const int N = 96, M = 75;

int main() {
  static double a[N * M], x[M], y[N], rowmax[N];
  static int ia[N * M], sums[N], prods[N], ands[N], ors[N], xors[N],
      alls[N], anys[N], mins[N];
  static long long wide[N];
  for (int k = 0; k < N * M; ++k) {
    a[k] = (k % 17) * 0.25 - 1.5;
    ia[k] = (k * 37) % 101 + 1;
  }
  for (int j = 0; j < M; ++j)
    x[j] = 1.0 / (j + 1);

  // Matrix-vector product: temp declared inside the gang loop.
#pragma acc parallel loop gang copyin(a, x) copyout(y)
  for (int i = 0; i < N; ++i) {
    double temp = 0.0;
#pragma acc loop vector reduction(+ : temp)
    for (int j = 0; j < M; ++j)
      temp += a[i * M + j] * x[j];
    y[i] = temp;
  }

  // Every integer operator on vector, worker and worker-vector loops.
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(ia)   \
    copyout(sums, prods, ands, ors, xors, alls, anys, mins, wide)
  for (int i = 0; i < N; ++i) {
    int s = 0, p = 1, b = ~0, o = 0, e = 0, all = 1, any = 0, mn = 1 << 30;
    long long w = 0;
#pragma acc loop vector reduction(+ : s) reduction(min : mn)
    for (int j = 0; j < M; ++j) {
      s += ia[i * M + j];
      mn = ia[i * M + j] < mn ? ia[i * M + j] : mn;
    }
#pragma acc loop worker reduction(* : p)
    for (int j = 0; j < 8; ++j)
      p *= 1 + (ia[i * M + j] & 1);
#pragma acc loop worker vector reduction(& : b) reduction(| : o)
    for (int j = 0; j < M; ++j) {
      b &= ia[i * M + j] | 0x100;
      o |= ia[i * M + j];
    }
#pragma acc loop vector reduction(^ : e) reduction(&& : all) reduction(|| : any)
    for (int j = 0; j < M; ++j) {
      e ^= ia[i * M + j];
      all = all && ia[i * M + j] > 0;
      any = any || ia[i * M + j] == 100;
    }
#pragma acc loop seq reduction(+ : w)
    for (int j = 0; j < M; ++j)
      w += (long long)ia[i * M + j] * 1000003;
    sums[i] = s;
    prods[i] = p;
    ands[i] = b;
    ors[i] = o;
    xors[i] = e;
    alls[i] = all;
    anys[i] = any;
    mins[i] = mn;
    wide[i] = w;
  }

  // The scalar declared before the gang loop, private to it.
  double temp;
#pragma acc parallel loop gang private(temp) copyin(a) copyout(rowmax)
  for (int i = 0; i < N; ++i) {
    temp = -1e30;
#pragma acc loop vector reduction(max : temp)
    for (int j = 0; j < M; ++j)
      temp = a[i * M + j] > temp ? a[i * M + j] : temp;
    rowmax[i] = temp;
  }

  // One thread: the loop reduces into the construct's variable.
  long long total = 0;
  double dot = 0;
#pragma acc serial copyin(ia, x)
  {
#pragma acc loop seq reduction(+ : total)
    for (int k = 0; k < N * M; ++k)
      total += ia[k];
#pragma acc loop reduction(+ : dot)
    for (int j = 0; j < M; ++j)
      dot += x[j] * x[j];
  }

  for (int i = 0; i < N; i += 7)
    printf("%d %.12g %.6g %d %d %d %d %d %d %d %d %d %lld\n", i, y[i],
           rowmax[i], sums[i], prods[i], ands[i], ors[i], xors[i], alls[i],
           anys[i], mins[i], 0, wide[i]);
  printf("%lld %.12g\n", total, dot);
  return 0;
}
