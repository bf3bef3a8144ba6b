package nl.opendk.ebms.protocol.handle;

import java.time.Instant;
import java.util.Optional;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.PartyId;

/** What the store knows of a message a partner asks the status of (ebMS 2.0 §7.1). */
public interface ReceivedMessages {

    /** The received message with this MessageId, if any. */
    Optional<Known> find(String messageId);

    /** A stored received message as far as a StatusResponse needs it. */
    record Known(MessageStatus status, String cpaId, PartyId from, Instant timestamp) {}
}
