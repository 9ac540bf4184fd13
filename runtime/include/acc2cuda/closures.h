//===- acc2cuda/closures.h - Host lambdas passed to kernels -----*- C++ -*-===//
//
// A host lambda's closure goes to the kernel by value. Pointers it captured
// by copy are host addresses; OpenMP 5.2 5.8.3 says a mapped lambda's
// pointer captures refer to the device copies of the data they point to
// when it is present. The closure's layout is the host compiler's (nvcc
// wraps extended lambdas in a type of its own, with a heap pointer of its
// own at the end), so every pointer-aligned word of the copy that holds an
// address inside present data is translated; a pointer to data that is not
// present keeps its host value, as OpenMP says. The translator passes only
// closures of lambdas that capture pointers, and objects of a template
// parameter's type that the region calls, here.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_CLOSURES_H
#define ACC2CUDA_CLOSURES_H

#include "present_table.h"
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <mutex>

namespace acc2cuda {

template <class F> F translate_closure(const F &Host) {
  F Copy(Host);
  auto *Bytes = reinterpret_cast<unsigned char *>(std::addressof(Copy));
  PresentTable &Table = present_table();
  std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
  for (std::size_t Off = 0; Off + sizeof(void *) <= sizeof(F);
       Off += alignof(void *)) {
    std::uintptr_t Word;
    std::memcpy(&Word, Bytes + Off, sizeof Word);
    PresentEntry *E = Word ? Table.find(Word, 0) : nullptr;
    if (!E || E->absent())
      continue;
    void *Dev = E->device_address(Word);
    std::memcpy(Bytes + Off, &Dev, sizeof Dev);
  }
  return Copy;
}

} // namespace acc2cuda

#endif
