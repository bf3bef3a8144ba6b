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

/** The payload rows of messages: written with multi-row INSERTs, read for many messages in one query. */
public final class Payloads {

    private static final RowBatch ROWS =
            new RowBatch("INSERT INTO ebms_payload (message_pk, seq, content_id, content_type, content)", 5);

    /** What a row's values take besides its content, for the size of a multi-row statement. */
    private static final int ROW_BYTES = 512;

    private static final String SELECT = "SELECT message_pk, content_id, content_type, content FROM ebms_payload"
            + " WHERE message_pk IN (%s) ORDER BY message_pk, seq";

    private Payloads() {}

    /**
     * Inserts the parts of every message with multi-row INSERTs, a large part alone; no statement at all when
     * there are no parts.
     */
    static void insert(Connection connection, Map<Long, List<PayloadPart>> partsByMessage) throws SQLException {
        List<ChildRow<PayloadPart>> rows = ChildRow.of(partsByMessage);
        if (rows.isEmpty()) {
            return;
        }
        ROWS.insert(connection, rows, row -> ROW_BYTES + row.value().content().length, (statement, first, row) -> {
            PayloadPart part = row.value();
            statement.setLong(first, row.messagePk());
            statement.setInt(first + 1, row.seq());
            statement.setString(first + 2, part.contentId());
            statement.setString(first + 3, part.contentType());
            statement.setBytes(first + 4, part.content());
        });
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
