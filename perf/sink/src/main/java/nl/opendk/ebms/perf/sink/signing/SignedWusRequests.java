package nl.opendk.ebms.perf.sink.signing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import nl.opendk.ebms.perf.sink.WusBackEnd;
import org.apache.wss4j.common.WSEncryptionPart;
import org.apache.wss4j.common.WSS4JConstants;
import org.apache.wss4j.common.crypto.Merlin;
import org.apache.wss4j.dom.WSConstants;
import org.apache.wss4j.dom.engine.WSSConfig;
import org.apache.wss4j.dom.message.WSSecHeader;
import org.apache.wss4j.dom.message.WSSecSignature;
import org.apache.wss4j.dom.message.WSSecTimestamp;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * A WUS request in the 2W-be-S profile as a partner's WUS client sends it, written with WSS4J's own API (not the
 * adapter's CXF set-up). The JMeter plan's {@code wus-s} branch calls {@link #request} from a JSR223 pre-processor
 * for every message. The request carries wsa:To, Action, MessageID, From (with the sender's OIN) and ReplyTo, a
 * Timestamp, the sender's certificate as a DirectReference token, and an RSA-SHA256 signature with SHA-256 digests
 * and exclusive C14N over the Body, the Timestamp and every WS-Addressing header (DK-WUS WB002-WB010).
 */
public final class SignedWusRequests {

    private static final String SOAP = "http://schemas.xmlsoap.org/soap/envelope/";
    private static final String WSA = "http://www.w3.org/2005/08/addressing";
    private static final String XMLNS = "http://www.w3.org/2000/xmlns/";
    private static final List<String> ADDRESSING = List.of("To", "Action", "MessageID", "From", "ReplyTo");
    private static final Map<String, Merlin> CRYPTO = new ConcurrentHashMap<>();
    private static final DocumentBuilderFactory DOCUMENTS = DocumentBuilderFactory.newInstance();
    private static final TransformerFactory TRANSFORMERS = TransformerFactory.newInstance();

    static {
        WSSConfig.init();
        DOCUMENTS.setNamespaceAware(true);
    }

    private SignedWusRequests() {}

    /**
     * @param properties JMeter's properties: perf.wus-to, perf.wus-action, perf.sender-party and
     *     perf.signing.keystore, .password, .alias
     * @param content the text of the request's one element
     * @return the signed envelope
     */
    public static String request(Properties properties, String messageId, String content) throws Exception {
        String alias = required(properties, "perf.signing.alias");
        String password = required(properties, "perf.signing.password");
        Merlin crypto =
                CRYPTO.computeIfAbsent(required(properties, "perf.signing.keystore"), file -> crypto(file, password));
        Document doc = envelope(properties, messageId, content);
        WSSecHeader header = new WSSecHeader(doc);
        header.insertSecurityHeader();
        WSSecTimestamp timestamp = new WSSecTimestamp(header);
        timestamp.setTimeToLive(300);
        timestamp.build();
        WSSecSignature signature = new WSSecSignature(header);
        signature.setUserInfo(alias, password);
        signature.setKeyIdentifierType(WSConstants.BST_DIRECT_REFERENCE);
        signature.setSignatureAlgorithm(WSS4JConstants.RSA_SHA256);
        signature.setDigestAlgo(WSS4JConstants.SHA256);
        signature.setSigCanonicalization(WSS4JConstants.C14N_EXCL_OMIT_COMMENTS);
        signature.getParts().add(new WSEncryptionPart("Body", SOAP, "Element"));
        signature.getParts().add(new WSEncryptionPart("Timestamp", WSS4JConstants.WSU_NS, "Element"));
        for (String name : ADDRESSING) {
            signature.getParts().add(new WSEncryptionPart(name, WSA, "Element"));
        }
        signature.build(crypto);
        ByteArrayOutputStream out = new ByteArrayOutputStream(8192);
        TRANSFORMERS.newTransformer().transform(new DOMSource(doc), new StreamResult(out));
        return out.toString(StandardCharsets.UTF_8);
    }

    private static Document envelope(Properties properties, String messageId, String content) throws Exception {
        Document doc = DOCUMENTS.newDocumentBuilder().newDocument();
        Element envelope = doc.createElementNS(SOAP, "soap:Envelope");
        envelope.setAttributeNS(XMLNS, "xmlns:soap", SOAP);
        envelope.setAttributeNS(XMLNS, "xmlns:wsa", WSA);
        doc.appendChild(envelope);
        Element header = child(envelope, SOAP, "soap:Header");
        child(header, WSA, "wsa:To").setTextContent(required(properties, "perf.wus-to"));
        child(header, WSA, "wsa:Action").setTextContent(required(properties, "perf.wus-action"));
        child(header, WSA, "wsa:MessageID").setTextContent(messageId);
        child(child(header, WSA, "wsa:From"), WSA, "wsa:Address")
                .setTextContent(WSA + "/anonymous?OIN=" + required(properties, "perf.sender-party"));
        child(child(header, WSA, "wsa:ReplyTo"), WSA, "wsa:Address").setTextContent(WSA + "/anonymous");
        Element body = child(envelope, SOAP, "soap:Body");
        Element request = child(body, WusBackEnd.NAMESPACE, "p:Bericht");
        request.setAttributeNS(XMLNS, "xmlns:p", WusBackEnd.NAMESPACE);
        child(request, WusBackEnd.NAMESPACE, "p:Inhoud").setTextContent(content);
        return doc;
    }

    private static Element child(Element parent, String namespace, String name) {
        Element child = parent.getOwnerDocument().createElementNS(namespace, name);
        parent.appendChild(child);
        return child;
    }

    private static Merlin crypto(String file, String password) {
        try (InputStream in = Files.newInputStream(Path.of(file))) {
            KeyStore keys = KeyStore.getInstance("PKCS12");
            keys.load(in, password.toCharArray());
            Merlin crypto = new Merlin();
            crypto.setKeyStore(keys);
            return crypto;
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalStateException("cannot read the signing key store " + file, e);
        }
    }

    private static String required(Properties properties, String name) {
        String value = properties.getProperty(name);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("JMeter property " + name + " is not set");
        }
        return value;
    }
}
