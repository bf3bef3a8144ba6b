package nl.opendk.ebms.db.outbox;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** Where the send route writes down each attempt; {@link AttemptRecorder} in the adapter. */
@FunctionalInterface
public interface AttemptLog {

    /**
     * Records the attempt and moves its message on; returns after the commit, with what it did to the message (see
     * {@link Outbox#record}).
     *
     * @throws nl.opendk.ebms.db.DataAccessException when it cannot be recorded
     */
    Recorded record(Attempt attempt);

    /**
     * The same without waiting: the stage completes after the commit, or fails with what {@link #record} would
     * throw. This default records on the calling thread.
     */
    default CompletionStage<Recorded> recordLater(Attempt attempt) {
        try {
            return CompletableFuture.completedStage(record(attempt));
        } catch (RuntimeException e) {
            return CompletableFuture.failedStage(e);
        }
    }
}
