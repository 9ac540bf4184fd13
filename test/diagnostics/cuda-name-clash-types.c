// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// Types of the program's own named like CUDA's vector types, which every
// .cu file's headers declare globally.
typedef struct { float x, y, z; } float3;
// CHECK-DAG: cuda-name-clash-types.c:[[@LINE-1]]:35: error: 'float3' is declared in the global namespace by CUDA's headers{{.*}}[A2C5007]
struct uchar4 { unsigned char r, g, b, a; };
// CHECK-DAG: cuda-name-clash-types.c:[[@LINE-1]]:8: error: 'uchar4' is declared in the global namespace by CUDA's headers{{.*}}[A2C5007]
typedef struct { double x, y; } vec2;
int main(void) {
  float3 p = {1, 2, 3};
  vec2 v = {1, 2};
  return (int)(p.x + v.y) - 3;
}
