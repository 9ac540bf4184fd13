//===- MathTest.cpp - Device math functions and intrinsics ----------------===//

#include <acc2cuda/sim/cuda_sim.h>

#include <gtest/gtest.h>

#include <climits>
#include <cmath>
#include <type_traits>

using acc2cuda::sim::launch;

namespace {

TEST(Math, MinMaxOverloads) {
  static_assert(std::is_same_v<decltype(min(1, 2)), int>);
  static_assert(std::is_same_v<decltype(max(1u, 2)), unsigned>);
  static_assert(std::is_same_v<decltype(min(1.0f, 2.0f)), float>);
  static_assert(std::is_same_v<decltype(max(1.0f, 2.0)), double>);
  static_assert(std::is_same_v<decltype(min(1ll, 2ll)), long long>);
  static_assert(std::is_same_v<decltype(max(1ul, 2ul)), unsigned long>);
  EXPECT_EQ(min(-3, 2), -3);
  EXPECT_EQ(max(-3, 2), 2);
  EXPECT_EQ(min(2.5f, NAN), 2.5f); // fminf semantics.
  EXPECT_EQ(max(1.0, 3.0), 3.0);
  EXPECT_EQ(umin(5u, 3u), 3u);
  EXPECT_EQ(llmax(-5ll, 3ll), 3ll);
  // std:: versions are untouched.
  EXPECT_EQ(std::min(4, 9), 4);
  EXPECT_EQ(std::max<double>(1, 2.5), 2.5);
}

TEST(Math, FloatOverloadsUnqualified) {
  float X = 2.0f;
  static_assert(std::is_same_v<decltype(sqrt(X)), float>);
  static_assert(std::is_same_v<decltype(exp(X)), float>);
  static_assert(std::is_same_v<decltype(fabs(X)), float>);
  EXPECT_FLOAT_EQ(sqrtf(4.0f), 2.0f);
  EXPECT_FLOAT_EQ(rsqrtf(4.0f), 0.5f);
  EXPECT_DOUBLE_EQ(rsqrt(16.0), 0.25);
  EXPECT_FLOAT_EQ(fminf(1.0f, 2.0f), 1.0f);
  EXPECT_FLOAT_EQ(fmaxf(1.0f, 2.0f), 2.0f);
  EXPECT_FLOAT_EQ(powf(2.0f, 10.0f), 1024.0f);
  EXPECT_FLOAT_EQ(fmaf(2.0f, 3.0f, 1.0f), 7.0f);
  EXPECT_DOUBLE_EQ(fma(2.0, 3.0, 1.0), 7.0);
  EXPECT_FLOAT_EQ(__fdividef(1.0f, 4.0f), 0.25f);
  EXPECT_FLOAT_EQ(__expf(0.0f), 1.0f);
  EXPECT_FLOAT_EQ(__logf(1.0f), 0.0f);
  EXPECT_FLOAT_EQ(__powf(2.0f, 3.0f), 8.0f);
  EXPECT_NEAR(__sinf(0.5f), std::sin(0.5f), 1e-6);
  EXPECT_NEAR(__cosf(0.5f), std::cos(0.5f), 1e-6);
  float S, C;
  __sincosf(0.0f, &S, &C);
  EXPECT_FLOAT_EQ(C, 1.0f);
  sincospif(0.5f, &S, &C);
  EXPECT_NEAR(S, 1.0f, 1e-6);
  EXPECT_NEAR(cospi(1.0), -1.0, 1e-12);
  EXPECT_NEAR(normcdf(0.0), 0.5, 1e-12);
  EXPECT_FLOAT_EQ(__saturatef(1.5f), 1.0f);
  EXPECT_FLOAT_EQ(__saturatef(-0.5f), 0.0f);
  EXPECT_FLOAT_EQ(__saturatef(NAN), 0.0f);
}

TEST(Math, Conversions) {
  EXPECT_EQ(__float2int_rn(2.5f), 2); // Ties to even.
  EXPECT_EQ(__float2int_rn(3.5f), 4);
  EXPECT_EQ(__float2int_rz(-2.7f), -2);
  EXPECT_EQ(__float2int_ru(2.1f), 3);
  EXPECT_EQ(__float2int_rd(-2.1f), -3);
  EXPECT_EQ(__float2int_rn(NAN), 0);
  EXPECT_EQ(__float2int_rn(1e20f), INT_MAX);
  EXPECT_EQ(__float2int_rn(-1e20f), INT_MIN);
  EXPECT_EQ(__float2uint_rn(-3.0f), 0u);
  EXPECT_EQ(__double2int_rn(-1.5), -2);
  EXPECT_EQ(__float_as_int(1.0f), 0x3f800000);
  EXPECT_EQ(__int_as_float(0x40000000), 2.0f);
  EXPECT_EQ(__float_as_uint(-0.0f), 0x80000000u);
  EXPECT_EQ(__double_as_longlong(1.0), 0x3ff0000000000000ll);
  EXPECT_EQ(__longlong_as_double(0x4000000000000000ll), 2.0);
  EXPECT_EQ(__hiloint2double(__double2hiint(3.25), __double2loint(3.25)), 3.25);
}

TEST(Math, IntegerIntrinsics) {
  EXPECT_EQ(__popc(0xF0F0u), 8);
  EXPECT_EQ(__popcll(~0ull), 64);
  EXPECT_EQ(__clz(0), 32);
  EXPECT_EQ(__clz(1), 31);
  EXPECT_EQ(__clzll(1ll), 63);
  EXPECT_EQ(__ffs(0), 0);
  EXPECT_EQ(__ffs(8), 4);
  EXPECT_EQ(__ffsll(1ll << 40), 41);
  EXPECT_EQ(__brev(1u), 0x80000000u);
  EXPECT_EQ(__brev(0x12345678u), 0x1E6A2C48u);
  EXPECT_EQ(__brevll(1ull), 0x8000000000000000ull);
  EXPECT_EQ(__byte_perm(0x33221100u, 0x77665544u, 0x5410u), 0x55441100u);
  EXPECT_EQ(__mulhi(0x40000000, 8), 2);
  EXPECT_EQ(__umulhi(0xFFFFFFFFu, 2u), 1u);
  EXPECT_EQ(__umul64hi(~0ull, 2ull), 1ull);
  EXPECT_EQ(__mul24(-2, 3), -6);
  EXPECT_EQ(__funnelshift_l(0x80000000u, 1u, 1u), 3u);
  EXPECT_EQ(__funnelshift_r(0x2u, 1u, 1u), 0x80000001u);
  EXPECT_EQ(__sad(3, 10, 1u), 8u);
  EXPECT_EQ(__rhadd(3, 4), 4);
}

__global__ void mathKernel(float *Out) {
  float X = static_cast<float>(threadIdx.x) + 1.0f;
  Out[threadIdx.x] = sqrtf(X) * rsqrtf(X) + fminf(X, 0.0f) + __ldg(&Out[0]) * 0;
}

TEST(Math, UsableInKernels) {
  float *D = nullptr;
  cudaMalloc(&D, 32 * sizeof(float));
  cudaMemset(D, 0, 32 * sizeof(float));
  launch(mathKernel, 1, 32, 0, 0, D);
  float H[32];
  cudaMemcpy(H, D, sizeof H, cudaMemcpyDeviceToHost);
  for (float V : H)
    EXPECT_NEAR(V, 1.0f, 1e-6);
  cudaFree(D);
}

TEST(Types, VectorTypesHaveCudaLayout) {
  static_assert(sizeof(float2) == 8 && alignof(float2) == 8);
  static_assert(sizeof(float3) == 12 && alignof(float3) == 4);
  static_assert(sizeof(float4) == 16 && alignof(float4) == 16);
  static_assert(sizeof(double2) == 16 && alignof(double2) == 16);
  static_assert(sizeof(int2) == 8 && alignof(int2) == 8);
  static_assert(sizeof(int4) == 16 && alignof(int4) == 16);
  static_assert(sizeof(uint3) == 12);
  static_assert(sizeof(char4) == 4 && alignof(char4) == 4);
  float4 F = make_float4(1, 2, 3, 4);
  EXPECT_EQ(F.w, 4.0f);
  int2 I = make_int2(5, 6);
  EXPECT_EQ(I.x + I.y, 11);
  double2 D = make_double2(0.5, 1.5);
  EXPECT_EQ(D.y, 1.5);
}

} // namespace
