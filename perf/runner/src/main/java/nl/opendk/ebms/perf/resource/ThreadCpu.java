package nl.opendk.ebms.perf.resource;

/**
 * CPU time threads used so far, in ms: in all (user and system) and the part in the kernel (system: system calls,
 * waking and switching threads, interrupts).
 */
public record ThreadCpu(long millis, long systemMillis) {

    public ThreadCpu plus(ThreadCpu other) {
        return new ThreadCpu(millis + other.millis, systemMillis + other.systemMillis);
    }
}
