// Globals with a device copy in a header: every file including it would
// define the copy.
#pragma once
static double table[4];
#pragma acc declare create(table)
inline int counter = 0;
#pragma omp declare target(counter)
