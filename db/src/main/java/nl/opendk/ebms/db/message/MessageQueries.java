package nl.opendk.ebms.db.message;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javax.sql.DataSource;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.db.Transaction;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.Severity;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;

/** Read-only views of stored messages for the admin UI and REST API. */
public final class MessageQueries {

    /** The most rows one page may ask for, so a careless request cannot load the whole table. */
    public static final int MAX_LIMIT = 1000;

    private static final String SUMMARY_COLUMNS = SummaryRows.COLUMNS;

    private static final String SELECT_DETAIL = "SELECT " + SUMMARY_COLUMNS + ", envelope FROM ebms_message";

    private static final String SELECT_PAYLOADS =
            "SELECT content_id, content_type, content FROM ebms_payload" + " WHERE message_pk = ? ORDER BY seq";

    private static final String SELECT_ERRORS = "SELECT error_code, severity, location, description"
            + " FROM ebms_message_error WHERE message_pk = ? ORDER BY seq";

    private static final String SELECT_ATTEMPTS = "SELECT id, attempt_no, node_id, started_at, finished_at,"
            + " http_status, outcome, detail FROM delivery_attempt WHERE message_pk = ? ORDER BY id";

    private final DataSource dataSource;

    public MessageQueries(DataSource dataSource) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
    }

    /**
     * The newest messages matching the filter, newest first. For the next page, pass the id of the last row as
     * {@link MessageFilter#withBeforeId}: keyset paging stays fast however deep the page.
     *
     * @param limit 1 to {@link #MAX_LIMIT} rows
     */
    public List<MessageSummary> list(MessageFilter filter, int limit) {
        if (limit < 1 || limit > MAX_LIMIT) {
            throw new IllegalArgumentException("limit must be 1.." + MAX_LIMIT + ", was " + limit);
        }
        return Transaction.run(dataSource, "list messages", c -> {
            MessageSearch search = MessageSearch.of(filter, c);
            String sql =
                    "SELECT " + SUMMARY_COLUMNS + " FROM ebms_message" + search.where() + " ORDER BY id DESC LIMIT ?";
            try (PreparedStatement statement = c.prepareStatement(sql)) {
                int next = search.bind(statement);
                statement.setInt(next, limit);
                List<MessageSummary> summaries = new ArrayList<>();
                try (ResultSet rows = statement.executeQuery()) {
                    while (rows.next()) {
                        summaries.add(summary(rows));
                    }
                }
                return summaries;
            }
        });
    }

    public Optional<MessageDetail> find(long id) {
        return Transaction.run(dataSource, "find message", c -> {
            try (PreparedStatement statement = c.prepareStatement(SELECT_DETAIL + " WHERE id = ?")) {
                statement.setLong(1, id);
                return detail(statement);
            }
        });
    }

    public Optional<MessageDetail> findByMessageId(String messageId, Direction direction) {
        String sql = SELECT_DETAIL + " WHERE message_id = ? AND direction = ?";
        return Transaction.run(dataSource, "find message by MessageId", c -> {
            try (PreparedStatement statement = c.prepareStatement(sql)) {
                statement.setString(1, messageId);
                statement.setInt(2, direction.id());
                return detail(statement);
            }
        });
    }

    /** The payload parts of a message in MIME order, byte for byte. */
    public List<PayloadPart> payloads(long id) {
        return rows(
                "load payloads",
                SELECT_PAYLOADS,
                id,
                row -> new PayloadPart(
                        row.getString("content_id"), row.getString("content_type"), row.getBytes("content")));
    }

    /** The ebMS errors stored with a message, in the order they were found. */
    public List<EbmsError> errors(long id) {
        return rows(
                "load message errors",
                SELECT_ERRORS,
                id,
                row -> new EbmsError(
                        EbmsErrorCode.fromWire(row.getString("error_code")),
                        Severity.fromWire(row.getString("severity")),
                        row.getString("location"),
                        row.getString("description")));
    }

    /** The send attempts of an outgoing message, oldest first. */
    public List<DeliveryAttempt> attempts(long id) {
        return rows(
                "load delivery attempts",
                SELECT_ATTEMPTS,
                id,
                row -> new DeliveryAttempt(
                        row.getLong("id"),
                        row.getInt("attempt_no"),
                        row.getString("node_id"),
                        SqlValues.instant(row, "started_at"),
                        SqlValues.instant(row, "finished_at"),
                        SqlValues.nullableInt(row, "http_status"),
                        DeliveryVerdict.fromId(row.getInt("outcome")),
                        row.getString("detail")));
    }

    @FunctionalInterface
    private interface RowMapper<T> {
        T map(ResultSet row) throws SQLException;
    }

    private <T> List<T> rows(String operation, String sql, long messageId, RowMapper<T> mapper) {
        return Transaction.run(dataSource, operation, c -> {
            try (PreparedStatement statement = c.prepareStatement(sql)) {
                statement.setLong(1, messageId);
                List<T> result = new ArrayList<>();
                try (ResultSet rows = statement.executeQuery()) {
                    while (rows.next()) {
                        result.add(mapper.map(rows));
                    }
                }
                return result;
            }
        });
    }

    private static Optional<MessageDetail> detail(PreparedStatement statement) throws SQLException {
        try (ResultSet rows = statement.executeQuery()) {
            if (!rows.next()) {
                return Optional.empty();
            }
            return Optional.of(new MessageDetail(summary(rows), rows.getBytes("envelope")));
        }
    }

    private static MessageSummary summary(ResultSet row) throws SQLException {
        return SummaryRows.summary(row);
    }
}
