package nl.opendk.ebms.perf.load;

/** What each message is; the wire value selects the sampler in the JMeter plan (Switch Controller). */
public enum MessageKind {
    /** An ebMS Ping (text/xml), answered 204 and with a Pong to the sink. */
    PING("ping"),
    /** A business message of the perf CPA (multipart/related, one payload), stored for the back end. */
    BUSINESS("business"),
    /**
     * A business message of the signed osb-rm-s perf CPA (multipart/related, one payload, AckRequested
     * signed="true"), signed by JMeter with the load generator's key; answered 204 and with a signed Acknowledgment
     * to the sink.
     */
    SIGNED("signed");

    private final String wireValue;

    MessageKind(String wireValue) {
        this.wireValue = wireValue;
    }

    public String wireValue() {
        return wireValue;
    }

    /** Whether every accepted message gets an answer at the sink: a Pong, or a signed Acknowledgment. */
    public boolean answered() {
        return this != BUSINESS;
    }

    /** What the answer is called in reports. */
    public String answerName() {
        return this == SIGNED ? "Acknowledgment" : "Pong";
    }

    /** Whether the message carries a payload of --payload-bytes. */
    public boolean hasPayload() {
        return this != PING;
    }

    public static MessageKind fromWire(String value) {
        for (MessageKind kind : values()) {
            if (kind.wireValue.equals(value)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("message kind is ping, business or signed, not " + value);
    }
}
