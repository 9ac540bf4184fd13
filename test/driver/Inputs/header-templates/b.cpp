#include "tvec.h"
#include <cstdio>
void b() {
  TVec<int> v(9);
  v.doubleAll();
  v.doubleAll();
  v.fetch();
  std::printf("b: %d\n", v.d[8]);
}
