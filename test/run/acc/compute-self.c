// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT --input-file %t.out
// RUN: FileCheck %s --check-prefix=TIME --input-file %t.err
// RUN: %acc2cuda %s -o %t.cu 2> %t.warn && %nvcc-compile %t.cu -o %t.o
// RUN: FileCheck %s --check-prefix=WARN --input-file %t.warn
//
// `self(cond)` on a compute construct (OpenACC 3.3 2.5.6) runs the region
// on the host when cond holds, `self` alone always; with `if` the device
// runs it only when `if` holds and `self` does not. The copies are
// skipped with the launch, so a region run on the host changes the host's
// data and one run on the device (copyin) does not. gang's `static:`
// argument only chooses which gang runs which iterations: accepted with a
// warning, with `num:` beside it. The program sees where its regions ran
// (a host build runs all of them), so the simulator's output is checked,
// not compared with a host build's.
#include <stdio.h>

#define N 64

static int ran(int x[N]) { return x[0] == 1; }

static int run(int useHost, int useDevice) {
  int x[N];
  for (int i = 0; i < N; ++i)
    x[i] = 0;
#pragma acc parallel loop copyin(x) self(useHost) if(useDevice)
  for (int i = 0; i < N; ++i)
    x[i] = 1;
  return ran(x);
}

int main(void) {
  int x[N], s = 0;
  for (int i = 0; i < N; ++i)
    x[i] = 0;
#pragma acc parallel loop copyin(x) self
  for (int i = 0; i < N; ++i)
    x[i] = 2;
  printf("self: %d\n", x[N - 1]);
  printf("self(1) if(1): %d\n", run(1, 1));
  printf("self(0) if(1): %d\n", run(0, 1));
  printf("self(1) if(0): %d\n", run(1, 0));
  printf("self(0) if(0): %d\n", run(0, 0));
#pragma acc parallel loop gang(num:4, static:*) reduction(+:s) copyin(x)
  for (int i = 0; i < N; ++i)
    s += x[i] + i;
#pragma acc parallel loop gang(static:3, dim:1) reduction(+:s) copyin(x)
  for (int i = 0; i < N; ++i)
    s += i;
  printf("gang(static): %d\n", s);
  return 0;
}
// OUT:      self: 2
// OUT-NEXT: self(1) if(1): 1
// OUT-NEXT: self(0) if(1): 0
// OUT-NEXT: self(1) if(0): 1
// OUT-NEXT: self(0) if(0): 1
// OUT-NEXT: gang(static): 4160
//
// Only the runs on the device count: one of the four calls of run().
// TIME:      compute-self.c:27 parallel loop: entered 1 times, 1 launches, 1 uploads (256 bytes), 0 downloads (0 bytes)
// TIME-NEXT: compute-self.c:45 parallel loop: entered 1 times, 1 launches
// TIME-NEXT: compute-self.c:48 parallel loop: entered 1 times, 1 launches
// TIME-NEXT: total: 3 launches
//
// WARN: compute-self.c:45:39: warning: 'gang(static:...)' is ignored: the gang loop's iterations are spread over the gangs as without it [A2C5006]
// WARN: compute-self.c:48:32: warning: 'gang(static:...)' is ignored
