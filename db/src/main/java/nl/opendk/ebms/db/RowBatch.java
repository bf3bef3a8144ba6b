package nl.opendk.ebms.db;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/**
 * Runs one prepared INSERT for a list of rows: several as a batch, which the driver sends as one multi-row INSERT
 * ({@code rewriteBatchedStatements}), a single row as a plain execution. Connector/J sends a batch of one through a
 * second server-side statement of the same SQL, which it prepares and closes again every time: three round trips and a
 * parse on the server instead of one execution, for every recorded delivery and every message with one payload
 * (AttemptRowsIT counts the prepares).
 */
public final class RowBatch {

    /** Sets the statement's parameters to one row. */
    @FunctionalInterface
    public interface Binder<T> {
        void bind(T row) throws SQLException;
    }

    private RowBatch() {}

    /** Nothing is sent for no rows. */
    public static <T> void insert(PreparedStatement statement, List<T> rows, Binder<T> binder) throws SQLException {
        if (rows.size() == 1) {
            binder.bind(rows.get(0));
            statement.executeUpdate();
            return;
        }
        for (T row : rows) {
            binder.bind(row);
            statement.addBatch();
        }
        if (!rows.isEmpty()) {
            statement.executeBatch();
        }
    }
}
