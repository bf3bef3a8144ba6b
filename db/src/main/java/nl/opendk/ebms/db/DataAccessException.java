package nl.opendk.ebms.db;

import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientConnectionException;
import java.sql.SQLTransientException;

/**
 * A database operation failed. The one unchecked exception of this module: callers decide between retrying
 * ({@link #isTransient()}) and giving up, without handling {@link SQLException} themselves. Messages name the
 * operation and the driver's error, never a URL or credentials.
 */
public class DataAccessException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** MySQL/MariaDB error codes for a deadlock and a lock wait timeout: the same work may succeed when retried. */
    private static final int ER_LOCK_DEADLOCK = 1213;

    private static final int ER_LOCK_WAIT_TIMEOUT = 1205;

    /** SQLState class 08: connection exception (SQL:2016, used by Connector/J for a lost or refused connection). */
    private static final String CONNECTION_EXCEPTION = "08";

    private final boolean connectionFailure;
    private final boolean transientFailure;

    /** @param operation what was being done, e.g. "store inbound message" */
    public DataAccessException(String operation, Exception cause) {
        super(operation + " failed: " + describe(cause), cause);
        this.connectionFailure = isConnectionFailure(cause);
        this.transientFailure = connectionFailure
                || cause instanceof SQLTransientException
                || cause instanceof SQLException sql
                        && (sql.getErrorCode() == ER_LOCK_DEADLOCK || sql.getErrorCode() == ER_LOCK_WAIT_TIMEOUT);
    }

    /**
     * True when the same work may succeed when tried again: the database could not be reached or did not answer in
     * time, or the transaction lost a deadlock or a lock wait. False for what the data itself causes (a value too
     * long for its column, a constraint): trying again fails again.
     */
    public boolean isTransient() {
        return transientFailure;
    }

    /** True when the database could not be reached at all: a refused or lost connection, or none from the pool. */
    public boolean isConnectionFailure() {
        return connectionFailure;
    }

    private static boolean isConnectionFailure(Exception cause) {
        if (cause instanceof SQLTransientConnectionException
                || cause instanceof SQLNonTransientConnectionException
                || cause instanceof SQLRecoverableException) {
            return true;
        }
        return cause instanceof SQLException sql
                && sql.getSQLState() != null
                && sql.getSQLState().startsWith(CONNECTION_EXCEPTION);
    }

    private static String describe(Exception e) {
        if (e instanceof SQLException sql) {
            return sql.getMessage() + " (SQLState " + sql.getSQLState() + ", error " + sql.getErrorCode() + ")";
        }
        return e.getMessage();
    }
}
