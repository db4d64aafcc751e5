# tests/fuzz/: libFuzzer (clang) on every reader: a target per reader, the
# sources it reads, its corpus; `make fuzz FUZZ_SECONDS=600` runs long.
# Included by the Makefile.
FUZZ_SECONDS ?= 600
MACHINE_CORE = mapper/machine.c mapper/machine_tree.c mapper/machine_hierarchy.c mapper/machine_hostfile.c mapper/host_list.c \
  mapper/switch_tree.c mapper/slurm_nodes.c mapper/lsf_hosts.c mapper/machine_routes.c formats/host_addr.c
FUZZ = rank_parse:corpus node_file:corpus_node job_file:corpus_job monitoring_parse:corpus_monitoring \
  metis_graph:corpus_graph cost_file:corpus_cost switches:corpus_switches hostlist:corpus_hostlist \
  rankfile:corpus_rankfile size_classes:corpus_sizes platform:corpus_platform ti_trace:corpus_ti
FUZZ_SRC_rank_parse = $(RECORD_SRC)
FUZZ_SRC_node_file = $(RECORD_SRC)
FUZZ_SRC_job_file = $(RECORD_SRC)
FUZZ_SRC_monitoring_parse = analyzer/matrix_monitoring.c analyzer/comm_matrix.c
FUZZ_SRC_metis_graph = analyzer/graph.c analyzer/ordered_pool.c
FUZZ_SRC_cost_file = mapper/machine_cost.c analyzer/cost_file.c $(MACHINE_CORE) $(FORMATS_SRC)
FUZZ_SRC_switches = $(MACHINE_CORE)
FUZZ_SRC_hostlist = $(MACHINE_CORE)
FUZZ_SRC_rankfile = mapper/rankfile_read.c
FUZZ_SRC_size_classes = analyzer/size_classes.c analyzer/cost_file.c $(FORMATS_SRC)
FUZZ_SRC_platform = $(FORMATS_SRC) mapper/machine_routes.c
FUZZ_SRC_ti_trace = analyzer/matrix_ti.c analyzer/ordered_pool.c analyzer/comm_matrix.c interpose/coll/coll_model.c interpose/coll/coll_tuned_fixed.c \
  formats/ti_actions.c
FUZZ_TARGETS = $(foreach f,$(FUZZ),build/fuzz/fuzz_$(firstword $(subst :, ,$(f))))

# one template; the sources a target reads are prerequisites too (a
# reader's change rebuilds its fuzzer)
.SECONDEXPANSION:
build/fuzz/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz_memfile.h $(HEADERS) $(wildcard analyzer/*.h mapper/*.h) \
  $$(FUZZ_SRC_$$*)
	@mkdir -p build/fuzz
	clang -g -O1 -std=c11 -D_GNU_SOURCE -fsanitize=fuzzer,address,undefined -Imapper $(IFLAGS_analyzer) -o $@ \
	  $< $(sort $(FUZZ_SRC_$*)) -lpthread -lz -lm

fuzz: $(FUZZ_TARGETS)
	@set -e; for f in $(FUZZ); do n=$${f%%:*} c=$${f#*:}; mkdir -p build/fuzz/$$c; \
	  build/fuzz/fuzz_$$n -max_total_time=$(FUZZ_SECONDS) -timeout=20 build/fuzz/$$c tests/fuzz/$$c; done

# for tests/t-80-fuzz.sh, which runs every target named here
print-fuzz:
	@echo $(FUZZ)
