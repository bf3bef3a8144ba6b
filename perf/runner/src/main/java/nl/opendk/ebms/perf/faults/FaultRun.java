package nl.opendk.ebms.perf.faults;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import nl.opendk.ebms.perf.agreement.PerfAgreement;
import nl.opendk.ebms.perf.cluster.Cluster;
import nl.opendk.ebms.perf.cluster.ClusterDatabase;
import nl.opendk.ebms.perf.cluster.DatabaseLogin;
import nl.opendk.ebms.perf.cluster.EmbeddedDatabase;
import nl.opendk.ebms.perf.cluster.ExternalDatabase;
import nl.opendk.ebms.perf.cluster.Node;
import nl.opendk.ebms.perf.cluster.Readiness;
import nl.opendk.ebms.perf.cluster.Startup;
import nl.opendk.ebms.perf.machine.GitState;
import nl.opendk.ebms.perf.machine.MachineFacts;
import nl.opendk.ebms.perf.pong.SinkProcess;
import nl.opendk.ebms.perf.traffic.EbmsClient;
import nl.opendk.ebms.perf.traffic.PingLoad;
import nl.opendk.ebms.perf.traffic.PingOutcome;

/**
 * Everything a fault run has while it runs: its work folder, the Pong sink, the database, the nodes, the load's HTTP
 * client. Closing it stops every process it started, also when a scenario failed or the runner is interrupted.
 */
final class FaultRun implements AutoCloseable {

    static final Duration RESTART_TIMEOUT = Duration.ofMinutes(5);

    private final SuiteSetup setup;
    private final FaultOptions options;
    private final Path work;
    private final String stamp;
    private final long startedMillis = System.currentTimeMillis();
    private final GitState git;
    private final MachineFacts machine;
    private final EbmsClient client;
    private final Readiness readiness;
    private final List<String> notes = new ArrayList<>();
    private SinkProcess sink;
    private Cluster cluster;
    private List<Startup> startups = List.of();
    private boolean closed;

    private FaultRun(SuiteSetup setup, FaultOptions options, Path work, String stamp) {
        this.setup = setup;
        this.options = options;
        this.work = work;
        this.stamp = stamp;
        this.git = GitState.of(setup.repository());
        this.machine = MachineFacts.detect(setup.java());
        this.client = new EbmsClient(options.concurrency(), options.answerTimeout());
        this.readiness = new Readiness(client, runId("probe"));
    }

    /** Starts the sink, the database and the nodes; on a failure, stops what had started. */
    static FaultRun open(SuiteSetup setup, FaultOptions options) {
        String stamp = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss")
                .withZone(ZoneOffset.UTC)
                .format(Instant.now());
        Path work = setup.workRoot().resolve(stamp + "-faults");
        createDirectories(work);
        FaultRun run = new FaultRun(setup, options, work, stamp.toLowerCase());
        Runtime.getRuntime().addShutdownHook(new Thread(run::close, "faults-stop"));
        try {
            run.start();
            return run;
        } catch (RuntimeException e) {
            run.close();
            throw e;
        }
    }

    private void start() {
        sink = SinkProcess.start(setup.java(), setup.sinkJar(), work, PerfAgreement.expectation());
        ClusterDatabase database = database();
        cluster = Cluster.of(database, setup.adapter(), options.nodes(), work);
        System.out.println("database: " + database.describe());
        startups = cluster.start(readiness, sink.endpoint(), setup.apiUser(), setup.apiPassword());
        for (int i = 0; i < startups.size(); i++) {
            System.out.println(cluster.nodes().get(i).name() + " ready after "
                    + startups.get(i).readyMillis() + " ms");
        }
    }

    private ClusterDatabase database() {
        SuiteSetup.ExternalDatabaseSpec external = setup.external();
        if (external == null) {
            return EmbeddedDatabase.start(work.resolve("database"));
        }
        return new ExternalDatabase(
                external.url(),
                new DatabaseLogin(external.user(), external.password()),
                external.stopCommand(),
                external.startCommand(),
                work);
    }

    /** A run id of the sink's form (letters and digits): the stamp and the scenario. */
    String runId(String scenario) {
        return "f" + stamp + scenario;
    }

    BackgroundLoad startLoad(String run, double rate, Duration length) {
        return BackgroundLoad.start(new PingLoad(client), run, rate, length, cluster.targets());
    }

    /** What reached the sink so far, per RefToMessageId. */
    PongCounts pongs() {
        return PongCounts.of(sink.records());
    }

    /**
     * Waits until every accepted Ping has a Pong and {@code notBefore} has passed, or until {@code notAfter}.
     *
     * @param notBeforeNanos a {@link System#nanoTime()} before which the wait does not end even when every Pong is
     *     in: re-sends after a lease make duplicates after the first Pong
     * @return how long it waited
     */
    Duration awaitPongs(Collection<PingOutcome> outcomes, long notBeforeNanos, long notAfterNanos) {
        long begin = System.nanoTime();
        List<PingOutcome> accepted =
                outcomes.stream().filter(PingOutcome::accepted).toList();
        while (System.nanoTime() < notAfterNanos) {
            PongCounts pongs = pongs();
            boolean complete = accepted.stream().allMatch(outcome -> pongs.correct(outcome.messageId()) > 0);
            if (complete && System.nanoTime() >= notBeforeNanos) {
                break;
            }
            Pause.nanos(Math.min(1_000_000_000L, Math.max(0, notAfterNanos - System.nanoTime())));
        }
        return Duration.ofNanos(System.nanoTime() - begin);
    }

    /**
     * Before a scenario: every node must be running and accept a Ping. A node that is not running is started again,
     * and that goes into the report's notes.
     */
    void ensureReady(String scenario) {
        for (Node node : cluster.nodes()) {
            if (!node.isAlive()) {
                notes.add(node.name() + " was not running before the " + scenario + " scenario; it was started again");
                node.start();
                readiness.await(node, RESTART_TIMEOUT);
            } else {
                readiness.awaitPing(node, RESTART_TIMEOUT);
            }
        }
    }

    /** A raw file in the work folder: a header line, then one line per item. */
    void writeRaw(String file, String header, List<String> lines) {
        Path path = work.resolve(file);
        List<String> all = new ArrayList<>(lines.size() + 1);
        all.add(header);
        all.addAll(lines);
        try {
            Files.write(path, all, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + path, e);
        }
    }

    FaultOptions options() {
        return options;
    }

    SuiteSetup setup() {
        return setup;
    }

    Path work() {
        return work;
    }

    Cluster cluster() {
        return cluster;
    }

    Readiness readiness() {
        return readiness;
    }

    EbmsClient client() {
        return client;
    }

    List<Startup> startups() {
        return startups;
    }

    List<String> notes() {
        return List.copyOf(notes);
    }

    void note(String note) {
        notes.add(note);
    }

    GitState git() {
        return git;
    }

    MachineFacts machine() {
        return machine;
    }

    long startedMillis() {
        return startedMillis;
    }

    /** Stops the nodes, the database and the sink; a second call (the shutdown hook after a normal end) does nothing. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            if (cluster != null) {
                cluster.close();
            }
        } finally {
            try {
                if (sink != null) {
                    sink.close();
                }
            } finally {
                client.close();
            }
        }
    }

    private static void createDirectories(Path directory) {
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + directory, e);
        }
    }
}
