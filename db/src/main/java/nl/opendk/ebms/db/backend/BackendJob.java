package nl.opendk.ebms.db.backend;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.PayloadPart;

/**
 * One received business message leased to this node for delivery to the back end.
 *
 * @param id the message's row id
 * @param attemptNo the 1-based number of the delivery attempt about to be made
 * @param leaseUntil until when this node holds it; a job that waited past it is left to whoever claims it next
 */
public record BackendJob(long id, MessageHeader header, List<PayloadPart> parts, int attemptNo, Instant leaseUntil) {

    public BackendJob {
        Objects.requireNonNull(header, "header");
        parts = List.copyOf(parts);
        Objects.requireNonNull(leaseUntil, "leaseUntil");
    }
}
