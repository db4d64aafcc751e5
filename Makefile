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

# interpose/: the library by concern (README's layout); record/ is the
# recording format's room: its reader builds without MPI and without the rest.
WINGS = wrap count coll clock write trace reorder
LIB_SRC = interpose/runtime.c interpose/state.c interpose/api.c interpose/settings.c interpose/placement.c \
  interpose/wrap/wrappers.gen.c interpose/wrap/mpi_real.gen.c interpose/wrap/hooks.c interpose/wrap/large_counts.c \
  interpose/count/comm_table.c interpose/count/comm_world_map.c interpose/count/request_map.c \
  interpose/count/outside_traffic.c interpose/count/call_stats.c interpose/count/phases.c \
  interpose/coll/coll_model.c interpose/coll/coll_choice.c interpose/coll/coll_tuned_fixed.c \
  interpose/coll/coll_model_nbc.c interpose/coll/coll_inter.c interpose/coll/coll_persistent.c \
  interpose/coll/coll_memo.c interpose/coll/coll_hooks.c interpose/coll/coll_win.c interpose/coll/rma_hooks.c \
  interpose/clock/clock.c interpose/clock/clock_sync.c \
  interpose/write/record_write.c interpose/write/record_pack.c interpose/write/signal_write.c \
  interpose/write/snapshot_thread.c interpose/trace/trace.c interpose/record/record_names.c \
  interpose/reorder/reorder_world.c interpose/reorder/reorder_place.c interpose/reorder/topo_reorder.c \
  mapper/rankfile_read.c
RECORD_SRC = interpose/record/record_read.c interpose/record/record_names.c
HEADERS = $(wildcard interpose/*.h interpose/*/*.h) mapper/rankfile_read.h
# include paths by the folder a source lives in (the most specific wins)
IFLAGS_interpose = -Iinterpose $(addprefix -Iinterpose/,$(WINGS) record) -Imapper
IFLAGS_interpose/record = -Iinterpose/record
IFLAGS_analyzer = -Ianalyzer -Iinterpose/record -Iinterpose
IFLAGS_mapper = -Imapper -Ianalyzer -Iinterpose/record -I/usr/include/scotch
IFLAGS_tests = $(IFLAGS_interpose)
iflags = $(or $(IFLAGS_$(patsubst %/,%,$(dir $(1)))),$(IFLAGS_$(firstword $(subst /, ,$(1)))))

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

.PHONY: all lib tools generate check-generated deps check bench demo install uninstall clean fuzz print-lib-src print-lib-iflags
all: lib tools

lib: $(LIBOUT)/libcommprof.so $(LIBOUT)/libcommprof_otf2.so lib/libcommprof_read.a

# one compile with -flto: the wrappers' fast paths inline across files
$(LIBOUT)/libcommprof.so: $(LIB_SRC) $(HEADERS) | check-generated
	@mkdir -p $(LIBOUT)
	$(MPICC) $(CFLAGS) $(CWARN) $(SANFLAGS) $(MPIDEF_$(MPI)) $(MPI_FEATURES) -fPIC -shared \
	  -fvisibility=hidden -flto -fno-semantic-interposition $(IFLAGS_interpose) -o $@ $(LIB_SRC) -lhwloc -ldl -lpthread

# The OTF2 trace writer, loaded by libcommprof.so only in trace mode.
$(LIBOUT)/libcommprof_otf2.so: interpose/trace/trace_otf2.c $(HEADERS)
	@mkdir -p $(LIBOUT)
	$(MPICC) $(CFLAGS) $(CWARN) $(SANFLAGS) -fPIC -shared -fvisibility=hidden $(IFLAGS_interpose) -o $@ $< -lotf2

# objects of the static libraries and tools: one rule, dependencies from -MMD
build/obj/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(CWARN) -fPIC -MMD -MP $(call iflags,$*) -c $< -o $@
-include $(shell find build/obj -name '*.d' 2>/dev/null)
objs = $(addprefix build/obj/,$(1:.c=.o))

# the recording's reader: no MPI, nothing of interpose but record/
lib/libcommprof_read.a: $(call objs,$(RECORD_SRC))
	@mkdir -p lib
	rm -f $@ && ar rcs $@ $^

tools: bin/commprof-dump bin/commprof-run bin/analyzer bin/mapper bin/commprof-testbed bin/commprof-delayline \
  bin/commprof-probe

# the machine probe: an MPI program (Open MPI's, or MPI=mpich's in
# bin/mpich/); writes the cost file through the analyzer's module
PROBE_SRC = probe/probe_main.c probe/levels.c probe/measure.c probe/stats.c probe/fit.c probe/contention.c \
  probe/memory.c probe/hot_spots.c probe/probe_write.c analyzer/cost_file.c analyzer/out_file.c analyzer/svg_axes.c \
  mapper/host_list.c mapper/switch_tree.c mapper/slurm_nodes.c mapper/machine_err.c
PROBE_OUT = $(if $(filter mpich,$(MPI)),bin/mpich/commprof-probe,bin/commprof-probe)
IFLAGS_probe = -Iprobe -Ianalyzer -Imapper -Iinterpose/record
bin/commprof-probe bin/mpich/commprof-probe: $(PROBE_SRC) $(wildcard probe/*.h) analyzer/cost_file.h mapper/machine.h
	@mkdir -p $(@D)
	$(MPICC) $(CFLAGS) $(CWARN) $(IFLAGS_probe) -o $@ $(PROBE_SRC) -lhwloc -lz -lm

# the emulated multi-cluster (scripts/commprof-testbed) and its links
bin/commprof-testbed: scripts/commprof-testbed
	@mkdir -p bin
	cp $< $@ && chmod +x $@

bin/commprof-delayline: scripts/testbed/delayline.c
	@mkdir -p bin
	$(CC) $(CFLAGS) $(CWARN) -o $@ $<

bin/commprof-dump: build/obj/interpose/record/commprof_dump.o lib/libcommprof_read.a
	@mkdir -p bin
	$(CC) $(CFLAGS) -o $@ $^ -lpthread

bin/commprof-run: scripts/commprof-run
	@mkdir -p bin
	cp $< $@ && chmod +x $@

# The wrappers are generated from interpose/wrap/mpi_calls.def and checked in.
generate:
	python3 interpose/wrap/gen_wrappers.py

check-generated:
	@if command -v python3 >/dev/null; then python3 interpose/wrap/gen_wrappers.py --check; fi

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
	install -m 644 interpose/record/record_format.h interpose/record/record_read.h $(DESTDIR)$(PREFIX)/include/commprof/
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

# libFuzzer (clang) on the readers: fuzz target, its sources, include flags,
# libraries, corpus name; `make fuzz FUZZ_SECONDS=600` runs long.
FUZZ_SECONDS ?= 600
MACHINE_CORE = mapper/machine.c mapper/machine_err.c mapper/host_list.c mapper/switch_tree.c mapper/slurm_nodes.c
FUZZ = rank_parse:corpus node_file:corpus_node job_file:corpus_job monitoring_parse:corpus_monitoring \
  metis_graph:corpus_graph cost_file:corpus_cost switches:corpus_switches hostlist:corpus_hostlist \
  rankfile:corpus_rankfile size_classes:corpus_sizes
FUZZ_SRC_rank_parse = $(RECORD_SRC)
FUZZ_SRC_node_file = $(RECORD_SRC)
FUZZ_SRC_job_file = $(RECORD_SRC)
FUZZ_SRC_monitoring_parse = analyzer/matrix_monitoring.c analyzer/comm_matrix.c
FUZZ_SRC_metis_graph = analyzer/graph.c analyzer/ordered_pool.c
FUZZ_SRC_cost_file = mapper/machine_cost.c analyzer/cost_file.c $(MACHINE_CORE)
FUZZ_SRC_switches = $(MACHINE_CORE)
FUZZ_SRC_hostlist = $(MACHINE_CORE)
FUZZ_SRC_rankfile = mapper/rankfile_read.c
FUZZ_SRC_size_classes = analyzer/size_classes.c
FUZZ_LIBS = -lpthread -lz -lm
FUZZ_TARGETS = $(foreach f,$(FUZZ),build/fuzz/fuzz_$(firstword $(subst :, ,$(f))))
# (the sources a target reads are prerequisites too: a reader's change rebuilds its fuzzer)
.SECONDEXPANSION:
build/fuzz/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz_memfile.h $(HEADERS) $(wildcard analyzer/*.h mapper/*.h) \
  $$(FUZZ_SRC_$$*)
	@mkdir -p build/fuzz
	clang -g -O1 -std=c11 -D_GNU_SOURCE -fsanitize=fuzzer,address,undefined -Imapper $(IFLAGS_analyzer) -o $@ \
	  $< $(FUZZ_SRC_$*) $(FUZZ_LIBS)

fuzz: $(FUZZ_TARGETS)
	@set -e; for f in $(FUZZ); do n=$${f%%:*} c=$${f#*:}; mkdir -p build/fuzz/$$c; \
	  build/fuzz/fuzz_$$n -max_total_time=$(FUZZ_SECONDS) -timeout=20 build/fuzz/$$c tests/fuzz/$$c; done

# analyzer: library (inputs, matrices, graph formats, reports) + CLI
ANALYZER_SRC = analyzer/matrix_input.c analyzer/matrix_recording.c analyzer/matrix_monitoring.c \
  analyzer/matrix_otf2.c analyzer/comm_matrix.c analyzer/clock_adjust.c analyzer/ordered_pool.c \
  analyzer/graph.c analyzer/graph_from_matrix.c analyzer/graph_bands.c analyzer/matrix_write.c analyzer/cost_file.c analyzer/size_classes.c \
  analyzer/report_stats.c analyzer/report_text.c analyzer/report_html.c analyzer/heatmap_grid.c \
  analyzer/heatmap_svg.c analyzer/heatmap_png.c analyzer/font5x7.c analyzer/svg_axes.c analyzer/out_file.c \
  analyzer/analyzer_options.c \
  interpose/settings.c
lib/libcommprof_analyzer.a: $(call objs,$(ANALYZER_SRC))
	@mkdir -p lib
	rm -f $@ && ar rcs $@ $^

bin/analyzer: build/obj/analyzer/analyzer_main.o lib/libcommprof_analyzer.a lib/libcommprof_read.a
	@mkdir -p bin
	$(CC) $(CFLAGS) -o $@ $^ -lotf2 -lz -lm -lpthread

# mapper: library (machines, strategies, placements) + CLI; reads its
# inputs through the analyzer's library
MAPPER_SRC = mapper/machine.c mapper/machine_err.c mapper/host_list.c mapper/machine_cost.c mapper/sync_latency.c mapper/machine_hwloc.c mapper/slurm_nodes.c \
  mapper/switch_tree.c mapper/map_cost.c mapper/map_hier.c mapper/part_repair.c mapper/map_bottom_up.c \
  mapper/map_grid.c mapper/map_lattice.c mapper/map_levels.c mapper/grid_bound.c mapper/map_refine.c \
  mapper/map_refine_max.c mapper/map_anneal.c mapper/map_scotch.c mapper/rankfile_write.c \
  mapper/mapper_options.c mapper/mapper_machine.c mapper/portfolio.c mapper/placement_report.c
lib/libcommprof_mapper.a: $(call objs,$(MAPPER_SRC))
	@mkdir -p lib
	rm -f $@ && ar rcs $@ $^

MAPPER_LIBS = -lmetis -lscotch -lscotcherr -lhwloc -lotf2 -lz -lm -lpthread
bin/mapper: build/obj/mapper/mapper_main.o lib/libcommprof_mapper.a lib/libcommprof_analyzer.a lib/libcommprof_read.a
	@mkdir -p bin
	$(CC) $(CFLAGS) -o $@ $^ $(MAPPER_LIBS)

# both CLIs under ASan/UBSan, for the tests that feed them damaged input
# and run every strategy
SAN_CC = $(CC) -O1 -g $(CWARN) -fsanitize=address,undefined -fno-omit-frame-pointer
build/sanitize/analyzer: analyzer/analyzer_main.c $(ANALYZER_SRC) $(RECORD_SRC) $(wildcard analyzer/*.h) $(HEADERS)
	@mkdir -p build/sanitize
	$(SAN_CC) $(IFLAGS_analyzer) -o $@ $(filter %.c,$^) -lotf2 -lz -lm -lpthread

build/sanitize/mapper: mapper/mapper_main.c $(MAPPER_SRC) $(ANALYZER_SRC) $(RECORD_SRC) $(wildcard mapper/*.h) \
  $(wildcard analyzer/*.h) $(HEADERS)
	@mkdir -p build/sanitize
	$(SAN_CC) $(IFLAGS_mapper) -Iinterpose -o $@ $(filter %.c,$^) $(MAPPER_LIBS)

# for tests/t-10-build.sh, which compiles the library's sources one by one
print-lib-src:
	@echo $(LIB_SRC)
print-lib-iflags:
	@echo $(IFLAGS_interpose)
