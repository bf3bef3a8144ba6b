package nl.opendk.ebms.protocol.codec;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/** xsd:dateTime values as ebMS uses them (§3.1.6.2: Timestamp, TimeToLive), written in UTC with a Z. */
public final class Timestamps {

    private Timestamps() {}

    /** Parses an xsd:dateTime; a value without a zone is read as UTC. Null when absent or not a dateTime. */
    public static Instant parse(String text) {
        if (text == null || text.isEmpty()) {
            return null;
        }
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

    /** ebMS 2.0 §3.1.6.2: Timestamps are UTC; milliseconds are kept so ordering survives a busy second. */
    public static String format(Instant instant) {
        return DateTimeFormatter.ISO_INSTANT.format(instant.truncatedTo(java.time.temporal.ChronoUnit.MILLIS));
    }
}
