package nl.opendk.ebms.db.message;

import java.time.Instant;
import java.util.List;

/**
 * What {@link MessageStore#store} wrote.
 *
 * @param duplicate true when the MessageId was stored before: nothing was written (ebMS 2.0 §6.4.1)
 * @param inboundId the row id of the received message, -1 when it was not stored
 * @param leased the messages it causes (Pong, Acknowledgment, MessageError), already leased to this node
 * @param concluded the messages we sent that the received signal ended
 */
public record StoreOutcome(
        boolean duplicate, long inboundId, List<SendJob> leased, Instant backEndLeaseUntil, List<Concluded> concluded) {

    public StoreOutcome {
        leased = List.copyOf(leased);
        concluded = List.copyOf(concluded);
    }

    public StoreOutcome(boolean duplicate, long inboundId, List<SendJob> leased) {
        this(duplicate, inboundId, leased, null, List.of());
    }

    StoreOutcome withConcluded(List<Concluded> ended) {
        return new StoreOutcome(duplicate, inboundId, leased, backEndLeaseUntil, ended);
    }

    /** True when the received message is leased to this node for immediate delivery to the back end. */
    public boolean deliverToBackEndNow() {
        return backEndLeaseUntil != null;
    }

    static StoreOutcome duplicateMessage() {
        return new StoreOutcome(true, -1, List.of());
    }
}
