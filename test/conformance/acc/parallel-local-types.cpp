// Types declared inside functions in C++: a local struct with a member
// function called in the loop body, a local "typedef struct"
// used as an array element type in copy/copyin clauses, a local enum used
// in the loop body, and a local struct holding a fixed-size array member
// used through a pointer in a data clause. Also a local struct as the type
// of a private variable of an inner loop.
#include <cmath>
#include <cstdio>

static int errors = 0;

static void expect(const char *what, int i, double got, double want) {
  if (std::fabs(got - want) > 1e-12 * (1.0 + std::fabs(want))) {
    if (errors < 8)
      std::printf("%s[%d]: got %g want %g\n", what, i, got, want);
    ++errors;
  }
}

static void particles() {
  struct particle {
    double pos[3];
    double vel[3];
    double speed2() const { return vel[0] * vel[0] + vel[1] * vel[1] + vel[2] * vel[2]; }
  };
  const int n = 512;
  particle *p = new particle[n];
  double *e = new double[n];
  for (int i = 0; i < n; ++i)
    for (int d = 0; d < 3; ++d) {
      p[i].pos[d] = i + d;
      p[i].vel[d] = 0.01 * (i % 11) - 0.02 * d;
    }
#pragma acc parallel loop copy(p[0:n]) copyout(e[0:n])
  for (int i = 0; i < n; ++i) {
    for (int d = 0; d < 3; ++d)
      p[i].pos[d] += 0.5 * p[i].vel[d];
    e[i] = 0.5 * p[i].speed2();
  }
  for (int i = 0; i < n; ++i) {
    double v2 = 0;
    for (int d = 0; d < 3; ++d) {
      double v = 0.01 * (i % 11) - 0.02 * d;
      v2 += v * v;
      expect("pos", i, p[i].pos[d], i + d + 0.5 * v);
    }
    expect("energy", i, e[i], 0.5 * v2);
  }
  delete[] p;
  delete[] e;
}

int main() {
  enum kind { LOW = 1, MID = 5, HIGH = 9 };
  typedef struct {
    int lo, hi;
    kind k;
  } range;
  struct acc3 {
    double v[3];
  };
  const int n = 256;
  range rs[n];
  int width[n];
  for (int i = 0; i < n; ++i) {
    rs[i].lo = i;
    rs[i].hi = i + (i % 7);
    rs[i].k = (i % 3 == 0) ? LOW : ((i % 3 == 1) ? MID : HIGH);
  }
#pragma acc parallel loop copyin(rs) copyout(width)
  for (int i = 0; i < n; ++i)
    width[i] = (rs[i].hi - rs[i].lo) * (rs[i].k == HIGH ? 2 : 1) + (int)rs[i].k;

  acc3 sums[16];
  for (int g = 0; g < 16; ++g)
    sums[g].v[0] = sums[g].v[1] = sums[g].v[2] = 0;
  acc3 *ps = sums;
#pragma acc parallel loop gang copy(ps[0:16])
  for (int g = 0; g < 16; ++g) {
    acc3 local;
#pragma acc loop seq private(local)
    for (int j = 0; j < 10; ++j) {
      local.v[0] = j;
      local.v[1] = j * g;
      local.v[2] = 1;
      for (int d = 0; d < 3; ++d)
        ps[g].v[d] += local.v[d];
    }
  }

  for (int i = 0; i < n; ++i) {
    int k = (i % 3 == 0) ? 1 : ((i % 3 == 1) ? 5 : 9);
    expect("width", i, width[i], (i % 7) * (k == 9 ? 2 : 1) + k);
  }
  for (int g = 0; g < 16; ++g) {
    expect("sum0", g, sums[g].v[0], 45);
    expect("sum1", g, sums[g].v[1], 45.0 * g);
    expect("sum2", g, sums[g].v[2], 10);
  }
  particles();
  if (errors)
    std::printf("parallel-local-types: %d errors\n", errors);
  return errors != 0;
}
