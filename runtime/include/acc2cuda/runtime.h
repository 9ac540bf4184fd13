//===- acc2cuda/runtime.h - Runtime included by generated code -*- C++ -*-===//
//
// Every file acc2cuda writes includes this header. Built by nvcc it sits on
// the CUDA runtime; built as plain C++ (`acc2cuda --target=host`) it sits on
// the host simulator, so the same generated code runs without a GPU.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_RUNTIME_H
#define ACC2CUDA_RUNTIME_H

// Translated code is OpenACC code: `#ifdef _OPENACC` sections stay in, as
// they were when acc2cuda parsed the file (OpenACC 2.6, November 2017). The
// OpenACC runtime routines (<openacc.h>) and OpenMP device routines are
// defined here, on the runtime's present table.
#ifndef _OPENACC
#define _OPENACC 201711
#endif

// Macros the user defines (`nvcc -DN=1000`) must not rewrite the runtime.
#include "short_names_push.h"

#include "cuda_api.h"

#include "api_acc.h"
#include "api_omp.h"
#include "array_value.h"
#include "atomic.h"
#include "block_copy.h"
#include "const_ptr.h"
#include "construct.h"
#include "container_check.h"
#include "declare.h"
#include "loop.h"
#include "reduction.h"
#include "rows.h"
#include "split_loop.h"
#include "stats.h"
#include "vector_view.h"

#include "short_names_pop.h"

#endif
