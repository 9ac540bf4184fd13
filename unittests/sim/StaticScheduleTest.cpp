//===- StaticScheduleTest.cpp - OpenMP static schedules on blocks ---------===//
//
// acc2cuda::omp_dev::StaticSchedule deals a loop's iterations to teams
// (blocks) and their threads as OpenMP's dist_schedule(static[, c]) and
// schedule(static[, c]) do. Each launch records which team and thread ran
// each iteration; the test compares that with the assignment computed from
// the specification's wording, and checks every iteration ran once.
//
//===----------------------------------------------------------------------===//

#include <acc2cuda/runtime.h>

#include <gtest/gtest.h>

#include <vector>

using acc2cuda::sim::launch;

namespace {

struct Ran {
  int Team = -1, Thread = -1, Times = 0;
};

__global__ void deal(long long Total, long long TeamChunk,
                     long long ThreadChunk, bool Threads, Ran *Out) {
  acc2cuda::omp_dev::StaticSchedule S(Total, TeamChunk, ThreadChunk, Threads);
  for (long long K = S.first(); K < Total; K = S.next(K)) {
    Out[K].Team = static_cast<int>(blockIdx.x);
    Out[K].Thread = static_cast<int>(threadIdx.x);
    ++Out[K].Times; // one thread per iteration: no race when correct
  }
}

long long ceilDiv(long long A, long long B) { return (A + B - 1) / B; }

/// The team and thread OpenMP assigns iteration K: chunks of TeamChunk go
/// to the teams round robin, a team's chunk goes to its threads in chunks
/// of ThreadChunk round robin; 0 means one chunk per team (thread).
Ran expected(long long K, long long Total, long long Teams, long long Threads,
             long long TeamChunk, long long ThreadChunk) {
  long long TC = TeamChunk > 0 ? TeamChunk : ceilDiv(Total, Teams);
  long long A = K / TC * TC, B = std::min(A + TC, Total);
  long long C = ThreadChunk > 0 ? ThreadChunk : ceilDiv(B - A, Threads);
  Ran R;
  R.Team = static_cast<int>(K / TC % Teams);
  R.Thread = static_cast<int>((K - A) / C % Threads);
  R.Times = 1;
  return R;
}

void check(long long Total, unsigned Teams, unsigned Threads,
           long long TeamChunk, long long ThreadChunk) {
  SCOPED_TRACE(testing::Message()
               << "total " << Total << ", " << Teams << " teams of "
               << Threads << ", chunks " << TeamChunk << "/" << ThreadChunk);
  std::vector<Ran> Host(static_cast<size_t>(Total) + 1);
  Ran *Dev = nullptr;
  ASSERT_EQ(cudaMalloc(&Dev, Host.size() * sizeof(Ran)), cudaSuccess);
  ASSERT_EQ(cudaMemcpy(Dev, Host.data(), Host.size() * sizeof(Ran),
                       cudaMemcpyHostToDevice),
            cudaSuccess);
  launch(deal, dim3(Teams), dim3(Threads), 0, 0, Total, TeamChunk,
         ThreadChunk, true, Dev);
  ASSERT_EQ(cudaMemcpy(Host.data(), Dev, Host.size() * sizeof(Ran),
                       cudaMemcpyDeviceToHost),
            cudaSuccess);
  cudaFree(Dev);
  for (long long K = 0; K < Total; ++K) {
    Ran Want = expected(K, Total, Teams, Threads, TeamChunk, ThreadChunk);
    ASSERT_EQ(Host[K].Times, 1) << "iteration " << K;
    ASSERT_EQ(Host[K].Team, Want.Team) << "iteration " << K;
    ASSERT_EQ(Host[K].Thread, Want.Thread) << "iteration " << K;
  }
  EXPECT_EQ(Host[Total].Times, 0) << "ran past the end";
}

TEST(StaticSchedule, ChunksRoundRobinOverTeamsAndThreads) {
  check(1000, 4, 8, 64, 4);
  check(1000, 3, 5, 7, 1);
  check(37, 4, 32, 3, 2);
}

TEST(StaticSchedule, OneChunkPerTeamOrThreadWithoutChunk) {
  check(1000, 7, 1, 0, 0);   // dist_schedule(static), a team's one thread
  check(1000, 1, 32, 0, 0);  // schedule(static) in one team
  check(1001, 6, 10, 0, 0);  // both levels, uneven
  check(1000, 4, 16, 100, 0);
  check(1000, 5, 8, 0, 3);
}

TEST(StaticSchedule, FewerIterationsThanThreadsAndNone) {
  check(5, 4, 64, 0, 0);
  check(3, 8, 8, 16, 16);
  check(0, 4, 4, 0, 0);
}

} // namespace
