package nl.opendk.ebms.db.cpa;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Objects;

/**
 * A CPA as stored: the document byte for byte plus what is needed to find and load it without parsing.
 *
 * @param status the CPA's Status value (ebMS/CPP: agreed, signed, proposed)
 * @param sha256 the lowercase hex SHA-256 of {@code content}
 * @param updatedAt when it was last saved; ignored by {@link CpaRepository#save}, which sets it
 */
public record StoredCpa(
        String cpaId, String status, Instant start, Instant end, byte[] content, String sha256, Instant updatedAt) {

    public StoredCpa {
        Objects.requireNonNull(cpaId, "cpaId");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(end, "end");
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(sha256, "sha256");
    }

    /** A CPA to save, with its SHA-256 computed from the content. */
    public static StoredCpa of(String cpaId, String status, Instant start, Instant end, byte[] content) {
        return new StoredCpa(cpaId, status, start, end, content, sha256(content), null);
    }

    static String sha256(byte[] content) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every Java runtime has SHA-256", e);
        }
    }

    @Override
    public String toString() {
        return "StoredCpa[cpaId=" + cpaId + ", status=" + status + ", start=" + start + ", end=" + end + ", "
                + content.length + " bytes, sha256=" + sha256 + ", updatedAt=" + updatedAt + "]";
    }
}
