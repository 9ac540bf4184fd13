// num_workers and vector_length on "parallel loop" and "kernels loop" with
// worker and vector loops inside: num_workers(16) vector_length(32/64),
// the large product num_workers(32) vector_length(128), a gang/worker/
// vector triple nest with code around the inner loops. Results must not
// depend on the sizes the implementation actually uses.
#include <cstdio>

static const int NI = 24, NJ = 32, NK = 40;
static int errors = 0;

static void expect(const char *what, int i, long long got, long long want) {
  if (got != want) {
    if (errors < 8)
      std::printf("%s[%d]: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

static int val(int i, int j, int k) { return (i * 31 + j * 17 + k * 7) % 23 - 11; }

int main() {
  static int cube[NI * NJ * NK];
  static int out1[NI * NJ * NK], out2[NI * NJ * NK];
  static long long plane[NI * NJ];
  static long long lines[NI];
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      for (int k = 0; k < NK; ++k)
        cube[(i * NJ + j) * NK + k] = val(i, j, k);

#pragma acc parallel loop gang num_workers(16) vector_length(32) copyin(cube) copyout(out1)
  for (int i = 0; i < NI; ++i) {
#pragma acc loop worker
    for (int j = 0; j < NJ; ++j) {
#pragma acc loop vector
      for (int k = 0; k < NK; ++k)
        out1[(i * NJ + j) * NK + k] = 2 * cube[(i * NJ + j) * NK + k] + i;
    }
  }

#pragma acc kernels loop gang num_workers(16) vector_length(64) copyin(cube) copyout(out2)
  for (int i = 0; i < NI; ++i) {
#pragma acc loop worker
    for (int j = 0; j < NJ; ++j) {
#pragma acc loop vector
      for (int k = 0; k < NK; ++k)
        out2[(i * NJ + j) * NK + k] = cube[(i * NJ + j) * NK + k] - j;
    }
  }

#pragma acc parallel loop gang num_workers(32) vector_length(128) copyin(cube) copyout(plane, lines)
  for (int i = 0; i < NI; ++i) {
    long long line = 0;
#pragma acc loop worker reduction(+:line)
    for (int j = 0; j < NJ; ++j) {
      long long s = 0;
#pragma acc loop vector reduction(+:s)
      for (int k = 0; k < NK; ++k)
        s += cube[(i * NJ + j) * NK + k] * (k + 1);
      plane[i * NJ + j] = s;
      line += s;
    }
    lines[i] = line;
  }

  for (int i = 0; i < NI; ++i) {
    long long line = 0;
    for (int j = 0; j < NJ; ++j) {
      long long s = 0;
      for (int k = 0; k < NK; ++k) {
        int c = val(i, j, k);
        int idx = (i * NJ + j) * NK + k;
        expect("out1", idx, out1[idx], 2 * c + i);
        expect("out2", idx, out2[idx], c - j);
        s += c * (k + 1);
      }
      expect("plane", i * NJ + j, plane[i * NJ + j], s);
      line += s;
    }
    expect("lines", i, lines[i], line);
  }
  if (errors)
    std::printf("parallel-loop-num-workers-vector-length: %d errors\n", errors);
  return errors != 0;
}
