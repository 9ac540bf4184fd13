// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
//
// clang drops a misspelt OpenMP clause and every clause after it with a
// warning: `mapp(tofrom: s) reduction(+:s)` lost the reduction and the
// output printed 0. The translation would not be the program, so it is an
// error, as GCC makes it; so is a misspelt directive name in a combined
// construct (`distribut`), whose rest clang also drops.
int main(void) {
  int s = 0;
#pragma omp target teams distribute parallel for mapp(tofrom: s) reduction(+:s)
  for (int i = 0; i < 100; i++)
    s += i;
#pragma omp target teams distribut parallel for map(tofrom: s)
  for (int i = 0; i < 10; i++)
    s += i;
  return s;
}
// CHECK-DAG: omp-misspelt-clause.c:11:50: error: extra tokens at the end of '#pragma omp target teams distribute parallel for' are ignored [-Werror,-Wextra-tokens]
// CHECK-DAG: omp-misspelt-clause.c:14:26: error: extra tokens at the end of '#pragma omp target teams' are ignored [-Werror,-Wextra-tokens]
