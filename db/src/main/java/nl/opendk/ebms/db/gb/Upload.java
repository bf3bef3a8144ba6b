package nl.opendk.ebms.db.gb;

import java.time.Instant;

/**
 * A file to put on a partner's push service, and the metadata message to send once it is there (a gb_upload row).
 *
 * @param url where the file goes: the partner's push service, a token and the filename (the receiverUrl)
 * @param reuploads how many times a push response had the file put again (GB018)
 * @param messagePk the latest metadata message, once it is sent; null before
 * @param leaseUntil until when this node holds the row, for a claimed one; null otherwise
 */
public record Upload(
        long id,
        UploadStatus status,
        String cpaId,
        String fromParty,
        String toParty,
        String service,
        String serviceType,
        String action,
        String conversationId,
        String contextId,
        String url,
        String filename,
        String contentType,
        long size,
        String checksumType,
        String checksum,
        String storedAs,
        int attempts,
        int reuploads,
        String errorText,
        Long messagePk,
        Instant createdAt,
        Instant finishedAt,
        Instant leaseUntil) {}
