// The output self-check: an edit landing inside another one, or brackets
// that no longer pair up, is an internal error and nothing is written.
// --inject-edit forces each (no translation makes them).
// RUN: rm -f %t.cu
// RUN: not %acc2cuda %s -o %t.cu --inject-edit=16:7:} 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OVERLAP --implicit-check-not=error:
// RUN: not test -e %t.cu
// RUN: not %acc2cuda %s -o %t.cu '--inject-edit=13:1:{' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BRACKETS --implicit-check-not=error:
// RUN: not test -e %t.cu
// Without the injected edit the file translates.
// RUN: %acc2cuda %s -o %t.cu && test -s %t.cu
void scale(double *x, int n) {
#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] *= 2;
}
// OVERLAP: malformed-output.cpp:16:7: error: internal error: an edit of the translation lands inside another one here, the output would be malformed; please report this input [A2C9004]
// OVERLAP: malformed-output.cpp:14:1: note: the other edit starts here
// BRACKETS: malformed-output.cpp:1:1: error: internal error: the translation of malformed-output.cpp would be malformed (at its line {{[0-9]+}}, column 1: '{' is never closed); please report this input [A2C9004]
