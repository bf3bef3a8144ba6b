package nl.opendk.ebms.db.events;

import java.time.Clock;
import javax.sql.DataSource;
import nl.opendk.ebms.db.Transaction;

/** Writes events about no message ({@link EventLog#notice}) in a transaction of their own. */
public final class Notices {

    private final DataSource dataSource;
    private final EventLog events;
    private final Clock clock;

    public Notices(DataSource dataSource, EventLog events, Clock clock) {
        this.dataSource = dataSource;
        this.events = events;
        this.clock = clock;
    }

    /** True when this call wrote the notice; false when any node wrote its key before, or events are off. */
    public boolean record(EventKind kind, String key, String detail) {
        return Transaction.run(
                dataSource, "record a notice", c -> events.notice(c, kind, key, detail, clock.instant()));
    }
}
