// Exits 1: it expects a wrong sum.
int main(void) {
  int sum = 0;
#pragma omp target teams distribute parallel for reduction(+ : sum) map(tofrom: sum)
  for (int i = 0; i < 10; ++i)
    sum += i;
  return sum == 46 ? 0 : 1;
}
