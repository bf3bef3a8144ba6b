package nl.opendk.ebms.db.outbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import org.junit.jupiter.api.Test;

class StoredTermsTest {

    private static final RetrySchedule SCHEDULE = new RetrySchedule(4, Duration.ofSeconds(30), Duration.ofMinutes(2));

    @Test
    void usesTheCpaRetryIntervalWhileAttemptsRemain() {
        StoredTerms cpa = new StoredTerms(3, Duration.ofHours(3).toMillis());

        assertThat(cpa.delayAfter(SCHEDULE, 1)).contains(Duration.ofHours(3));
        assertThat(cpa.delayAfter(SCHEDULE, 2)).contains(Duration.ofHours(3));
        assertThat(cpa.delayAfter(SCHEDULE, 3)).isEmpty();
    }

    @Test
    void backsOffExponentiallyWithoutACpaInterval() {
        StoredTerms adapter = new StoredTerms(6, null);

        assertThat(adapter.delayAfter(SCHEDULE, 1)).contains(Duration.ofSeconds(30));
        assertThat(adapter.delayAfter(SCHEDULE, 2)).contains(Duration.ofMinutes(1));
        assertThat(adapter.delayAfter(SCHEDULE, 4)).contains(Duration.ofMinutes(2));
        assertThat(adapter.delayAfter(SCHEDULE, 6)).isEmpty();
    }

    @Test
    void theStoredMaximumWinsOverTheSchedule() {
        assertThat(new StoredTerms(6, null).delayAfter(SCHEDULE, 5)).isPresent();
        assertThat(new StoredTerms(1, null).delayAfter(SCHEDULE, 1)).isEmpty();
    }

    @Test
    void aRowWithoutMaximumGetsTheScheduleMaximum() {
        StoredTerms unknown = new StoredTerms(null, null);

        assertThat(unknown.delayAfter(SCHEDULE, 3)).isPresent();
        assertThat(unknown.delayAfter(SCHEDULE, 4)).isEmpty();
    }
}
