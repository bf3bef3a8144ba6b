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
 * The one INSERT into ebms_message, for inbound and outbound rows alike. One prepared statement serves every single
 * row of a transaction; the generated id comes back with the insert's OK packet, without another round trip. Rows
 * whose ids are read back by their MessageIds go several to a statement ({@link #insertAll}).
 */
final class MessageInsert implements AutoCloseable {

    private static final RowBatch ROWS = new RowBatch(
            "INSERT INTO ebms_message (direction, message_id, ref_to_message_id, conversation_id, cpa_id,"
                    + " from_party_id, from_party_type, from_role, to_party_id, to_party_type, to_role, service,"
                    + " service_type, action, message_timestamp, status, status_time, content_type, envelope,"
                    + " payload_count, endpoint, attempts, max_attempts, retry_interval_ms, next_attempt_at,"
                    + " lease_owner, created_at, ack_requested, time_to_live)",
            28,
            "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)");

    /** What a row's values take besides its envelope, for the size of a multi-row statement. */
    private static final int ROW_BYTES = 1024;

    private final PreparedStatement statement;

    MessageInsert(Connection connection) throws SQLException {
        this.statement = connection.prepareStatement(ROWS.oneRow(), Statement.RETURN_GENERATED_KEYS);
    }

    /** Inserts the row and returns its id. */
    long insert(MessageRow row, Instant now) throws SQLException {
        bind(statement, 1, row, now);
        statement.executeUpdate();
        try (ResultSet keys = statement.getGeneratedKeys()) {
            keys.next();
            return keys.getLong(1);
        }
    }

    /** Inserts the rows with multi-row INSERTs; their ids are not read back. */
    static void insertAll(Connection connection, List<MessageRow> rows, Instant now) throws SQLException {
        ROWS.insert(connection, rows, MessageInsert::bytes, binder(now));
    }

    /**
     * As {@link #insertAll}, returning the ids the driver reports, in the rows' order: theirs only where the
     * server gives one INSERT's rows consecutive values ({@link nl.opendk.ebms.db.AutoIncrement}).
     */
    static long[] insertAllReturningIds(Connection connection, List<MessageRow> rows, Instant now) throws SQLException {
        return ROWS.insertReturningIds(connection, rows, MessageInsert::bytes, binder(now));
    }

    private static long bytes(MessageRow row) {
        return ROW_BYTES + row.envelope().length;
    }

    private static RowBatch.Binder<MessageRow> binder(Instant now) {
        return (statement, first, row) -> bind(statement, first, row, now);
    }

    private static void bind(PreparedStatement statement, int first, MessageRow row, Instant now) throws SQLException {
        MessageHeader header = row.header();
        int i = first;
        statement.setInt(i++, row.direction().id());
        statement.setString(i++, header == null ? null : header.messageId());
        statement.setString(i++, header == null ? null : header.refToMessageId());
        statement.setString(i++, header == null ? null : header.conversationId());
        statement.setString(i++, header == null ? null : header.cpaId());
        i = bindParty(statement, i, header == null ? null : header.from());
        i = bindParty(statement, i, header == null ? null : header.to());
        Service service = header == null ? null : header.service();
        statement.setString(i++, service == null ? null : service.value());
        statement.setString(i++, service == null ? null : service.type());
        statement.setString(i++, header == null ? null : header.action());
        SqlValues.setTime(statement, i++, header == null ? null : header.timestamp());
        statement.setInt(i++, row.status().id());
        SqlValues.setTime(statement, i++, now);
        statement.setString(i++, row.contentType());
        statement.setBytes(i++, row.envelope());
        statement.setInt(i++, row.payloadCount());
        statement.setString(i++, row.endpoint() == null ? null : row.endpoint().toString());
        SqlValues.setInt(statement, i++, row.maxAttempts());
        SqlValues.setLong(statement, i++, row.retryIntervalMs());
        SqlValues.setTime(statement, i++, row.nextAttemptAt());
        statement.setString(i++, row.leaseOwner());
        SqlValues.setTime(statement, i++, now);
        statement.setBoolean(i++, row.ackRequested());
        SqlValues.setTime(statement, i, row.timeToLive());
    }

    /**
     * Digikoppeling identifies a party by its first PartyId (one OIN per party, DK-ebMS2 ch05). Returns the index
     * after the party's three values.
     */
    private static int bindParty(PreparedStatement statement, int index, Party party) throws SQLException {
        PartyId id = party == null ? null : party.primaryId();
        statement.setString(index, id == null ? null : id.value());
        statement.setString(index + 1, id == null ? null : id.type());
        statement.setString(index + 2, party == null ? null : party.role());
        return index + 3;
    }

    @Override
    public void close() throws SQLException {
        statement.close();
    }
}
