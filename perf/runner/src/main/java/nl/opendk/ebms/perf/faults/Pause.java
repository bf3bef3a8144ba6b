package nl.opendk.ebms.perf.faults;

import java.util.concurrent.locks.LockSupport;

/** The scenarios' timeline: waits until a moment of the load's clock ({@link System#nanoTime()}). */
final class Pause {

    private Pause() {}

    static void until(long nanos) {
        for (long left = nanos - System.nanoTime(); left > 0; left = nanos - System.nanoTime()) {
            LockSupport.parkNanos(left);
            if (Thread.interrupted()) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted");
            }
        }
    }

    static void nanos(long nanos) {
        until(System.nanoTime() + nanos);
    }
}
