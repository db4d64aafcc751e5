# tests/unit/: one module each against brute force or hand-made cases,
# under ASan/UBSan.  `make unit` builds them all (make check does); the
# test groups run them (build/unit/NAME), making the one they need where
# it is missing.  Included by the Makefile.
UNIT = comm_table_check record_write_check snapshot_thread_check fit_check comm_matrix_check clock_adjust_check \
  map_refine_check routes_check units_check time_tape_check time_swing_check huge_pages_check machine_units_check \
  host_finder_check tcp_survey_check
UNIT_SRC_comm_table_check = interpose/count/comm_table.c
UNIT_SRC_record_write_check = tests/unit/record_write_check_read.c interpose/write/record_write.c \
  interpose/count/comm_table.c interpose/clock/clock.c interpose/count/outside_traffic.c $(RECORD_SRC) interpose/settings.c \
  $(FORMATS_SRC)
UNIT_SRC_snapshot_thread_check = interpose/write/snapshot_thread.c
UNIT_SRC_fit_check = probe/fit.c
UNIT_SRC_comm_matrix_check = analyzer/comm_matrix.c
UNIT_SRC_clock_adjust_check = analyzer/clock_adjust.c
UNIT_SRC_units_check = formats/units.c
UNIT_SRC_host_finder_check = formats/host_addr.c
UNIT_SRC_tcp_survey_check = probe/tcp_survey.c
UNIT_SRC_map_refine_check = lib/libcommprof_mapper.a lib/libcommprof_analyzer.a lib/libcommprof_read.a
UNIT_SRC_routes_check = lib/libcommprof_mapper.a lib/libcommprof_analyzer.a lib/libcommprof_read.a
UNIT_SRC_time_tape_check = lib/libcommprof_mapper.a lib/libcommprof_analyzer.a lib/libcommprof_read.a
UNIT_SRC_time_swing_check = lib/libcommprof_mapper.a
UNIT_SRC_machine_units_check = lib/libcommprof_mapper.a lib/libcommprof_analyzer.a lib/libcommprof_read.a
# the modules that include mpi.h build with MPI's compiler
UNIT_CC_record_write_check = $(MPICC_openmpi)
UNIT_CC_snapshot_thread_check = $(MPICC_openmpi)
UNIT_CC_tcp_survey_check = $(MPICC_openmpi)
UNIT_FLAGS = -O1 -g $(CWARN) -fsanitize=address,undefined $(IFLAGS_interpose) -Itests/unit -Iprobe -Ianalyzer \
  -I/usr/include/scotch
UNIT_LIBS = $(MAPPER_LIBS)
# UBSan only: ASan's allocator replaces glibc's, whose remapping of a large
# block it checks (the source says)
UNIT_FLAGS_huge_pages_check = -O1 -g $(CWARN) -fsanitize=undefined -Iformats
UNIT_LIBS_huge_pages_check = -fsanitize=undefined
unit: $(UNIT:%=build/unit/%)
build/unit/%: tests/unit/%.c $$(UNIT_SRC_$$*) $(HEADERS) $(wildcard tests/unit/*.h analyzer/*.h mapper/*.h probe/*.h)
	@mkdir -p build/unit
	$(or $(UNIT_CC_$*),$(CC)) $(or $(UNIT_FLAGS_$*),$(UNIT_FLAGS)) -o $@ $< $(UNIT_SRC_$*) $(or $(UNIT_LIBS_$*),$(UNIT_LIBS))
