package nl.opendk.gb.protocol.metadata;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Optional;

/**
 * The checksum types DK-GB MD006 allows, by their XSD token. MD5 and SHA1 detect transmission errors as well as the
 * others and stay allowed; we write SHA256, one of the recommended three.
 */
public enum ChecksumType {
    MD5("MD5", 32),
    SHA1("SHA-1", 40),
    SHA256("SHA-256", 64),
    SHA384("SHA-384", 96),
    SHA512("SHA-512", 128);

    private final String jcaName;
    private final int hexLength;

    ChecksumType(String jcaName, int hexLength) {
        this.jcaName = jcaName;
        this.hexLength = hexLength;
    }

    /** Hex characters of a checksum of this type. */
    public int hexLength() {
        return hexLength;
    }

    /** A new digest computing this checksum. */
    public MessageDigest newDigest() {
        try {
            return MessageDigest.getInstance(jcaName);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has " + jcaName, e);
        }
    }

    /**
     * The type a metadata {@code type} attribute names. The XSD's token is {@code SHA1}; MD006's text writes
     * "SHA-1", so that spelling is taken too. Case matters, as in the XSD.
     */
    public static Optional<ChecksumType> ofToken(String token) {
        if (token == null) {
            return Optional.empty();
        }
        String trimmed = token.trim();
        if (trimmed.equals("SHA-1")) {
            return Optional.of(SHA1);
        }
        for (ChecksumType type : values()) {
            if (type.name().equals(trimmed)) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }
}
