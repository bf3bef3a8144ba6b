package nl.opendk.ebms.perf.adapter;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import nl.opendk.ebms.perf.database.DatabaseProbe;
import nl.opendk.ebms.perf.process.FreePort;
import nl.opendk.ebms.perf.process.RunningProcess;
import nl.opendk.ebms.perf.resource.GcLog;

/**
 * The adapter as the runner runs it: {@code java -jar adapter/app/target/ebms-adapter.jar} on a free port, with a GC
 * log, optionally pinned to CPUs with taskset (the JVM then sizes its GC and JIT threads for those CPUs, and an
 * embedded database it starts inherits the pinning), and on an embedded or external database.
 */
public final class AdapterProcess implements AdapterUnderTest {

    /** The database the embedded server keeps the adapter's tables in (db module, Database.EMBEDDED_DATABASE). */
    static final String EMBEDDED_DATABASE = "ebms";

    private final RunningProcess process;
    private final int port;
    private final int managementPort;
    private final boolean https;
    private final Path gcLog;
    private final DatabaseProbe database;
    private final String command;

    /**
     * The ports a process listens on: HTTP (ebMS and the REST API) and management (health, metrics). A node that is
     * restarted keeps them, as a restarted server behind a fixed address would.
     */
    public record Ports(int http, int management) {

        public static Ports free() {
            return new Ports(FreePort.find(), FreePort.find());
        }
    }

    private AdapterProcess(
            RunningProcess process, Ports ports, boolean https, Path gcLog, DatabaseProbe database, String command) {
        this.process = process;
        this.port = ports.http();
        this.managementPort = ports.management();
        this.https = https;
        this.gcLog = gcLog;
        this.database = database;
        this.command = command;
    }

    /**
     * @param cpus a taskset CPU list such as "0" or "0,1", or null to leave the scheduler free
     * @param name names the log files in the work folder: name.log, name-gc.log
     */
    public static AdapterProcess start(AdapterSetup setup, String cpus, Path work, String name) {
        return start(setup, cpus, work, name, Ports.free(), "perf-" + name);
    }

    /**
     * @param name names the log files, as above
     * @param nodeId the adapter's ebms.node-id: its name in outbox leases, the same across restarts of one node
     */
    public static AdapterProcess start(
            AdapterSetup setup, String cpus, Path work, String name, Ports ports, String nodeId) {
        int port = ports.http();
        Path gcLog = work.resolve(name + "-gc.log");
        List<String> command = new ArrayList<>();
        if (cpus != null) {
            command.addAll(List.of("taskset", "-c", cpus));
        }
        command.add(setup.java().toString());
        command.addAll(setup.jvmOptions());
        command.add(GcLog.option(gcLog));
        command.add("-Dcamel.server.port=" + port);
        command.add("-Dcamel.server.host=127.0.0.1");
        // the management server (health, metrics) defaults to a fixed port, which another adapter may hold
        command.add("-Dcamel.management.port=" + ports.management());
        command.add("-Dcamel.management.host=127.0.0.1");
        command.add("-Debms.node-id=" + nodeId);
        command.add("-Debms.message-id-domain=perf.adapter");
        command.add("-Dcamel.main.shutdownTimeout=10");
        if (setup.tls() == null) {
            // JMeter and the sink speak plain HTTP on 127.0.0.1: the load measures the adapter, not TLS handshakes
            command.add("-Debms.http.plain-allowed=true");
        } else {
            // mutual TLS for /ebms; the runner's API calls come without a client certificate
            command.add("-Debms.tls.client-auth=requested");
        }
        DatabaseProbe probe = database(setup.database(), command);
        setup.properties().forEach((key, value) -> command.add("-D" + key + "=" + value));
        command.add("-jar");
        command.add(setup.jar().toAbsolutePath().toString());
        RunningProcess process = RunningProcess.start("adapter", command, work, work.resolve(name + ".log"));
        return new AdapterProcess(process, ports, setup.tls() != null, gcLog, probe, masked(command));
    }

    private static DatabaseProbe database(DatabaseTarget target, List<String> command) {
        if (target instanceof DatabaseTarget.External external) {
            command.add("-Ddb.url=" + external.url());
            if (external.user() != null) {
                command.add("-Ddb.user=" + external.user());
            }
            if (external.password() != null) {
                command.add("-Ddb.password=" + external.password());
            }
            return new DatabaseProbe(external.url(), external.user(), external.password());
        }
        DatabaseTarget.Embedded embedded = (DatabaseTarget.Embedded) target;
        int port = FreePort.find();
        command.add("-Ddb.embedded.dir=" + embedded.directory().toAbsolutePath());
        command.add("-Ddb.embedded.port=" + port);
        return DatabaseProbe.embedded(
                "jdbc:mysql://127.0.0.1:" + port + "/" + EMBEDDED_DATABASE + "?sslMode=DISABLED", embedded.directory());
    }

    /** Waits until the HTTP server answers; fails with the end of the adapter's log when it dies or is too slow. */
    public void awaitReady(AdapterApi api, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the adapter stopped while starting:\n" + process.logTail(40));
            }
            if (api.answers()) {
                return;
            }
            sleep(Duration.ofMillis(500));
        }
        throw new IllegalStateException("the adapter did not answer within " + timeout + ":\n" + process.logTail(40));
    }

    @Override
    public URI base() {
        return URI.create((https ? "https" : "http") + "://127.0.0.1:" + port);
    }

    @Override
    public URI ebmsEndpoint() {
        return base().resolve("/ebms");
    }

    /** The management server: /observe/health/ready and the metrics. */
    public URI managementBase() {
        return URI.create("http://127.0.0.1:" + managementPort);
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** The last lines of this process's log. */
    public String logTail(int lines) {
        return process.logTail(lines);
    }

    /** SIGKILL, as a crash or an OOM killer would end it: no shutdown hooks, no orderly stop of anything. */
    public void kill() {
        process.kill();
    }

    @Override
    public long pid() {
        return process.pid();
    }

    /** The embedded mariadbd, a child of the adapter JVM; empty for an external database. */
    @Override
    public OptionalLong embeddedDatabasePid() {
        return ProcessHandle.of(process.pid()).stream()
                .flatMap(ProcessHandle::descendants)
                .filter(handle -> handle.info().command().orElse("").matches(".*/(mariadbd|mysqld)$"))
                .mapToLong(ProcessHandle::pid)
                .findFirst();
    }

    @Override
    public Path gcLog() {
        return gcLog;
    }

    @Override
    public DatabaseProbe database() {
        return database;
    }

    /** The command line, with a database password masked. */
    @Override
    public String command() {
        return command;
    }

    @Override
    public void close() {
        process.stop(Duration.ofSeconds(60));
    }

    private static String masked(List<String> command) {
        return String.join(" ", command)
                .replaceAll("(-Ddb\\.password=)\\S*", "$1***")
                .replaceAll("(?i)(password=)[^&\\s]*", "$1***");
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
