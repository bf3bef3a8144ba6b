package nl.opendk.ebms.db.gb;

import java.time.Instant;

/**
 * One file to download for a received metadata message (a gb_download row), as a claim reads it.
 *
 * @param messagePk the metadata message; 0 for a download a back end asked for (no message)
 * @param seq the data-reference's position in the message, from 0
 * @param receivedBytes bytes already in the partial file (a resume starts there)
 * @param etag the file service's ETag when the partial file was started; null before
 * @param restarts clean restarts after a wrong size or checksum (GB014/GB015)
 * @param leaseUntil until when this node holds the row
 */
public record DownloadJob(
        long id,
        long messagePk,
        int seq,
        String url,
        String filename,
        String contentType,
        long size,
        String checksumType,
        String checksum,
        String contextId,
        Instant creationTime,
        Instant expirationTime,
        long receivedBytes,
        String etag,
        int attempts,
        int restarts,
        Instant leaseUntil) {}
