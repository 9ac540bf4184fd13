// OpenACC in C++ templates and classes: a function template over the
// element type with a gang loop and an inner vector reduction (instantiated
// for float, double, int and long long), a class template holding a heap
// array that it maps with "enter data" in its constructor and "exit data"
// in its destructor and whose member functions run compute constructs on
// this->data, a static member function kernel, and a template with a
// non-type parameter giving the inner trip count.
#include <cmath>
#include <cstdio>

static int errors = 0;

template <typename T> static void row_sums(const T *m, T *out, int rows, int cols) {
#pragma acc parallel loop gang copyin(m[0:rows * cols]) copyout(out[0:rows])
  for (int i = 0; i < rows; ++i) {
    T temp = 0;
#pragma acc loop vector reduction(+:temp)
    for (int j = 0; j < cols; ++j)
      temp += m[i * cols + j];
    out[i] = temp;
  }
}

template <int W> static void window_max(const int *v, int *out, int n) {
#pragma acc parallel loop copyin(v[0:n + W]) copyout(out[0:n])
  for (int i = 0; i < n; ++i) {
    int m = v[i];
#pragma acc loop seq
    for (int k = 1; k < W; ++k)
      m = v[i + k] > m ? v[i + k] : m;
    out[i] = m;
  }
}

template <typename T> class field {
public:
  explicit field(int n) : n_(n), data_(new T[n]) {
    for (int i = 0; i < n_; ++i)
      data_[i] = T(0);
#pragma acc enter data create(data_[0:n_])
  }
  ~field() {
#pragma acc exit data delete(data_[0:n_])
    delete[] data_;
  }
  void fill(T base) {
#pragma acc parallel loop present(data_[0:n_])
    for (int i = 0; i < n_; ++i)
      data_[i] = base + T(i % 10);
  }
  T sum() const {
    T s = 0;
#pragma acc parallel loop present(data_[0:n_]) reduction(+:s)
    for (int i = 0; i < n_; ++i)
      s += data_[i];
    return s;
  }
  void fetch() {
#pragma acc update self(data_[0:n_])
  }
  static void scale(T *p, int n, T f) {
#pragma acc parallel loop present(p[0:n])
    for (int i = 0; i < n; ++i)
      p[i] *= f;
  }
  T *data() { return data_; }
  int size() const { return n_; }

private:
  int n_;
  T *data_;
};

template <typename T> static void check_rows(const char *what, double tol) {
  const int R = 40, C = 50;
  T m[R * C], out[R];
  for (int i = 0; i < R * C; ++i)
    m[i] = T((i * 7) % 23) - T(5);
  row_sums(m, out, R, C);
  for (int i = 0; i < R; ++i) {
    T s = 0;
    for (int j = 0; j < C; ++j)
      s += m[i * C + j];
    if (std::fabs((double)out[i] - (double)s) > tol) {
      if (errors < 8)
        std::printf("%s row %d: %g want %g\n", what, i, (double)out[i], (double)s);
      ++errors;
    }
  }
}

int main() {
  check_rows<float>("float", 1e-3);
  check_rows<double>("double", 1e-12);
  check_rows<int>("int", 0);
  check_rows<long long>("long long", 0);

  const int n = 300;
  int v[n + 4], out[n];
  for (int i = 0; i < n + 4; ++i)
    v[i] = (i * 37) % 101;
  window_max<4>(v, out, n);
  for (int i = 0; i < n; ++i) {
    int m = v[i];
    for (int k = 1; k < 4; ++k)
      m = v[i + k] > m ? v[i + k] : m;
    if (out[i] != m) {
      if (errors < 8)
        std::printf("window %d: %d want %d\n", i, out[i], m);
      ++errors;
    }
  }

  {
    field<double> f(1000);
    f.fill(1.5);
    field<double>::scale(f.data(), f.size(), 2.0);
    double s = f.sum();
    f.fetch();
    double ws = 0;
    for (int i = 0; i < 1000; ++i) {
      double want = 2.0 * (1.5 + i % 10);
      ws += want;
      if (f.data()[i] != want) {
        if (errors < 8)
          std::printf("field %d: %g want %g\n", i, f.data()[i], want);
        ++errors;
      }
    }
    if (s != ws) {
      std::printf("field sum %g want %g\n", s, ws);
      ++errors;
    }
  }
  if (errors)
    std::printf("parallel-loop-templates-class: %d errors\n", errors);
  return errors != 0;
}
