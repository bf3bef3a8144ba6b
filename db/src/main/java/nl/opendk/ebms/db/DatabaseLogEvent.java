package nl.opendk.ebms.db;

/**
 * The operator log events of the database module, ids 2000-2999 (docs/log-events.md). An id keeps its meaning and is
 * never given to another event: the wording of a line may change, its id may not.
 */
public enum DatabaseLogEvent {
    DATABASE_OPENED(2001, "The adapter uses the database at this JDBC URL (credentials masked)."),
    SCHEMA_CURRENT(2002, "The database schema was already at the adapter's version; no migration ran."),
    SCHEMA_MIGRATED(2003, "Flyway migrated the database schema to the adapter's version."),
    EMBEDDED_STARTED(2004, "The embedded MariaDB started and listens on 127.0.0.1."),
    EMBEDDED_STOPPED(2005, "The embedded MariaDB stopped."),
    EMBEDDED_ACCOUNT_MADE(
            2006,
            "The embedded MariaDB's data directory had no account for the adapter; one is made (first start, or a data"
                    + " directory from an older version)."),
    ATTEMPT_RECORDED_LATE(
            2101,
            "A send attempt was recorded only after the database had failed to take it; the sender waited meanwhile."),
    ATTEMPT_NOT_RECORDED_YET(
            2102,
            "A send attempt could not be recorded (database unreachable, slow or deadlocked); its sender waits and"
                    + " tries again while it holds the message's lease."),
    ATTEMPT_NOT_RECORDED(
            2103,
            "A send attempt could not be recorded before the message's lease ran out; the message is sent again after"
                    + " its lease, so the partner may get it twice (a duplicate it recognises by its MessageId).");

    private final int id;
    private final String meaning;

    DatabaseLogEvent(int id, String meaning) {
        this.id = id;
        this.meaning = meaning;
    }

    public int id() {
        return id;
    }

    /** What the event means, whatever the level it is logged at. */
    public String meaning() {
        return meaning;
    }

    /** A log line of this event: its id first, so the line can be found by its id whatever its wording. */
    public String line(String text) {
        return "EBMS-" + id + " " + text;
    }
}
