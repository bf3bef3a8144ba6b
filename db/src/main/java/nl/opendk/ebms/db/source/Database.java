package nl.opendk.ebms.db.source;

import static nl.opendk.ebms.db.DatabaseLogEvent.DATABASE_OPENED;
import static nl.opendk.ebms.db.DatabaseLogEvent.SCHEMA_CURRENT;
import static nl.opendk.ebms.db.DatabaseLogEvent.SCHEMA_MIGRATED;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Properties;
import javax.sql.DataSource;
import nl.opendk.ebms.db.DataAccessException;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.flywaydb.core.api.output.MigrateResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The adapter's database: the embedded MariaDB or an external MySQL 8 / MariaDB server, migrated to the current
 * schema, behind a connection pool. Open it once at startup and close it at shutdown.
 */
public final class Database implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Database.class);

    /** The database the embedded server holds the adapter's tables in. */
    static final String EMBEDDED_DATABASE = "ebms";

    private final EmbeddedServer embedded;
    private final HikariDataSource pool;
    private final DataSource dataSource;
    private final String jdbcUrl;
    private final Properties credentials;

    private Database(EmbeddedServer embedded, HikariDataSource pool, String jdbcUrl, Properties credentials) {
        this.embedded = embedded;
        this.pool = pool;
        this.dataSource = pool;
        this.jdbcUrl = jdbcUrl;
        this.credentials = credentials;
    }

    private Database(DataSource hosts) {
        this.embedded = null;
        this.pool = null;
        this.dataSource = hosts;
        this.jdbcUrl = null;
        this.credentials = null;
    }

    /**
     * A host application's DataSource (the Camel components in the host's own application), migrated to the current
     * schema. The host owns its pool: closing this database leaves it open. The pool should hand out READ COMMITTED
     * connections: under REPEATABLE READ the queues' {@code FOR UPDATE SKIP LOCKED} claims take gap locks.
     */
    public static Database external(DataSource dataSource) {
        migrate(Flyway.configure().dataSource(dataSource));
        LOG.info(DATABASE_OPENED.line("Database from the host application's DataSource {}"), dataSource);
        return new Database(dataSource);
    }

    /**
     * Starts the embedded server when no URL is set, applies pending migrations and fills the pool. When any step
     * fails, what was started before it is stopped again: a half-started server would keep the JVM alive.
     */
    public static Database open(DatabaseSettings settings) {
        EmbeddedServer embedded = null;
        try {
            String url = settings.url();
            if (settings.isEmbedded()) {
                embedded = EmbeddedServer.start(settings.embeddedDirectory(), settings.embeddedPort());
                embedded.createDatabase(EMBEDDED_DATABASE);
                url = embedded.jdbcUrl(EMBEDDED_DATABASE);
            }
            LOG.info(DATABASE_OPENED.line("Database at {}"), JdbcUrls.masked(url));
            Properties credentials = embedded == null ? credentials(settings) : credentials(embedded.credentials());
            migrate(Flyway.configure()
                    .dataSource(url, credentials.getProperty("user"), credentials.getProperty("password")));
            return new Database(embedded, pool(url, credentials, settings), url, credentials);
        } catch (RuntimeException | Error e) {
            if (embedded != null) {
                closeQuietly(embedded, e);
            }
            throw e;
        }
    }

    public DataSource dataSource() {
        return dataSource;
    }

    /**
     * Reports the pool's connections (active, idle, pending, max, and how long getting one took) as
     * {@code hikaricp_*} meters in the given Micrometer registry; a host's own DataSource is the host's to meter.
     *
     * @param meterRegistry a Micrometer {@code MeterRegistry} (HikariCP takes it as an Object)
     */
    public void meterPool(Object meterRegistry) {
        if (pool != null) {
            pool.setMetricRegistry(meterRegistry);
        }
    }

    /** The URL the pool connects to, which may hold a password: pass it on, never log it. */
    public String jdbcUrl() {
        return jdbcUrl;
    }

    /**
     * Whether the server answers within the timeout, on a connection of its own: a pool busy with traffic is not
     * a database that is down (readiness).
     */
    public boolean isReachable(Duration timeout) {
        if (pool == null) {
            return hostsPoolAnswers(timeout);
        }
        if (pool.isClosed()) {
            return false;
        }
        long millis = Math.max(1, timeout.toMillis());
        Properties properties = DriverProperties.forProbe(millis);
        properties.putAll(credentials);
        try (Connection connection = DriverManager.getConnection(jdbcUrl, properties)) {
            return connection.isValid((int) Math.max(1, timeout.toSeconds()));
        } catch (SQLException e) {
            LOG.debug("Database not reachable: {}", e.getMessage());
            return false;
        }
    }

    /** A host's pool has no URL of ours to open a connection of our own with: one of its connections answers. */
    private boolean hostsPoolAnswers(Duration timeout) {
        try (Connection connection = dataSource.getConnection()) {
            return connection.isValid((int) Math.max(1, timeout.toSeconds()));
        } catch (SQLException e) {
            LOG.debug("Database not reachable: {}", e.getMessage());
            return false;
        }
    }

    /** Closes the pool, then stops the embedded server; a host's DataSource stays open. */
    @Override
    public void close() {
        if (pool != null) {
            pool.close();
        }
        if (embedded != null) {
            embedded.close();
        }
    }

    private static void migrate(FluentConfiguration flyway) {
        try {
            logMigration(flyway.locations("classpath:db/migration")
                    .failOnMissingLocations(true)
                    .load()
                    .migrate());
        } catch (FlywayException e) {
            throw new DataAccessException("migrate the database schema", e);
        }
    }

    private static void logMigration(MigrateResult result) {
        if (result.migrationsExecuted == 0) {
            LOG.info(SCHEMA_CURRENT.line("Database schema up to date at version {}"), result.initialSchemaVersion);
        } else {
            LOG.info(
                    SCHEMA_MIGRATED.line("Database schema migrated from version {} to {} ({} migrations)"),
                    result.initialSchemaVersion,
                    result.targetSchemaVersion,
                    result.migrationsExecuted);
        }
    }

    private static HikariDataSource pool(String url, Properties credentials, DatabaseSettings settings) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("ebms-db");
        config.setJdbcUrl(url);
        config.setMaximumPoolSize(settings.poolSize());
        config.setMinimumIdle(settings.poolSize());
        // Every repository method commits or rolls back itself: with auto-commit off a transaction costs no
        // SET autocommit statements, and the pool never resets it.
        config.setAutoCommit(false);
        // Outbox claims rely on FOR UPDATE SKIP LOCKED without gap locks; REPEATABLE READ would add them.
        config.setTransactionIsolation("TRANSACTION_READ_COMMITTED");
        // While the database is down, a request waits this long for a connection and then gets its 503; the driver's
        // connect timeout is the same, so a server that does not answer cannot hold a new connection longer.
        config.setConnectionTimeout(settings.timeouts().connection().toMillis());
        Properties driver = DriverProperties.forPool(settings.timeouts());
        driver.putAll(credentials);
        config.setDataSourceProperties(driver);
        return new HikariDataSource(config);
    }

    /** The embedded server's own account (see {@link EmbeddedCredentials}). */
    private static Properties credentials(EmbeddedCredentials account) {
        Properties credentials = new Properties();
        credentials.setProperty("user", account.user());
        credentials.setProperty("password", account.password());
        return credentials;
    }

    /** User and password as driver properties; left out when null so the ones in the URL apply. */
    private static Properties credentials(DatabaseSettings settings) {
        Properties credentials = new Properties();
        String user = settings.user();
        if (user != null) {
            credentials.setProperty("user", user);
        }
        if (settings.password() != null) {
            credentials.setProperty("password", settings.password());
        }
        return credentials;
    }

    private static void closeQuietly(EmbeddedServer embedded, Throwable failure) {
        try {
            embedded.close();
        } catch (RuntimeException e) {
            failure.addSuppressed(e);
        }
    }
}
