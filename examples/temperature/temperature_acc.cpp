// temperature_acc.cpp - Fahrenheit -> Celsius conversion of an array (OpenACC).
//
// Follows the temperature conversion example of seed 000 (PRACE "Best Practice
// Guide - GPGPU", section 3.1.1): an element-wise conversion of one array into
// another, written here as an OpenACC `kernels loop` instead of a CUDA kernel.
// The host recomputes every value and counts mismatches, so the program checks
// itself; the output is deterministic (no timings).
#include <cmath>
#include <cstdio>

int main() {
  const int n = 200000;
  float *fahrenheit = new float[n];
  float *celsius = new float[n];

  // Readings from -40 F to 159.9 F in steps of 0.1 F.
  for (int i = 0; i < n; ++i)
    fahrenheit[i] = -40.0f + 0.1f * (float)(i % 2000);

#pragma acc kernels loop independent copyin(fahrenheit[0:n]) copyout(celsius[0:n])
  for (int i = 0; i < n; ++i)
    celsius[i] = (fahrenheit[i] - 32.0f) * (5.0f / 9.0f);

  int mismatches = 0;
  double sum = 0.0;
  float lo = celsius[0], hi = celsius[0];
  for (int i = 0; i < n; ++i) {
    float expected = (fahrenheit[i] - 32.0f) * (5.0f / 9.0f);
    if (std::fabs(celsius[i] - expected) > 1e-4f)
      ++mismatches;
    sum += celsius[i];
    if (celsius[i] < lo) lo = celsius[i];
    if (celsius[i] > hi) hi = celsius[i];
  }

  printf("temperature (OpenACC): n = %d\n", n);
  printf("%8.2f F = %9.4f C\n", fahrenheit[0], celsius[0]);
  printf("%8.2f F = %9.4f C\n", fahrenheit[720], celsius[720]);
  printf("%8.2f F = %9.4f C\n", fahrenheit[1100], celsius[1100]);
  printf("%8.2f F = %9.4f C\n", fahrenheit[n - 1], celsius[n - 1]);
  printf("min = %.6f C, max = %.6f C, mean = %.10g C\n", lo, hi, sum / n);
  printf("mismatches: %d\n", mismatches);

  delete[] fahrenheit;
  delete[] celsius;
  return mismatches == 0 ? 0 : 1;
}
