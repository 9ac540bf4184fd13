// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu && FileCheck %s < %t.cu && %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda %t.cpp -o %t2.cu --report=json --report-file=%t.json
// RUN: %python %src_root/utils/validate-json.py %src_root/docs/report.schema.json %t.json
// RUN: grep -E '"(kernel|read_only|restrict)"' %t.json | FileCheck %s --check-prefix=JSON
// Arrays a kernel only reads are `const T *`, and `__restrict__` where that
// holds: always when the kernel writes only its own variables, else in an
// instance the host picks when the present data behind the read-only arrays
// is apart from that behind what the kernel writes (reads_apart). A store
// the analysis cannot place (through a pointer parameter of a routine, to a
// global, through a struct's pointer member) leaves them only `const`.

struct Particle {
  double x, y;
};

double table[64];
#pragma acc declare create(table)

static double square(double v) {
  double s = v * v;
  return s;
}
static void bump(double *p) { *p += 1; }
#pragma acc routine seq
static void record(double v) { table[0] = v; }
static const double &larger(const double &u, const double &v) {
  return u < v ? v : u;
}

void saxpy(float a, const float *x, float *y, int n) {
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; ++i)
    y[i] += a * x[i];
}

double dot(const double *a, const double *b, int n) {
  double sum = 0;
#pragma acc parallel loop copyin(a[0:n], b[0:n]) reduction(+:sum)
  for (int i = 0; i < n; ++i)
    sum += a[i] * b[i];
  return sum;
}

void to_global(const double *a) {
#pragma acc parallel loop copyin(a[0:64]) present(table)
  for (int i = 0; i < 64; ++i)
    table[i] = a[i];
}

void calls(const double *a, double *b, double *c, int n) {
#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = square(a[i]) + larger(a[i], 0.5);
#pragma acc parallel loop copyin(a[0:n]) copy(c[0:n])
  for (int i = 0; i < n; ++i) {
    c[i] = a[i];
    bump(&c[i]);
  }
#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; ++i) {
    b[i] = a[i];
    record(a[i]);
  }
}

struct Vec {
  double *v;
  int n;
};

void members(Vec &s, const double *a) {
#pragma acc parallel loop copyin(s, a[0:s.n]) copy(s.v[0:s.n])
  for (int i = 0; i < s.n; ++i)
    s.v[i] = a[i];
}

void structs(const Particle *p, double *r, int n) {
#pragma acc parallel loop copyin(p[0:n]) copyout(r[0:n])
  for (int i = 0; i < n; ++i)
    r[i] = p[i].x * p[i].y;
}

void matrix(double *out) {
  double m[8][16];
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 16; ++j)
      m[i][j] = i + j;
#pragma acc parallel loop copyin(m) copyout(out[0:8])
  for (int i = 0; i < 8; ++i) {
    double s = 0;
    for (int j = 0; j < 16; ++j)
      s += m[i][j];
    out[i] = s;
  }
}

void read_write(double *a, const double *b, int n) {
  int count = 0;
#pragma acc parallel loop copy(a[0:n]) copyin(b[0:n]) copy(count)
  for (int i = 0; i < n; ++i) {
    a[i] = a[i] + b[i];
    if (b[i] > 0) {
#pragma acc atomic update
      count++;
    }
  }
}

class Field {
public:
  double *data;
  double *next;
  int n;
  void step() {
#pragma acc parallel loop present(data[0:n], next[0:n])
    for (int i = 1; i < n - 1; ++i)
      next[i] = 0.5 * (data[i - 1] + data[i + 1]);
  }
};
void use_field(Field &f) { f.step(); }

// CHECK-LABEL: __global__ void
// CHECK-NEXT:  saxpy_{{[0-9]+}}_kernel(long long acc2cuda_n0, long long acc2cuda_lb0,
// CHECK-NEXT:                  long long acc2cuda_st0, float *y, float a,
// CHECK-NEXT:                  acc2cuda::const_ptr<acc2cuda_restrict, float> x) {
// CHECK-LABEL: void saxpy(
// CHECK:       const bool acc2cuda_restrict = acc2cuda_c.reads_apart({x}, {y});
// CHECK-NEXT:  auto *const acc2cuda_kernel =
// CHECK-NEXT:      acc2cuda_restrict ? (acc2cuda_once ? saxpy_[[S:[0-9]+]]_kernel<true, true>
// CHECK-NEXT:                                         : saxpy_[[S]]_kernel<false, true>)
// CHECK-NEXT:                        : (acc2cuda_once ? saxpy_[[S]]_kernel<true, false>
// CHECK-NEXT:                                         : saxpy_[[S]]_kernel<false, false>);

// A reduction writes the kernel's own variable only.
// CHECK:       template <bool acc2cuda_once>
// CHECK-NEXT:  __global__ void
// CHECK-NEXT:  dot_{{[0-9]+}}_kernel(long long acc2cuda_n0, long long acc2cuda_lb0,
// CHECK-NEXT:                long long acc2cuda_st0, const double *__restrict__ a,
// CHECK-NEXT:                const double *__restrict__ b, double *acc2cuda_part_sum) {
// CHECK-LABEL: double dot(
// CHECK-NOT:   reads_apart
// CHECK:       acc2cuda_once ? dot_{{[0-9]+}}_kernel<true> : dot_{{[0-9]+}}_kernel<false>;

// The global array is mapped (declare create), so the kernel writes it
// through its capture.
// CHECK-LABEL: to_global_{{[0-9]+}}_kernel(
// CHECK-NEXT:  long long acc2cuda_st0, double *table,
// CHECK-NEXT:  acc2cuda::const_ptr<acc2cuda_restrict, double> a) {
// CHECK:       acc2cuda_c.reads_apart({a}, {table});

// A routine that writes only its own variables, and a reference to const.
// CHECK-LABEL: calls_{{[0-9]+}}_kernel(
// CHECK-NEXT:  long long acc2cuda_st0, double *b,
// CHECK-NEXT:  acc2cuda::const_ptr<acc2cuda_restrict, double> a) {
// A routine that writes through its pointer parameter, one that writes a
// global.
// CHECK:       template <bool acc2cuda_once>
// CHECK-NEXT:  __global__ void calls_{{[0-9]+}}_kernel(long long acc2cuda_n0, long long acc2cuda_lb0,
// CHECK-NEXT:                                  long long acc2cuda_st0, double *c,
// CHECK-NEXT:                                  const double *a) {
// CHECK:       template <bool acc2cuda_once>
// CHECK-NEXT:  __global__ void calls_{{[0-9]+}}_kernel(long long acc2cuda_n0, long long acc2cuda_lb0,
// CHECK-NEXT:                                  long long acc2cuda_st0, double *b,
// CHECK-NEXT:                                  const double *a) {
// CHECK-LABEL: void calls(
// CHECK:       acc2cuda_c.reads_apart({a}, {b});
// CHECK-NOT:   reads_apart
// CHECK-LABEL: members_{{[0-9]+}}_kernel(
// CHECK-NEXT:  long long acc2cuda_st0, Vec *acc2cuda_p_s,
// CHECK-NEXT:  const double *a) {

// An array of structs, and a two-dimensional array.
// CHECK-LABEL: structs_{{[0-9]+}}_kernel(
// CHECK-NEXT:  long long acc2cuda_st0, double *r,
// CHECK-NEXT:  acc2cuda::const_ptr<acc2cuda_restrict, Particle> p) {
// CHECK:       acc2cuda_c.reads_apart({p}, {r});
// m's device copy is the output's own allocation (explicit form): apart
// from everything, so restrict needs no check.
// CHECK-LABEL: matrix_{{[0-9]+}}_kernel(long long acc2cuda_n0, long long acc2cuda_lb0,
// CHECK-NEXT:  long long acc2cuda_st0,
// CHECK-NEXT:  acc2cuda::const_ptr<true, double[16]> m,
// CHECK-NEXT:  double *out) {
// CHECK-NOT:   reads_apart({m}

// An array read and written stays `T *`; the mapped scalar is written, but
// its device copy is the construct's own (explicit): the check leaves it out.
// CHECK-LABEL: read_write_{{[0-9]+}}_kernel(
// CHECK-NEXT:  long long acc2cuda_st0, double *a,
// CHECK-NEXT:  acc2cuda::const_ptr<acc2cuda_restrict, double> b,
// CHECK-NEXT:  int *acc2cuda_p_count) {
// CHECK:       acc2cuda_c.reads_apart({b}, {a});

// Data members.
// CHECK-LABEL: Field_step_{{[0-9]+}}_kernel(
// CHECK-NEXT:  long long acc2cuda_st0, double *next,
// CHECK-NEXT:  acc2cuda::const_ptr<acc2cuda_restrict, double> data) {
// CHECK:       acc2cuda_c.reads_apart({data}, {next});

// The report says the same (--report=json: read_only, restrict).
// JSON:      "kernel": "saxpy_{{[0-9]+}}_kernel",
// JSON-NEXT: "read_only": [
// JSON-NEXT: "restrict": "checked"
// JSON:      "kernel": "dot_{{[0-9]+}}_kernel",
// JSON-NEXT: "read_only": [
// JSON-NEXT: "restrict": "always"
// JSON:      "kernel": "to_global_{{[0-9]+}}_kernel",
// JSON-NEXT: "read_only": [
// JSON-NEXT: "restrict": "checked"
// JSON:      "kernel": "calls_{{[0-9]+}}_kernel",
// JSON-NEXT: "read_only": [
// JSON-NEXT: "restrict": "checked"
// JSON:      "kernel": "calls_{{[0-9]+}}_kernel",
// JSON-NEXT: "read_only": [
// JSON-NEXT: "restrict": "never"
// JSON:      "kernel": "calls_{{[0-9]+}}_kernel",
// JSON-NEXT: "read_only": [
// JSON-NEXT: "restrict": "never"
// JSON:      "kernel": "members_{{[0-9]+}}_kernel",
// JSON-NEXT: "read_only": [
// JSON-NEXT: "restrict": "never"
// JSON:      "kernel": "structs_{{[0-9]+}}_kernel",
// JSON-NEXT: "read_only": [
// JSON-NEXT: "restrict": "checked"
// JSON:      "kernel": "matrix_{{[0-9]+}}_kernel",
// JSON-NEXT: "read_only": [
// JSON-NEXT: "restrict": "always"
// JSON:      "kernel": "read_write_{{[0-9]+}}_kernel",
// JSON-NEXT: "read_only": [
// JSON-NEXT: "restrict": "checked"
// JSON:      "kernel": "Field_step_{{[0-9]+}}_kernel",
// JSON-NEXT: "read_only": [
// JSON-NEXT: "restrict": "checked"
