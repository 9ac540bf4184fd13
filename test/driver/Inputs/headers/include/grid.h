// Index helpers without directives: copied along (--out-root) or included
// from where they are.
#ifndef GRID_H
#define GRID_H

inline int clampIndex(int i, int n) { return i < 0 ? 0 : i >= n ? n - 1 : i; }

#endif
