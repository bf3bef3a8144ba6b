package nl.opendk.ebms.perf.cluster;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A MySQL 8 / MariaDB server the user runs (--db-url). The runner can take it away only with the user's own
 * commands (--db-stop-command, --db-start-command, run with sh -c), e.g. {@code systemctl stop mariadb} or
 * {@code docker stop db}; without them the database scenario is skipped.
 */
public final class ExternalDatabase implements ClusterDatabase {

    static final Duration COMMAND_TIMEOUT = Duration.ofMinutes(2);

    private final String url;
    private final DatabaseLogin login;
    private final String stopCommand;
    private final String startCommand;
    private final Path work;

    /**
     * @param stopCommand a shell command that stops the server and returns when it is down, or null
     * @param startCommand a shell command that starts it, or null
     * @param work where the commands run and write their output (db-command.log)
     */
    public ExternalDatabase(String url, DatabaseLogin login, String stopCommand, String startCommand, Path work) {
        this.url = url;
        this.login = login;
        this.stopCommand = stopCommand;
        this.startCommand = startCommand;
        this.work = work;
    }

    @Override
    public String url() {
        return url;
    }

    @Override
    public DatabaseLogin login() {
        return login;
    }

    @Override
    public Optional<String> notStoppable() {
        return stopCommand == null || startCommand == null
                ? Optional.of("an external database needs --db-stop-command and --db-start-command")
                : Optional.empty();
    }

    @Override
    public void stop() {
        run(stopCommand);
    }

    /** Runs the start command, then waits until a connection succeeds: the command may return before that. */
    @Override
    public void start() {
        run(startCommand);
        long deadline = System.nanoTime() + COMMAND_TIMEOUT.toNanos();
        while (!connects()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(
                        "the database did not take connections within " + COMMAND_TIMEOUT + " after " + startCommand);
            }
            pause();
        }
    }

    @Override
    public String describe() {
        return "external " + url.replaceAll("(?i)(password=)[^&;]*", "$1***")
                + (notStoppable().isEmpty()
                        ? ", stopped with `" + stopCommand + "`, started with `" + startCommand + "`"
                        : "");
    }

    /** The server is the user's: it keeps running after the run. */
    @Override
    public void close() {}

    private boolean connects() {
        try (Connection connection = DriverManager.getConnection(url, login.user(), login.password())) {
            return connection.isValid(2);
        } catch (SQLException e) {
            return false;
        }
    }

    private void run(String command) {
        try {
            Process process = new ProcessBuilder(List.of("sh", "-c", command))
                    .directory(work.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(
                            work.resolve("db-command.log").toFile()))
                    .start();
            if (!process.waitFor(COMMAND_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException("`" + command + "` did not end within " + COMMAND_TIMEOUT);
            }
            if (process.exitValue() != 0) {
                throw new IllegalStateException("`" + command + "` ended with exit code " + process.exitValue());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run `" + command + "`", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running `" + command + "`", e);
        }
    }

    private static void pause() {
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
