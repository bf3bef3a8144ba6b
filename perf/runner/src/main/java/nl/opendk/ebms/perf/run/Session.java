package nl.opendk.ebms.perf.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import nl.opendk.ebms.perf.adapter.AdapterApi;
import nl.opendk.ebms.perf.adapter.AdapterProcess;
import nl.opendk.ebms.perf.adapter.AdapterSetup;
import nl.opendk.ebms.perf.adapter.AdapterUnderTest;
import nl.opendk.ebms.perf.adapter.DatabaseTarget;
import nl.opendk.ebms.perf.adapter.DeployedAdapter;
import nl.opendk.ebms.perf.agreement.PerfAgreement;
import nl.opendk.ebms.perf.agreement.PerfKeys;
import nl.opendk.ebms.perf.agreement.PerfWusService;
import nl.opendk.ebms.perf.database.DatabaseProbe;
import nl.opendk.ebms.perf.database.StatusSnapshot;
import nl.opendk.ebms.perf.jmeter.JMeter;
import nl.opendk.ebms.perf.load.ArrivalKind;
import nl.opendk.ebms.perf.load.MessageKind;
import nl.opendk.ebms.perf.load.OpenLoad;
import nl.opendk.ebms.perf.load.Payload;
import nl.opendk.ebms.perf.load.Profiles;
import nl.opendk.ebms.perf.load.Step;
import nl.opendk.ebms.perf.machine.GitState;
import nl.opendk.ebms.perf.machine.MachineFacts;
import nl.opendk.ebms.perf.pong.SinkProcess;
import nl.opendk.ebms.perf.process.RunningProcess;
import nl.opendk.ebms.perf.resource.ResourceSampler;
import nl.opendk.ebms.perf.resource.Roles;
import nl.opendk.ebms.perf.result.StepResult;

/**
 * Everything one perf/run command needs while it runs: its work folder, the Pong sink, the adapter (restarted
 * when the CPU set changes), the resource sampler, JMeter, and the results of the steps so far. Closing it stops
 * every process it started.
 */
final class Session implements AutoCloseable {

    private final Settings settings;
    private final Path work;
    private final String stamp;
    private final GitState git;
    private final MachineFacts machine;
    private final JMeter jmeter;
    private final SinkProcess sink;
    private final ResourceSampler sampler;
    private final PerfKeys keys;
    private final Map<Integer, Path> payloads = new HashMap<>();
    private final List<AdapterRun> adapters = new ArrayList<>();
    private final List<StepResult> results = new ArrayList<>();
    private AdapterUnderTest adapter;
    private int lightConnections = 64;
    /** The nodes beside the first of a --nodes run, on the same database. */
    private final List<AdapterProcess> otherNodes = new ArrayList<>();

    private volatile RunningProcess jmeterProcess;
    private boolean closed;

    private Session(
            Settings settings,
            Path work,
            String stamp,
            GitState git,
            MachineFacts machine,
            JMeter jmeter,
            SinkProcess sink,
            ResourceSampler sampler,
            PerfKeys keys) {
        this.settings = settings;
        this.work = work;
        this.stamp = stamp;
        this.git = git;
        this.machine = machine;
        this.jmeter = jmeter;
        this.sink = sink;
        this.sampler = sampler;
        this.keys = keys;
    }

    /**
     * @param signed a signed run: fresh keys, the osb-rm-s perf CPA, an adapter with its key and trust store on
     *     HTTPS with mutual TLS, and a sink on HTTPS that expects signed Acknowledgments
     */
    static Session open(Settings settings, boolean signed) {
        String stamp = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss")
                .withZone(ZoneOffset.UTC)
                .format(Instant.now());
        Path work = settings.workRoot().resolve(stamp + "-" + settings.command());
        createDirectories(work);
        prepareDatabase(settings);
        GitState git = GitState.of(settings.repository());
        MachineFacts machine = MachineFacts.detect(settings.java());
        JMeter jmeter = new JMeter(settings.jmeterHome(), settings.java());
        PerfKeys keys = signed ? PerfKeys.create(work) : null;
        SinkProcess sink = keys == null
                ? SinkProcess.start(
                        settings.java(),
                        settings.sinkJar(),
                        work,
                        PerfAgreement.expectation(),
                        List.of(),
                        null,
                        settings.sinkHost())
                : SinkProcess.start(
                        settings.java(),
                        settings.sinkJar(),
                        work,
                        PerfAgreement.signedExpectation(keys.adapter().certificate()),
                        keys.sinkOptions(),
                        keys.runnerTls(),
                        settings.sinkHost());
        ResourceSampler sampler = new ResourceSampler(settings.proc(), settings.sampleInterval());
        sampler.watch("sink", sink.pid());
        sampler.watch("runner", ProcessHandle.current().pid());
        Session session = new Session(settings, work, stamp, git, machine, jmeter, sink, sampler, keys);
        // Ctrl-C or a kill of the runner must not leave the adapter, its database, the sink or JMeter running
        Runtime.getRuntime().addShutdownHook(new Thread(session::close, "perf-session-stop"));
        return session;
    }

    /** The embedded database starts empty unless --keep-db; an external one (or a deployed adapter's) is the user's. */
    private static void prepareDatabase(Settings settings) {
        if (settings.adapter().database() instanceof DatabaseTarget.Embedded embedded
                && !settings.keepDatabase()
                && settings.target().isEmpty()) {
            Settings.deleteTree(embedded.directory());
        }
    }

    /**
     * Stops the running adapter, if any, and starts one pinned to the CPUs (null: not pinned) with the perf CPA; with
     * --nodes N, N adapters on the one external database, the CPA loaded through the first (the others read it from
     * the database), their CPU and memory counted as one "adapter".
     */
    void startAdapter(String cpus) {
        stopAdapter();
        Optional<URI> target = settings.target();
        if (target.isPresent()) {
            useDeployed(target.get(), cpus);
            return;
        }
        int nodes = settings.nodes();
        if (nodes > 1 && !(settings.adapter().database() instanceof DatabaseTarget.External)) {
            throw new IllegalArgumentException("--nodes " + nodes + " needs --db-url: the nodes share one database");
        }
        String name = "adapter-" + (adapters.size() + 1);
        AdapterSetup setup = keys == null
                ? settings.adapter()
                : settings.adapter().withTls(keys.adapterProperties(), keys.runnerTls());
        AdapterProcess started = AdapterProcess.start(setup, cpus, work, name);
        adapter = started;
        AdapterApi api = new AdapterApi(adapter.base(), settings.apiUser(), settings.apiPassword(), setup.tls());
        started.awaitReady(api, Duration.ofMinutes(5));
        configure(api);
        for (int i = 2; i <= nodes; i++) {
            AdapterProcess node = AdapterProcess.start(setup, cpus, work, name + "-n" + i);
            otherNodes.add(node);
            node.awaitReady(
                    new AdapterApi(node.base(), settings.apiUser(), settings.apiPassword(), setup.tls()),
                    Duration.ofMinutes(5));
        }
        List<Long> pids = new ArrayList<>(List.of(adapter.pid()));
        otherNodes.forEach(node -> pids.add(node.pid()));
        sampler.watchAll(Roles.ADAPTER, pids);
        long databasePid = settings.databasePid() > 0
                ? settings.databasePid()
                : adapter.embeddedDatabasePid().orElse(-1);
        sampler.watch("database", databasePid);
        String command = nodes == 1 ? adapter.command() : nodes + " nodes, each: " + adapter.command();
        adapters.add(new AdapterRun(name, cpus, command, adapter.database().version(), databasePid > 0));
    }

    /**
     * --target: loads an adapter that is already deployed, on plain HTTP (ebms.http.plain-allowed, or behind a TLS
     * proxy). It gets the perf CPA and WUS services through its API, as a started one does; its CPU and memory are
     * not measured, and its database is read only with --db-url.
     */
    private void useDeployed(URI target, String cpus) {
        if (cpus != null || settings.nodes() > 1) {
            throw new IllegalArgumentException(
                    "--target loads one adapter as it runs: no --cpus, --cpu-sets or --nodes");
        }
        if (keys != null || !"http".equals(target.getScheme())) {
            throw new IllegalArgumentException("--target takes an adapter on plain HTTP: a run with TLS or signed"
                    + " messages gives the adapter keys of its own, which a deployed adapter does not take");
        }
        DatabaseProbe database = settings.adapter().database() instanceof DatabaseTarget.External external
                ? new DatabaseProbe(external.url(), external.user(), external.password())
                : DatabaseProbe.none();
        adapter = new DeployedAdapter(target, database);
        AdapterApi api = new AdapterApi(adapter.base(), settings.apiUser(), settings.apiPassword(), null);
        if (!api.answers()) {
            throw new IllegalStateException("the adapter at " + target + " does not answer on /api/cpas");
        }
        configure(api);
        sampler.watch("database", settings.databasePid());
        adapters.add(
                new AdapterRun("adapter-1", null, adapter.command(), database.version(), settings.databasePid() > 0));
    }

    /** The perf CPA (its partner the sink) and the perf WUS services, through the adapter's API. */
    private void configure(AdapterApi api) {
        api.uploadCpa(
                keys == null
                        ? PerfAgreement.cpa(sink.endpoint(), adapter.ebmsEndpoint())
                        : PerfAgreement.signedCpa(
                                sink.endpoint(),
                                adapter.ebmsEndpoint(),
                                keys.sender().certificate(),
                                keys.adapter().certificate()));
        for (MessageKind wus : List.of(MessageKind.WUS_BE, MessageKind.WUS_S)) {
            api.defineWusService(PerfWusService.name(wus), PerfWusService.definition(wus, sink.wusBackEnd()));
        }
    }

    /** Where the load goes: the first adapter's /ebms, then each other node's. */
    List<URI> ebmsEndpoints() {
        List<URI> endpoints = new ArrayList<>(List.of(adapter.ebmsEndpoint()));
        otherNodes.forEach(node -> endpoints.add(node.ebmsEndpoint()));
        return endpoints;
    }

    StepResult run(Step step) {
        StepResult result = new StepRunner(this).run(step, results.size() + 1);
        results.add(result);
        return result;
    }

    /**
     * Sends {@code message} for {@code length} before the measured steps, so that they measure a JVM whose hot paths
     * are compiled rather than the first seconds after a start. The rate is the nominal 200/s, or 100/s for signed
     * messages, which cost this machine about five times as much CPU each. The warm-up is not reported.
     */
    void warmUp(Duration length, MessageKind message, int payloadBytes) {
        if (!length.isZero()) {
            double rate = message.signed() ? 100 : 200;
            Step step =
                    new Step("warm-up", Profiles.constant(rate, length, ArrivalKind.POISSON), message, payloadBytes);
            StepResult result = new StepRunner(this).run(step, 0);
            System.out.println("warm-up: " + result.total().samples() + " messages, p99 "
                    + result.total().latency().p99() + " ms");
        }
    }

    private void stopAdapter() {
        if (adapter != null) {
            sampler.watch(Roles.ADAPTER, -1);
            sampler.watch("database", -1);
            otherNodes.forEach(AdapterProcess::close);
            otherNodes.clear();
            adapter.close();
            adapter = null;
        }
    }

    String runId(int index) {
        return "r" + stamp.replace("T", "t") + "s" + index;
    }

    long seed(String run) {
        return settings.seed() != 0 ? settings.seed() : run.hashCode();
    }

    /**
     * Enough open-model threads to keep the schedule while answers take up to a quarter of a second on average, and
     * at least 100, for the slow answers of an adapter that is still warming up. More
     * threads cost JMeter CPU (each holds its own HTTP client and connection): at 2000/s, 1000 threads cost it about
     * a third more CPU than 200 on this machine. The light generator keeps 64 kept-alive connections, as many as a
     * partner MSH's pool might hold, unless a command sets another number ({@link #lightConnections(int)});
     * --open-threads overrides them all.
     */
    int openThreads(OpenLoad load) {
        if (settings.openThreads() > 0) {
            return settings.openThreads();
        }
        if (settings.lightGenerator()) {
            return lightConnections;
        }
        return (int) Math.max(100, Math.ceil(load.maxRate() * 0.25));
    }

    /** The light generator's connections when --open-threads does not set them. */
    void lightConnections(int connections) {
        this.lightConnections = connections;
    }

    Path payloadFile(int bytes) {
        int size = bytes == 0 ? 1024 : bytes;
        return payloads.computeIfAbsent(size, key -> {
            Path file = work.resolve("payload-" + key + ".xml");
            try {
                Files.write(file, Payload.of(key));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write " + file, e);
            }
            return file;
        });
    }

    StatusSnapshot status() {
        try {
            return adapter.database().status();
        } catch (IllegalStateException e) {
            return StatusSnapshot.NONE;
        }
    }

    Settings settings() {
        return settings;
    }

    /** The keys of a signed run, or empty. */
    Optional<PerfKeys> keys() {
        return Optional.ofNullable(keys);
    }

    Path work() {
        return work;
    }

    Path plan() {
        return settings.plan();
    }

    JMeter jmeter() {
        return jmeter;
    }

    SinkProcess sink() {
        return sink;
    }

    ResourceSampler sampler() {
        return sampler;
    }

    AdapterUnderTest adapter() {
        return adapter;
    }

    Path adapterGcLog() {
        return adapter.gcLog();
    }

    Duration pongWait() {
        return settings.pongWait();
    }

    Duration pongLate() {
        return settings.pongLate();
    }

    GitState git() {
        return git;
    }

    MachineFacts machine() {
        return machine;
    }

    List<AdapterRun> adapters() {
        return List.copyOf(adapters);
    }

    List<StepResult> results() {
        return List.copyOf(results);
    }

    /** The JMeter of the step in progress, stopped with the session if the runner is interrupted. */
    void running(RunningProcess process) {
        jmeterProcess = process;
    }

    /** Stops everything the session started; a second call (the shutdown hook after a normal end) does nothing. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        RunningProcess jmeterNow = jmeterProcess;
        if (jmeterNow != null && jmeterNow.isAlive()) {
            jmeterNow.stop(Duration.ofSeconds(10));
        }
        try {
            stopAdapter();
        } finally {
            try {
                sink.close();
            } finally {
                sampler.close();
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
