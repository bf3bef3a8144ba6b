package nl.opendk.ebms.protocol.security.sign;

/**
 * The operator log events of the protocol module, ids 1000-1999 (docs/log-events.md). An id keeps its meaning and is
 * never given to another event: the wording of a line may change, its id may not.
 */
public enum ProtocolLogEvent {
    XPATH_TRANSFORM_KEPT(
            1001,
            "The faster ebMS signature filter could not replace the XML security library's XPath transform; signing and"
                    + " verifying give the same results, only slower.");

    private final int id;
    private final String meaning;

    ProtocolLogEvent(int id, String meaning) {
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
