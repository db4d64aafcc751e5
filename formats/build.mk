# formats/: what several parts read or write, in one room that each part
# depends on and that depends on none of them (size units...).  Its
# sources are compiled into each part that reads them.  Included by the
# Makefile.
FORMATS_SRC = $(wildcard formats/*.c)
IFLAGS_formats = -Iformats
