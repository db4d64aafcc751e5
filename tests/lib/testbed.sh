# Sourced by the groups that build the emulated multi-cluster
# (commprof-testbed): why it cannot run here, or nothing when it can.
testbed_why() {
    [ "$(id -u)" = 0 ] || { echo "not root (network namespaces need it)"; return; }
    [ -c /dev/net/tun ] || { echo "no /dev/net/tun"; return; }
    ip netns add "cpt-probe-$$" 2>/dev/null || { echo "ip netns add is refused here"; return; }
    ip netns del "cpt-probe-$$"
}
