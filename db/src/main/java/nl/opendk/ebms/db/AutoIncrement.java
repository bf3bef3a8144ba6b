package nl.opendk.ebms.db;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Whether the server gives the rows of one multi-row INSERT consecutive auto-increment values. InnoDB does under
 * {@code innodb_autoinc_lock_mode} 0 and 1 (MariaDB's default is 1): a statement whose row count is known takes its
 * values in one go. Under 2 (MySQL 8's default) statements running at the same time may interleave theirs, so the
 * ids a driver computes from the first one can belong to another statement's rows.
 */
public final class AutoIncrement {

    private static final String LOCK_MODE = "SELECT @@innodb_autoinc_lock_mode";

    private AutoIncrement() {}

    /** True when the rows of one INSERT get consecutive values. */
    public static boolean consecutivePerStatement(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(LOCK_MODE)) {
            return result.next() && result.getInt(1) <= 1;
        }
    }
}
