# interpose/: libcommprof.so by concern (README's layout); record/ is the
# recording format's room: its reader builds without MPI and without the
# rest.  Included by the Makefile.
WINGS = wrap count coll clock write trace reorder bind
LIB_SRC = $(filter-out interpose/trace/trace_otf2.c interpose/record/commprof_dump.c interpose/record/record_read.c, \
  $(wildcard interpose/*.c $(WINGS:%=interpose/%/*.c) interpose/record/*.c)) mapper/rankfile_read.c \
  $(FORMATS_SRC)
RECORD_SRC = interpose/record/record_read.c interpose/record/record_names.c
HEADERS = $(wildcard interpose/*.h interpose/*/*.h formats/*.h) mapper/rankfile_read.h
IFLAGS_interpose = -Iinterpose $(addprefix -Iinterpose/,$(WINGS) record) -Imapper -Iformats
IFLAGS_interpose/record = -Iinterpose/record -Iformats

# MPI-4 large-count (_c) functions exist only in some libraries' mpi.h.
# So do MPI-4's MPI_Isendrecv, partitioned communication and sessions: one test
# compile each (the FEATURES of gen_wrappers.py).
mpi_has = $(shell echo 'int main(void){return 0;} int f(void){$($(1))}' | \
  $(MPICC) -x c -include mpi.h -Werror -o /dev/null - >/dev/null 2>&1 && echo -D$(1))
CP_HAVE_LARGE_COUNT = return MPI_Send_c(0,(MPI_Count)0,MPI_BYTE,0,0,MPI_COMM_WORLD);
CP_HAVE_ISENDRECV = MPI_Request r; return MPI_Isendrecv_replace(0,0,MPI_BYTE,0,0,0,0,MPI_COMM_WORLD,&r);
CP_HAVE_PARTITIONED = MPI_Request r; return MPI_Psend_init(0,1,(MPI_Count)0,MPI_BYTE,0,0,MPI_COMM_WORLD,MPI_INFO_NULL,&r);
CP_HAVE_SESSIONS = MPI_Session s; return MPI_Session_init(MPI_INFO_NULL,MPI_ERRORS_RETURN,&s);
MPI_FEATURES = $(foreach f,CP_HAVE_LARGE_COUNT CP_HAVE_ISENDRECV CP_HAVE_PARTITIONED CP_HAVE_SESSIONS,$(call mpi_has,$(f)))

# one compile with -flto: the wrappers' fast paths inline across files
$(LIBOUT)/libcommprof.so: $(LIB_SRC) $(HEADERS) $(wildcard interpose/*/*.def) | check-generated
	@mkdir -p $(LIBOUT)
	$(MPICC) $(CFLAGS) $(CWARN) $(SANFLAGS) $(MPIDEF_$(MPI)) $(MPI_FEATURES) -fPIC -shared \
	  -fvisibility=hidden -flto -fno-semantic-interposition $(IFLAGS_interpose) -o $@ $(LIB_SRC) -lhwloc -ldl -lpthread

# the OTF2 trace writer, loaded by libcommprof.so only in trace mode
$(LIBOUT)/libcommprof_otf2.so: interpose/trace/trace_otf2.c $(HEADERS)
	@mkdir -p $(LIBOUT)
	$(MPICC) $(CFLAGS) $(CWARN) $(SANFLAGS) -fPIC -shared -fvisibility=hidden $(IFLAGS_interpose) -o $@ $< -lotf2

# the recording's reader: no MPI, nothing of interpose but record/
lib/libcommprof_read.a: $(call objs,$(RECORD_SRC))
	@mkdir -p lib
	rm -f $@ && ar rcs $@ $^

bin/commprof-dump: build/obj/interpose/record/commprof_dump.o lib/libcommprof_read.a
	@mkdir -p bin
	$(CC) $(CFLAGS) -o $@ $^ -lpthread

# the wrappers are generated from interpose/wrap/mpi_calls.def and checked in
generate:
	python3 interpose/wrap/gen_wrappers.py

check-generated:
	@if command -v python3 >/dev/null; then python3 interpose/wrap/gen_wrappers.py --check; fi
