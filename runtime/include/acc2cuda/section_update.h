//===- acc2cuda/section_update.h - Non-contiguous updates ------*- C++ -*-===//
//
// Construct::update_section: an `update` of a section whose inner
// dimensions are not whole, run by run (OpenACC 3.3 2.14.4; OpenMP 5.2
// `target update`). Included at the end of construct.h.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SECTION_UPDATE_H
#define ACC2CUDA_SECTION_UPDATE_H

namespace acc2cuda {

template <class T>
void Construct::update_section(T *Rows, long long Count,
                               std::initializer_list<SectionDim> Dims,
                               bool ToHost, bool IfPresent, const char *Name) {
  using Elem = std::remove_all_extents_t<T>;
  std::vector<SectionDim> D(Dims);
  std::vector<std::size_t> Stride(D.size());
  std::size_t Inner = sizeof(Elem);
  for (std::size_t K = D.size(); K-- > 0;) {
    const SectionDim &S = D[K];
    if (S.Lower < 0 || S.Length < 0 || S.Lower + S.Length > S.Extent)
      fail("the section of '%s' ([%lld:%lld]) lies outside its dimension "
           "of %lld elements",
           Name, S.Lower, S.Length, S.Extent);
    Stride[K] = Inner;
    Inner *= static_cast<std::size_t>(S.Extent);
  }
  if (Count <= 0)
    return;
  // The last dimension that is not whole: runs are its sections.
  std::size_t Last = D.size();
  for (std::size_t K = D.size(); K-- > 0;)
    if (D[K].Lower != 0 || D[K].Length != D[K].Extent) {
      Last = K;
      break;
    }
  auto Move = [&](char *At, long long Bytes) {
    if (ToHost)
      update_host(At, Bytes, IfPresent, Name);
    else
      update_device(At, Bytes, IfPresent, Name);
  };
  char *Base = const_cast<char *>(reinterpret_cast<const char *>(Rows));
  if (Last == D.size()) {
    Move(Base, Count * static_cast<long long>(sizeof(T)));
    return;
  }
  for (std::size_t K = 0; K <= Last; ++K)
    if (D[K].Length == 0)
      return;
  const long long RunBytes =
      D[Last].Length * static_cast<long long>(Stride[Last]);
  // Every index of the dimensions before Last, row by row.
  std::vector<long long> Index(Last);
  for (long long R = 0; R < Count; ++R) {
    for (std::size_t K = 0; K < Last; ++K)
      Index[K] = D[K].Lower;
    while (true) {
      std::size_t Offset =
          static_cast<std::size_t>(R) * sizeof(T) +
          static_cast<std::size_t>(D[Last].Lower) * Stride[Last];
      for (std::size_t K = 0; K < Last; ++K)
        Offset += static_cast<std::size_t>(Index[K]) * Stride[K];
      Move(Base + Offset, RunBytes);
      std::size_t K = Last;
      for (; K > 0; --K) {
        if (++Index[K - 1] < D[K - 1].Lower + D[K - 1].Length)
          break;
        Index[K - 1] = D[K - 1].Lower;
      }
      if (K == 0)
        break;
    }
  }
}

} // namespace acc2cuda

#endif
