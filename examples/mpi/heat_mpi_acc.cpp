// heat_mpi_acc.cpp - 2-D heat diffusion (Jacobi sweeps) on several GPUs with
// MPI and OpenACC, after the MPI + GPUs seed.
//
// The NX x NY grid is split into bands of rows, one per MPI rank. Each rank
// selects a GPU with acc_set_device_num(rank % ndev), keeps its band (plus
// one halo row above and below) on that GPU for the whole run inside one
// `acc data` region, and before every sweep exchanges its first and last
// rows with its neighbours:
//
//   - by default through host memory: `update self` of the two edge rows,
//     MPI_Sendrecv on the host copies, `update device` of the two halos;
//   - with -DCUDA_AWARE_MPI, MPI reads and writes the GPU copies directly:
//     `host_data use_device(u)` hands MPI the device address of u. This
//     needs an MPI built with CUDA support (Open MPI with UCX/CUDA, MVAPICH2-
//     GDR, ...); Debian's Open MPI is not, so on a GPU machine use the
//     default. On acc2cuda's host simulator device memory is host memory,
//     so both variants run with any MPI.
//
// The result does not depend on the number of ranks: every grid point gets
// the same arithmetic, the max-norm of the change is exact, and rank 0 sums
// the gathered grid in row order. Run with any number of ranks up to NX.
#include <mpi.h>
#include <openacc.h>

#include <cmath>
#include <cstdio>
#include <vector>

namespace {

const int NX = 96;     // grid rows (split among the ranks)
const int NY = 80;     // grid columns
const int SWEEPS = 300;

/// Exchanges the band's first and last rows with the neighbours' halos.
/// u holds rows+2 rows of NY values: halo, the band's rows, halo.
void exchange_halos(double *u, int rows, int up, int down) {
  double *first = u + NY, *last = u + (size_t)rows * NY;
  double *halo_up = u, *halo_down = u + (size_t)(rows + 1) * NY;
#ifdef CUDA_AWARE_MPI
#pragma acc host_data use_device(u)
  {
    // Device addresses: the same offsets into the device copy of u.
    first = u + NY;
    last = u + (size_t)rows * NY;
    halo_up = u;
    halo_down = u + (size_t)(rows + 1) * NY;
    MPI_Sendrecv(first, NY, MPI_DOUBLE, up, 0, halo_down, NY, MPI_DOUBLE,
                 down, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Sendrecv(last, NY, MPI_DOUBLE, down, 1, halo_up, NY, MPI_DOUBLE, up,
                 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
#else
#pragma acc update self(u[NY:NY], u[rows*NY:NY])
  MPI_Sendrecv(first, NY, MPI_DOUBLE, up, 0, halo_down, NY, MPI_DOUBLE, down,
               0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Sendrecv(last, NY, MPI_DOUBLE, down, 1, halo_up, NY, MPI_DOUBLE, up, 1,
               MPI_COMM_WORLD, MPI_STATUS_IGNORE);
#pragma acc update device(u[0:NY], u[(rows+1)*NY:NY])
#endif
}

} // namespace

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank = 0, size = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (size > NX) {
    if (rank == 0)
      std::fprintf(stderr, "at most %d ranks\n", NX);
    MPI_Abort(MPI_COMM_WORLD, 1);
  }

  // One GPU per rank, round robin over the GPUs of the node.
  int ndev = acc_get_num_devices(acc_device_nvidia);
  if (ndev > 0)
    acc_set_device_num(rank % ndev, acc_device_nvidia);

  // This rank's band: global rows [first_row, first_row + rows).
  const int rows = NX / size + (rank < NX % size ? 1 : 0);
  const int first_row = rank * (NX / size) + (rank < NX % size ? rank : NX % size);
  const int up = rank > 0 ? rank - 1 : MPI_PROC_NULL;
  const int down = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
  const size_t cells = (size_t)(rows + 2) * NY;

  // The top edge of the plate is held at 1, the other edges at 0; a hot
  // spot in the middle starts at 2.
  double *u = new double[cells];
  double *unew = new double[cells];
  for (int i = 0; i < rows + 2; ++i)
    for (int j = 0; j < NY; ++j) {
      int g = first_row + i - 1;
      double v = 0.0;
      if (g == 0)
        v = 1.0;
      else if (std::abs(g - NX / 2) < 4 && std::abs(j - NY / 2) < 4)
        v = 2.0;
      u[(size_t)i * NY + j] = (i == 0 || i == rows + 1) ? 0.0 : v;
      unew[(size_t)i * NY + j] = 0.0;
    }

  double change = 0.0;
#pragma acc data copy(u[0:cells]) create(unew[0:cells])
  {
    for (int sweep = 1; sweep <= SWEEPS; ++sweep) {
      exchange_halos(u, rows, up, down);
      change = 0.0;
#pragma acc parallel loop collapse(2) present(u[0:cells], unew[0:cells]) reduction(max:change)
      for (int i = 1; i <= rows; ++i)
        for (int j = 0; j < NY; ++j) {
          int g = first_row + i - 1;
          double old = u[(size_t)i * NY + j];
          double v = old;
          if (g > 0 && g < NX - 1 && j > 0 && j < NY - 1)
            v = 0.25 * (u[(size_t)(i - 1) * NY + j] + u[(size_t)(i + 1) * NY + j] +
                        u[(size_t)i * NY + j - 1] + u[(size_t)i * NY + j + 1]);
          unew[(size_t)i * NY + j] = v;
          change = fmax(change, fabs(v - old));
        }
#pragma acc parallel loop collapse(2) present(u[0:cells], unew[0:cells])
      for (int i = 1; i <= rows; ++i)
        for (int j = 0; j < NY; ++j)
          u[(size_t)i * NY + j] = unew[(size_t)i * NY + j];
      MPI_Allreduce(MPI_IN_PLACE, &change, 1, MPI_DOUBLE, MPI_MAX,
                    MPI_COMM_WORLD);
      if (rank == 0 && sweep % 50 == 0)
        std::printf("sweep %4d  max change %.12e\n", sweep, change);
    }
  } // u comes back here

  // Rank 0 gathers the bands in row order and sums them serially.
  std::vector<int> counts(size), displs(size);
  for (int r = 0; r < size; ++r) {
    int r_rows = NX / size + (r < NX % size ? 1 : 0);
    counts[r] = r_rows * NY;
    displs[r] = (r * (NX / size) + (r < NX % size ? r : NX % size)) * NY;
  }
  std::vector<double> grid(rank == 0 ? (size_t)NX * NY : 0);
  MPI_Gatherv(u + NY, rows * NY, MPI_DOUBLE, grid.data(), counts.data(),
              displs.data(), MPI_DOUBLE, 0, MPI_COMM_WORLD);
  if (rank == 0) {
    double total = 0.0, weighted = 0.0;
    for (int i = 0; i < NX; ++i)
      for (int j = 0; j < NY; ++j) {
        total += grid[(size_t)i * NY + j];
        weighted += grid[(size_t)i * NY + j] * (1.0 + i) * (1.0 + j % 7);
      }
    std::printf("heat %.12e  weighted %.12e  centre %.12e\n", total, weighted,
                grid[(size_t)(NX / 2) * NY + NY / 2]);
  }
  delete[] u;
  delete[] unew;
  MPI_Finalize();
  return 0;
}
