package nl.opendk.ebms.perf.light;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import nl.opendk.ebms.perf.sink.PingId;
import nl.opendk.ebms.perf.traffic.PingFields;

/**
 * The light load generator: the open-model arrival schedule of a step, sent as Pings over a fixed set of kept-alive
 * HTTP/1.1 connections ({@link PlainHttp}), in a JVM of its own so that its CPU is counted apart from the adapter's.
 * Every request is built to the last byte before the first is sent (its MessageId carries its due time, see {@link
 * PingId}), so the run spends its CPU on writing requests and reading answers only; one line per message goes to a
 * JTL file the runner analyses as it does JMeter's. A message waits for a free connection when all are busy, and
 * since its time counts from when it was due, that wait shows in the figures.
 *
 * <p>Usage: {@code LightLoad <arrivals.csv> <endpoint> <run> <out.jtl> <label> <connections> <timeoutMillis>}
 */
public final class LightLoad {

    /** The time given to build every message before the first is due, per message and at least. */
    private static final long BUILD_NANOS_PER_MESSAGE = 20_000;

    private static final Duration MIN_LEAD = Duration.ofSeconds(2);

    private LightLoad() {}

    public static void main(String[] args) throws Exception {
        if (args.length != 7) {
            System.err.println("usage: LightLoad <arrivals.csv> <endpoint> <run> <out.jtl> <label> <connections>"
                    + " <timeoutMillis>");
            System.exit(2);
        }
        List<Arrival> arrivals = Arrival.read(Path.of(args[0]));
        URI endpoint = URI.create(args[1]);
        String run = args[2];
        int connections = Integer.parseInt(args[5]);
        Duration timeout = Duration.ofMillis(Long.parseLong(args[6]));
        long lead = Math.max(MIN_LEAD.toNanos(), arrivals.size() * BUILD_NANOS_PER_MESSAGE);
        long startMillis = System.currentTimeMillis() + TimeUnit.NANOSECONDS.toMillis(lead);
        long startNanos = System.nanoTime() + lead;
        List<byte[]> requests = build(arrivals, endpoint, run, startMillis);
        System.out.printf("built %d messages; first due at %s%n", requests.size(), Instant.ofEpochMilli(startMillis));
        CountDownLatch answered = new CountDownLatch(requests.size());
        try (PlainHttp http = new PlainHttp(endpoint, connections, (int) timeout.toMillis());
                JtlWriter results = new JtlWriter(Path.of(args[3]), args[4])) {
            for (int i = 0; i < arrivals.size(); i++) {
                Arrival arrival = arrivals.get(i);
                long due = startNanos + TimeUnit.MILLISECONDS.toNanos(arrival.offsetMillis());
                long dueMillis = startMillis + arrival.offsetMillis();
                parkUntil(due);
                http.send(requests.get(i), outcome -> {
                    results.write(
                            arrival,
                            dueMillis,
                            outcome.status(),
                            TimeUnit.NANOSECONDS.toMillis(outcome.doneNanos() - due),
                            Math.max(0, TimeUnit.NANOSECONDS.toMillis(outcome.sentNanos() - due)),
                            outcome.failure(),
                            204);
                    answered.countDown();
                });
                // the request is the connection's now: let it go
                requests.set(i, null);
            }
            answered.await();
        }
        System.out.println("done");
    }

    /** Every Ping of the schedule, with the MessageId and Timestamp of its due time. */
    static List<byte[]> build(List<Arrival> arrivals, URI endpoint, String run, long startMillis) {
        List<byte[]> requests = new ArrayList<>(arrivals.size());
        for (Arrival arrival : arrivals) {
            long due = startMillis + arrival.offsetMillis();
            PingId id = new PingId(run, arrival.stream(), Long.toString(arrival.seq()), due);
            requests.add(PlainHttp.wire(
                    endpoint, PingFields.valid(id, Instant.ofEpochMilli(due)).request()));
        }
        return requests;
    }

    private static void parkUntil(long nanos) {
        for (long left = nanos - System.nanoTime(); left > 0; left = nanos - System.nanoTime()) {
            LockSupport.parkNanos(left);
        }
    }
}
