package nl.opendk.ebms.protocol.handle;

import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.protocol.agreement.Agreement;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.check.Assessment;
import nl.opendk.ebms.protocol.message.AckRequested;
import nl.opendk.ebms.protocol.message.EbmsEnvelope;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.MshAction;
import nl.opendk.ebms.protocol.message.StoredValues;
import nl.opendk.ebms.protocol.signal.AckFactory;
import nl.opendk.ebms.protocol.signal.MessageErrorFactory;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.protocol.signal.OutgoingSecurity;
import nl.opendk.ebms.protocol.signal.PongFactory;
import nl.opendk.ebms.protocol.signal.StatusResponseFactory;
import nl.opendk.ebms.protocol.signal.StatusResponseFactory.StatusAnswer;

/**
 * Decides what a checked message leads to, before anything is stored.
 *
 * <ul>
 *   <li>Rejected: a MessageError, asynchronously to the sender's MSH endpoint when the CPA and the sender are known
 *       and the channel is asynchronous, otherwise as the HTTP answer (ebMS 2.0 §4.2.4, §4.3).
 *   <li>Business message: stored for the back end; with AckRequested, an Acknowledgment (§6.3.2), in the HTTP
 *       response when the channel is mshSignalsOnly and the message asked with SyncReply (§4.3, DK-BP EB015).
 *   <li>Ping: a Pong (§8). StatusRequest: a StatusResponse (§7). Acknowledgment and MessageError: the effect on the
 *       message we sent. Pong and StatusResponse: stored.
 *   <li>A duplicate of a reliable message gets its Acknowledgment or MessageError again and nothing else (§6.4.1).
 * </ul>
 *
 * <p>Every reply is secured for the channel it goes to as it is made (signed, §4.1), so the stored reply is what is
 * sent. A signed Acknowledgment carries the references of the signature it acknowledges (§6.3.2.4). A MessageError
 * that is the HTTP answer itself is not signed: it travels on the connection the sender opened to our TLS server.
 */
public final class DispositionPlanner {

    private final PongFactory pongs;
    private final MessageErrorFactory errors;
    private final AckFactory acks;
    private final StatusResponseFactory statusResponses;
    private final ReceivedMessages received;
    private final OutgoingSecurity security;

    /** A planner whose replies are not secured: for CPAs without message security only. */
    public DispositionPlanner(
            PongFactory pongs,
            MessageErrorFactory errors,
            AckFactory acks,
            StatusResponseFactory statusResponses,
            ReceivedMessages received) {
        this(pongs, errors, acks, statusResponses, received, OutgoingSecurity.NONE);
    }

    public DispositionPlanner(
            PongFactory pongs,
            MessageErrorFactory errors,
            AckFactory acks,
            StatusResponseFactory statusResponses,
            ReceivedMessages received,
            OutgoingSecurity security) {
        this.pongs = pongs;
        this.errors = errors;
        this.acks = acks;
        this.statusResponses = statusResponses;
        this.received = received;
        this.security = security;
    }

    public InboundDisposition plan(Assessment assessment) {
        if (!assessment.accepted()) {
            return reject(assessment);
        }
        Plan plan = new Plan(assessment);
        MessageHeader header = assessment.message().header();
        if (header.isMshService()) {
            acceptMshMessage(plan, header, assessment);
        } else {
            acceptBusinessMessage(plan, header, assessment);
        }
        return plan.build();
    }

    private void acceptBusinessMessage(Plan plan, MessageHeader header, Assessment assessment) {
        plan.status = MessageStatus.RECEIVED;
        AckRequested ackRequested = assessment.message().envelope().ackRequested();
        if (ackRequested != null) {
            ChannelTerms replyChannel = assessment.agreement().replyChannel();
            List<String> receipt = ackRequested.signed() ? assessment.signedReferences() : List.of();
            plan.reply(security.secure(acks.toSend(header, replyChannel, receipt), replyChannel), true);
        }
    }

    private void acceptMshMessage(Plan plan, MessageHeader header, Assessment assessment) {
        plan.status = MessageStatus.PROCESSED;
        EbmsEnvelope envelope = assessment.message().envelope();
        ChannelTerms replyChannel = assessment.agreement().replyChannel();
        switch (MshAction.fromWire(header.action()).orElseThrow()) {
            case PING -> plan.outgoing.add(security.secure(pongs.pong(header, replyChannel), replyChannel));
            case ACKNOWLEDGMENT -> plan.effects.add(new Effect.Acknowledged(
                    header.refToMessageId(),
                    header.from().primaryId(),
                    envelope.acknowledgment().references()));
            case MESSAGE_ERROR -> {
                if ("Error".equals(envelope.errorList().highestSeverity())) {
                    plan.effects.add(new Effect.RefusedByPeer(
                            header.refToMessageId(),
                            header.from().primaryId(),
                            envelope.errorList().errors()));
                }
            }
            case STATUS_REQUEST -> {
                String asked = envelope.statusRequest().refToMessageId();
                plan.reply(
                        security.secure(
                                statusResponses.toSend(header, asked, statusOf(asked, header), replyChannel),
                                replyChannel),
                        false);
            }
            case PONG, STATUS_RESPONSE -> {
                // stored; the back end or the admin console reads them
            }
        }
    }

    /**
     * ebMS 2.0 §7.1: a party learns the status of its own messages only; anything else it asks about is
     * UnAuthorized, and what was never accepted is NotRecognized.
     */
    private StatusAnswer statusOf(String messageId, MessageHeader request) {
        Optional<ReceivedMessages.Known> known = messageId == null ? Optional.empty() : received.find(messageId);
        if (known.isEmpty() || known.get().status() == MessageStatus.REJECTED) {
            return StatusAnswer.notRecognized();
        }
        ReceivedMessages.Known message = known.get();
        if (!message.cpaId().equals(request.cpaId())
                || !message.from().equals(request.from().primaryId())) {
            return StatusAnswer.unauthorized();
        }
        String value = message.status() == MessageStatus.PROCESSED ? StatusAnswer.PROCESSED : StatusAnswer.RECEIVED;
        return new StatusAnswer(value, message.timestamp());
    }

    private InboundDisposition reject(Assessment assessment) {
        Plan plan = new Plan(assessment);
        plan.status = MessageStatus.REJECTED;
        MessageHeader header = assessment.message().header();
        if (answersAsynchronously(assessment)) {
            ChannelTerms replyChannel = assessment.agreement().replyChannel();
            OutgoingMessage error =
                    security.secure(errors.toSend(header, assessment.errors(), replyChannel), replyChannel);
            plan.outgoing.add(error);
            if (isReliable(assessment)) {
                plan.onDuplicate.add(error);
            }
        } else {
            plan.answer = HttpAnswer.envelope(errors.toAnswer(header, assessment.errors()));
        }
        return plan.build();
    }

    /**
     * Asynchronous only with a known way back: the CPA resolved the sender's MSH channel, the header can be
     * reversed, and the sender did not ask for a synchronous reply on a channel that allows one. A MessageError in
     * error is answered on its own connection only: a MessageError about a MessageError sent as a message of its own
     * could be refused in turn, and two MSHs would send errors back and forth without end (ebMS 2.0 §4.2.4).
     */
    private static boolean answersAsynchronously(Assessment assessment) {
        Agreement agreement = assessment.agreement();
        MessageHeader header = assessment.message().header();
        if (agreement == null
                || !agreement.hasReplyChannel()
                || !isStorable(header)
                || !MessageErrorFactory.canReverse(header)
                || header.isMshAction(MshAction.MESSAGE_ERROR)) {
            return false;
        }
        return !answersInResponse(assessment);
    }

    /** ebMS 2.0 §4.3: signals go back on the same connection when the message asked and the CPA agrees. */
    static boolean answersInResponse(Assessment assessment) {
        Agreement agreement = assessment.agreement();
        if (assessment.message().envelope().syncReply() != null) {
            return true;
        }
        ChannelTerms terms = agreement.senderChannel() != null ? agreement.senderChannel() : agreement.replyChannel();
        return terms.syncReplyMode() != SyncReplyMode.NONE;
    }

    /** A message sent reliably (DuplicateElimination or AckRequested) is answered again when it comes again. */
    private static boolean isReliable(Assessment assessment) {
        return assessment.message().header().duplicateElimination()
                || assessment.message().envelope().ackRequested() != null;
    }

    /**
     * A message can be stored, and answered by reference, only with a usable MessageId (the unique key) and values
     * its columns can hold; anything else is answered in the HTTP response and not stored, so one hostile value
     * never fails the shared transaction of other messages (see {@link StoredValues}).
     */
    static boolean isStorable(MessageHeader header) {
        return StoredValues.canStore(header);
    }

    /** The disposition being put together. */
    private static final class Plan {
        private final Assessment assessment;
        private MessageStatus status;
        private final List<OutgoingMessage> outgoing = new java.util.ArrayList<>(1);
        private final List<OutgoingMessage> answered = new java.util.ArrayList<>(0);
        private final List<OutgoingMessage> onDuplicate = new java.util.ArrayList<>(0);
        private final List<Effect> effects = new java.util.ArrayList<>(0);
        private HttpAnswer answer = HttpAnswer.accepted();

        private Plan(Assessment assessment) {
            this.assessment = assessment;
        }

        /**
         * A reply that goes in the HTTP response on a synchronous channel, otherwise on its own; an Acknowledgment
         * is also what a duplicate gets again.
         */
        private void reply(OutgoingMessage reply, boolean againForDuplicates) {
            if (answersInResponse(assessment)) {
                answered.add(reply);
                answer = HttpAnswer.envelope(reply.envelope());
            } else {
                outgoing.add(reply);
                if (againForDuplicates) {
                    onDuplicate.add(reply);
                }
            }
        }

        private InboundDisposition build() {
            return new InboundDisposition(
                    assessment.message(),
                    !assessment.senderRefused()
                            && isStorable(assessment.message().header()),
                    status,
                    assessment.errors(),
                    outgoing,
                    answered,
                    onDuplicate,
                    effects,
                    answer);
        }
    }
}
