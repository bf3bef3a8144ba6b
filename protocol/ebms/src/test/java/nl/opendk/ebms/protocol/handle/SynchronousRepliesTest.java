package nl.opendk.ebms.protocol.handle;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.function.Function;
import nl.opendk.ebms.protocol.check.Assessment;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.EnvelopeWriter;
import nl.opendk.ebms.protocol.codec.ManifestWriter;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.codec.SignalElements;
import nl.opendk.ebms.protocol.error.SecurityFailures;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.security.SecurityTestMessages;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.protocol.security.sign.AlgorithmPolicy;
import nl.opendk.ebms.protocol.security.sign.EnvelopeSigner;
import nl.opendk.ebms.protocol.security.sign.SignatureAlgorithms;
import nl.opendk.ebms.protocol.security.sign.SignatureVerifier;
import nl.opendk.ebms.protocol.security.sign.VerifiedReference;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;
import nl.opendk.ebms.testkit.message.ReliableFixtures;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;

class SynchronousRepliesTest {

    private static final byte[] UNSIGNED_SENT =
            ("<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\">"
                            + "<soap:Header/><soap:Body/></soap:Envelope>")
                    .getBytes(StandardCharsets.UTF_8);

    private final SynchronousReplies replies = replies(message -> Assessment.of(message, List.of()));

    @Test
    void anAcknowledgmentForOurMessageSettlesIt() {
        byte[] ack = ReliableFixtures.acknowledgment("ours@adapter.test").body();
        assertThat(replies.read("text/xml", ack, "ours@adapter.test", UNSIGNED_SENT)
                        .verdict())
                .isEqualTo(DeliveryVerdict.ACKNOWLEDGED);
        assertThat(replies.read("text/xml", ack, "another@adapter.test", UNSIGNED_SENT)
                        .verdict())
                .isEqualTo(DeliveryVerdict.DELIVERED);
    }

    @Test
    void aMessageErrorRefusesItAndSaysWhy() {
        byte[] error =
                ReliableFixtures.messageError("ours@adapter.test", "Error").body();
        SynchronousReplies.Reply reply =
                replies.read("text/xml; charset=UTF-8", error, "ours@adapter.test", UNSIGNED_SENT);
        assertThat(reply.verdict()).isEqualTo(DeliveryVerdict.PERMANENT);
        assertThat(reply.detail()).contains("DeliveryFailure", "back end unreachable");
    }

    @Test
    void anEmptyOrUnreadableReplyLeavesTheMessageWaitingForItsAcknowledgment() {
        assertThat(replies.read("text/xml", new byte[0], "ours@adapter.test", UNSIGNED_SENT)
                        .verdict())
                .isEqualTo(DeliveryVerdict.DELIVERED);
        SynchronousReplies.Reply garbage = replies.read(
                "text/xml", "not xml".getBytes(StandardCharsets.UTF_8), "ours@adapter.test", UNSIGNED_SENT);
        assertThat(garbage.verdict()).isEqualTo(DeliveryVerdict.DELIVERED);
        assertThat(garbage.detail()).startsWith("unreadable synchronous reply");
    }

    /** A synchronous Acknowledgment gets the inbound checks too: one whose signature fails settles nothing. */
    @Test
    void anAcknowledgmentThatFailsTheInboundChecksLeavesTheMessageWaiting() {
        SynchronousReplies refusing = replies(message -> Assessment.of(
                message, List.of(SecurityFailures.failure("//Header/Signature", "signature does not verify"))));
        byte[] ack = ReliableFixtures.acknowledgment("ours@adapter.test").body();

        SynchronousReplies.Reply reply = refusing.read("text/xml", ack, "ours@adapter.test", UNSIGNED_SENT);

        assertThat(reply.verdict()).isEqualTo(DeliveryVerdict.DELIVERED);
        assertThat(reply.detail()).contains("SecurityFailure", "signature does not verify");
    }

    @Test
    void aMessageErrorThatFailsTheInboundChecksRefusesNothing() {
        SynchronousReplies refusing = replies(message -> Assessment.of(
                message, List.of(SecurityFailures.failure("//Header/Signature", "signature does not verify"))));
        byte[] error =
                ReliableFixtures.messageError("ours@adapter.test", "Error").body();

        SynchronousReplies.Reply reply = refusing.read("text/xml", error, "ours@adapter.test", UNSIGNED_SENT);

        assertThat(reply.verdict()).isEqualTo(DeliveryVerdict.DELIVERED);
        assertThat(reply.detail()).startsWith("synchronous MessageError not accepted");
    }

    /** ebMS 2.0 §6.3.2.4: our signed message asked for a signed receipt; only one with our references settles it. */
    @Test
    void aSignedMessageIsSettledOnlyByAnAcknowledgmentCarryingWhatWeSigned() {
        TestPki pki = TestPki.create();
        TestParty us = pki.party(TestPki.PARTY_1);
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(1);
        MessageHeader header = SecurityTestMessages.fixture("business-message").header();
        byte[] sent = new EnvelopeSigner()
                .sign(
                        EnvelopeWriter.write(header, SignalElements.ackRequested(true), ManifestWriter.manifest(parts)),
                        parts,
                        new PrivateCredential(us.privateKey(), us.chain()),
                        SignatureAlgorithms.DEFAULT);
        List<String> verified = new SignatureVerifier()
                .verify(sent, parts, us.certificate(), AlgorithmPolicy.DIGIKOPPELING).references().stream()
                        .map(VerifiedReference::xml)
                        .toList();

        SynchronousReplies.Reply withoutReceipt =
                replies.read("text/xml", acknowledgment(header, List.of()), header.messageId(), sent);
        SynchronousReplies.Reply withReceipt =
                replies.read("text/xml", acknowledgment(header, verified), header.messageId(), sent);

        assertThat(withoutReceipt.verdict()).isEqualTo(DeliveryVerdict.DELIVERED);
        assertThat(withoutReceipt.detail()).contains("SecurityFailure", "no ds:Reference");
        assertThat(withReceipt.verdict()).isEqualTo(DeliveryVerdict.ACKNOWLEDGED);
    }

    private static byte[] acknowledgment(MessageHeader acknowledged, List<String> references) {
        return EnvelopeWriter.write(
                acknowledged,
                SignalElements.acknowledgment(
                        Instant.parse("2026-01-01T00:00:01Z"), acknowledged.messageId(), acknowledged.to(), references),
                out -> {});
    }

    private static SynchronousReplies replies(Function<ReceivedMessage, Assessment> checks) {
        return new SynchronousReplies(new RequestDecoder(DecodingLimits.defaults()), Clock.systemUTC(), checks);
    }
}
