package nl.opendk.ebms.service.expiry;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.Test;

class ExpiryWarningsTest {

    private final MutableClock clock = new MutableClock(ExpiriesTest.NOW);
    private final ExpiryWarnings warnings = new ExpiryWarnings(ExpiriesTest.expiries(clock), clock);

    @Test
    void eachEndIsWarnedOnceAsItEntersThirtySevenAndOneDaysAndWhenItHasEnded() {
        // at start: the CPA ends in 10 days (within 30), the WUS certificate in 5 (within 7)
        assertThat(warnings.check())
                .extracting(Expiry::kind)
                .containsExactly(Expiry.Kind.WUS_CERTIFICATE, Expiry.Kind.CPA_END);
        assertThat(warnings.check()).as("nothing new an hour later").isEmpty();

        clock.advance(Duration.ofDays(4).plusHours(1));
        // the certificate is within a day, the CPA within 7 days
        assertThat(warnings.check())
                .extracting(Expiry::kind)
                .containsExactly(Expiry.Kind.WUS_CERTIFICATE, Expiry.Kind.CPA_END);
        assertThat(warnings.check()).isEmpty();

        clock.advance(Duration.ofDays(1));
        assertThat(warnings.check())
                .as("the certificate has ended")
                .extracting(Expiry::kind)
                .containsExactly(Expiry.Kind.WUS_CERTIFICATE);
        assertThat(warnings.check()).isEmpty();
    }

    @Test
    void bandsAreThirtySevenOneDaysAndEnded() {
        assertThat(ExpiryWarnings.band(Duration.ofDays(31))).isEqualTo(-1);
        assertThat(ExpiryWarnings.band(Duration.ofDays(30))).isZero();
        assertThat(ExpiryWarnings.band(Duration.ofDays(7))).isEqualTo(1);
        assertThat(ExpiryWarnings.band(Duration.ofHours(23))).isEqualTo(2);
        assertThat(ExpiryWarnings.band(Duration.ZERO)).isEqualTo(3);
        assertThat(ExpiryWarnings.band(Duration.ofDays(-3))).isEqualTo(3);
    }

    @Test
    void theLineSaysHowFarOffTheEndIs() {
        assertThat(ExpiryWarnings.describe(Duration.ofDays(6).plusHours(2))).isEqualTo("ends in 6 day(s)");
        assertThat(ExpiryWarnings.describe(Duration.ofHours(5))).isEqualTo("ends within a day");
        assertThat(ExpiryWarnings.describe(Duration.ofDays(-2))).isEqualTo("ended 2 day(s) ago");
    }
}
