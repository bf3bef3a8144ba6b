package nl.opendk.ebms.perf.faults;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import nl.opendk.ebms.perf.hostile.PoisonRound;
import nl.opendk.ebms.perf.traffic.PingOutcome;
import nl.opendk.ebms.perf.traffic.Target;

/**
 * poison: rounds of {@link PoisonRound#SIZE} Pings sent to one node at once (the nodes take turns), one of them
 * hostile. A valid Ping refused in such a round was refused because of its neighbour: the adapter's group commit
 * put them in one transaction and let the bad one fail it for all. Each round waits for its answers before the next.
 */
final class PoisonScenario {

    /** Time for MessageErrors the adapter sends afterwards about a hostile Ping. */
    static final Duration SETTLE = Duration.ofSeconds(3);

    private final FaultRun run;

    PoisonScenario(FaultRun run) {
        this.run = run;
    }

    PoisonResult run() {
        String id = run.runId("poison");
        List<Target> targets = run.cluster().targets();
        List<PingOutcome> valid = new ArrayList<>();
        List<HostileOutcome> hostile = new ArrayList<>();
        for (int round = 0; round < run.options().poisonRounds(); round++) {
            Target target = targets.get(round % targets.size());
            send(PoisonRound.build(id, target.node(), round, Instant.now()), target, valid, hostile);
        }
        long now = System.nanoTime();
        run.awaitPongs(
                valid, now + SETTLE.toNanos(), now + run.options().pongWait().toNanos());
        run.writeRaw(
                "poison-valid.tsv",
                PingOutcome.HEADER,
                valid.stream().map(PingOutcome::toLine).toList());
        run.writeRaw(
                "poison-hostile.tsv",
                HostileOutcome.HEADER,
                hostile.stream().map(HostileOutcome::toLine).toList());
        PongCounts pongs = run.pongs();
        return new PoisonResult(
                run.options().poisonRounds(),
                PoisonRound.SIZE,
                Accounting.tally(valid, pongs),
                PoisonAnalysis.summaries(hostile, pongs));
    }

    /** The round's Pings all at once, the hostile one in its place among them; waits for every answer. */
    private void send(PoisonRound round, Target target, List<PingOutcome> valid, List<HostileOutcome> hostile) {
        long nanos = System.nanoTime();
        long millis = System.currentTimeMillis();
        List<CompletableFuture<PingOutcome>> validSent = new ArrayList<>();
        CompletableFuture<HostileOutcome> hostileSent = null;
        int hostileAt = round.hostileAt();
        for (int i = 0, v = 0; i < PoisonRound.SIZE; i++) {
            if (i == hostileAt) {
                hostileSent = run.client()
                        .send(target.endpoint(), round.hostile().request(), nanos)
                        .thenApply(answer -> new HostileOutcome(
                                round.round(),
                                round.hostile().hostility(),
                                round.hostile().messageId(),
                                target.node(),
                                answer));
            } else {
                PoisonRound.ValidPing ping = round.valid().get(v++);
                validSent.add(run.client()
                        .send(target.endpoint(), ping.request(), nanos)
                        .thenApply(answer -> new PingOutcome(ping.messageId(), target.node(), millis, answer)));
            }
        }
        validSent.forEach(future -> valid.add(future.join()));
        hostile.add(hostileSent.join());
    }
}
