// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// What this version cannot translate right is an error, never a silently
// different program: a section with a stride (copying the whole range
// would be wrong). Reported once, though several passes import the item.

int main(void) {
  int a[16];
#pragma omp target enter data map(to: a)
#pragma omp target update from(a[0:8:2])
// CHECK: omp-section-errors.c:[[@LINE-1]]:38: error: array sections with a stride are not supported by this version of acc2cuda; copy the elements to a contiguous array, or move the whole range [A2C5004]
#pragma omp target update from(a[0:8:1])
#pragma omp target exit data map(delete: a)
  return 0;
}
