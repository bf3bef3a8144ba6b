package nl.opendk.ebms.perf.result;

/**
 * The CPU one process used in a step.
 *
 * @param cpuMillis user + system CPU time from before JMeter started until the last Pong was in (or the wait
 *     ended), so the Pongs sent after the load count too; JMeter from the first request to its last reading
 * @param percentOfOneCore CPU time per wall time over the load window (first request to last answer); 100 is one
 *     core fully busy, 200 both cores of this machine
 * @param millisPerMessage cpuMillis divided by the messages the adapter accepted in the step
 * @param holdMillisPerMessage CPU time over the hold divided by the messages accepted in it: the steady state,
 *     without the ramp's JIT compilation and warm-up; NaN without readings in the hold
 */
public record CpuUse(
        String role, long cpuMillis, double percentOfOneCore, double millisPerMessage, double holdMillisPerMessage) {}
