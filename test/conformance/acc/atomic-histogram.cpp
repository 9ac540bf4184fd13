// Histograms with atomics, the shape acc2cuda may accumulate per block:
// an int histogram with "atomic update" of hist[bin]++ over many
// iterations, a float histogram with += weights, a long long histogram
// with a second array updated in the same loop, a 2-D histogram
// h2[i][j] += 1, and histograms with few (4) and many (1024) bins. Counts
// are exact; float sums use integer-valued weights so they are exact too.
#include <cstdio>

static const int N = 60000;
static int errors = 0;

static void expect(const char *what, int i, long long got, long long want) {
  if (got != want) {
    if (errors < 10)
      std::printf("%s[%d]: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

int main() {
  static int key[N];
  for (int i = 0; i < N; ++i)
    key[i] = (int)((i * 2654435761u) >> 7) & 0xffff;
  static int h4[4], h1k[1024], h2[16][16];
  static float fh[32];
  static long long lh[64], lh2[64];

#pragma acc parallel loop copyin(key) copy(h4, h1k, fh, lh, lh2, h2)
  for (int i = 0; i < N; ++i) {
    int k = key[i];
#pragma acc atomic update
    h4[k & 3]++;
#pragma acc atomic update
    h1k[k & 1023] += 1;
#pragma acc atomic update
    fh[k % 32] += (float)(k % 3);
#pragma acc atomic update
    lh[k % 64] += (long long)k;
#pragma acc atomic update
    lh2[(k >> 6) % 64] -= 2;
#pragma acc atomic update
    h2[k % 16][(k >> 4) % 16] += 1;
  }

  static int w4[4], w1k[1024], w2[16][16];
  static double wf[32];
  static long long wl[64], wl2[64];
  for (int i = 0; i < N; ++i) {
    int k = key[i];
    w4[k & 3]++;
    w1k[k & 1023]++;
    wf[k % 32] += k % 3;
    wl[k % 64] += k;
    wl2[(k >> 6) % 64] -= 2;
    w2[k % 16][(k >> 4) % 16]++;
  }
  for (int b = 0; b < 4; ++b)
    expect("h4", b, h4[b], w4[b]);
  for (int b = 0; b < 1024; ++b)
    expect("h1k", b, h1k[b], w1k[b]);
  for (int b = 0; b < 32; ++b)
    expect("fh", b, (long long)fh[b], (long long)wf[b]);
  for (int b = 0; b < 64; ++b) {
    expect("lh", b, lh[b], wl[b]);
    expect("lh2", b, lh2[b], wl2[b]);
  }
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j)
      expect("h2", i * 16 + j, h2[i][j], w2[i][j]);
  if (errors)
    std::printf("atomic-histogram: %d errors\n", errors);
  return errors != 0;
}
