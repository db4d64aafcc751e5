# mapper/: a library (machines, strategies, placements) and its CLI; it
# reads its inputs through the analyzer's library.  Included by the Makefile.
# the library (machines, strategies, placements: map_request.h's entry,
# which prints nothing) and the command line over it (options, the default
# machine, what is said and the report)
MAPPER_CLI_SRC = mapper/mapper_main.c mapper/mapper_options.c mapper/mapper_machine.c mapper/placement_report.c \
  mapper/rankfile_read.c mapper/recorded_sockets.c
MAPPER_SRC = $(filter-out $(MAPPER_CLI_SRC),$(wildcard mapper/*.c))
IFLAGS_mapper = -Imapper -Ianalyzer -Iinterpose/record -Iformats -Iinterpose/coll -Iinterpose/wrap -Ipredict \
  -I/usr/include/scotch
MAPPER_LIBS = -lmetis -lscotch -lscotcherr -lhwloc -lotf2 -lz -lm -lpthread

lib/libcommprof_mapper.a: $(call objs,$(MAPPER_SRC))
	@mkdir -p lib
	rm -f $@ && ar rcs $@ $^

bin/mapper: $(call objs,$(MAPPER_CLI_SRC)) lib/libcommprof_mapper.a lib/libcommprof_predict.a lib/libcommprof_analyzer.a \
  lib/libcommprof_read.a
	@mkdir -p bin
	$(CC) $(CFLAGS) -o $@ $^ $(MAPPER_LIBS)

# under ASan/UBSan, for the tests that feed it damaged input and run every strategy
build/sanitize/mapper: $(MAPPER_CLI_SRC) $(MAPPER_SRC) predict/replay_trace.c predict/replay_coll.c predict/replay_subcoll.c \
  $(ANALYZER_SRC) $(RECORD_SRC) \
  $(wildcard mapper/*.h predict/*.h) \
  $(wildcard analyzer/*.h) $(HEADERS)
	@mkdir -p build/sanitize
	$(SAN_CC) $(IFLAGS_mapper) -Iinterpose -o $@ $(filter %.c,$^) $(MAPPER_LIBS)
