package nl.opendk.ebms.protocol.security.keys;

import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.util.List;
import java.util.Objects;

/**
 * One of our own keys with its certificate: the signing key for osb-*-s (XMLDSig, ebMS 2.0 §4.1) or the
 * decryption key for osb-*-e (XML Encryption key transport, DK ENC004). The chain starts with our certificate;
 * intermediates may follow. {@link #toString()} never shows the key.
 */
public record PrivateCredential(PrivateKey privateKey, List<X509Certificate> chain) {

    public PrivateCredential {
        Objects.requireNonNull(privateKey, "privateKey");
        chain = List.copyOf(chain);
        if (chain.isEmpty()) {
            throw new IllegalArgumentException("a private key needs at least its own certificate");
        }
    }

    public PrivateCredential(PrivateKey privateKey, X509Certificate certificate) {
        this(privateKey, List.of(certificate));
    }

    public X509Certificate certificate() {
        return chain.get(0);
    }

    @Override
    public String toString() {
        return "PrivateCredential[" + privateKey.getAlgorithm() + " key for "
                + certificate().getSubjectX500Principal().getName() + "]";
    }
}
