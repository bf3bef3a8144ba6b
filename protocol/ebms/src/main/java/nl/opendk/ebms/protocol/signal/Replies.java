package nl.opendk.ebms.protocol.signal;

import java.time.Instant;
import nl.opendk.ebms.protocol.codec.Timestamps;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MshAction;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.Service;

/**
 * The header of an MSH message answering another: From and To reversed, same CPAId and ConversationId,
 * RefToMessageId set to the original (ebMS 2.0 §4.2.4.2, §6.3.2.1, §8.2; digest §2.3 samples). Roles are left
 * out, as is common for MSH service messages.
 */
final class Replies {

    private Replies() {}

    static MessageHeader header(MessageHeader original, MshAction action, String messageId, Instant now) {
        return new MessageHeader(
                "2.0",
                "1",
                withoutRole(original.to()),
                withoutRole(original.from()),
                original.cpaId(),
                original.conversationId(),
                Service.MSH,
                action.wireValue(),
                messageId,
                Timestamps.format(now),
                now,
                original.messageId(),
                null,
                null,
                false);
    }

    private static Party withoutRole(Party party) {
        return new Party(party.partyIds(), null);
    }
}
