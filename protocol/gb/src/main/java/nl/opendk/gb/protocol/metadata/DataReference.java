package nl.opendk.gb.protocol.metadata;

import java.net.URI;
import java.time.Instant;

/**
 * One file's metadata in the pull variant (DK-GB 3.8.1 ch03, namespace {@link GbNamespaces#PULL}): one
 * data-reference element.
 *
 * @param contextId the application context (MD008), or null
 * @param creationTime when the file is available (MD003), or null: available when the metadata is sent
 * @param expirationTime until when it stays available at least (MD004), or null
 * @param contentType its MIME type (MD009)
 * @param filename its name (MD007): letters, digits, '.', '_' and '-', at most 200, an xs:NCName
 * @param checksum of the whole file (MD006)
 * @param size in bytes (MD005)
 * @param senderUrl where the receiver fetches it (MD002, MD010): unique per file and receiver
 */
public record DataReference(
        String contextId,
        Instant creationTime,
        Instant expirationTime,
        String contentType,
        String filename,
        Checksum checksum,
        long size,
        URI senderUrl) {

    public DataReference {
        if (contentType == null || filename == null || checksum == null || senderUrl == null || size < 0) {
            throw new IllegalArgumentException("contentType, filename, checksum, size and senderUrl are required");
        }
    }
}
