// OpenMP device routines on the host and in target regions:
// omp_get_num_devices, omp_get/set_default_device, omp_get_initial_device,
// omp_is_initial_device (host and device), omp_get_device_num in a target
// region, omp_get_team_num/omp_get_num_teams in target teams distribute,
// omp_get_thread_num/omp_get_num_threads/omp_in_parallel in target parallel
// for, and omp_target_alloc/is_present/memcpy/memcpy_rect/associate_ptr/
// disassociate_ptr/free.
#include <cstdio>
#include <omp.h>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 1024;

int main() {
  int ndev = omp_get_num_devices();
  int dev = omp_get_default_device();
  int host = omp_get_initial_device();
  CHECK(ndev >= 0);
  CHECK(omp_is_initial_device() == 1);
  omp_set_default_device(dev);
  CHECK(omp_get_default_device() == dev);

  // where does a target region run?
  int init_in = -1, devnum_in = -1;
#pragma omp target map(from: init_in, devnum_in)
  {
    init_in = omp_is_initial_device();
    devnum_in = omp_get_device_num();
  }
  if (init_in) {
    CHECK(devnum_in == host);
  } else {
    CHECK(ndev > 0);
    CHECK(devnum_in == dev);
  }

  // team numbers in target teams distribute
  static int team[N], nteams[N];
#pragma omp target teams distribute num_teams(8) map(from: team, nteams)
  for (int i = 0; i < N; ++i) {
    team[i] = omp_get_team_num();
    nteams[i] = omp_get_num_teams();
  }
  int nt = nteams[0];
  CHECK(nt >= 1 && nt <= 8);
  static int used[8];
  for (int i = 0; i < N; ++i) {
    CHECK(nteams[i] == nt);
    CHECK(team[i] >= 0 && team[i] < nt);
    if (team[i] >= 0 && team[i] < 8) used[team[i]] = 1;
  }
  CHECK(used[0] == 1);

  // thread numbers in target parallel for
  static int tid[N], nthr[N], inpar[N];
#pragma omp target parallel for num_threads(16) map(from: tid, nthr, inpar)
  for (int i = 0; i < N; ++i) {
    tid[i] = omp_get_thread_num();
    nthr[i] = omp_get_num_threads();
    inpar[i] = omp_in_parallel();
  }
  int th = nthr[0];
  CHECK(th >= 1 && th <= 16);
  for (int i = 0; i < N; ++i) {
    CHECK(nthr[i] == th);
    CHECK(tid[i] >= 0 && tid[i] < th);
    CHECK((inpar[i] != 0) == (th > 1));
  }

  // a bare target region: one thread, team 0
  int bt = -1, bn = -1, bteam = -1, bnteams = -1;
#pragma omp target map(from: bt, bn, bteam, bnteams)
  {
    bt = omp_get_thread_num();
    bn = omp_get_num_threads();
    bteam = omp_get_team_num();
    bnteams = omp_get_num_teams();
  }
  CHECK(bt == 0 && bn == 1 && bteam == 0 && bnteams == 1);

  // device memory routines
  int *d = static_cast<int *>(omp_target_alloc(N * sizeof(int), dev));
  CHECK(d != nullptr);
  static int h[N], h2[N];
  for (int i = 0; i < N; ++i) h[i] = i * 5;
  CHECK(omp_target_memcpy(d, h, N * sizeof(int), 0, 0, dev, host) == 0);

  // associate host h2 with device buffer d: h2 is then present (an
  // association with the host device itself may be refused)
  int arc = omp_target_associate_ptr(h2, d, N * sizeof(int), 0, dev);
  CHECK(arc == 0 || dev == host);
  if (arc == 0) {
    CHECK(omp_target_is_present(h2, dev));
#pragma omp target teams distribute parallel for map(tofrom: h2[0:N])
    for (int i = 0; i < N; ++i)
      h2[i] += 1;
#pragma omp target update from(h2[0:N])
    for (int i = 0; i < N; ++i)
      CHECK(h2[i] == 5 * i + 1);
    CHECK(omp_target_disassociate_ptr(h2, dev) == 0);
  }

  // memcpy_rect: copy a 4x8 block out of a 32x32 device matrix
  int *dm = static_cast<int *>(omp_target_alloc(32 * 32 * sizeof(int), dev));
  static int hm[32 * 32];
  for (int i = 0; i < 32 * 32; ++i) hm[i] = i;
  CHECK(omp_target_memcpy(dm, hm, sizeof(hm), 0, 0, dev, host) == 0);
  int blk[4 * 8];
  size_t vol[2] = {4, 8}, doff[2] = {0, 0}, soff[2] = {3, 5};
  size_t ddim[2] = {4, 8}, sdim[2] = {32, 32};
  CHECK(omp_target_memcpy_rect(blk, dm, sizeof(int), 2, vol, doff, soff, ddim, sdim, host, dev) == 0);
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 8; ++c)
      CHECK(blk[r * 8 + c] == (3 + r) * 32 + 5 + c);

  omp_target_free(dm, dev);
  omp_target_free(d, dev);
  return errors != 0;
}
