package nl.opendk.ebms.protocol.error;

/**
 * The error codes of ebMS 2.0 §4.2.3.4 with their wire value and default severity. Every problem the adapter
 * reports on the wire is one of these; the code context is always the default
 * {@value #CODE_CONTEXT} (Digikoppeling allows no alternative).
 */
public enum EbmsErrorCode {
    /** §4.2.3.4.1: element content or attribute value not recognized. */
    VALUE_NOT_RECOGNIZED("ValueNotRecognized", Severity.ERROR),
    /** §4.2.3.4.1: element or attribute not supported; the spec's default severity is Warning. */
    NOT_SUPPORTED("NotSupported", Severity.WARNING),
    /** §4.2.3.4.1: element content or attribute value inconsistent with other elements or attributes. */
    INCONSISTENT("Inconsistent", Severity.ERROR),
    /** §4.2.3.4.1: any other error in element content or attribute value (not well formed, schema invalid). */
    OTHER_XML("OtherXml", Severity.ERROR),
    /** §4.2.3.4.2: the message could not be delivered. */
    DELIVERY_FAILURE("DeliveryFailure", Severity.ERROR),
    /** §4.2.3.4.2: the message's TimeToLive passed before it could be delivered. */
    TIME_TO_LIVE_EXPIRED("TimeToLiveExpired", Severity.ERROR),
    /** §4.2.3.4.2: a signature, certificate or authorization check failed. */
    SECURITY_FAILURE("SecurityFailure", Severity.ERROR),
    /** §4.2.3.4.2: a URI (cid:) could not be resolved, or the MIME packaging is wrong. */
    MIME_PROBLEM("MimeProblem", Severity.ERROR),
    /** §4.2.3.4.2: an error with no more specific code. */
    UNKNOWN("Unknown", Severity.ERROR);

    public static final String CODE_CONTEXT = "urn:oasis:names:tc:ebxml-msg:service:errors";

    private final String wireValue;
    private final Severity defaultSeverity;

    EbmsErrorCode(String wireValue, Severity defaultSeverity) {
        this.wireValue = wireValue;
        this.defaultSeverity = defaultSeverity;
    }

    public String wireValue() {
        return wireValue;
    }

    public Severity defaultSeverity() {
        return defaultSeverity;
    }

    /** The code for a wire value, or {@link #UNKNOWN} for a value this version of ebMS does not define. */
    public static EbmsErrorCode fromWire(String value) {
        for (EbmsErrorCode code : values()) {
            if (code.wireValue.equals(value)) {
                return code;
            }
        }
        return UNKNOWN;
    }
}
