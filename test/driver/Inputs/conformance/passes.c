// Exits 0: its reduction is right.
int main(void) {
  int sum = 0;
#pragma acc parallel loop reduction(+ : sum)
  for (int i = 0; i < 100; ++i)
    sum += i;
  return sum == 4950 ? 0 : 1;
}
