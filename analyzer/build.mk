# analyzer/: a library (inputs, matrices, graph formats, reports) and its
# CLI.  Included by the Makefile.
# (the collective models: SimGrid traces' collectives as Open MPI runs them)
ANALYZER_SRC = $(filter-out analyzer/analyzer_main.c,$(wildcard analyzer/*.c)) interpose/settings.c $(FORMATS_SRC) \
  interpose/coll/coll_model.c interpose/coll/coll_tuned_fixed.c
IFLAGS_analyzer = -Ianalyzer -Iinterpose/record -Iinterpose -Iformats -Iinterpose/coll -Iinterpose/wrap

lib/libcommprof_analyzer.a: $(call objs,$(ANALYZER_SRC))
	@mkdir -p lib
	rm -f $@ && ar rcs $@ $^

bin/analyzer: build/obj/analyzer/analyzer_main.o lib/libcommprof_analyzer.a lib/libcommprof_read.a
	@mkdir -p bin
	$(CC) $(CFLAGS) -o $@ $^ -lotf2 -lz -lm -lpthread

# under ASan/UBSan, for the tests that feed it damaged input
build/sanitize/analyzer: analyzer/analyzer_main.c $(ANALYZER_SRC) $(RECORD_SRC) $(wildcard analyzer/*.h) $(HEADERS)
	@mkdir -p build/sanitize
	$(SAN_CC) $(IFLAGS_analyzer) -o $@ $(filter %.c,$^) -lotf2 -lz -lm -lpthread
