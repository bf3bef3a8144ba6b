package nl.opendk.ebms.db.gb;

import java.time.Instant;

/**
 * A data-reference read from a received metadata message: a download to make, or, with {@code errorCode}, metadata
 * that failed its checks and is recorded as failed at once.
 *
 * @param due when to try first: the creationTime (MD003) or now
 * @param verifiedAs a file that is here already and verified (push, DK-GB 3.8.1 ch02: the sender put it on our
 *     file service): the stored name it waits under until the row is recorded complete; null for a download
 */
public record NewDownload(
        String url,
        String filename,
        String contentType,
        Long size,
        String checksumType,
        String checksum,
        String contextId,
        Instant creationTime,
        Instant expirationTime,
        Instant due,
        String errorCode,
        String errorText,
        String verifiedAs) {

    /** Metadata that failed its checks: nothing to download. */
    public static NewDownload refused(String errorCode, String errorText) {
        return new NewDownload(null, null, null, null, null, null, null, null, null, null, errorCode, errorText, null);
    }
}
