package nl.opendk.ebms.service.gb.receive;

import static nl.opendk.ebms.service.observe.FlowLogEvent.GB_PUSH_RESPONSE_REFUSED;

import java.util.List;
import java.util.function.Function;
import nl.opendk.ebms.db.Transaction;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.service.send.MessagePreparer;
import nl.opendk.ebms.service.send.Outcome;
import nl.opendk.ebms.service.send.SendRequest;
import nl.opendk.gb.protocol.metadata.GbNamespaces;
import nl.opendk.gb.protocol.push.PushMetadataWriter;
import nl.opendk.gb.protocol.push.PushOutcome;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Answers a push metadata message with the push response (DK-GB 3.8.1 §3.4): a status for every file and every part,
 * on success as on error, so the sender can recover (GB018: put the file again). The response is optional in the
 * standard; it goes when an action for it is configured, as a business message back under the same CPA, service and
 * conversation, referring to the metadata message. It is queued in the transaction that records the checked files,
 * so a node that stops halfway leaves neither the rows nor the response, and the next intake makes both.
 */
public final class PushResponder {

    private static final Logger LOG = LoggerFactory.getLogger(PushResponder.class);

    private final MessagePreparer preparer;
    private final Function<OutgoingMessage, Transaction.Part> queueing;
    private final String action;
    private final PushMetadataWriter writer = new PushMetadataWriter();

    /**
     * @param queueing stores a message for the outbox inside another store's transaction
     * @param action {@code ebms.gb.push-response-action}; null or blank: no response is sent
     */
    public PushResponder(
            MessagePreparer preparer, Function<OutgoingMessage, Transaction.Part> queueing, String action) {
        this.preparer = preparer;
        this.queueing = queueing;
        this.action = action == null || action.isBlank() ? null : action;
    }

    /** The response to queue with the checked files' rows; {@link Transaction.Part#NOTHING} when none goes. */
    public Transaction.Part response(MessageSummary metadata, List<PushOutcome> outcomes) {
        if (action == null || outcomes.isEmpty()) {
            return Transaction.Part.NOTHING;
        }
        Outcome<OutgoingMessage> prepared = preparer.prepare(
                new SendRequest(
                        metadata.cpaId(),
                        metadata.to().partyIds().get(0).value(),
                        metadata.from().partyIds().get(0).value(),
                        metadata.service().value(),
                        metadata.service().type(),
                        action,
                        metadata.conversationId(),
                        metadata.messageId(),
                        null,
                        List.of()),
                List.of(new PayloadPart("", GbNamespaces.METADATA_CONTENT_TYPE, writer.writeResponse(outcomes))));
        if (!prepared.isSent()) {
            LOG.warn(
                    GB_PUSH_RESPONSE_REFUSED.line("Push response to {} not sent: {}"),
                    metadata.messageId(),
                    prepared.problem());
            return Transaction.Part.NOTHING;
        }
        return queueing.apply(prepared.value());
    }
}
