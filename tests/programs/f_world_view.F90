! What a Fortran application sees of MPI_COMM_WORLD, for COMMPROF_REORDER's
! tests, in the binding the build picks: -DF08 (use mpi_f08), -DUSE_MPI
! (use mpi), else mpif.h.  Each rank prints its rank, the launcher's rank,
! the rank its left neighbour sent, a sum over the world and whether the
! world compares identical to itself.
program f_world_view
#if defined(F08)
    use mpi_f08
#elif defined(USE_MPI)
    use mpi
#endif
    implicit none
#if !defined(F08) && !defined(USE_MPI)
    include 'mpif.h'
#endif
#if defined(F08)
    type(MPI_Status) :: st
#else
    integer :: st(MPI_STATUS_SIZE)
#endif
    integer :: ierr, rank, nprocs, left, right, got, total, res, r, n
    character(len=32) :: launched
    call MPI_Init(ierr)
    call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
    call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
    call get_environment_variable('OMPI_COMM_WORLD_RANK', launched, n)
    if (n == 0) call get_environment_variable('PMI_RANK', launched, n)
    right = mod(rank + 1, nprocs)
    left = mod(rank + nprocs - 1, nprocs)
    got = -1
    call MPI_Sendrecv(rank, 1, MPI_INTEGER, right, 5, got, 1, MPI_INTEGER, left, 5, MPI_COMM_WORLD, st, ierr)
    call MPI_Allreduce(rank, total, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, ierr)
    call MPI_Comm_compare(MPI_COMM_WORLD, MPI_COMM_WORLD, res, ierr)
    do r = 0, nprocs - 1
        if (r == rank) then
            write (*, '(a,i0,a,a,a,i0,a,i0,a,i0)') 'frank ', rank, ' launched ', trim(launched), ' got ', got, &
                ' sum ', total, ' ident ', merge(1, 0, res == MPI_IDENT)
            flush (6)
        end if
        call MPI_Barrier(MPI_COMM_WORLD, ierr)
    end do
    call MPI_Finalize(ierr)
end program f_world_view
