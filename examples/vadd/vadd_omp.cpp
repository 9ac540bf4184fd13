// vadd_omp.cpp - vector addition c = a + b (OpenMP offload).
//
// Follows the VADD example of seeds 001 and 004 ("Programming Your GPU with
// OpenMP"): the compact `target teams distribute parallel for simd` form with
// map clauses. The arrays live in std::vector; the construct maps their data()
// pointers with explicit array sections. The inputs are chosen so that every
// sum is exact in float, and the program checks every element itself.
#include <cstdio>
#include <vector>

int main() {
  const int n = 1 << 20;
  std::vector<float> va(n), vb(n), vc(n, -1.0f);
  float *a = va.data();
  float *b = vb.data();
  float *c = vc.data();

  for (int i = 0; i < n; ++i) {
    a[i] = 0.5f * (float)(i % 4096);
    b[i] = 0.25f * (float)(n - i);
  }

#pragma omp target teams distribute parallel for simd map(to: a[0:n], b[0:n]) map(from: c[0:n])
  for (int i = 0; i < n; ++i)
    c[i] = a[i] + b[i];

  int errors = 0;
  double checksum = 0.0;
  for (int i = 0; i < n; ++i) {
    if (c[i] != a[i] + b[i])
      ++errors;
    checksum += c[i];
  }

  printf("vadd (OpenMP): n = %d\n", n);
  printf("c[0] = %.2f, c[1] = %.2f, c[%d] = %.2f, c[%d] = %.2f\n", c[0], c[1],
         n / 2 + 3, c[n / 2 + 3], n - 1, c[n - 1]);
  printf("checksum = %.10g\n", checksum);
  printf("errors: %d\n", errors);
  return errors == 0 ? 0 : 1;
}
