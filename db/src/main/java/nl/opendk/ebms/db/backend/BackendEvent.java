package nl.opendk.ebms.db.backend;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import nl.opendk.ebms.db.events.EventKind;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.protocol.error.EbmsError;

/**
 * One event for the back end, with the message it is about and, for a failure, the errors stored with it.
 *
 * @param attemptNo the 1-based number of the push attempt about to be made (claimed events)
 */
public record BackendEvent(
        long id, EventKind kind, Instant createdAt, MessageSummary message, List<EbmsError> errors, int attemptNo) {

    public BackendEvent {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(message, "message");
        errors = List.copyOf(errors);
    }
}
