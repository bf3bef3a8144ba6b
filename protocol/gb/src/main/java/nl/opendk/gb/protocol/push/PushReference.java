package nl.opendk.gb.protocol.push;

import java.net.URI;
import java.util.List;
import java.util.Optional;
import nl.opendk.gb.protocol.metadata.Checksum;
import nl.opendk.gb.protocol.metadata.GbNamespaces;

/**
 * One file's metadata in the push variant (DK-GB 3.8.1 ch03, namespace {@link GbNamespaces#PUSH}): one
 * data-reference-request. The sender has PUT the file (GB002) before it sends this. Compression and checksum type are
 * kept as read, so that the receiver can answer COMPRESSION_NOT_SUPPORTED or CHECKSUM_TYPE_NOT_SUPPORTED (§3.4)
 * rather than refuse the metadata.
 *
 * @param contextId the application context (MD008), or null
 * @param compression as read: "NONE", "ZIP4J" (GB017) or anything else a sender wrote
 * @param contentType its MIME type (MD009)
 * @param filename its name (MD007); in push an xs:string, so a leading digit is allowed
 * @param checksumType the type attribute as read, e.g. "SHA256"
 * @param checksum the hex value of the whole file (MD006), trimmed
 * @param size of the whole file in bytes (MD005)
 * @param receiverUrl where the sender put it (MD002, MD010): an https URL, a folder when there are parts
 * @param parts the parts of a split file, in their order; empty when it is not split
 */
public record PushReference(
        String contextId,
        String compression,
        String contentType,
        String filename,
        String checksumType,
        String checksum,
        long size,
        URI receiverUrl,
        List<PushPart> parts) {

    public PushReference {
        if (filename == null || receiverUrl == null || contentType == null || size < 0) {
            throw new IllegalArgumentException(
                    "filename, receiverUrl, contentType and a size of at least 0 are required");
        }
        parts = parts == null ? List.of() : List.copyOf(parts);
    }

    /** The checksum, or empty when the type is not one MD006 allows or the hex does not fit it. */
    public Optional<Checksum> parsedChecksum() {
        return PushPart.parse(checksumType, checksum);
    }
}
