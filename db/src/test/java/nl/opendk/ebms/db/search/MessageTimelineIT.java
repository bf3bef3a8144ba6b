package nl.opendk.ebms.db.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.testing.TestMessages;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class MessageTimelineIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final Instant T0 = Instant.parse("2026-04-01T06:00:00Z");

    @Test
    void findsTheFirstMessageStoredAtOrAfterATime() {
        MutableClock clock = new MutableClock(T0);
        MessageStore store = new MessageStore(
                DB.dataSource(),
                clock,
                "node-1",
                new RetrySchedule(3, Duration.ofMinutes(1), Duration.ofMinutes(5)),
                Duration.ofMinutes(5));
        long first = store.enqueue(TestMessages.business("first@us", null));
        clock.advance(Duration.ofHours(1));
        long second = store.enqueue(TestMessages.business("second@us", null));
        MessageTimeline timeline = new MessageTimeline(DB.dataSource());

        assertThat(timeline.firstIdAtOrAfter(T0.minusSeconds(1))).hasValue(first);
        assertThat(timeline.firstIdAtOrAfter(T0)).hasValue(first);
        assertThat(timeline.firstIdAtOrAfter(T0.plusSeconds(1))).hasValue(second);
        assertThat(timeline.firstIdAtOrAfter(T0.plus(Duration.ofHours(2)))).isEmpty();
    }
}
