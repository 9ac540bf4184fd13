// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda-strip %s %t.cpp
// RUN: %acc2cuda %t.cpp -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// A loop nest in a function template whose loop variables have the
// template's parameter type (`for (IndexType j = 0; ...)`): the kernel is a
// template too, and checks that each instantiation makes the type an
// integer type.
// CHECK: acc2cuda-check: EQUAL: {{.*}}template-index-type-omp.cpp
#include <cstdio>

template <typename IndexType, typename T>
void pack(IndexType rows, IndexType cols, const T *in, T *out) {
  // CODE: static_assert(std::is_integral<IndexType>::value &&
  // CODE-NOT: static_assert
#pragma omp target teams distribute parallel for collapse(2) map(to: in[0:rows * cols]) map(from: out[0:rows * cols])
  for (IndexType i = 0; i < rows; ++i)
    for (IndexType j = 0; j < cols; ++j)
      out[j * rows + i] = in[i * cols + j] * T(2);
}

int main() {
  const int R = 30, C = 17;
  double in[R * C], out[R * C];
  float inf[R * C], outf[R * C];
  for (int k = 0; k < R * C; ++k) {
    in[k] = k;
    inf[k] = 0.5f * k;
  }
  pack<long>(R, C, in, out);
  pack<unsigned>(R, C, inf, outf);
  double s = 0;
  for (int k = 0; k < R * C; ++k)
    s += out[k] * (k % 5) + outf[k];
  std::printf("out[1] %g outf[%d] %g sum %g\n", out[1], R * C - 1,
              outf[R * C - 1], s);
  return 0;
}
