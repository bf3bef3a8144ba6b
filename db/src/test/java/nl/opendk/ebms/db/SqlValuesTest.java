package nl.opendk.ebms.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;

class SqlValuesTest {

    @Test
    void writesInstantsAsUtcWallClockTimeAtMillisecondPrecision() {
        Instant instant = Instant.parse("2026-07-01T23:59:59.123456789Z");

        assertThat(SqlValues.utc(instant)).isEqualTo(LocalDateTime.parse("2026-07-01T23:59:59.123"));
        assertThat(SqlValues.millis(instant)).isEqualTo(Instant.parse("2026-07-01T23:59:59.123Z"));
        assertThat(SqlValues.utc(null)).isNull();
    }

    @Test
    void truncatesTextWithoutSplittingACharacter() {
        assertThat(SqlValues.truncate("abcdef", 4)).isEqualTo("abcd");
        assertThat(SqlValues.truncate("abc", 4)).isEqualTo("abc");
        assertThat(SqlValues.truncate("abc\uD83D\uDE00", 4)).isEqualTo("abc");
        assertThat(SqlValues.truncate(null, 4)).isNull();
    }
}
