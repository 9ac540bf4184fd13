struct Grid {
  int n;
  double h;
  double coord(int i) const { return i * h; }
};
template <template <class> class C, class T> T first(const C<T> &c) {
  return c.v;
}
template <class T> struct Box {
  T v;
};
inline auto deduced(double x) { return x + 1; }
extern double scale;
#pragma omp declare target(scale)
inline double scaled(double x) { return scale * x; }
