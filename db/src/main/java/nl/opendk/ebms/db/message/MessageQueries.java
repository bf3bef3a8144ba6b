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
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;

/** Read-only views of stored messages for the admin UI and REST API. */
public final class MessageQueries {

    /** The most rows one page may ask for, so a careless request cannot load the whole table. */
    public static final int MAX_LIMIT = 1000;

    private static final String SUMMARY_COLUMNS = "id, direction, message_id, ref_to_message_id, conversation_id,"
            + " cpa_id, from_party_id, from_party_type, from_role, to_party_id, to_party_type, to_role, service,"
            + " service_type, action, message_timestamp, status, status_time, content_type, payload_count, endpoint,"
            + " attempts, max_attempts, next_attempt_at, lease_owner, created_at";

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
        MessageSearch search = MessageSearch.of(filter);
        String sql = "SELECT " + SUMMARY_COLUMNS + " FROM ebms_message" + search.where() + " ORDER BY id DESC LIMIT ?";
        return Transaction.run(dataSource, "list messages", c -> {
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
        return new MessageSummary(
                row.getLong("id"),
                Direction.fromId(row.getInt("direction")),
                row.getString("message_id"),
                row.getString("ref_to_message_id"),
                row.getString("conversation_id"),
                row.getString("cpa_id"),
                party(row, "from_"),
                party(row, "to_"),
                service(row),
                row.getString("action"),
                SqlValues.instant(row, "message_timestamp"),
                MessageStatus.fromId(row.getInt("status")),
                SqlValues.instant(row, "status_time"),
                row.getString("content_type"),
                row.getInt("payload_count"),
                row.getString("endpoint"),
                row.getInt("attempts"),
                SqlValues.nullableInt(row, "max_attempts"),
                SqlValues.instant(row, "next_attempt_at"),
                row.getString("lease_owner"),
                SqlValues.instant(row, "created_at"));
    }

    private static Party party(ResultSet row, String prefix) throws SQLException {
        String id = row.getString(prefix + "party_id");
        String role = row.getString(prefix + "role");
        if (id == null) {
            return role == null ? null : new Party(List.of(), role);
        }
        return Party.of(new PartyId(row.getString(prefix + "party_type"), id), role);
    }

    private static Service service(ResultSet row) throws SQLException {
        String value = row.getString("service");
        return value == null ? null : new Service(row.getString("service_type"), value);
    }
}
