package nl.opendk.ebms.service.expiry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class EndingNoticesTest {

    private static final Expiry CPA_END =
            new Expiry(Expiry.Kind.CPA_END, "cpa\t1", "End", Instant.parse("2027-01-01T00:00:00Z"));

    @Test
    void theDetailReadsBackAsTheExpiryWithTabsInValuesMadeSpaces() {
        Expiry read = EndingNotices.read(EndingNotices.detail(CPA_END));

        assertThat(read).isEqualTo(new Expiry(Expiry.Kind.CPA_END, "cpa 1", "End", CPA_END.endsAt()));
        assertThatThrownBy(() -> EndingNotices.read("not\ta notice")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aLongSubjectIsCutSoTheDetailFitsItsColumn() {
        Expiry longSubject = new Expiry(Expiry.Kind.CPA_CERTIFICATE, "cpa", "CN=" + "x".repeat(3000), CPA_END.endsAt());

        assertThat(EndingNotices.detail(longSubject)).hasSizeLessThanOrEqualTo(2000);
        assertThat(EndingNotices.read(EndingNotices.detail(longSubject)).endsAt())
                .isEqualTo(CPA_END.endsAt());
    }

    @Test
    void theKeyIsTheEndAndTheBandSoEachBandIsToldOnceAndARenewalAfresh() {
        Expiry renewed = new Expiry(Expiry.Kind.CPA_END, "cpa\t1", "End", Instant.parse("2028-01-01T00:00:00Z"));

        assertThat(EndingNotices.key(CPA_END, 0))
                .isEqualTo(EndingNotices.key(CPA_END, 0))
                .startsWith("ending:");
        assertThat(EndingNotices.key(CPA_END, 0)).hasSizeLessThanOrEqualTo(255);
        assertThat(EndingNotices.key(CPA_END, 1)).isNotEqualTo(EndingNotices.key(CPA_END, 0));
        assertThat(EndingNotices.key(renewed, 0)).isNotEqualTo(EndingNotices.key(CPA_END, 0));
    }
}
