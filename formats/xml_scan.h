/* A small pull scanner for the XML that machine descriptions come in
 * (SimGrid platforms): elements, their attributes, their ends; the
 * prolog, DOCTYPE, comments and text between elements are skipped.  No
 * namespaces, no entities but the five predefined ones and character
 * references, no CDATA (platforms have none).  Each event carries the line
 * it starts on, for messages that name the file and line. */
#ifndef CP_XML_SCAN_H
#define CP_XML_SCAN_H

#include <stddef.h>

#define CP_XML_MAX_ATTRS 64

typedef enum { CP_XML_START, CP_XML_END, CP_XML_EOF, CP_XML_ERROR } cp_xml_event_t;

typedef struct cp_xml {
    const char *buf;
    size_t len, pos;
    int line;
    /* the last event: an element's name and attributes (START), or the name
     * an element ends with (END; an empty element <x/> gives START then END) */
    char name[64];
    int nattr;
    char *attr_name[CP_XML_MAX_ATTRS], *attr_value[CP_XML_MAX_ATTRS];
    int event_line;
    int pending_end; /* <x/>: the END to give next */
    int depth;
    char stack[32][64]; /* open elements, for the ends to match */
    char err[256];
    char *store; /* attribute text of the last START */
    size_t storecap;
} cp_xml_t;

void cp_xml_init(cp_xml_t *x, const char *buf, size_t len);
cp_xml_event_t cp_xml_next(cp_xml_t *x);
/* An attribute of the last START, or NULL. */
const char *cp_xml_attr(const cp_xml_t *x, const char *name);
void cp_xml_free(cp_xml_t *x);

#endif
