//===- acc2cuda/sim/diagnostics.h - Settings and error reports --*- C++ -*-===//
//
// Environment settings, fatal error reporting, naming of kernels in messages
// and the per-host-thread "last error" of the CUDA runtime.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SIM_DIAGNOSTICS_H
#define ACC2CUDA_SIM_DIAGNOSTICS_H

#include "types.h"

#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cxxabi.h>
#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <sched.h>
#include <string>
#include <sys/mman.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace acc2cuda::sim {

/// Simulator settings. They are read from the environment on first use and
/// may be changed by a program (or a test) before the launches they affect.
struct Settings {
  /// OS threads that run blocks (ACC2CUDA_SIM_THREADS; default: the CPUs
  /// this process may run on).
  /// Takes effect only before the first launch.
  unsigned threads = 1;
  /// Stack size of each CUDA thread's fiber (ACC2CUDA_SIM_STACK_KB, 64 KiB).
  /// Takes effect for fibers created afterwards.
  std::size_t stackBytes = 64 * 1024;
  /// Fill fresh device allocations with 0xFF bytes, i.e. NaN for float and
  /// double (ACC2CUDA_SIM_POISON, default 1).
  bool poison = true;
  /// Run the threads of a block in reverse order (ACC2CUDA_SIM_REVERSE).
  bool reverse = false;
  /// Accept kernel pointer arguments that are not device memory
  /// (ACC2CUDA_SIM_ALLOW_HOST_PTR).
  bool allowHostPointers = false;
  /// Keep work submitted to the program's streams queued until something
  /// synchronises with it (ACC2CUDA_SIM_ASYNC=defer, the default; `eager`
  /// runs it at once). See streams.h.
  bool deferStreams = true;
};

namespace detail {

inline long envInt(const char *Name, long Default) {
  const char *V = std::getenv(Name);
  if (!V || !*V)
    return Default;
  char *End = nullptr;
  long R = std::strtol(V, &End, 10);
  return (End && *End == '\0') ? R : Default;
}

inline unsigned usableCpus() {
  cpu_set_t Set;
  if (::sched_getaffinity(0, sizeof Set, &Set) == 0 && CPU_COUNT(&Set) > 0)
    return static_cast<unsigned>(CPU_COUNT(&Set));
  unsigned HW = std::thread::hardware_concurrency();
  return HW ? HW : 1;
}

inline Settings readSettings() {
  Settings S;
  long T = envInt("ACC2CUDA_SIM_THREADS", usableCpus());
  S.threads = T > 0 ? static_cast<unsigned>(T) : 1;
  long KB = envInt("ACC2CUDA_SIM_STACK_KB", 64);
  S.stackBytes = static_cast<std::size_t>(KB >= 16 ? KB : 16) * 1024;
  S.poison = envInt("ACC2CUDA_SIM_POISON", 1) != 0;
  S.reverse = envInt("ACC2CUDA_SIM_REVERSE", 0) != 0;
  S.allowHostPointers = envInt("ACC2CUDA_SIM_ALLOW_HOST_PTR", 0) != 0;
  const char *Async = std::getenv("ACC2CUDA_SIM_ASYNC");
  S.deferStreams = !(Async && std::strcmp(Async, "eager") == 0);
  return S;
}

} // namespace detail

inline Settings &settings() {
  static Settings S = detail::readSettings();
  return S;
}

namespace detail {

[[noreturn, gnu::format(printf, 1, 2)]] inline void fatal(const char *Fmt,
                                                          ...) {
  std::fflush(stdout);
  std::fputs("acc2cuda-sim: error: ", stderr);
  va_list Args;
  va_start(Args, Fmt);
  std::vfprintf(stderr, Fmt, Args);
  va_end(Args);
  std::fputc('\n', stderr);
  std::fflush(stderr);
  std::abort();
}

/// Reports a misuse that CUDA answers with an error code; the caller then
/// returns that code.
[[gnu::format(printf, 1, 2)]] inline void report(const char *Fmt, ...) {
  std::fputs("acc2cuda-sim: error: ", stderr);
  va_list Args;
  va_start(Args, Fmt);
  std::vfprintf(stderr, Fmt, Args);
  va_end(Args);
  std::fputc('\n', stderr);
}

inline std::string demangle(const char *Name) {
  int Status = 0;
  char *D = abi::__cxa_demangle(Name, nullptr, nullptr, &Status);
  std::string R = (Status == 0 && D) ? D : Name;
  std::free(D);
  return R;
}

/// Looks Offset up in the .symtab (or .dynsym) of the ELF file at Path.
/// Executables rarely export their kernels dynamically, so dladdr alone
/// cannot name them.
inline std::string elfSymbolAt(const char *Path, std::uintptr_t Offset) {
  int Fd = ::open(Path, O_RDONLY | O_CLOEXEC);
  if (Fd < 0)
    return {};
  struct stat St;
  std::string Result;
  if (::fstat(Fd, &St) == 0 &&
      St.st_size > static_cast<off_t>(sizeof(Elf64_Ehdr))) {
    std::size_t Size = static_cast<std::size_t>(St.st_size);
    void *Map = ::mmap(nullptr, Size, PROT_READ, MAP_PRIVATE, Fd, 0);
    if (Map != MAP_FAILED) {
      const char *Base = static_cast<const char *>(Map);
      const auto *Eh = reinterpret_cast<const Elf64_Ehdr *>(Base);
      bool Ok = std::memcmp(Eh->e_ident, ELFMAG, SELFMAG) == 0 &&
                Eh->e_ident[EI_CLASS] == ELFCLASS64 &&
                Eh->e_shoff + Eh->e_shnum * sizeof(Elf64_Shdr) <= Size;
      const auto *Sh = reinterpret_cast<const Elf64_Shdr *>(Base + Eh->e_shoff);
      for (unsigned Pass = 0; Ok && Pass < 2 && Result.empty(); ++Pass) {
        unsigned Want = Pass == 0 ? SHT_SYMTAB : SHT_DYNSYM;
        for (unsigned I = 0; I < Eh->e_shnum && Result.empty(); ++I) {
          if (Sh[I].sh_type != Want || Sh[I].sh_link >= Eh->e_shnum)
            continue;
          const Elf64_Shdr &StrSec = Sh[Sh[I].sh_link];
          if (Sh[I].sh_offset + Sh[I].sh_size > Size ||
              StrSec.sh_offset + StrSec.sh_size > Size)
            continue;
          const auto *Syms =
              reinterpret_cast<const Elf64_Sym *>(Base + Sh[I].sh_offset);
          std::size_t N = Sh[I].sh_size / sizeof(Elf64_Sym);
          for (std::size_t J = 0; J < N; ++J) {
            const Elf64_Sym &S = Syms[J];
            if (ELF64_ST_TYPE(S.st_info) != STT_FUNC ||
                S.st_name >= StrSec.sh_size)
              continue;
            if (Offset >= S.st_value &&
                Offset < S.st_value + (S.st_size ? S.st_size : 1)) {
              Result = demangle(Base + StrSec.sh_offset + S.st_name);
              break;
            }
          }
        }
      }
      ::munmap(Map, Size);
    }
  }
  ::close(Fd);
  return Result;
}

/// A readable name for the function at Fn, for error messages.
inline std::string functionName(const void *Fn) {
  Dl_info Info{};
  if (::dladdr(Fn, &Info)) {
    if (Info.dli_sname && Info.dli_saddr == Fn)
      return demangle(Info.dli_sname);
    auto Addr = reinterpret_cast<std::uintptr_t>(Fn);
    auto Base = reinterpret_cast<std::uintptr_t>(Info.dli_fbase);
    const char *Path =
        (Info.dli_fname && *Info.dli_fname) ? Info.dli_fname : "/proc/self/exe";
    // Position-dependent executables use absolute symbol values.
    const auto *Eh = static_cast<const Elf64_Ehdr *>(Info.dli_fbase);
    std::uintptr_t Offset = Eh && Eh->e_type == ET_EXEC ? Addr : Addr - Base;
    std::string Name = elfSymbolAt(Path, Offset);
    if (Name.empty() && Path != std::string("/proc/self/exe"))
      Name = elfSymbolAt("/proc/self/exe", Offset);
    if (!Name.empty())
      return Name;
  }
  char Buf[32];
  std::snprintf(Buf, sizeof Buf, "kernel@%p", Fn);
  return Buf;
}

template <class F> std::string functionName(F *Fn) {
  return functionName(reinterpret_cast<const void *>(Fn));
}

/// The CUDA runtime keeps the last error per host thread.
inline cudaError_t &lastError() {
  static thread_local cudaError_t E = cudaSuccess;
  return E;
}

/// Records a non-success result as the last error and returns it.
inline cudaError_t result(cudaError_t E) {
  if (E != cudaSuccess)
    lastError() = E;
  return E;
}

} // namespace detail
} // namespace acc2cuda::sim

#endif // ACC2CUDA_SIM_DIAGNOSTICS_H
