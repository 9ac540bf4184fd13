// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// Local types that cannot move to file scope.

template <typename T> void in_template(T *x, int n) {
  struct Scaled {
    T v;
  };
  Scaled s[4];
#pragma acc parallel loop copy(s) copyin(x[0:n])
  for (int i = 0; i < 4; ++i)
    s[i].v = x[i];
}
template void in_template<double>(double *, int);

void uses_local() {
  constexpr int N = 4;
  struct Row {
    double v[N];
  } r[2];
#pragma acc parallel loop copy(r)
  for (int i = 0; i < 2; ++i)
    r[i].v[0] = i;
}
// CHECK: local-types-errors.cpp:5:10: error: type 'Scaled' declared inside function 'in_template' is used in a compute construct, whose kernel is defined at file scope, and it cannot move there: the function is a template; declare the type outside it [A2C5003]
// CHECK: local-types-errors.cpp:17:10: error: type 'Row' declared inside function 'uses_local' is used in a compute construct, whose kernel is defined at file scope, and it cannot move there: it uses 'N', declared in the function; declare both outside it [A2C5003]
