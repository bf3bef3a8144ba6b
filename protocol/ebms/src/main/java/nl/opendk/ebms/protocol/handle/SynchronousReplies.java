package nl.opendk.ebms.protocol.handle;

import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import nl.opendk.ebms.protocol.check.Assessment;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.SoapFaultException;
import nl.opendk.ebms.protocol.message.EbmsEnvelope;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;

/**
 * Reads what came back in the HTTP response to a message we sent that asked for a synchronous reply (ebMS 2.0
 * §4.3, CPA syncReplyMode mshSignalsOnly): an Acknowledgment for it means delivered, a MessageError with severity
 * Error means refused; anything else leaves the message waiting for its Acknowledgment as usual.
 *
 * <p>A MessageError refuses our message only when it passes the checks an asynchronous one gets on our server
 * (structure, CPA, and its signature when it has one). An Acknowledgment settles our message only when it passes them
 * too (on a signing channel its signature is required and verified against the partner's certificate, §4.1) and, when our
 * message asked for a signed receipt, carries the references we signed (§6.3.2.4, {@link AcknowledgmentReceipt}).
 * One that does not leaves the message waiting, to be sent again per the CPA, and says why in the attempt's detail.
 */
public final class SynchronousReplies {

    private final RequestDecoder decoder;
    private final Clock clock;
    private final Function<ReceivedMessage, Assessment> checks;

    /**
     * @param checks the inbound checks of a message from the partner, without the TLS client check: header, CPA and
     *     message security
     */
    public SynchronousReplies(RequestDecoder decoder, Clock clock, Function<ReceivedMessage, Assessment> checks) {
        this.decoder = decoder;
        this.clock = clock;
        this.checks = checks;
    }

    /**
     * @param sentEnvelope our message's SOAP envelope as we sent it
     */
    public Reply read(String contentType, byte[] body, String sentMessageId, byte[] sentEnvelope) {
        if (body == null || body.length == 0) {
            return new Reply(DeliveryVerdict.DELIVERED, null);
        }
        ReceivedMessage reply;
        try {
            // the answer travels on our connection, so its own SOAPAction header does not matter
            reply = decoder.decode(contentType, "\"ebXML\"", body, clock.instant());
        } catch (SoapFaultException unreadable) {
            return new Reply(DeliveryVerdict.DELIVERED, "unreadable synchronous reply: " + unreadable.getMessage());
        }
        EbmsEnvelope envelope = reply.envelope();
        if (envelope.acknowledgment() != null
                && sentMessageId.equals(envelope.acknowledgment().refToMessageId())) {
            return acknowledgment(reply, sentEnvelope);
        }
        if (envelope.errorList() != null && "Error".equals(envelope.errorList().highestSeverity())) {
            Assessment checked = checks.apply(reply);
            if (!checked.accepted()) {
                return new Reply(
                        DeliveryVerdict.DELIVERED,
                        "synchronous MessageError not accepted: " + describe(checked.errors()));
            }
            return new Reply(
                    DeliveryVerdict.PERMANENT,
                    "MessageError: " + describe(envelope.errorList().errors()));
        }
        return new Reply(DeliveryVerdict.DELIVERED, null);
    }

    private Reply acknowledgment(ReceivedMessage reply, byte[] sentEnvelope) {
        Assessment checked = checks.apply(reply);
        if (!checked.accepted()) {
            return new Reply(
                    DeliveryVerdict.DELIVERED,
                    "synchronous Acknowledgment not accepted: " + describe(checked.errors()));
        }
        Optional<EbmsError> notReceipt = AcknowledgmentReceipt.mismatch(
                sentEnvelope, reply.envelope().acknowledgment().references());
        if (notReceipt.isPresent()) {
            return new Reply(
                    DeliveryVerdict.DELIVERED,
                    "synchronous Acknowledgment not accepted: " + describe(List.of(notReceipt.get())));
        }
        return new Reply(DeliveryVerdict.ACKNOWLEDGED, null);
    }

    private static String describe(List<EbmsError> errors) {
        return errors.stream()
                .map(error -> error.code().wireValue() + " at " + error.location() + ": " + error.description())
                .collect(Collectors.joining("; "));
    }

    /** How the attempt ended, and a detail for the operator. */
    public record Reply(DeliveryVerdict verdict, String detail) {}
}
