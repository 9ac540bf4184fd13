// histogram_cuda.cu - 256-bin histogram built with atomic updates
// (hand-written CUDA).
//
// Measures the throughput of atomic increments into a small shared table: N
// 32-bit keys (a deterministic integer hash of the index, made on the host)
// are read once and counted into 256 bins by their top 8 bits. Each block
// privatises the histogram in shared memory (one copy per warp, so warps do
// not contend), reads the keys as 16-byte vectors in a grid-stride loop, then
// merges its copies and adds them to the global bins with one atomic per bin.
// Keys and bins stay on the device; the bins are cleared before each (timed)
// histogram.
// Usage: histogram_cuda [N] [REPS] (defaults 1<<28 keys, 10).
// stderr: one BENCH line (best repetition); stdout: bin counts and checksums.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <cuda_runtime.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #call,     \
              cudaGetErrorString(err_));                                       \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

enum { NBINS = 256 };
constexpr int kBlock = 256; // threads per block
constexpr int kWarps = kBlock / 32;

// Integer hash of the index: the 32-bit finalizer of MurmurHash3.
static unsigned int hash_index(unsigned int x) {
  x ^= x >> 16;
  x *= 0x85ebca6bu;
  x ^= x >> 13;
  x *= 0xc2b2ae35u;
  x ^= x >> 16;
  return x;
}

__global__ void __launch_bounds__(kBlock)
    histogram_kernel(long long n, const unsigned int *__restrict__ keys,
                     unsigned long long *__restrict__ bins) {
  __shared__ unsigned int s_bins[kWarps][NBINS];
  for (int b = threadIdx.x; b < kWarps * NBINS; b += kBlock)
    (&s_bins[0][0])[b] = 0;
  __syncthreads();

  unsigned int *my_bins = s_bins[threadIdx.x >> 5];
  const long long tid = (long long)blockIdx.x * kBlock + threadIdx.x;
  const long long stride = (long long)gridDim.x * kBlock;
  // Bulk: four keys per 16-byte load (cudaMalloc memory is 256-byte aligned).
  const long long n4 = n / 4;
  const uint4 *__restrict__ keys4 = reinterpret_cast<const uint4 *>(keys);
  for (long long i = tid; i < n4; i += stride) {
    const uint4 k = keys4[i];
    atomicAdd(&my_bins[k.x >> 24], 1u);
    atomicAdd(&my_bins[k.y >> 24], 1u);
    atomicAdd(&my_bins[k.z >> 24], 1u);
    atomicAdd(&my_bins[k.w >> 24], 1u);
  }
  // Tail: the last n % 4 keys.
  for (long long i = 4 * n4 + tid; i < n; i += stride)
    atomicAdd(&my_bins[keys[i] >> 24], 1u);
  __syncthreads();

  for (int b = threadIdx.x; b < NBINS; b += kBlock) {
    unsigned int count = 0;
    for (int w = 0; w < kWarps; ++w)
      count += s_bins[w][b];
    if (count != 0)
      atomicAdd(&bins[b], (unsigned long long)count);
  }
}

static double now_seconds() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

int main(int argc, char **argv) {
  const long n = argc > 1 ? atol(argv[1]) : 1L << 28;
  const int reps = argc > 2 ? atoi(argv[2]) : 10;
  if (n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N >= 1] [REPS >= 1]\n", argv[0]);
    return 2;
  }

  std::vector<unsigned int> keys(n);
  std::vector<unsigned long long> bins(NBINS, 0);
  for (long i = 0; i < n; ++i)
    keys[i] = hash_index((unsigned int)i);

  // One resident wave of blocks fills the GPU; more would only add merges.
  int device = 0, sms = 0, blocks_per_sm = 0;
  CHECK(cudaGetDevice(&device));
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(
      &blocks_per_sm, histogram_kernel, kBlock, 0));
  long long grid_ll = (long long)sms * blocks_per_sm;
  const long long needed = ((long long)n / 4 + kBlock) / kBlock;
  if (grid_ll > needed)
    grid_ll = needed;
  const int grid = (int)grid_ll;

  const size_t key_bytes = (size_t)n * sizeof(unsigned int);
  const size_t bin_bytes = NBINS * sizeof(unsigned long long);
  unsigned int *d_keys;
  unsigned long long *d_bins;
  CHECK(cudaMalloc(&d_keys, key_bytes));
  CHECK(cudaMalloc(&d_bins, bin_bytes));
  CHECK(cudaMemcpy(d_keys, keys.data(), key_bytes, cudaMemcpyHostToDevice));

  double best = 1e30;
  // Repetition 0 is the untimed warm-up.
  for (int r = 0; r <= reps; ++r) {
    CHECK(cudaMemset(d_bins, 0, bin_bytes));
    CHECK(cudaDeviceSynchronize());

    const double t0 = now_seconds();
    histogram_kernel<<<grid, kBlock>>>((long long)n, d_keys, d_bins);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    const double t1 = now_seconds();
    if (r > 0 && t1 - t0 < best)
      best = t1 - t0;
  }
  CHECK(cudaMemcpy(bins.data(), d_bins, bin_bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d_keys));
  CHECK(cudaFree(d_bins));

  // Minimum traffic: read every key once, write the bins once.
  fprintf(
      stderr, "BENCH kernel=histogram seconds=%.6e bytes=%.0f flops=0\n", best,
      (double)n * sizeof(unsigned int) + NBINS * sizeof(unsigned long long));

  unsigned long long total = 0, weighted = 0, lo = bins[0], hi = bins[0];
  for (int b = 0; b < NBINS; ++b) {
    total += bins[b];
    weighted += (unsigned long long)(b + 1) * bins[b];
    lo = bins[b] < lo ? bins[b] : lo;
    hi = bins[b] > hi ? bins[b] : hi;
  }
  printf("histogram: n = %ld, reps = %d, bins = %d\n", n, reps, (int)NBINS);
  printf("total = %llu, weighted = %llu\n", total, weighted);
  printf("min bin = %llu, max bin = %llu\n", lo, hi);
  printf("bins[0] = %llu, bins[127] = %llu, bins[255] = %llu\n", bins[0],
         bins[127], bins[255]);
  return 0;
}
