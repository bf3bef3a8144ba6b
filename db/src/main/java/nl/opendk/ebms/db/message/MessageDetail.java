package nl.opendk.ebms.db.message;

import java.util.Objects;

/** One stored message with its SOAP envelope, exactly as received or sent. */
public record MessageDetail(MessageSummary summary, byte[] envelope) {

    public MessageDetail {
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(envelope, "envelope");
    }
}
