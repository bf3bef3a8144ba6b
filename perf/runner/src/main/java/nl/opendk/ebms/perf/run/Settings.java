package nl.opendk.ebms.perf.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import nl.opendk.ebms.perf.adapter.AdapterSetup;
import nl.opendk.ebms.perf.adapter.ApiLogin;
import nl.opendk.ebms.perf.adapter.DatabaseTarget;
import nl.opendk.ebms.perf.jmeter.JMeterHome;
import nl.opendk.ebms.perf.profile.CpuProfiler;
import nl.opendk.ebms.perf.resource.ProcFs;

/**
 * The options every command shares, with their defaults, and where the built pieces are in the repository. The
 * command-specific options (rates, clients, sizes, hold) are read by the commands themselves.
 *
 * @param openThreads --open-threads, or 0 to size the open thread group from the rate
 * @param seed --seed for the arrival schedule, or 0 for one per run
 */
record Settings(
        Arguments arguments,
        Path repository,
        Path java,
        Path workRoot,
        Path results,
        AdapterSetup adapter,
        boolean keepDatabase,
        long databasePid,
        String apiUser,
        String apiPassword,
        Duration pongWait,
        Duration pongLate,
        Duration sampleInterval,
        int openThreads,
        long seed,
        ProcFs proc) {

    /** A fixed, pre-touched heap: heap resizing and first-touch page faults would read as memory growth. */
    static final String DEFAULT_ADAPTER_JVM = "-Xms1g -Xmx1g -XX:+AlwaysPreTouch";

    static Settings from(Arguments arguments, Path repository) {
        Path java = Path.of(arguments.text(
                "java", Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        Path perfTarget = repository.resolve("perf/target");
        Path jar = Path.of(arguments.text(
                "adapter-jar",
                repository.resolve("adapter/app/target/ebms-adapter.jar").toString()));
        Map<String, String> properties = new HashMap<>(arguments.properties("adapter-property"));
        String[] login = login(arguments, java, jar, properties);
        return new Settings(
                arguments,
                repository,
                java,
                Path.of(arguments.text("work", perfTarget.resolve("perf-runs").toString())),
                results(arguments, repository),
                new AdapterSetup(
                        java, jar, adapterJvm(arguments, repository), properties, database(arguments, perfTarget)),
                arguments.flag("keep-db"),
                arguments.number("db-pid", -1),
                login[0],
                login[1],
                arguments.duration("pong-wait", Duration.ofSeconds(5)),
                arguments.duration("pong-late", Duration.ofSeconds(5)),
                arguments.duration("sample-interval", Duration.ofSeconds(1)),
                (int) arguments.number("open-threads", 0),
                arguments.number("seed", 0),
                ProcFs.system());
    }

    /** --adapter-jvm, and with --cpu-profile the profiler that writes it. */
    static List<String> adapterJvm(Arguments arguments, Path repository) {
        List<String> options = new ArrayList<>(Arrays.stream(arguments
                        .text("adapter-jvm", DEFAULT_ADAPTER_JVM)
                        .trim()
                        .split("\\s+"))
                .filter(option -> !option.isEmpty())
                .toList());
        String profile = arguments.text("cpu-profile", null);
        if (profile != null) {
            if (arguments.number("nodes", 1) > 1) {
                throw new IllegalArgumentException("--cpu-profile profiles one adapter: leave out --nodes");
            }
            options.add(CpuProfiler.agent(repository, Path.of(profile).toAbsolutePath()));
        }
        return List.copyOf(options);
    }

    /**
     * Where reports go: perf/target/results, so that a run leaves the tree as it was; perf/results, where reports are
     * committed, only when asked with --publish; or the folder of --results.
     */
    static Path results(Arguments arguments, Path repository) {
        String folder = arguments.text("results", null);
        if (arguments.flag("publish")) {
            if (folder != null) {
                throw new IllegalArgumentException("--publish writes to perf/results: leave out --results");
            }
            return repository.resolve("perf/results");
        }
        return folder == null ? repository.resolve("perf/target/results") : Path.of(folder);
    }

    /**
     * The API user and password: given (--api-user, PERF_API_USER), or made for the run when the adapter has a login
     * and no users are configured, in which case the user is added to the adapter's properties.
     */
    private static String[] login(Arguments arguments, Path java, Path jar, Map<String, String> properties) {
        String user = arguments.text("api-user", System.getenv("PERF_API_USER"));
        String password = arguments.text("api-password", System.getenv("PERF_API_PASSWORD"));
        if (user != null || properties.containsKey("admin.users") || arguments.text("target", null) != null) {
            return new String[] {user, password};
        }
        Optional<ApiLogin> login = ApiLogin.create(java, jar);
        login.ifPresent(made -> properties.put("admin.users", made.adminUsers()));
        return login.map(made -> new String[] {made.user(), made.password()}).orElse(new String[] {null, null});
    }

    private static DatabaseTarget database(Arguments arguments, Path perfTarget) {
        String url = arguments.text("db-url", null);
        if (url != null) {
            return new DatabaseTarget.External(
                    url,
                    arguments.text("db-user", null),
                    arguments.text("db-password", null),
                    arguments.number("db-pid", -1));
        }
        return new DatabaseTarget.Embedded(perfTarget.resolve("perf-db"));
    }

    String command() {
        return arguments.command();
    }

    /**
     * --target URL: an adapter that is already deployed, loaded instead of one the runner starts. It needs the API's
     * user and password (--api-user, --api-password): the runner loads its perf CPA through the API.
     */
    Optional<URI> target() {
        Optional<URI> target =
                Optional.ofNullable(arguments.text("target", null)).map(URI::create);
        if (target.isPresent() && (apiUser == null || apiPassword == null)) {
            throw new IllegalArgumentException("--target needs --api-user and --api-password (or PERF_API_USER and"
                    + " PERF_API_PASSWORD): the runner loads its CPA through the adapter's API");
        }
        return target;
    }

    /**
     * --sink-host: the name or address by which a deployed adapter reaches this machine's Pong sink; the sink then
     * listens on every interface. Without it the sink is on 127.0.0.1, for an adapter on this machine.
     */
    String sinkHost() {
        return arguments.text("sink-host", null);
    }

    Path plan() {
        return repository.resolve("perf/jmeter/src/test/jmeter/ebms-load.jmx");
    }

    JMeterHome jmeterHome() {
        return JMeterHome.fromPluginConfig(repository.resolve("perf/jmeter/target/config.json"));
    }

    Path sinkJar() {
        return repository.resolve("perf/sink/target/ebms-perf-sink.jar");
    }

    /** The runner's own jar, whose class path the light generator runs on. */
    static Path runnerJar() {
        try {
            return Path.of(Settings.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException("cannot locate the runner's jar", e);
        }
    }

    /** --nodes: adapters on the one database (profiles and sweeps; faults has its own default). */
    int nodes() {
        int nodes = (int) arguments.number("nodes", 1);
        if (nodes < 1) {
            throw new IllegalArgumentException("--nodes is at least 1, was " + nodes);
        }
        return nodes;
    }

    /** --generator light: the light generator sends the load instead of JMeter. */
    boolean lightGenerator() {
        String generator = arguments.text("generator", "jmeter");
        if (!generator.equals("jmeter") && !generator.equals("light")) {
            throw new IllegalArgumentException("--generator is jmeter or light, was " + generator);
        }
        return generator.equals("light");
    }

    Path jmhJar() {
        return repository.resolve("perf/jmh/target/ebms-perf-jmh.jar");
    }

    /** Deletes a folder and everything in it; nothing happens when it does not exist. */
    static void deleteTree(Path directory) {
        if (!Files.exists(directory)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(directory)) {
            List<Path> all = paths.sorted(Comparator.reverseOrder()).toList();
            for (Path path : all) {
                Files.delete(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + directory, e);
        }
    }
}
