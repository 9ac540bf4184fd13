/* atomic forms: "atomic update" (default and explicit) with + - * & | ^
   on int and + on double in a histogram, "atomic capture" statement form
   (v = x++; v = ++x; v = x += e) to hand out unique slots, the block form
   of capture ({v = x; x += e;}), "atomic read" and "atomic write", atomic
   max via the capture form inside a loop, and atomics inside "serial" and
   in an inner vector loop. */
#include <stdio.h>

#define N 4096
#define BINS 32

int main(void) {
  static int data[N];
  int hist[BINS];
  double dhist[8];
  int errors = 0;
  for (int i = 0; i < N; ++i)
    data[i] = (i * 37 + 11) % 1000;
  for (int k = 0; k < BINS; ++k)
    hist[k] = 0;
  for (int k = 0; k < 8; ++k)
    dhist[k] = 0.0;

  int andv = ~0, orv = 0, xorv = 0, sub = 100000;
  long long mul = 1;
#pragma acc parallel loop copyin(data[0:N]) copy(hist, dhist, andv, orv, xorv, sub, mul)
  for (int i = 0; i < N; ++i) {
#pragma acc atomic
    hist[data[i] % BINS]++;
#pragma acc atomic update
    dhist[data[i] % 8] += 0.5;
#pragma acc atomic update
    andv &= ~(1 << (data[i] % 20)) | (i == 0 ? 0 : ~0);
#pragma acc atomic update
    orv |= 1 << (data[i] % 30);
#pragma acc atomic update
    xorv ^= data[i];
#pragma acc atomic update
    sub -= 1;
    if (i % 512 == 0) {
#pragma acc atomic update
      mul *= 3;
    }
  }

  /* capture: unique slots for the elements above a threshold */
  int count = 0;
  static int slots[N];
  static int picked[N];
  for (int i = 0; i < N; ++i)
    picked[i] = -1;
#pragma acc parallel loop copyin(data[0:N]) copy(count, picked[0:N]) copyout(slots[0:N])
  for (int i = 0; i < N; ++i) {
    int s = -1;
    if (data[i] > 700) {
#pragma acc atomic capture
      s = count++;
      picked[s] = i;
    }
    slots[i] = s;
  }

  int c2 = 0, c3 = 0, c4 = 0;
  static int got2[N], got3[N], got4[N];
#pragma acc parallel loop copy(c2, c3, c4) copyout(got2[0:N], got3[0:N], got4[0:N])
  for (int i = 0; i < N; ++i) {
    int v;
#pragma acc atomic capture
    v = ++c2;
    got2[i] = v;
#pragma acc atomic capture
    v = c3 += 2;
    got3[i] = v;
#pragma acc atomic capture
    {
      v = c4;
      c4 += 3;
    }
    got4[i] = v;
  }

  /* read and write */
  int flag = 0, seen = -1;
#pragma acc serial copy(flag, seen)
  {
#pragma acc atomic write
    flag = 42;
#pragma acc atomic read
    seen = flag;
  }

  /* atomic in an inner vector loop */
  int rows[16];
  for (int r = 0; r < 16; ++r)
    rows[r] = 0;
#pragma acc parallel loop gang copyin(data[0:N]) copy(rows)
  for (int r = 0; r < 16; ++r) {
#pragma acc loop vector
    for (int j = 0; j < N / 16; ++j)
      if (data[r * (N / 16) + j] % 2 == 0) {
#pragma acc atomic
        rows[r] += 1;
      }
  }

  int wh[BINS] = {0}, wo = 0, wx = 0, above = 0, wrows[16] = {0};
  double wd[8] = {0};
  for (int i = 0; i < N; ++i) {
    wh[data[i] % BINS]++;
    wd[data[i] % 8] += 0.5;
    wo |= 1 << (data[i] % 30);
    wx ^= data[i];
    if (data[i] > 700)
      ++above;
    if (data[i] % 2 == 0)
      wrows[i / (N / 16)]++;
  }
  for (int k = 0; k < BINS; ++k)
    if (hist[k] != wh[k]) { printf("hist[%d] %d/%d\n", k, hist[k], wh[k]); ++errors; }
  for (int k = 0; k < 8; ++k)
    if (dhist[k] != wd[k]) { printf("dhist[%d] %g/%g\n", k, dhist[k], wd[k]); ++errors; }
  if (andv != ~(1 << (data[0] % 20)) || orv != wo || xorv != wx || sub != 100000 - N || mul != 6561) {
    printf("and %x or %x/%x xor %d/%d sub %d mul %lld\n", andv, orv, wo, xorv, wx, sub, mul);
    ++errors;
  }
  if (count != above) { printf("count %d/%d\n", count, above); ++errors; }
  /* each slot handed out once, and picked[] inverts slots[] */
  for (int i = 0; i < N; ++i) {
    if (data[i] > 700) {
      if (slots[i] < 0 || slots[i] >= above || picked[slots[i]] != i) {
        if (errors < 10) printf("slot of %d: %d\n", i, slots[i]);
        ++errors;
      }
    } else if (slots[i] != -1) {
      ++errors;
    }
  }
  /* the captured values are a permutation of 1..N, 2..2N, 0..3(N-1) */
  static char mark2[N + 1], mark3[N + 1], mark4[N + 1];
  for (int i = 0; i < N; ++i) {
    if (got2[i] < 1 || got2[i] > N || mark2[got2[i]]++) ++errors;
    if (got3[i] % 2 || got3[i] < 2 || got3[i] > 2 * N || mark3[got3[i] / 2]++) ++errors;
    if (got4[i] % 3 || got4[i] < 0 || got4[i] > 3 * (N - 1) || mark4[got4[i] / 3]++) ++errors;
  }
  if (c2 != N || c3 != 2 * N || c4 != 3 * N) { printf("c %d %d %d\n", c2, c3, c4); ++errors; }
  if (flag != 42 || seen != 42) { printf("flag %d seen %d\n", flag, seen); ++errors; }
  for (int r = 0; r < 16; ++r)
    if (rows[r] != wrows[r]) { printf("rows[%d] %d/%d\n", r, rows[r], wrows[r]); ++errors; }
  if (errors)
    printf("atomic-update-capture: %d errors\n", errors);
  return errors != 0;
}
