package nl.opendk.ebms.routes.wus;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;
import javax.crypto.SecretKey;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import javax.security.auth.callback.Callback;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import nl.opendk.ebms.testkit.pki.TestParty;
import org.apache.wss4j.common.WSEncryptionPart;
import org.apache.wss4j.common.WSS4JConstants;
import org.apache.wss4j.common.crypto.Merlin;
import org.apache.wss4j.common.ext.WSPasswordCallback;
import org.apache.wss4j.common.util.KeyUtils;
import org.apache.wss4j.dom.WSConstants;
import org.apache.wss4j.dom.engine.WSSConfig;
import org.apache.wss4j.dom.engine.WSSecurityEngine;
import org.apache.wss4j.dom.handler.WSHandlerResult;
import org.apache.wss4j.dom.message.WSSecEncrypt;
import org.apache.wss4j.dom.message.WSSecHeader;
import org.apache.wss4j.dom.message.WSSecSignature;
import org.apache.wss4j.dom.message.WSSecTimestamp;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * A WUS requester written straight on WSS4J's DOM API (WSSecHeader, WSSecTimestamp, WSSecSignature, WSSecEncrypt,
 * WSSecurityEngine), independent of the adapter's interceptor settings: what it sends is what DK-WUS describes, or
 * a defect of one, and what it accepts back it verifies itself.
 */
final class WusClient {

    static final String SOAP = "http://schemas.xmlsoap.org/soap/envelope/";
    static final String WSA = "http://www.w3.org/2005/08/addressing";
    static final String WSU = WSS4JConstants.WSU_NS;
    static final String SERVICE_NS = "http://example.overheid.nl/brp/v1";
    static final String ACTION = SERVICE_NS + "/IBevraging_v1/ZoekPersoon";
    private static final String SUBMISSION_WSA = "http://schemas.xmlsoap.org/ws/2004/08/addressing";
    private static final String SOAP_12_NS = "http://www.w3.org/2003/05/soap-envelope";
    private static final String XMLNS = "http://www.w3.org/2000/xmlns/";
    private static final List<String> WSA_HEADERS = List.of("To", "Action", "MessageID", "From", "ReplyTo");

    private final TestParty self;
    private final X509Certificate provider;
    private final Merlin crypto;
    private final HttpClient http;

    static {
        WSSConfig.init();
    }

    WusClient(TestParty self, X509Certificate provider, KeyStore keys, KeyStore trust) {
        this(self, provider, keys, trust, HttpClient.newHttpClient());
    }

    /** Over HTTPS, showing {@code self}'s certificate as TLS client and trusting {@code trust}. */
    static WusClient overMutualTls(TestParty self, X509Certificate provider, KeyStore keys, KeyStore trust)
            throws Exception {
        KeyManagerFactory keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keyManagers.init(keys, self.keyStorePassword().toCharArray());
        TrustManagerFactory trustManagers = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trustManagers.init(trust);
        SSLContext tls = SSLContext.getInstance("TLS");
        tls.init(keyManagers.getKeyManagers(), trustManagers.getTrustManagers(), null);
        return new WusClient(
                self,
                provider,
                keys,
                trust,
                HttpClient.newBuilder().sslContext(tls).build());
    }

    private WusClient(TestParty self, X509Certificate provider, KeyStore keys, KeyStore trust, HttpClient http) {
        this.http = http;
        this.self = self;
        this.provider = provider;
        this.crypto = new Merlin();
        crypto.setKeyStore(keys);
        crypto.setTrustStore(trust);
    }

    /** A request as built, with what the response must echo. */
    record Sent(byte[] bytes, String messageId, byte[] signatureValue) {}

    Sent build(URI endpoint, RequestOptions options) throws Exception {
        String messageId = "zoek@" + UUID.randomUUID() + "@https://consumer.example.nl";
        Document doc = envelope(endpoint + "?OIN=" + "00000099000000000002", messageId);
        byte[] signatureValue = null;
        if (options.signed() || options.timestamp()) {
            WSSecHeader header = new WSSecHeader(doc);
            header.insertSecurityHeader();
            if (options.timestamp()) {
                timestamp(header, options.timestampShiftSeconds());
            }
            if (options.encrypted() && options.encryptBeforeSigning()) {
                encrypt(header, options.keyTransport());
            }
            if (options.signed()) {
                signatureValue = sign(header, options);
            }
            if (options.encrypted() && !options.encryptBeforeSigning()) {
                encrypt(header, options.keyTransport());
            }
        }
        tamper(doc, options.tamper());
        return new Sent(serialize(doc), messageId, signatureValue);
    }

    HttpResponse<byte[]> post(URI endpoint, byte[] body) throws Exception {
        return post(endpoint, body, "");
    }

    /** DK-WUS WS002: SOAPAction is "" or the wsa:Action, quoted. */
    HttpResponse<byte[]> post(URI endpoint, byte[] body, String soapAction) throws Exception {
        return send(HttpRequest.newBuilder(endpoint)
                .header("Content-Type", "text/xml; charset=UTF-8")
                .header("SOAPAction", "\"" + soapAction + "\"")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .build());
    }

    HttpResponse<byte[]> send(HttpRequest request) throws Exception {
        return http.send(request, HttpResponse.BodyHandlers.ofByteArray());
    }

    /** Verifies (and decrypts, in place) a response's security header as a requester must (WB013). */
    WSHandlerResult verify(Document response) throws Exception {
        return new WSSecurityEngine().processSecurityHeader(response, null, this::password, crypto);
    }

    static Document parse(byte[] xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
    }

    private void password(Callback[] callbacks) {
        for (Callback callback : callbacks) {
            if (callback instanceof WSPasswordCallback key) {
                key.setPassword(self.keyStorePassword());
            }
        }
    }

    private Document envelope(String to, String messageId) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document doc = factory.newDocumentBuilder().newDocument();
        Element envelope = doc.createElementNS(SOAP, "soapenv:Envelope");
        envelope.setAttributeNS(XMLNS, "xmlns:soapenv", SOAP);
        envelope.setAttributeNS(XMLNS, "xmlns:wsa", WSA);
        doc.appendChild(envelope);
        Element header = child(envelope, SOAP, "soapenv:Header");
        child(header, WSA, "wsa:To").setTextContent(to);
        child(header, WSA, "wsa:Action").setTextContent(ACTION);
        child(header, WSA, "wsa:MessageID").setTextContent(messageId);
        child(child(header, WSA, "wsa:From"), WSA, "wsa:Address")
                .setTextContent("https://consumer.example.nl?OIN=" + self.oin());
        child(child(header, WSA, "wsa:ReplyTo"), WSA, "wsa:Address").setTextContent(WSA + "/anonymous");
        Element body = child(envelope, SOAP, "soapenv:Body");
        Element request = child(body, SERVICE_NS, "ns:ZoekPersoon");
        request.setAttributeNS(XMLNS, "xmlns:ns", SERVICE_NS);
        child(request, SERVICE_NS, "ns:Bsn").setTextContent("999990019");
        return doc;
    }

    private static void timestamp(WSSecHeader header, long shiftSeconds) {
        WSSecTimestamp timestamp = new WSSecTimestamp(header);
        timestamp.setTimeToLive(300);
        timestamp.build();
        if (shiftSeconds != 0) {
            Element element = timestamp.getElement();
            Instant created = Instant.now().plusSeconds(shiftSeconds).truncatedTo(ChronoUnit.SECONDS);
            element.getElementsByTagNameNS(WSU, "Created").item(0).setTextContent(created.toString());
            element.getElementsByTagNameNS(WSU, "Expires")
                    .item(0)
                    .setTextContent(created.plusSeconds(300).toString());
        }
    }

    private byte[] sign(WSSecHeader header, RequestOptions options) throws Exception {
        WSSecSignature signature = new WSSecSignature(header);
        signature.setUserInfo(self.alias(), self.keyStorePassword());
        signature.setKeyIdentifierType(WSConstants.BST_DIRECT_REFERENCE);
        signature.setSignatureAlgorithm(options.signatureAlgorithm());
        signature.setDigestAlgo(options.digestAlgorithm());
        signature.setSigCanonicalization(WSS4JConstants.C14N_EXCL_OMIT_COMMENTS);
        signature.getParts().add(new WSEncryptionPart("Body", SOAP, "Element"));
        for (String name : WSA_HEADERS) {
            if (!options.unsignedHeaders().contains(name)) {
                signature.getParts().add(new WSEncryptionPart(name, WSA, "Element"));
            }
        }
        if (options.timestamp()) {
            signature.getParts().add(new WSEncryptionPart("Timestamp", WSU, "Element"));
        }
        signature.build(crypto);
        return signature.getSignatureValue();
    }

    private void encrypt(WSSecHeader header, String keyTransport) throws Exception {
        WSSecEncrypt encrypt = new WSSecEncrypt(header);
        encrypt.setUseThisCert(provider);
        encrypt.setKeyIdentifierType(WSConstants.ISSUER_SERIAL);
        encrypt.setSymmetricEncAlgorithm(WSS4JConstants.AES_256_GCM);
        encrypt.setKeyEncAlgo(keyTransport);
        encrypt.getParts().add(new WSEncryptionPart("Body", SOAP, "Content"));
        SecretKey key = KeyUtils.getKeyGenerator(WSS4JConstants.AES_256_GCM).generateKey();
        encrypt.build(crypto, key);
    }

    private static void tamper(Document doc, RequestOptions.Tamper tamper) {
        switch (tamper) {
            case BODY -> doc.getElementsByTagNameNS(SERVICE_NS, "Bsn").item(0).setTextContent("999990020");
            case TO -> doc.getElementsByTagNameNS(WSA, "To").item(0).setTextContent("https://elsewhere.example.nl/");
            case REPLY_TO -> doc.getElementsByTagNameNS(WSA, "Address")
                    .item(1)
                    .setTextContent("http://127.0.0.1:9/callback");
            case SUBMISSION_TO -> {
                Element header =
                        (Element) doc.getElementsByTagNameNS(SOAP, "Header").item(0);
                Element to = child(header, SUBMISSION_WSA, "wsa04:To");
                to.setAttributeNS(XMLNS, "xmlns:wsa04", SUBMISSION_WSA);
                to.setTextContent("https://elsewhere.example.nl/");
            }
            case ACTION -> doc.getElementsByTagNameNS(WSA, "Action").item(0).setTextContent(SERVICE_NS + "/Other");
            case TO_OIN -> doc.getElementsByTagNameNS(WSA, "To")
                    .item(0)
                    .setTextContent("https://provider.example.nl/wus?OIN=00000099000000000042");
            case SOAP_12 -> {
                Element envelope = doc.getDocumentElement();
                for (Element part : List.of(
                        (Element) doc.getElementsByTagNameNS(SOAP, "Header").item(0),
                        (Element) doc.getElementsByTagNameNS(SOAP, "Body").item(0))) {
                    doc.renameNode(part, SOAP_12_NS, part.getTagName());
                }
                doc.renameNode(envelope, SOAP_12_NS, envelope.getTagName());
                envelope.setAttributeNS(XMLNS, "xmlns:soapenv", SOAP_12_NS);
            }
            case TWO_BODY_CHILDREN -> child(
                    (Element) doc.getElementsByTagNameNS(SOAP, "Body").item(0), SERVICE_NS, "ns:Ook");
            case EXTRA_HEADER -> {
                Element trace = child(
                        (Element) doc.getElementsByTagNameNS(SOAP, "Header").item(0), "urn:trace", "t:Trace");
                trace.setAttributeNS(XMLNS, "xmlns:t", "urn:trace");
            }
            case NONE -> {}
        }
    }

    private static Element child(Element parent, String namespace, String name) {
        Element child = parent.getOwnerDocument().createElementNS(namespace, name);
        parent.appendChild(child);
        return child;
    }

    static byte[] serialize(Document doc) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        TransformerFactory.newInstance().newTransformer().transform(new DOMSource(doc), new StreamResult(out));
        return out.toByteArray();
    }
}
