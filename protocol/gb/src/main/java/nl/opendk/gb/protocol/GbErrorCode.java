package nl.opendk.gb.protocol;

/**
 * Everything that can be wrong with Grote Berichten metadata or a transfer, with the requirement it breaks. One enum
 * for the protocol (house style): metadata checks gather findings with these codes, and a transfer ends with one.
 *
 * <p>The push response status codes (DK-GB 3.8.1 ch03 "status"; digest §3.4) FILE_NOT_FOUND,
 * CHECKSUM_TYPE_NOT_SUPPORTED, CHECKSUM_ERROR, INCORRECT_FILE_SIZE, COMPRESSION_NOT_SUPPORTED, DECOMPRESSION_ERROR
 * and UNKNOWN_ERROR are the constants of the same names; the eighth, OK, is the absence of an error. No other
 * constant goes into a push response (see {@code push.PushOutcome#status}).
 */
public enum GbErrorCode {
    /** The metadata is not well-formed XML, or not the structure of the GB schema (MD001). */
    METADATA_INVALID("MD001", true),
    /** The checksum is missing, empty, not hexadecimal or of the wrong length for its type (MD006). */
    CHECKSUM_INVALID("MD006", true),
    /**
     * A checksum type other than MD5, SHA1, SHA256, SHA384 and SHA512 (MD006). Pull metadata with one is refused;
     * push metadata keeps the type, and the receiver answers with this status (ch03).
     */
    CHECKSUM_TYPE_NOT_SUPPORTED("MD006", true),
    /**
     * A filename that is empty, longer than 200 characters, or holds characters MD007 forbids, or (pull only) that
     * xs:NCName forbids.
     */
    FILENAME_INVALID("MD007", true),
    /** The size is missing or not an xs:unsignedLong (MD005). */
    SIZE_INVALID("MD005", true),
    /** The contentType attribute is missing or empty (MD009). */
    CONTENT_TYPE_MISSING("MD009", true),
    /**
     * Pull metadata without a senderUrl, push metadata without a receiverUrl or with a senderUrl, or a URL that is
     * not absolute https (MD010, GB006).
     */
    LOCATION_INVALID("MD010", true),
    /** A creationTime or expirationTime that is not an xs:dateTime (MD003, MD004). */
    TIME_INVALID("MD003", true),
    /** The file service refused the client's OIN (GB010): not retried. */
    FORBIDDEN("GB010", true),
    /** The file service does not know the URL (DK-BP-GB "Foutafhandeling": no retry once the file should exist). */
    FILE_NOT_FOUND("GB002", true),
    /** The server could not satisfy the range even after a full download was asked for (RFC 7233 §4.4). */
    RANGE_NOT_SATISFIABLE("GB001", true),
    /** The file's expirationTime passed before it was complete (MD004). */
    EXPIRED("MD004", true),
    /** The file received is not of the size the metadata gives (GB014). */
    INCORRECT_FILE_SIZE("GB014", true),
    /** The file received does not have the checksum the metadata gives (GB015). */
    CHECKSUM_ERROR("GB015", true),
    /**
     * Push: the file came with a compression other than NONE and ZIP4J (GB017). The sender recovers by uploading it
     * again in a form the receiver takes (GB018).
     */
    COMPRESSION_NOT_SUPPORTED("GB017", true),
    /** Push: the ZIP4J file or its split parts could not be unpacked (GB017). */
    DECOMPRESSION_ERROR("GB017", true),
    /**
     * Push: anything else the receiver cannot say more about; the one push status that is not recoverable as such
     * and comes with a reason (ch05, GB018).
     */
    UNKNOWN_ERROR("GB018", true),
    /** The file service or the network failed; the transfer is tried again later (GB013). */
    TRANSFER_INTERRUPTED("GB013", false),
    /** The file service answered what a GB client cannot use (a status or header outside RFC 7233). */
    UNEXPECTED_RESPONSE("GB000", false);

    private final String requirement;
    private final boolean isFinal;

    GbErrorCode(String requirement, boolean isFinal) {
        this.requirement = requirement;
        this.isFinal = isFinal;
    }

    /** The DK-GB requirement id this code reports on. */
    public String requirement() {
        return requirement;
    }

    /** Whether a transfer that ends with this code is given up (true) or tried again later (false). */
    public boolean isFinal() {
        return isFinal;
    }
}
