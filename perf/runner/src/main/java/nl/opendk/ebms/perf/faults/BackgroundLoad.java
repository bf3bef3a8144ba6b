package nl.opendk.ebms.perf.faults;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import nl.opendk.ebms.perf.traffic.PingLoad;
import nl.opendk.ebms.perf.traffic.PingOutcome;
import nl.opendk.ebms.perf.traffic.Target;

/**
 * A Ping load running in a thread of its own while a scenario does its damage. It can be stopped early (the fuzz
 * scenario's interleaved Pings end with the inputs; a failing scenario stops its load before it gives up).
 */
final class BackgroundLoad {

    private final AtomicBoolean stop = new AtomicBoolean();
    private final CompletableFuture<List<PingOutcome>> outcomes;
    private final long startNanos;
    private final long startMillis;

    private BackgroundLoad(PingLoad load, String run, double rate, Duration length, List<Target> targets) {
        this.startNanos = System.nanoTime();
        this.startMillis = System.currentTimeMillis();
        this.outcomes = CompletableFuture.supplyAsync(() -> load.run(run, rate, length, targets, stop), runnable -> {
            Thread thread = new Thread(runnable, "ping-load-" + run);
            thread.setDaemon(true);
            thread.start();
        });
    }

    static BackgroundLoad start(PingLoad load, String run, double rate, Duration length, List<Target> targets) {
        return new BackgroundLoad(load, run, rate, length, targets);
    }

    long startNanos() {
        return startNanos;
    }

    long startMillis() {
        return startMillis;
    }

    /** Waits for the load to end and every Ping to be answered. */
    List<PingOutcome> outcomes() {
        return outcomes.join();
    }

    /** Sends no more Pings; @return the outcomes of those sent. */
    List<PingOutcome> stop() {
        stop.set(true);
        return outcomes();
    }
}
