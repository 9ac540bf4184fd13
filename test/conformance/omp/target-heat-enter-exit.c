/* Data lifetime spread over functions, as in solvers: an init function
 * allocates and maps arrays with target enter data, step functions launch
 * kernels on the present data (target teams distribute parallel for and
 * target teams loop with no map clauses, pointers found present), a
 * diagnostics function pulls a value with target update from(), and a
 * finalize function copies results back and unmaps with target exit data. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define N 20000
#define STEPS 25

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      printf("FAIL: %s\n", #c);                                          \
  } while (0)

typedef struct {
  int n;
  double *t;
  double *tn;
} Field;

static void field_init(Field *f, int n) {
  f->n = n;
  f->t = (double *)malloc(n * sizeof(double));
  f->tn = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; ++i) f->t[i] = (i == n / 2) ? 1000.0 : 0.0;
  double *t = f->t, *tn = f->tn;
#pragma omp target enter data map(to: t[0:n]) map(alloc: tn[0:n])
}

static void field_step(Field *f, double k) {
  int n = f->n;
  double *t = f->t, *tn = f->tn;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i) {
    double l = (i > 0) ? t[i - 1] : t[i];
    double r = (i < n - 1) ? t[i + 1] : t[i];
    tn[i] = t[i] + k * (l - 2.0 * t[i] + r);
  }
#pragma omp target teams loop
  for (int i = 0; i < n; ++i)
    t[i] = tn[i];
}

static double field_probe(Field *f, int i) {
  double *t = f->t;
#pragma omp target update from(t[i:1])
  return t[i];
}

static void field_finalize(Field *f) {
  double *t = f->t, *tn = f->tn;
  int n = f->n;
#pragma omp target exit data map(from: t[0:n]) map(delete: tn[0:n])
}

int main(void) {
  Field f;
  field_init(&f, N);
  double probes[STEPS];
  for (int s = 0; s < STEPS; ++s) {
    field_step(&f, 0.2);
    probes[s] = field_probe(&f, N / 2);
  }
  field_finalize(&f);

  /* host reference */
  double *t = (double *)malloc(N * sizeof(double));
  double *tn = (double *)malloc(N * sizeof(double));
  for (int i = 0; i < N; ++i) t[i] = (i == N / 2) ? 1000.0 : 0.0;
  for (int s = 0; s < STEPS; ++s) {
    for (int i = 0; i < N; ++i) {
      double l = (i > 0) ? t[i - 1] : t[i];
      double r = (i < N - 1) ? t[i + 1] : t[i];
      tn[i] = t[i] + 0.2 * (l - 2.0 * t[i] + r);
    }
    for (int i = 0; i < N; ++i) t[i] = tn[i];
    CHECK(fabs(probes[s] - t[N / 2]) <= 1e-9 * fabs(t[N / 2]));
  }
  for (int i = 0; i < N; ++i)
    CHECK(fabs(f.t[i] - t[i]) <= 1e-9 * (fabs(t[i]) + 1e-300));

  free(t);
  free(tn);
  free(f.t);
  free(f.tn);
  return errors != 0;
}
