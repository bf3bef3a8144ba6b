package nl.opendk.ebms.db.outbox;

import java.util.Objects;
import java.util.Optional;
import nl.opendk.ebms.protocol.message.MessageStatus;

/**
 * What recording a send attempt did to its message. The attempt row is written in every case; the message moves
 * only while this node still holds it.
 *
 * @param status the status the attempt moved the message to ({@link Outcome#MOVED}), or the final status it already
 *     had ({@link Outcome#ALREADY_ENDED}); null when {@link Outcome#TAKEN_OVER}
 */
public record Recorded(Outcome outcome, MessageStatus status) {

    public enum Outcome {
        /** The attempt moved the message on. */
        MOVED,
        /**
         * The message had ended while it was being sent, nearly always because the partner's Acknowledgment (or
         * MessageError) arrived on its own connection before this send's HTTP answer (ebMS 2.0 §6.3.1, §6.5.3).
         */
        ALREADY_ENDED,
        /** This node's lease ran out and another node holds the message now. */
        TAKEN_OVER
    }

    public static final Recorded TAKEN_OVER = new Recorded(Outcome.TAKEN_OVER, null);

    public Recorded {
        Objects.requireNonNull(outcome, "outcome");
        if ((status == null) != (outcome == Outcome.TAKEN_OVER)) {
            throw new IllegalArgumentException(outcome + " with status " + status);
        }
    }

    public static Recorded moved(MessageStatus status) {
        return new Recorded(Outcome.MOVED, status);
    }

    public static Recorded alreadyEnded(MessageStatus status) {
        return new Recorded(Outcome.ALREADY_ENDED, status);
    }

    /** The status this attempt moved the message to; empty when it did not move it. */
    public Optional<MessageStatus> moved() {
        return outcome == Outcome.MOVED ? Optional.of(status) : Optional.empty();
    }
}
