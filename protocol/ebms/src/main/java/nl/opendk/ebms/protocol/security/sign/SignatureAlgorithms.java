package nl.opendk.ebms.protocol.security.sign;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The SignatureMethod and DigestMethod used to sign a message. Only RSA with SHA-256/384/512 and digests
 * SHA-256/384/512 are allowed: DK-Beveiliging SIGN001 (SHA-2, at least SHA-256), SIGN003 (DigestMethod) and
 * SIGN004 (SignatureMethod). SHA-1, MD5 and HMAC cannot be represented.
 */
public record SignatureAlgorithms(String signatureMethod, String digestMethod) {

    public static final String RSA_SHA256 = "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256";
    public static final String RSA_SHA384 = "http://www.w3.org/2001/04/xmldsig-more#rsa-sha384";
    public static final String RSA_SHA512 = "http://www.w3.org/2001/04/xmldsig-more#rsa-sha512";
    public static final String SHA256 = "http://www.w3.org/2001/04/xmlenc#sha256";
    public static final String SHA384 = "http://www.w3.org/2001/04/xmldsig-more#sha384";
    public static final String SHA512 = "http://www.w3.org/2001/04/xmlenc#sha512";

    /** Every SignatureMethod this adapter signs or accepts (SIGN004). */
    public static final Set<String> ALLOWED_SIGNATURE_METHODS = Set.of(RSA_SHA256, RSA_SHA384, RSA_SHA512);

    /** Every DigestMethod this adapter signs or accepts (SIGN003). */
    public static final Set<String> ALLOWED_DIGEST_METHODS = Set.of(SHA256, SHA384, SHA512);

    /** What Digikoppeling uses in practice and its default CPA names (digest §1.7). */
    public static final SignatureAlgorithms DEFAULT = new SignatureAlgorithms(RSA_SHA256, SHA256);

    public SignatureAlgorithms {
        Objects.requireNonNull(signatureMethod, "signatureMethod");
        Objects.requireNonNull(digestMethod, "digestMethod");
        if (!ALLOWED_SIGNATURE_METHODS.contains(signatureMethod)) {
            throw new IllegalArgumentException(
                    "SignatureMethod " + signatureMethod + " is not allowed (DK SIGN004: RSA with SHA-256/384/512)");
        }
        if (!ALLOWED_DIGEST_METHODS.contains(digestMethod)) {
            throw new IllegalArgumentException(
                    "DigestMethod " + digestMethod + " is not allowed (DK SIGN003: SHA-256/384/512)");
        }
    }

    /**
     * What to sign with under a CPA's NonRepudiation: its first allowed SignatureAlgorithm (CPPA lists them in
     * order of preference) and its HashFunction; the defaults for what the CPA leaves out.
     *
     * @throws IllegalArgumentException when the CPA names only algorithms that are not allowed
     */
    public static SignatureAlgorithms forCpa(List<String> signatureAlgorithms, String hashFunction) {
        String signatureMethod = signatureAlgorithms.isEmpty()
                ? DEFAULT.signatureMethod()
                : signatureAlgorithms.stream()
                        .filter(ALLOWED_SIGNATURE_METHODS::contains)
                        .findFirst()
                        .orElseThrow(() -> new IllegalArgumentException(
                                "the CPA names no allowed SignatureAlgorithm (DK SIGN004): " + signatureAlgorithms));
        return new SignatureAlgorithms(signatureMethod, hashFunction == null ? DEFAULT.digestMethod() : hashFunction);
    }
}
