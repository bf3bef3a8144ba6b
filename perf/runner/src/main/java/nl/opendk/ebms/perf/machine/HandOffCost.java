package nl.opendk.ebms.perf.machine;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * What it costs this machine to hand work to a thread that sleeps: the CPU of waking it (the waker's system call),
 * of switching to it, and of its going back to sleep. One thread puts items on a {@link LinkedBlockingQueue}, as the
 * adapter's thread pools and seda queues do, at a given pause between items; the other takes them and sleeps in
 * between. Each thread's own CPU time is read from the JVM (the kernel's accounting per thread); the waker's busy
 * pause is taken off its time, so what is left is the hand-off. A Ping passes between threads about nine times in the
 * adapter (perf/results, "Issue 16, eighth round"), so this cost bounds what any work saved inside a thread can win.
 */
public final class HandOffCost {

    /**
     * @param pause the time between two items
     * @param wakerMicros CPU per item the putting thread used beyond its pause
     * @param sleeperMicros CPU per item the taking thread used (woken, switched to, asleep again)
     */
    public record Reading(Duration pause, int items, double wakerMicros, double sleeperMicros) {

        public double totalMicros() {
            return wakerMicros + sleeperMicros;
        }
    }

    private static final Integer ITEM = 1;
    private static final Integer LAST = 0;

    private HandOffCost() {}

    public static Reading measure(Duration pause, int items) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        BlockingQueue<Integer> queue = new LinkedBlockingQueue<>();
        long[] sleeperNanos = new long[1];
        Thread sleeper = new Thread(
                () -> {
                    try {
                        while (queue.take() != LAST) {
                            // nothing to do: the hand-off is what is measured
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    sleeperNanos[0] = threads.getCurrentThreadCpuTime();
                },
                "hand-off-sleeper");
        sleeper.start();
        long pauseNanos = pause.toNanos();
        long spun = 0;
        long wakerStart = threads.getCurrentThreadCpuTime();
        for (int i = 0; i < items; i++) {
            spun += spin(pauseNanos);
            queue.add(ITEM);
        }
        long wakerNanos = threads.getCurrentThreadCpuTime() - wakerStart - spun;
        queue.add(LAST);
        join(sleeper);
        return new Reading(pause, items, wakerNanos / 1000.0 / items, sleeperNanos[0] / 1000.0 / items);
    }

    /** Busy until the pause is over, so that the sleeper has time to fall asleep; returns how long it was. */
    private static long spin(long nanos) {
        long start = System.nanoTime();
        long now = start;
        while (now - start < nanos) {
            Thread.onSpinWait();
            now = System.nanoTime();
        }
        return now - start;
    }

    private static void join(Thread thread) {
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while measuring", e);
        }
    }
}
