/* The XML scanner (xml_scan.h).  Strict where a mistake would change the
 * meaning (an unquoted value, an end that closes another element, an
 * attribute named twice), quiet about what platforms carry beside their
 * elements (comments, DOCTYPE, processing instructions, text). */
#include "xml_scan.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void cp_xml_init(cp_xml_t *x, const char *buf, size_t len)
{
    memset(x, 0, sizeof *x);
    x->buf = buf;
    x->len = len;
    x->line = 1;
}

void cp_xml_free(cp_xml_t *x)
{
    free(x->store);
    x->store = NULL;
}

static cp_xml_event_t fail(cp_xml_t *x, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static cp_xml_event_t fail(cp_xml_t *x, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(x->err, sizeof x->err, fmt, ap);
    va_end(ap);
    x->event_line = x->line;
    return CP_XML_ERROR;
}

static int at(const cp_xml_t *x, const char *s)
{
    size_t n = strlen(s);
    return x->pos + n <= x->len && !memcmp(x->buf + x->pos, s, n);
}

static void advance(cp_xml_t *x, size_t n)
{
    for (size_t i = 0; i < n && x->pos < x->len; i++)
        if (x->buf[x->pos++] == '\n') x->line++;
}

/* past the next occurrence of s; -1 where there is none */
static int skip_past(cp_xml_t *x, const char *s)
{
    size_t n = strlen(s);
    while (x->pos + n <= x->len) {
        if (!memcmp(x->buf + x->pos, s, n)) {
            advance(x, n);
            return 0;
        }
        advance(x, 1);
    }
    return -1;
}

static int is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
static int is_name(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' ||
           c == '.' || c == ':';
}

static void skip_space(cp_xml_t *x)
{
    while (x->pos < x->len && is_space(x->buf[x->pos])) advance(x, 1);
}

/* a name into out (size 64); 0, or -1 where there is none or it is too long */
static int read_name(cp_xml_t *x, char *out)
{
    size_t k = 0;
    while (x->pos < x->len && is_name(x->buf[x->pos])) {
        if (k == 63) return -1;
        out[k++] = x->buf[x->pos];
        advance(x, 1);
    }
    out[k] = 0;
    return k ? 0 : -1;
}

/* appends src[from..to), entities decoded, to the store; its offset, or
 * -1 (out of memory), -2 (an entity not known) */
static long store_value(cp_xml_t *x, const char *src, size_t from, size_t to, size_t *used)
{
    size_t need = *used + (to - from) + 1;
    if (need > x->storecap) {
        size_t cap = x->storecap ? x->storecap : 256;
        while (cap < need) cap *= 2;
        char *s = realloc(x->store, cap);
        if (!s) return -1;
        x->store = s;
        x->storecap = cap;
    }
    long off = (long)*used;
    char *o = x->store + *used;
    for (size_t i = from; i < to;) {
        static const struct {
            const char *ent;
            char c;
        } ents[] = {{"&lt;", '<'}, {"&gt;", '>'}, {"&amp;", '&'}, {"&quot;", '"'}, {"&apos;", '\''}};
        int done = 0;
        if (src[i] == '&') {
            for (size_t e = 0; e < sizeof ents / sizeof *ents && !done; e++) {
                size_t n = strlen(ents[e].ent);
                if (i + n <= to && !memcmp(src + i, ents[e].ent, n)) *o++ = ents[e].c, i += n, done = 1;
            }
            if (!done && i + 3 < to && src[i + 1] == '#') { /* &#65; &#x41; (ASCII only) */
                size_t k = i + 2;
                int hex = src[k] == 'x', base = hex ? 16 : 10;
                long v = 0;
                for (k += (size_t)hex; k < to && v < 128; k++) {
                    char c = src[k];
                    int d = c >= '0' && c <= '9' ? c - '0' : hex && c >= 'a' && c <= 'f' ? c - 'a' + 10
                                                       : hex && c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
                    if (d < 0) break;
                    v = v * base + d;
                }
                if (k < to && src[k] == ';' && v > 0 && v < 128) *o++ = (char)v, i = k + 1, done = 1;
            }
            if (!done) return -2;
        } else {
            *o++ = src[i++];
        }
    }
    *o++ = 0;
    *used = (size_t)(o - x->store);
    return off;
}

cp_xml_event_t cp_xml_next(cp_xml_t *x)
{
    x->nattr = 0;
    if (x->pending_end) {
        x->pending_end = 0;
        return CP_XML_END;
    }
    for (;;) {
        while (x->pos < x->len && x->buf[x->pos] != '<') advance(x, 1); /* text between elements */
        if (x->pos >= x->len) {
            x->event_line = x->line;
            if (x->depth) return fail(x, "the file ends inside <%s>", x->stack[x->depth - 1]);
            return CP_XML_EOF;
        }
        x->event_line = x->line;
        if (at(x, "<!--")) {
            if (skip_past(x, "-->")) return fail(x, "a comment that never ends");
            continue;
        }
        if (at(x, "<?")) {
            if (skip_past(x, "?>")) return fail(x, "a <? ... that never ends");
            continue;
        }
        if (at(x, "<!")) { /* DOCTYPE: no internal subset in platforms */
            if (skip_past(x, ">")) return fail(x, "a <! ... that never ends");
            continue;
        }
        break;
    }
    advance(x, 1); /* '<' */
    if (x->pos < x->len && x->buf[x->pos] == '/') {
        advance(x, 1);
        if (read_name(x, x->name)) return fail(x, "an end tag without a name");
        skip_space(x);
        if (x->pos >= x->len || x->buf[x->pos] != '>') return fail(x, "</%s not closed by '>'", x->name);
        advance(x, 1);
        if (!x->depth) return fail(x, "</%s> ends no open element", x->name);
        if (strcmp(x->stack[x->depth - 1], x->name))
            return fail(x, "</%s> where <%s> is open", x->name, x->stack[x->depth - 1]);
        x->depth--;
        return CP_XML_END;
    }
    if (read_name(x, x->name)) return fail(x, "'<' not followed by an element's name");
    size_t used = 0;
    long off[CP_XML_MAX_ATTRS], noff[CP_XML_MAX_ATTRS];
    for (;;) {
        skip_space(x);
        if (x->pos >= x->len) return fail(x, "<%s never closed", x->name);
        char c = x->buf[x->pos];
        if (c == '>' || (c == '/' && x->pos + 1 < x->len && x->buf[x->pos + 1] == '>')) {
            advance(x, c == '>' ? 1 : 2);
            if (c == '/') x->pending_end = 1;
            else if (x->depth == (int)(sizeof x->stack / sizeof *x->stack))
                return fail(x, "elements nested deeper than %d", (int)(sizeof x->stack / sizeof *x->stack));
            else
                snprintf(x->stack[x->depth++], sizeof x->stack[0], "%s", x->name);
            break;
        }
        char an[64];
        if (read_name(x, an)) return fail(x, "in <%s>: an attribute's name expected, got '%c'", x->name, c);
        skip_space(x);
        if (x->pos >= x->len || x->buf[x->pos] != '=') return fail(x, "in <%s>: '%s' has no '=value'", x->name, an);
        advance(x, 1);
        skip_space(x);
        char q = x->pos < x->len ? x->buf[x->pos] : 0;
        if (q != '"' && q != '\'') return fail(x, "in <%s>: the value of '%s' is not quoted", x->name, an);
        advance(x, 1);
        size_t from = x->pos;
        while (x->pos < x->len && x->buf[x->pos] != q) {
            if (x->buf[x->pos] == '<') return fail(x, "in <%s>: '<' inside the value of '%s'", x->name, an);
            advance(x, 1);
        }
        if (x->pos >= x->len) return fail(x, "in <%s>: the value of '%s' never ends", x->name, an);
        size_t to = x->pos;
        advance(x, 1);
        if (x->nattr == CP_XML_MAX_ATTRS) return fail(x, "<%s> has more than %d attributes", x->name, CP_XML_MAX_ATTRS);
        for (int i = 0; i < x->nattr; i++)
            if (!strcmp(x->store + noff[i], an)) return fail(x, "in <%s>: '%s' given twice", x->name, an);
        long n = store_value(x, an, 0, strlen(an), &used); /* the name, then the value */
        long v = n < 0 ? n : store_value(x, x->buf, from, to, &used);
        if (v == -2) return fail(x, "in <%s>: an entity in '%s' that is not &lt; &gt; &amp; &quot; &apos; or &#N;", x->name, an);
        if (v < 0) return fail(x, "out of memory");
        noff[x->nattr] = n;
        off[x->nattr] = v;
        x->nattr++;
    }
    for (int i = 0; i < x->nattr; i++) x->attr_name[i] = x->store + noff[i], x->attr_value[i] = x->store + off[i];
    return CP_XML_START;
}

const char *cp_xml_attr(const cp_xml_t *x, const char *name)
{
    for (int i = 0; i < x->nattr; i++)
        if (!strcmp(x->attr_name[i], name)) return x->attr_value[i];
    return NULL;
}
