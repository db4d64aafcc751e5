! Fortran binding test (f08).  Rank r, with n ranks:
!   10 x MPI_Send of r+1 integers to r+1 (received with MPI_ANY_SOURCE and
!        MPI_STATUS_IGNORE)
!    4 x MPI_Isend of 3 double precision to r-1 (Irecv + Waitall with
!        MPI_STATUSES_IGNORE; the last Irecv polled with
!        MPI_Request_get_status, then freed), inside commprof phase "solve"
!    5 x MPI_Send of 1 integer to r+1 while paused by MPI_Pcontrol(0): not counted
program f_f08
  use mpi_f08
  implicit none
  type(MPI_Request) :: req(8)
  integer :: ierr
  integer :: rank, nprocs, i, to, from
  logical :: done
  type(MPI_Status) :: st
  integer :: ibuf(64), rbuf(64)
  double precision :: d(3), rd(3)
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
  to = mod(rank + 1, nprocs)
  from = mod(rank + nprocs - 1, nprocs)
  ibuf = 0
  d = 0
  do i = 1, 10
    if (mod(rank, 2) == 0) then
      call MPI_Send(ibuf, rank + 1, MPI_INTEGER, to, 1, MPI_COMM_WORLD, ierr)
      call MPI_Recv(rbuf, 64, MPI_INTEGER, MPI_ANY_SOURCE, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
    else
      call MPI_Recv(rbuf, 64, MPI_INTEGER, MPI_ANY_SOURCE, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
      call MPI_Send(ibuf, rank + 1, MPI_INTEGER, to, 1, MPI_COMM_WORLD, ierr)
    end if
  end do
  call commprof_phase_begin('solve')
  do i = 1, 4
    call MPI_Irecv(rd, 3, MPI_DOUBLE_PRECISION, MPI_ANY_SOURCE, 2, MPI_COMM_WORLD, req(1), ierr)
    call MPI_Isend(d, 3, MPI_DOUBLE_PRECISION, from, 2, MPI_COMM_WORLD, req(2), ierr)
    if (i < 4) then
      call MPI_Waitall(2, req, MPI_STATUSES_IGNORE, ierr)
    else
      done = .false.
      do while (.not. done)
        ! a status: given MPI_STATUS_IGNORE, Open MPI 4.1.4's Fortran
        ! binding answers .false. forever
        call MPI_Request_get_status(req(1), done, st, ierr)
      end do
      call MPI_Request_free(req(1), ierr)
      call MPI_Wait(req(2), MPI_STATUS_IGNORE, ierr)
    end if
  end do
  call commprof_phase_end()
  call MPI_Pcontrol(0)
  do i = 1, 5
    call MPI_Sendrecv(ibuf, 1, MPI_INTEGER, to, 3, rbuf, 1, MPI_INTEGER, from, 3, &
                      MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
  end do
  call MPI_Pcontrol(1)
  call MPI_Finalize(ierr)
end program
