struct Grid {
  int n;
  double h;
  double coord(int i) const { return i * h; }
};
template <class T> T cube(T x) { return x * x * x; }
inline auto deduced(double x) { return x + 1; }
extern double scale;
#pragma omp declare target(scale)
inline double scaled(double x) { return scale * x; }
