package nl.opendk.ebms.db.events;

import java.util.Locale;

/** What the back end is told about one of its business messages. The id is the stable database value. */
public enum EventKind {
    /** A business message from a partner was stored for the back end. */
    RECEIVED(1),
    /** A business message the back end sent was delivered (acknowledged, for reliable messages). */
    DELIVERED(2),
    /** A business message the back end sent failed: refused, or no Acknowledgment after the last retry. */
    FAILED(3),
    /** A business message the back end sent was not delivered within its TimeToLive (ebMS 2.0 §6.4.5). */
    EXPIRED(4),
    /**
     * Something the adapter needs ends within 30, 7 or 1 days, or has ended: our certificate, a CPA, a certificate a
     * CPA or a WUS service names. No message; the event's detail says what and when.
     */
    ENDING(5);

    private final int id;

    EventKind(int id) {
        this.id = id;
    }

    public int id() {
        return id;
    }

    /** The name on the wire (JSON, headers): received, delivered, failed, expired, ending. */
    public String wireValue() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static EventKind fromId(int id) {
        for (EventKind kind : values()) {
            if (kind.id == id) {
                return kind;
            }
        }
        throw new IllegalArgumentException("No event kind with id " + id);
    }
}
