package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import nl.opendk.ebms.app.testing.SecureAdapter;
import nl.opendk.ebms.app.testing.TlsClients;
import nl.opendk.ebms.app.testing.Wire;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.cpa.lookup.CompiledCpa;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.cpa.lookup.OutboundChannels;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.codec.HttpBody;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.security.MessageSecurer;
import nl.opendk.ebms.protocol.security.encrypt.EncryptedDataPayloads;
import nl.opendk.ebms.protocol.security.encrypt.KeyTransportAlgorithm;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.protocol.security.sign.EnvelopeSigner;
import nl.opendk.ebms.protocol.security.sign.SignatureAlgorithms;
import nl.opendk.ebms.protocol.signal.BusinessMessageFactory;
import nl.opendk.ebms.protocol.signal.BusinessMessageRequest;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.protocol.signal.OutgoingSecurity;
import nl.opendk.ebms.protocol.signal.PingFactory;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What the adapter refuses over mutual TLS, each with its exact answer: clients the TLS handshake turns away, clients
 * whose certificate may not send as the message's From (a SecurityFailure on the connection; nothing stored), and
 * messages whose signature or encryption fails (a SecurityFailure MessageError; stored as rejected, never for the
 * back end). Party 1 sends to the adapter of party 2 under an osb-be-e CPA.
 */
class SecurityRefusalsIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final TestPki PKI = TestPki.create();
    private static final TestParty ONE = PKI.party(TestPki.PARTY_1);
    private static final TestParty TWO = PKI.party(TestPki.PARTY_2);
    private static final String CPA_ID = "refusals_osb_be_e";
    private static final String REVOKED_CPA_ID = "refusals_revoked_tls";

    private static FreshDatabase databaseTwo;
    private static SecureAdapter adapterOne;
    private static SecureAdapter adapterTwo;
    private static CompiledCpa cpa;

    @BeforeAll
    static void start() {
        databaseTwo = DB.newDatabase();
        adapterOne = SecureAdapter.start(DB.settings(), "refusals-one", ONE);
        adapterTwo = SecureAdapter.start(databaseTwo.settings(), "refusals-two", TWO);
        TestCpas.Builder encrypted = cpa(CPA_ID, ONE);
        TestCpas.Builder revoked = cpa(REVOKED_CPA_ID, PKI.party(TestPki.REVOKED));
        for (TestCpas.Builder builder : List.of(encrypted, revoked)) {
            assertThat(adapterTwo
                            .api("POST", "/api/cpas", "application/xml", builder.buildBytes())
                            .statusCode())
                    .isEqualTo(201);
        }
        assertThat(adapterOne
                        .api("POST", "/api/cpas", "application/xml", encrypted.buildBytes())
                        .statusCode())
                .isEqualTo(201);
        cpa = new CpaRegistry()
                .put(CpaUpload.standard(Clock.systemUTC())
                        .check(encrypted.buildBytes())
                        .cpa());
    }

    @AfterAll
    static void stop() {
        if (adapterOne != null) {
            adapterOne.close();
        }
        if (adapterTwo != null) {
            adapterTwo.close();
        }
    }

    @Test
    void aClientCertificateFromAnUntrustedCaIsRefusedInTheHandshake() {
        assertRefusedByTls(TlsClients.client(PKI.party(TestPki.UNTRUSTED)));
    }

    @Test
    void aClientWithoutCertificateIsRefusedInTheHandshake() {
        assertRefusedByTls(TlsClients.client(null));
    }

    @Test
    void anExpiredClientCertificateIsRefusedInTheHandshake() {
        assertRefusedByTls(TlsClients.client(PKI.party(TestPki.EXPIRED)));
    }

    @Test
    void aClientCertificateWithAnotherOinIsASecurityFailureOnTheConnectionAndNothingIsStored() {
        OutgoingMessage ping = ping(CPA_ID);

        HttpResponse<byte[]> response = post(TlsClients.client(TWO), ping);

        assertSecurityFailureAnswer(response, ErrorLocation.FROM_PARTY_ID, "may not send as");
        assertNotStored(ping);
    }

    @Test
    void aRevokedClientCertificateIsASecurityFailureThoughTheCpaNamesIt() {
        OutgoingMessage ping = ping(REVOKED_CPA_ID);

        HttpResponse<byte[]> response = post(TlsClients.client(PKI.party(TestPki.REVOKED)), ping);

        assertSecurityFailureAnswer(response, ErrorLocation.FROM_PARTY_ID, "was revoked");
        assertNotStored(ping);
    }

    @Test
    void aTamperedBodyIsRejected() {
        OutgoingMessage message = secured(payloads());
        String envelope = new String(message.envelope(), StandardCharsets.UTF_8);
        String conversation = message.header().conversationId();
        byte[] tampered =
                envelope.replace(conversation, conversation + "-changed").getBytes(StandardCharsets.UTF_8);

        assertRejected(withEnvelope(message, tampered), ErrorLocation.SIGNATURE, "the envelope");
    }

    @Test
    void aTamperedAttachmentIsRejected() {
        OutgoingMessage message = secured(payloads());
        PayloadPart part = message.parts().get(0);
        byte[] changed = part.content().clone();
        changed[changed.length / 2] ^= 1;
        OutgoingMessage tampered = withParts(
                message,
                List.of(
                        new PayloadPart(part.contentId(), part.contentType(), changed),
                        message.parts().get(1)));

        assertRejected(tampered, ErrorLocation.SIGNATURE, "cid:" + part.contentId());
    }

    @Test
    void aWrappedSignatureIsRejected() {
        OutgoingMessage message = secured(payloads());
        String envelope = new String(message.envelope(), StandardCharsets.UTF_8);
        int start = envelope.indexOf("<eb:MessageHeader");
        int end = envelope.indexOf("</eb:MessageHeader>") + "</eb:MessageHeader>".length();
        String signedHeader = envelope.substring(start, end);
        String forged = signedHeader.replace(message.header().conversationId(), "forged-conversation");
        String wrapped = envelope.substring(0, start) + forged
                + "<w:Wrapper xmlns:w=\"urn:attacker\" soap:actor=\"http://schemas.xmlsoap.org/soap/actor/next\">"
                + signedHeader + "</w:Wrapper>" + envelope.substring(end);

        assertRejected(
                withEnvelope(message, wrapped.getBytes(StandardCharsets.UTF_8)),
                ErrorLocation.SIGNATURE,
                "targets the next MSH");
    }

    @Test
    void aSignatureAlgorithmTheCpaDoesNotNameIsRejected() {
        OutgoingMessage plain = unsecured(payloads());
        List<PayloadPart> encrypted = new EncryptedDataPayloads(new SecureRandom())
                .encryptAll(
                        plain.parts(),
                        TWO.certificate(),
                        nl.opendk.ebms.protocol.security.encrypt.EncryptionAlgorithms.DEFAULT);
        byte[] sha512 = new EnvelopeSigner()
                .sign(
                        plain.envelope(),
                        encrypted,
                        new PrivateCredential(ONE.privateKey(), ONE.chain()),
                        new SignatureAlgorithms(SignatureAlgorithms.RSA_SHA512, SignatureAlgorithms.SHA512));

        assertRejected(withParts(withEnvelope(plain, sha512), encrypted), ErrorLocation.SIGNATURE, "rsa-sha512");
    }

    @Test
    void anUnencryptedPayloadWhereTheCpaRequiresEncryptionIsRejected() {
        OutgoingMessage plain = unsecured(payloads());
        byte[] signed = new EnvelopeSigner()
                .sign(
                        plain.envelope(),
                        plain.parts(),
                        new PrivateCredential(ONE.privateKey(), ONE.chain()),
                        SignatureAlgorithms.DEFAULT);
        String firstPart = plain.parts().get(0).contentId();

        assertRejected(
                withEnvelope(plain, signed), ErrorLocation.manifestReference("cid:" + firstPart), "is not encrypted");
    }

    private static void assertRefusedByTls(HttpClient client) {
        assertThatThrownBy(() -> post(client, ping(CPA_ID)))
                .as("the TLS handshake refuses the client")
                .isInstanceOf(IllegalStateException.class)
                .hasCauseInstanceOf(java.io.IOException.class);
    }

    /** Sent as party 1 over TLS: answered 204, stored rejected with the SecurityFailure, reported to party 1. */
    private static void assertRejected(OutgoingMessage message, String location, String description) {
        HttpResponse<byte[]> response = post(TlsClients.client(ONE), message);
        assertThat(response.statusCode()).isEqualTo(204);
        MessageQueries two = new MessageQueries(databaseTwo.dataSource());
        MessageSummary stored = two.findByMessageId(message.header().messageId(), Direction.IN)
                .orElseThrow()
                .summary();
        assertThat(stored.status()).isEqualTo(MessageStatus.REJECTED);
        assertThat(two.errors(stored.id())).anySatisfy(error -> assertSecurityFailure(error, location, description));
        assertThat(two.list(MessageFilter.ANY.withStatus(MessageStatus.RECEIVED), 10))
                .isEmpty();
        MessageQueries one = new MessageQueries(DB.dataSource());
        MessageFilter reported = MessageFilter.ANY
                .withAction("MessageError")
                .withRefToMessageId(message.header().messageId())
                .withDirection(Direction.IN);
        await().atMost(Duration.ofSeconds(20))
                .until(() -> !one.list(reported, 10).isEmpty());
    }

    private static void assertSecurityFailureAnswer(HttpResponse<byte[]> response, String location, String text) {
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(Wire.envelope(response.body()).envelope().errorList().errors())
                .singleElement()
                .satisfies(error -> assertSecurityFailure(error, location, text));
    }

    private static void assertSecurityFailure(EbmsError error, String location, String description) {
        assertThat(error.code()).isEqualTo(EbmsErrorCode.SECURITY_FAILURE);
        assertThat(error.location()).isEqualTo(location);
        assertThat(error.description()).contains(description);
    }

    private static void assertNotStored(OutgoingMessage message) {
        assertThat(new MessageQueries(databaseTwo.dataSource())
                        .findByMessageId(message.header().messageId(), Direction.IN))
                .isEmpty();
    }

    private static HttpResponse<byte[]> post(HttpClient client, OutgoingMessage message) {
        HttpBody body = HttpBody.of(message.envelope(), message.parts());
        return SecureAdapter.send(
                client,
                HttpRequest.newBuilder(adapterTwo.endpoint())
                        .timeout(Duration.ofSeconds(30))
                        .header("Content-Type", body.contentType())
                        .header("SOAPAction", "\"ebXML\"")
                        .POST(HttpRequest.BodyPublishers.ofByteArray(body.content()))
                        .build());
    }

    private static TestCpas.Builder cpa(String cpaId, TestParty partyOne) {
        return TestCpas.builder()
                .cpaId(cpaId)
                .partyA(TestPki.PARTY_1, "Partij Een", "Afnemer", adapterOne.endpoint())
                .partyB(TestPki.PARTY_2, "Partij Twee", "Aanbieder", adapterTwo.endpoint())
                .profile(DigikoppelingProfile.OSB_BE_E.cpaName())
                .certificates(partyOne.certificate(), TWO.certificate());
    }

    private static OutgoingMessage ping(String cpaId) {
        ChannelTerms channel = new CpaRegistry()
                .put(CpaUpload.standard(Clock.systemUTC())
                        .check(cpa(cpaId, ONE).buildBytes())
                        .cpa())
                .party(PartyId.oin(TestPki.PARTY_2))
                .orElseThrow()
                .defaultMshChannel();
        // Digikoppeling leaves signing a Ping optional, so an unsigned one is a valid message on a signing channel.
        OutgoingSecurity unsigned = (message, destination) -> message;
        return new PingFactory(new MessageIds("refusals.test"), Clock.systemUTC(), unsigned)
                .ping(
                        cpaId,
                        Party.of(PartyId.oin(TestPki.PARTY_1), null),
                        Party.of(PartyId.oin(TestPki.PARTY_2), null),
                        channel);
    }

    private static OutgoingMessage secured(List<PayloadPart> payloads) {
        return factory(new MessageSecurer(
                        new EncryptedDataPayloads(new SecureRandom()),
                        new EnvelopeSigner(),
                        new PrivateCredential(ONE.privateKey(), ONE.chain()),
                        KeyTransportAlgorithm.RSA_OAEP_MGF1P))
                .create(request(payloads), channel());
    }

    private static OutgoingMessage unsecured(List<PayloadPart> payloads) {
        return factory((message, destination) -> message).create(request(payloads), channel());
    }

    private static BusinessMessageFactory factory(nl.opendk.ebms.protocol.signal.OutgoingSecurity security) {
        return new BusinessMessageFactory(new MessageIds("refusals.test"), Clock.systemUTC(), security);
    }

    private static ChannelTerms channel() {
        return new OutboundChannels(registry())
                .businessChannel(
                        CPA_ID,
                        PartyId.oin(TestPki.PARTY_1),
                        PartyId.oin(TestPki.PARTY_2),
                        new Service(TestCpas.SERVICE_TYPE, TestCpas.SERVICE),
                        TestCpas.A_SENDS)
                .orElseThrow();
    }

    private static CpaRegistry registry() {
        CpaRegistry registry = new CpaRegistry();
        registry.put(cpa.cpa());
        return registry;
    }

    private static BusinessMessageRequest request(List<PayloadPart> payloads) {
        return new BusinessMessageRequest(
                CPA_ID,
                PartyId.oin(TestPki.PARTY_1),
                "Afnemer",
                PartyId.oin(TestPki.PARTY_2),
                "Aanbieder",
                new Service(TestCpas.SERVICE_TYPE, TestCpas.SERVICE),
                TestCpas.A_SENDS,
                null,
                null,
                null,
                payloads);
    }

    private static List<PayloadPart> payloads() {
        return List.of(
                new PayloadPart(
                        "order@refusals.test", "application/xml", "<bestelling/>".getBytes(StandardCharsets.UTF_8)),
                new PayloadPart("scan@refusals.test", "application/pdf", new byte[] {1, 2, 3, 4, 5, 6, 7, 8}));
    }

    private static OutgoingMessage withEnvelope(OutgoingMessage message, byte[] envelope) {
        return new OutgoingMessage(
                message.header(), envelope, message.parts(), message.endpoint(), message.reliability());
    }

    private static OutgoingMessage withParts(OutgoingMessage message, List<PayloadPart> parts) {
        return new OutgoingMessage(
                message.header(), message.envelope(), parts, message.endpoint(), message.reliability());
    }
}
