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
        search.text("cpa_id", filter.cpaId());
        search.text("service", filter.service());
        search.text("action", filter.action());
        if (filter.party() != null) {
            search.conditions.add(
                    "(" + match("from_party_id", filter.party()) + " OR " + match("to_party_id", filter.party()) + ")");
            search.parameters.add(value(filter.party()));
            search.parameters.add(value(filter.party()));
        }
        search.text("message_id", filter.messageId());
        search.text("conversation_id", filter.conversationId());
        search.text("ref_to_message_id", filter.refToMessageId());
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

    /**
     * A text criterion: the exact value, or with a trailing {@code *} every value that starts with the rest. Either
     * way the column's index serves it (a LIKE with a fixed prefix is a range of the index), and it compares as the
     * column does, case-sensitively (utf8mb4_bin).
     */
    private void text(String column, String value) {
        if (value != null) {
            conditions.add(match(column, value));
            parameters.add(value(value));
        }
    }

    private static boolean isPrefix(String value) {
        return value.length() > 1 && value.endsWith("*");
    }

    private static String match(String column, String value) {
        return isPrefix(value) ? column + " LIKE ? ESCAPE '!'" : column + " = ?";
    }

    /** The prefix with LIKE's own characters escaped, then the wildcard; or the value as it is. */
    private static String value(String value) {
        if (!isPrefix(value)) {
            return value;
        }
        String prefix = value.substring(0, value.length() - 1);
        return prefix.replace("!", "!!").replace("%", "!%").replace("_", "!_") + "%";
    }

    private void add(String condition, Object parameter) {
        if (parameter != null) {
            conditions.add(condition);
            parameters.add(parameter);
        }
    }
}
