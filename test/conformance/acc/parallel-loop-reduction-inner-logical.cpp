// Inner-loop reductions with the bitwise and logical operators
// (& | ^ && ||) and + * max min on int at the worker, worker-vector and
// seq levels: "parallel loop gang" bodies set scalars, run
// "loop worker reduction(op:...)", "loop worker vector reduction(...)"
// (several variables in one clause) or "loop seq reduction(...)", and
// store the results per row. Also a "serial" region with "loop seq" rows
// and inner "loop seq reduction" for each operator.
#include <cstdio>

static const int ROWS = 72, COLS = 100;
static int errors = 0;

static void expect(const char *what, int r, long long got, long long want) {
  if (got != want) {
    if (errors < 10)
      std::printf("%s row %d: got %lld want %lld\n", what, r, got, want);
    ++errors;
  }
}

static int bitsval(int r, int c) { return ~(1 << ((r * 3 + c) % 27)) & 0x7ffffff; }
static int flagval(int r, int c) { return (r % 4 == 0 && c == (r * 11) % COLS) ? 0 : (c % 5) + 1; }

int main() {
  static int bits[ROWS][COLS], flags[ROWS][COLS], small[ROWS][COLS];
  for (int r = 0; r < ROWS; ++r)
    for (int c = 0; c < COLS; ++c) {
      bits[r][c] = bitsval(r, c);
      flags[r][c] = flagval(r, c);
      small[r][c] = (c % 25 == r % 25) ? 2 : 1;
    }

  int wand[ROWS], wor[ROWS], wxor[ROWS], wland[ROWS], wlor[ROWS];
#pragma acc parallel loop gang num_workers(8) copyin(bits, flags) copyout(wand, wor, wxor, wland, wlor)
  for (int r = 0; r < ROWS; ++r) {
    int a = ~0, o = 0, x = 0;
#pragma acc loop worker reduction(&:a) reduction(|:o) reduction(^:x)
    for (int c = 0; c < COLS; ++c) {
      a &= bits[r][c];
      o |= 1 << (c % 31);
      x ^= bits[r][c] + c;
    }
    wand[r] = a;
    wor[r] = o & (bits[r][0] | 0xff);
    wxor[r] = x;
    int la = 1, lo = 0;
#pragma acc loop worker reduction(&&:la) reduction(||:lo)
    for (int c = 0; c < COLS; ++c) {
      la = la && flags[r][c];
      lo = lo || (flags[r][c] == 5 && r % 3 == 1);
    }
    wland[r] = la;
    wlor[r] = lo;
  }

  int vsum[ROWS], vprod[ROWS], vmax[ROWS], vmin[ROWS], vand[ROWS], vland[ROWS];
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(bits, flags, small) \
    copyout(vsum, vprod, vmax, vmin, vand, vland)
  for (int r = 0; r < ROWS; ++r) {
    int s = 0, p = 1, hi = -1, lo = 1 << 30;
#pragma acc loop worker vector reduction(+:s) reduction(*:p) reduction(max:hi) reduction(min:lo)
    for (int c = 0; c < COLS; ++c) {
      s += flags[r][c];
      p *= small[r][c];
      hi = flags[r][c] * c > hi ? flags[r][c] * c : hi;
      lo = flags[r][c] + c < lo ? flags[r][c] + c : lo;
    }
    vsum[r] = s;
    vprod[r] = p;
    vmax[r] = hi;
    vmin[r] = lo;
    int a = -1, la = 1;
#pragma acc loop worker vector reduction(&:a) reduction(&&:la)
    for (int c = 0; c < COLS; ++c) {
      a &= bits[r][c] | (1 << 26);
      la = la && (flags[r][c] > 0);
    }
    vand[r] = a;
    vland[r] = la;
  }

  int sor[ROWS], sxor[ROWS], slor[ROWS], ssum[ROWS];
#pragma acc parallel loop gang vector copyin(bits, flags) copyout(sor, sxor, slor)
  for (int r = 0; r < ROWS; ++r) {
    int o = 0, x = 0, l = 0;
#pragma acc loop seq reduction(|:o) reduction(^:x) reduction(||:l)
    for (int c = 0; c < COLS; ++c) {
      o |= bits[r][c] & (1 << (c % 20));
      x ^= flags[r][c] << (c % 8);
      l = l || flags[r][c] == 0;
    }
    sor[r] = o;
    sxor[r] = x;
    slor[r] = l;
  }

#pragma acc serial copyin(flags) copyout(ssum)
  {
#pragma acc loop seq
    for (int r = 0; r < ROWS; ++r) {
      int t = 0;
#pragma acc loop seq reduction(+:t)
      for (int c = 0; c < COLS; ++c)
        t += flags[r][c] * (c + r);
      ssum[r] = t;
    }
  }

  for (int r = 0; r < ROWS; ++r) {
    int a = ~0, o = 0, x = 0, la = 1, lo = 0;
    int s = 0, p = 1, hi = -1, mn = 1 << 30, a2 = -1, la2 = 1;
    int so = 0, sx = 0, sl = 0, ss = 0;
    for (int c = 0; c < COLS; ++c) {
      int b = bitsval(r, c), f = flagval(r, c);
      a &= b;
      o |= 1 << (c % 31);
      x ^= b + c;
      la = la && f;
      lo = lo || (f == 5 && r % 3 == 1);
      s += f;
      p *= (c % 25 == r % 25) ? 2 : 1;
      hi = f * c > hi ? f * c : hi;
      mn = f + c < mn ? f + c : mn;
      a2 &= b | (1 << 26);
      la2 = la2 && (f > 0);
      so |= b & (1 << (c % 20));
      sx ^= f << (c % 8);
      sl = sl || f == 0;
      ss += f * (c + r);
    }
    expect("w&", r, wand[r], a);
    expect("w|", r, wor[r], o & (bitsval(r, 0) | 0xff));
    expect("w^", r, wxor[r], x);
    expect("w&&", r, wland[r], la);
    expect("w||", r, wlor[r], lo);
    expect("v+", r, vsum[r], s);
    expect("v*", r, vprod[r], p);
    expect("vmax", r, vmax[r], hi);
    expect("vmin", r, vmin[r], mn);
    expect("v&", r, vand[r], a2);
    expect("v&&", r, vland[r], la2);
    expect("s|", r, sor[r], so);
    expect("s^", r, sxor[r], sx);
    expect("s||", r, slor[r], sl);
    expect("serial+", r, ssum[r], ss);
  }
  if (errors)
    std::printf("parallel-loop-reduction-inner-logical: %d errors\n", errors);
  return errors != 0;
}
