package nl.opendk.ebms.perf.faults;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.cluster.ClusterDatabase;
import nl.opendk.ebms.perf.cluster.Node;
import nl.opendk.ebms.perf.traffic.PingOutcome;

/**
 * database: under the Ping load, the shared database is stopped a quarter into the load, kept down for --outage and
 * started again on the same folder and port. Every Ping due from the start of the stop until the server is back is
 * "while the database is down": the adapter can store nothing then, and the question is how fast and how it says
 * so. Pongs are counted after the lease has passed since the database came back, for sends whose result could not
 * be recorded while it was away.
 */
final class DatabaseScenario {

    /** The target for every answer while the database is down. */
    static final long ANSWER_LIMIT_MILLIS = 2_000;

    private final FaultRun run;

    DatabaseScenario(FaultRun run) {
        this.run = run;
    }

    OutageResult run() {
        FaultOptions options = run.options();
        BackgroundLoad load = run.startLoad(run.runId("database"), options.rate(), options.length());
        try {
            return afterStart(load);
        } catch (RuntimeException e) {
            load.stop();
            restore(e);
            throw e;
        }
    }

    /** After a failure half-way, the database must run again for the scenarios that follow. */
    private void restore(RuntimeException failure) {
        try {
            run.cluster().database().start();
        } catch (RuntimeException e) {
            failure.addSuppressed(e);
        }
    }

    /** When the stop began and ended and when the server was back, on the load's clocks. */
    private record Timeline(long stopNanos, long stopMillis, long stoppedNanos, long startNanos, long backNanos) {

        long backMillis() {
            return stopMillis + millis(backNanos - stopNanos);
        }
    }

    private OutageResult afterStart(BackgroundLoad load) {
        FaultOptions options = run.options();
        Timeline timeline = stopAndStart(load);
        List<PingOutcome> outcomes = load.outcomes();
        long afterLease = timeline.backNanos()
                + options.lease().plus(KillScenario.AFTER_LEASE).toNanos();
        Duration waited = run.awaitPongs(
                outcomes,
                afterLease,
                Math.max(afterLease, System.nanoTime() + options.pongWait().toNanos()));
        run.writeRaw(
                "database-pings.tsv",
                PingOutcome.HEADER,
                outcomes.stream().map(PingOutcome::toLine).toList());
        List<PingOutcome> during = outcomes.stream()
                .filter(outcome -> outcome.scheduledAtMillis() >= timeline.stopMillis()
                        && outcome.scheduledAtMillis() <= timeline.backMillis())
                .toList();
        return new OutageResult(
                Accounting.tally(outcomes, run.pongs()),
                options.outage(),
                Duration.ofNanos(timeline.stopNanos() - load.startNanos()),
                Duration.ofNanos(timeline.stoppedNanos() - timeline.stopNanos()),
                Duration.ofNanos(timeline.backNanos() - timeline.startNanos()),
                Duration.ofNanos(timeline.backNanos() - timeline.stopNanos()),
                during.size(),
                during.stream().mapToLong(o -> o.answer().latencyMillis()).max().orElse(0),
                during.stream()
                        .filter(o -> o.answer().latencyMillis() > ANSWER_LIMIT_MILLIS)
                        .count(),
                Accounting.byReason(during),
                firstAccepted(outcomes, timeline.backMillis()),
                options.nodes() * options.sendConcurrency(),
                options.lease(),
                waited);
    }

    /** A quarter into the load: stop the server, wait out the outage from the stop's start, start it again. */
    private Timeline stopAndStart(BackgroundLoad load) {
        FaultOptions options = run.options();
        ClusterDatabase database = run.cluster().database();
        Pause.until(load.startNanos() + options.length().toNanos() / 4);
        long stopNanos = System.nanoTime();
        long stopMillis = System.currentTimeMillis();
        database.stop();
        long stoppedNanos = System.nanoTime();
        System.out.println("database: stopped in " + millis(stoppedNanos - stopNanos) + " ms");
        Pause.until(stopNanos + options.outage().toNanos());
        long startNanos = System.nanoTime();
        database.start();
        long backNanos = System.nanoTime();
        System.out.println("database: started again in " + millis(backNanos - startNanos) + " ms");
        return new Timeline(stopNanos, stopMillis, stoppedNanos, startNanos, backNanos);
    }

    /** Per node, from the database being back to the first accepted Ping answered after that; -1 for none. */
    private Map<String, Long> firstAccepted(List<PingOutcome> outcomes, long backMillis) {
        Map<String, Long> first = new LinkedHashMap<>();
        for (Node node : run.cluster().nodes()) {
            first.put(
                    node.name(),
                    outcomes.stream()
                            .filter(o ->
                                    o.node().equals(node.name()) && o.accepted() && o.answeredAtMillis() >= backMillis)
                            .mapToLong(o -> o.answeredAtMillis() - backMillis)
                            .min()
                            .orElse(-1));
        }
        return first;
    }

    private static long millis(long nanos) {
        return nanos / 1_000_000;
    }
}
