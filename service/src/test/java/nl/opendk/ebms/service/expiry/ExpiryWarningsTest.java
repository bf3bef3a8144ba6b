package nl.opendk.ebms.service.expiry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.Test;

class ExpiryWarningsTest {

    private final MutableClock clock = new MutableClock(ExpiriesTest.NOW);
    private final List<String> told = new ArrayList<>();
    private final ExpiryWarnings warnings = new ExpiryWarnings(
            ExpiriesTest.expiries(clock), (expiry, band) -> told.add(expiry.kind() + " " + band), clock);

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
        assertThat(told)
                .as("each warning is also told to the back end")
                .containsExactly(
                        "WUS_CERTIFICATE 1", "CPA_END 0", "WUS_CERTIFICATE 2", "CPA_END 1", "WUS_CERTIFICATE 3");
    }

    @Test
    void aWarningWhoseNoticeFailedIsGivenAgainAtTheNextCheck() {
        ExpiryWarnings failing = new ExpiryWarnings(
                ExpiriesTest.expiries(clock),
                (expiry, band) -> {
                    throw new IllegalStateException("database down");
                },
                clock);
        assertThatThrownBy(failing::check).hasMessage("database down");
        assertThatThrownBy(failing::check).as("not remembered as warned").hasMessage("database down");
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
