// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=NOWARN --allow-empty
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// async and wait: constructs go on queues (CUDA streams) and the host goes
// on; waits order queues after queues, or the host after queues. The
// queue arguments are evaluated once. (async-missing-wait.cpp shows what
// the queues do on the simulator; the async routines are tested in
// unittests/sim/RuntimeApiTest.cpp: the reference build's libgomp has no
// device to answer them.)
// CHECK: acc2cuda-check: EQUAL: {{.*}}async-wait.cpp
// NOWARN-NOT: {{warning|error}}

#include <cstdio>

int queue(int q) { return q; }

int main() {
  const int n = 1000;
  static double a[n], b[n];
  for (int i = 0; i < n; ++i)
    a[i] = i;
  int q = 3;
#pragma acc data copy(a[0:n]) create(b[0:n])
  {
#pragma acc parallel loop async(queue(q))
    for (int i = 0; i < n; ++i)
      b[i] = 2 * a[i];
#pragma acc wait(q) if(n > 0)
#pragma acc parallel loop async(1) wait(devnum: 0: queues: 3, 4)
    for (int i = 0; i < n; ++i)
      a[i] = b[i] + 1;
#pragma acc update self(a[0:n]) async wait
    // The comma after devnum's number, as compilers accept it.
#pragma acc wait(devnum: 0, queues: 1) async(2)
#pragma acc wait async(2)
#pragma acc wait
  }
  for (int i = 0; i < n; ++i)
    b[i] = i % 7;
#pragma acc enter data copyin(a[0:n], b[0:n]) async(5)
#pragma acc kernels present(a[0:n], b[0:n]) async(5)
  for (int i = 0; i < n; ++i)
    b[i] += a[i];
#pragma acc exit data copyout(b[0:n]) delete(a[0:n]) async(5) wait(5)
#pragma acc parallel copy(a[0:n]) async(q + 1) wait(5, 6)
  {
#pragma acc loop
    for (int i = 0; i < n; ++i)
      a[i] += 1;
#pragma acc loop
    for (int i = 0; i < n; ++i)
      a[i] *= 2;
  }
#pragma acc wait
  double s = 0, t = 0;
  for (int i = 0; i < n; ++i) {
    s += a[i];
    t += b[i];
  }
  std::printf("%.1f %.1f\n", s, t);
}

// CODE:      // #pragma acc parallel loop async(queue(q))
// CODE:        acc2cuda_c.async(queue(q));
// CODE:      // #pragma acc wait(q) if(n > 0)
// CODE-NEXT: {
// CODE-NEXT:   acc2cuda::Construct acc2cuda_c("{{.*}}async-wait.cpp", 28, "wait");
// CODE-NEXT:   if (n > 0) {
// CODE-NEXT:     acc2cuda_c.wait(q);
// CODE-NEXT:   }
// CODE-NEXT: }
// The queue comes first: with it, a wait holds up the queue, not the host.
// CODE:      // #pragma acc parallel loop async(1) wait(devnum: 0: queues: 3, 4)
// CODE:        acc2cuda_c.async(1);
// CODE-NEXT:   acc2cuda_c.wait(3, 0);
// CODE-NEXT:   acc2cuda_c.wait(4, 0);
// CODE:        acc2cuda_kernel<<<acc2cuda_grid, acc2cuda_block, 0, acc2cuda_c.stream()>>>(
// CODE:      // #pragma acc update self(a[0:n]) async wait
// CODE:        acc2cuda_c.async(acc2cuda::AsyncNoval);
// CODE-NEXT:   acc2cuda_c.wait_all();
// CODE:        if (auto *d_a = acc2cuda_c.lookup_update(a, n, false, "a"))
// CODE-NEXT:     acc2cuda_c.check_copy_out(cudaMemcpyAsync(a, d_a, d_a_bytes,
// CODE:      // #pragma acc wait async(2)
// CODE:        acc2cuda_c.async(2);
// CODE-NEXT:   acc2cuda_c.wait_all();
// A region split into one kernel per loop waits and names its queue once;
// its kernels run on the region's queue.
// CODE:      // #pragma acc parallel copy(a[0:n]) async(q + 1) wait(5, 6)
// CODE-NEXT: {
// CODE-NEXT:   acc2cuda::Construct acc2cuda_data("{{.*}}async-wait.cpp", 45, "parallel");
// CODE-NEXT:   acc2cuda_data.async(q + 1);
// CODE-NEXT:   acc2cuda_data.wait(5);
// CODE-NEXT:   acc2cuda_data.wait(6);
// CODE-NOT:  {{^ *}}acc2cuda_c.async(q + 1);
// CODE:        acc2cuda_c.async_as(acc2cuda_data);
// CODE:        acc2cuda_kernel<<<acc2cuda_grid, acc2cuda_block, 0, acc2cuda_c.stream()>>>(
// CODE:        acc2cuda_c.async_as(acc2cuda_data);
