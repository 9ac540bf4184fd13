// Solver parameters: a header without directives, included from where it
// is (the translation's directory does not hold it).
#pragma once
const int cg_n = 2000;
const double cg_sigma = 0.1;
const double cg_tol = 1.0e-10;
const int cg_max_iters = 400;
