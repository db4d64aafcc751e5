# commprof — see README.md.  `make` builds, `make check` installs what the
# tests need, builds and runs every test; `make bench` runs the benchmarks.
MPI ?= openmpi
PREFIX ?= /usr/local
CC ?= cc
WERROR ?= -Werror
CFLAGS ?= -O2 -g
CWARN = -std=c11 -Wall -Wextra $(WERROR) -D_GNU_SOURCE
MPICC_openmpi = mpicc.openmpi
MPICC_mpich = mpicc.mpich
MPICC = $(MPICC_$(MPI))
# Open MPI's Fortran layers and MPICH's mpi_f08 call PMPI_* directly, while
# MPICH's mpif.h layer calls MPI_*: both builds wrap both names, and the
# re-entry guard counts a call once whichever layer it enters by.
MPIDEF_openmpi = -DCP_WRAP_PMPI
MPIDEF_mpich = -DCP_WRAP_PMPI
LIBDIR_openmpi = lib
LIBDIR_mpich = lib/mpich
LIBOUT = $(LIBDIR_$(MPI))
BUILD = build/$(MPI)$(SANITIZE:%=-san)

INTERPOSE_SRC = interpose/wrappers.gen.c interpose/comm_table.c interpose/comm_world_map.c \
  interpose/request_map.c interpose/outside_traffic.c interpose/large_counts.c interpose/hooks.c interpose/runtime.c interpose/signal_write.c interpose/snapshot_thread.c interpose/placement.c \
  interpose/record_write.c interpose/clock.c interpose/clock_sync.c interpose/trace.c \
  interpose/call_stats.c interpose/coll_model.c interpose/coll_choice.c \
  interpose/coll_tuned_fixed.c interpose/coll_model_nbc.c interpose/coll_inter.c interpose/coll_persistent.c interpose/coll_memo.c interpose/coll_hooks.c interpose/coll_win.c interpose/rma_hooks.c \
  interpose/record_pack.c interpose/settings.c interpose/record_names.c
READ_SRC = interpose/record_read.c interpose/settings.c interpose/record_names.c
HEADERS = $(wildcard interpose/*.h)

ifdef SANITIZE
SANFLAGS = -fsanitize=address,undefined -fno-omit-frame-pointer
LIBOUT := $(LIBOUT)/sanitize
endif

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

.PHONY: all lib tools generate check-generated deps check bench demo install uninstall clean fuzz
all: lib tools

lib: $(LIBOUT)/libcommprof.so $(LIBOUT)/libcommprof_otf2.so lib/libcommprof_read.a

$(LIBOUT)/libcommprof.so: $(INTERPOSE_SRC) $(HEADERS) | check-generated
	@mkdir -p $(LIBOUT)
	$(MPICC) $(CFLAGS) $(CWARN) $(SANFLAGS) $(MPIDEF_$(MPI)) $(MPI_FEATURES) -fPIC -shared \
	  -fvisibility=hidden -flto -fno-semantic-interposition -Iinterpose -o $@ $(INTERPOSE_SRC) -lhwloc -ldl -lpthread

# The OTF2 trace writer, loaded by libcommprof.so only in trace mode.
$(LIBOUT)/libcommprof_otf2.so: interpose/trace_otf2.c $(HEADERS)
	@mkdir -p $(LIBOUT)
	$(MPICC) $(CFLAGS) $(CWARN) $(SANFLAGS) -fPIC -shared -fvisibility=hidden -Iinterpose -o $@ $< -lotf2

lib/libcommprof_read.a: $(READ_SRC) $(HEADERS)
	@mkdir -p build/read lib
	$(CC) $(CFLAGS) $(CWARN) -fPIC -Iinterpose -c interpose/record_read.c -o build/read/record_read.o
	$(CC) $(CFLAGS) $(CWARN) -fPIC -Iinterpose -c interpose/settings.c -o build/read/settings.o
	$(CC) $(CFLAGS) $(CWARN) -fPIC -Iinterpose -c interpose/record_names.c -o build/read/record_names.o
	rm -f $@ && ar rcs $@ build/read/record_read.o build/read/settings.o build/read/record_names.o

tools: bin/commprof-dump bin/commprof-run bin/analyzer bin/mapper bin/commprof-testbed bin/commprof-delayline

# the emulated multi-cluster (scripts/commprof-testbed) and its links
bin/commprof-testbed: scripts/commprof-testbed
	@mkdir -p bin
	cp $< $@ && chmod +x $@

bin/commprof-delayline: scripts/testbed/delayline.c
	@mkdir -p bin
	$(CC) $(CFLAGS) $(CWARN) -o $@ $<

bin/commprof-dump: interpose/commprof_dump.c lib/libcommprof_read.a
	@mkdir -p bin
	$(CC) $(CFLAGS) $(CWARN) -Iinterpose -o $@ $< lib/libcommprof_read.a -lpthread

bin/commprof-run: scripts/commprof-run
	@mkdir -p bin
	cp $< $@ && chmod +x $@

# The wrappers are generated from interpose/mpi_calls.def and checked in.
generate:
	python3 interpose/gen_wrappers.py

check-generated:
	@if command -v python3 >/dev/null; then python3 interpose/gen_wrappers.py --check; fi

deps:
	scripts/install-deps

# (on every core unless -j was given: CI has 30 minutes)
CHECK_JOBS = $(if $(findstring -j,$(MAKEFLAGS)),,-j$(shell nproc))
check: deps
	$(MAKE) $(CHECK_JOBS) all
	$(MAKE) $(CHECK_JOBS) MPI=mpich lib
	$(MAKE) $(CHECK_JOBS) SANITIZE=1 lib
	$(MAKE) $(CHECK_JOBS) $(FUZZ_TARGETS) build/sanitize/analyzer build/sanitize/mapper
	tests/run-tests

bench: all
	tests/bench/run-bench

demo: all
	scripts/demo

install: all
	install -d $(DESTDIR)$(PREFIX)/lib $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/include \
	  $(DESTDIR)$(PREFIX)/lib/pkgconfig
	install -m 755 lib/libcommprof.so lib/libcommprof_otf2.so $(DESTDIR)$(PREFIX)/lib/
	install -m 644 lib/libcommprof_read.a $(DESTDIR)$(PREFIX)/lib/
	install -m 755 bin/commprof-dump bin/commprof-run bin/analyzer bin/mapper $(DESTDIR)$(PREFIX)/bin/
	install -d $(DESTDIR)$(PREFIX)/include/commprof
	install -m 644 interpose/commprof.h $(DESTDIR)$(PREFIX)/include/
	install -m 644 interpose/record_format.h interpose/record_read.h $(DESTDIR)$(PREFIX)/include/commprof/
	if [ -f lib/mpich/libcommprof.so ]; then install -d $(DESTDIR)$(PREFIX)/lib/mpich && install -m 755 lib/mpich/libcommprof.so lib/mpich/libcommprof_otf2.so $(DESTDIR)$(PREFIX)/lib/mpich/; fi
	sed 's|@PREFIX@|$(PREFIX)|' scripts/commprof.pc.in > $(DESTDIR)$(PREFIX)/lib/pkgconfig/commprof.pc
	sed 's|@PREFIX@|$(PREFIX)|' scripts/commprof-read.pc.in > $(DESTDIR)$(PREFIX)/lib/pkgconfig/commprof-read.pc

# exactly what install put there, and the directories it leaves empty
uninstall:
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/,lib/libcommprof.so lib/libcommprof_otf2.so lib/libcommprof_read.a \
	  lib/mpich/libcommprof.so lib/mpich/libcommprof_otf2.so bin/commprof-dump bin/commprof-run bin/analyzer \
	  bin/mapper include/commprof.h include/commprof/record_format.h include/commprof/record_read.h \
	  lib/pkgconfig/commprof.pc lib/pkgconfig/commprof-read.pc)
	-rmdir $(addprefix $(DESTDIR)$(PREFIX)/,lib/mpich lib/pkgconfig lib bin include/commprof include) 2>/dev/null

clean:
	rm -rf lib bin build tests/out

# libFuzzer (clang) on the readers (recordings, monitoring files, METIS graphs, cost files, topology.conf, node files, job files, hostfiles, Slurm lists, hierarchies); `make fuzz FUZZ_SECONDS=600` runs long.
FUZZ_SECONDS ?= 600
build/fuzz/fuzz_rank_parse: tests/fuzz/fuzz_rank_parse.c interpose/record_read.c interpose/record_names.c $(HEADERS)
	@mkdir -p build/fuzz
	clang -g -O1 -std=c11 -D_GNU_SOURCE -fsanitize=fuzzer,address,undefined -Iinterpose -o $@ \
	  tests/fuzz/fuzz_rank_parse.c interpose/record_read.c interpose/record_names.c -lpthread

build/fuzz/fuzz_monitoring_parse: tests/fuzz/fuzz_monitoring_parse.c analyzer/matrix_monitoring.c analyzer/comm_matrix.c $(wildcard analyzer/*.h)
	@mkdir -p build/fuzz
	clang -g -O1 -std=c11 -D_GNU_SOURCE -fsanitize=fuzzer,address,undefined -Iinterpose -Ianalyzer -o $@ \
	  tests/fuzz/fuzz_monitoring_parse.c analyzer/matrix_monitoring.c analyzer/comm_matrix.c -lm

build/fuzz/fuzz_metis_graph: tests/fuzz/fuzz_metis_graph.c tests/fuzz/fuzz_memfile.h analyzer/graph.c analyzer/ordered_pool.c $(wildcard analyzer/*.h)
	@mkdir -p build/fuzz
	clang -g -O1 -std=c11 -D_GNU_SOURCE -fsanitize=fuzzer,address,undefined -Iinterpose -Ianalyzer -o $@ \
	  tests/fuzz/fuzz_metis_graph.c analyzer/graph.c analyzer/ordered_pool.c -lz -lpthread

build/fuzz/fuzz_node_file: tests/fuzz/fuzz_node_file.c interpose/record_read.c interpose/record_names.c $(HEADERS)
	@mkdir -p build/fuzz
	clang -g -O1 -std=c11 -D_GNU_SOURCE -fsanitize=fuzzer,address,undefined -Iinterpose -o $@ \
	  tests/fuzz/fuzz_node_file.c interpose/record_read.c interpose/record_names.c -lpthread

build/fuzz/fuzz_job_file: tests/fuzz/fuzz_job_file.c interpose/record_read.c interpose/record_names.c $(HEADERS)
	@mkdir -p build/fuzz
	clang -g -O1 -std=c11 -D_GNU_SOURCE -fsanitize=fuzzer,address,undefined -Iinterpose -o $@ \
	  tests/fuzz/fuzz_job_file.c interpose/record_read.c interpose/record_names.c -lpthread

MACHINE_CORE = mapper/machine.c mapper/switch_tree.c mapper/slurm_nodes.c
build/fuzz/fuzz_cost_file: tests/fuzz/fuzz_cost_file.c tests/fuzz/fuzz_memfile.h mapper/machine_cost.c analyzer/cost_file.c \
  $(MACHINE_CORE) mapper/machine.h analyzer/cost_file.h
	@mkdir -p build/fuzz
	clang -g -O1 -std=c11 -D_GNU_SOURCE -fsanitize=fuzzer,address,undefined -Imapper -Ianalyzer -o $@ \
	  tests/fuzz/fuzz_cost_file.c mapper/machine_cost.c analyzer/cost_file.c $(MACHINE_CORE) -lm

build/fuzz/fuzz_switches: tests/fuzz/fuzz_switches.c tests/fuzz/fuzz_memfile.h $(MACHINE_CORE) mapper/machine.h
	@mkdir -p build/fuzz
	clang -g -O1 -std=c11 -D_GNU_SOURCE -fsanitize=fuzzer,address,undefined -Imapper -o $@ \
	  tests/fuzz/fuzz_switches.c $(MACHINE_CORE)

build/fuzz/fuzz_hostlist: tests/fuzz/fuzz_hostlist.c tests/fuzz/fuzz_memfile.h $(MACHINE_CORE) mapper/machine.h
	@mkdir -p build/fuzz
	clang -g -O1 -std=c11 -D_GNU_SOURCE -fsanitize=fuzzer,address,undefined -Imapper -o $@ \
	  tests/fuzz/fuzz_hostlist.c $(MACHINE_CORE)

FUZZ_TARGETS = build/fuzz/fuzz_rank_parse build/fuzz/fuzz_monitoring_parse build/fuzz/fuzz_metis_graph \
  build/fuzz/fuzz_cost_file build/fuzz/fuzz_switches build/fuzz/fuzz_node_file build/fuzz/fuzz_hostlist \
  build/fuzz/fuzz_job_file

fuzz: $(FUZZ_TARGETS)
	@mkdir -p build/fuzz/corpus build/fuzz/corpus_monitoring
	build/fuzz/fuzz_rank_parse -max_total_time=$(FUZZ_SECONDS) -timeout=20 build/fuzz/corpus tests/fuzz/corpus
	build/fuzz/fuzz_monitoring_parse -max_total_time=$(FUZZ_SECONDS) -timeout=20 build/fuzz/corpus_monitoring tests/fuzz/corpus_monitoring
	@mkdir -p build/fuzz/corpus_graph build/fuzz/corpus_cost
	build/fuzz/fuzz_metis_graph -max_total_time=$(FUZZ_SECONDS) -timeout=20 build/fuzz/corpus_graph tests/fuzz/corpus_graph
	build/fuzz/fuzz_cost_file -max_total_time=$(FUZZ_SECONDS) -timeout=20 build/fuzz/corpus_cost tests/fuzz/corpus_cost
	@mkdir -p build/fuzz/corpus_switches
	build/fuzz/fuzz_switches -max_total_time=$(FUZZ_SECONDS) -timeout=20 build/fuzz/corpus_switches tests/fuzz/corpus_switches
	@mkdir -p build/fuzz/corpus_node
	build/fuzz/fuzz_node_file -max_total_time=$(FUZZ_SECONDS) -timeout=20 build/fuzz/corpus_node tests/fuzz/corpus_node
	@mkdir -p build/fuzz/corpus_hostlist
	build/fuzz/fuzz_hostlist -max_total_time=$(FUZZ_SECONDS) -timeout=20 build/fuzz/corpus_hostlist tests/fuzz/corpus_hostlist
	@mkdir -p build/fuzz/corpus_job
	build/fuzz/fuzz_job_file -max_total_time=$(FUZZ_SECONDS) -timeout=20 build/fuzz/corpus_job tests/fuzz/corpus_job

# analyzer: library (matrices, graph formats, reports) + CLI
ANALYZER_SRC = analyzer/comm_matrix.c analyzer/matrix_recording.c analyzer/matrix_monitoring.c \
  analyzer/matrix_write.c analyzer/graph.c analyzer/graph_from_matrix.c analyzer/report_stats.c \
  analyzer/report_text.c analyzer/report_html.c analyzer/heatmap_svg.c analyzer/heatmap_grid.c \
  analyzer/heatmap_png.c analyzer/font5x7.c analyzer/svg_axes.c analyzer/matrix_otf2.c analyzer/clock_adjust.c analyzer/matrix_input.c analyzer/ordered_pool.c \
  analyzer/out_file.c analyzer/cost_file.c
lib/libcommprof_analyzer.a: $(ANALYZER_SRC) $(wildcard analyzer/*.h) $(HEADERS)
	@mkdir -p build/analyzer lib
	cd build/analyzer && for s in $(ANALYZER_SRC); do \
	  $(CC) $(CFLAGS) $(CWARN) -fPIC -I$(CURDIR)/interpose -I$(CURDIR)/analyzer \
	    -c $(CURDIR)/$$s -o $$(basename $$s .c).o || exit 1; done
	rm -f $@ && ar rcs $@ $(addprefix build/analyzer/,$(notdir $(ANALYZER_SRC:.c=.o)))

bin/analyzer: analyzer/analyzer_main.c lib/libcommprof_analyzer.a lib/libcommprof_read.a
	@mkdir -p bin
	$(CC) $(CFLAGS) $(CWARN) -Ianalyzer -Iinterpose -o $@ $< lib/libcommprof_analyzer.a lib/libcommprof_read.a \
	  -lotf2 -lz -lm -lpthread

# the analyzer under ASan/UBSan, for the tests that feed it damaged traces
build/sanitize/analyzer: analyzer/analyzer_main.c $(ANALYZER_SRC) $(READ_SRC) $(wildcard analyzer/*.h) $(HEADERS)
	@mkdir -p build/sanitize
	$(CC) -O1 -g $(CWARN) -fsanitize=address,undefined -fno-omit-frame-pointer -Ianalyzer -Iinterpose -o $@ \
	  analyzer/analyzer_main.c $(ANALYZER_SRC) $(READ_SRC) -lotf2 -lz -lm -lpthread

# mapper: library + CLI (reads graphs through the analyzer library)
MAPPER_SRC = mapper/machine.c mapper/machine_cost.c mapper/machine_hwloc.c mapper/slurm_nodes.c mapper/switch_tree.c mapper/map_cost.c mapper/map_refine_max.c \
  mapper/map_hier.c mapper/part_repair.c mapper/map_bottom_up.c mapper/map_grid.c mapper/map_lattice.c mapper/map_levels.c mapper/grid_bound.c mapper/map_refine.c mapper/map_anneal.c mapper/map_scotch.c mapper/rankfile_write.c \
  mapper/mapper_options.c mapper/mapper_machine.c mapper/portfolio.c mapper/placement_report.c
lib/libcommprof_mapper.a: $(MAPPER_SRC) $(wildcard mapper/*.h) $(wildcard analyzer/*.h) $(HEADERS)
	@mkdir -p build/mapper lib
	cd build/mapper && for s in $(MAPPER_SRC); do \
	  $(CC) $(CFLAGS) $(CWARN) -fPIC -I$(CURDIR)/interpose -I$(CURDIR)/analyzer -I$(CURDIR)/mapper \
	    -I/usr/include/scotch -c $(CURDIR)/$$s -o $$(basename $$s .c).o || exit 1; done
	rm -f $@ && ar rcs $@ $(addprefix build/mapper/,$(notdir $(MAPPER_SRC:.c=.o)))

# the mapper under ASan/UBSan, for the tests that run every strategy
build/sanitize/mapper: mapper/mapper_main.c $(MAPPER_SRC) $(ANALYZER_SRC) $(READ_SRC) $(wildcard mapper/*.h) \
  $(wildcard analyzer/*.h) $(HEADERS)
	@mkdir -p build/sanitize
	$(CC) -O1 -g $(CWARN) -fsanitize=address,undefined -fno-omit-frame-pointer -Imapper -Ianalyzer -Iinterpose \
	  -I/usr/include/scotch -o $@ mapper/mapper_main.c $(MAPPER_SRC) $(ANALYZER_SRC) $(READ_SRC) \
	  -lmetis -lscotch -lscotcherr -lhwloc -lotf2 -lz -lm -lpthread

bin/mapper: mapper/mapper_main.c lib/libcommprof_mapper.a lib/libcommprof_analyzer.a lib/libcommprof_read.a
	@mkdir -p bin
	$(CC) $(CFLAGS) $(CWARN) -Imapper -Ianalyzer -Iinterpose -o $@ $< lib/libcommprof_mapper.a \
	  lib/libcommprof_analyzer.a lib/libcommprof_read.a -lmetis -lscotch -lscotcherr -lhwloc -lotf2 -lz -lm -lpthread
