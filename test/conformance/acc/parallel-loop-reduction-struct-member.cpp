// Reductions on struct members and array elements (OpenACC 2.7+):
// reduction(+:st.sum) and reduction(max:st.peak) on a struct's scalar
// members, reduction(+:acc[1]) on a single array element, and an inner
// "loop vector reduction(+:row.total)" on a member of a struct declared in
// the gang loop body, stored afterwards.
#include <cstdio>

struct stats {
  double sum;
  int peak;
  long long count;
};

int main() {
  const int N = 5000;
  static int v[N];
  int errors = 0;
  for (int i = 0; i < N; ++i)
    v[i] = (i * 13) % 401 - 200;

  stats st = {0.0, -100000, 0};
#pragma acc parallel loop copyin(v[0:N]) reduction(+:st.sum) reduction(max:st.peak) reduction(+:st.count)
  for (int i = 0; i < N; ++i) {
    st.sum += 0.5 * v[i];
    if (v[i] > st.peak)
      st.peak = v[i];
    if (v[i] > 0)
      st.count += 1;
  }

  int acc[3] = {7, 0, 9};
#pragma acc parallel loop copyin(v[0:N]) reduction(+:acc[1])
  for (int i = 0; i < N; ++i)
    acc[1] += v[i] & 1;

  const int R = 20;
  double totals[R];
#pragma acc parallel loop gang copyin(v[0:N]) copyout(totals[0:R])
  for (int r = 0; r < R; ++r) {
    struct { double total; int unused; } row = {0.0, 0};
#pragma acc loop vector reduction(+:row.total)
    for (int j = 0; j < N / R; ++j)
      row.total += v[r * (N / R) + j];
    totals[r] = row.total;
  }

  double ws = 0.0;
  int wp = -100000, odd = 0;
  long long wc = 0;
  for (int i = 0; i < N; ++i) {
    ws += 0.5 * v[i];
    if (v[i] > wp)
      wp = v[i];
    if (v[i] > 0)
      ++wc;
    odd += v[i] & 1;
  }
  if (st.sum != ws || st.peak != wp || st.count != wc) {
    std::printf("st: %g/%g %d/%d %lld/%lld\n", st.sum, ws, st.peak, wp, st.count, wc);
    ++errors;
  }
  if (acc[0] != 7 || acc[1] != odd || acc[2] != 9) {
    std::printf("acc: %d %d/%d %d\n", acc[0], acc[1], odd, acc[2]);
    ++errors;
  }
  for (int r = 0; r < R; ++r) {
    double t = 0;
    for (int j = 0; j < N / R; ++j)
      t += v[r * (N / R) + j];
    if (totals[r] != t) {
      std::printf("totals[%d] %g want %g\n", r, totals[r], t);
      ++errors;
    }
  }
  if (errors)
    std::printf("parallel-loop-reduction-struct-member: %d errors\n", errors);
  return errors != 0;
}
