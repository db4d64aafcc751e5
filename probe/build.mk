# probe/: the machine probe, an MPI program (Open MPI's, or MPI=mpich's in
# bin/mpich/); it writes the cost file through the analyzer's module.
# Included by the Makefile.
PROBE_SRC = $(wildcard probe/*.c) analyzer/cost_file.c analyzer/out_file.c analyzer/svg_axes.c $(FORMATS_SRC) \
  mapper/host_list.c mapper/switch_tree.c mapper/slurm_nodes.c
PROBE_OUT = $(if $(filter mpich,$(MPI)),bin/mpich/commprof-probe,bin/commprof-probe)
IFLAGS_probe = -Iprobe -Ianalyzer -Imapper -Iinterpose/record -Iformats
# the probe of the MPI asked for: `make MPI=mpich tools` builds MPICH's
tools: $(PROBE_OUT)

bin/commprof-probe bin/mpich/commprof-probe: $(PROBE_SRC) $(wildcard probe/*.h) analyzer/cost_file.h mapper/machine.h
	@mkdir -p $(@D)
	$(MPICC) $(CFLAGS) $(CWARN) $(IFLAGS_probe) -o $@ $(PROBE_SRC) -lhwloc -lz -lm

# the probe built with SimGrid's SMPI compiler, to run under smpirun on a
# simulated platform (--discover at 256 to 1,024 nodes: tests/bench/discover-bench)
build/smpi/commprof-probe: $(PROBE_SRC) $(wildcard probe/*.h) analyzer/cost_file.h mapper/machine.h
	@mkdir -p $(@D)
	smpicc $(CFLAGS) $(CWARN) $(IFLAGS_probe) -o $@ $(PROBE_SRC) -lhwloc -lz -lm
