package nl.opendk.ebms.db.message;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;

/** The columns of a message summary and how a row becomes one; shared by every query that lists messages. */
public final class SummaryRows {

    /** Unqualified column names; prefix them when joining. */
    public static final String COLUMNS = "id, direction, message_id, ref_to_message_id, conversation_id,"
            + " cpa_id, from_party_id, from_party_type, from_role, to_party_id, to_party_type, to_role, service,"
            + " service_type, action, message_timestamp, status, status_time, content_type, payload_count, endpoint,"
            + " attempts, max_attempts, next_attempt_at, lease_owner, created_at";

    private SummaryRows() {}

    public static MessageSummary summary(ResultSet row) throws SQLException {
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
