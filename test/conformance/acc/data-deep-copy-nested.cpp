// Deep copy of nested structures (OpenACC 2.6+): a mesh struct holding a
// nested struct with two pointer members and a count, mapped member by
// member with "enter data copyin(m)", "copyin(m.nodes.x[0:n],
// m.nodes.y[0:n])" and "create(m.out[0:n])"; an array of structs each
// with its own pointer member (a[k].v[0:len]) mapped in a host loop; a
// pointer-to-struct member section p->w[0:n] in "enter data copyin" and
// "exit data copyout" with the struct entered through p[0:1]; kernels
// reading through all of them; "update self" of a member section; and
// "exit data" in reverse order.
#include <cstdio>

struct coords {
  int n;
  double *x, *y;
};
struct mesh {
  coords nodes;
  double *out;
  double scale;
};
struct bucket {
  int len;
  int *v;
};
struct weights {
  int n;
  float *w;
};

static const int N = 700, K = 6, L = 50;

int main() {
  int errors = 0;
  mesh m;
  m.nodes.n = N;
  m.nodes.x = new double[N];
  m.nodes.y = new double[N];
  m.out = new double[N];
  m.scale = 0.5;
  for (int i = 0; i < N; ++i) {
    m.nodes.x[i] = i;
    m.nodes.y[i] = 2.0 * i;
    m.out[i] = -1.0;
  }
#pragma acc enter data copyin(m)
#pragma acc enter data copyin(m.nodes.x[0:N], m.nodes.y[0:N]) create(m.out[0:N])
#pragma acc parallel loop present(m)
  for (int i = 0; i < m.nodes.n; ++i)
    m.out[i] = m.scale * (m.nodes.x[i] + m.nodes.y[i]);
#pragma acc update self(m.out[0:N])
  for (int i = 0; i < N; ++i)
    if (m.out[i] != 1.5 * i) {
      if (errors < 5)
        std::printf("out[%d] %g\n", i, m.out[i]);
      ++errors;
    }
#pragma acc exit data delete(m.nodes.x[0:N], m.nodes.y[0:N], m.out[0:N])
#pragma acc exit data delete(m)

  bucket a[K];
  for (int k = 0; k < K; ++k) {
    a[k].len = L;
    a[k].v = new int[L];
    for (int j = 0; j < L; ++j)
      a[k].v[j] = k * 100 + j;
  }
#pragma acc enter data copyin(a)
  for (int k = 0; k < K; ++k) {
#pragma acc enter data copyin(a[k].v[0:L])
  }
#pragma acc parallel loop gang present(a)
  for (int k = 0; k < K; ++k) {
#pragma acc loop vector
    for (int j = 0; j < L; ++j)
      a[k].v[j] *= 2;
  }
  for (int k = 0; k < K; ++k) {
#pragma acc exit data copyout(a[k].v[0:L])
  }
#pragma acc exit data delete(a)
  for (int k = 0; k < K; ++k)
    for (int j = 0; j < L; ++j)
      if (a[k].v[j] != 2 * (k * 100 + j)) {
        if (errors < 8)
          std::printf("a[%d].v[%d] %d\n", k, j, a[k].v[j]);
        ++errors;
      }

  weights wt;
  wt.n = N;
  wt.w = new float[N];
  weights *p = &wt;
  for (int i = 0; i < N; ++i)
    p->w[i] = 1.0f;
#pragma acc enter data copyin(p[0:1])
#pragma acc enter data copyin(p->w[0:N])
#pragma acc parallel loop present(p[0:1])
  for (int i = 0; i < p->n; ++i)
    p->w[i] += (float)(i % 4);
#pragma acc exit data copyout(p->w[0:N])
#pragma acc exit data delete(p[0:1])
  for (int i = 0; i < N; ++i)
    if (wt.w[i] != 1.0f + (float)(i % 4)) {
      if (errors < 10)
        std::printf("w[%d] %g\n", i, wt.w[i]);
      ++errors;
    }

  delete[] m.nodes.x;
  delete[] m.nodes.y;
  delete[] m.out;
  for (int k = 0; k < K; ++k)
    delete[] a[k].v;
  delete[] wt.w;
  if (errors)
    std::printf("data-deep-copy-nested: %d errors\n", errors);
  return errors != 0;
}
