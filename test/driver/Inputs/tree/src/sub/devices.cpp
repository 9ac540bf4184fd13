#include <openacc.h>

int devices() { return acc_get_num_devices(acc_device_nvidia); }
