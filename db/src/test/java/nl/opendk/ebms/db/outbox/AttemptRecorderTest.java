package nl.opendk.ebms.db.outbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.protocol.message.MessageStatus;
import org.junit.jupiter.api.Test;

/**
 * A delivery that happened must be written down: a deadlock or an unreachable database makes the sender wait and
 * try again, never drops the attempt; only when the lease is over (another node may send the message by now) is it
 * given up, with an error.
 */
class AttemptRecorderTest {

    private static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");
    private static final DataAccessException DEADLOCK =
            new DataAccessException("record delivery attempts", new SQLException("Deadlock", "40001", 1213));

    private final List<List<Long>> written = Collections.synchronizedList(new ArrayList<>());

    @Test
    void aDeadlockIsTriedAgainUntilTheAttemptIsRecorded() {
        AtomicInteger failuresLeft = new AtomicInteger(2);
        try (AttemptRecorder recorder =
                new AttemptRecorder(failing(failuresLeft, DEADLOCK), clock(), 8, 2, Duration.ZERO)) {
            assertThat(recorder.record(attempt(1, Duration.ofMinutes(2))))
                    .isEqualTo(Recorded.moved(MessageStatus.DELIVERED));
        }
        assertThat(written).containsExactly(List.of(1L));
        assertThat(failuresLeft).hasValue(0);
    }

    @Test
    void anAttemptIsGivenUpOnlyWhenItsLeaseIsOver() {
        AtomicInteger failuresLeft = new AtomicInteger(Integer.MAX_VALUE);
        try (AttemptRecorder recorder =
                new AttemptRecorder(failing(failuresLeft, DEADLOCK), clock(), 8, 2, Duration.ZERO)) {
            assertThatThrownBy(() -> recorder.record(attempt(2, Duration.ofMillis(50))))
                    .isSameAs(DEADLOCK);
        }
        assertThat(written).isEmpty();
    }

    @Test
    void aFailureTheAttemptItselfCausesIsNotTriedAgain() {
        DataAccessException refused =
                new DataAccessException("record", new SQLException("Data too long", "22001", 1406));
        AtomicInteger failuresLeft = new AtomicInteger(1);
        try (AttemptRecorder recorder =
                new AttemptRecorder(failing(failuresLeft, refused), clock(), 8, 2, Duration.ZERO)) {
            assertThatThrownBy(() -> recorder.record(attempt(3, Duration.ofMinutes(2))))
                    .isSameAs(refused);
        }
        assertThat(failuresLeft).hasValue(0);
    }

    /** Records batches (keeping their ids) after throwing {@code failure} as often as {@code failuresLeft} says. */
    private Function<List<Attempt>, List<Recorded>> failing(AtomicInteger failuresLeft, DataAccessException failure) {
        return batch -> {
            if (failuresLeft.getAndUpdate(left -> Math.max(0, left - 1)) > 0) {
                throw failure;
            }
            written.add(batch.stream().map(attempt -> attempt.job().id()).toList());
            return batch.stream()
                    .map(attempt -> Recorded.moved(MessageStatus.DELIVERED))
                    .toList();
        };
    }

    private static Clock clock() {
        return Clock.fixed(NOW, ZoneOffset.UTC);
    }

    private static Attempt attempt(long id, Duration leaseLeft) {
        SendJob job = new SendJob(
                id,
                "pong-" + id + "@us",
                "cpa-1",
                URI.create("https://peer.example.nl/ebms"),
                new byte[] {1},
                List.of(),
                1,
                NOW.plus(leaseLeft),
                false,
                null,
                null,
                true);
        return new Attempt(job, AttemptResult.delivered(NOW, NOW, 204));
    }
}
