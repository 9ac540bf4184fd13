# Locates the external tools the build and the tests use.

# nvcc: CUDACXX, then /usr/local/cuda, then PATH. Optional for building
# acc2cuda itself; tests that compile generated CUDA need it.
set(_acc2cuda_nvcc_hint "")
if(DEFINED ENV{CUDACXX})
  set(_acc2cuda_nvcc_hint "$ENV{CUDACXX}")
endif()
find_program(ACC2CUDA_NVCC NAMES nvcc
  HINTS ${_acc2cuda_nvcc_hint} /usr/local/cuda/bin
  DOC "nvcc used to compile generated CUDA in tests")
if(NOT ACC2CUDA_NVCC)
  message(WARNING "nvcc not found: tests that compile generated CUDA are skipped")
  set(ACC2CUDA_NVCC "")
endif()
