// firstprivate and private of arrays on "serial" and "parallel" constructs:
// "serial firstprivate(t)" modifies its copy of an int t[8] (a prefix sum
// in place) and writes it out, leaving the host array alone;
// "serial loop firstprivate(w)" reads a double array; "parallel loop
// gang private(buf)" with a per-iteration scratch array fully written
// before it is read; "parallel num_gangs(8) firstprivate(seed)" where each
// gang advances its copy of a small array with its gang-loop iterations
// kept separate. With the directives ignored (no _OPENACC) the serial
// region works on the host's own t, so the host-side check expects the
// prefix sums there.
#include <cstdio>

#ifdef _OPENACC
static const bool private_copies = true;
#else
static const bool private_copies = false;
#endif

static const int N = 512;

int main() {
  int t[8];
  for (int k = 0; k < 8; ++k)
    t[k] = 3 * k + 1;
  int scan[8];
  int errors = 0;

#pragma acc serial firstprivate(t) copyout(scan)
  {
    for (int k = 1; k < 8; ++k)
      t[k] += t[k - 1];
    for (int k = 0; k < 8; ++k)
      scan[k] = t[k];
  }

  double w[5] = {1.0, 2.0, 4.0, 8.0, 16.0};
  double dots[N];
  static double x[N][5];
  for (int i = 0; i < N; ++i)
    for (int k = 0; k < 5; ++k)
      x[i][k] = (i + k) % 3;
#pragma acc serial loop firstprivate(w) copyin(x) copyout(dots)
  for (int i = 0; i < N; ++i) {
    double s = 0;
    for (int k = 0; k < 5; ++k)
      s += w[k] * x[i][k];
    dots[i] = s;
  }

  int buf[16];
  int med[N];
#pragma acc parallel loop gang private(buf) copyout(med)
  for (int i = 0; i < N; ++i) {
    for (int k = 0; k < 16; ++k)
      buf[k] = (i * (k + 3)) % 17;
    int cnt = 0;
    for (int k = 0; k < 16; ++k)
      cnt += buf[k] > buf[(k + 1) % 16];
    med[i] = cnt;
  }

  int seed[3] = {7, 11, 13};
  int gangout[N];
#pragma acc parallel num_gangs(8) firstprivate(seed) copyout(gangout)
  {
#pragma acc loop gang
    for (int i = 0; i < N; ++i) {
      int s[3] = {seed[0], seed[1], seed[2]};
      for (int r = 0; r < i % 5; ++r)
        s[r % 3] = (s[r % 3] * 31 + 7) % 1009;
      gangout[i] = s[0] + s[1] + s[2];
    }
  }

  int ws = 0;
  for (int k = 0; k < 8; ++k) {
    ws += 3 * k + 1;
    if (scan[k] != ws || t[k] != (private_copies ? 3 * k + 1 : ws)) {
      std::printf("scan[%d] %d want %d (host t %d)\n", k, scan[k], ws, t[k]);
      ++errors;
    }
  }
  for (int i = 0; i < N; ++i) {
    double s = 0;
    for (int k = 0; k < 5; ++k)
      s += w[k] * ((i + k) % 3);
    int b[16], cnt = 0;
    for (int k = 0; k < 16; ++k)
      b[k] = (i * (k + 3)) % 17;
    for (int k = 0; k < 16; ++k)
      cnt += b[k] > b[(k + 1) % 16];
    int sd[3] = {7, 11, 13};
    for (int r = 0; r < i % 5; ++r)
      sd[r % 3] = (sd[r % 3] * 31 + 7) % 1009;
    if (dots[i] != s || med[i] != cnt || gangout[i] != sd[0] + sd[1] + sd[2]) {
      if (errors < 5)
        std::printf("%d: %g/%g %d/%d %d\n", i, dots[i], s, med[i], cnt, gangout[i]);
      ++errors;
    }
  }
  if (errors)
    std::printf("serial-firstprivate-array: %d errors\n", errors);
  return errors != 0;
}
