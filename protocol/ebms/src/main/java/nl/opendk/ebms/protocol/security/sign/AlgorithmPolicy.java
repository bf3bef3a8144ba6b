package nl.opendk.ebms.protocol.security.sign;

import java.util.Collection;
import java.util.HashSet;
import java.util.Set;

/**
 * Which algorithms an inbound signature may use: the Digikoppeling set (DK SIGN001-SIGN004), narrowed to what the
 * CPA names. Immutable: build it once per CPA and reuse it for every message under that CPA.
 */
public record AlgorithmPolicy(Set<String> signatureMethods, Set<String> digestMethods) {

    /** Everything DK allows: RSA-SHA256/384/512 and SHA-256/384/512. */
    public static final AlgorithmPolicy DIGIKOPPELING = new AlgorithmPolicy(
            SignatureAlgorithms.ALLOWED_SIGNATURE_METHODS, SignatureAlgorithms.ALLOWED_DIGEST_METHODS);

    public AlgorithmPolicy {
        signatureMethods = Set.copyOf(signatureMethods);
        digestMethods = Set.copyOf(digestMethods);
        if (!SignatureAlgorithms.ALLOWED_SIGNATURE_METHODS.containsAll(signatureMethods)
                || !SignatureAlgorithms.ALLOWED_DIGEST_METHODS.containsAll(digestMethods)) {
            throw new IllegalArgumentException("a policy can only narrow the DK algorithms (SIGN001-SIGN004)");
        }
    }

    /**
     * The policy for a CPA's SenderNonRepudiation: its SignatureAlgorithms and HashFunction, each kept only when DK
     * allows it. What the CPA leaves out falls back to the DK set. A CPA that names only disallowed algorithms
     * gets an empty set, so every signature under it fails with a message saying so.
     */
    public static AlgorithmPolicy forCpa(Collection<String> signatureAlgorithms, String hashFunction) {
        Set<String> signatures = signatureAlgorithms.isEmpty()
                ? SignatureAlgorithms.ALLOWED_SIGNATURE_METHODS
                : allowed(signatureAlgorithms, SignatureAlgorithms.ALLOWED_SIGNATURE_METHODS);
        Set<String> digests = hashFunction == null
                ? SignatureAlgorithms.ALLOWED_DIGEST_METHODS
                : allowed(Set.of(hashFunction), SignatureAlgorithms.ALLOWED_DIGEST_METHODS);
        return new AlgorithmPolicy(signatures, digests);
    }

    public boolean allowsSignatureMethod(String uri) {
        return uri != null && signatureMethods.contains(uri);
    }

    public boolean allowsDigestMethod(String uri) {
        return uri != null && digestMethods.contains(uri);
    }

    private static Set<String> allowed(Collection<String> named, Set<String> allowed) {
        Set<String> kept = new HashSet<>(named);
        kept.retainAll(allowed);
        return kept;
    }
}
