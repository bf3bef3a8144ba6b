package nl.opendk.ebms.perf.light;

import java.io.Reader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.IntStream;
import nl.opendk.ebms.perf.sink.PingId;

/**
 * The light load generator: the open-model arrival schedule of a step, sent as Pings or signed osb-rm-s messages
 * ({@link Messages}) over a fixed set of kept-alive HTTP/1.1 connections ({@link KeptAliveHttp}, HTTPS with the load
 * generator's client key in a signed run), in a JVM of its own so that its CPU is counted apart from the adapter's.
 * Every request is built to the last byte before the first is sent (its MessageId carries its due time, see {@link
 * PingId}; a signed one is signed then too), so the run spends its CPU on writing requests and reading answers only;
 * one line per message goes to a JTL file the runner analyses as it does JMeter's. A message waits for a free
 * connection when all are busy, and since its time counts from when it was due, that wait shows in the figures.
 *
 * <p>Usage: {@code LightLoad <settings.properties>}: the step's perf.* properties (those the JMeter plan reads) and
 * light.endpoint (several, comma-separated, for the nodes of a cluster), light.jtl, light.connections and
 * light.timeout-ms. A signed run's TLS client key and trust store
 * come as the JVM's {@code javax.net.ssl.*} system properties.
 */
public final class LightLoad {

    /** The measured build time times this is the lead, for a machine that gets busier meanwhile. */
    private static final double LEAD_MARGIN = 1.25;

    private static final Duration MIN_LEAD = Duration.ofSeconds(3);

    private static final Duration OPENING = Duration.ofSeconds(2);

    /**
     * Messages built (and thrown away) to warm the builder up before it is timed: the JIT compiles the signer
     * meanwhile. The first signatures take ten times as long as the later ones, and after 1,000 the builder still ran
     * at less than half its speed (a 30-minute signed hold was given 465 s more than its build took).
     */
    private static final int WARM_UP = 10_000;

    /** Messages then built (and thrown away) to time the builder: 5 % of the run, within these bounds. */
    private static final int MIN_TIMED = 400;

    private static final int MAX_TIMED = 5000;

    private LightLoad() {}

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: LightLoad <settings.properties>");
            System.exit(2);
        }
        Properties settings = new Properties();
        try (Reader in = Files.newBufferedReader(Path.of(args[0]), StandardCharsets.UTF_8)) {
            settings.load(in);
        }
        List<Arrival> arrivals = Arrival.read(Path.of(required(settings, "perf.arrivals-file")));
        List<URI> endpoints = Arrays.stream(required(settings, "light.endpoint").split(","))
                .map(String::trim)
                .map(URI::create)
                .toList();
        // the requests name the first node as their Host; the nodes ignore it
        URI endpoint = endpoints.get(0);
        int connections = Integer.parseInt(required(settings, "light.connections"));
        Duration timeout = Duration.ofMillis(Long.parseLong(required(settings, "light.timeout-ms")));
        Messages messages = Messages.of(settings, endpoint);
        long lead = lead(messages, arrivals.size());
        long startMillis = System.currentTimeMillis() + TimeUnit.NANOSECONDS.toMillis(lead);
        long startNanos = System.nanoTime() + lead;
        byte[][] requests = build(messages, arrivals, startMillis);
        long spare = startNanos - System.nanoTime();
        System.out.printf(
                "built %d messages; first due at %s, %d ms after the last was built%n",
                requests.length, Instant.ofEpochMilli(startMillis), TimeUnit.NANOSECONDS.toMillis(spare));
        CountDownLatch answered = new CountDownLatch(requests.length);
        // the connections open just before the first is due, so that none has idled long enough to be closed
        parkUntil(startNanos - OPENING.toNanos());
        try (KeptAliveHttp http = new KeptAliveHttp(endpoints, connections, (int) timeout.toMillis());
                JtlWriter results =
                        new JtlWriter(Path.of(required(settings, "light.jtl")), required(settings, "perf.label"))) {
            for (int i = 0; i < arrivals.size(); i++) {
                Arrival arrival = arrivals.get(i);
                long due = startNanos + TimeUnit.MILLISECONDS.toNanos(arrival.offsetMillis());
                long dueMillis = startMillis + arrival.offsetMillis();
                parkUntil(due);
                http.send(requests[i], outcome -> {
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
                requests[i] = null;
            }
            answered.await();
        }
        System.out.println("done");
    }

    /**
     * Every request of the schedule, with the MessageId and Timestamp of its due time, built on every CPU (signing
     * takes about a millisecond per message; the run has not started, so nothing is measured meanwhile).
     */
    static byte[][] build(Messages messages, List<Arrival> arrivals, long startMillis) {
        byte[][] requests = new byte[arrivals.size()][];
        IntStream.range(0, requests.length).parallel().forEach(i -> {
            Arrival arrival = arrivals.get(i);
            requests[i] = messages.build(arrival, startMillis + arrival.offsetMillis());
        });
        return requests;
    }

    /** How long to build them all: timed on a few built for nothing, then spread over the CPUs, with a margin. */
    private static long lead(Messages messages, int count) {
        build(messages, trial(WARM_UP), 0);
        List<Arrival> timed = trial(Math.max(MIN_TIMED, Math.min(MAX_TIMED, count / 20)));
        long began = System.nanoTime();
        build(messages, timed, 0);
        double perMessage = (double) (System.nanoTime() - began) / timed.size();
        long estimate = (long) (perMessage * count * LEAD_MARGIN);
        return Math.max(MIN_LEAD.toNanos(), estimate + MIN_LEAD.toNanos());
    }

    private static List<Arrival> trial(int size) {
        List<Arrival> trial = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            trial.add(new Arrival(i, "calibration", i, "calibration"));
        }
        return trial;
    }

    private static String required(Properties settings, String name) {
        String value = settings.getProperty(name);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("the light generator's setting " + name + " is missing");
        }
        return value;
    }

    private static void parkUntil(long nanos) {
        for (long left = nanos - System.nanoTime(); left > 0; left = nanos - System.nanoTime()) {
            LockSupport.parkNanos(left);
        }
    }
}
