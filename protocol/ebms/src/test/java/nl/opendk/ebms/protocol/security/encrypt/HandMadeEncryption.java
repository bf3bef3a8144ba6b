package nl.opendk.ebms.protocol.security.encrypt;

import java.io.ByteArrayInputStream;
import java.security.cert.X509Certificate;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.security.xml.SecureXml;
import org.apache.xml.security.encryption.EncryptedData;
import org.apache.xml.security.encryption.EncryptedKey;
import org.apache.xml.security.encryption.XMLCipher;
import org.apache.xml.security.keys.KeyInfo;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Encrypted parts in the adapter's packaging but with algorithms the adapter never encrypts with (3DES as a legacy
 * peer sends it, AES-CBC, RSA v1.5), made straight with Santuario for the decryption tests.
 */
final class HandMadeEncryption {

    static final String TRIPLE_DES = XMLCipher.TRIPLEDES;
    static final String AES_128_CBC = XMLCipher.AES_128;
    static final String RSA_OAEP = XMLCipher.RSA_OAEP;
    static final String RSA_V15 = XMLCipher.RSA_v1dot5;

    private HandMadeEncryption() {}

    static PayloadPart encrypt(PayloadPart plain, X509Certificate receiver, String dataUri, String keyTransportUri)
            throws Exception {
        KeyGenerator generator = KeyGenerator.getInstance(TRIPLE_DES.equals(dataUri) ? "DESede" : "AES");
        return encrypt(plain, receiver, dataUri, keyTransportUri, generator.generateKey());
    }

    static PayloadPart encrypt(
            PayloadPart plain, X509Certificate receiver, String dataUri, String keyTransportUri, SecretKey key)
            throws Exception {
        Document document = SecureXml.newDocument();
        XMLCipher keyCipher = XMLCipher.getInstance(keyTransportUri);
        keyCipher.init(XMLCipher.WRAP_MODE, receiver.getPublicKey());
        EncryptedKey encryptedKey = keyCipher.encryptKey(document, key);
        XMLCipher dataCipher = XMLCipher.getInstance(dataUri);
        dataCipher.init(XMLCipher.ENCRYPT_MODE, key);
        EncryptedData encrypted = dataCipher.encryptData(document, null, new ByteArrayInputStream(plain.content()));
        encrypted.setMimeType(plain.contentType());
        KeyInfo keyInfo = new KeyInfo(document);
        keyInfo.add(encryptedKey);
        encrypted.setKeyInfo(keyInfo);
        Element root = dataCipher.martial(document, encrypted);
        document.appendChild(root);
        return new PayloadPart(plain.contentId(), "application/xml", SecureXml.write(document));
    }
}
