// No include guard.
#pragma omp target teams distribute parallel for map(tofrom : x[0:n])
for (int i = 0; i < n; ++i)
  x[i] += 1;
