#pragma once
inline double lateFn(double v) { return 2 * v; }
