// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda --target=host --extra-arg=-DGROW %s -o %t.cpp && %host_cxx %sim_cxxflags -DGROW %t.cpp -o %t %sim_ldflags
// RUN: not %t 2>&1 | FileCheck %s --check-prefix=GROW
// RUN: %acc2cuda --target=host --extra-arg=-DGROW_LATE %s -o %t.late.cpp && %host_cxx %sim_cxxflags -DGROW_LATE %t.late.cpp -o %t.late %sim_ldflags
// RUN: not %t.late 2>&1 | FileCheck %s --check-prefix=LATE
// A std::vector in a data region stands for its elements: a kernel reads
// the device copy mapped at the region's entry. Changes that keep the
// buffer (assignment to elements, a push_back within the capacity, a
// shrinking resize) leave that copy valid; a resize past the capacity
// moves the buffer, and the launch after it stops with an error naming the
// vector instead of reading stale memory (and copying back into freed
// memory at the region's end); so does the end of the region when the
// buffer moved after the last kernel.
// CHECK: acc2cuda-check: EQUAL: {{.*}}vector-moved-acc.cpp
// LATE: vector-moved-acc.cpp:[[@LINE+9]]: error: in 'data': std::vector 'v' moved or grew while its data is present on the device (resize, push_back, assignment): its 50000 elements at 0x{{[0-9a-f]+}} are not the device copy mapped for it; map it again after the change
// GROW: vector-moved-acc.cpp:[[@LINE+18]]: error: in 'parallel loop': std::vector 'v' moved or grew while its data is present on the device (resize, push_back, assignment): its 100000 elements at 0x{{[0-9a-f]+}} are not the device copy mapped for it; map it again after the change
#include <cstdio>
#include <vector>

int main() {
  std::vector<double> v;
  v.reserve(2000);
  v.assign(1000, 1.0);
#pragma acc data copy(v)
  {
    v.push_back(5.0); // within the capacity; the host element only
    v.resize(1000);   // back to the mapped size: the same buffer
#pragma acc parallel loop present(v)
    for (size_t i = 0; i < v.size(); ++i)
      v[i] += i;
#ifdef GROW
    v.resize(100000);
#endif
#pragma acc parallel loop
    for (size_t i = 0; i < 1000; ++i)
      v[i] *= 2;
#ifdef GROW_LATE
    v.resize(50000);
#endif
  }
  double s = 0;
  for (double x : v)
    s += x;
  printf("%zu %.1f\n", v.size(), s);
  return 0;
}
