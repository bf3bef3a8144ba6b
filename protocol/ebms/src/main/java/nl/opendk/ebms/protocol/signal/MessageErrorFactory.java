package nl.opendk.ebms.protocol.signal;

import java.time.Clock;
import java.util.List;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.codec.EnvelopeWriter;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MshAction;
import nl.opendk.ebms.protocol.message.StoredValues;

/**
 * ebMS 2.0 §4.2.4: the MessageError reporting errors in a received message, either as a message of its own
 * (sent to the sender's MSH endpoint) or as the envelope of a synchronous HTTP answer.
 */
public final class MessageErrorFactory {

    private final MessageIds messageIds;
    private final Clock clock;

    public MessageErrorFactory(MessageIds messageIds, Clock clock) {
        this.messageIds = messageIds;
        this.clock = clock;
    }

    /** A MessageError to send asynchronously; the header in error must be complete enough to reverse. */
    public OutgoingMessage toSend(MessageHeader inError, List<EbmsError> errors, ChannelTerms replyChannel) {
        MessageHeader header = Replies.header(inError, MshAction.MESSAGE_ERROR, messageIds.next(), clock.instant());
        return new OutgoingMessage(
                header, EnvelopeWriter.writeMessageError(header, errors), List.of(), replyChannel.endpoint(), null);
    }

    /**
     * The envelope of a synchronous answer: a full MessageError when the header can be reversed, otherwise a bare
     * ErrorList (there is no From, To or CPAId to address it with).
     */
    public byte[] toAnswer(MessageHeader inError, List<EbmsError> errors) {
        if (!canReverse(inError)) {
            return EnvelopeWriter.writeBareErrorList(errors);
        }
        MessageHeader header = Replies.header(inError, MshAction.MESSAGE_ERROR, messageIds.next(), clock.instant());
        return EnvelopeWriter.writeMessageError(header, errors);
    }

    /**
     * True when the header names both parties, the CPA and the conversation, so a reply can be addressed, and every
     * value the reply repeats (those, and the MessageId as RefToMessageId) is one we would store: a MessageId with a
     * line break or a bidi override is not echoed back (ebMS 2.0 §3.1.6.1).
     */
    public static boolean canReverse(MessageHeader header) {
        return header != null
                && present(header.cpaId())
                && present(header.conversationId())
                && header.from() != null
                && !header.from().partyIds().isEmpty()
                && header.to() != null
                && !header.to().partyIds().isEmpty()
                && StoredValues.isIdentifier(header.cpaId())
                && StoredValues.isIdentifier(header.conversationId())
                && (header.messageId() == null || StoredValues.isMessageId(header.messageId()))
                && StoredValues.canStore(header.from())
                && StoredValues.canStore(header.to());
    }

    private static boolean present(String value) {
        return value != null && !value.isBlank();
    }
}
