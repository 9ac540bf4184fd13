// Reductions on arrays (OpenMP 4.5+): reduction(+: hist[0:8]) on target
// teams distribute parallel for (a histogram), on target parallel for and
// on the split target / teams / distribute parallel for form; a whole
// fixed-size array in reduction(+: bins); a section with a non-zero start
// (reduction(+: acc[2:4])); a section of a pointer (reduction(+: p[0:n]));
// max/min reductions over array sections; and an array element as the
// reduction item (reduction(+: stats[1])).
#include <cstdio>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 20000;
constexpr int B = 8;

int main() {
  static int data[N];
  for (int i = 0; i < N; ++i) data[i] = (i * 2654435761u) % 1000;

  int ref[B] = {0};
  for (int i = 0; i < N; ++i) ref[data[i] % B]++;

  int hist[B] = {0};
#pragma omp target teams distribute parallel for map(to: data) reduction(+: hist[0:B])
  for (int i = 0; i < N; ++i)
    hist[data[i] % B]++;
  for (int b = 0; b < B; ++b)
    CHECK(hist[b] == ref[b]);

  int hist2[B];
  for (int b = 0; b < B; ++b) hist2[b] = 100;
#pragma omp target parallel for map(to: data) reduction(+: hist2[0:B])
  for (int i = 0; i < N; ++i)
    hist2[data[i] % B] += 1;
  for (int b = 0; b < B; ++b)
    CHECK(hist2[b] == ref[b] + 100);

  int hist3[B] = {0};
#pragma omp target map(to: data) map(tofrom: hist3)
#pragma omp teams reduction(+: hist3[0:B]) num_teams(8)
#pragma omp distribute parallel for reduction(+: hist3[0:B])
  for (int i = 0; i < N; ++i)
    hist3[data[i] % B]++;
  for (int b = 0; b < B; ++b)
    CHECK(hist3[b] == ref[b]);

  // whole array
  long bins[B] = {0};
#pragma omp target teams distribute parallel for map(to: data) reduction(+: bins)
  for (int i = 0; i < N; ++i)
    bins[data[i] % B] += data[i];
  for (int b = 0; b < B; ++b) {
    long r = 0;
    for (int i = 0; i < N; ++i)
      if (data[i] % B == b) r += data[i];
    CHECK(bins[b] == r);
  }

  // a section with a non-zero start
  double acc[B] = {0, 0, 0, 0, 0, 0, 0, 0};
#pragma omp target teams distribute parallel for map(to: data) reduction(+: acc[2:4])
  for (int i = 0; i < N; ++i)
    acc[2 + data[i] % 4] += 0.5;
  for (int b = 0; b < B; ++b) {
    double r = 0.0;
    if (b >= 2 && b < 6)
      for (int i = 0; i < N; ++i)
        if (2 + data[i] % 4 == b) r += 0.5;
    CHECK(acc[b] == r);
  }

  // a section of a pointer
  int nb = B;
  int *p = new int[nb];
  for (int b = 0; b < nb; ++b) p[b] = 0;
#pragma omp target teams distribute parallel for map(to: data) reduction(+: p[0:nb])
  for (int i = 0; i < N; ++i)
    p[data[i] % nb] += 2;
  for (int b = 0; b < nb; ++b)
    CHECK(p[b] == 2 * ref[b]);
  delete[] p;

  // max and min over array sections
  int mx[B], mn[B];
  for (int b = 0; b < B; ++b) {
    mx[b] = -1;
    mn[b] = 1 << 30;
  }
#pragma omp target teams distribute parallel for map(to: data) reduction(max: mx[0:B]) reduction(min: mn[0:B])
  for (int i = 0; i < N; ++i) {
    int b = i % B;
    mx[b] = data[i] > mx[b] ? data[i] : mx[b];
    mn[b] = data[i] < mn[b] ? data[i] : mn[b];
  }
  for (int b = 0; b < B; ++b) {
    int rmx = -1, rmn = 1 << 30;
    for (int i = b; i < N; i += B) {
      rmx = data[i] > rmx ? data[i] : rmx;
      rmn = data[i] < rmn ? data[i] : rmn;
    }
    CHECK(mx[b] == rmx);
    CHECK(mn[b] == rmn);
  }

  // an array element as the reduction item
  long stats[4] = {0, 0, 0, 0};
#pragma omp target teams distribute parallel for map(to: data) reduction(+: stats[1])
  for (int i = 0; i < N; ++i)
    stats[1] += data[i];
  long rsum = 0;
  for (int i = 0; i < N; ++i) rsum += data[i];
  CHECK(stats[1] == rsum);
  CHECK(stats[0] == 0 && stats[2] == 0 && stats[3] == 0);

  return errors != 0;
}
