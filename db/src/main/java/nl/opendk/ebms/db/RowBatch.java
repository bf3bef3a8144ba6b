package nl.opendk.ebms.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.ToLongFunction;

/**
 * Writes many rows of one table with multi-row INSERTs that this class writes itself, so that each value is bound
 * once. Connector/J's own rewriting of a JDBC batch ({@code rewriteBatchedStatements}) binds every value twice, into
 * the batch and again into a multi-row statement it looks up by SQL text built anew for every batch; in the hot
 * path's profile that was a third of the time spent storing a Ping. A single row is one plain execution.
 *
 * <p>The statements come in few shapes, each prepared once per connection (the driver's statement cache): one to
 * {@link #STEP} rows, then multiples of {@link #STEP} up to {@link #MOST_ROWS}. A batch of 37 rows goes as 32 and
 * then 5. Rows whose values are large go in statements of at most {@link #MOST_BYTES} each, far under the server's
 * {@code max_allowed_packet}.
 */
public final class RowBatch {

    /** Most rows in one statement: 64 Pings with their Pongs. */
    static final int MOST_ROWS = 128;

    /** Statements of more rows than this go in multiples of it, so a connection needs few shapes. */
    static final int STEP = 16;

    /** Most bytes of values in one statement (a row larger than this goes alone). */
    static final long MOST_BYTES = 4L << 20;

    /** Sets the parameters of one row, the first of them at {@code first}. */
    @FunctionalInterface
    public interface Binder<T> {
        void bind(PreparedStatement statement, int first, T row) throws SQLException;
    }

    private final String head;
    private final String oneRow;
    private final int columns;
    private final AtomicReferenceArray<String> statements = new AtomicReferenceArray<>(MOST_ROWS + 1);

    /**
     * @param head the statement up to its values: {@code INSERT INTO t (a, b)}
     * @param columns how many values a row has
     */
    public RowBatch(String head, int columns) {
        this(head, columns, "(" + "?, ".repeat(columns - 1) + "?)");
    }

    /**
     * @param oneRow one row's values, where some may be literals: {@code (?, 0, ?)}; {@code columns} counts its
     *     parameters
     */
    public RowBatch(String head, int columns, String oneRow) {
        this.head = head + " VALUES ";
        this.oneRow = oneRow;
        this.columns = columns;
    }

    /** The statement for one row. */
    public String oneRow() {
        return sql(1);
    }

    /** Inserts the rows; nothing is sent for none. {@code bytes} estimates a row's values, for large ones. */
    public <T> void insert(Connection connection, List<T> rows, ToLongFunction<T> bytes, Binder<T> binder)
            throws SQLException {
        insert(connection, rows, bytes, binder, null);
    }

    /**
     * Inserts the rows and returns the auto-increment ids they got, in their order, as the driver reports them for
     * each statement: its first id and then one {@code auto_increment_increment} after the other. That is each row's
     * own id only where the server gives the rows of one INSERT consecutive values ({@link AutoIncrement}).
     */
    public <T> long[] insertReturningIds(Connection connection, List<T> rows, ToLongFunction<T> bytes, Binder<T> binder)
            throws SQLException {
        long[] ids = new long[rows.size()];
        insert(connection, rows, bytes, binder, ids);
        return ids;
    }

    private <T> void insert(Connection connection, List<T> rows, ToLongFunction<T> bytes, Binder<T> binder, long[] ids)
            throws SQLException {
        int start = 0;
        while (start < rows.size()) {
            int count = nextCount(rows, start, bytes);
            try (PreparedStatement statement = ids == null
                    ? connection.prepareStatement(sql(count))
                    : connection.prepareStatement(sql(count), Statement.RETURN_GENERATED_KEYS)) {
                for (int i = 0; i < count; i++) {
                    binder.bind(statement, 1 + i * columns, rows.get(start + i));
                }
                statement.executeUpdate();
                if (ids != null) {
                    readIds(statement, ids, start, count);
                }
            }
            start += count;
        }
    }

    private static void readIds(PreparedStatement statement, long[] ids, int start, int count) throws SQLException {
        int read = 0;
        try (ResultSet keys = statement.getGeneratedKeys()) {
            while (keys.next() && read < count) {
                ids[start + read++] = keys.getLong(1);
            }
        }
        if (read != count) {
            throw new SQLException("the driver reported " + read + " generated ids for " + count + " rows");
        }
    }

    /** Rows of small values: a few hundred bytes each. */
    public <T> void insert(Connection connection, List<T> rows, Binder<T> binder) throws SQLException {
        insert(connection, rows, row -> 0, binder);
    }

    /** How many rows from {@code start} go in the next statement. */
    static <T> int nextCount(List<T> rows, int start, ToLongFunction<T> bytes) {
        int count = 0;
        long size = 0;
        while (start + count < rows.size() && count < MOST_ROWS) {
            size += bytes.applyAsLong(rows.get(start + count));
            if (count > 0 && size > MOST_BYTES) {
                break;
            }
            count++;
        }
        return count > STEP ? count - count % STEP : count;
    }

    String sql(int rows) {
        String sql = statements.get(rows);
        if (sql == null) {
            StringBuilder text = new StringBuilder(head.length() + rows * (oneRow.length() + 2));
            text.append(head).append(oneRow);
            for (int i = 1; i < rows; i++) {
                text.append(", ").append(oneRow);
            }
            // one String per shape, so the driver's statement cache finds it by a hash it computed before
            sql = text.toString();
            statements.compareAndSet(rows, null, sql);
            sql = statements.get(rows);
        }
        return sql;
    }
}
