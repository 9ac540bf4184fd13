#pragma once
#include "../include/config.h"
void scale(float *a, int n);
int helper();
