package nl.opendk.ebms.db.outbox;

import java.util.Objects;
import nl.opendk.ebms.db.message.SendJob;

/** One send attempt to record: the message as it was sent and how the attempt went. */
public record Attempt(SendJob job, AttemptResult result) {

    public Attempt {
        Objects.requireNonNull(job, "job");
        Objects.requireNonNull(result, "result");
    }
}
