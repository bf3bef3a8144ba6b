package nl.opendk.ebms.db.outbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.db.testing.TestDatabase;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Recording attempts costs the database no more than the INSERT itself: the statement is prepared once per
 * connection, however many rows each recording writes.
 */
class AttemptRowsIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final Instant NOW = Instant.parse("2026-03-01T10:15:30.456Z");

    @BeforeEach
    void setUp() {
        DB.deleteAllRows();
    }

    @Test
    void oneRowAtATimeIsPreparedOnce() throws SQLException {
        try (Connection connection = DB.dataSource().getConnection()) {
            long message = message(connection);
            long before = prepares(connection);

            for (int attempt = 1; attempt <= 3; attempt++) {
                AttemptRows.insert(connection, "node-1", List.of(row(message, attempt)));
            }
            connection.commit();

            assertThat(prepares(connection) - before).isLessThanOrEqualTo(1);
            assertThat(count(connection)).isEqualTo(3);
        }
    }

    @Test
    void batchesOfEverySizeAreWritten() throws SQLException {
        try (Connection connection = DB.dataSource().getConnection()) {
            long message = message(connection);
            int attempt = 0;
            for (int size = 1; size <= 4; size++) {
                List<AttemptRows.Row> rows = new ArrayList<>();
                for (int i = 0; i < size; i++) {
                    rows.add(row(message, ++attempt));
                }
                AttemptRows.insert(connection, "node-1", rows);
            }
            connection.commit();

            assertThat(count(connection)).isEqualTo(10);
        }
    }

    @Test
    void aLargeBatchGoesInTwoStatementsPreparedOncePerConnection() throws SQLException {
        try (Connection connection = DB.dataSource().getConnection()) {
            long message = message(connection);
            long preparesBefore = status(connection, "Com_stmt_prepare");
            long executesBefore = status(connection, "Com_stmt_execute");

            for (int round = 0; round < 2; round++) {
                List<AttemptRows.Row> rows = new ArrayList<>();
                for (int i = 1; i <= 37; i++) {
                    rows.add(row(message, round * 37 + i));
                }
                AttemptRows.insert(connection, "node-" + round, rows);
            }
            connection.commit();

            // 37 rows go as 32 and 5: two shapes, prepared in the first round and found again in the second
            assertThat(status(connection, "Com_stmt_prepare") - preparesBefore).isEqualTo(2);
            assertThat(status(connection, "Com_stmt_execute") - executesBefore).isEqualTo(4);
            assertThat(attemptNumbers(connection, "node-0")).isEqualTo(numbers(1, 37));
            assertThat(attemptNumbers(connection, "node-1")).isEqualTo(numbers(38, 74));
        }
    }

    private static List<Integer> numbers(int from, int to) {
        List<Integer> numbers = new ArrayList<>();
        for (int i = from; i <= to; i++) {
            numbers.add(i);
        }
        return numbers;
    }

    private static List<Integer> attemptNumbers(Connection connection, String node) throws SQLException {
        List<Integer> numbers = new ArrayList<>();
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT attempt_no, http_status FROM delivery_attempt"
                        + " WHERE node_id = '" + node + "' ORDER BY id")) {
            while (rows.next()) {
                assertThat(rows.getInt(2)).isEqualTo(204);
                numbers.add(rows.getInt(1));
            }
        }
        return numbers;
    }

    private static AttemptRows.Row row(long message, int attempt) {
        return new AttemptRows.Row(message, attempt, AttemptResult.delivered(NOW, NOW.plusMillis(3), 204));
    }

    private static long message(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.executeUpdate(
                    "INSERT INTO ebms_message (direction, message_id, status, status_time, envelope, created_at)"
                            + " VALUES (2, 'attempted@us', 12, NOW(3), x'00', NOW(3))",
                    Statement.RETURN_GENERATED_KEYS);
            try (ResultSet keys = statement.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    /** Server-side prepares of this connection's session so far. */
    private static long prepares(Connection connection) throws SQLException {
        return status(connection, "Com_stmt_prepare");
    }

    private static long status(Connection connection, String name) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet status = statement.executeQuery("SHOW SESSION STATUS LIKE '" + name + "'")) {
            status.next();
            return status.getLong(2);
        }
    }

    private static long count(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM delivery_attempt")) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
