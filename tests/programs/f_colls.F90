! Collectives from Fortran, one source for the three bindings (built with
! -DBIND=1 mpif.h, 2 use mpi, 3 use mpi_f08).  With the argument 1, each
! rank calls ITER = 3 times, on MPI_COMM_WORLD and then on a split in
! reverse order (colour rank mod 2, key -rank):
!   MPI_Barrier; MPI_Bcast of 100 integers from root 0; MPI_Reduce of 50
!   double precision (sum) to the last rank; MPI_Allreduce of 20 double
!   precision; MPI_Gather of 4 integers to root 1 mod size; MPI_Scatter of 4
!   integers from root 0; MPI_Allgather of 3 integers; MPI_Alltoall of 2
!   integers per rank.
! With 2, also MPI_Ibcast of 10 integers from root 0 + MPI_Wait.
! With 0 only the split is made and freed (the baseline for monitoring,
! which also counts the collectives MPI runs inside MPI_Comm_split).
program f_colls
#if BIND == 3
  use mpi_f08
#elif BIND == 2
  use mpi
#endif
  implicit none
#if BIND == 1
  include 'mpif.h'
#endif
#if BIND == 3
  type(MPI_Comm) :: comm, sub
  type(MPI_Request) :: req
#else
  integer :: comm, sub, req
#endif
  integer, parameter :: iter = 3
  integer :: ierr, rank, nprocs, n, me, i, k, mode
  integer :: ib(100), ig(4 * 64), ia(2 * 64), ir(2 * 64)
  double precision :: d(50), dr(50)
  character(len=8) :: arg
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  mode = 1
  if (command_argument_count() > 0) then
    call get_command_argument(1, arg)
    read (arg, *) mode
  end if
  call MPI_Comm_split(MPI_COMM_WORLD, mod(rank, 2), -rank, sub, ierr)
  ib = rank
  d = 1.0d0
  ig = 0
  ia = rank
  do k = 1, 2
    if (mode == 0) exit
    if (k == 1) then
      comm = MPI_COMM_WORLD
    else
      comm = sub
    end if
    call MPI_Comm_rank(comm, me, ierr)
    call MPI_Comm_size(comm, n, ierr)
    do i = 1, iter
      call MPI_Barrier(comm, ierr)
      call MPI_Bcast(ib, 100, MPI_INTEGER, 0, comm, ierr)
      call MPI_Reduce(d, dr, 50, MPI_DOUBLE_PRECISION, MPI_SUM, n - 1, comm, ierr)
      call MPI_Allreduce(d, dr, 20, MPI_DOUBLE_PRECISION, MPI_SUM, comm, ierr)
      call MPI_Gather(ib, 4, MPI_INTEGER, ig, 4, MPI_INTEGER, mod(1, n), comm, ierr)
      call MPI_Scatter(ig, 4, MPI_INTEGER, ib, 4, MPI_INTEGER, 0, comm, ierr)
      call MPI_Allgather(ib, 3, MPI_INTEGER, ig, 3, MPI_INTEGER, comm, ierr)
      call MPI_Alltoall(ia, 2, MPI_INTEGER, ir, 2, MPI_INTEGER, comm, ierr)
      if (mode == 2) then
        call MPI_Ibcast(ib, 10, MPI_INTEGER, 0, comm, req, ierr)
        call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
      end if
    end do
  end do
  call MPI_Comm_free(sub, ierr)
  call MPI_Finalize(ierr)
end program f_colls
