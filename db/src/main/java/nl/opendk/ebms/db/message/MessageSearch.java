package nl.opendk.ebms.db.message;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import nl.opendk.ebms.db.SqlValues;

/**
 * The WHERE clause of a {@link MessageFilter}: every criterion a bound parameter, never text pasted into SQL.
 *
 * <p>Text criteria match whatever the case they are typed in, the exact value or, with a trailing {@code *}, every
 * value that starts with the rest. The columns compare case-sensitively (utf8mb4_bin: ebMS identifiers are
 * case-sensitive), and a comparison in another collation could not use their indexes, so each kind of column gets
 * its own way to stay on its index:
 *
 * <ul>
 *   <li>CPA, action and party have few distinct values: those are read from the column's index (one step per value)
 *       and the ones that match regardless of case become an {@code IN} list.
 *   <li>Service has no index, so its comparison simply runs in a case-insensitive collation.
 *   <li>MessageId, ConversationId and RefToMessageId have as many values as messages: they match as typed, in lower
 *       case or in upper case (an id's letters are nearly always one case; every mix of cases would be a range per
 *       combination).
 * </ul>
 */
final class MessageSearch {

    private final Connection connection;
    private final List<String> conditions = new ArrayList<>();
    private final List<Object> parameters = new ArrayList<>();

    private MessageSearch(Connection connection) {
        this.connection = connection;
    }

    /** Builds the search; reads the distinct values of the columns it needs them for over the connection. */
    static MessageSearch of(MessageFilter filter, Connection connection) throws SQLException {
        MessageSearch search = new MessageSearch(connection);
        search.add(
                "status = ?", filter.status() == null ? null : filter.status().id());
        search.add(
                "direction = ?",
                filter.direction() == null ? null : filter.direction().id());
        search.known(filter.cpaId(), "cpa_id");
        search.anyCase("service", filter.service());
        search.known(filter.action(), "action");
        search.known(filter.party(), "from_party_id", "to_party_id");
        search.identifier("message_id", filter.messageId());
        search.identifier("conversation_id", filter.conversationId());
        search.identifier("ref_to_message_id", filter.refToMessageId());
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

    /** The stored values of the columns that match the typed one regardless of case, as one IN list per column. */
    private void known(String typed, String... columns) throws SQLException {
        if (typed == null) {
            return;
        }
        Set<String> values = new LinkedHashSet<>();
        for (String column : columns) {
            values.addAll(matching(typed, distinctValues(column)));
        }
        if (values.isEmpty()) {
            conditions.add("FALSE");
            return;
        }
        String in = " IN (" + String.join(", ", Collections.nCopies(values.size(), "?")) + ")";
        List<String> each = new ArrayList<>();
        for (String column : columns) {
            each.add(column + in);
            parameters.addAll(values);
        }
        conditions.add(each.size() == 1 ? each.get(0) : "(" + String.join(" OR ", each) + ")");
    }

    /**
     * Every distinct value of an indexed column, NULL aside. MySQL and MariaDB read them with a loose index scan:
     * one step per value, not per row.
     */
    private List<String> distinctValues(String column) throws SQLException {
        String sql = "SELECT DISTINCT " + column + " FROM ebms_message WHERE " + column + " IS NOT NULL";
        List<String> values = new ArrayList<>();
        try (PreparedStatement statement = connection.prepareStatement(sql);
                ResultSet rows = statement.executeQuery()) {
            while (rows.next()) {
                values.add(rows.getString(1));
            }
        }
        return values;
    }

    static List<String> matching(String typed, Collection<String> values) {
        boolean prefix = isPrefix(typed);
        String wanted = (prefix ? typed.substring(0, typed.length() - 1) : typed).toLowerCase(Locale.ROOT);
        List<String> found = new ArrayList<>();
        for (String value : values) {
            String lower = value.toLowerCase(Locale.ROOT);
            if (prefix ? lower.startsWith(wanted) : lower.equals(wanted)) {
                found.add(value);
            }
        }
        return found;
    }

    /** A column without an index: compared in a case-insensitive collation (MySQL 8.4 and MariaDB both have it). */
    private void anyCase(String column, String typed) {
        if (typed != null) {
            conditions.add(column + " COLLATE utf8mb4_general_ci " + (isPrefix(typed) ? "LIKE ? ESCAPE '!'" : "= ?"));
            parameters.add(likeValue(typed));
        }
    }

    /** An identifier: as typed, all lower case or all upper case, each a range of the column's index. */
    private void identifier(String column, String typed) {
        if (typed == null) {
            return;
        }
        Set<String> variants =
                new LinkedHashSet<>(List.of(typed, typed.toLowerCase(Locale.ROOT), typed.toUpperCase(Locale.ROOT)));
        String one = isPrefix(typed) ? column + " LIKE ? ESCAPE '!'" : column + " = ?";
        conditions.add(
                variants.size() == 1
                        ? one
                        : "(" + String.join(" OR ", Collections.nCopies(variants.size(), one)) + ")");
        for (String variant : variants) {
            parameters.add(likeValue(variant));
        }
    }

    private static boolean isPrefix(String value) {
        return value.length() > 1 && value.endsWith("*");
    }

    /** A prefix with LIKE's own characters escaped, then the wildcard; or the value as it is. */
    private static String likeValue(String value) {
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
