/*===- openacc.h - OpenACC runtime routines for acc2cuda -------*- C -*-===//
 *
 * The OpenACC 3.3 runtime routines (chapter 3) that acc2cuda implements, for
 * C and C++. acc2cuda parses user code with this directory on the include
 * path, so `#include <openacc.h>` finds this header rather than a
 * compiler's own; generated code compiles with it on the path too.
 *
 * The definitions are C++ inline functions in acc2cuda/api_acc.h, which
 * includes this header first; the declarations here are the same functions
 * (the compiler checks that they agree). Generated code includes
 * acc2cuda/runtime.h before the user's `#include <openacc.h>`, which the
 * include guard then makes a no-op. acc_device_t uses libgomp's values, so
 * that a program printing them prints what its `gcc -fopenacc` build (the
 * reference) prints. _OPENACC is defined by the translator and by
 * acc2cuda/runtime.h, not here.
 *
 *===----------------------------------------------------------------------===*/

#ifndef ACC2CUDA_OPENACC_H
#define ACC2CUDA_OPENACC_H

#include <stddef.h>

typedef enum acc_device_t {
  acc_device_current = -1,
  acc_device_none = 0,
  acc_device_default = 1,
  acc_device_host = 2,
  acc_device_not_host = 4,
  acc_device_nvidia = 5,
  acc_device_radeon = 8
} acc_device_t;

/* acc_get_property (OpenACC 3.3 3.2.6), libgomp's values. */
typedef enum acc_device_property_t {
  acc_property_memory = 1,
  acc_property_free_memory = 2,
  acc_property_name = 0x10001,
  acc_property_vendor = 0x10002,
  acc_property_driver = 0x10003
} acc_device_property_t;

/* The special async arguments, libgomp's values. */
typedef enum acc_async_t {
  acc_async_noval = -1,
  acc_async_sync = -2
} acc_async_t;

/* acc_on_device is also callable in device code. */
#if defined(__CUDACC__)
#define ACC2CUDA_ACC_HOST_DEVICE __host__ __device__
#else
#define ACC2CUDA_ACC_HOST_DEVICE
#endif

#ifdef __cplusplus
extern "C" {
#endif

int acc_get_num_devices(acc_device_t dev_type);
void acc_set_device_type(acc_device_t dev_type);
acc_device_t acc_get_device_type(void);
void acc_set_device_num(int dev_num, acc_device_t dev_type);
int acc_get_device_num(acc_device_t dev_type);
void acc_init(acc_device_t dev_type);
void acc_shutdown(acc_device_t dev_type);
void acc_init_device(int dev_num, acc_device_t dev_type);
void acc_shutdown_device(int dev_num, acc_device_t dev_type);
size_t acc_get_property(int dev_num, acc_device_t dev_type,
                        acc_device_property_t property);
const char *acc_get_property_string(int dev_num, acc_device_t dev_type,
                                    acc_device_property_t property);
ACC2CUDA_ACC_HOST_DEVICE int acc_on_device(acc_device_t dev_type);

void *acc_malloc(size_t bytes);
void acc_free(void *data_dev);
void *acc_copyin(void *data_arg, size_t bytes);
void *acc_present_or_copyin(void *data_arg, size_t bytes);
void *acc_pcopyin(void *data_arg, size_t bytes);
void *acc_create(void *data_arg, size_t bytes);
void *acc_present_or_create(void *data_arg, size_t bytes);
void *acc_pcreate(void *data_arg, size_t bytes);
void acc_copyout(void *data_arg, size_t bytes);
void acc_copyout_finalize(void *data_arg, size_t bytes);
void acc_delete(void *data_arg, size_t bytes);
void acc_delete_finalize(void *data_arg, size_t bytes);
void acc_update_device(void *data_arg, size_t bytes);
void acc_update_self(void *data_arg, size_t bytes);
/* Pointer attachment (OpenACC 3.3 3.2.29): the pointer at ptr_addr, inside
 * present data, gets (loses) the device address of what it points to. */
void acc_attach(void **ptr_addr);
void acc_detach(void **ptr_addr);
void acc_detach_finalize(void **ptr_addr);
void acc_attach_async(void **ptr_addr, int async_arg);
void acc_detach_async(void **ptr_addr, int async_arg);
void acc_detach_finalize_async(void **ptr_addr, int async_arg);
void acc_map_data(void *data_arg, void *data_dev, size_t bytes);
void acc_unmap_data(void *data_arg);
void *acc_deviceptr(void *data_arg);
void *acc_hostptr(void *data_dev);
int acc_is_present(void *data_arg, size_t bytes);
void acc_memcpy_to_device(void *data_dev_dest, void *data_host_src,
                          size_t bytes);
void acc_memcpy_from_device(void *data_host_dest, void *data_dev_src,
                            size_t bytes);
void acc_memcpy_device(void *data_dev_dest, void *data_dev_src, size_t bytes);
void acc_memcpy_d2d(void *data_arg_dest, void *data_arg_src, size_t bytes,
                    int dev_num_dest, int dev_num_src);
void acc_memcpy_d2d_async(void *data_arg_dest, void *data_arg_src, size_t bytes,
                          int dev_num_dest, int dev_num_src, int async_arg_src);
/* The data routines on an async queue (OpenACC 3.3 3.2.20-3.2.26, 3.2.33). */
void acc_copyin_async(void *data_arg, size_t bytes, int async_arg);
void acc_create_async(void *data_arg, size_t bytes, int async_arg);
void acc_copyout_async(void *data_arg, size_t bytes, int async_arg);
void acc_copyout_finalize_async(void *data_arg, size_t bytes, int async_arg);
void acc_delete_async(void *data_arg, size_t bytes, int async_arg);
void acc_delete_finalize_async(void *data_arg, size_t bytes, int async_arg);
void acc_update_device_async(void *data_arg, size_t bytes, int async_arg);
void acc_update_self_async(void *data_arg, size_t bytes, int async_arg);
void acc_memcpy_to_device_async(void *data_dev_dest, void *data_host_src,
                                size_t bytes, int async_arg);
void acc_memcpy_from_device_async(void *data_host_dest, void *data_dev_src,
                                  size_t bytes, int async_arg);
void acc_memcpy_device_async(void *data_dev_dest, void *data_dev_src,
                             size_t bytes, int async_arg);

/* Async queues (OpenACC 3.3 3.2.11-3.2.17): queue q runs on CUDA stream
 * q mod 32 of a pool; the tests query the streams, the waits synchronise
 * with them (the `_async` forms make a queue wait for others). */
int acc_async_test(int wait_arg);
int acc_async_test_device(int wait_arg, int dev_num);
int acc_async_test_all(void);
int acc_async_test_all_device(int dev_num);
void acc_wait(int wait_arg);
void acc_wait_device(int wait_arg, int dev_num);
void acc_wait_async(int wait_arg, int async_arg);
void acc_wait_device_async(int wait_arg, int async_arg, int dev_num);
void acc_wait_all(void);
void acc_wait_all_device(int dev_num);
void acc_wait_all_async(int async_arg);
void acc_wait_all_device_async(int async_arg, int dev_num);
int acc_wait_any(int count, int *wait_arg);
int acc_wait_any_device(int count, int *wait_arg, int dev_num);
void acc_async_wait(int wait_arg); /* OpenACC 1.0 names */
void acc_async_wait_all(void);
int acc_get_default_async(void);
void acc_set_default_async(int async_arg);
/* The CUDA stream of an async queue (OpenACC 3.3 A.2.1.3-4): CUDA work on
 * it is ordered with the queue's constructs. acc_async_sync's stream is the
 * default stream, which acc_set_cuda_stream cannot change (it returns 0). */
void *acc_get_cuda_stream(int async_arg);
int acc_set_cuda_stream(int async_arg, void *stream);

#ifdef __cplusplus
}
#endif

#endif /* ACC2CUDA_OPENACC_H */
