package nl.opendk.gb.protocol.push;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import nl.opendk.gb.protocol.GbErrorCode;

/**
 * The receiver's verdict on one pushed file, as the push response carries it (DK-GB 3.8.1 ch03, digest §3.4): a
 * status for the file and one for every part. A null error is status OK.
 *
 * @param reference the file as the request described it
 * @param error what is wrong with the whole file, or null when it is OK
 * @param reason free text for the sender, or null; ch05 asks for one only with UNKNOWN_ERROR
 * @param parts a verdict for every part of the reference, in its order; ch03 wants the response complete
 */
public record PushOutcome(PushReference reference, GbErrorCode error, String reason, List<PartOutcome> parts) {

    /** The statuses a push response may carry besides OK (ch03 §3.4); every other code goes out as UNKNOWN_ERROR. */
    private static final Set<GbErrorCode> PUSH_STATUSES = EnumSet.of(
            GbErrorCode.FILE_NOT_FOUND,
            GbErrorCode.CHECKSUM_TYPE_NOT_SUPPORTED,
            GbErrorCode.CHECKSUM_ERROR,
            GbErrorCode.INCORRECT_FILE_SIZE,
            GbErrorCode.COMPRESSION_NOT_SUPPORTED,
            GbErrorCode.DECOMPRESSION_ERROR,
            GbErrorCode.UNKNOWN_ERROR);

    private static final String OK = "OK";

    public PushOutcome {
        if (reference == null) {
            throw new IllegalArgumentException("an outcome is about a reference");
        }
        parts = parts == null ? List.of() : List.copyOf(parts);
    }

    /** Whether the file and every part are OK. */
    public boolean isOk() {
        return error == null && parts.stream().allMatch(PartOutcome::isOk);
    }

    /** The status a response carries for the error: OK for none, else its name if the push schema knows it. */
    public static String status(GbErrorCode error) {
        if (error == null) {
            return OK;
        }
        return PUSH_STATUSES.contains(error) ? error.name() : GbErrorCode.UNKNOWN_ERROR.name();
    }

    /**
     * The error a response's status names: null for OK, UNKNOWN_ERROR for a status the push schema does not have, so
     * that the sender still has something to recover from (GB018).
     */
    static GbErrorCode error(String status) {
        if (OK.equals(status)) {
            return null;
        }
        for (GbErrorCode code : PUSH_STATUSES) {
            if (code.name().equals(status)) {
                return code;
            }
        }
        return GbErrorCode.UNKNOWN_ERROR;
    }

    /**
     * The verdict on one part.
     *
     * @param error what is wrong with the part, or null when it is OK
     * @param reason free text for the sender, or null
     */
    public record PartOutcome(PushPart part, GbErrorCode error, String reason) {

        public PartOutcome {
            if (part == null) {
                throw new IllegalArgumentException("a part outcome is about a part");
            }
        }

        /** Whether the part is OK. */
        public boolean isOk() {
            return error == null;
        }
    }
}
