package nl.opendk.gb.protocol.push;

import java.util.Optional;
import nl.opendk.gb.protocol.metadata.Checksum;
import nl.opendk.gb.protocol.metadata.ChecksumType;

/**
 * One part of a file the sender split (DK-GB 3.8.1 ch02, GB017; digest §3.3: a {@code part} under transport), with
 * its values as read. The checksum type stays raw, so that a receiver can answer CHECKSUM_TYPE_NOT_SUPPORTED for a
 * type it does not know instead of refusing the metadata (ch03 §3.4).
 *
 * @param filename the part's name (MD007); its URL is the receiverUrl folder plus this name [unverified, §3.5 item 10]
 * @param checksumType the type attribute as read, e.g. "SHA256"
 * @param checksum the hex value, trimmed (§3.5 item 9), in the case it was written
 * @param size in bytes (MD005)
 */
public record PushPart(String filename, String checksumType, String checksum, long size) {

    public PushPart {
        if (filename == null || size < 0) {
            throw new IllegalArgumentException("a part has a filename and a size of at least 0");
        }
    }

    /** The checksum, or empty when the type is not one MD006 allows or the hex does not fit it. */
    public Optional<Checksum> parsedChecksum() {
        return parse(checksumType, checksum);
    }

    static Optional<Checksum> parse(String type, String hex) {
        Optional<ChecksumType> known = ChecksumType.ofToken(type);
        if (known.isEmpty() || hex == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(new Checksum(known.get(), hex));
        } catch (IllegalArgumentException wrongLength) {
            return Optional.empty();
        }
    }
}
