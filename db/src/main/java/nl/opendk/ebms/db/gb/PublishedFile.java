package nl.opendk.ebms.db.gb;

import java.time.Instant;

/**
 * A file on our GB file service, published for one receiver (DK-GB MD002: one URL per file and receiver).
 *
 * @param token the URL's last segment
 * @param messagePk the metadata message, once it is stored; null before
 * @param receiverOin the only OIN that may download it (GB009)
 * @param checksumType the metadata's checksum type token (SHA256)
 * @param storedAs the file's name in the GB storage directory
 */
public record PublishedFile(
        long id,
        String token,
        Long messagePk,
        String cpaId,
        String receiverOin,
        String filename,
        String contentType,
        long size,
        String checksumType,
        String checksum,
        String storedAs,
        Instant createdAt,
        Instant expiresAt,
        int downloads) {}
