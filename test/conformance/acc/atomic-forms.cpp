// More atomic forms on several types: "atomic update" written as
// x = x op e and x = e op x on float, double, long long and unsigned;
// "atomic update" with * and / on double (compare-and-swap); x-- and --x;
// "atomic capture" blocks {x++; v = x;}, {v = x; x = e;} (swap) and
// {x = x * 2; v = x;}; "atomic write" of an expression and "atomic read"
// into a private variable; atomics in a "kernels" region and in a
// "routine seq" function called from a loop.
#include <cmath>
#include <cstdio>

static const int N = 3000;

#pragma acc routine seq
static void bump(long long *counter, long long by) {
#pragma acc atomic update
  *counter = *counter + by;
}

int main() {
  int errors = 0;
  float fs = 0.0f;
  double ds = 0.0, prod = 1.0, quot = 1024.0;
  long long ls = 0, viaroutine = 0;
  unsigned us = 0u;
  int dec = N, pre = N;
#pragma acc parallel loop copy(fs, ds, prod, quot, ls, us, dec, pre, viaroutine)
  for (int i = 0; i < N; ++i) {
#pragma acc atomic update
    fs = fs + 0.5f;
#pragma acc atomic update
    ds = 0.25 * i + ds;
#pragma acc atomic update
    ls = ls + (long long)i * 1000003LL;
#pragma acc atomic update
    us = us ^ (unsigned)(i * 2654435761u);
#pragma acc atomic update
    dec--;
#pragma acc atomic update
    --pre;
    if (i % 300 == 0) {
#pragma acc atomic update
      prod = prod * 2.0;
#pragma acc atomic update
      quot = quot / 2.0;
    }
    bump(&viaroutine, i % 3);
  }

  int cnt = 0, last = -1, dbl = 1;
  static int after[64], swapped[64], doubled[10];
#pragma acc parallel loop copy(cnt, last, dbl) copyout(after, swapped, doubled)
  for (int i = 0; i < 64; ++i) {
    int v;
#pragma acc atomic capture
    {
      cnt++;
      v = cnt;
    }
    after[i] = v;
#pragma acc atomic capture
    {
      v = last;
      last = i;
    }
    swapped[i] = v;
    if (i < 10) {
#pragma acc atomic capture
      {
        dbl = dbl * 2;
        v = dbl;
      }
      doubled[i] = v;
    }
  }

  int shared = 0;
  int reads[32];
#pragma acc kernels copy(shared) copyout(reads)
  {
#pragma acc atomic write
    shared = 6 * 7;
#pragma acc loop independent
    for (int i = 0; i < 32; ++i) {
      int r;
#pragma acc atomic read
      r = shared;
      reads[i] = r + i;
    }
  }

  long long wl = 0, wr = 0;
  unsigned wu = 0u;
  double wd = 0.0;
  for (int i = 0; i < N; ++i) {
    wl += (long long)i * 1000003LL;
    wu ^= (unsigned)(i * 2654435761u);
    wd += 0.25 * i;
    wr += i % 3;
  }
  if (fs != 0.5f * N || ds != wd || ls != wl || us != wu || dec != 0 || pre != 0 ||
      prod != 1024.0 || quot != 1.0 || viaroutine != wr) {
    std::printf("update: %g %g/%g %lld/%lld %u/%u %d %d %g %g %lld/%lld\n", fs, ds, wd, ls, wl,
                us, wu, dec, pre, prod, quot, viaroutine, wr);
    ++errors;
  }
  if (cnt != 64) { std::printf("cnt %d\n", cnt); ++errors; }
  bool seen_after[65] = {false};
  bool seen_swap[65] = {false};
  int neg = 0;
  for (int i = 0; i < 64; ++i) {
    if (after[i] < 1 || after[i] > 64 || seen_after[after[i]]) ++errors;
    else seen_after[after[i]] = true;
    if (swapped[i] == -1) ++neg;
    else if (swapped[i] < 0 || swapped[i] > 63 || seen_swap[swapped[i]]) ++errors;
    else seen_swap[swapped[i]] = true;
  }
  // exactly one capture saw the initial -1; the final value was never read
  if (neg != 1 || last < 0 || last > 63 || seen_swap[last]) {
    std::printf("swap: neg %d last %d\n", neg, last);
    ++errors;
  }
  bool seen_dbl[11] = {false};
  for (int i = 0; i < 10; ++i) {
    int k = 0;
    while ((1 << k) < doubled[i]) ++k;
    if ((1 << k) != doubled[i] || k < 1 || k > 10 || seen_dbl[k]) ++errors;
    else seen_dbl[k] = true;
  }
  if (dbl != 1024) { std::printf("dbl %d\n", dbl); ++errors; }
  for (int i = 0; i < 32; ++i)
    if (reads[i] != 42 + i) { std::printf("reads[%d] %d\n", i, reads[i]); ++errors; break; }
  if (errors)
    std::printf("atomic-forms: %d errors\n", errors);
  return errors != 0;
}
