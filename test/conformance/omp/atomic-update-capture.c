/* atomic in target regions: atomic (implicit update) and atomic update on
 * int, long, float and double scalars and array elements (a histogram),
 * with + - * & | ^ operators and x = x op expr / x = expr op x forms;
 * atomic capture handing out unique tickets (v = x++ and the structured
 * block form); atomic read and atomic write of a flag; and seq_cst. */
#include <stdio.h>

#define N 4096
#define BINS 10

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      printf("FAIL: %s\n", #c);                                          \
  } while (0)

int main(void) {
  int data[N];
  for (int i = 0; i < N; ++i) data[i] = (i * 7) % 23;

  int isum = 0, ibits_or = 0, ibits_and = -1, ixor = 0;
  long lsum = 0;
  double dsum = 0.0;
  float fsum = 0.0f;
  int prod = 1;
  int hist[BINS] = {0};
#pragma omp target teams distribute parallel for map(to: data) \
    map(tofrom: isum, ibits_or, ibits_and, ixor, lsum, dsum, fsum, prod, hist)
  for (int i = 0; i < N; ++i) {
#pragma omp atomic
    isum += data[i];
#pragma omp atomic update
    lsum = lsum + (long)data[i] * 1000000L;
#pragma omp atomic
    dsum += data[i] * 0.5;
#pragma omp atomic update
    fsum = 0.25f + fsum;
#pragma omp atomic
    ibits_or |= 1 << (i % 20);
#pragma omp atomic
    ibits_and &= ~(1 << (i % 5 == 0 ? 3 : 30));
#pragma omp atomic
    ixor ^= data[i];
    if (i % 512 == 0) {
#pragma omp atomic
      prod *= 2;
    }
#pragma omp atomic update
    hist[data[i] % BINS]++;
  }
  int r_isum = 0, r_xor = 0, r_hist[BINS] = {0};
  long r_lsum = 0;
  double r_dsum = 0.0;
  for (int i = 0; i < N; ++i) {
    r_isum += data[i];
    r_lsum += (long)data[i] * 1000000L;
    r_dsum += data[i] * 0.5;
    r_xor ^= data[i];
    r_hist[data[i] % BINS]++;
  }
  CHECK(isum == r_isum);
  CHECK(lsum == r_lsum);
  CHECK(dsum == r_dsum);
  CHECK(fsum == 0.25f * N);
  CHECK(ibits_or == (1 << 20) - 1);
  CHECK(ibits_and == ~((1 << 3) | (1 << 30)));
  CHECK(ixor == r_xor);
  CHECK(prod == 256);
  for (int b = 0; b < BINS; ++b)
    CHECK(hist[b] == r_hist[b]);

  /* capture: each iteration takes a unique ticket */
  int ticket = 0, ticket2 = 100;
  int got[N], got2[N];
#pragma omp target teams distribute parallel for map(tofrom: ticket, ticket2) map(from: got, got2)
  for (int i = 0; i < N; ++i) {
    int t;
#pragma omp atomic capture
    t = ticket++;
    got[i] = t;
    int u;
#pragma omp atomic capture
    {
      u = ticket2;
      ticket2 += 2;
    }
    got2[i] = u;
  }
  CHECK(ticket == N);
  CHECK(ticket2 == 100 + 2 * N);
  static char seen[N], seen2[N];
  for (int i = 0; i < N; ++i) {
    CHECK(got[i] >= 0 && got[i] < N);
    CHECK(got2[i] >= 100 && got2[i] < 100 + 2 * N && got2[i] % 2 == 0);
    if (got[i] >= 0 && got[i] < N) seen[got[i]]++;
    if (got2[i] >= 100 && got2[i] < 100 + 2 * N) seen2[(got2[i] - 100) / 2]++;
  }
  for (int i = 0; i < N; ++i)
    CHECK(seen[i] == 1 && seen2[i] == 1);

  /* capture of the new value: v = ++x and {x -= 1; v = x;} */
  int up = 0, down = N;
  int maxv = 0, minv = N;
#pragma omp target teams distribute parallel for map(tofrom: up, down, maxv, minv)
  for (int i = 0; i < N; ++i) {
    int v, w;
#pragma omp atomic capture
    v = ++up;
#pragma omp atomic capture
    {
      down -= 1;
      w = down;
    }
    if (v == N) {
#pragma omp atomic write
      maxv = v;
    }
    if (w == 0) {
#pragma omp atomic write
      minv = w;
    }
  }
  CHECK(up == N && down == 0);
  CHECK(maxv == N && minv == 0);

  /* atomic read / write of a flag, seq_cst */
  int flag = 0, seenflag = 0;
#pragma omp target teams distribute parallel for map(tofrom: flag, seenflag)
  for (int i = 0; i < N; ++i) {
    if (i == N / 2) {
#pragma omp atomic write seq_cst
      flag = 7;
    }
    int f;
#pragma omp atomic read
    f = flag;
    if (f == 7) {
#pragma omp atomic write
      seenflag = 1;
    }
  }
  CHECK(flag == 7);
  CHECK(seenflag == 1);
  int r = 0;
#pragma omp target map(tofrom: flag) map(from: r)
  {
#pragma omp atomic read seq_cst
    r = flag;
  }
  CHECK(r == 7);

  return errors != 0;
}
