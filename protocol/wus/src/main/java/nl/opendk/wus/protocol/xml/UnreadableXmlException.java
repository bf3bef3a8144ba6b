package nl.opendk.wus.protocol.xml;

/**
 * The bytes are not a well-formed XML document within the limits, or hold a DOCTYPE or an entity reference. The
 * message says why in one line that quotes nothing from the input; it carries no cause, so no parser stack trace
 * can leak into an answer.
 */
public final class UnreadableXmlException extends Exception {

    private static final long serialVersionUID = 1L;

    public UnreadableXmlException(String reason) {
        super(reason, null, false, false);
    }
}
