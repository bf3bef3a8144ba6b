package nl.opendk.ebms.perf.result;

/**
 * One interval of a step's timeline. A value that was not measured in the interval is NaN.
 *
 * @param throughput answers with 204 per second that ended in the interval
 * @param p99 JMeter elapsed p99 of the samples that ended in the interval, ms
 * @param heapAfterGcMb heap in use after the interval's last GC pause
 */
public record TimeBucket(
        long start,
        double throughput,
        long p99,
        long errors,
        double adapterCpuPercent,
        double adapterRssMb,
        double heapAfterGcMb,
        double jmeterCpuPercent,
        double machineBusyPercent) {}
