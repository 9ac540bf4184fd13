// C++ types declared inside functions and used in offload code: a local
// struct with an inline member function called in the kernel, mapped as an
// array section; a local enum used as a switch selector in the region; a
// local type alias (using) for the element type; a local struct mapped as a
// scalar aggregate and updated by a bare target; and a local struct in a
// function template instantiated for two element types.
#include <cstdio>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 1500;

template <typename T> void scaled_sum(T factor) {
  struct Cell {
    T value;
    T weight;
  };
  static Cell cells[N];
  for (int i = 0; i < N; ++i) {
    cells[i].value = static_cast<T>(i % 20);
    cells[i].weight = factor;
  }
  T total = 0;
#pragma omp target teams distribute parallel for map(to: cells[0:N]) reduction(+: total)
  for (int i = 0; i < N; ++i)
    total += cells[i].value * cells[i].weight;
  T ref = 0;
  for (int i = 0; i < N; ++i) ref += static_cast<T>(i % 20) * factor;
  CHECK(total == ref);
}

int main() {
  struct Particle {
    double x, v;
    double energy() const { return 0.5 * v * v; }
    void step(double dt) { x += v * dt; }
  };
  static Particle ps[N];
  for (int i = 0; i < N; ++i) {
    ps[i].x = i;
    ps[i].v = (i % 7) - 3.0;
  }
  static double e[N];
#pragma omp target teams distribute parallel for map(tofrom: ps[0:N]) map(from: e)
  for (int i = 0; i < N; ++i) {
    ps[i].step(0.5);
    e[i] = ps[i].energy();
  }
  for (int i = 0; i < N; ++i) {
    double v = (i % 7) - 3.0;
    CHECK(ps[i].x == i + 0.5 * v);
    CHECK(e[i] == 0.5 * v * v);
  }

  enum Op { Add, Mul, Neg };
  using elem_t = long;
  static elem_t r[N];
  Op op = Mul;
#pragma omp target teams distribute parallel for map(from: r)
  for (int i = 0; i < N; ++i) {
    switch (op) {
    case Add: r[i] = i + 2; break;
    case Mul: r[i] = (elem_t)i * 2; break;
    case Neg: r[i] = -i; break;
    }
  }
  for (int i = 0; i < N; ++i)
    CHECK(r[i] == 2L * i);

  struct Stats {
    long count;
    long sum;
    int maxv;
  } st = {0, 0, -1};
#pragma omp target map(tofrom: st) map(to: r)
  {
    for (int i = 0; i < N; ++i) {
      st.count++;
      st.sum += r[i];
      if (r[i] > st.maxv) st.maxv = (int)r[i];
    }
  }
  CHECK(st.count == N);
  CHECK(st.sum == (long)N * (N - 1));
  CHECK(st.maxv == 2 * (N - 1));

  scaled_sum<int>(3);
  scaled_sum<double>(0.5);
  return errors != 0;
}
