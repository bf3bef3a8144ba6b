package nl.opendk.ebms.service.send;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.outbox.Attempt;
import nl.opendk.ebms.db.outbox.AttemptLog;
import nl.opendk.ebms.db.outbox.AttemptResult;
import nl.opendk.ebms.db.outbox.Recorded;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.handle.SynchronousReplies;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.service.observe.MessageObserver;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * What a recorded attempt tells: the observer hears the status the attempt moved the message to, and only a message
 * another node took over is worth a warning. An Acknowledgment that overtook the HTTP answer is normal on a fast
 * partner (ebMS 2.0 §6.3.1: it comes on a connection of its own) and must not flood the log.
 */
class SendingTest {

    private static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");

    private final Logger log = (Logger) LoggerFactory.getLogger(Sending.class);
    private final ListAppender<ILoggingEvent> lines = new ListAppender<>();
    private final List<Optional<MessageStatus>> observed = new ArrayList<>();
    private final MessageObserver observer = new MessageObserver() {
        @Override
        public void attempted(SendJob job, AttemptResult result, Optional<MessageStatus> newStatus) {
            observed.add(newStatus);
        }
    };

    @BeforeEach
    void listen() {
        lines.start();
        log.addAppender(lines);
    }

    @AfterEach
    void stopListening() {
        log.detachAppender(lines);
    }

    @Test
    void anAttemptThatMovedTheMessageIsObservedWithItsStatus() {
        sending(Recorded.moved(MessageStatus.AWAITING_ACK))
                .recordLater(attempt())
                .toCompletableFuture()
                .join();

        assertThat(observed).containsExactly(Optional.of(MessageStatus.AWAITING_ACK));
        assertThat(warnings()).isEmpty();
    }

    @Test
    void aMessageItsAcknowledgmentEndedFirstIsNeitherCountedAgainNorWarnedAbout() {
        sending(Recorded.alreadyEnded(MessageStatus.DELIVERED))
                .recordLater(attempt())
                .toCompletableFuture()
                .join();

        assertThat(observed).containsExactly(Optional.empty());
        assertThat(warnings()).isEmpty();
    }

    @Test
    void aMessageAnotherNodeTookOverIsWarnedAbout() {
        sending(Recorded.TAKEN_OVER)
                .recordLater(attempt())
                .toCompletableFuture()
                .join();

        assertThat(observed).containsExactly(Optional.empty());
        assertThat(warnings()).singleElement().satisfies(line -> assertThat(line)
                .contains("EBMS-3103", "sent@us", "taken over by another node"));
    }

    @Test
    void anAttemptTheDatabaseCouldNotTakeEndsQuietlyForTheRecorderLoggedIt() {
        CompletableFuture<Void> done = sending(attempt -> {
                    throw new DataAccessException("record", new SQLException("Connection refused", "08001"));
                })
                .recordLater(attempt())
                .toCompletableFuture();

        assertThat(done).isCompleted();
        assertThat(observed).isEmpty();
    }

    @Test
    void aDefectWhileRecordingFailsTheStage() {
        CompletableFuture<Void> done = sending(attempt -> {
                    throw new IllegalStateException("defect");
                })
                .recordLater(attempt())
                .toCompletableFuture();

        assertThat(done).failsWithin(Duration.ZERO).withThrowableThat().withMessageContaining("defect");
        assertThat(observed).isEmpty();
    }

    private Sending sending(Recorded recorded) {
        return sending(attempt -> recorded);
    }

    private Sending sending(AttemptLog log) {
        SynchronousReplies replies =
                new SynchronousReplies(new RequestDecoder(DecodingLimits.defaults()), Clock.systemUTC(), reply -> {
                    throw new IllegalStateException("no synchronous replies in this test");
                });
        return new Sending(log, replies, observer, Clock.systemUTC());
    }

    private static Attempt attempt() {
        SendJob job = new SendJob(
                7,
                "sent@us",
                "cpa-1",
                URI.create("https://partner.example/ebms"),
                "<envelope/>".getBytes(StandardCharsets.UTF_8),
                List.of(),
                1,
                NOW.plusSeconds(120),
                true,
                null,
                null,
                true);
        return new Attempt(job, AttemptResult.delivered(NOW, NOW.plusMillis(20), 202));
    }

    private List<String> warnings() {
        return lines.list.stream()
                .filter(line -> line.getLevel().isGreaterOrEqual(Level.WARN))
                .map(ILoggingEvent::getFormattedMessage)
                .toList();
    }
}
