package nl.opendk.ebms.db.source;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The SQL that gives the embedded MariaDB its one account, run by the server from its {@code --init-file} before it
 * takes a connection. {@code mariadb-install-db} also makes an anonymous account, a {@code mysql} service
 * account (unix_socket: any OS user of that name) and a {@code test} database anyone may use; all go.
 * {@code root@localhost} stays: it authenticates by unix_socket only, so only the OS user root reaches it.
 */
final class AccountStatements {

    private AccountStatements() {}

    static String provision(EmbeddedCredentials credentials) {
        String user = quoted(credentials.user());
        String password = quoted(credentials.password());
        return String.join(
                "\n",
                "CREATE USER IF NOT EXISTS " + user + "@'127.0.0.1';",
                "CREATE USER IF NOT EXISTS " + user + "@'localhost';",
                "ALTER USER " + user + "@'127.0.0.1' IDENTIFIED BY " + password + ";",
                "ALTER USER " + user + "@'localhost' IDENTIFIED BY " + password + ";",
                // the server is the adapter's alone; tests create and drop databases on it
                "GRANT ALL PRIVILEGES ON *.* TO " + user + "@'127.0.0.1';",
                "GRANT ALL PRIVILEGES ON *.* TO " + user + "@'localhost';",
                "DELETE FROM mysql.global_priv WHERE User = '' OR User = 'mysql';",
                "DROP DATABASE IF EXISTS test;",
                // the DELETE changed the grant tables behind the server's back
                "FLUSH PRIVILEGES;",
                "");
    }

    /** Zero once the statements ran to their end: the server stops reading an init file at its first error. */
    static final String OTHERS_LEFT = "SELECT COUNT(*) FROM mysql.global_priv WHERE User = '' OR User = 'mysql'";

    /**
     * Writes the statements to a new file in {@code folder} (one only this OS user can enter): it holds the
     * password until the server has read it, then the caller deletes it.
     */
    static Path writeInitFile(EmbeddedCredentials credentials, Path folder) {
        try {
            Path file = Files.createTempFile(folder, "account", ".sql");
            Files.writeString(file, provision(credentials), StandardCharsets.UTF_8);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the embedded database's account statements", e);
        }
    }

    /** A SQL string literal; the generated values hold only letters and digits, this keeps it so for any value. */
    private static String quoted(String value) {
        if (!value.matches("[A-Za-z0-9_]+")) {
            throw new IllegalArgumentException("account names and passwords here are letters and digits only");
        }
        return "'" + value + "'";
    }
}
