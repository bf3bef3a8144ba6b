package nl.opendk.ebms.perf.cluster;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import nl.opendk.ebms.perf.sink.PingId;
import nl.opendk.ebms.perf.traffic.Answer;
import nl.opendk.ebms.perf.traffic.EbmsClient;
import nl.opendk.ebms.perf.traffic.PingFields;

/**
 * When a node can work: its readiness check (/observe/health/ready, which includes the database) answers 200 AND its
 * /ebms accepts a Ping. Both, because a health check can be green while the ebMS route or the CPA is not there yet.
 * The probe Pings have ids of their own run, so they never count in a scenario.
 */
public final class Readiness {

    static final Duration POLL = Duration.ofMillis(100);

    private final HttpClient health = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(1))
            .build();
    private final EbmsClient client;
    private final String probeRun;
    private final AtomicLong probes = new AtomicLong();

    public Readiness(EbmsClient client, String probeRun) {
        this.client = client;
        this.probeRun = probeRun;
    }

    /** Waits until the node is ready; fails when its process ends or the timeout passes. */
    public Startup await(Node node, Duration timeout) {
        long started = node.startedAtNanos();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!healthy(node)) {
            check(node, deadline, "its readiness check answering 200");
        }
        long health = System.nanoTime();
        while (!probe(node).accepted()) {
            check(node, deadline, "/ebms accepting a Ping");
        }
        return new Startup(
                TimeUnit.NANOSECONDS.toMillis(health - started),
                TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started));
    }

    /** Waits until the node accepts a Ping: between scenarios, a node must be able to work before the next begins. */
    public void awaitPing(Node node, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!probe(node).accepted()) {
            check(node, deadline, "/ebms accepting a Ping");
        }
    }

    /** One valid Ping to the node, now. */
    public Answer probe(Node node) {
        PingId id =
                new PingId(probeRun, node.name(), Long.toString(probes.incrementAndGet()), System.currentTimeMillis());
        return client.sendNow(
                node.target().endpoint(),
                PingFields.valid(id, Instant.ofEpochMilli(id.sentAtMillis())).request());
    }

    public boolean healthy(Node node) {
        try {
            HttpRequest request = HttpRequest.newBuilder(node.readyUri())
                    .timeout(Duration.ofSeconds(2))
                    .GET()
                    .build();
            return health.send(request, HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private static void check(Node node, long deadline, String waitingFor) {
        if (!node.isAlive()) {
            throw new IllegalStateException(node.name() + " stopped while starting:\n" + node.logTail());
        }
        if (System.nanoTime() > deadline) {
            throw new IllegalStateException(
                    node.name() + " was not ready (" + waitingFor + ") in time:\n" + node.logTail());
        }
        try {
            Thread.sleep(POLL.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
