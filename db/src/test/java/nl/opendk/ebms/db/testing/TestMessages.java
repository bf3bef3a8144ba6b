package nl.opendk.ebms.db.testing;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.protocol.agreement.Reliability;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.handle.Effect;
import nl.opendk.ebms.protocol.handle.HttpAnswer;
import nl.opendk.ebms.protocol.handle.InboundDisposition;
import nl.opendk.ebms.protocol.message.EbmsEnvelope;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;

/** Messages and dispositions for storage tests, built from the protocol model without parsing XML. */
public final class TestMessages {

    public static final String PEER_OIN = "00000099000000000001";
    public static final String OUR_OIN = "00000099000000000002";
    public static final String CPA_ID = "Svc_00000099000000000001_00000099000000000002_1";
    public static final URI PEER_ENDPOINT = URI.create("https://peer.example.nl/ebms");
    public static final String SOAP_CONTENT_TYPE = "text/xml; charset=UTF-8";
    public static final Instant TIMESTAMP = Instant.parse("2025-01-01T12:00:00.123Z");

    private TestMessages() {}

    /** A header from the peer to us; {@code refToMessageId} may be null. */
    public static MessageHeader header(String messageId, Service service, String action, String refToMessageId) {
        return new MessageHeader(
                "2.0",
                "1",
                Party.of(PartyId.oin(PEER_OIN), "Requester"),
                Party.of(PartyId.oin(OUR_OIN), "Responder"),
                CPA_ID,
                "conversation-" + messageId,
                service,
                action,
                messageId,
                TIMESTAMP.toString(),
                TIMESTAMP,
                refToMessageId,
                null,
                null,
                false);
    }

    /** A header from us to the peer in the conversation of {@code refToMessageId} (ebMS 2.0 §3.1.3). */
    public static MessageHeader reply(String messageId, String action, String refToMessageId) {
        String conversation = "conversation-" + (refToMessageId == null ? messageId : refToMessageId);
        return new MessageHeader(
                "2.0",
                "1",
                Party.of(PartyId.oin(OUR_OIN), "Responder"),
                Party.of(PartyId.oin(PEER_OIN), "Requester"),
                CPA_ID,
                conversation,
                Service.MSH,
                action,
                messageId,
                TIMESTAMP.toString(),
                TIMESTAMP,
                refToMessageId,
                null,
                null,
                false);
    }

    public static ReceivedMessage received(MessageHeader header, String contentType, List<PayloadPart> parts) {
        EbmsEnvelope envelope =
                new EbmsEnvelope(header, null, null, false, null, null, null, null, null, false, List.of(), List.of());
        return new ReceivedMessage(envelope(header), contentType, envelope, parts, TIMESTAMP);
    }

    /** A received Ping (ebMS 2.0 §8) that is stored as PROCESSED and answered with a Pong. */
    public static InboundDisposition ping(String pingId, String pongId) {
        ReceivedMessage ping = received(header(pingId, Service.MSH, "Ping", null), SOAP_CONTENT_TYPE, List.of());
        return new InboundDisposition(
                ping, true, MessageStatus.PROCESSED, List.of(), List.of(pong(pongId, pingId)), HttpAnswer.accepted());
    }

    public static OutgoingMessage pong(String pongId, String pingId) {
        return outgoing(reply(pongId, "Pong", pingId), List.of(), null);
    }

    public static OutgoingMessage outgoing(MessageHeader header, List<PayloadPart> parts, Reliability reliability) {
        return new OutgoingMessage(header, envelope(header), parts, PEER_ENDPOINT, reliability);
    }

    /** A business message from us to the peer, with optional CPA reliability. */
    public static OutgoingMessage business(String messageId, Reliability reliability, PayloadPart... parts) {
        MessageHeader header = header(messageId, new Service("urn:osb:services", "OSB:Service:1:0"), "Deliver", null);
        return outgoing(header, List.of(parts), reliability);
    }

    public static InboundDisposition accepted(ReceivedMessage message, List<OutgoingMessage> outgoing) {
        return new InboundDisposition(
                message, true, MessageStatus.RECEIVED, List.of(), outgoing, HttpAnswer.accepted());
    }

    public static InboundDisposition rejected(
            ReceivedMessage message, List<EbmsError> errors, OutgoingMessage messageError) {
        return new InboundDisposition(
                message, true, MessageStatus.REJECTED, errors, List.of(messageError), HttpAnswer.accepted());
    }

    /** The peer's Acknowledgment of a message we sent (ebMS 2.0 §6.3.1), stored as PROCESSED. */
    public static InboundDisposition acknowledgment(String ackId, String refToMessageId) {
        return signal(
                ackId,
                "Acknowledgment",
                refToMessageId,
                new Effect.Acknowledged(refToMessageId, PartyId.oin(PEER_OIN)));
    }

    /** A signal from the peer (an MSH action) referring to {@code refToMessageId}, stored as PROCESSED. */
    public static InboundDisposition signal(String messageId, String action, String refToMessageId, Effect effect) {
        ReceivedMessage signal =
                received(header(messageId, Service.MSH, action, refToMessageId), SOAP_CONTENT_TYPE, List.of());
        return new InboundDisposition(
                signal,
                true,
                MessageStatus.PROCESSED,
                List.of(),
                List.of(),
                List.of(),
                List.of(),
                List.of(effect),
                HttpAnswer.accepted());
    }

    /** A stand-in SOAP envelope that names the message, so envelopes of different messages differ. */
    public static byte[] envelope(MessageHeader header) {
        String xml = "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Header>"
                + "<!-- " + header.action() + " " + header.messageId() + " --></soap:Header>"
                + "<soap:Body/></soap:Envelope>";
        return xml.getBytes(StandardCharsets.UTF_8);
    }

    /** Every byte value 0..255, repeated: binary content that survives only an exact byte-for-byte round trip. */
    public static byte[] allByteValues(int repeat) {
        byte[] content = new byte[256 * repeat];
        for (int i = 0; i < content.length; i++) {
            content[i] = (byte) i;
        }
        return content;
    }
}
