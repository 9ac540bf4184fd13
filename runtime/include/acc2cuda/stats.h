//===- acc2cuda/stats.h - Transfer, allocation and launch counts -*- C++
//-*-===//
//
// Process-wide accounting of what the constructs did on the device: data
// moved each way, device allocations and frees, kernel launches, in total and
// per directive (source file and line).
//
// Two environment variables, read once:
//   ACC2CUDA_NOTIFY=1  logs each launch and each transfer to stderr:
//     acc2cuda: launch KERNEL grid=(x,y,z) block=(x,y,z) at FILE:LINE
//     acc2cuda: upload NAME BYTES bytes at FILE:LINE     (host to device)
//     acc2cuda: download NAME BYTES bytes at FILE:LINE   (device to host)
//   ACC2CUDA_TIME=1    prints a summary to stderr when the program exits:
//     acc2cuda: FILE:LINE DIRECTIVE: entered N times, L launches,
//               U uploads (B bytes), D downloads (B bytes)
//     acc2cuda: total: L launches, U uploads (B bytes), D downloads
//               (B bytes), A allocations
//   (each one line).
// The OpenACC/OpenMP runtime routines (acc_copyin, omp_target_memcpy...)
// have no source line; their transfers and lines name the routine and, for
// the variable, the host address:
//     acc2cuda: upload 0x55d0c2a0 800 bytes at acc_copyin
//     acc2cuda: ROUTINE: called N times, L launches, U uploads (B bytes),
//               D downloads (B bytes)
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_STATS_H
#define ACC2CUDA_STATS_H

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <map>
#include <mutex>
#include <string>
#include <tuple>

namespace acc2cuda {

/// Counts of device work, for the whole process or for one directive.
struct Stats {
  unsigned long long Uploads = 0;     ///< host -> device copies
  unsigned long long UploadBytes = 0; ///< bytes copied host -> device
  unsigned long long Downloads = 0;   ///< device -> host copies
  unsigned long long DownloadBytes = 0;
  unsigned long long Allocations = 0; ///< device allocations
  unsigned long long AllocationBytes = 0;
  unsigned long long Frees = 0;    ///< device frees
  unsigned long long Launches = 0; ///< kernel launches
};

/// The counts of one directive (FILE:LINE DIRECTIVE).
struct SiteStats : Stats {
  unsigned long long Entered = 0; ///< Constructs created for it
};

namespace detail {

/// True if the environment variable is set to something other than "" or
/// "0".
inline bool env_flag(const char *Var) {
  const char *V = std::getenv(Var);
  return V && *V && std::strcmp(V, "0") != 0;
}

struct StatsState {
  std::mutex M;
  Stats Totals;
  /// Keyed by file, line and directive; nodes are stable, so constructs
  /// keep pointers to their site.
  std::map<std::tuple<std::string, int, std::string>, SiteStats> Sites;
  bool Notify = env_flag("ACC2CUDA_NOTIFY");
  bool Time = env_flag("ACC2CUDA_TIME");
};

inline void print_summary_at_exit();

inline StatsState &stats_state() {
  // Never destroyed: constructs may run from static destructors, and the
  // summary is printed at exit.
  static StatsState *S = [] {
    auto *New = new StatsState;
    if (New->Time)
      std::atexit(print_summary_at_exit);
    return New;
  }();
  return *S;
}

} // namespace detail

/// The process-wide totals.
inline const Stats &stats() { return detail::stats_state().Totals; }

/// Zeroes the totals and every directive's counts (for tests).
inline void reset_stats() {
  detail::StatsState &S = detail::stats_state();
  std::lock_guard<std::mutex> Lock(S.M);
  S.Totals = Stats();
  for (auto &KV : S.Sites)
    KV.second = SiteStats();
}

/// Whether launches and transfers are logged (ACC2CUDA_NOTIFY).
inline bool notify_enabled() { return detail::stats_state().Notify; }

/// Overrides ACC2CUDA_NOTIFY (for tests).
inline void set_notify(bool On) { detail::stats_state().Notify = On; }

/// The counts of one directive; null if no construct was created for it.
inline const SiteStats *site_stats(const char *File, int Line,
                                   const char *Directive) {
  detail::StatsState &S = detail::stats_state();
  std::lock_guard<std::mutex> Lock(S.M);
  auto It = S.Sites.find(
      std::make_tuple(std::string(File), Line, std::string(Directive)));
  return It == S.Sites.end() ? nullptr : &It->second;
}

/// Prints one line per directive that did anything since the last reset,
/// in file and line order, then the totals.
inline void print_summary(std::FILE *Out) {
  detail::StatsState &S = detail::stats_state();
  std::lock_guard<std::mutex> Lock(S.M);
  for (const auto &KV : S.Sites) {
    const SiteStats &C = KV.second;
    if (C.Entered == 0 && C.Launches == 0 && C.Uploads == 0 && C.Downloads == 0)
      continue;
    const std::string &File = std::get<0>(KV.first);
    if (File.empty()) // a runtime routine (see Construct(const char *))
      std::fprintf(Out, "acc2cuda: %s: called %llu times, ",
                   std::get<2>(KV.first).c_str(), C.Entered);
    else
      std::fprintf(Out, "acc2cuda: %s:%d %s: entered %llu times, ",
                   File.c_str(), std::get<1>(KV.first),
                   std::get<2>(KV.first).c_str(), C.Entered);
    std::fprintf(Out,
                 "%llu launches, %llu uploads (%llu bytes), %llu downloads "
                 "(%llu bytes)\n",
                 C.Launches, C.Uploads, C.UploadBytes, C.Downloads,
                 C.DownloadBytes);
  }
  const Stats &T = S.Totals;
  std::fprintf(Out,
               "acc2cuda: total: %llu launches, %llu uploads (%llu bytes), "
               "%llu downloads (%llu bytes), %llu allocations\n",
               T.Launches, T.Uploads, T.UploadBytes, T.Downloads,
               T.DownloadBytes, T.Allocations);
  std::fflush(Out);
}

namespace detail {

inline void print_summary_at_exit() { print_summary(stderr); }

/// The counts of a directive, created on first use.
inline SiteStats &site(const char *File, int Line, const char *Directive) {
  StatsState &S = stats_state();
  std::lock_guard<std::mutex> Lock(S.M);
  return S
      .Sites[std::make_tuple(std::string(File), Line, std::string(Directive))];
}

/// Records that a construct for Site was created.
inline void count_entry(SiteStats &Site) {
  StatsState &S = stats_state();
  std::lock_guard<std::mutex> Lock(S.M);
  ++Site.Entered;
}

/// Records a copy of Bytes in one direction (Upload: host to device).
inline void count_transfer(SiteStats &Site, bool Upload,
                           unsigned long long Bytes) {
  StatsState &S = stats_state();
  std::lock_guard<std::mutex> Lock(S.M);
  for (Stats *C : {&S.Totals, static_cast<Stats *>(&Site)}) {
    if (Upload) {
      ++C->Uploads;
      C->UploadBytes += Bytes;
    } else {
      ++C->Downloads;
      C->DownloadBytes += Bytes;
    }
  }
}

inline void count_allocation(SiteStats &Site, unsigned long long Bytes) {
  StatsState &S = stats_state();
  std::lock_guard<std::mutex> Lock(S.M);
  for (Stats *C : {&S.Totals, static_cast<Stats *>(&Site)}) {
    ++C->Allocations;
    C->AllocationBytes += Bytes;
  }
}

inline void count_free(SiteStats &Site) {
  StatsState &S = stats_state();
  std::lock_guard<std::mutex> Lock(S.M);
  ++S.Totals.Frees;
  ++Site.Frees;
}

inline void count_launch(SiteStats &Site) {
  StatsState &S = stats_state();
  std::lock_guard<std::mutex> Lock(S.M);
  ++S.Totals.Launches;
  ++Site.Launches;
}

} // namespace detail

} // namespace acc2cuda

#endif
