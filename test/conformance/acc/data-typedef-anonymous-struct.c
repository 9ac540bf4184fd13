/* File-scope "typedef struct { ... } name;" (an unnamed struct, the usual
   C idiom) as the element type of arrays a kernel only reads (copyin) and
   of arrays it writes (copyout), and as the type of a firstprivate scalar
   and of a routine's parameter: particle positions advanced by their
   velocities, and a bounding box reduced per component. */
#include <stdio.h>

typedef struct {
  double x, y, z;
} vec3;

typedef struct {
  vec3 lo, hi;
} box;

#define N 2000

#pragma acc routine seq
static vec3 add_scaled(vec3 a, vec3 b, double s) {
  vec3 r;
  r.x = a.x + s * b.x;
  r.y = a.y + s * b.y;
  r.z = a.z + s * b.z;
  return r;
}

int main(void) {
  static vec3 pos[N], vel[N], out[N];
  box limits;
  int errors = 0;
  for (int i = 0; i < N; ++i) {
    pos[i].x = i;
    pos[i].y = -i;
    pos[i].z = i % 10;
    vel[i].x = 0.5;
    vel[i].y = (i % 3) - 1.0;
    vel[i].z = -0.25;
  }
  limits.lo.x = limits.lo.y = limits.lo.z = -100.0;
  limits.hi.x = limits.hi.y = limits.hi.z = 1000.0;

#pragma acc parallel loop copyin(pos[0:N], vel[0:N]) copyout(out[0:N]) firstprivate(limits)
  for (int i = 0; i < N; ++i) {
    vec3 p = add_scaled(pos[i], vel[i], 2.0);
    if (p.x > limits.hi.x) p.x = limits.hi.x;
    if (p.y < limits.lo.y) p.y = limits.lo.y;
    out[i] = p;
  }

  double maxx = -1e300, miny = 1e300;
#pragma acc parallel loop copyin(out[0:N]) reduction(max:maxx) reduction(min:miny)
  for (int i = 0; i < N; ++i) {
    if (out[i].x > maxx) maxx = out[i].x;
    if (out[i].y < miny) miny = out[i].y;
  }

  double wx = -1e300, wy = 1e300;
  for (int i = 0; i < N; ++i) {
    double x = i + 1.0, y = -i + 2.0 * ((i % 3) - 1.0), z = i % 10 - 0.5;
    if (x > 1000.0) x = 1000.0;
    if (y < -100.0) y = -100.0;
    if (out[i].x != x || out[i].y != y || out[i].z != z) {
      if (errors < 5)
        printf("%d: %g %g %g\n", i, out[i].x, out[i].y, out[i].z);
      ++errors;
    }
    if (x > wx) wx = x;
    if (y < wy) wy = y;
  }
  if (maxx != wx || miny != wy) {
    printf("max %g/%g min %g/%g\n", maxx, wx, miny, wy);
    ++errors;
  }
  if (errors)
    printf("data-typedef-anonymous-struct: %d errors\n", errors);
  return errors != 0;
}
