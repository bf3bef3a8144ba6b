package nl.opendk.ebms.cpa.model;

import java.util.Objects;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;

/**
 * CPPA 2.0 MessagingCharacteristics of a delivery channel.
 *
 * @param actor the AckRequested actor, null when the CPA does not name one
 */
public record MessagingCharacteristics(
        SyncReplyMode syncReplyMode,
        PerMessage ackRequested,
        PerMessage ackSignatureRequested,
        PerMessage duplicateElimination,
        String actor) {

    /** The schema defaults of an element without attributes (CPPA 2.0 XSD: none, perMessage, perMessage...). */
    public static final MessagingCharacteristics DEFAULTS = new MessagingCharacteristics(
            SyncReplyMode.NONE, PerMessage.PER_MESSAGE, PerMessage.PER_MESSAGE, PerMessage.PER_MESSAGE, null);

    public MessagingCharacteristics {
        Objects.requireNonNull(syncReplyMode, "syncReplyMode");
        Objects.requireNonNull(ackRequested, "ackRequested");
        Objects.requireNonNull(ackSignatureRequested, "ackSignatureRequested");
        Objects.requireNonNull(duplicateElimination, "duplicateElimination");
    }
}
