package nl.opendk.ebms.db.source;

/**
 * The SQL that gives the embedded MariaDB its one account, run through the server's socket while it skips the
 * grant tables. {@code FLUSH PRIVILEGES} first: it loads the grant tables, which account statements need and which
 * the server checks from then on. {@code mariadb-install-db} also makes an anonymous account, a {@code mysql} service
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
                "FLUSH PRIVILEGES;",
                "CREATE USER IF NOT EXISTS " + user + "@'127.0.0.1';",
                "CREATE USER IF NOT EXISTS " + user + "@'localhost';",
                "ALTER USER " + user + "@'127.0.0.1' IDENTIFIED BY " + password + ";",
                "ALTER USER " + user + "@'localhost' IDENTIFIED BY " + password + ";",
                // the server is the adapter's alone; tests create and drop databases on it
                "GRANT ALL PRIVILEGES ON *.* TO " + user + "@'127.0.0.1';",
                "GRANT ALL PRIVILEGES ON *.* TO " + user + "@'localhost';",
                "DELETE FROM mysql.global_priv WHERE User = '' OR User = 'mysql';",
                "DROP DATABASE IF EXISTS test;",
                "FLUSH PRIVILEGES;");
    }

    /** A SQL string literal; the generated values hold only letters and digits, this keeps it so for any value. */
    private static String quoted(String value) {
        if (!value.matches("[A-Za-z0-9_]+")) {
            throw new IllegalArgumentException("account names and passwords here are letters and digits only");
        }
        return "'" + value + "'";
    }
}
