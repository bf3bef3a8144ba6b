package nl.opendk.ebms.db.message;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.db.RowBatch;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;

/**
 * The one INSERT into ebms_message, for inbound and outbound rows alike. One prepared statement serves every row
 * of a transaction; the generated id comes back with the insert's OK packet, without another round trip.
 */
final class MessageInsert implements AutoCloseable {

    private static final String SQL = "INSERT INTO ebms_message (direction, message_id, ref_to_message_id,"
            + " conversation_id, cpa_id, from_party_id, from_party_type, from_role, to_party_id, to_party_type,"
            + " to_role, service, service_type, action, message_timestamp, status, status_time, content_type,"
            + " envelope, payload_count, endpoint, attempts, max_attempts, retry_interval_ms, next_attempt_at,"
            + " lease_owner, created_at, ack_requested, time_to_live)"
            + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)";

    private final PreparedStatement statement;

    MessageInsert(Connection connection) throws SQLException {
        this.statement = connection.prepareStatement(SQL, Statement.RETURN_GENERATED_KEYS);
    }

    /** Inserts the row and returns its id. */
    long insert(MessageRow row, Instant now) throws SQLException {
        bind(row, now);
        statement.executeUpdate();
        try (ResultSet keys = statement.getGeneratedKeys()) {
            keys.next();
            return keys.getLong(1);
        }
    }

    /** Inserts the rows as one multi-row INSERT; their ids are not read back. */
    void insertAll(List<MessageRow> rows, Instant now) throws SQLException {
        RowBatch.insert(statement, rows, row -> bind(row, now));
    }

    private void bind(MessageRow row, Instant now) throws SQLException {
        MessageHeader header = row.header();
        statement.setInt(1, row.direction().id());
        statement.setString(2, header == null ? null : header.messageId());
        statement.setString(3, header == null ? null : header.refToMessageId());
        statement.setString(4, header == null ? null : header.conversationId());
        statement.setString(5, header == null ? null : header.cpaId());
        bindParty(6, header == null ? null : header.from());
        bindParty(9, header == null ? null : header.to());
        Service service = header == null ? null : header.service();
        statement.setString(12, service == null ? null : service.value());
        statement.setString(13, service == null ? null : service.type());
        statement.setString(14, header == null ? null : header.action());
        SqlValues.setTime(statement, 15, header == null ? null : header.timestamp());
        statement.setInt(16, row.status().id());
        SqlValues.setTime(statement, 17, now);
        statement.setString(18, row.contentType());
        statement.setBytes(19, row.envelope());
        statement.setInt(20, row.payloadCount());
        statement.setString(21, row.endpoint() == null ? null : row.endpoint().toString());
        SqlValues.setInt(statement, 22, row.maxAttempts());
        SqlValues.setLong(statement, 23, row.retryIntervalMs());
        SqlValues.setTime(statement, 24, row.nextAttemptAt());
        statement.setString(25, row.leaseOwner());
        SqlValues.setTime(statement, 26, now);
        statement.setBoolean(27, row.ackRequested());
        SqlValues.setTime(statement, 28, row.timeToLive());
    }

    /** Digikoppeling identifies a party by its first PartyId (one OIN per party, DK-ebMS2 ch05). */
    private void bindParty(int index, Party party) throws SQLException {
        PartyId id = party == null ? null : party.primaryId();
        statement.setString(index, id == null ? null : id.value());
        statement.setString(index + 1, id == null ? null : id.type());
        statement.setString(index + 2, party == null ? null : party.role());
    }

    @Override
    public void close() throws SQLException {
        statement.close();
    }
}
