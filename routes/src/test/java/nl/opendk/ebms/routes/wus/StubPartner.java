package nl.opendk.ebms.routes.wus;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsParameters;
import com.sun.net.httpserver.HttpsServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.crypto.SecretKey;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.TrustManagerFactory;
import javax.security.auth.callback.Callback;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.apache.wss4j.common.WSEncryptionPart;
import org.apache.wss4j.common.WSS4JConstants;
import org.apache.wss4j.common.crypto.Merlin;
import org.apache.wss4j.common.ext.WSPasswordCallback;
import org.apache.wss4j.common.util.KeyUtils;
import org.apache.wss4j.dom.WSConstants;
import org.apache.wss4j.dom.engine.WSSConfig;
import org.apache.wss4j.dom.engine.WSSecurityEngine;
import org.apache.wss4j.dom.engine.WSSecurityEngineResult;
import org.apache.wss4j.dom.handler.WSHandlerResult;
import org.apache.wss4j.dom.message.WSSecEncrypt;
import org.apache.wss4j.dom.message.WSSecHeader;
import org.apache.wss4j.dom.message.WSSecSignature;
import org.apache.wss4j.dom.message.WSSecSignatureConfirmation;
import org.apache.wss4j.dom.message.WSSecTimestamp;
import org.w3c.dom.Document;

/**
 * A partner's WUS service written straight on WSS4J's DOM API and the JDK's HTTPS server, independent of the adapter's
 * CXF set-up: it verifies (and decrypts) what the adapter sends as a consumer, notes what it saw, and answers the way
 * its path says, correctly or with one defect, so that the consumer's checks of responses (DK-WUS WB013, WB014, WA001)
 * are tested against something other than itself. Its TLS needs a client certificate of the test PKI.
 */
final class StubPartner implements AutoCloseable {

    /** How the partner answers: {@code /<answer>/<profile>} on its port. */
    enum Answer {
        GOOD,
        WRONG_CONFIRMATION,
        NO_CONFIRMATION,
        UNSIGNED,
        WRONG_RELATES_TO,
        SIGNED_BY_STRANGER,
        /** Signed, then the Body changed: the digest no longer matches (W12). */
        TAMPERED_BODY,
        /** Signed, but wsa:RelatesTo left out of the signature (W13, WB004). */
        UNSIGNED_RELATES_TO,
        /** Signed with SHA-1 digests (W16, SIGN001). */
        SHA1_DIGEST,
        FAULT
    }

    /** What a request carried, as the partner verified it. */
    record Received(
            String soapAction,
            String to,
            String action,
            String messageId,
            String from,
            List<String> signedParts,
            boolean encrypted,
            String bodyText) {}

    static final String WSSE11 = "http://docs.oasis-open.org/wss/oasis-wss-wssecurity-secext-1.1.xsd";

    private final HttpsServer server;
    private final ExecutorService executor = Executors.newFixedThreadPool(4);
    private final TestParty self;
    private final TestParty stranger;
    private final Merlin crypto;
    private final List<Received> received = new CopyOnWriteArrayList<>();

    static {
        WSSConfig.init();
    }

    private StubPartner(HttpsServer server, TestParty self, TestParty stranger, Merlin crypto) {
        this.server = server;
        this.self = self;
        this.stranger = stranger;
        this.crypto = crypto;
    }

    static StubPartner start(TestPki pki, TestParty self, TestParty stranger) throws Exception {
        KeyStore keys = KeyStore.getInstance("PKCS12");
        keys.load(null, null);
        for (TestParty party : List.of(self, stranger)) {
            keys.setKeyEntry(
                    party.alias(),
                    party.privateKey(),
                    party.keyStorePassword().toCharArray(),
                    party.chain().toArray(new Certificate[0]));
        }
        KeyStore trust = RunningProvider.trust(pki);
        Merlin crypto = new Merlin();
        crypto.setKeyStore(keys);
        crypto.setTrustStore(trust);

        HttpsServer server = HttpsServer.create(new InetSocketAddress("127.0.0.1", 0), 50);
        server.setHttpsConfigurator(new HttpsConfigurator(tls(self, trust)) {
            @Override
            public void configure(HttpsParameters parameters) {
                SSLParameters ssl = getSSLContext().getDefaultSSLParameters();
                ssl.setNeedClientAuth(true);
                parameters.setSSLParameters(ssl);
            }
        });
        StubPartner stub = new StubPartner(server, self, stranger, crypto);
        server.createContext("/", stub::handle);
        server.setExecutor(stub.executor);
        server.start();
        return stub;
    }

    URI uri(Answer answer, String profile) {
        return URI.create("https://127.0.0.1:" + server.getAddress().getPort() + "/"
                + answer.name().toLowerCase(Locale.ROOT) + "/" + profile);
    }

    Received last() {
        return received.get(received.size() - 1);
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (InputStream in = exchange.getRequestBody()) {
            String[] path = exchange.getRequestURI().getPath().split("/");
            Answer answer = Answer.valueOf(path[1].toUpperCase(Locale.ROOT));
            String profile = path[2];
            Document request = WusClient.parse(in.readAllBytes());
            WSHandlerResult security = request.getElementsByTagNameNS(WSS4JConstants.WSSE_NS, "Security")
                                    .getLength()
                            == 0
                    ? null
                    : new WSSecurityEngine().processSecurityHeader(request, null, this::password, crypto);
            String messageId = text(request, WusClient.WSA, "MessageID");
            received.add(new Received(
                    exchange.getRequestHeaders().getFirst("SOAPAction"),
                    text(request, WusClient.WSA, "To"),
                    text(request, WusClient.WSA, "Action"),
                    messageId,
                    from(request),
                    signedParts(security),
                    security != null && security.getActionResults().containsKey(WSConstants.ENCR),
                    request.getElementsByTagNameNS(WusClient.SOAP, "Body")
                            .item(0)
                            .getTextContent()));
            byte[] response = WusClient.serialize(response(answer, profile, messageId, security));
            exchange.getResponseHeaders().set("Content-Type", "text/xml; charset=UTF-8");
            exchange.sendResponseHeaders(answer == Answer.FAULT ? 500 : 200, response.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(response);
            }
        } catch (Exception e) {
            exchange.sendResponseHeaders(599, -1);
        } finally {
            exchange.close();
        }
    }

    private Document response(Answer answer, String profile, String requestId, WSHandlerResult security)
            throws Exception {
        Document doc = WusClient.parse(("<soap:Envelope xmlns:soap=\"" + WusClient.SOAP + "\" xmlns:wsa=\""
                        + WusClient.WSA + "\"><soap:Header><wsa:Action>" + WusClient.ACTION + "Response</wsa:Action>"
                        + "<wsa:MessageID>urn:uuid:" + UUID.randomUUID() + "</wsa:MessageID><wsa:RelatesTo>"
                        + (answer == Answer.WRONG_RELATES_TO ? "urn:uuid:" + UUID.randomUUID() : requestId)
                        + "</wsa:RelatesTo></soap:Header><soap:Body>" + body(answer) + "</soap:Body></soap:Envelope>")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8));
        if (answer == Answer.UNSIGNED || answer == Answer.FAULT || profile.equals("2W-be")) {
            return doc;
        }
        WSSecHeader header = new WSSecHeader(doc);
        header.insertSecurityHeader();
        WSSecTimestamp timestamp = new WSSecTimestamp(header);
        timestamp.setTimeToLive(300);
        timestamp.build();
        WSSecSignature signature = new WSSecSignature(header);
        if (answer != Answer.NO_CONFIRMATION) {
            WSSecSignatureConfirmation confirmation = new WSSecSignatureConfirmation(header);
            confirmation.setIdAllocator(signature.getIdAllocator());
            confirmation.build(answer == Answer.WRONG_CONFIRMATION ? new byte[] {1, 2, 3} : signatureValue(security));
            signature.getParts().add(new WSEncryptionPart("SignatureConfirmation", WSSE11, "Element"));
        }
        TestParty signer = answer == Answer.SIGNED_BY_STRANGER ? stranger : self;
        signature.setUserInfo(signer.alias(), signer.keyStorePassword());
        signature.setKeyIdentifierType(WSConstants.BST_DIRECT_REFERENCE);
        signature.setSignatureAlgorithm(WSS4JConstants.RSA_SHA256);
        signature.setDigestAlgo(answer == Answer.SHA1_DIGEST ? WSS4JConstants.SHA1 : WSS4JConstants.SHA256);
        signature.setSigCanonicalization(WSS4JConstants.C14N_EXCL_OMIT_COMMENTS);
        signature.getParts().add(new WSEncryptionPart("Body", WusClient.SOAP, "Element"));
        signature.getParts().add(new WSEncryptionPart("Timestamp", WusClient.WSU, "Element"));
        for (String name : answer == Answer.UNSIGNED_RELATES_TO
                ? List.of("Action", "MessageID")
                : List.of("Action", "MessageID", "RelatesTo")) {
            signature.getParts().add(new WSEncryptionPart(name, WusClient.WSA, "Element"));
        }
        signature.build(crypto);
        if (answer == Answer.TAMPERED_BODY) {
            doc.getElementsByTagNameNS(WusClient.SERVICE_NS, "Naam").item(0).setTextContent("Pietersen");
        }
        if (profile.equals("2W-be-SE")) {
            // WB012: for the certificate that signed the request
            WSSecEncrypt encrypt = new WSSecEncrypt(header);
            encrypt.setUseThisCert(requester(security));
            encrypt.setKeyIdentifierType(WSConstants.ISSUER_SERIAL);
            encrypt.setSymmetricEncAlgorithm(WSS4JConstants.AES_256_GCM);
            encrypt.setKeyEncAlgo(WSS4JConstants.KEYTRANSPORT_RSAOAEP);
            encrypt.getParts().add(new WSEncryptionPart("Body", WusClient.SOAP, "Content"));
            SecretKey key = KeyUtils.getKeyGenerator(WSS4JConstants.AES_256_GCM).generateKey();
            encrypt.build(crypto, key);
        }
        return doc;
    }

    private static String body(Answer answer) {
        if (answer == Answer.FAULT) {
            return "<soap:Fault><faultcode>soap:Client</faultcode><faultstring>0002 Not authorized</faultstring>"
                    + "</soap:Fault>";
        }
        return RunningProvider.ANSWER;
    }

    private static byte[] signatureValue(WSHandlerResult security) {
        return (byte[]) signatureResult(security).get(WSSecurityEngineResult.TAG_SIGNATURE_VALUE);
    }

    private static X509Certificate requester(WSHandlerResult security) {
        return (X509Certificate) signatureResult(security).get(WSSecurityEngineResult.TAG_X509_CERTIFICATE);
    }

    private static WSSecurityEngineResult signatureResult(WSHandlerResult security) {
        return security.getActionResults().get(WSConstants.SIGN).get(0);
    }

    private static List<String> signedParts(WSHandlerResult security) {
        if (security == null || !security.getActionResults().containsKey(WSConstants.SIGN)) {
            return List.of();
        }
        return ((List<?>) signatureResult(security).get(WSSecurityEngineResult.TAG_DATA_REF_URIS))
                .stream()
                        .map(reference -> ((org.apache.wss4j.dom.WSDataRef) reference)
                                .getName()
                                .getLocalPart())
                        .toList();
    }

    private static String from(Document request) {
        var from = request.getElementsByTagNameNS(WusClient.WSA, "From");
        return from.getLength() == 0 ? null : from.item(0).getTextContent().strip();
    }

    private static String text(Document document, String namespace, String name) {
        var nodes = document.getElementsByTagNameNS(namespace, name);
        return nodes.getLength() == 0 ? null : nodes.item(0).getTextContent();
    }

    private void password(Callback[] callbacks) {
        for (Callback callback : callbacks) {
            if (callback instanceof WSPasswordCallback key) {
                key.setPassword(self.keyStorePassword());
            }
        }
    }

    private static SSLContext tls(TestParty self, KeyStore trust) throws Exception {
        KeyManagerFactory keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keyManagers.init(RunningProvider.keys(self), self.keyStorePassword().toCharArray());
        TrustManagerFactory trustManagers = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trustManagers.init(trust);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(keyManagers.getKeyManagers(), trustManagers.getTrustManagers(), null);
        return context;
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
