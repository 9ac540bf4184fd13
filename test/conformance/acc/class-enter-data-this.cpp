// A C++ class that puts itself on the device, as the NVIDIA and OpenACC
// guides show: the constructor runs "enter data copyin(this[0:1])" and then
// "enter data create(data[0:n])" (attaching the member to the device copy
// of the object), member functions run "parallel loop present(this[0:1])"
// reading this->n and this->data, "update self(data[0:n])" fetches the
// results, and the destructor runs "exit data delete(data[0:n])" and
// "exit data delete(this[0:1])". A second object of the class shows the
// two device copies are separate.
#include <cstdio>

class vector_acc {
public:
  explicit vector_acc(int n) : n(n), data(new double[n]) {
    for (int i = 0; i < n; ++i)
      data[i] = 0.0;
#pragma acc enter data copyin(this[0:1])
#pragma acc enter data create(data[0:n])
  }
  ~vector_acc() {
#pragma acc exit data delete(data[0:n])
#pragma acc exit data delete(this[0:1])
    delete[] data;
  }
  void iota(double start) {
#pragma acc parallel loop present(this[0:1])
    for (int i = 0; i < n; ++i)
      data[i] = start + i;
  }
  void axpy(double a, const vector_acc &x) {
    const double *xd = x.data;
#pragma acc parallel loop present(this[0:1], xd[0:n])
    for (int i = 0; i < n; ++i)
      data[i] += a * xd[i];
  }
  void fetch() {
#pragma acc update self(data[0:n])
  }
  int n;
  double *data;
};

int main() {
  int errors = 0;
  {
    vector_acc x(500), y(500);
    x.iota(1.0);
    y.iota(-10.0);
    y.axpy(2.0, x);
    x.fetch();
    y.fetch();
    for (int i = 0; i < 500; ++i)
      if (x.data[i] != 1.0 + i || y.data[i] != -10.0 + i + 2.0 * (1.0 + i)) {
        if (errors < 5)
          std::printf("%d: x %g y %g\n", i, x.data[i], y.data[i]);
        ++errors;
      }
  }
  if (errors)
    std::printf("class-enter-data-this: %d errors\n", errors);
  return errors != 0;
}
