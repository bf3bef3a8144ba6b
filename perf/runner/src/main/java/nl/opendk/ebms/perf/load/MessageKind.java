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
    SIGNED("signed"),
    /** A Digikoppeling WUS 2W-be request to the adapter's perf-be service, answered 200 with the back end's response. */
    WUS_BE("wus-be"),
    /** The same in 2W-be-S: signed by JMeter with the load generator's key, answered signed. */
    WUS_S("wus-s");

    private final String wireValue;

    MessageKind(String wireValue) {
        this.wireValue = wireValue;
    }

    public String wireValue() {
        return wireValue;
    }

    /** Whether every accepted message gets an answer at the sink: a Pong, or a signed Acknowledgment. */
    public boolean answered() {
        return this == PING || this == SIGNED;
    }

    /** A WUS call: synchronous, answered 200 in the HTTP response, recorded in wus_exchange. */
    public boolean wus() {
        return this == WUS_BE || this == WUS_S;
    }

    /** Whether the run needs the perf PKI: keys for signing, an adapter on HTTPS with mutual TLS. */
    public boolean signed() {
        return this == SIGNED || this == WUS_S;
    }

    /** What the answer is called in reports. */
    public String answerName() {
        return switch (this) {
            case SIGNED -> "Acknowledgment";
            case WUS_BE, WUS_S -> "Response";
            default -> "Pong";
        };
    }

    /** Whether the message carries a payload of --payload-bytes. */
    public boolean hasPayload() {
        return this == BUSINESS || this == SIGNED;
    }

    public static MessageKind fromWire(String value) {
        for (MessageKind kind : values()) {
            if (kind.wireValue.equals(value)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("message kind is ping, business, signed, wus-be or wus-s, not " + value);
    }
}
