/* Types declared inside a function: a "typedef struct" and a plain
   "struct" tag defined inside main and inside a helper function, used in
   data clauses (arrays of the struct in copyin/copyout/copy, a struct
   scalar in firstprivate and in copyin) and in the loop bodies (member
   reads and writes, a struct local to the loop body). */
#include <stdio.h>

#define N 1000

static int errors = 0;

static void expect(const char *what, int i, double got, double want) {
  if (got != want) {
    if (errors < 8)
      printf("%s[%d]: got %g want %g\n", what, i, got, want);
    ++errors;
  }
}

static void helper(void) {
  struct pair { int key; double val; };
  struct pair ps[N];
  double out[N];
  for (int i = 0; i < N; ++i) {
    ps[i].key = i % 10;
    ps[i].val = i * 0.25;
  }
#pragma acc parallel loop copyin(ps[0:N]) copyout(out[0:N])
  for (int i = 0; i < N; ++i) {
    struct pair q = ps[i];
    q.val *= q.key;
    out[i] = q.val + 1.0;
  }
  for (int i = 0; i < N; ++i)
    expect("helper", i, out[i], ps[i].val * ps[i].key + 1.0);
}

int main(void) {
  typedef struct {
    double x, y, z;
    int tag;
  } point;
  typedef struct {
    double scale;
    double shift[3];
  } params;

  static point pts[N];
  static point moved[N];
  params prm;
  prm.scale = 2.0;
  prm.shift[0] = 1.0;
  prm.shift[1] = -1.0;
  prm.shift[2] = 0.5;
  for (int i = 0; i < N; ++i) {
    pts[i].x = i;
    pts[i].y = 2 * i;
    pts[i].z = -i;
    pts[i].tag = i % 3;
  }

#pragma acc parallel loop copyin(pts[0:N]) copyout(moved[0:N]) firstprivate(prm)
  for (int i = 0; i < N; ++i) {
    moved[i].x = pts[i].x * prm.scale + prm.shift[0];
    moved[i].y = pts[i].y * prm.scale + prm.shift[1];
    moved[i].z = pts[i].z * prm.scale + prm.shift[2];
    moved[i].tag = pts[i].tag + 1;
  }

  /* copy of a struct array, members updated in place; params in copyin */
#pragma acc data copy(pts[0:N]) copyin(prm)
  {
#pragma acc parallel loop present(pts[0:N], prm)
    for (int i = 0; i < N; ++i) {
      if (pts[i].tag == 0)
        pts[i].x = prm.scale * 100.0;
      pts[i].tag *= 10;
    }
  }

  struct counter { int n; long long total; } cnt[4];
  for (int k = 0; k < 4; ++k) {
    cnt[k].n = k;
    cnt[k].total = 0;
  }
#pragma acc serial copy(cnt)
  {
    for (int k = 0; k < 4; ++k)
      for (int i = 0; i < 100; ++i)
        cnt[k].total += cnt[k].n * i;
  }

  for (int i = 0; i < N; ++i) {
    expect("moved.x", i, moved[i].x, i * 2.0 + 1.0);
    expect("moved.y", i, moved[i].y, 2 * i * 2.0 - 1.0);
    expect("moved.z", i, moved[i].z, -i * 2.0 + 0.5);
    expect("moved.tag", i, moved[i].tag, i % 3 + 1);
    expect("pts.x", i, pts[i].x, i % 3 == 0 ? 200.0 : (double)i);
    expect("pts.tag", i, pts[i].tag, (i % 3) * 10);
  }
  for (int k = 0; k < 4; ++k)
    expect("cnt", k, (double)cnt[k].total, (double)(k * 4950));
  helper();
  if (errors)
    printf("data-local-struct: %d errors\n", errors);
  return errors != 0;
}
