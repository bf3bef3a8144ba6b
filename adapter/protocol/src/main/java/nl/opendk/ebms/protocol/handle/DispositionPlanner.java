package nl.opendk.ebms.protocol.handle;

import java.util.List;
import nl.opendk.ebms.protocol.agreement.Agreement;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.MshAction;
import nl.opendk.ebms.protocol.signal.MessageErrorFactory;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.protocol.signal.PongFactory;

/**
 * Decides what a checked message leads to, before anything is stored.
 *
 * <ul>
 *   <li>Rejected: a MessageError. It goes asynchronously to the sender's MSH endpoint from the CPA when the CPA
 *       and the sender are known and the channel's syncReplyMode is none; otherwise (unknown CPA or sender, an
 *       unreadable header, or a synchronous channel) it is the HTTP answer (ebMS 2.0 §4.2.4, §4.3).
 *   <li>Ping: a Pong, always asynchronous (§8).
 *   <li>Other MSH messages are stored as processed; business messages as received, for the back end.
 * </ul>
 */
public final class DispositionPlanner {

    private final PongFactory pongFactory;
    private final MessageErrorFactory errorFactory;

    public DispositionPlanner(PongFactory pongFactory, MessageErrorFactory errorFactory) {
        this.pongFactory = pongFactory;
        this.errorFactory = errorFactory;
    }

    public InboundDisposition plan(Assessment assessment) {
        return assessment.accepted() ? accept(assessment) : reject(assessment);
    }

    private InboundDisposition accept(Assessment assessment) {
        MessageHeader header = assessment.message().header();
        if (header.isMshAction(MshAction.PING)) {
            OutgoingMessage pong =
                    pongFactory.pong(header, assessment.agreement().replyChannel());
            return disposition(assessment, MessageStatus.PROCESSED, List.of(pong), HttpAnswer.accepted());
        }
        MessageStatus status = header.isMshService() ? MessageStatus.PROCESSED : MessageStatus.RECEIVED;
        return disposition(assessment, status, List.of(), HttpAnswer.accepted());
    }

    private InboundDisposition reject(Assessment assessment) {
        MessageHeader header = assessment.message().header();
        List<EbmsError> errors = assessment.errors();
        if (answersAsynchronously(assessment)) {
            OutgoingMessage error =
                    errorFactory.toSend(header, errors, assessment.agreement().replyChannel());
            return disposition(assessment, MessageStatus.REJECTED, List.of(error), HttpAnswer.accepted());
        }
        byte[] answer = errorFactory.toAnswer(header, errors);
        return disposition(assessment, MessageStatus.REJECTED, List.of(), HttpAnswer.envelope(answer));
    }

    /**
     * Asynchronous only with a known way back: the CPA resolved the sender's MSH channel, the header can be
     * reversed, and the terms of the sender's channel (the action's, else the default MSH channel) say none.
     */
    private static boolean answersAsynchronously(Assessment assessment) {
        Agreement agreement = assessment.agreement();
        MessageHeader header = assessment.message().header();
        if (agreement == null
                || !agreement.hasReplyChannel()
                || !isStorable(header)
                || !MessageErrorFactory.canReverse(header)) {
            return false;
        }
        ChannelTerms terms = agreement.senderChannel() != null ? agreement.senderChannel() : agreement.replyChannel();
        return terms.syncReplyMode() == SyncReplyMode.NONE
                && assessment.message().envelope().syncReply() == null;
    }

    private static InboundDisposition disposition(
            Assessment assessment, MessageStatus status, List<OutgoingMessage> outgoing, HttpAnswer answer) {
        return new InboundDisposition(
                assessment.message(),
                isStorable(assessment.message().header()),
                status,
                assessment.errors(),
                outgoing,
                answer);
    }

    /** A message can be stored, and answered by reference, only with a usable MessageId (the unique key). */
    static boolean isStorable(MessageHeader header) {
        return header != null
                && header.messageId() != null
                && !header.messageId().isBlank()
                && header.messageId().length() <= 255;
    }
}
