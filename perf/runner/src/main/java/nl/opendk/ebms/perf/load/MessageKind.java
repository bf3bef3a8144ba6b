package nl.opendk.ebms.perf.load;

/** What each message is; the wire value selects the sampler in the JMeter plan (Switch Controller). */
public enum MessageKind {
    /** An ebMS Ping (text/xml), answered 204 and with a Pong to the sink. */
    PING("ping"),
    /** A business message of the perf CPA (multipart/related, one payload), stored for the back end. */
    BUSINESS("business");

    private final String wireValue;

    MessageKind(String wireValue) {
        this.wireValue = wireValue;
    }

    public String wireValue() {
        return wireValue;
    }

    public static MessageKind fromWire(String value) {
        for (MessageKind kind : values()) {
            if (kind.wireValue.equals(value)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("message kind is ping or business, not " + value);
    }
}
