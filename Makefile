# commprof — see README.md.  `make` builds, `make check` installs what the
# tests need, builds and runs every test; `make bench` runs the benchmarks.
# Each folder's sources and rules are in its build.mk (below); here: the
# settings, the one rule for objects, and the targets users type.
MPI ?= openmpi
PREFIX ?= /usr/local
CC ?= cc
WERROR ?= -Werror
CFLAGS ?= -O2 -g
CWARN = -std=c11 -Wall -Wextra $(WERROR) -D_GNU_SOURCE
MPICC_openmpi = mpicc.openmpi
MPICC_mpich = mpicc.mpich
MPICC = $(MPICC_$(MPI))
# Open MPI's Fortran layers and MPICH's mpi_f08 call PMPI_* directly, while
# MPICH's mpif.h layer calls MPI_*: both builds wrap both names, and the
# re-entry guard counts a call once whichever layer it enters by.
MPIDEF_openmpi = -DCP_WRAP_PMPI
MPIDEF_mpich = -DCP_WRAP_PMPI
LIBDIR_openmpi = lib
LIBDIR_mpich = lib/mpich
LIBOUT = $(LIBDIR_$(MPI))
ifdef SANITIZE
SANFLAGS = -fsanitize=address,undefined -fno-omit-frame-pointer
LIBOUT := $(LIBOUT)/sanitize
endif
SAN_CC = $(CC) -O1 -g $(CWARN) -fsanitize=address,undefined -fno-omit-frame-pointer

.PHONY: all lib tools generate check-generated deps check bench demo install uninstall clean fuzz unit print-fuzz print-lib-src\
  print-lib-iflags
all: lib tools
lib: $(LIBOUT)/libcommprof.so $(LIBOUT)/libcommprof_otf2.so lib/libcommprof_read.a
tools: bin/commprof-dump bin/commprof-run bin/analyzer bin/mapper bin/commprof-predict bin/commprof-testbed bin/commprof-delayline

# objects of the static libraries and tools: one rule, dependencies from
# -MMD, include paths by the folder a source lives in (the most specific wins)
IFLAGS_tests = $(IFLAGS_interpose)
iflags = $(or $(IFLAGS_$(patsubst %/,%,$(dir $(1)))),$(IFLAGS_$(firstword $(subst /, ,$(1)))))
build/obj/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(CWARN) -fPIC -MMD -MP $(call iflags,$*) -c $< -o $@
-include $(shell find build/obj -name '*.d' 2>/dev/null)
objs = $(addprefix build/obj/,$(1:.c=.o))

include formats/build.mk interpose/build.mk analyzer/build.mk mapper/build.mk predict/build.mk probe/build.mk tests/fuzz/build.mk tests/unit/build.mk

# the emulated multi-cluster (scripts/commprof-testbed), its delay line, and
# the one command that records, places and relaunches
bin/commprof-testbed bin/commprof-run: bin/%: scripts/%
	@mkdir -p bin
	cp $< $@ && chmod +x $@
bin/commprof-delayline: scripts/testbed/delayline.c
	@mkdir -p bin
	$(CC) $(CFLAGS) $(CWARN) -o $@ $<

deps:
	scripts/install-deps

# (on every core unless -j was given: CI has 30 minutes)
CHECK_JOBS = $(if $(findstring -j,$(MAKEFLAGS)),,-j$(shell nproc))
check: deps
	$(MAKE) $(CHECK_JOBS) all
	$(MAKE) $(CHECK_JOBS) MPI=mpich lib tools
	$(MAKE) $(CHECK_JOBS) SANITIZE=1 lib
	$(MAKE) $(CHECK_JOBS) $(FUZZ_TARGETS) build/sanitize/analyzer build/sanitize/mapper build/sanitize/commprof-predict unit
	tests/run-tests

bench: all
	tests/bench/run-bench

demo: all
	scripts/demo

# what install puts where; uninstall removes exactly that, and the
# directories it leaves empty.  The probe is an MPI program of one MPI:
# MPICH's (make MPI=mpich tools) goes in as commprof-probe.mpich, as
# Debian names mpicc.mpich beside mpicc.
INSTALLED = lib/libcommprof.so lib/libcommprof_otf2.so lib/libcommprof_read.a bin/commprof-dump bin/commprof-run \
  bin/analyzer bin/mapper bin/commprof-predict bin/commprof-probe bin/commprof-probe.mpich include/commprof.h include/commprof/record_format.h include/commprof/record_read.h include/commprof/cp_err.h \
  lib/pkgconfig/commprof.pc lib/pkgconfig/commprof-read.pc lib/mpich/libcommprof.so lib/mpich/libcommprof_otf2.so
install: all
	install -d $(addprefix $(DESTDIR)$(PREFIX)/,lib bin include/commprof lib/pkgconfig)
	install -m 755 lib/libcommprof.so lib/libcommprof_otf2.so $(DESTDIR)$(PREFIX)/lib/
	install -m 644 lib/libcommprof_read.a $(DESTDIR)$(PREFIX)/lib/
	install -m 755 bin/commprof-dump bin/commprof-run bin/analyzer bin/mapper bin/commprof-predict bin/commprof-probe \
	  $(DESTDIR)$(PREFIX)/bin/
	install -m 644 interpose/commprof.h $(DESTDIR)$(PREFIX)/include/
	install -m 644 interpose/record/record_format.h interpose/record/record_read.h formats/cp_err.h $(DESTDIR)$(PREFIX)/include/commprof/
	if [ -f lib/mpich/libcommprof.so ]; then install -d $(DESTDIR)$(PREFIX)/lib/mpich && \
	  install -m 755 lib/mpich/libcommprof.so lib/mpich/libcommprof_otf2.so $(DESTDIR)$(PREFIX)/lib/mpich/; fi
	if [ -f bin/mpich/commprof-probe ]; then install -m 755 bin/mpich/commprof-probe $(DESTDIR)$(PREFIX)/bin/commprof-probe.mpich; fi
	for pc in commprof commprof-read; do \
	  sed 's|@PREFIX@|$(PREFIX)|' scripts/$$pc.pc.in > $(DESTDIR)$(PREFIX)/lib/pkgconfig/$$pc.pc; done
uninstall:
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/,$(INSTALLED))
	-rmdir $(addprefix $(DESTDIR)$(PREFIX)/,lib/mpich lib/pkgconfig lib bin include/commprof include) 2>/dev/null

clean:
	rm -rf lib bin build tests/out

# for tests/t-10-build.sh, which compiles the library's sources one by one
print-lib-src:
	@echo $(LIB_SRC)
print-lib-iflags:
	@echo $(IFLAGS_interpose)
