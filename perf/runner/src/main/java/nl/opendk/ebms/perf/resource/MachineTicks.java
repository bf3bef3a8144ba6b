package nl.opendk.ebms.perf.resource;

/** Clock ticks of all CPUs together since boot: busy (not idle, not waiting for I/O) and total. */
public record MachineTicks(long busy, long total) {

    /** Percentage of all CPUs busy between an earlier reading and this one. */
    public double busyPercentSince(MachineTicks earlier) {
        long total = this.total - earlier.total;
        return total <= 0 ? 0 : 100.0 * (busy - earlier.busy) / total;
    }
}
