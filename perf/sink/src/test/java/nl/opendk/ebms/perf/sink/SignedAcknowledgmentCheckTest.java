package nl.opendk.ebms.perf.sink;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Properties;
import nl.opendk.ebms.perf.sink.signing.SignedBusinessMessages;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.check.HeaderChecks;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.HttpBody;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.protocol.security.sign.AlgorithmPolicy;
import nl.opendk.ebms.protocol.security.sign.EnvelopeSigner;
import nl.opendk.ebms.protocol.security.sign.SignatureAlgorithms;
import nl.opendk.ebms.protocol.security.sign.SignatureVerifier;
import nl.opendk.ebms.protocol.security.sign.VerificationResult;
import nl.opendk.ebms.protocol.security.sign.VerifiedReference;
import nl.opendk.ebms.protocol.signal.AckFactory;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;

/**
 * The signed osb-rm-s load: the message the JMeter plan signs is one the adapter's checks and signature verifier
 * accept, and the sink holds the adapter's Acknowledgment to being signed by the adapter's CPA certificate.
 */
class SignedAcknowledgmentCheckTest {

    private static final TestPki PKI = TestPki.create();
    private static final TestParty SENDER = PKI.party(TestPki.PARTY_1);
    private static final TestParty ADAPTER = PKI.party(TestPki.PARTY_2);
    private static final String CPA_ID = "perf_signed";
    private static final String PAYLOAD = "<bericht>" + "x".repeat(1000) + "</bericht>";
    private static final RequestDecoder DECODER = new RequestDecoder(DecodingLimits.defaults());
    private static final ChannelTerms SENDER_CHANNEL = new ChannelTerms(
            "sender_channel",
            URI.create("http://127.0.0.1:1/ebms"),
            SyncReplyMode.NONE,
            PerMessage.ALWAYS,
            PerMessage.ALWAYS,
            PerMessage.ALWAYS,
            null);

    private final PongCheck check = new PongCheck(Expectation.signedAcknowledgments(
            CPA_ID, PartyId.oin(TestPki.PARTY_2), PartyId.oin(TestPki.PARTY_1), ADAPTER.certificate()));
    private final SignatureVerifier verifier = new SignatureVerifier();

    @Test
    void theLoadGeneratorsSignedMessagePassesTheAdaptersChecks() {
        ReceivedMessage message = signedMessage("r1.s03", "r1.s03.7.1767225600000@perf.test");

        assertThat(new HeaderChecks().check(message).errors()).isEmpty();
        assertThat(message.envelope().ackRequested().signed()).isTrue();
        assertThat(message.header().duplicateElimination()).isTrue();
        assertThat(message.parts())
                .extracting(PayloadPart::contentId)
                .containsExactly(SignedBusinessMessages.PAYLOAD_CONTENT_ID);
        assertThat(verify(message, SENDER).errors()).isEmpty();
        assertThat(verify(message, SENDER).references()).hasSize(2);
    }

    @Test
    void aChangedPayloadNoLongerVerifies() {
        ReceivedMessage message = signedMessage("r1.s03", "r1.s03.8.1767225600000@perf.test");
        List<PayloadPart> changed = List.of(new PayloadPart(
                SignedBusinessMessages.PAYLOAD_CONTENT_ID,
                "application/xml",
                PAYLOAD.replace('x', 'y').getBytes(StandardCharsets.UTF_8)));

        VerificationResult result =
                verifier.verify(message.envelopeBytes(), changed, SENDER.certificate(), AlgorithmPolicy.DIGIKOPPELING);

        assertThat(result.isVerified()).isFalse();
    }

    @Test
    void theAdaptersSignedAcknowledgmentPasses() {
        ReceivedMessage message = signedMessage("r1.s03", "r1.s03.9.1767225600000@perf.test");
        byte[] acknowledgment = acknowledgment(message, ADAPTER);

        PongRecord record = check.check(decode(acknowledgment), 5L);

        assertThat(record.problem()).isEmpty();
        assertThat(record.action()).isEqualTo("Acknowledgment");
        assertThat(record.refToMessageId()).isEqualTo("r1.s03.9.1767225600000@perf.test");
    }

    @Test
    void anUnsignedAcknowledgmentIsAProblem() {
        ReceivedMessage message = signedMessage("r1.s03", "r1.s03.10.1767225600000@perf.test");
        byte[] unsigned = new AckFactory(new MessageIds("adapter.test"), Clock.systemUTC())
                .toSend(message.header(), SENDER_CHANNEL, references(message))
                .envelope();

        assertThat(check.check(decode(unsigned), 5L).problem()).contains("signature:");
    }

    @Test
    void anAcknowledgmentSignedWithAnotherKeyIsAProblem() {
        ReceivedMessage message = signedMessage("r1.s03", "r1.s03.11.1767225600000@perf.test");

        assertThat(check.check(decode(acknowledgment(message, SENDER)), 5L).problem())
                .contains("signature:");
    }

    @Test
    void aPongWhereAnAcknowledgmentIsDueIsAProblem() {
        PingId id = PongFixtures.pingId();
        String pong = PongFixtures.pongFor(PongFixtures.ping(CPA_ID, id.conversationId(), id.messageId())
                .replace(PongFixtures.SENDER, TestPki.PARTY_1)
                .replace(PongFixtures.ADAPTER, TestPki.PARTY_2));

        assertThat(check.check(PongFixtures.decode(pong), 5L).problem())
                .contains("Action Acknowledgment, got urn:oasis:names:tc:ebxml-msg:service / Pong");
    }

    private static ReceivedMessage signedMessage(String conversationId, String messageId) {
        Properties properties = new Properties();
        properties.setProperty("perf.cpa-id", CPA_ID);
        properties.setProperty("perf.sender-party", TestPki.PARTY_1);
        properties.setProperty("perf.sender-role", "Afzender");
        properties.setProperty("perf.adapter-party", TestPki.PARTY_2);
        properties.setProperty("perf.adapter-role", "Ontvanger");
        properties.setProperty("perf.service-type", "urn:osb:services");
        properties.setProperty("perf.service", "perf:Bericht:1:0");
        properties.setProperty("perf.action", "Bericht");
        properties.setProperty("perf.signing.keystore", SENDER.keyStore().toString());
        properties.setProperty("perf.signing.password", SENDER.keyStorePassword());
        properties.setProperty("perf.signing.alias", SENDER.alias());
        String envelope = SignedBusinessMessages.envelope(
                properties, conversationId, messageId, Instant.now().toEpochMilli(), PAYLOAD);
        HttpBody body = HttpBody.of(
                envelope.getBytes(StandardCharsets.UTF_8),
                List.of(new PayloadPart(
                        SignedBusinessMessages.PAYLOAD_CONTENT_ID,
                        "application/xml",
                        PAYLOAD.getBytes(StandardCharsets.UTF_8))));
        return DECODER.decode(body.contentType(), "\"ebXML\"", body.content(), Instant.now());
    }

    private VerificationResult verify(ReceivedMessage message, TestParty signer) {
        return verifier.verify(
                message.envelopeBytes(), message.parts(), signer.certificate(), AlgorithmPolicy.DIGIKOPPELING);
    }

    private List<String> references(ReceivedMessage message) {
        return verify(message, SENDER).references().stream()
                .map(VerifiedReference::xml)
                .toList();
    }

    /** What the adapter sends for a message with AckRequested signed="true": the references, signed (§6.3.2.4). */
    private byte[] acknowledgment(ReceivedMessage message, TestParty signer) {
        byte[] unsigned = new AckFactory(new MessageIds("adapter.test"), Clock.systemUTC())
                .toSend(message.header(), SENDER_CHANNEL, references(message))
                .envelope();
        return new EnvelopeSigner()
                .sign(
                        unsigned,
                        List.of(),
                        new PrivateCredential(signer.privateKey(), signer.chain()),
                        SignatureAlgorithms.DEFAULT);
    }

    private static ReceivedMessage decode(byte[] envelope) {
        return DECODER.decode("text/xml; charset=UTF-8", "\"ebXML\"", envelope, Instant.now());
    }
}
