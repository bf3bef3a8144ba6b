package nl.opendk.ebms.protocol.codec;

import java.time.DateTimeException;
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
        if (isPlainUtc(text)) {
            return parsePlainUtc(text);
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

    /**
     * The form nearly every MSH writes, {@code yyyy-MM-ddTHH:mm:ss[.fraction]Z}, read without the general formatter,
     * which costs several microseconds a message on the hot path. Field ranges are checked as strictly.
     */
    private static boolean isPlainUtc(String text) {
        int length = text.length();
        if (length < 20 || length == 21 || length > 30 || text.charAt(length - 1) != 'Z') {
            return false;
        }
        for (int i = 0; i < 19; i++) {
            char c = text.charAt(i);
            boolean ok =
                    switch (i) {
                        case 4, 7 -> c == '-';
                        case 10 -> c == 'T';
                        case 13, 16 -> c == ':';
                        default -> c >= '0' && c <= '9';
                    };
            if (!ok) {
                return false;
            }
        }
        if (length == 20) {
            return true;
        }
        if (text.charAt(19) != '.') {
            return false;
        }
        for (int i = 20; i < length - 1; i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    private static Instant parsePlainUtc(String text) {
        int nanos = 0;
        int fractionDigits = text.length() - 21;
        for (int i = 0; i < 9; i++) {
            nanos = nanos * 10 + (i < fractionDigits ? text.charAt(20 + i) - '0' : 0);
        }
        try {
            return LocalDateTime.of(
                            digits(text, 0, 4),
                            digits(text, 5, 7),
                            digits(text, 8, 10),
                            digits(text, 11, 13),
                            digits(text, 14, 16),
                            digits(text, 17, 19),
                            nanos)
                    .toInstant(ZoneOffset.UTC);
        } catch (DateTimeException outOfRange) {
            return null;
        }
    }

    private static int digits(String text, int from, int to) {
        int value = 0;
        for (int i = from; i < to; i++) {
            value = value * 10 + text.charAt(i) - '0';
        }
        return value;
    }

    /** ebMS 2.0 §3.1.6.2: Timestamps are UTC; milliseconds are kept so ordering survives a busy second. */
    public static String format(Instant instant) {
        return DateTimeFormatter.ISO_INSTANT.format(instant.truncatedTo(java.time.temporal.ChronoUnit.MILLIS));
    }
}
