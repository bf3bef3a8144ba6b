package nl.opendk.ebms.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import java.sql.SQLTransactionRollbackException;
import org.junit.jupiter.api.Test;

class DataAccessExceptionTest {

    @Test
    void deadlocksAndLockTimeoutsAreWorthRetrying() {
        assertThat(new DataAccessException("claim", new SQLException("Deadlock", "40001", 1213)).isTransient())
                .isTrue();
        assertThat(new DataAccessException("claim", new SQLException("Lock wait", "HY000", 1205)).isTransient())
                .isTrue();
        assertThat(new DataAccessException("claim", new SQLTransactionRollbackException("rollback")).isTransient())
                .isTrue();
    }

    @Test
    void anUnreachableDatabaseIsAConnectionFailureAndWorthRetrying() {
        for (SQLException unreachable : java.util.List.of(
                new SQLException("Communications link failure", "08S01", 0),
                new SQLException("Connection refused", "08001", 0),
                new java.sql.SQLTransientConnectionException("ebms-db - Connection is not available"),
                new java.sql.SQLRecoverableException("lost"))) {
            DataAccessException e = new DataAccessException("store", unreachable);
            assertThat(e.isConnectionFailure()).as(unreachable.toString()).isTrue();
            assertThat(e.isTransient()).as(unreachable.toString()).isTrue();
        }
        assertThat(new DataAccessException("claim", new SQLException("Deadlock", "40001", 1213)).isConnectionFailure())
                .isFalse();
    }

    @Test
    void otherFailuresAreNot() {
        assertThat(new DataAccessException("store", new SQLException("Duplicate", "23000", 1062)).isTransient())
                .isFalse();
        assertThat(new DataAccessException("store", new SQLException("Data too long", "22001", 1406)).isTransient())
                .isFalse();
        assertThat(new DataAccessException("start", new IllegalStateException("no")).isTransient())
                .isFalse();
    }

    @Test
    void namesTheOperationAndTheDriverError() {
        DataAccessException e = new DataAccessException(
                "store inbound message", new SQLException("Data too long for column 'cpa_id'", "22001", 1406));

        assertThat(e)
                .hasMessage("store inbound message failed: Data too long for column 'cpa_id'"
                        + " (SQLState 22001, error 1406)");
    }
}
