package nl.opendk.ebms.protocol.message;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * One inbound ebMS message as decoded from the HTTP request: the SOAP envelope bytes exactly as received, what
 * was read from them, and the payload parts. The bytes are parsed once; every later step works on the model.
 *
 * @param envelopeBytes the SOAP envelope (the root MIME part for multipart messages), byte for byte
 * @param contentType the HTTP Content-Type of the whole request
 */
public record ReceivedMessage(
        byte[] envelopeBytes, String contentType, EbmsEnvelope envelope, List<PayloadPart> parts, Instant receivedAt) {

    public ReceivedMessage {
        Objects.requireNonNull(envelopeBytes, "envelopeBytes");
        Objects.requireNonNull(envelope, "envelope");
        parts = List.copyOf(parts);
        Objects.requireNonNull(receivedAt, "receivedAt");
    }

    /** The MessageHeader, or null when the message had none. */
    public MessageHeader header() {
        return envelope.messageHeader();
    }
}
