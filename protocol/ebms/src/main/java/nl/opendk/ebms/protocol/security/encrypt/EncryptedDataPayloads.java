package nl.opendk.ebms.protocol.security.encrypt;

import java.io.ByteArrayInputStream;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.PrivateKey;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.security.xml.DomElements;
import nl.opendk.ebms.protocol.security.xml.SecureXml;
import org.apache.xml.security.encryption.EncryptedData;
import org.apache.xml.security.encryption.EncryptedKey;
import org.apache.xml.security.encryption.XMLCipher;
import org.apache.xml.security.keys.KeyInfo;
import org.apache.xml.security.keys.content.X509Data;
import org.apache.xml.security.parser.XMLParserException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Each payload part's content becomes an XML Encryption 1.1 xenc:EncryptedData document (content type
 * application/xml, same Content-ID): the original MIME type in its MimeType attribute, the part's bytes encrypted
 * with a fresh AES-GCM key, and that key in ds:KeyInfo as an xenc:EncryptedKey for the receiver's certificate (RSA-
 * OAEP), which is named in the EncryptedKey's own KeyInfo. See docs/adr/0003-payload-encryption.md.
 */
public final class EncryptedDataPayloads implements PayloadEncryption {

    /** The content type of an encrypted part: it is an XML document. */
    public static final String ENCRYPTED_CONTENT_TYPE = "application/xml";

    private static final String UNTYPED = "application/octet-stream";

    private final SecureRandom random;

    public EncryptedDataPayloads(SecureRandom random) {
        this.random = random;
    }

    @Override
    public PayloadPart encrypt(PayloadPart plain, X509Certificate receiver, EncryptionAlgorithms algorithms) {
        try {
            SecretKey key = newKey(algorithms.data());
            Document document = SecureXml.newDocument();
            XMLCipher dataCipher = XMLCipher.getInstance(algorithms.data().uri());
            dataCipher.init(XMLCipher.ENCRYPT_MODE, key);
            EncryptedData encrypted = dataCipher.encryptData(document, null, new ByteArrayInputStream(plain.content()));
            encrypted.setMimeType(plain.contentType() == null ? UNTYPED : plain.contentType());
            KeyInfo keyInfo = new KeyInfo(document);
            keyInfo.add(encryptedKey(document, key, receiver, algorithms.keyTransport()));
            encrypted.setKeyInfo(keyInfo);
            Element root = dataCipher.martial(document, encrypted);
            document.appendChild(root);
            return new PayloadPart(plain.contentId(), ENCRYPTED_CONTENT_TYPE, SecureXml.write(document));
        } catch (Exception e) {
            throw new IllegalStateException(
                    "encrypting payload <" + plain.contentId() + "> failed: " + e.getMessage(), e);
        }
    }

    private EncryptedKey encryptedKey(
            Document document, SecretKey key, X509Certificate receiver, KeyTransportAlgorithm transport)
            throws Exception {
        XMLCipher keyCipher = XMLCipher.getInstance(transport.uri(), null, transport.digestMethod());
        keyCipher.init(XMLCipher.WRAP_MODE, receiver.getPublicKey());
        EncryptedKey encryptedKey = keyCipher.encryptKey(document, key, transport.mgf(), null, random);
        X509Data certificate = new X509Data(document);
        certificate.addCertificate(receiver);
        KeyInfo recipient = new KeyInfo(document);
        recipient.add(certificate);
        encryptedKey.setKeyInfo(recipient);
        return encryptedKey;
    }

    @Override
    public PayloadPart decrypt(PayloadPart part, PrivateKey privateKey) throws PayloadDecryptionException {
        Element encryptedData = encryptedData(part);
        EncryptedDataShape shape = EncryptedDataShape.check(encryptedData, part.contentId());
        try {
            XMLCipher keyCipher = XMLCipher.getInstance();
            keyCipher.setSecureValidation(true);
            keyCipher.init(XMLCipher.UNWRAP_MODE, privateKey);
            EncryptedKey encryptedKey =
                    keyCipher.loadEncryptedKey(encryptedData.getOwnerDocument(), shape.encryptedKey());
            Key key = keyCipher.decryptKey(encryptedKey, shape.data().uri());
            if (key.getEncoded().length * 8 != shape.data().keyBits()) {
                throw new GeneralSecurityException("key length does not match the algorithm");
            }
            XMLCipher dataCipher = XMLCipher.getInstance();
            dataCipher.setSecureValidation(true);
            dataCipher.init(XMLCipher.DECRYPT_MODE, key);
            byte[] content = dataCipher.decryptToByteArray(encryptedData);
            String mimeType = DomElements.attribute(encryptedData, "MimeType");
            return new PayloadPart(part.contentId(), mimeType == null ? UNTYPED : mimeType, content);
        } catch (Exception e) {
            // One message for every cryptographic failure, so a peer learns nothing from which step failed.
            throw new PayloadDecryptionException(
                    "payload part <" + part.contentId() + "> does not decrypt with this MSH's key");
        }
    }

    private static Element encryptedData(PayloadPart part) throws PayloadDecryptionException {
        try {
            Element root = SecureXml.parse(part.content()).getDocumentElement();
            if (DomElements.is(root, EncryptedDataShape.XENC, "EncryptedData")) {
                return root;
            }
        } catch (XMLParserException e) {
            // not XML, so not an EncryptedData document: reported below as a plain part
        }
        throw new PayloadDecryptionException("payload part <" + part.contentId() + "> is not encrypted, but the CPA"
                + " requires encryption (osb-*-e; ebMS 2.0 §4.1 profile 14)");
    }

    private SecretKey newKey(DataEncryptionAlgorithm algorithm) throws GeneralSecurityException {
        KeyGenerator generator = KeyGenerator.getInstance("AES");
        generator.init(algorithm.keyBits(), random);
        return generator.generateKey();
    }
}
