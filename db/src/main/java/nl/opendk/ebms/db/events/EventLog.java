package nl.opendk.ebms.db.events;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Collections;
import java.util.List;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.Service;

/**
 * Writes back-end events inside the transaction that changes the message. Only business messages have events:
 * Pings, Pongs and signals are the MSH's own affair. Notices ({@link #notice}) are events about no message.
 */
public final class EventLog {

    private static final String BUSINESS = " AND (service IS NULL OR service <> '" + Service.MSH_SERVICE + "')";

    private static final String BY_IDS = "INSERT INTO backend_event (message_pk, kind, created_at, next_attempt_at)"
            + " SELECT id, ?, ?, ? FROM ebms_message WHERE id IN (%s)" + BUSINESS;

    private static final String BY_OUTGOING_MESSAGE_ID = "INSERT INTO backend_event (message_pk, kind, created_at,"
            + " next_attempt_at) SELECT id, ?, ?, ? FROM ebms_message WHERE message_id = ? AND direction = "
            + Direction.OUT.id() + BUSINESS;

    // MySQL and MariaDB: a key taken already (another node, an earlier run) makes the insert a no-op
    private static final String NOTICE = "INSERT IGNORE INTO backend_event (kind, created_at, next_attempt_at, detail,"
            + " notice_key) VALUES (?, ?, ?, ?, ?)";

    /** No events are recorded: a store without a back end (tests, tools). */
    public static final EventLog NONE = new EventLog(false, false);

    private final boolean record;
    private final boolean push;

    private EventLog(boolean record, boolean push) {
        this.record = record;
        this.push = push;
    }

    /** Events are recorded; pushed when the options say so, otherwise left for the back end to read. */
    public static EventLog of(BackendOptions options) {
        return new EventLog(true, options.pushEvents());
    }

    /**
     * The same event about each of these messages that is a business message (by row id), in one statement: a batch
     * of received messages or of recorded sends costs one statement, not one per message.
     */
    public void forMessages(Connection connection, List<Long> messagePks, EventKind kind, Instant now)
            throws SQLException {
        if (!record || messagePks.isEmpty()) {
            return;
        }
        String placeholders = String.join(", ", Collections.nCopies(messagePks.size(), "?"));
        try (PreparedStatement statement = connection.prepareStatement(BY_IDS.formatted(placeholders))) {
            bind(statement, kind, now);
            int index = 4;
            for (long messagePk : messagePks) {
                statement.setLong(index++, messagePk);
            }
            statement.executeUpdate();
        }
    }

    /** An event about the outgoing message with this MessageId, if it is a business message. */
    public void forOutgoing(Connection connection, String messageId, EventKind kind, Instant now) throws SQLException {
        if (!record) {
            return;
        }
        try (PreparedStatement statement = connection.prepareStatement(BY_OUTGOING_MESSAGE_ID)) {
            bind(statement, kind, now);
            statement.setString(4, messageId);
            statement.executeUpdate();
        }
    }

    /**
     * An event about no message, with its detail; written at most once per {@code key} whichever node writes
     * it and however often (the key is unique). True when this call wrote it.
     */
    public boolean notice(Connection connection, EventKind kind, String key, String detail, Instant now)
            throws SQLException {
        if (!record) {
            return false;
        }
        try (PreparedStatement statement = connection.prepareStatement(NOTICE)) {
            bind(statement, kind, now);
            statement.setString(4, detail);
            statement.setString(5, key);
            return statement.executeUpdate() == 1;
        }
    }

    private void bind(PreparedStatement statement, EventKind kind, Instant now) throws SQLException {
        statement.setInt(1, kind.id());
        SqlValues.setTime(statement, 2, now);
        SqlValues.setTime(statement, 3, push ? now : null);
    }
}
