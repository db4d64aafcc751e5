# SimGrid platforms for the simulation tests (t-88, t-99), one zone of
# routing Full:
# sg_cluster FILE ID ATTRIBUTES: a lone cluster (its id, prefix "n", the
#   rest as given: radical, cores, links, topology), SMPI's default factors
#   by message size (the machine the scale bench simulates);
# sg_platform FILE ELEMENTS: the zone's elements as given, SMPI's factors 1
#   (its links as they are: times computed by hand).
sg_cluster() {
    cat >"$1" <<XML
<?xml version='1.0'?>
<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">
<platform version="4.1"><zone id="world" routing="Full">
  <cluster id="$2" prefix="n" suffix="" $3/>
</zone></platform>
XML
}
sg_platform() {
    cat >"$1" <<XML
<?xml version='1.0'?>
<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">
<platform version="4.1">
  <config><prop id="smpi/lat-factor" value="0:1"/><prop id="smpi/bw-factor" value="0:1"/></config>
  <zone id="world" routing="Full">
$2
  </zone>
</platform>
XML
}
