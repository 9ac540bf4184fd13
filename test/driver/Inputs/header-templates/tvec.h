// A class template with directives, and a function template its kernel
// calls through a name that depends on the template argument: the
// translated header marks it for the device whichever instantiations a
// source makes (none in c.cpp), so every source translates it alike.
#pragma once
template <class T> T twice(T v) { return v + v; }

template <class T> struct TVec {
  int n;
  T *d;
  explicit TVec(int n) : n(n), d(new T[n]) {
    for (int i = 0; i < n; ++i)
      d[i] = T(i);
#pragma acc enter data copyin(d[0:n])
  }
  TVec(const TVec &) = delete;
  TVec &operator=(const TVec &) = delete;
  ~TVec() {
#pragma acc exit data delete(d[0:n])
    delete[] d;
  }
  void doubleAll() {
#pragma acc parallel loop present(d[0:n])
    for (int i = 0; i < n; ++i)
      d[i] = twice(d[i]);
  }
  void fetch() {
#pragma acc update self(d[0:n])
  }
};
