package nl.opendk.ebms.db.message;

import java.util.Optional;
import nl.opendk.ebms.protocol.handle.ReceivedMessages;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.Party;

/** Answers the planner's question for a StatusRequest (ebMS 2.0 §7) from the stored received messages. */
public final class ReceivedMessageLookup implements ReceivedMessages {

    private final MessageQueries queries;

    public ReceivedMessageLookup(MessageQueries queries) {
        this.queries = queries;
    }

    @Override
    public Optional<Known> find(String messageId) {
        return queries.findByMessageId(messageId, Direction.IN)
                .map(MessageDetail::summary)
                .map(message -> {
                    Party from = message.from();
                    return new Known(
                            message.status(),
                            message.cpaId(),
                            from == null ? null : from.primaryId(),
                            message.messageTimestamp());
                });
    }
}
