// pi_omp.cpp - pi by numerical integration of 4/(1+x^2) over [0,1]
// (OpenMP offload).
//
// Follows the "pi program" of seed 001 (SC16 "Programming Your GPU with
// OpenMP"): the midpoint rule with reduction(+:sum), offloaded here with
// `target teams distribute parallel for` and a private temporary. The printed
// value is compared with a tolerance (the summation order differs between the
// host and a GPU); the error against M_PI is reported only as a pass/fail
// check, since its last digits are rounding noise.
#include <cmath>
#include <cstdio>

int main() {
  const long num_steps = 1 << 20;
  const double step = 1.0 / (double)num_steps;
  double x;
  double sum = 0.0;

#pragma omp target teams distribute parallel for reduction(+:sum) private(x)
  for (long i = 0; i < num_steps; ++i) {
    x = ((double)i + 0.5) * step;
    sum += 4.0 / (1.0 + x * x);
  }

  const double pi = step * sum;
  const double error = std::fabs(pi - M_PI);
  printf("pi (OpenMP): %ld steps\n", num_steps);
  printf("pi = %.12f\n", pi);
  printf("sum = %.10g\n", sum);
  printf("|pi - M_PI| < 1e-10: %s\n", error < 1e-10 ? "yes" : "no");
  return error < 1e-10 ? 0 : 1;
}
