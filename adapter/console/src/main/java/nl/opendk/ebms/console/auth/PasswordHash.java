package nl.opendk.ebms.console.auth;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * Password hashes in the form {@code pbkdf2-sha256$<iterations>$<salt>$<hash>} (salt and hash Base64, no padding):
 * PBKDF2 with HMAC-SHA256 from the JDK, so configuration never holds a password and no library is needed. The
 * iteration count travels with the hash, so it can be raised later without invalidating existing hashes.
 */
public record PasswordHash(int iterations, byte[] salt, byte[] hash) {

    /** OWASP Password Storage Cheat Sheet (2023): 600,000 iterations for PBKDF2-HMAC-SHA256. */
    public static final int DEFAULT_ITERATIONS = 600_000;

    static final String SCHEME = "pbkdf2-sha256";
    private static final int SALT_BYTES = 16;
    private static final int HASH_BITS = 256;
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Base64.Encoder ENCODER = Base64.getEncoder().withoutPadding();

    public PasswordHash {
        if (iterations < 1) {
            throw new IllegalArgumentException("iterations must be positive");
        }
        salt = salt.clone();
        hash = hash.clone();
    }

    public static PasswordHash create(char[] password, int iterations) {
        byte[] salt = new byte[SALT_BYTES];
        RANDOM.nextBytes(salt);
        return new PasswordHash(iterations, salt, derive(password, salt, iterations));
    }

    /** Reads the configured form; throws IllegalArgumentException saying what is wrong (never echoing the hash). */
    public static PasswordHash parse(String encoded) {
        String[] parts = encoded.trim().split("\\$");
        if (parts.length != 4 || !SCHEME.equals(parts[0])) {
            throw new IllegalArgumentException(
                    "a password hash must look like " + SCHEME + "$<iterations>$<salt>$<hash>");
        }
        try {
            Base64.Decoder decoder = Base64.getDecoder();
            return new PasswordHash(Integer.parseInt(parts[1]), decoder.decode(parts[2]), decoder.decode(parts[3]));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("a password hash has an unreadable iteration count, salt or hash");
        }
    }

    /** Compares in constant time, so the answer's timing says nothing about how close a guess was. */
    public boolean matches(char[] password) {
        return MessageDigest.isEqual(hash, derive(password, salt, iterations));
    }

    public String encoded() {
        return SCHEME + "$" + iterations + "$" + ENCODER.encodeToString(salt) + "$" + ENCODER.encodeToString(hash);
    }

    @Override
    public String toString() {
        return SCHEME + " (" + iterations + " iterations)";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PasswordHash that
                && iterations == that.iterations
                && MessageDigest.isEqual(salt, that.salt)
                && MessageDigest.isEqual(hash, that.hash);
    }

    @Override
    public int hashCode() {
        return Integer.hashCode(iterations) * 31 + java.util.Arrays.hashCode(hash);
    }

    private static byte[] derive(char[] password, byte[] salt, int iterations) {
        PBEKeySpec spec = new PBEKeySpec(password, salt, iterations, HASH_BITS);
        try {
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256")
                    .generateSecret(spec)
                    .getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("PBKDF2WithHmacSHA256 is part of every Java 17 runtime", e);
        } finally {
            spec.clearPassword();
        }
    }
}
