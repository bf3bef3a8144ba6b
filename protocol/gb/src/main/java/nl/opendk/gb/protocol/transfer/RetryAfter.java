package nl.opendk.gb.protocol.transfer;

import java.time.Duration;

/** The Retry-After header of a file service's answer (RFC 9110 §10.2.3), which a GB client honours (GB013). */
public final class RetryAfter {

    private RetryAfter() {}

    /** The wait the header asks for in seconds; null for none, or for an HTTP-date (the usual schedule applies). */
    public static Duration seconds(String value) {
        if (value == null) {
            return null;
        }
        try {
            return Duration.ofSeconds(Long.parseLong(value.strip()));
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
