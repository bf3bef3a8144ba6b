package nl.opendk.ebms.db.outbox;

/** Where a sender writes down each attempt before it takes its next message; {@link AttemptRecorder} in the adapter. */
@FunctionalInterface
public interface AttemptLog {

    /**
     * Records the attempt and moves its message on; returns after the commit, with what it did to the message (see
     * {@link Outbox#record}).
     *
     * @throws nl.opendk.ebms.db.DataAccessException when it cannot be recorded
     */
    Recorded record(Attempt attempt);
}
