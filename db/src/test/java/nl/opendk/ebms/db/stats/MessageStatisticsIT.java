package nl.opendk.ebms.db.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.testing.TestMessages;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class MessageStatisticsIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final Instant T0 = Instant.parse("2026-04-01T06:00:10Z");

    private final MutableClock clock = new MutableClock(T0);
    private MessageStore store;
    private MessageStatistics statistics;

    @BeforeEach
    void setUp() {
        DB.deleteAllRows();
        store = new MessageStore(
                DB.dataSource(),
                clock,
                "node-1",
                new RetrySchedule(3, Duration.ofMinutes(1), Duration.ofMinutes(5)),
                Duration.ofMinutes(5));
        statistics = new MessageStatistics(DB.dataSource());
    }

    @Test
    void countsPerMinuteDirectionAndStatusWithinTheRangeOnly() {
        store.store(TestMessages.ping("ping-1@peer", "pong-1@us"));
        store.store(TestMessages.ping("ping-2@peer", "pong-2@us"));
        clock.advance(Duration.ofMinutes(1));
        store.enqueue(TestMessages.business("queued@us", null));
        clock.advance(Duration.ofMinutes(5));
        store.enqueue(TestMessages.business("later@us", null));

        List<MinuteCount> counts = statistics.perMinute(Instant.parse("2026-04-01T06:00:00Z"), T0.plusSeconds(120));

        Instant first = Instant.parse("2026-04-01T06:00:00Z");
        assertThat(counts)
                .containsExactlyInAnyOrder(
                        new MinuteCount(first, Direction.IN, MessageStatus.PROCESSED, 2),
                        new MinuteCount(first, Direction.OUT, MessageStatus.SENDING, 2),
                        new MinuteCount(first.plusSeconds(60), Direction.OUT, MessageStatus.QUEUED, 1));
    }

    @Test
    void refusesAnEmptyOrTooLongRange() {
        assertThatThrownBy(() -> statistics.perMinute(T0, T0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> statistics.perMinute(T0, T0.plus(Duration.ofDays(2))))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void countsMessagesPerCpaInBothDirections() {
        store.store(TestMessages.ping("ping-1@peer", "pong-1@us"));

        assertThat(statistics.countsByCpa()).containsExactly(java.util.Map.entry(TestMessages.CPA_ID, 2L));
    }

    @Test
    void labelsAMessageByRowId() {
        long id = store.enqueue(TestMessages.business("queued@us", null));
        MessageLabels labels = new MessageLabels(DB.dataSource());

        assertThat(labels.of(id)).hasValueSatisfying(found -> {
            assertThat(found.cpaId()).isEqualTo(TestMessages.CPA_ID);
            assertThat(found.action()).isNotBlank();
        });
        assertThat(labels.of(id + 1000)).isEmpty();
    }

    @Test
    void labelsAMessageWeSentByItsMessageIdAndNotOneWeReceived() {
        store.enqueue(TestMessages.business("sent@us", null));
        store.store(TestMessages.ping("ping-3@peer", "pong-3@us"));
        MessageLabels labels = new MessageLabels(DB.dataSource());

        assertThat(labels.ofOutgoing("sent@us"))
                .hasValueSatisfying(found -> assertThat(found.cpaId()).isEqualTo(TestMessages.CPA_ID));
        assertThat(labels.ofOutgoing("pong-3@us"))
                .hasValueSatisfying(found -> assertThat(found.action()).isEqualTo("Pong"));
        assertThat(labels.ofOutgoing("ping-3@peer")).isEmpty();
    }
}
