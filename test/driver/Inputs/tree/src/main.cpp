#include "scale.h"
#include <cstdio>

int main() {
  float a[4] = {1, 2, 3, 4};
  scale(a, 4);
  std::printf("%g %d\n", a[3], helper());
}
