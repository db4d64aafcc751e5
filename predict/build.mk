# predict/: a traced job replayed on a model of its machine by SimGrid's
# SMPI, one replay per placement (docs/prediction.md): a library (the
# trace as SMPI actions, one replay) and its CLI, commprof-predict.  It
# reads recordings through the analyzer's library.  Included by the Makefile.
PREDICT_SRC = predict/replay_trace.c predict/replay_coll.c predict/replay_subcoll.c predict/replay_run.c predict/trace_estimate.c mapper/rankfile_read.c
IFLAGS_predict = -Ipredict -Ianalyzer -Imapper -Iinterpose/record -Iinterpose/trace -Iinterpose -Iformats

lib/libcommprof_predict.a: $(call objs,$(PREDICT_SRC))
	@mkdir -p lib
	rm -f $@ && ar rcs $@ $^

bin/commprof-predict: build/obj/predict/predict_main.o lib/libcommprof_mapper.a lib/libcommprof_predict.a \
  lib/libcommprof_analyzer.a lib/libcommprof_read.a
	@mkdir -p bin
	$(CC) $(CFLAGS) -o $@ $^ $(MAPPER_LIBS)

# under ASan/UBSan, for t-89's replays of traced collectives
build/sanitize/commprof-predict: predict/predict_main.c $(PREDICT_SRC) $(MAPPER_SRC) $(ANALYZER_SRC) $(RECORD_SRC) \
  $(wildcard predict/*.h analyzer/*.h mapper/*.h) $(HEADERS)
	@mkdir -p build/sanitize
	$(SAN_CC) $(IFLAGS_predict) $(IFLAGS_analyzer) -I/usr/include/scotch -o $@ $(filter %.c,$^) $(MAPPER_LIBS)
