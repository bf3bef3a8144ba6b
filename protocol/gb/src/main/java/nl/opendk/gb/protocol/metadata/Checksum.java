package nl.opendk.gb.protocol.metadata;

import java.util.HexFormat;
import java.util.Locale;

/**
 * A file's checksum as metadata carries it (MD006): its type and its value in lowercase hex.
 */
public record Checksum(ChecksumType type, String hex) {

    public Checksum {
        if (type == null || hex == null) {
            throw new IllegalArgumentException("a checksum has a type and a value");
        }
        hex = hex.toLowerCase(Locale.ROOT);
        if (!isHexOfLength(hex, type.hexLength())) {
            throw new IllegalArgumentException(
                    "a " + type + " checksum is " + type.hexLength() + " hexadecimal characters");
        }
    }

    /** The checksum of a digest that has seen every byte of the file. */
    public static Checksum of(ChecksumType type, byte[] digest) {
        return new Checksum(type, HexFormat.of().formatHex(digest));
    }

    /** Whether the digest (of every byte of the file) gives this checksum. */
    public boolean matches(byte[] digest) {
        return hex.equals(HexFormat.of().formatHex(digest));
    }

    static boolean isHexOfLength(String value, int length) {
        if (value.length() != length) {
            return false;
        }
        for (int i = 0; i < value.length(); i++) {
            if (Character.digit(value.charAt(i), 16) < 0) {
                return false;
            }
        }
        return true;
    }
}
