package nl.opendk.ebms.perf.process;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A process the runner started, with its output in a log file. Stopping it is polite first (SIGTERM, so the adapter
 * closes its embedded database and the sink writes its records) and forceful after the grace time, for the process
 * and for every process it started: a killed JVM would leave an embedded mariadbd running.
 */
public final class RunningProcess implements AutoCloseable {

    private final String role;
    private final Process process;
    private final Path log;

    private RunningProcess(String role, Process process, Path log) {
        this.role = role;
        this.process = process;
        this.log = log;
    }

    /** Starts a command with standard output and error appended to the log file. */
    public static RunningProcess start(String role, List<String> command, Path directory, Path log) {
        try {
            Process process = new ProcessBuilder(command)
                    .directory(directory.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                    .start();
            return new RunningProcess(role, process, log);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start the " + role + ": " + String.join(" ", command), e);
        }
    }

    public String role() {
        return role;
    }

    public long pid() {
        return process.pid();
    }

    public Path log() {
        return log;
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** Waits for the process to end by itself; @return its exit code, or -1 when the timeout passed first. */
    public int waitFor(Duration timeout) {
        try {
            return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS) ? process.exitValue() : -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    /** SIGTERM, then after the grace time SIGKILL, also for the processes it started. */
    public void stop(Duration grace) {
        List<ProcessHandle> descendants = process.descendants().toList();
        process.destroy();
        if (waitFor(grace) == -1 && process.isAlive()) {
            process.destroyForcibly();
            waitFor(Duration.ofSeconds(10));
        }
        for (ProcessHandle child : descendants) {
            if (child.isAlive()) {
                child.destroy();
                child.onExit()
                        .orTimeout(10, TimeUnit.SECONDS)
                        .exceptionally(e -> {
                            child.destroyForcibly();
                            return child;
                        })
                        .join();
            }
        }
    }

    /** SIGKILL to the process alone, and waits for it to be gone. */
    public void kill() {
        process.destroyForcibly();
        waitFor(Duration.ofSeconds(10));
    }

    /** The last lines of the log, to explain a failed start. */
    public String logTail(int lines) {
        try {
            List<String> all = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
        } catch (IOException | UncheckedIOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            stop(Duration.ofSeconds(30));
        }
    }
}
