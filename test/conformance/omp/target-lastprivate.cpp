// lastprivate on target loop constructs: target teams distribute parallel
// for, target parallel for, target teams distribute and target teams
// distribute parallel for simd; a collapse(2) nest (the value from the
// sequentially last (i, j)); a last iteration that ends with continue; the
// loop variable itself declared outside and listed in lastprivate; several
// variables of different types; and the split target / teams / distribute
// parallel for form.
#include <cstdio>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 5000;

int main() {
  static double a[N];
  for (int i = 0; i < N; ++i) a[i] = i * 0.5;

  int li = -1;
  double lv = -1.0;
#pragma omp target teams distribute parallel for lastprivate(li, lv) map(to: a)
  for (int i = 0; i < N; ++i) {
    li = i * 2;
    lv = a[i];
  }
  CHECK(li == 2 * (N - 1));
  CHECK(lv == (N - 1) * 0.5);

  long ll = 0;
  float lf = 0.0f;
#pragma omp target parallel for lastprivate(ll, lf)
  for (int i = 0; i < N; ++i) {
    ll = (long)i * 100000L;
    lf = i * 0.25f;
  }
  CHECK(ll == (long)(N - 1) * 100000L);
  CHECK(lf == (N - 1) * 0.25f);

  int td = 0;
#pragma omp target teams distribute lastprivate(td)
  for (int i = 0; i < N; ++i)
    td = i + 1;
  CHECK(td == N);

  // collapse(2): the value of the sequentially last (i, j)
  int lij = -1;
#pragma omp target teams distribute parallel for collapse(2) lastprivate(lij)
  for (int i = 0; i < 40; ++i)
    for (int j = 0; j < 30; ++j)
      lij = i * 100 + j;
  CHECK(lij == 39 * 100 + 29);

  // last iteration ends with continue after assigning
  int lc = -1;
#pragma omp target teams distribute parallel for simd lastprivate(lc)
  for (int i = 0; i < N; ++i) {
    lc = i;
    if (i % 2 == 1) continue;
    lc = -i;
  }
  CHECK(lc == ((N - 1) % 2 == 1 ? N - 1 : -(N - 1)));

  // the loop variable itself
  int i;
#pragma omp target teams distribute parallel for lastprivate(i)
  for (i = 0; i < N; i += 3)
    ;
  CHECK(i == ((N + 2) / 3) * 3);

  // split target / teams / distribute parallel for
  int ls = -1;
#pragma omp target map(tofrom: ls)
#pragma omp teams num_teams(4)
#pragma omp distribute parallel for lastprivate(ls)
  for (int k = 0; k < N; ++k)
    ls = k * 7;
  CHECK(ls == 7 * (N - 1));

  return errors != 0;
}
