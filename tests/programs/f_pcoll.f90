! A persistent collective from Fortran (mpif.h): Open MPI 4.1's
! MPIX_ALLREDUCE_INIT of 100 integers (sum) on MPI_COMM_WORLD, started and
! waited for 3 times.  Its Fortran binding calls PMPIX_Allreduce_init.
program f_pcoll
  implicit none
  include 'mpif.h'
  integer :: ierr, req, i, a(100), b(100)
  external MPIX_ALLREDUCE_INIT
  call MPI_INIT(ierr)
  a = 1
  call MPIX_ALLREDUCE_INIT(a, b, 100, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, MPI_INFO_NULL, req, ierr)
  do i = 1, 3
    call MPI_START(req, ierr)
    call MPI_WAIT(req, MPI_STATUS_IGNORE, ierr)
  end do
  call MPI_REQUEST_FREE(req, ierr)
  call MPI_FINALIZE(ierr)
end program
