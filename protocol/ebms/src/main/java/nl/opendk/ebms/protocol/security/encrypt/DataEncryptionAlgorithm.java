package nl.opendk.ebms.protocol.security.encrypt;

import java.util.Optional;

/**
 * Block ciphers for payload data (XML Encryption 1.1 §5.2). DK-Beveiliging ENC001/ENC003: AES-128 or AES-256, GCM
 * preferred; 3DES may still be decrypted for legacy peers but is never used to encrypt.
 */
public enum DataEncryptionAlgorithm {
    AES_128_GCM("http://www.w3.org/2009/xmlenc11#aes128-gcm", 128, true),
    AES_256_GCM("http://www.w3.org/2009/xmlenc11#aes256-gcm", 256, true),
    TRIPLE_DES_CBC("http://www.w3.org/2001/04/xmlenc#tripledes-cbc", 192, false);

    private final String uri;
    private final int keyBits;
    private final boolean mayEncrypt;

    DataEncryptionAlgorithm(String uri, int keyBits, boolean mayEncrypt) {
        this.uri = uri;
        this.keyBits = keyBits;
        this.mayEncrypt = mayEncrypt;
    }

    public String uri() {
        return uri;
    }

    public int keyBits() {
        return keyBits;
    }

    /** False for algorithms accepted only when decrypting what a legacy peer sends. */
    public boolean mayEncrypt() {
        return mayEncrypt;
    }

    public static Optional<DataEncryptionAlgorithm> fromUri(String uri) {
        for (DataEncryptionAlgorithm algorithm : values()) {
            if (algorithm.uri.equals(uri)) {
                return Optional.of(algorithm);
            }
        }
        return Optional.empty();
    }
}
