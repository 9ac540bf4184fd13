// axpy_kernel.cu - a hand-written CUDA kernel that OpenACC and OpenMP code
// calls with device addresses (host_data use_device, use_device_ptr).
//
// Built by nvcc with the translated program on a GPU. On acc2cuda's host
// simulator the same kernel runs on the CPU: the file is then compiled as
// C++ against the simulator runtime, which provides the CUDA built-ins, and
// launched with acc2cuda::sim::launch instead of <<<...>>>.
#if defined(__CUDACC__)
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#else
#include <acc2cuda/runtime.h>
#endif

namespace {

__global__ void axpy_kernel(int n, double a, const double *x, double *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += a * x[i];
}

} // namespace

/// y += a * x on the device; x and y are device addresses.
extern "C" void axpy_on_device(int n, double a, const double *x, double *y) {
  dim3 block(128), grid((n + 127) / 128);
#if defined(__CUDACC__)
  axpy_kernel<<<grid, block>>>(n, a, x, y);
#else
  acc2cuda::sim::launch(axpy_kernel, grid, block, 0, 0, n, a, x, y);
#endif
  cudaError_t err = cudaDeviceSynchronize();
  if (err != cudaSuccess) {
    std::fprintf(stderr, "axpy_on_device: %s\n", cudaGetErrorString(err));
    std::exit(1);
  }
}
