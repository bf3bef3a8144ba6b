package nl.opendk.ebms.db.backend;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import nl.opendk.ebms.db.events.EventKind;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.protocol.error.EbmsError;

/**
 * One event for the back end, with the message it is about and, for a failure, the errors stored with it; or a
 * notice about no message ({@link EventKind#ENDING}) with its detail.
 *
 * @param message null for a notice
 * @param detail a notice's detail (its writer's format); null for an event about a message
 * @param attemptNo the 1-based number of the push attempt about to be made (claimed events)
 */
public record BackendEvent(
        long id,
        EventKind kind,
        Instant createdAt,
        MessageSummary message,
        String detail,
        List<EbmsError> errors,
        int attemptNo) {

    public BackendEvent {
        Objects.requireNonNull(kind, "kind");
        if (message == null && detail == null) {
            throw new IllegalArgumentException("an event is about a message or has a detail");
        }
        errors = List.copyOf(errors);
    }

    /** An event about a message. */
    public BackendEvent(
            long id, EventKind kind, Instant createdAt, MessageSummary message, List<EbmsError> errors, int attemptNo) {
        this(id, kind, createdAt, Objects.requireNonNull(message, "message"), null, errors, attemptNo);
    }
}
