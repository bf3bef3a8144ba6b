package nl.opendk.ebms.perf.traffic;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import nl.opendk.ebms.perf.sink.PingId;

/**
 * The open-model Ping load of the fault scenarios: Pings due at even gaps at the given total rate, whatever the
 * answers take, spread round-robin over the nodes. A node that is down still gets its share, which it refuses: that
 * is what a partner without a load balancer in front of the nodes sees, and the report counts it rather than hiding
 * it by steering around the node. Each Ping has its own MessageId of the sink's form ({@link PingId}): the run, the
 * node as the stream (so a node's Pings share a ConversationId), a sequence number and the due time.
 */
public final class PingLoad {

    private final EbmsClient client;

    public PingLoad(EbmsClient client) {
        this.client = client;
    }

    /** Sends for the length and returns every Ping's outcome once all are answered, in due order. */
    public List<PingOutcome> run(String run, double rate, Duration length, List<Target> targets) {
        return run(run, rate, length, targets, new AtomicBoolean());
    }

    /** As above, sending no more Pings once {@code stop} is set. */
    public List<PingOutcome> run(String run, double rate, Duration length, List<Target> targets, AtomicBoolean stop) {
        long count = (long) Math.floor(rate * length.toNanos() / 1e9);
        long startNanos = System.nanoTime();
        long startMillis = System.currentTimeMillis();
        List<CompletableFuture<PingOutcome>> pending = new ArrayList<>();
        for (long i = 0; i < count; i++) {
            long offsetNanos = (long) (i * 1e9 / rate);
            parkUntil(startNanos + offsetNanos, stop);
            if (stop.get()) {
                break;
            }
            Target target = targets.get((int) (i % targets.size()));
            long dueMillis = startMillis + offsetNanos / 1_000_000;
            pending.add(send(
                    target, new PingId(run, target.node(), Long.toString(i), dueMillis), startNanos + offsetNanos));
        }
        return pending.stream().map(CompletableFuture::join).toList();
    }

    /** One Ping to one node, now: what the readiness probe and the interleaved fuzz Pings send. */
    public CompletableFuture<PingOutcome> send(Target target, PingId id, long dueNanos) {
        long dueMillis = id.sentAtMillis();
        return client.send(
                        target.endpoint(),
                        PingFields.valid(id, Instant.ofEpochMilli(dueMillis)).request(),
                        dueNanos)
                .thenApply(answer -> new PingOutcome(id.messageId(), target.node(), dueMillis, answer));
    }

    /** Waits until the due time, in slices, so that a stop is noticed within a second even at a low rate. */
    static void parkUntil(long nanos, AtomicBoolean stop) {
        for (long left = nanos - System.nanoTime(); left > 0 && !stop.get(); left = nanos - System.nanoTime()) {
            LockSupport.parkNanos(Math.min(left, 1_000_000_000L));
        }
    }
}
