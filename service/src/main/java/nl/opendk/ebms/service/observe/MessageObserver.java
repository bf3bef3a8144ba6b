package nl.opendk.ebms.service.observe;

import java.util.Optional;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.outbox.AttemptResult;
import nl.opendk.ebms.protocol.error.SoapFault;
import nl.opendk.ebms.protocol.handle.InboundDisposition;
import nl.opendk.ebms.protocol.message.MessageStatus;

/**
 * Told what the routes did, after it is committed: for metrics, logs and back-end events. Implementations must be
 * quick and must not throw; they run on the message path.
 */
public interface MessageObserver {

    /** Does nothing: the default when nothing observes. */
    MessageObserver NONE = new MessageObserver() {};

    /** A received message was stored (or recognised as a duplicate) with what it caused. */
    default void received(InboundDisposition disposition, boolean duplicate) {}

    /** A request was refused before ebMS processing (not a usable SOAP message). */
    default void refused(SoapFault fault) {}

    /** A request was refused unread with 503 because the adapter was handling as many as it may at once. */
    default void overloaded() {}

    /**
     * One send attempt was recorded; {@code newStatus} is the status it moved the message to, empty when it moved
     * nothing: the message had ended meanwhile (its Acknowledgment came first) or another node had taken it over.
     */
    default void attempted(SendJob job, AttemptResult result, Optional<MessageStatus> newStatus) {}

    /**
     * A signal from the partner ended a message we sent: DELIVERED by its Acknowledgment, FAILED by a MessageError
     * (ebMS 2.0 §6.3.1, §4.2.4). Once per message, whichever node received the signal.
     */
    default void concluded(String messageId, MessageStatus status) {}

    /**
     * An outgoing message ended without another attempt: FAILED when its Acknowledgment never came, EXPIRED when its
     * TimeToLive passed (ebMS 2.0 §6.4.3, §6.4.5).
     */
    default void ended(String messageId, MessageStatus status) {}
}
