// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// Names in a directive's expressions (sizes, queues, conditions, section
// bounds) must denote something, as in any C++ expression: an undeclared
// one is an error at its token, never an output that does not compile.
// Members, qualified names, enumerators, functions, template parameters,
// macros and the compiler's own names are fine.
#include <algorithm>
#define NG 8
namespace cfg {
constexpr int gangs = 4;
}
enum Queue { First = 1, Second };
static int pick(int n) { return n / 2; }
struct Grid {
  int n;
};

template <int Width> void tmpl(double *a) {
#pragma acc parallel loop num_gangs(Width) vector_length(std::max(Width, 32)) copy(a[0:Width])
  for (int i = 0; i < Width; ++i) a[i] += 1;
}

void f(double *a, int n, Grid g) {
#pragma acc parallel loop num_gangs(ngangs) copy(a[0:n])
  for (int i = 0; i < n; ++i) a[i] += 1;
// CHECK-DAG: acc-expression-names.cpp:[[@LINE-2]]:37: error: use of undeclared identifier 'ngangs' in OpenACC directive [A2C2001]

#pragma acc parallel loop copy(a[0:nelems]) async(Second)
  for (int i = 0; i < n; ++i) a[i] += 1;
// CHECK-DAG: acc-expression-names.cpp:[[@LINE-2]]:36: error: use of undeclared identifier 'nelems' in OpenACC directive [A2C2001]

#pragma acc wait(queue) async(First)
// CHECK-DAG: acc-expression-names.cpp:[[@LINE-1]]:18: error: use of undeclared identifier 'queue' in OpenACC directive [A2C2001]

#pragma acc update self(a[0:n]) if(enabled && n > 0)
// CHECK-DAG: acc-expression-names.cpp:[[@LINE-1]]:36: error: use of undeclared identifier 'enabled' in OpenACC directive [A2C2001]

#pragma acc wait(devnum: 0, queues: 1)
#pragma acc parallel loop num_gangs(NG + cfg::gangs + pick(n) + g.n) vector_length(__INT_MAX__ > 0 ? 32 : 64) copy(a[0:g.n])
  for (int i = 0; i < g.n; ++i) a[i] += sizeof(Grid);
  tmpl<16>(a);
}
