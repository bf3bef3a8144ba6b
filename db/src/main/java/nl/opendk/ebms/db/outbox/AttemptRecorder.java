package nl.opendk.ebms.db.outbox;

import static nl.opendk.ebms.db.DatabaseLogEvent.ATTEMPT_NOT_RECORDED;
import static nl.opendk.ebms.db.DatabaseLogEvent.ATTEMPT_NOT_RECORDED_YET;
import static nl.opendk.ebms.db.DatabaseLogEvent.ATTEMPT_RECORDED_LATE;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Function;
import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.db.GroupCommit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Records send attempts as they happen. Attempts that end at the same time, or within the gap between two commits,
 * share one transaction ({@link GroupCommit}). The send route hands each attempt in without waiting ({@link
 * #recordLater}) and keeps the message's send place until the commit, so when recording falls behind (a slow or
 * unreachable database) sending waits, and a node that is killed leaves at most one sent-but-unrecorded message per
 * place: after a crash, at most the send concurrency of messages is sent again when their leases end, never seconds
 * of backlog.
 */
public final class AttemptRecorder implements AttemptLog, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(AttemptRecorder.class);

    private static final Duration FIRST_PAUSE = Duration.ofMillis(100);
    private static final Duration LONGEST_PAUSE = Duration.ofSeconds(2);

    private final GroupCommit<Attempt, Recorded> commit;
    private final Clock clock;
    /** Where an attempt whose first commit failed is tried again, waiting between tries; a thread only then. */
    private final ExecutorService retries = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "ebms-record-delivery-attempts-again");
        thread.setDaemon(true);
        return thread;
    });

    /**
     * @param maxBatch most attempts in one transaction; the send concurrency is a natural bound
     * @param writers connections that write shared transactions at the same time
     * @param gap least time between one writer's commits ({@link GroupCommit}): a partner's answer is never held by
     *     it, only the sender's next message
     */
    public AttemptRecorder(Outbox outbox, Clock clock, int maxBatch, int writers, Duration gap) {
        this(outbox::recordAll, clock, maxBatch, writers, gap);
    }

    /** @param recordAll records attempts in one transaction, as {@link Outbox#recordAll} */
    AttemptRecorder(
            Function<List<Attempt>, List<Recorded>> recordAll, Clock clock, int maxBatch, int writers, Duration gap) {
        this.commit = new GroupCommit<>("record delivery attempts", recordAll, maxBatch, writers, gap);
        this.clock = clock;
    }

    /**
     * Records the attempt and moves its message on (see {@link Outbox#record}); returns after the commit. A
     * transient failure (database unreachable, deadlock) is tried again with growing pauses for as long as this node
     * holds the message's lease: the delivery happened and must be written down. After that another node may have
     * claimed the message, so it is given up with an error in the log; the message is sent again.
     *
     * @throws DataAccessException when the attempt could not be recorded
     */
    @Override
    public Recorded record(Attempt attempt) {
        Duration pause = FIRST_PAUSE;
        for (int tries = 1; ; tries++) {
            try {
                Recorded recorded = commit.submit(attempt);
                if (tries > 1) {
                    LOG.info(
                            ATTEMPT_RECORDED_LATE.line("Recorded the attempt for {} after {} tries"),
                            attempt.job().messageId(),
                            tries);
                }
                return recorded;
            } catch (DataAccessException e) {
                Instant leaseEnd = attempt.job().leaseUntil();
                if (!e.isTransient() || !clock.instant().plus(pause).isBefore(leaseEnd)) {
                    LOG.error(
                            ATTEMPT_NOT_RECORDED.line(
                                    "Could not record attempt {} of {}; it is sent again after its lease: {}"),
                            attempt.job().attemptNo(),
                            attempt.job().messageId(),
                            e.getMessage());
                    throw e;
                }
                if (tries == 1) {
                    LOG.warn(
                            ATTEMPT_NOT_RECORDED_YET.line(
                                    "Could not record the attempt for {} yet, trying again (this sender waits): {}"),
                            attempt.job().messageId(),
                            e.getMessage());
                }
                sleep(pause, e);
                pause = pause.multipliedBy(2);
                if (pause.compareTo(LONGEST_PAUSE) > 0) {
                    pause = LONGEST_PAUSE;
                }
            }
        }
    }

    /**
     * Hands the attempt to the next commit without waiting; the stage completes on the writer's thread after it.
     * When that try fails, the attempt goes on as {@link #record} does (tried again while this node holds the lease)
     * on a thread of its own, never on the writer's.
     */
    @Override
    public CompletionStage<Recorded> recordLater(Attempt attempt) {
        CompletableFuture<Recorded> done = new CompletableFuture<>();
        commit.submitLater(attempt).whenComplete((recorded, failure) -> {
            if (failure == null) {
                done.complete(recorded);
                return;
            }
            try {
                retries.execute(() -> {
                    try {
                        done.complete(record(attempt));
                    } catch (RuntimeException e) {
                        done.completeExceptionally(e);
                    }
                });
            } catch (RejectedExecutionException closed) {
                done.completeExceptionally(failure);
            }
        });
        return done;
    }

    /** Stops the writers; attempts still waiting fail. */
    @Override
    public void close() {
        commit.close();
        retries.shutdownNow();
    }

    private static void sleep(Duration pause, DataAccessException failure) {
        try {
            Thread.sleep(pause.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw failure;
        }
    }
}
