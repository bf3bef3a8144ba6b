package nl.opendk.ebms.db;

import java.sql.SQLException;
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

    private final boolean transientFailure;

    /** @param operation what was being done, e.g. "store inbound message" */
    public DataAccessException(String operation, Exception cause) {
        super(operation + " failed: " + describe(cause), cause);
        this.transientFailure = cause instanceof SQLTransientException
                || cause instanceof SQLException sql
                        && (sql.getErrorCode() == ER_LOCK_DEADLOCK || sql.getErrorCode() == ER_LOCK_WAIT_TIMEOUT);
    }

    /** True when the failure was a deadlock, lock wait timeout or similar: retrying the whole operation may work. */
    public boolean isTransient() {
        return transientFailure;
    }

    private static String describe(Exception e) {
        if (e instanceof SQLException sql) {
            return sql.getMessage() + " (SQLState " + sql.getSQLState() + ", error " + sql.getErrorCode() + ")";
        }
        return e.getMessage();
    }
}
