package nl.opendk.ebms.perf.cluster;

/**
 * The user and password the nodes (db.user, db.password) and the runner connect with.
 *
 * @param password may be empty, never null
 */
public record DatabaseLogin(String user, String password) {

    public DatabaseLogin {
        password = password == null ? "" : password;
    }
}
