// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CUDA --input-file %t.cu
// A region that points a mapped object's pointer member at mapped data
// itself (keeping the old value in a local and restoring it) needs no
// attachment before the launch: the member it dereferences is the one it
// assigned.
// CHECK: acc2cuda-check: EQUAL: {{.*}}struct-pointer-assigned.cpp
// CUDA: acc2cuda::Construct acc2cuda_c("struct-pointer-assigned.cpp", [[#@LINE+21]], "target");
// CUDA-NOT: require_attached
#include <cstdio>

#define N 500

class Holder {
public:
  int *data;
  int n;
  long sum;
  Holder(int *d, int s) : data(d), n(s), sum(0) {}
};

int main() {
  int *buffer = new int[N];
  for (int i = 0; i < N; ++i)
    buffer[i] = -1;
  Holder *h = new Holder(buffer, N);
#pragma omp target data map(tofrom: buffer[0:N]) map(tofrom: h[0:1])
  {
#pragma omp target
    {
      int *saved = h->data;
      h->data = buffer;
      long s = 0;
      for (int i = 0; i < h->n; ++i) {
        h->data[i] = 2 * i;
        s += h->data[i];
      }
      h->data = saved;
      h->sum = s;
    }
  }
  long check = 0;
  for (int i = 0; i < N; ++i)
    check += h->data[i];
  printf("%ld %ld %d\n", h->sum, check, h->data == buffer);
  delete h;
  delete[] buffer;
  return 0;
}
