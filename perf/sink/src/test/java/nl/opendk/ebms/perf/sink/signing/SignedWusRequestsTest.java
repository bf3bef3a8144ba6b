package nl.opendk.ebms.perf.sink.signing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.security.KeyStore;
import java.util.List;
import java.util.Properties;
import javax.xml.parsers.DocumentBuilderFactory;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.apache.wss4j.common.crypto.Merlin;
import org.apache.wss4j.dom.WSConstants;
import org.apache.wss4j.dom.WSDataRef;
import org.apache.wss4j.dom.engine.WSSecurityEngine;
import org.apache.wss4j.dom.engine.WSSecurityEngineResult;
import org.apache.wss4j.dom.handler.WSHandlerResult;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/** The load's 2W-be-S requests verify, and their signature covers what DK-WUS WB004 asks. */
class SignedWusRequestsTest {

    @Test
    void theRequestIsSignedOverTheBodyTheTimestampAndEveryAddressingHeader() throws Exception {
        TestPki pki = TestPki.create();
        TestParty sender = pki.party(TestPki.PARTY_1);
        Properties properties = new Properties();
        properties.setProperty("perf.wus-to", "https://127.0.0.1:8443/wus/perf-s?OIN=" + TestPki.PARTY_2);
        properties.setProperty("perf.wus-action", "urn:perf:wus:Bericht");
        properties.setProperty("perf.sender-party", TestPki.PARTY_1);
        properties.setProperty("perf.signing.keystore", sender.keyStore().toString());
        properties.setProperty("perf.signing.password", sender.keyStorePassword());
        properties.setProperty("perf.signing.alias", sender.alias());

        String request = SignedWusRequests.request(properties, "urn:perf:r1.s1.1.1700000000000", "r1.s1.1");

        Document document = parse(request);
        KeyStore trust = KeyStore.getInstance("PKCS12");
        trust.load(null, null);
        trust.setCertificateEntry("root", pki.rootCertificate());
        trust.setCertificateEntry("intermediate", pki.intermediateCertificate());
        Merlin crypto = new Merlin();
        crypto.setTrustStore(trust);
        WSHandlerResult result = new WSSecurityEngine().processSecurityHeader(document, null, null, crypto);
        WSSecurityEngineResult signature =
                result.getActionResults().get(WSConstants.SIGN).get(0);
        List<String> signed = ((List<?>) signature.get(WSSecurityEngineResult.TAG_DATA_REF_URIS))
                .stream()
                        .map(reference -> ((WSDataRef) reference).getName().getLocalPart())
                        .toList();
        assertThat(signed)
                .containsExactlyInAnyOrder("Body", "Timestamp", "To", "Action", "MessageID", "From", "ReplyTo");
        assertThat(request)
                .contains("urn:perf:r1.s1.1.1700000000000")
                .contains("anonymous?OIN=" + TestPki.PARTY_1)
                .contains("r1.s1.1");
    }

    private static Document parse(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }
}
