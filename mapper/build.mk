# mapper/: a library (machines, strategies, placements) and its CLI; it
# reads its inputs through the analyzer's library.  Included by the Makefile.
MAPPER_SRC = $(filter-out mapper/mapper_main.c mapper/rankfile_read.c,$(wildcard mapper/*.c))
IFLAGS_mapper = -Imapper -Ianalyzer -Iinterpose/record -Iformats -Iinterpose/coll -Iinterpose/wrap -I/usr/include/scotch
MAPPER_LIBS = -lmetis -lscotch -lscotcherr -lhwloc -lotf2 -lz -lm -lpthread

lib/libcommprof_mapper.a: $(call objs,$(MAPPER_SRC))
	@mkdir -p lib
	rm -f $@ && ar rcs $@ $^

bin/mapper: build/obj/mapper/mapper_main.o lib/libcommprof_mapper.a lib/libcommprof_analyzer.a lib/libcommprof_read.a
	@mkdir -p bin
	$(CC) $(CFLAGS) -o $@ $^ $(MAPPER_LIBS)

# under ASan/UBSan, for the tests that feed it damaged input and run every strategy
build/sanitize/mapper: mapper/mapper_main.c $(MAPPER_SRC) $(ANALYZER_SRC) $(RECORD_SRC) $(wildcard mapper/*.h) \
  $(wildcard analyzer/*.h) $(HEADERS)
	@mkdir -p build/sanitize
	$(SAN_CC) $(IFLAGS_mapper) -Iinterpose -o $@ $(filter %.c,$^) $(MAPPER_LIBS)
