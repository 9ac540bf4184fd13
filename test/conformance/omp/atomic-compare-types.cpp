// atomic on more types and forms in target regions: atomic compare (OpenMP
// 5.1) computing max and min (if (x < e) { x = e; } and x = x > e ? e : x;), a
// compare-and-swap that lets one iteration claim a slot; atomic update on
// char, short, unsigned long long, float (multiplication by 2, exact) and
// double; x = expr - x and x = x / 2 forms; atomic update in a device
// function called from the loop; atomic capture of the old value with
// subtraction; relaxed, seq_cst and acq_rel (on capture) memory orders.
#include <cstdio>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 4000;

#pragma omp declare target
void add_to(long *where, long v) {
#pragma omp atomic update relaxed
  *where += v;
}
#pragma omp end declare target

int main() {
  static int v[N];
  for (int i = 0; i < N; ++i) v[i] = (i * 7919) % 10007 - 5000;
  int rmax = -100000, rmin = 100000;
  for (int i = 0; i < N; ++i) {
    rmax = v[i] > rmax ? v[i] : rmax;
    rmin = v[i] < rmin ? v[i] : rmin;
  }

  int mx = -100000, mn = 100000, owner = -1;
  double dmx = -1e30;
#pragma omp target teams distribute parallel for map(to: v) map(tofrom: mx, mn, owner, dmx)
  for (int i = 0; i < N; ++i) {
#pragma omp atomic compare
    if (mx < v[i]) { mx = v[i]; }
#pragma omp atomic compare
    mn = mn > v[i] ? v[i] : mn;
    double dv = v[i] * 0.5;
#pragma omp atomic compare
    if (dmx < dv) { dmx = dv; }
    if (v[i] == rmax) {
#pragma omp atomic compare
      if (owner == -1) { owner = i; }
    }
  }
  CHECK(mx == rmax);
  CHECK(mn == rmin);
  CHECK(dmx == rmax * 0.5);
  CHECK(owner >= 0 && owner < N && v[owner] == rmax);

  // small and wide integer types, float multiply, double add
  char c = 0;
  short s = 0;
  unsigned long long u = 0;
  float f = 1.0f;
  double d = 0.0;
  long viafn = 0;
#pragma omp target teams distribute parallel for map(tofrom: c, s, u, f, d, viafn)
  for (int i = 0; i < N; ++i) {
    if (i % 100 == 0) {
#pragma omp atomic
      c += 1;
    }
#pragma omp atomic
    s += (short)(i % 3);
#pragma omp atomic update
    u += 1ULL << 33;
    if (i % 500 == 0) {
#pragma omp atomic
      f *= 2.0f;
    }
#pragma omp atomic update seq_cst
    d += 0.25;
    add_to(&viafn, i);
  }
  short rs = 0;
  for (int i = 0; i < N; ++i) rs += (short)(i % 3);
  CHECK(c == N / 100);
  CHECK(s == rs);
  CHECK(u == (unsigned long long)N << 33);
  CHECK(f == 256.0f);
  CHECK(d == 0.25 * N);
  CHECK(viafn == (long)N * (N - 1) / 2);

  // x = expr - x applied an even number of times leaves x; x = x / 2 exact
  int flip = 5, halves = 1 << 20;
#pragma omp target teams distribute parallel for map(tofrom: flip, halves)
  for (int i = 0; i < 20; ++i) {
#pragma omp atomic
    flip = 10 - flip;
#pragma omp atomic
    halves = halves / 2;
  }
  CHECK(flip == 5);
  CHECK(halves == 1);

  // capture of the old value with subtraction: a countdown of unique slots
  int remaining = N;
  static int slot[N];
#pragma omp target teams distribute parallel for map(tofrom: remaining) map(from: slot)
  for (int i = 0; i < N; ++i) {
    int old;
#pragma omp atomic capture acq_rel
    {
      old = remaining;
      remaining = remaining - 1;
    }
    slot[i] = old;
  }
  CHECK(remaining == 0);
  static char seen[N + 1];
  for (int i = 0; i < N; ++i) {
    CHECK(slot[i] >= 1 && slot[i] <= N);
    if (slot[i] >= 1 && slot[i] <= N) seen[slot[i]]++;
  }
  for (int k = 1; k <= N; ++k)
    CHECK(seen[k] == 1);
  return errors != 0;
}
