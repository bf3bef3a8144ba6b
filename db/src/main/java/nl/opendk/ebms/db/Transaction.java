package nl.opendk.ebms.db;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * Runs one unit of work in one transaction: commit when it returns, roll back when anything is thrown. The pool
 * hands out connections with auto-commit off, so a transaction costs no {@code SET autocommit} round trips.
 */
public final class Transaction {

    /** MySQL/MariaDB ER_DUP_ENTRY: a unique key already holds the value. */
    private static final int ER_DUP_ENTRY = 1062;

    /**
     * MySQL/MariaDB ER_LOCK_DEADLOCK: InnoDB chose this transaction as the deadlock's victim and rolled all of it
     * back, so running the same work again from the start is safe.
     */
    private static final int ER_LOCK_DEADLOCK = 1213;

    /** Runs of a unit of work that lost a deadlock, before its failure is reported. */
    static final int DEADLOCK_RUNS = 3;

    private Transaction() {}

    @FunctionalInterface
    public interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    /**
     * Rows one store writes inside another's transaction, so that they commit together or not at all (a reply
     * queued with the rows that decide it).
     */
    @FunctionalInterface
    public interface Part {
        Part NOTHING = connection -> {};

        void write(Connection connection) throws SQLException;
    }

    /**
     * @param operation what the work does, for the error message ("store inbound message")
     * @throws DataAccessException for any {@link SQLException}; other exceptions pass unchanged after the rollback
     */
    public static <T> T run(DataSource dataSource, String operation, Work<T> work) {
        try (Connection connection = dataSource.getConnection()) {
            boolean autoCommit = connection.getAutoCommit();
            if (autoCommit) {
                connection.setAutoCommit(false);
            }
            try {
                T result = work.run(connection);
                connection.commit();
                return result;
            } catch (SQLException | RuntimeException | Error e) {
                rollback(connection, e);
                throw e;
            } finally {
                if (autoCommit) {
                    connection.setAutoCommit(true);
                }
            }
        } catch (SQLException e) {
            throw new DataAccessException(operation, e);
        }
    }

    /**
     * {@link #run} for work that may lose a deadlock to a concurrent writer: inserts into a small table take gap
     * locks even under READ COMMITTED (a unique key's duplicate check), so two receives can deadlock on a new
     * database. The victim's transaction is rolled back whole, so the work runs again, up to {@value #DEADLOCK_RUNS}
     * times, before the (transient) failure is reported. The work must touch nothing outside the transaction.
     */
    public static <T> T runRetryingDeadlocks(DataSource dataSource, String operation, Work<T> work) {
        for (int run = 1; ; run++) {
            try {
                return run(dataSource, operation, work);
            } catch (DataAccessException e) {
                if (run == DEADLOCK_RUNS
                        || !(e.getCause() instanceof SQLException sql)
                        || sql.getErrorCode() != ER_LOCK_DEADLOCK) {
                    throw e;
                }
            }
        }
    }

    /** True when the statement failed because a unique key already holds the value. */
    public static boolean isDuplicateKey(SQLException e) {
        return e != null && e.getErrorCode() == ER_DUP_ENTRY;
    }

    private static void rollback(Connection connection, Throwable failure) {
        try {
            connection.rollback();
        } catch (SQLException rollbackFailure) {
            failure.addSuppressed(rollbackFailure);
        }
    }
}
