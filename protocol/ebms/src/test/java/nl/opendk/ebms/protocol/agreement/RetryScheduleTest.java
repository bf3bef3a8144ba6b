package nl.opendk.ebms.protocol.agreement;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class RetryScheduleTest {

    private final RetrySchedule schedule = new RetrySchedule(5, Duration.ofSeconds(2), Duration.ofSeconds(10));

    @Test
    void bestEffortBacksOffExponentiallyUpToTheCapThenGivesUp() {
        assertThat(schedule.delayAfter(1, null)).contains(Duration.ofSeconds(2));
        assertThat(schedule.delayAfter(2, null)).contains(Duration.ofSeconds(4));
        assertThat(schedule.delayAfter(3, null)).contains(Duration.ofSeconds(8));
        assertThat(schedule.delayAfter(4, null)).contains(Duration.ofSeconds(10));
        assertThat(schedule.delayAfter(5, null)).isEmpty();
    }

    @Test
    void aReliableChannelRetriesItsOwnCountAtItsOwnInterval() {
        Reliability cpa = new Reliability(2, Duration.ofHours(3), Duration.ofDays(1));
        assertThat(schedule.maxAttempts(cpa)).isEqualTo(3);
        assertThat(schedule.delayAfter(1, cpa)).contains(Duration.ofHours(3));
        assertThat(schedule.delayAfter(2, cpa)).contains(Duration.ofHours(3));
        assertThat(schedule.delayAfter(3, cpa)).isEmpty();
    }
}
