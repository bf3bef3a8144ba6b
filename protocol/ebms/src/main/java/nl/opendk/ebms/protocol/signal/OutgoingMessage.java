package nl.opendk.ebms.protocol.signal;

import java.net.URI;
import java.util.List;
import java.util.Objects;
import nl.opendk.ebms.protocol.agreement.Reliability;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.PayloadPart;

/**
 * A message the adapter will send: its header (for storage and search), the serialized SOAP envelope, the
 * payload parts and where it goes. It is stored before it is sent (the outbox), so nothing is lost on a crash.
 *
 * @param envelope the complete SOAP envelope, ready to put on the wire
 * @param endpoint the receiving MSH's endpoint from the CPA
 * @param reliability the channel's retry terms, or null to use the adapter's defaults for best-effort sends
 * @param ackRequested true when the message asks for an Acknowledgment: then an HTTP 2xx is not yet delivery,
 *     the Acknowledgment is (ebMS 2.0 §6.3.1, §6.5.3)
 */
public record OutgoingMessage(
        MessageHeader header,
        byte[] envelope,
        List<PayloadPart> parts,
        URI endpoint,
        Reliability reliability,
        boolean ackRequested) {

    public OutgoingMessage {
        Objects.requireNonNull(header, "header");
        Objects.requireNonNull(envelope, "envelope");
        parts = List.copyOf(parts);
        Objects.requireNonNull(endpoint, "endpoint");
    }

    /** A message that asks for no Acknowledgment: signals, Pings, best-effort business messages. */
    public OutgoingMessage(
            MessageHeader header, byte[] envelope, List<PayloadPart> parts, URI endpoint, Reliability reliability) {
        this(header, envelope, parts, endpoint, reliability, false);
    }
}
