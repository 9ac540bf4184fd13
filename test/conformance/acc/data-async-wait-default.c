/* OpenACC 3.2/3.3 clauses on "data" and "wait": "data async(q)" (the
   region's transfers go on queue q), "data wait(q)" (the region's
   data actions wait for queue q first), "data default(present)"
   (OpenACC 3.3: compute constructs inside see the data as present), and
   the "wait(q) if(cond)" directive with true and false conditions, plus
   "wait async(r)". */
#include <stdio.h>

#define N 3000

int main(void) {
  static int a[N], b[N], c[N];
  int errors = 0;
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 0;
    c[i] = 0;
  }

#pragma acc enter data copyin(a[0:N]) create(b[0:N])
#pragma acc parallel loop present(a[0:N], b[0:N]) async(1)
  for (int i = 0; i < N; ++i)
    b[i] = a[i] * 2;

  /* the data region's copy of c waits for queue 1; its work goes on queue 2 */
#pragma acc data copy(c[0:N]) wait(1) async(2)
  {
#pragma acc parallel loop present(b[0:N], c[0:N]) async(2)
    for (int i = 0; i < N; ++i)
      c[i] = b[i] + 1;
  }
  int yes = 1, no = 0;
#pragma acc wait(2) if(yes)
#pragma acc wait(1) if(no)
#pragma acc wait(1)

#pragma acc data default(present)
  {
#pragma acc parallel loop
    for (int i = 0; i < N; ++i)
      b[i] += a[i];
  }
#pragma acc wait async(3)
#pragma acc exit data copyout(b[0:N]) delete(a[0:N]) async(3)
#pragma acc wait(3)

  for (int i = 0; i < N; ++i)
    if (c[i] != 2 * i + 1 || b[i] != 3 * i) {
      if (errors < 5)
        printf("%d: c %d b %d\n", i, c[i], b[i]);
      ++errors;
    }
  if (errors)
    printf("data-async-wait-default: %d errors\n", errors);
  return errors != 0;
}
