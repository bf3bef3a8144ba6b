package nl.opendk.ebms.perf.faults;

import java.time.Duration;
import java.util.List;
import nl.opendk.ebms.perf.cluster.Node;
import nl.opendk.ebms.perf.cluster.Startup;
import nl.opendk.ebms.perf.traffic.PingOutcome;

/**
 * kill: under the Ping load, the last node is killed with SIGKILL a third into the load, started again after
 * --down, and waited for until it is ready. The load goes on to its end, the killed node's share included. Then
 * the Pongs are counted, but not before the lease has run out since the kill (plus half a minute for the outbox
 * poll), because only then are the killed node's claimed sends made again, and a re-send of a Pong that had gone
 * out is a duplicate.
 */
final class KillScenario {

    static final Duration AFTER_LEASE = Duration.ofSeconds(30);

    private final FaultRun run;

    KillScenario(FaultRun run) {
        this.run = run;
    }

    KillResult run() {
        FaultOptions options = run.options();
        String id = run.runId("kill");
        List<Node> nodes = run.cluster().nodes();
        Node victim = nodes.get(nodes.size() - 1);
        BackgroundLoad load = run.startLoad(id, options.rate(), options.length());
        try {
            return afterStart(load, victim);
        } catch (RuntimeException e) {
            load.stop();
            throw e;
        }
    }

    /** When the kill, the new start and ready happened, on the load's clocks. */
    private record Timeline(long killedNanos, long killedMillis, long restartMillis, Startup startup) {

        long readyMillis() {
            return restartMillis + startup.readyMillis();
        }
    }

    private KillResult afterStart(BackgroundLoad load, Node victim) {
        FaultOptions options = run.options();
        Timeline timeline = killAndRestart(load, victim);
        List<PingOutcome> outcomes = load.outcomes();
        long afterLease =
                timeline.killedNanos() + options.lease().plus(AFTER_LEASE).toNanos();
        Duration waited = run.awaitPongs(
                outcomes,
                afterLease,
                Math.max(afterLease, System.nanoTime() + options.pongWait().toNanos()));
        run.writeRaw(
                "kill-pings.tsv",
                PingOutcome.HEADER,
                outcomes.stream().map(PingOutcome::toLine).toList());
        String node = victim.name();
        return new KillResult(
                Accounting.tally(outcomes, run.pongs()),
                node,
                Duration.ofNanos(timeline.killedNanos() - load.startNanos()),
                Duration.ofMillis(timeline.restartMillis() - timeline.killedMillis()),
                timeline.startup(),
                Accounting.byReason(
                        outcomes,
                        outcome -> outcome.node().equals(node)
                                && outcome.answeredAtMillis() >= timeline.killedMillis()
                                && outcome.scheduledAtMillis() < timeline.restartMillis()),
                Accounting.byReason(
                        outcomes,
                        outcome -> outcome.node().equals(node)
                                && outcome.scheduledAtMillis() >= timeline.restartMillis()
                                && outcome.scheduledAtMillis() < timeline.readyMillis()),
                options.sendConcurrency(),
                options.lease(),
                waited);
    }

    /** A third into the load: kill -9, wait --down, start again, wait until ready. */
    private Timeline killAndRestart(BackgroundLoad load, Node victim) {
        FaultOptions options = run.options();
        Pause.until(load.startNanos() + options.length().toNanos() / 3);
        long killedNanos = System.nanoTime();
        long killedMillis = System.currentTimeMillis();
        victim.kill();
        System.out.println("kill: " + victim.name() + " killed");
        Pause.until(killedNanos + options.down().toNanos());
        long restartMillis = System.currentTimeMillis();
        victim.start();
        Startup startup = run.readiness().await(victim, FaultRun.RESTART_TIMEOUT);
        System.out.println("kill: " + victim.name() + " ready " + startup.readyMillis() + " ms after its start");
        return new Timeline(killedNanos, killedMillis, restartMillis, startup);
    }
}
