// The relaxation weights; only relax.cpp includes this header.
#pragma once

#define PLATE_CENTER_WEIGHT 0.2
#define PLATE_NEIGHBOUR_WEIGHT 0.2
