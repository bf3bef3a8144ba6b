package nl.opendk.ebms.protocol.message;

/**
 * Where a stored message is in its life. The id is the stable database value: never renumber. A final status
 * never changes again; every status change is a compare-and-set on the previous status.
 */
public enum MessageStatus {
    /** Inbound business message stored, not yet taken by the back end. */
    RECEIVED(1, Direction.IN, false),
    /** Inbound message fully handled: taken by the back end, or an MSH signal that needed no more than storing. */
    PROCESSED(2, Direction.IN, true),
    /** Inbound message that failed validation; a MessageError was returned or queued for it. */
    REJECTED(3, Direction.IN, true),
    /**
     * Inbound business message carrying Grote Berichten metadata: stored, its files not yet downloaded and
     * verified. The back end gets it only when they are (DK-GB 3.8.1 ch02: the receiver fetches the file, then
     * checks size and checksum, GB014/GB015); it then becomes RECEIVED.
     */
    AWAITING_FILE(4, Direction.IN, false),
    /**
     * Inbound Grote Berichten metadata message whose file could not be had: invalid metadata, a refused or expired
     * download, a wrong size or checksum. Kept with its partial files for manual handling (DK-BP-GB
     * "Foutafhandeling"); the back end is told by a failed event.
     */
    FILE_FAILED(5, Direction.IN, true),

    /** Outbound message stored and waiting for its next send attempt. */
    QUEUED(10, Direction.OUT, false),
    /** Outbound message claimed by one node (lease) and being sent. */
    SENDING(11, Direction.OUT, false),
    /** Outbound message accepted by the receiving MSH. */
    DELIVERED(12, Direction.OUT, true),
    /** Outbound message that could not be delivered within its retries, or was refused. */
    FAILED(13, Direction.OUT, true),
    /** Outbound message whose TimeToLive passed before delivery (ebMS 2.0 §6.4.5). */
    EXPIRED(14, Direction.OUT, true),
    /**
     * Outbound reliable message the receiving MSH took (HTTP 2xx) but has not acknowledged yet; it is sent again
     * after the CPA's RetryInterval until the Acknowledgment comes or the retries run out (ebMS 2.0 §6.4.3, §6.5.3).
     */
    AWAITING_ACK(15, Direction.OUT, false);

    private final int id;
    private final Direction direction;
    private final boolean isFinal;

    MessageStatus(int id, Direction direction, boolean isFinal) {
        this.id = id;
        this.direction = direction;
        this.isFinal = isFinal;
    }

    public int id() {
        return id;
    }

    public Direction direction() {
        return direction;
    }

    public boolean isFinal() {
        return isFinal;
    }

    public static MessageStatus fromId(int id) {
        for (MessageStatus status : values()) {
            if (status.id == id) {
                return status;
            }
        }
        throw new IllegalArgumentException("No message status with id " + id);
    }
}
