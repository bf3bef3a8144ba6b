package nl.opendk.ebms.protocol.security.encrypt;

import java.util.Optional;

/**
 * RSA-OAEP key transport of the payload key to the receiver's certificate (DK-Beveiliging ENC004; XML Encryption
 * 1.1 §5.5.2). RSA PKCS#1 v1.5 is not offered nor accepted: it is open to padding-oracle attacks.
 */
public enum KeyTransportAlgorithm {
    /** RSA-OAEP with SHA-1 for OAEP and MGF1, the algorithm the DK texts name. */
    RSA_OAEP_MGF1P("http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p", null, null),
    /** XML Encryption 1.1 RSA-OAEP with SHA-256 for OAEP and MGF1, for peers that agree to it. */
    RSA_OAEP_SHA256(
            "http://www.w3.org/2009/xmlenc11#rsa-oaep",
            "http://www.w3.org/2001/04/xmlenc#sha256",
            "http://www.w3.org/2009/xmlenc11#mgf1sha256");

    private final String uri;
    private final String digestMethod;
    private final String mgf;

    KeyTransportAlgorithm(String uri, String digestMethod, String mgf) {
        this.uri = uri;
        this.digestMethod = digestMethod;
        this.mgf = mgf;
    }

    public String uri() {
        return uri;
    }

    /** The OAEP DigestMethod to write, or null for the algorithm's default (SHA-1). */
    public String digestMethod() {
        return digestMethod;
    }

    /** The MGF to write, or null for the default (MGF1 with SHA-1). */
    public String mgf() {
        return mgf;
    }

    public static Optional<KeyTransportAlgorithm> fromUri(String uri) {
        for (KeyTransportAlgorithm algorithm : values()) {
            if (algorithm.uri.equals(uri)) {
                return Optional.of(algorithm);
            }
        }
        return Optional.empty();
    }
}
