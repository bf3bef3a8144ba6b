package nl.opendk.ebms.protocol.security.encrypt;

import java.util.List;
import java.util.Set;
import nl.opendk.ebms.protocol.security.xml.DomElements;
import org.w3c.dom.Element;

/**
 * What an inbound xenc:EncryptedData must look like before anything is decrypted: an accepted data algorithm
 * (AES-GCM, or 3DES from legacy peers; ENC001/ENC003), the key in exactly one xenc:EncryptedKey in its KeyInfo with
 * RSA-OAEP key transport (ENC004), and the cipher text inline: a CipherReference would make the receiver fetch
 * a URI the sender chose.
 */
record EncryptedDataShape(DataEncryptionAlgorithm data, Element encryptedKey) {

    static final String XENC = "http://www.w3.org/2001/04/xmlenc#";
    static final String DS = "http://www.w3.org/2000/09/xmldsig#";

    /** OAEP digests accepted in an EncryptedKey; absent means SHA-1, the OAEP default. */
    private static final Set<String> OAEP_DIGESTS = Set.of(
            "http://www.w3.org/2000/09/xmldsig#sha1",
            "http://www.w3.org/2001/04/xmlenc#sha256",
            "http://www.w3.org/2001/04/xmldsig-more#sha384",
            "http://www.w3.org/2001/04/xmlenc#sha512");

    static EncryptedDataShape check(Element encryptedData, String contentId) throws PayloadDecryptionException {
        String prefix = "payload part <" + contentId + ">: ";
        String dataUri = algorithm(encryptedData);
        DataEncryptionAlgorithm data = DataEncryptionAlgorithm.fromUri(dataUri)
                .orElseThrow(() -> refused(prefix + "encryption algorithm " + dataUri + " is not accepted"
                        + " (DK ENC001/ENC003: AES-128/256-GCM)"));
        if (encryptedData.getElementsByTagNameNS(XENC, "CipherReference").getLength() > 0) {
            throw refused(prefix + "CipherReference is not accepted; the cipher text must be inline");
        }
        Element keyInfo = DomElements.single(encryptedData, DS, "KeyInfo");
        List<Element> keys = keyInfo == null ? List.of() : DomElements.children(keyInfo, XENC, "EncryptedKey");
        if (keys.size() != 1) {
            throw refused(prefix + "ds:KeyInfo must hold exactly one xenc:EncryptedKey");
        }
        Element encryptedKey = keys.get(0);
        String transportUri = algorithm(encryptedKey);
        if (KeyTransportAlgorithm.fromUri(transportUri).isEmpty()) {
            throw refused(prefix + "key transport " + transportUri + " is not accepted (DK ENC004: RSA-OAEP)");
        }
        Element method = DomElements.single(encryptedKey, XENC, "EncryptionMethod");
        Element digest = DomElements.single(method, DS, "DigestMethod");
        if (digest != null && !OAEP_DIGESTS.contains(DomElements.attribute(digest, "Algorithm"))) {
            throw refused(prefix + "OAEP digest " + DomElements.attribute(digest, "Algorithm") + " is not accepted");
        }
        return new EncryptedDataShape(data, encryptedKey);
    }

    private static String algorithm(Element encrypted) {
        Element method = DomElements.single(encrypted, XENC, "EncryptionMethod");
        return method == null ? null : DomElements.attribute(method, "Algorithm");
    }

    private static PayloadDecryptionException refused(String message) {
        return new PayloadDecryptionException(message);
    }
}
