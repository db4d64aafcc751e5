/* Axes, ticks and numbers people read on the report's figures (heat maps,
 * bars): every figure carries its own scale in print, not in hover titles. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "report.h"

void cp_fmt_si(double v, const char *unit, char *buf, size_t len)
{
    static const char *const pre[] = {"", "k", "M", "G", "T", "P", "E"};
    int k = 0;
    double a = fabs(v);
    while (a >= 999.5 && k < 6) a /= 1000, v /= 1000, k++;
    if (a == 0 || a >= 100 || a == floor(a)) snprintf(buf, len, "%.0f %s%s", v, pre[k], unit);
    else if (a >= 10) snprintf(buf, len, "%.1f %s%s", v, pre[k], unit);
    else snprintf(buf, len, "%.2g %s%s", v, pre[k], unit);
    /* "12 " with no unit: no trailing space */
    size_t n = strlen(buf);
    if (n && buf[n - 1] == ' ') buf[n - 1] = 0;
}

double cp_nice_step(double span, int ticks)
{
    if (!(span > 0) || ticks < 1) return 1;
    double raw = span / ticks, p = pow(10, floor(log10(raw))), r = raw / p;
    return (r <= 1 ? 1 : r <= 2 ? 2 : r <= 5 ? 5 : 10) * p;
}

void cp_svg_text(FILE *f, double x, double y, const char *anchor, double size, const char *cls, const char *s)
{
    fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" font-family=\"sans-serif\" font-size=\"%.1f\"%s%s%s>",
            x, y, anchor, size, cls ? " class=\"" : "", cls ? cls : "", cls ? "\"" : "");
    for (; *s; s++) {
        switch (*s) {
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '&': fputs("&amp;", f); break;
        default: fputc(*s, f);
        }
    }
    fputs("</text>\n", f);
}

/* A value axis from 0 to hi along the left of a plot of height h whose
 * bottom is at y0: ticks at a nice step, labels with SI prefixes. */
void cp_svg_value_axis(FILE *f, double x0, double y0, double h, double hi, const char *unit, double width)
{
    double step = cp_nice_step(hi, 4);
    char lab[32];
    for (double v = 0; v <= hi * 1.0001 && step > 0; v += step) {
        double y = y0 - (hi > 0 ? v / hi * h : 0);
        fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>\n", x0, y, x0 + width, y);
        cp_fmt_si(v, unit, lab, sizeof lab);
        cp_svg_text(f, x0 - 4, y + 3, "end", 10, "ytick", lab);
    }
}
