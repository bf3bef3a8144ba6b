package nl.opendk.ebms.db.message;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** One row of a table keyed by (message_pk, seq): a payload part or an error, numbered in its message's order. */
record ChildRow<T>(long messagePk, int seq, T value) {

    /** Every message's values as rows, in the map's order, each message's numbered from 0. */
    static <T> List<ChildRow<T>> of(Map<Long, List<T>> valuesByMessage) {
        List<ChildRow<T>> rows = new ArrayList<>();
        for (Map.Entry<Long, List<T>> message : valuesByMessage.entrySet()) {
            int seq = 0;
            for (T value : message.getValue()) {
                rows.add(new ChildRow<>(message.getKey(), seq++, value));
            }
        }
        return rows;
    }
}
