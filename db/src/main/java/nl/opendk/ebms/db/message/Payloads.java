package nl.opendk.ebms.db.message;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import nl.opendk.ebms.db.RowBatch;
import nl.opendk.ebms.protocol.message.PayloadPart;

/** The payload rows of messages: written as one batch, read for many messages in one query. */
public final class Payloads {

    private static final String INSERT =
            "INSERT INTO ebms_payload (message_pk, seq, content_id, content_type, content) VALUES (?, ?, ?, ?, ?)";

    private static final String SELECT = "SELECT message_pk, content_id, content_type, content FROM ebms_payload"
            + " WHERE message_pk IN (%s) ORDER BY message_pk, seq";

    private Payloads() {}

    /**
     * Inserts the parts of every message in one batch, which the driver sends as one multi-row INSERT; no
     * statement at all when there are no parts.
     */
    static void insert(Connection connection, Map<Long, List<PayloadPart>> partsByMessage) throws SQLException {
        List<ChildRow<PayloadPart>> rows = ChildRow.of(partsByMessage);
        if (rows.isEmpty()) {
            return;
        }
        try (PreparedStatement statement = connection.prepareStatement(INSERT)) {
            RowBatch.insert(statement, rows, row -> {
                PayloadPart part = row.value();
                statement.setLong(1, row.messagePk());
                statement.setInt(2, row.seq());
                statement.setString(3, part.contentId());
                statement.setString(4, part.contentType());
                statement.setBytes(5, part.content());
            });
        }
    }

    /** The parts of each given message in MIME order; messages without parts are absent from the map. */
    public static Map<Long, List<PayloadPart>> load(Connection connection, Collection<Long> messageIds)
            throws SQLException {
        Map<Long, List<PayloadPart>> parts = new HashMap<>();
        if (messageIds.isEmpty()) {
            return parts;
        }
        String placeholders = messageIds.stream().map(id -> "?").collect(Collectors.joining(", "));
        try (PreparedStatement statement = connection.prepareStatement(String.format(SELECT, placeholders))) {
            int index = 1;
            for (long id : messageIds) {
                statement.setLong(index++, id);
            }
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    PayloadPart part = new PayloadPart(
                            rows.getString("content_id"), rows.getString("content_type"), rows.getBytes("content"));
                    parts.computeIfAbsent(rows.getLong("message_pk"), id -> new ArrayList<>())
                            .add(part);
                }
            }
        }
        return parts;
    }
}
