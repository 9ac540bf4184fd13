/* Reductions on arrays (OpenACC 2.7+): reduction(+:hist[0:8]) on an array
   section of a fixed-size array for a histogram, reduction(+:sums) of a
   whole small array, reduction(max:peak[0:4]) and reduction(*:...) on
   sections, and an array reduction on an inner "loop vector" of a gang
   loop combining into a per-gang array that is then stored. */
#include <stdio.h>

#define N 6000

int main(void) {
  static int data[N];
  int hist[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  double sums[3] = {0.0, 0.0, 0.0};
  int peak[4] = {-1000, -1000, -1000, -1000};
  long long prods[2] = {1, 1};
  int errors = 0;
  for (int i = 0; i < N; ++i)
    data[i] = (i * 29 + 3) % 211;

#pragma acc parallel loop copyin(data[0:N]) reduction(+:hist[0:8])
  for (int i = 0; i < N; ++i)
    hist[data[i] % 8] += 1;

#pragma acc parallel loop copyin(data[0:N]) reduction(+:sums)
  for (int i = 0; i < N; ++i) {
    sums[0] += data[i];
    sums[1] += 0.5 * data[i];
    sums[2] += 1.0;
  }

#pragma acc parallel loop copyin(data[0:N]) reduction(max:peak[0:4])
  for (int i = 0; i < N; ++i)
    if (data[i] > peak[i % 4])
      peak[i % 4] = data[i];

#pragma acc parallel loop reduction(*:prods[0:2])
  for (int i = 0; i < 40; ++i) {
    prods[0] *= (i % 4 == 0) ? 2 : 1;
    prods[1] *= (i % 10 == 0) ? -3 : 1;
  }

  int rowhist[16][4];
#pragma acc parallel loop gang copyin(data[0:N]) copyout(rowhist)
  for (int r = 0; r < 16; ++r) {
    int h[4] = {0, 0, 0, 0};
#pragma acc loop vector reduction(+:h)
    for (int j = 0; j < N / 16; ++j)
      h[data[r * (N / 16) + j] % 4] += 1;
    for (int k = 0; k < 4; ++k)
      rowhist[r][k] = h[k];
  }

  int wh[8] = {0}, wp[4] = {-1000, -1000, -1000, -1000};
  double ws[3] = {0, 0, 0};
  for (int i = 0; i < N; ++i) {
    wh[data[i] % 8] += 1;
    ws[0] += data[i];
    ws[1] += 0.5 * data[i];
    ws[2] += 1.0;
    if (data[i] > wp[i % 4])
      wp[i % 4] = data[i];
  }
  for (int k = 0; k < 8; ++k)
    if (hist[k] != wh[k]) {
      printf("hist[%d] %d want %d\n", k, hist[k], wh[k]);
      ++errors;
    }
  for (int k = 0; k < 3; ++k)
    if (sums[k] != ws[k]) {
      printf("sums[%d] %g want %g\n", k, sums[k], ws[k]);
      ++errors;
    }
  for (int k = 0; k < 4; ++k)
    if (peak[k] != wp[k]) {
      printf("peak[%d] %d want %d\n", k, peak[k], wp[k]);
      ++errors;
    }
  if (prods[0] != 1024 || prods[1] != 81) {
    printf("prods %lld %lld\n", prods[0], prods[1]);
    ++errors;
  }
  for (int r = 0; r < 16; ++r) {
    int h[4] = {0, 0, 0, 0};
    for (int j = 0; j < N / 16; ++j)
      h[data[r * (N / 16) + j] % 4] += 1;
    for (int k = 0; k < 4; ++k)
      if (rowhist[r][k] != h[k]) {
        if (errors < 8)
          printf("rowhist[%d][%d] %d want %d\n", r, k, rowhist[r][k], h[k]);
        ++errors;
      }
  }
  if (errors)
    printf("parallel-loop-reduction-array: %d errors\n", errors);
  return errors != 0;
}
