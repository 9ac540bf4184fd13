// attach and detach (OpenACC 2.6+ pointer attachment) with a struct whose
// members point to heap arrays: "enter data copyin(s)" then
// "enter data copyin(s.p[0:n])" attaches the member; a kernel reads s.p[i]
// through the struct; "exit data copyout(s.p[0:n])" detaches; the attach
// clause on "parallel", "kernels", "serial" and "data" attaches an already
// present pointer member for the construct, and "exit data detach(...)"
// undoes an "enter data attach(...)". Host pointers are unchanged
// afterwards.
#include <cstdio>

struct vec {
  int n;
  double *p;
  double *q;
};

static const int N = 800;
static int errors = 0;

static void expect(const char *what, int i, double got, double want) {
  if (got != want) {
    if (errors < 8)
      std::printf("%s[%d]: got %g want %g\n", what, i, got, want);
    ++errors;
  }
}

int main() {
  vec s;
  s.n = N;
  s.p = new double[N];
  s.q = new double[N];
  double *const hp = s.p, *const hq = s.q;
  for (int i = 0; i < N; ++i) {
    s.p[i] = i;
    s.q[i] = 0.0;
  }

#pragma acc enter data copyin(s)
#pragma acc enter data copyin(s.p[0:N]) create(s.q[0:N])
#pragma acc parallel loop present(s)
  for (int i = 0; i < s.n; ++i)
    s.q[i] = s.p[i] * 2.0;
#pragma acc exit data copyout(s.q[0:N])
  for (int i = 0; i < N; ++i)
    expect("q1", i, s.q[i], 2.0 * i);

  // q is absent now; map it without attaching, then attach per construct
  double *q = s.q;
#pragma acc enter data create(q[0:N])
#pragma acc parallel attach(s.q)
  {
#pragma acc loop
    for (int i = 0; i < N; ++i)
      s.q[i] = s.p[i] + 1.0;
  }
#pragma acc kernels attach(s.q)
  {
    for (int i = 0; i < N; ++i)
      s.q[i] += 1.0;
  }
  double first = -1.0;
#pragma acc serial attach(s.q) copy(first)
  {
    first = s.q[0];
  }
#pragma acc data attach(s.q)
  {
#pragma acc parallel loop present(s)
    for (int i = 0; i < N; ++i)
      s.q[i] *= 10.0;
  }
#pragma acc enter data attach(s.q)
#pragma acc parallel loop present(s)
  for (int i = 0; i < N; ++i)
    s.q[i] -= 1.0;
#pragma acc exit data detach(s.q)
#pragma acc exit data copyout(q[0:N])
#pragma acc exit data delete(s.p[0:N])
#pragma acc exit data delete(s)

  expect("first", 0, first, 2.0);
  for (int i = 0; i < N; ++i)
    expect("q2", i, s.q[i], (i + 2.0) * 10.0 - 1.0);
  if (s.p != hp || s.q != hq) {
    std::printf("host pointers changed\n");
    ++errors;
  }
  delete[] s.p;
  delete[] s.q;
  if (errors)
    std::printf("attach-detach: %d errors\n", errors);
  return errors != 0;
}
