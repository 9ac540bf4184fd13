/* "declare create" and "declare copyin" of global arrays and scalars:
   kernels in several functions use the device copies without data
   clauses; "update device" after the host changes a global and "update
   self" to read device results; a global scalar made coherent with
   update; "declare device_resident" and "declare link" of globals (link
   data placed with a data clause before use); a routine seq function
   reading a declared global table. */
#include <stdio.h>

#define N 1024

static double table[16] = {0, 1, 4, 9, 16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196, 225};
#pragma acc declare copyin(table)

static double field[N];
#pragma acc declare create(field)

static int counter;
#pragma acc declare create(counter)

static double scratch[N];
#pragma acc declare device_resident(scratch)

static double linked[N];
#pragma acc declare link(linked)

#pragma acc routine seq
static double lookup(int k) { return table[k & 15]; }

static void init_field(void) {
#pragma acc parallel loop present(field)
  for (int i = 0; i < N; ++i)
    field[i] = lookup(i);
}

static void add_counter(void) {
#pragma acc parallel loop present(field, counter)
  for (int i = 0; i < N; ++i)
    field[i] += counter;
}

int main(void) {
  int errors = 0;
  init_field();
  counter = 5;
#pragma acc update device(counter)
  add_counter();
#pragma acc update self(field)
  for (int i = 0; i < N; ++i)
    if (field[i] != (i & 15) * (i & 15) + 5.0) {
      if (errors < 5)
        printf("field[%d] %g\n", i, field[i]);
      ++errors;
    }

  /* a device-only scratch array */
#pragma acc parallel loop
  for (int i = 0; i < N; ++i)
    scratch[i] = field[i] * 2.0;
#pragma acc parallel loop
  for (int i = 0; i < N; ++i)
    field[i] = scratch[i] - 1.0;
#pragma acc update self(field[0:N])
  for (int i = 0; i < N; ++i)
    if (field[i] != 2.0 * ((i & 15) * (i & 15) + 5.0) - 1.0) {
      if (errors < 5)
        printf("field2[%d] %g\n", i, field[i]);
      ++errors;
    }

  /* link: the data is mapped by a data clause for the region */
  for (int i = 0; i < N; ++i)
    linked[i] = i;
#pragma acc data copy(linked)
  {
#pragma acc parallel loop
    for (int i = 0; i < N; ++i)
      linked[i] = linked[i] * 3.0 + table[i % 16];
  }
  for (int i = 0; i < N; ++i)
    if (linked[i] != 3.0 * i + (i % 16) * (i % 16)) {
      if (errors < 5)
        printf("linked[%d] %g\n", i, linked[i]);
      ++errors;
    }

  /* change the table on the host and send it */
  for (int k = 0; k < 16; ++k)
    table[k] = -k;
#pragma acc update device(table)
  init_field();
#pragma acc update self(field)
  for (int i = 0; i < N; ++i)
    if (field[i] != -(double)(i & 15)) {
      if (errors < 5)
        printf("field3[%d] %g\n", i, field[i]);
      ++errors;
    }
  if (errors)
    printf("declare-create-copyin-global: %d errors\n", errors);
  return errors != 0;
}
