// RUN: %acc2cuda-check %s | FileCheck %s
// CHECK: acc2cuda-check: EQUAL: {{.*}}references-acc.cpp
// Functions taking references called in kernels, a std::vector passed by
// reference to a function whose loop runs on the device, and a const
// member function reading a vector member.
#include <cstdio>
#include <vector>

static void accumulate(double &acc, double x) { acc += x * x; }

void normalize(std::vector<double> &v, double by) {
#pragma acc parallel loop
  for (int i = 0; i < (int)v.size(); ++i)
    v[i] /= by;
}

struct Series {
  std::vector<double> terms;
  double total() const {
    double t = 0;
#pragma acc parallel loop reduction(+ : t)
    for (int i = 0; i < (int)terms.size(); ++i) {
      double local = 0;
      accumulate(local, terms[i]);
      t += local;
    }
    return t;
  }
};

int main() {
  Series s;
  s.terms.resize(4000);
  for (int i = 0; i < 4000; ++i)
    s.terms[i] = 1.0 / (1 + i);
  normalize(s.terms, 0.5);
  std::printf("%.9f %.9f\n", s.total(), s.terms[10]);
  return 0;
}
