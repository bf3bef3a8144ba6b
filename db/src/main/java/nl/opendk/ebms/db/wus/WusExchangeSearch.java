package nl.opendk.ebms.db.wus;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.db.SqlValues;

/** The WHERE clause of a {@link WusExchangeFilter}: every criterion a bound parameter, never text pasted into SQL. */
final class WusExchangeSearch {

    private final List<String> conditions = new ArrayList<>();
    private final List<Object> parameters = new ArrayList<>();

    private WusExchangeSearch() {}

    static WusExchangeSearch of(WusExchangeFilter filter) {
        WusExchangeSearch search = new WusExchangeSearch();
        search.add(
                "status = ?", filter.status() == null ? null : filter.status().id());
        search.add(
                "direction = ?",
                filter.direction() == null ? null : filter.direction().id());
        search.add("service_name = ?", filter.serviceName());
        search.add("operation = ?", filter.operation());
        if (filter.messageId() != null) {
            // Both columns are indexed: the server merges the two index lookups.
            search.conditions.add("(request_message_id = ? OR response_message_id = ?)");
            search.parameters.add(filter.messageId());
            search.parameters.add(filter.messageId());
        }
        search.add("received_at >= ?", SqlValues.utc(filter.from()));
        search.add("received_at < ?", SqlValues.utc(filter.to()));
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
