// A pointer in a data clause without its extent: error A2C2002.
int main(void) {
  double *p = 0;
#pragma acc parallel loop copy(p)
  for (int i = 0; i < 4; ++i)
    p[i] = i;
  return 0;
}
