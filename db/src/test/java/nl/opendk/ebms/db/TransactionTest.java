package nl.opendk.ebms.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

class TransactionTest {

    private final List<String> calls = new ArrayList<>();

    @Test
    void commitsWhenTheWorkReturns() {
        String result = Transaction.run(dataSource(false), "work", c -> "done");

        assertThat(result).isEqualTo("done");
        assertThat(calls).containsExactly("getAutoCommit", "commit", "close");
    }

    @Test
    void rollsBackAndTranslatesAnSqlFailure() {
        assertThatThrownBy(() -> Transaction.run(dataSource(false), "store", c -> {
                    throw new SQLException("broken", "HY000", 1);
                }))
                .isInstanceOf(DataAccessException.class)
                .hasMessageStartingWith("store failed: broken");

        assertThat(calls).containsExactly("getAutoCommit", "rollback", "close");
    }

    @Test
    void rollsBackAndPassesOtherFailuresOn() {
        IllegalStateException failure = new IllegalStateException("bug");

        assertThatThrownBy(() -> Transaction.run(dataSource(false), "store", c -> {
                    throw failure;
                }))
                .isSameAs(failure);

        assertThat(calls).containsExactly("getAutoCommit", "rollback", "close");
    }

    @Test
    void turnsAutoCommitOffForTheWorkAndBackOnAfterwards() {
        Transaction.run(dataSource(true), "work", c -> null);

        assertThat(calls)
                .containsExactly("getAutoCommit", "setAutoCommit(false)", "commit", "setAutoCommit(true)", "close");
    }

    @Test
    void runsWorkThatLostADeadlockAgain() {
        int[] runs = {0};

        String result = Transaction.runRetryingDeadlocks(dataSource(false), "store", c -> {
            if (++runs[0] == 1) {
                throw new SQLException("Deadlock found when trying to get lock", "40001", 1213);
            }
            return "stored";
        });

        assertThat(result).isEqualTo("stored");
        assertThat(calls).containsExactly("getAutoCommit", "rollback", "close", "getAutoCommit", "commit", "close");
    }

    @Test
    void reportsADeadlockThatPersistsAsTransientAfterTheLastRun() {
        int[] runs = {0};

        assertThatThrownBy(() -> Transaction.runRetryingDeadlocks(dataSource(false), "store", c -> {
                    runs[0]++;
                    throw new SQLException("Deadlock found when trying to get lock", "40001", 1213);
                }))
                .isInstanceOfSatisfying(DataAccessException.class, e -> assertThat(e.isTransient())
                        .isTrue());
        assertThat(runs[0]).isEqualTo(Transaction.DEADLOCK_RUNS);
    }

    @Test
    void runsOtherFailuresOnlyOnce() {
        int[] runs = {0};

        assertThatThrownBy(() -> Transaction.runRetryingDeadlocks(dataSource(false), "store", c -> {
                    runs[0]++;
                    throw new SQLException("Lock wait timeout exceeded", "HY000", 1205);
                }))
                .isInstanceOf(DataAccessException.class);
        assertThat(runs[0]).isEqualTo(1);
    }

    @Test
    void recognisesADuplicateKey() {
        assertThat(Transaction.isDuplicateKey(new SQLException("Duplicate entry", "23000", 1062)))
                .isTrue();
        assertThat(Transaction.isDuplicateKey(new SQLException("Other", "23000", 1452)))
                .isFalse();
    }

    /** A DataSource whose one connection only records the calls made on it. */
    private DataSource dataSource(boolean autoCommit) {
        Connection connection = (Connection) Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                    String name = method.getName();
                    calls.add(args == null ? name : name + "(" + args[0] + ")");
                    return name.equals("getAutoCommit") ? autoCommit : null;
                });
        return (DataSource) Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[] {DataSource.class}, (proxy, method, args) -> connection);
    }
}
