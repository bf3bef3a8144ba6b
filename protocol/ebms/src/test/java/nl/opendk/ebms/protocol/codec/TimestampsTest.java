package nl.opendk.ebms.protocol.codec;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The fast path for the common UTC form reads exactly what the general ISO-8601 parsers read, and refuses the same. */
class TimestampsTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "2026-11-22T05:10:58Z",
                "2026-11-22T05:10:58.1Z",
                "2026-11-22T05:10:58.123Z",
                "2026-11-22T05:10:58.123456789Z",
                "2024-02-29T23:59:59.999Z",
                "2026-11-22T05:10:58+01:00",
                "2026-11-22T05:10:58.5-05:30",
                "2026-11-22T05:10:58",
                "2026-11-22T05:10:58.250",
                // refused by both
                "2026-02-29T00:00:00Z",
                "2026-13-01T00:00:00Z",
                "2026-11-31T00:00:00Z",
                "2026-11-22T24:00:00Z",
                "2026-11-22T23:60:00Z",
                "2026-11-22T23:59:60Z",
                "2026-11-22T05:10:58.Z",
                "2026-11-22T05:10:58.1234567890Z",
                "2026-11-22 05:10:58Z",
                "2026-1-22T05:10:58Z",
                "2026-11-22T05:10:5aZ",
                "20261122T051058Z",
                "yesterday"
            })
    void readsWhatTheIsoParsersRead(String text) {
        assertThat(Timestamps.parse(text)).as(text).isEqualTo(general(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"2026-11-22T05:10:58.123Z", "2026-11-22T05:10:58Z"})
    void theCommonFormIsRead(String text) {
        assertThat(Timestamps.parse(text)).isNotNull().isEqualTo(Instant.parse(text));
    }

    private static Instant general(String text) {
        try {
            return OffsetDateTime.parse(text, DateTimeFormatter.ISO_OFFSET_DATE_TIME)
                    .toInstant();
        } catch (DateTimeParseException withoutZone) {
            try {
                return LocalDateTime.parse(text, DateTimeFormatter.ISO_LOCAL_DATE_TIME)
                        .toInstant(ZoneOffset.UTC);
            } catch (DateTimeParseException notADateTime) {
                return null;
            }
        }
    }
}
