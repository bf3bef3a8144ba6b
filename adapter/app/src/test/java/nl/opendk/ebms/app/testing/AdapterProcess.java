package nl.opendk.ebms.app.testing;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The packaged adapter (target/ebms-adapter.jar) in a JVM of its own, so a test can kill it the hard way
 * (SIGKILL: no shutdown hook, no orderly close) and start it again on the same database.
 */
public final class AdapterProcess implements AutoCloseable {

    private static final Path JAR = Path.of("target", "ebms-adapter.jar");

    private final Process process;

    private AdapterProcess(Process process) {
        this.process = process;
    }

    /** Starts the jar with these properties as -D options; the log goes to {@code log}. */
    public static AdapterProcess start(Map<String, String> properties, Path log) throws IOException {
        if (!Files.exists(JAR)) {
            throw new IllegalStateException(JAR.toAbsolutePath() + " is missing: the package phase builds it");
        }
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx512m");
        // C1 only, as this module's test JVMs (its pom): a node under test lives seconds, C2 would not pay off
        command.add("-XX:TieredStopAtLevel=1");
        // Vert.x's cache folder under target/: a node killed by a test cannot delete it
        command.add("-Dvertx.cacheDirBase=" + Path.of("target", "vertx-cache").toAbsolutePath());
        // plain HTTP, as RunningAdapter: the default refuses to start without a TLS key and trust store
        command.add("-Debms.http.plain-allowed=true");
        properties.forEach((key, value) -> command.add("-D" + key + "=" + value));
        command.add("-jar");
        command.add(JAR.toString());
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .directory(new File("."))
                .start();
        return new AdapterProcess(process);
    }

    /** SIGKILL, as a crash or the OOM killer would: nothing in the adapter gets to run. */
    public void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** Waits for the process to end by itself; false when it still runs after the timeout. */
    public boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
        return process.waitFor(timeout, unit);
    }

    public int exitValue() {
        return process.exitValue();
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            process.destroy();
            if (!process.waitFor(Duration.ofSeconds(30).toSeconds(), TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }
}
