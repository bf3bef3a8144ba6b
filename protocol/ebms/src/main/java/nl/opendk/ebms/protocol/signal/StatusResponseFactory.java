package nl.opendk.ebms.protocol.signal;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.codec.EnvelopeWriter;
import nl.opendk.ebms.protocol.codec.SignalElements;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MshAction;

/** ebMS 2.0 §7.2.2: the StatusResponse answering a StatusRequest. */
public final class StatusResponseFactory {

    private final MessageIds messageIds;
    private final Clock clock;

    public StatusResponseFactory(MessageIds messageIds, Clock clock) {
        this.messageIds = messageIds;
        this.clock = clock;
    }

    /**
     * @param status what we know of the message asked about
     */
    public OutgoingMessage toSend(
            MessageHeader request, String refToMessageId, StatusAnswer status, ChannelTerms replyChannel) {
        Instant now = clock.instant();
        MessageHeader header = Replies.header(request, MshAction.STATUS_RESPONSE, messageIds.next(), now);
        byte[] envelope = EnvelopeWriter.write(
                header,
                out -> {},
                SignalElements.statusResponse(status.wireValue(), refToMessageId, status.timestamp()));
        return new OutgoingMessage(header, envelope, List.of(), replyChannel.endpoint(), null);
    }

    /**
     * The messageStatus values of ebMS 2.0 §7.2.2 (msg-header XSD), with the referenced message's Timestamp where
     * the value reports one.
     */
    public record StatusAnswer(String wireValue, Instant timestamp) {
        public static final String RECEIVED = "Received";
        public static final String PROCESSED = "Processed";
        public static final String NOT_RECOGNIZED = "NotRecognized";
        public static final String UNAUTHORIZED = "UnAuthorized";

        public static StatusAnswer notRecognized() {
            return new StatusAnswer(NOT_RECOGNIZED, null);
        }

        public static StatusAnswer unauthorized() {
            return new StatusAnswer(UNAUTHORIZED, null);
        }
    }
}
