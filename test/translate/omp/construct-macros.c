// RUN: %acc2cuda-strip %s %t.c
// RUN: %acc2cuda %t.c -o %t.cu 2> %t.err
// RUN: FileCheck --input-file %t.cu %s
// RUN: FileCheck --check-prefix=DIAG --input-file %t.err %s
// RUN: %nvcc-compile %t.cu -o %t.o
// A macro holding a directive and its statement is written out on the line
// of its invocation, pragma included, and translated as text of the file;
// an invocation over several lines keeps every later line's number (the
// warning names line 35).
#define STR(x) #x
#define ON_DEVICE(flag)                                                   \
  _Pragma(STR(omp target map(from: flag))) { flag = 1; }
#define FILL(arr, len, value)                                             \
  _Pragma(STR(omp target teams distribute parallel for map(from: arr[0:len]))) \
  for (int i_ = 0; i_ < len; ++i_)                                        \
    arr[i_] = value;

// CHECK: __global__ void main_28_kernel(int *acc2cuda_p_flag) {
// CHECK-NEXT: int &flag = *acc2cuda_p_flag;
// CHECK-NEXT: {
// CHECK-NEXT: flag = 1;
// CHECK: __global__ void main_29_kernel(
// CHECK: x[i_] = 2.5;

int main(void) {
  int flag = 0;
  static double x[64];
  ON_DEVICE(flag);
  FILL(x,
       64,
       2.5)
  // CHECK: // _Pragma("omp target map(from: flag)")
  // CHECK: acc2cuda::Construct acc2cuda_c("{{.*}}", 28, "target");
  // CHECK: // _Pragma("omp target teams distribute parallel for map(from: x[0:64])")
#pragma omp target nowait map(tofrom: flag)
  flag += 1;
  // DIAG: construct-macros.c.tmp.c:35:20: warning: {{.*}}[A2C5005]
  return flag == 2 && x[63] == 2.5 ? 0 : 1;
}
