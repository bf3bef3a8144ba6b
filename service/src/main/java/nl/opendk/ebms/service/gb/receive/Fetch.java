package nl.opendk.ebms.service.gb.receive;

import java.time.Duration;
import nl.opendk.gb.protocol.GbErrorCode;

/**
 * What one download attempt came to.
 *
 * @param complete whether the partial file now holds every byte the file service sent for the whole file
 * @param receivedBytes bytes in the partial file after the attempt
 * @param etag the file service's validator for those bytes, or null
 * @param resumed whether the attempt continued with a range request (GB005)
 * @param restarted whether it discarded earlier bytes (a 200 to a range request, GB003)
 * @param error what went wrong, or null when it completed
 * @param retryAfter the wait the file service asked for (Retry-After), or null
 * @param startAgain whether the answer did not fit the bytes on disk, so the next attempt starts from the first byte
 * @param fetched the body bytes this attempt read from the network
 * @param digest the checksum of the whole file, computed as it was written, when this attempt wrote it from its first
 *     byte to its last in order; null when the file must be read again to know it
 */
record Fetch(
        boolean complete,
        long receivedBytes,
        String etag,
        boolean resumed,
        boolean restarted,
        GbErrorCode error,
        String problem,
        Duration retryAfter,
        boolean startAgain,
        long fetched,
        byte[] digest) {

    /** Refused before any body was read. */
    static Fetch failed(GbErrorCode error, String problem, long receivedBytes, String etag, Duration retryAfter) {
        return stopped(receivedBytes, etag, false, false, error, problem, retryAfter, 0);
    }

    static Fetch startAgain(GbErrorCode error, String problem) {
        return startAgain(error, problem, false, 0);
    }

    static Fetch startAgain(GbErrorCode error, String problem, boolean resumed, long fetched) {
        return new Fetch(false, 0, null, resumed, false, error, problem, null, true, fetched, null);
    }

    /** Every byte of the file is on disk. */
    static Fetch complete(
            long receivedBytes, String etag, boolean resumed, boolean restarted, long fetched, byte[] digest) {
        return new Fetch(true, receivedBytes, etag, resumed, restarted, null, null, null, false, fetched, digest);
    }

    /** Ended short of the file's end; the next attempt goes on from {@code receivedBytes}. */
    static Fetch stopped(
            long receivedBytes,
            String etag,
            boolean resumed,
            boolean restarted,
            GbErrorCode error,
            String problem,
            Duration retryAfter,
            long fetched) {
        return new Fetch(
                false, receivedBytes, etag, resumed, restarted, error, problem, retryAfter, false, fetched, null);
    }
}
