// Arguments of the loop levels, where OpenACC allows them (inside kernels):
// "kernels loop gang(num: 16)", "gang(8)", "loop gang(num: 4) worker(num:
// 4)" and "loop vector(length: 64)" / "vector(32)" / "worker(2)" nested in
// a kernels region, together with "independent", "auto" and "seq" loops,
// and num_gangs/num_workers/vector_length on the kernels construct.
#include <cstdio>

static const int NI = 48, NJ = 64;
static int errors = 0;

static void expect(const char *what, int i, long long got, long long want) {
  if (got != want) {
    if (errors < 8)
      std::printf("%s[%d]: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

int main() {
  static int a[NI * NJ], b[NI * NJ], c[NI][NJ], d[NI][NJ];
  static long long rows[NI];

#pragma acc kernels loop gang(num: 16) independent copyout(a)
  for (int i = 0; i < NI * NJ; ++i)
    a[i] = i % 97;

#pragma acc kernels loop gang(8) vector(32) independent copyin(a) copyout(b)
  for (int i = 0; i < NI * NJ; ++i)
    b[i] = a[i] * 2;

#pragma acc kernels copyin(a) copyout(c, d, rows) num_gangs(12) num_workers(4) vector_length(64)
  {
#pragma acc loop gang(num: 4) worker(num: 4) independent
    for (int i = 0; i < NI; ++i)
#pragma acc loop vector(length: 64) independent
      for (int j = 0; j < NJ; ++j)
        c[i][j] = a[i * NJ + j] + i;
#pragma acc loop gang independent
    for (int i = 0; i < NI; ++i) {
#pragma acc loop worker(2)
      for (int j = 0; j < NJ / 2; ++j)
        d[i][j] = a[i * NJ + j] - j;
#pragma acc loop auto
      for (int j = NJ / 2; j < NJ; ++j)
        d[i][j] = a[i * NJ + j] - j;
    }
#pragma acc loop gang independent
    for (int i = 0; i < NI; ++i) {
      long long s = 0;
#pragma acc loop seq
      for (int j = 0; j < NJ; ++j)
        s += a[i * NJ + j] * (j + 1);
      rows[i] = s;
    }
  }

  for (int i = 0; i < NI; ++i) {
    long long s = 0;
    for (int j = 0; j < NJ; ++j) {
      int k = i * NJ + j;
      expect("a", k, a[k], k % 97);
      expect("b", k, b[k], 2 * (k % 97));
      expect("c", k, c[i][j], k % 97 + i);
      expect("d", k, d[i][j], k % 97 - j);
      s += (k % 97) * (j + 1);
    }
    expect("rows", i, rows[i], s);
  }
  if (errors)
    std::printf("kernels-loop-gang-worker-vector-args: %d errors\n", errors);
  return errors != 0;
}
