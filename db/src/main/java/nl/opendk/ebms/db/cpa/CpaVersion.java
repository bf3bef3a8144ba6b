package nl.opendk.ebms.db.cpa;

import java.time.Instant;
import java.util.Objects;

/**
 * A version of a CPA that a CPA with the same CPAId replaced: its content as it was, and when it was in use.
 *
 * @param inUseFrom when this version was saved
 * @param replacedAt when the next version replaced it
 */
public record CpaVersion(String cpaId, int version, byte[] content, Instant inUseFrom, Instant replacedAt) {

    public CpaVersion {
        Objects.requireNonNull(cpaId, "cpaId");
        Objects.requireNonNull(content, "content");
    }

    @Override
    public String toString() {
        return "CpaVersion[" + cpaId + " v" + version + ", " + inUseFrom + " - " + replacedAt + "]";
    }
}
