// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN --allow-empty
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// Declarations directly in `parallel` and `kernels` regions with several
// loop nests: variables private to each gang, whose code runs redundantly.
// The declaration stays host code around the parts (every gang would
// compute the same initial value); a variable a part assigns or reduces
// gets a device copy from its declaration to the region's end.
// CHECK: acc2cuda-check: EQUAL: {{.*}}region-declarations.cpp

#include <cmath>
#include <cstdio>

int main() {
  const int n = 1000;
  static double x[n], y[n];
  double a = 2.0, total = -1;
  for (int i = 0; i < n; ++i) {
    x[i] = i * 0.5;
    y[i] = 1;
  }
#pragma acc parallel copyin(x) copy(y, total) num_gangs(4)
  {
    const double scale = 2.0 * std::sqrt(a); // read only: a value per part
    int count;                               // assigned by the gangs
    count = 3;
#pragma acc loop
    for (int i = 0; i < n; ++i)
      y[i] += scale * x[i] + count;
    double s = 0; // reduced by a loop, read after it
#pragma acc loop reduction(+:s)
    for (int i = 0; i < n; ++i)
      s += y[i];
    total = s / count;
  }
  std::printf("total %.6f, y[n-1] %.6f\n", total, y[n - 1]);

  // kernels: the same rules.
#pragma acc kernels copy(y)
  {
    int off = 2, i;
    for (i = 0; i < n; ++i)
      y[i] -= off;
  }
  double check = 0;
  for (int i = 0; i < n; ++i)
    check += y[i];
  std::printf("check %.6f\n", check);
}

// WARN-NOT: {{warning|error}}

// The declarations stay host code; count and s get device copies.
// CODE:      const double scale = 2.0 * std::sqrt(a);
// CODE-NEXT: int count;
// CODE-NEXT: // device copy of count, private to each gang of the 'parallel' region
// CODE-NEXT: acc2cuda::Construct acc2cuda_declare_{{[0-9]+}}(
// CODE:      .map(&count, 1, acc2cuda::MapCreate, "count");
// CODE:      double s = 0;
// CODE-NEXT: // device copy of s, private to each gang of the 'parallel' region
// CODE:      .map(&s, 1, acc2cuda::MapCopyIn, "s");
// CODE:      int off = 2, i;
// CODE-NOT:  acc2cuda_{{declare}}
// CODE:      acc2cuda::Construct acc2cuda_c("{{.*}}region-declarations.cpp", 42, "kernels loop");
