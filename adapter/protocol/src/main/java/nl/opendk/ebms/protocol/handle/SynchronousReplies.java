package nl.opendk.ebms.protocol.handle;

import java.time.Clock;
import java.util.stream.Collectors;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.error.SoapFaultException;
import nl.opendk.ebms.protocol.message.EbmsEnvelope;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;

/**
 * Reads what came back in the HTTP response to a message we sent that asked for a synchronous reply (ebMS 2.0
 * §4.3, CPA syncReplyMode mshSignalsOnly): an Acknowledgment for it means delivered, a MessageError with severity
 * Error means refused; anything else leaves the message waiting for its Acknowledgment as usual.
 */
public final class SynchronousReplies {

    private final RequestDecoder decoder;
    private final Clock clock;

    public SynchronousReplies(RequestDecoder decoder, Clock clock) {
        this.decoder = decoder;
        this.clock = clock;
    }

    public Reply read(String contentType, byte[] body, String sentMessageId) {
        if (body == null || body.length == 0) {
            return new Reply(DeliveryVerdict.DELIVERED, null);
        }
        EbmsEnvelope envelope;
        try {
            // the answer travels on our connection, so its own SOAPAction header does not matter
            ReceivedMessage reply = decoder.decode(contentType, "\"ebXML\"", body, clock.instant());
            envelope = reply.envelope();
        } catch (SoapFaultException unreadable) {
            return new Reply(DeliveryVerdict.DELIVERED, "unreadable synchronous reply: " + unreadable.getMessage());
        }
        if (envelope.acknowledgment() != null
                && sentMessageId.equals(envelope.acknowledgment().refToMessageId())) {
            return new Reply(DeliveryVerdict.ACKNOWLEDGED, null);
        }
        if (envelope.errorList() != null && "Error".equals(envelope.errorList().highestSeverity())) {
            return new Reply(
                    DeliveryVerdict.PERMANENT,
                    "MessageError: "
                            + envelope.errorList().errors().stream()
                                    .map(error -> error.code().wireValue() + " at " + error.location() + ": "
                                            + error.description())
                                    .collect(Collectors.joining("; ")));
        }
        return new Reply(DeliveryVerdict.DELIVERED, null);
    }

    /** How the attempt ended, and a detail for the operator. */
    public record Reply(DeliveryVerdict verdict, String detail) {}
}
