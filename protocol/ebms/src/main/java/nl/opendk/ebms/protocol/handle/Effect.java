package nl.opendk.ebms.protocol.handle;

import java.util.List;
import java.util.Objects;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.SignedReference;

/**
 * What a received signal changes about a message this adapter sent. Applied in the transaction that stores the
 * signal, so the change and its cause are never apart.
 */
public sealed interface Effect {

    /** The message we sent, which the effect is about (its MessageId). */
    String refToMessageId();

    /** The party the signal came from: only the party we sent to can speak about our message. */
    PartyId from();

    /**
     * An Acknowledgment for our message: it is delivered (ebMS 2.0 §6.3.2, §6.5.3), if it carries the receipt our
     * message asked for (see {@link AcknowledgmentReceipt}).
     *
     * @param receipt the ds:Reference elements the Acknowledgment carries (§6.3.2.4)
     */
    record Acknowledged(String refToMessageId, PartyId from, List<SignedReference> receipt) implements Effect {
        public Acknowledged {
            Objects.requireNonNull(refToMessageId, "refToMessageId");
            Objects.requireNonNull(from, "from");
            receipt = List.copyOf(receipt);
        }

        /** An Acknowledgment without ds:Reference elements, as an unsigned channel sends them. */
        public Acknowledged(String refToMessageId, PartyId from) {
            this(refToMessageId, from, List.of());
        }
    }

    /** A MessageError with severity Error about our message: it failed (ebMS 2.0 §4.2.4). */
    record RefusedByPeer(String refToMessageId, PartyId from, List<EbmsError> errors) implements Effect {
        public RefusedByPeer {
            Objects.requireNonNull(refToMessageId, "refToMessageId");
            Objects.requireNonNull(from, "from");
            errors = List.copyOf(errors);
        }
    }
}
