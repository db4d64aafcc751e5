/* What a trace costs, as its writer (trace_otf2.c) counts it and as
 * commprof-predict --estimate foresees it from a profile
 * (predict/trace_estimate.c): the two must agree, so both read these. */
#ifndef CP_TRACE_SIZE_H
#define CP_TRACE_SIZE_H

/* at most, in OTF2's buffer and on disk: COMMPROF_TRACE_LIMIT / this is
 * the events a rank may write before its trace is cut */
#define CP_TRACE_EVENT_BYTES 24
/* each traced call: an Enter and a Leave */
#define CP_TRACE_EVENTS_PER_CALL 2
/* each message: a send event at its call, a receive at its completion */
#define CP_TRACE_EVENTS_PER_MESSAGE_END 1
/* each collective: MpiCollectiveBegin and MpiCollectiveEnd */
#define CP_TRACE_EVENTS_PER_COLLECTIVE 2

#endif
