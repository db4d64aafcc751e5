! MPI-4 calls from Fortran (use mpi_f08; MPICH 4): MPI_Isendrecv to the
! right neighbour (5 integers), and MPI_Bcast with an
! INTEGER(MPI_COUNT_KIND) count (the large-count form) of 7 integers from
! rank 0.  MPICH's Fortran calls the C layer: each counted once.
program f_mpi4
  use mpi_f08
  implicit none
  integer :: rank, n, sb(64), rb(64)
  integer(kind=MPI_COUNT_KIND) :: big
  type(MPI_Request) :: req
  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Comm_size(MPI_COMM_WORLD, n)
  sb = 0
  call MPI_Isendrecv(sb, 5, MPI_INTEGER, mod(rank + 1, n), 1, rb, 64, MPI_INTEGER, &
                     mod(rank + n - 1, n), 1, MPI_COMM_WORLD, req)
  call MPI_Wait(req, MPI_STATUS_IGNORE)
  big = 7
  call MPI_Bcast(sb, big, MPI_INTEGER, 0, MPI_COMM_WORLD)
  call MPI_Finalize()
end program f_mpi4
