package nl.opendk.ebms.perf.resource;

import java.util.Map;

/**
 * One reading of the watched processes and the machine.
 *
 * @param at epoch ms
 * @param processes by role (adapter, database, jmeter, sink): CPU ms so far and RSS; a process that is not running
 *     is absent
 */
public record ResourceSample(long at, Map<String, ProcessReading> processes, MachineTicks machine) {

    public ResourceSample {
        processes = Map.copyOf(processes);
    }

    /** CPU time used so far and resident memory of one process. */
    public record ProcessReading(long cpuMillis, long rssKb) {}
}
