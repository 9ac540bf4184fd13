// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
//
// A function that holds a compute or data construct launches kernels or
// moves data from the host; called in a compute region (directly, through
// another function, or as a routine) it became __host__ __device__ with a
// kernel launch inside, which nvcc rejected. It is a located error now.
void fill(int *a, int n) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = i + 1;
}

void refresh(int *a, int n) {
#pragma acc update host(a[0:n])
}

int twice(int *a, int n) {
  fill(a, n);
  return 2 * n;
}

int main(void) {
  int a[4] = {0};
#pragma acc serial copy(a)
  {
    fill(a, 4);
    a[0] = twice(a, 4);
  }
#pragma acc parallel loop copy(a)
  for (int i = 0; i < 4; i++)
    refresh(a, 4);
  return a[0];
}
// CHECK-DAG: device-call-holds-construct.c:27:5: error: function 'fill' is called in a compute region, and it holds the directive 'parallel loop' (line 9), which launches kernels or moves data from the host; call it outside the region, or give the region's work a function without directives [A2C4001]
// CHECK-DAG: device-call-holds-construct.c:19:3: error: function 'fill' is called in a compute region, and it holds the directive 'parallel loop' (line 9)
// CHECK-DAG: device-call-holds-construct.c:32:5: error: function 'refresh' is called in a compute region, and it holds the directive 'update' (line 15)
