// RUN: %acc2cuda-check %s | FileCheck %s
// OpenACC atomic read / write / update / capture (statement and block
// forms) on int, unsigned, long long, unsigned long long, long, short,
// char, float and double, with + - * / & | ^ << >> in every spelling the
// specification allows, inside parallel loops, in a function called from a
// kernel, and in host code. Every result is independent of the order the
// iterations run in, so the translated program must print exactly what the
// sequential original prints.
// CHECK: acc2cuda-check: EQUAL: {{.*}}atomics.cpp

#include <cstdio>

void bump(int *counter, int by) {
#pragma acc atomic update
  (*counter) += by;
}

int main() {
  const int N = 4096;
  static double a[N];
  static int hist[16], slot[N];
  for (int i = 0; i < N; ++i)
    a[i] = (i % 7) * 0.5;
  for (int b = 0; b < 16; ++b)
    hist[b] = 0;

  int ci = 0, cpre = 0, cdec = 0, cpredec = 0, cadd = 0, cadd2 = 0, cadd3 = 0;
  int csub = 0, crev = 0, called = 0;
  unsigned umask = 0, uxor = 0, uand = ~0u;
  long long ll = 0;
  unsigned long long ull = 0;
  long lg = 0;
  short sh = 0;
  char ch = 0;
  float fsum = 0;
  double dsum = 0, dmul = 1;
  unsigned shl = 1, shr = 1u << 31;
  int idiv = 1 << 20;

#pragma acc parallel loop copy(ci, cpre, cdec, cpredec, cadd, cadd2, cadd3, csub, crev, called, umask, uxor, uand, ll, ull, lg, sh, ch, fsum, dsum, dmul, shl, shr, idiv, hist) copyin(a)
  for (int i = 0; i < N; ++i) {
#pragma acc atomic
    ci++;
#pragma acc atomic update
    ++cpre;
#pragma acc atomic
    cdec--;
#pragma acc atomic update
    --cpredec;
#pragma acc atomic update
    cadd += i;
#pragma acc atomic update
    cadd2 = cadd2 + 2 * i;
#pragma acc atomic update
    cadd3 = i + cadd3;
#pragma acc atomic update
    csub -= i % 3;
#pragma acc atomic update
    crev = 1 - crev;
#pragma acc atomic update
    umask |= 1u << (i % 32);
#pragma acc atomic update
    uxor ^= (unsigned)i;
#pragma acc atomic update
    uand &= ~(1u << (i % 31));
#pragma acc atomic update
    ll += (long long)i * 1000000;
#pragma acc atomic update
    ull = ull + (unsigned long long)i;
#pragma acc atomic update
    lg -= i;
#pragma acc atomic update
    sh += 1;
#pragma acc atomic update
    ch = ch + 1;
#pragma acc atomic update
    fsum += 0.5f;
#pragma acc atomic update
    dsum += a[i];
    if (i < 20) {
#pragma acc atomic update
      dmul *= 2;
#pragma acc atomic update
      shl <<= 1;
#pragma acc atomic update
      shr >>= 1;
#pragma acc atomic update
      idiv /= 2;
    }
#pragma acc atomic update
    hist[i % 16] += 1;
    bump(&called, 2);
  }
  printf("update: %d %d %d %d %d %d %d %d %d %d\n", ci, cpre, cdec, cpredec,
         cadd, cadd2, cadd3, csub, crev, called);
  printf("bits: %08x %08x %08x %u %u %d\n", umask, uxor, uand, shl, shr, idiv);
  printf("wide: %lld %llu %ld %d %d\n", ll, ull, lg, (int)sh, (int)ch);
  printf("float: %.1f %.1f %.1f\n", fsum, dsum, dmul);
  for (int b = 0; b < 16; ++b)
    printf("%d%c", hist[b], b == 15 ? '\n' : ' ');

  // Capture: every iteration gets a distinct ticket from a counter.
  int ticket = 0, tickets2 = 100, pre = 0, post = 0, flag = 0, seen0 = 0;
  long long ticketsum = 0;
  double dcap = 0, dcapsum = 0;
#pragma acc parallel loop copy(ticket, tickets2, pre, post, flag, seen0, ticketsum, dcap, dcapsum) copyout(slot)
  for (int i = 0; i < N; ++i) {
    int t;
#pragma acc atomic capture
    t = ticket++;
    slot[t] = i;
    int u;
#pragma acc atomic capture
    {
      u = tickets2;
      tickets2 += 2;
    }
    int v;
#pragma acc atomic capture
    {
      pre += 3;
      v = pre;
    }
    int w;
#pragma acc atomic capture
    w = ++post;
    int old;
#pragma acc atomic capture
    {
      old = flag;
      flag = 1;
    }
    if (old == 0) {
#pragma acc atomic update
      seen0 += 1;
    }
#pragma acc atomic update
    ticketsum += t + (u - 100) / 2 + v / 3 + w;
    double d;
#pragma acc atomic capture
    d = dcap += 1.0;
#pragma acc atomic update
    dcapsum += d;
  }
  long long slotsum = 0;
  int distinct = 1;
  static int count[N];
  for (int i = 0; i < N; ++i)
    count[i] = 0;
  for (int i = 0; i < N; ++i) {
    slotsum += slot[i];
    if (slot[i] < 0 || slot[i] >= N || count[slot[i]]++)
      distinct = 0;
  }
  printf("capture: %d %d %d %d %d %d %lld %lld %d %.1f %.1f\n", ticket,
         tickets2, pre, post, flag, seen0, ticketsum, slotsum, distinct, dcap,
         dcapsum);

  // read / write.
  static int src[N], dst[N];
  for (int i = 0; i < N; ++i)
    src[i] = 3 * i;
  int last = -1;
#pragma acc parallel loop copyin(src) copyout(dst) copy(last)
  for (int i = 0; i < N; ++i) {
    int v;
#pragma acc atomic read
    v = src[i];
#pragma acc atomic write
    dst[i] = v + 1;
    if (i == N - 1) {
#pragma acc atomic write
      last = i;
    }
  }
  long long dstsum = 0;
  for (int i = 0; i < N; ++i)
    dstsum += dst[i];
  printf("read/write: %lld %d\n", dstsum, last);

  // Host code: the helpers work outside compute regions too.
  int host = 5;
#pragma acc atomic update
  host *= 3;
  printf("host: %d\n", host);
  return 0;
}
