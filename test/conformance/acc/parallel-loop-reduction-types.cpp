// Reductions on the less common arithmetic types: unsigned int and
// unsigned long long (+ * & | ^ max min, with wrap-around in + and *),
// short and signed char (+ max min, results fit the type), bool with &&
// and ||, and float max/min on negative values; on outer "parallel loop"s
// and on inner "loop vector" reductions stored per row.
#include <cstdio>

static const int N = 4000;
static int errors = 0;

static void expect(const char *what, int i, unsigned long long got, unsigned long long want) {
  if (got != want) {
    if (errors < 10)
      std::printf("%s[%d]: got %llu want %llu\n", what, i, got, want);
    ++errors;
  }
}

int main() {
  static unsigned u[N];
  static short sh[N];
  static signed char sc[N];
  static float fl[N];
  for (int i = 0; i < N; ++i) {
    u[i] = 2654435761u * (unsigned)(i + 1);
    sh[i] = (short)((i * 31) % 200 - 100);
    sc[i] = (signed char)((i * 7) % 50 - 25);
    fl[i] = -1.0f - 0.001f * (float)((i * 13) % 997);
  }

  unsigned usum = 0u, uprod = 1u, uand = ~0u, uor = 0u, uxor = 0u, umax = 0u, umin = ~0u;
  unsigned long long lsum = 0ull, lprod = 1ull;
#pragma acc parallel loop copyin(u) reduction(+:usum) reduction(*:uprod) reduction(&:uand) \
    reduction(|:uor) reduction(^:uxor) reduction(max:umax) reduction(min:umin) \
    reduction(+:lsum) reduction(*:lprod)
  for (int i = 0; i < N; ++i) {
    usum += u[i];
    uprod *= (u[i] | 1u);
    uand &= u[i] | 0x80000001u;
    uor |= u[i] & 0x00ff00ffu;
    uxor ^= u[i];
    umax = u[i] > umax ? u[i] : umax;
    umin = u[i] < umin ? u[i] : umin;
    lsum += (unsigned long long)u[i] << 20;
    lprod *= (unsigned long long)(u[i] | 1u);
  }

  short ssum = 0, smax = -32000, smin = 32000;
  signed char cmax = -128, cmin = 127;
  int csum = 0;
  bool all = true, any = false;
  float fmx = -1e30f, fmn = 1e30f;
#pragma acc parallel loop copyin(sh, sc, fl) reduction(max:smax) reduction(min:smin) \
    reduction(max:cmax) reduction(min:cmin) reduction(+:csum) reduction(&&:all) reduction(||:any) \
    reduction(max:fmx) reduction(min:fmn)
  for (int i = 0; i < N; ++i) {
    smax = sh[i] > smax ? sh[i] : smax;
    smin = sh[i] < smin ? sh[i] : smin;
    cmax = sc[i] > cmax ? sc[i] : cmax;
    cmin = sc[i] < cmin ? sc[i] : cmin;
    csum += sc[i];
    all = all && (sh[i] > -101);
    any = any || (sc[i] == 24);
    fmx = fl[i] > fmx ? fl[i] : fmx;
    fmn = fl[i] < fmn ? fl[i] : fmn;
  }
#pragma acc parallel loop copyin(sh[0:100]) reduction(+:ssum)
  for (int i = 0; i < 100; ++i)
    ssum += (short)(sh[i] / 4);

  const int R = 40, C = N / 40;
  unsigned rows[R];
  short rmax[R];
#pragma acc parallel loop gang copyin(u, sh) copyout(rows, rmax)
  for (int r = 0; r < R; ++r) {
    unsigned t = 0u;
    short m = -32000;
#pragma acc loop vector reduction(+:t) reduction(max:m)
    for (int c = 0; c < C; ++c) {
      t += u[r * C + c];
      m = sh[r * C + c] > m ? sh[r * C + c] : m;
    }
    rows[r] = t;
    rmax[r] = m;
  }

  unsigned wsum = 0u, wprod = 1u, wand = ~0u, wor = 0u, wxor = 0u, wmax = 0u, wmin = ~0u;
  unsigned long long wls = 0ull, wlp = 1ull;
  short wsmax = -32000, wsmin = 32000, wss = 0;
  signed char wcmax = -128, wcmin = 127;
  int wcs = 0;
  bool wall = true, wany = false;
  float wfmx = -1e30f, wfmn = 1e30f;
  for (int i = 0; i < N; ++i) {
    wsum += u[i];
    wprod *= (u[i] | 1u);
    wand &= u[i] | 0x80000001u;
    wor |= u[i] & 0x00ff00ffu;
    wxor ^= u[i];
    wmax = u[i] > wmax ? u[i] : wmax;
    wmin = u[i] < wmin ? u[i] : wmin;
    wls += (unsigned long long)u[i] << 20;
    wlp *= (unsigned long long)(u[i] | 1u);
    wsmax = sh[i] > wsmax ? sh[i] : wsmax;
    wsmin = sh[i] < wsmin ? sh[i] : wsmin;
    wcmax = sc[i] > wcmax ? sc[i] : wcmax;
    wcmin = sc[i] < wcmin ? sc[i] : wcmin;
    wcs += sc[i];
    wall = wall && (sh[i] > -101);
    wany = wany || (sc[i] == 24);
    wfmx = fl[i] > wfmx ? fl[i] : wfmx;
    wfmn = fl[i] < wfmn ? fl[i] : wfmn;
  }
  for (int i = 0; i < 100; ++i)
    wss += (short)(sh[i] / 4);
  expect("usum", 0, usum, wsum);
  expect("uprod", 0, uprod, wprod);
  expect("uand", 0, uand, wand);
  expect("uor", 0, uor, wor);
  expect("uxor", 0, uxor, wxor);
  expect("umax", 0, umax, wmax);
  expect("umin", 0, umin, wmin);
  expect("lsum", 0, lsum, wls);
  expect("lprod", 0, lprod, wlp);
  expect("smax", 0, (unsigned long long)(smax + 1000), (unsigned long long)(wsmax + 1000));
  expect("smin", 0, (unsigned long long)(smin + 1000), (unsigned long long)(wsmin + 1000));
  expect("ssum", 0, (unsigned long long)(ssum + 10000), (unsigned long long)(wss + 10000));
  expect("cmax", 0, (unsigned long long)(cmax + 1000), (unsigned long long)(wcmax + 1000));
  expect("cmin", 0, (unsigned long long)(cmin + 1000), (unsigned long long)(wcmin + 1000));
  expect("csum", 0, (unsigned long long)(csum + 100000), (unsigned long long)(wcs + 100000));
  expect("all", 0, all, wall);
  expect("any", 0, any, wany);
  if (fmx != wfmx || fmn != wfmn) {
    std::printf("float max %g/%g min %g/%g\n", fmx, wfmx, fmn, wfmn);
    ++errors;
  }
  for (int r = 0; r < R; ++r) {
    unsigned t = 0u;
    short m = -32000;
    for (int c = 0; c < C; ++c) {
      t += u[r * C + c];
      m = sh[r * C + c] > m ? sh[r * C + c] : m;
    }
    expect("rows", r, rows[r], t);
    expect("rmax", r, (unsigned long long)(rmax[r] + 1000), (unsigned long long)(m + 1000));
  }
  if (errors)
    std::printf("parallel-loop-reduction-types: %d errors\n", errors);
  return errors != 0;
}
