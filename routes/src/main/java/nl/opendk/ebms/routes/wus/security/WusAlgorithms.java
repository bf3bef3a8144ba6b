package nl.opendk.ebms.routes.wus.security;

import org.apache.wss4j.common.WSS4JConstants;
import org.apache.wss4j.common.crypto.AlgorithmSuite;

/**
 * The algorithms WUS messages may use (DK-WUS WB007; DK-Beveiliging SIGN001-SIGN004, ENC001-ENC004): what we send,
 * and what a received message is held to. WSS4J checks the received ones while it processes the security header,
 * so a message with SHA-1, RSA 1.5, CBC or any other canonicalisation fails before its content is used.
 */
public final class WusAlgorithms {

    /** SIGN003: RSA with SHA-256. */
    public static final String SIGNATURE = WSS4JConstants.RSA_SHA256;
    /** SIGN001: SHA-2 digests only. */
    public static final String DIGEST = WSS4JConstants.SHA256;
    /** WB007. */
    public static final String CANONICALIZATION = WSS4JConstants.C14N_EXCL_OMIT_COMMENTS;
    /** ENC002: AES-GCM; the longer key of the two allowed. */
    public static final String CONTENT_ENCRYPTION = WSS4JConstants.AES_256_GCM;
    /** ENC004: RSA-OAEP key transport. */
    public static final String KEY_TRANSPORT = WSS4JConstants.KEYTRANSPORT_RSAOAEP;

    /** PKIoverheid issues RSA keys of at least 2048 bits; shorter ones are refused. */
    static final int MINIMUM_RSA_KEY_BITS = 2048;

    private WusAlgorithms() {}

    /**
     * What a received message may use. The XML Signature 1.1 SHA-384 and SHA-512 variants are allowed as SIGN003
     * allows them; 3DES, AES-CBC, RSA 1.5 and SHA-1 in any role are not (ENC003, SIGN001; DK-WUS W20 undecided, so
     * refused).
     */
    static AlgorithmSuite received() {
        AlgorithmSuite suite = new AlgorithmSuite();
        suite.addSignatureMethod(WSS4JConstants.RSA_SHA256);
        suite.addSignatureMethod("http://www.w3.org/2001/04/xmldsig-more#rsa-sha384");
        suite.addSignatureMethod(WSS4JConstants.RSA_SHA512);
        suite.addDigestAlgorithm(WSS4JConstants.SHA256);
        suite.addDigestAlgorithm(WSS4JConstants.SHA384);
        suite.addDigestAlgorithm(WSS4JConstants.SHA512);
        suite.addC14nAlgorithm(CANONICALIZATION);
        suite.addTransformAlgorithm(CANONICALIZATION);
        suite.addEncryptionMethod(WSS4JConstants.AES_128_GCM);
        suite.addEncryptionMethod(WSS4JConstants.AES_256_GCM);
        suite.addKeyWrapAlgorithm(WSS4JConstants.KEYTRANSPORT_RSAOAEP);
        suite.addKeyWrapAlgorithm(WSS4JConstants.KEYTRANSPORT_RSAOAEP_XENC11);
        suite.setMinimumAsymmetricKeyLength(MINIMUM_RSA_KEY_BITS);
        return suite;
    }
}
