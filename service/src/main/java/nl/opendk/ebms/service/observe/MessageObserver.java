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

    /** One send attempt was recorded; {@code newStatus} is empty when another node had taken the message over. */
    default void attempted(SendJob job, AttemptResult result, Optional<MessageStatus> newStatus) {}

    /**
     * An outgoing message ended without another attempt: FAILED when its Acknowledgment never came, EXPIRED when its
     * TimeToLive passed (ebMS 2.0 §6.4.3, §6.4.5).
     */
    default void ended(String messageId, MessageStatus status) {}
}
