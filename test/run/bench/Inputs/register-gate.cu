// A kernel named as acc2cuda names them (FUNCTION_LINE_kernel) for the
// register-growth gate of utils/kernel-resources.py.
__global__ void scale_12_kernel(const double *x, double *y, double a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i] * y[i] / (x[i] + 1.0);
}
