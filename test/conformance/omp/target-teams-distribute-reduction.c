/* Reductions on target teams distribute and target teams distribute parallel
 * for, with every reduction operator (+ * max min & | ^ && ||) on int and
 * long, and the arithmetic and logical ones (+ * max min && ||) on float and
 * double. Each reduction variable starts from a non-identity value that the
 * result must include; the data is chosen so every result is exact. */
#include <stdio.h>

#define N 2048

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      printf("FAIL: %s\n", #c);                                          \
  } while (0)

static int iv[N], mulv[N], bits[N], truthy[N], falsy[N];
static long lv[N];
static float fv[N];
static double dv[N], dmul[N];

static void init(void) {
  for (int i = 0; i < N; ++i) {
    iv[i] = (i * 37) % 1001 - 500;
    lv[i] = (long)((i * 7919) % 100003) * 100000L - 3000000000L;
    fv[i] = (float)((i * 13) % 64) * 0.5f;
    dv[i] = ((i * 29) % 257) * 0.25 - 10.0;
    mulv[i] = (i % 200 == 0) ? 2 : 1;    /* 11 twos */
    dmul[i] = (i % 300 == 0) ? 2.0 : ((i % 300 == 150) ? 0.5 : 1.0);
    bits[i] = 1 << (i % 31);
    truthy[i] = 1 + i % 3;
    falsy[i] = 0;
  }
  truthy[N / 3] = 0;
  falsy[N / 2] = 5;
}

static void test_int_long(void) {
  int isum = 3, iprod = 5, imax = -100000, imin = 100000;
  int iand = ~0, ior = 0, ixor = 0, iland = 1, ilor = 0, iland2 = 1, ilor2 = 0;
  long lsum = 11, lprod = 3, lmax = -1, lmin = 0, land = -1L, lor = 0, lxor = 0;
  int r_isum = 3, r_iprod = 5, r_imax = -100000, r_imin = 100000;
  int r_iand = ~0, r_ior = 0, r_ixor = 0, r_iland = 1, r_ilor = 0, r_iland2 = 1, r_ilor2 = 0;
  long r_lsum = 11, r_lprod = 3, r_lmax = -1, r_lmin = 0, r_land = -1L, r_lor = 0, r_lxor = 0;
  for (int i = 0; i < N; ++i) {
    r_isum += iv[i];
    r_iprod *= mulv[i];
    r_imax = iv[i] > r_imax ? iv[i] : r_imax;
    r_imin = iv[i] < r_imin ? iv[i] : r_imin;
    r_iand &= ~bits[i] | (i == 5 ? 0 : 0x40000000);
    r_ior |= bits[i] & 0x0F0F0F0F;
    r_ixor ^= iv[i];
    r_iland = r_iland && truthy[i];
    r_ilor = r_ilor || falsy[i];
    r_iland2 = r_iland2 && (truthy[i] || i == N / 3);
    r_ilor2 = r_ilor2 || (falsy[i] && i != N / 2);
    r_lsum += lv[i];
    r_lprod *= mulv[i] * 2 - (mulv[i] == 1 ? 1 : 0) + (i % 512 == 7 ? 1 : 0);
    r_lmax = lv[i] > r_lmax ? lv[i] : r_lmax;
    r_lmin = lv[i] < r_lmin ? lv[i] : r_lmin;
    r_land &= ~((long)bits[i] << 20);
    r_lor |= (long)bits[i] << 16;
    r_lxor ^= lv[i];
  }

#pragma omp target teams distribute map(to: iv, mulv, bits, truthy, falsy) \
    reduction(+: isum) reduction(*: iprod) reduction(max: imax) reduction(min: imin) \
    reduction(&: iand) reduction(|: ior) reduction(^: ixor) \
    reduction(&&: iland, iland2) reduction(||: ilor, ilor2)
  for (int i = 0; i < N; ++i) {
    isum += iv[i];
    iprod *= mulv[i];
    imax = iv[i] > imax ? iv[i] : imax;
    imin = iv[i] < imin ? iv[i] : imin;
    iand &= ~bits[i] | (i == 5 ? 0 : 0x40000000);
    ior |= bits[i] & 0x0F0F0F0F;
    ixor ^= iv[i];
    iland = iland && truthy[i];
    ilor = ilor || falsy[i];
    iland2 = iland2 && (truthy[i] || i == N / 3);
    ilor2 = ilor2 || (falsy[i] && i != N / 2);
  }
  CHECK(isum == r_isum);
  CHECK(iprod == r_iprod);
  CHECK(imax == r_imax);
  CHECK(imin == r_imin);
  CHECK(iand == r_iand);
  CHECK(ior == r_ior);
  CHECK(ixor == r_ixor);
  CHECK(!iland == !r_iland);
  CHECK(!ilor == !r_ilor);
  CHECK(!iland2 == !r_iland2);
  CHECK(!ilor2 == !r_ilor2);

#pragma omp target teams distribute parallel for map(to: lv, mulv, bits) \
    reduction(+: lsum) reduction(*: lprod) reduction(max: lmax) reduction(min: lmin) \
    reduction(&: land) reduction(|: lor) reduction(^: lxor)
  for (int i = 0; i < N; ++i) {
    lsum += lv[i];
    lprod *= mulv[i] * 2 - (mulv[i] == 1 ? 1 : 0) + (i % 512 == 7 ? 1 : 0);
    lmax = lv[i] > lmax ? lv[i] : lmax;
    lmin = lv[i] < lmin ? lv[i] : lmin;
    land &= ~((long)bits[i] << 20);
    lor |= (long)bits[i] << 16;
    lxor ^= lv[i];
  }
  CHECK(lsum == r_lsum);
  CHECK(lprod == r_lprod);
  CHECK(lmax == r_lmax);
  CHECK(lmin == r_lmin);
  CHECK(land == r_land);
  CHECK(lor == r_lor);
  CHECK(lxor == r_lxor);
}

static void test_float_double(void) {
  float fsum = 1.5f, fprod = 1.0f, fmax_ = -1.0f, fmin_ = 1000.0f;
  int fland = 1, flor = 0;
  double dsum = -2.0, dprod = 3.0, dmax_ = -1e30, dmin_ = 1e30;
  double dland = 1.0, dlor = 0.0;
  float r_fsum = 1.5f, r_fprod = 1.0f, r_fmax = -1.0f, r_fmin = 1000.0f;
  double r_dsum = -2.0, r_dprod = 3.0, r_dmax = -1e30, r_dmin = 1e30;
  for (int i = 0; i < N; ++i) {
    r_fsum += fv[i];
    r_fprod *= (float)dmul[i];
    r_fmax = fv[i] > r_fmax ? fv[i] : r_fmax;
    r_fmin = fv[i] < r_fmin ? fv[i] : r_fmin;
    r_dsum += dv[i];
    r_dprod *= dmul[i];
    r_dmax = dv[i] > r_dmax ? dv[i] : r_dmax;
    r_dmin = dv[i] < r_dmin ? dv[i] : r_dmin;
  }

#pragma omp target teams distribute map(to: fv, dmul) \
    reduction(+: fsum) reduction(*: fprod) reduction(max: fmax_) reduction(min: fmin_) \
    reduction(&&: fland) reduction(||: flor)
  for (int i = 0; i < N; ++i) {
    fsum += fv[i];
    fprod *= (float)dmul[i];
    fmax_ = fv[i] > fmax_ ? fv[i] : fmax_;
    fmin_ = fv[i] < fmin_ ? fv[i] : fmin_;
    fland = fland && (fv[i] >= 0.0f);
    flor = flor || (fv[i] > 31.0f);
  }
  CHECK(fsum == r_fsum);
  CHECK(fprod == r_fprod);
  CHECK(fmax_ == r_fmax);
  CHECK(fmin_ == r_fmin);
  CHECK(fland == 1);
  CHECK(flor == 1);

#pragma omp target teams distribute parallel for map(to: dv, dmul) \
    reduction(+: dsum) reduction(*: dprod) reduction(max: dmax_) reduction(min: dmin_) \
    reduction(&&: dland) reduction(||: dlor)
  for (int i = 0; i < N; ++i) {
    dsum += dv[i];
    dprod *= dmul[i];
    dmax_ = dv[i] > dmax_ ? dv[i] : dmax_;
    dmin_ = dv[i] < dmin_ ? dv[i] : dmin_;
    dland = dland && dv[i] > -11.0;
    dlor = dlor || dv[i] > 1000.0;
  }
  CHECK(dsum == r_dsum);
  CHECK(dprod == r_dprod);
  CHECK(dmax_ == r_dmax);
  CHECK(dmin_ == r_dmin);
  CHECK(dland != 0.0);
  CHECK(dlor == 0.0);
}

int main(void) {
  init();
  test_int_long();
  test_float_double();
  return errors != 0;
}
