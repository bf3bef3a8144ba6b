package nl.opendk.ebms.db.outbox;

import java.util.Optional;
import nl.opendk.ebms.protocol.message.MessageStatus;

/** Where a sender writes down each attempt before it takes its next message; {@link AttemptRecorder} in the adapter. */
@FunctionalInterface
public interface AttemptLog {

    /**
     * Records the attempt and moves its message on; returns after the commit, with the message's new status, or
     * empty when another node holds the message by now (see {@link Outbox#record}).
     *
     * @throws nl.opendk.ebms.db.DataAccessException when it cannot be recorded
     */
    Optional<MessageStatus> record(Attempt attempt);
}
