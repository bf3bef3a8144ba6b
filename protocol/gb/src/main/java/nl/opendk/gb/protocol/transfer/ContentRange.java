package nl.opendk.gb.protocol.transfer;

import java.util.Optional;

/**
 * The Content-Range of a 206 answer (RFC 7233 §4.2), as the downloader reads it: the first and last byte it holds
 * and the file's full length.
 */
public record ContentRange(long first, long last, long length) {

    /** The header's range, or empty when it is missing, malformed or not a byte range of a known length. */
    public static Optional<ContentRange> parse(String header) {
        if (header == null || !header.strip().regionMatches(true, 0, "bytes ", 0, 6)) {
            return Optional.empty();
        }
        String spec = header.strip().substring(6).strip();
        int dash = spec.indexOf('-');
        int slash = spec.indexOf('/');
        if (dash <= 0 || slash < dash) {
            return Optional.empty();
        }
        try {
            long first = Long.parseLong(spec.substring(0, dash).strip());
            long last = Long.parseLong(spec.substring(dash + 1, slash).strip());
            long length = Long.parseLong(spec.substring(slash + 1).strip());
            if (first < 0 || last < first || last >= length) {
                return Optional.empty();
            }
            return Optional.of(new ContentRange(first, last, length));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
