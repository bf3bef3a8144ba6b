package nl.opendk.ebms.db.message;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.db.SqlValues;

/** The WHERE clause of a {@link MessageFilter}: every criterion a bound parameter, never text pasted into SQL. */
final class MessageSearch {

    private final List<String> conditions = new ArrayList<>();
    private final List<Object> parameters = new ArrayList<>();

    private MessageSearch() {}

    static MessageSearch of(MessageFilter filter) {
        MessageSearch search = new MessageSearch();
        search.add(
                "status = ?", filter.status() == null ? null : filter.status().id());
        search.add(
                "direction = ?",
                filter.direction() == null ? null : filter.direction().id());
        search.add("cpa_id = ?", filter.cpaId());
        search.add("service = ?", filter.service());
        search.add("action = ?", filter.action());
        if (filter.party() != null) {
            search.conditions.add("(from_party_id = ? OR to_party_id = ?)");
            search.parameters.add(filter.party());
            search.parameters.add(filter.party());
        }
        search.add("message_id = ?", filter.messageId());
        search.add("conversation_id = ?", filter.conversationId());
        search.add("ref_to_message_id = ?", filter.refToMessageId());
        search.add("created_at >= ?", SqlValues.utc(filter.from()));
        search.add("created_at < ?", SqlValues.utc(filter.to()));
        search.add("id < ?", filter.beforeId());
        return search;
    }

    String where() {
        return conditions.isEmpty() ? "" : " WHERE " + String.join(" AND ", conditions);
    }

    /** Binds the parameters from index 1 and returns the next free index. */
    int bind(PreparedStatement statement) throws SQLException {
        int index = 1;
        for (Object parameter : parameters) {
            statement.setObject(index++, parameter);
        }
        return index;
    }

    private void add(String condition, Object parameter) {
        if (parameter != null) {
            conditions.add(condition);
            parameters.add(parameter);
        }
    }
}
