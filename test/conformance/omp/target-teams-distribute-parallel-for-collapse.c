/* target teams distribute parallel for with collapse(2) and collapse(3) over
 * rectangular nests (including a non-zero lower bound and a stride), combined
 * with num_teams, thread_limit, num_threads, dist_schedule(static[, chunk])
 * and schedule(static[, chunk]) / schedule(dynamic); a collapsed nest with a
 * reduction; and loops whose trip count is not a multiple of the team size. */
#include <stdio.h>

#define NI 64
#define NJ 48
#define NK 5

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      printf("FAIL: %s\n", #c);                                          \
  } while (0)

static int m[NI][NJ];
static int cube[NK][NI][NJ];
static double v[NI * NJ];

int main(void) {
  /* collapse(2), num_teams + thread_limit */
#pragma omp target teams distribute parallel for collapse(2) map(from: m) num_teams(8) thread_limit(64)
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      m[i][j] = i * 1000 + j;
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      CHECK(m[i][j] == i * 1000 + j);

  /* collapse(3), dist_schedule(static, chunk), schedule(static, 1) */
#pragma omp target teams distribute parallel for collapse(3) map(from: cube) \
    dist_schedule(static, 128) schedule(static, 1) num_threads(32)
  for (int k = 0; k < NK; ++k)
    for (int i = 0; i < NI; ++i)
      for (int j = 0; j < NJ; ++j)
        cube[k][i][j] = k * 100000 + i * 100 + j;
  for (int k = 0; k < NK; ++k)
    for (int i = 0; i < NI; ++i)
      for (int j = 0; j < NJ; ++j)
        CHECK(cube[k][i][j] == k * 100000 + i * 100 + j);

  /* collapse(2) with non-zero lower bounds and a stride; schedule(dynamic) */
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      m[i][j] = -1;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: m) \
    dist_schedule(static) schedule(dynamic) num_teams(5)
  for (int i = 3; i < NI - 1; i += 2)
    for (int j = 1; j < NJ; j += 3)
      m[i][j] = i + j;
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j) {
      int touched = (i >= 3 && i < NI - 1 && (i - 3) % 2 == 0 && j >= 1 && (j - 1) % 3 == 0);
      CHECK(m[i][j] == (touched ? i + j : -1));
    }

  /* collapse(2) with a reduction; trip counts not multiples of the block */
  long total = 0, expect = 0;
  int rows = 37, cols = 29;
#pragma omp target teams distribute parallel for collapse(2) reduction(+: total) \
    thread_limit(96) num_teams(3)
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      total += (long)(i + 1) * (j + 2);
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      expect += (long)(i + 1) * (j + 2);
  CHECK(total == expect);

  /* collapse(2) of a linearised array; descending inner loop */
#pragma omp target teams distribute parallel for collapse(2) map(from: v[0:NI * NJ])
  for (int i = 0; i < NI; ++i)
    for (int j = NJ - 1; j >= 0; --j)
      v[i * NJ + j] = i * 0.5 + j * 0.25;
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      CHECK(v[i * NJ + j] == i * 0.5 + j * 0.25);

  return errors != 0;
}
