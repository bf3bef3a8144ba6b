package nl.opendk.ebms.db.gb;

import java.time.Instant;

/** A download as the console and the back end see it: what, how far, how it ended. *
 * @param messagePk the metadata message; 0 for a download a back end asked for (no message)
 */
public record DownloadRow(
        long id,
        long messagePk,
        int seq,
        DownloadStatus status,
        String url,
        String filename,
        String contentType,
        Long size,
        String checksumType,
        String checksum,
        String contextId,
        long receivedBytes,
        int attempts,
        int resumes,
        int restarts,
        String errorCode,
        String errorText,
        String storedAs,
        Instant createdAt,
        Instant finishedAt) {}
