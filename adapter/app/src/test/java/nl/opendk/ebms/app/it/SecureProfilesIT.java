package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import nl.opendk.ebms.app.testing.BackendCalls;
import nl.opendk.ebms.app.testing.SecureAdapter;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.db.message.MessageDetail;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Each Digikoppeling profile end to end between two adapters over mutual TLS, each acting for one party of the test
 * PKI on its own database: a Ping and its Pong, and a business message each way with two binary payloads, delivered
 * byte for byte; Acknowledgments in the reliable profiles; signatures verified in osb-*-s and osb-*-e, and payloads
 * encrypted on the wire and decrypted for the back end in osb-*-e.
 */
class SecureProfilesIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final TestPki PKI = TestPki.create();
    private static final TestParty ONE = PKI.party(TestPki.PARTY_1);
    private static final TestParty TWO = PKI.party(TestPki.PARTY_2);

    private static FreshDatabase databaseOne;
    private static FreshDatabase databaseTwo;
    private static SecureAdapter adapterOne;
    private static SecureAdapter adapterTwo;

    @BeforeAll
    static void start() {
        databaseOne = DB.newDatabase();
        databaseTwo = DB.newDatabase();
        adapterOne = SecureAdapter.start(databaseOne.settings(), "party-one", ONE);
        adapterTwo = SecureAdapter.start(databaseTwo.settings(), "party-two", TWO);
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

    @ParameterizedTest
    @EnumSource(DigikoppelingProfile.class)
    void pingAndABusinessMessageEachWayOverMutualTls(DigikoppelingProfile profile) {
        TestCpas.Builder cpa = TestCpas.builder()
                .cpaId("e2e_" + profile.cpaName().replace('-', '_'))
                .partyA(TestPki.PARTY_1, "Partij Een", "Afnemer", adapterOne.endpoint())
                .partyB(TestPki.PARTY_2, "Partij Twee", "Aanbieder", adapterTwo.endpoint())
                .profile(profile.cpaName())
                .certificates(ONE.certificate(), TWO.certificate());
        for (SecureAdapter adapter : List.of(adapterOne, adapterTwo)) {
            assertThat(adapter.api("POST", "/api/cpas", "application/xml", cpa.buildBytes())
                            .statusCode())
                    .isEqualTo(201);
        }

        pingIsAnsweredWithAPong(cpa, profile);
        deliver(cpa, profile, adapterOne, databaseOne, databaseTwo, TestCpas.A_SENDS);
        deliver(cpa, profile, adapterTwo, databaseTwo, databaseOne, TestCpas.B_SENDS);
    }

    /**
     * osb-rm-s with SyncReply (ebMS 2.0 §4.3, mshSignalsOnly): the signed Acknowledgment comes back in the HTTP
     * response; its signature is verified against the partner's certificate and its references against what we
     * signed before it settles the message.
     */
    @Test
    void aSignedSynchronousAcknowledgmentIsVerifiedBeforeItSettlesTheMessage() {
        TestCpas.Builder cpa = TestCpas.builder()
                .cpaId("e2e_osb_rm_s_sync")
                .partyA(TestPki.PARTY_1, "Partij Een", "Afnemer", adapterOne.endpoint())
                .partyB(TestPki.PARTY_2, "Partij Twee", "Aanbieder", adapterTwo.endpoint())
                .profile(DigikoppelingProfile.OSB_RM_S.cpaName())
                .syncReplyMode(SyncReplyMode.MSH_SIGNALS_ONLY.wireValue())
                .certificates(ONE.certificate(), TWO.certificate());
        for (SecureAdapter adapter : List.of(adapterOne, adapterTwo)) {
            assertThat(adapter.api("POST", "/api/cpas", "application/xml", cpa.buildBytes())
                            .statusCode())
                    .isEqualTo(201);
        }

        String messageId = send(cpa, adapterOne, TestCpas.A_SENDS);

        MessageQueries sender = new MessageQueries(databaseOne.dataSource());
        await().atMost(Duration.ofSeconds(20))
                .until(() -> sender.findByMessageId(messageId, Direction.OUT)
                                .orElseThrow()
                                .summary()
                                .status()
                        == MessageStatus.DELIVERED);
        MessageDetail sent = sender.findByMessageId(messageId, Direction.OUT).orElseThrow();
        assertThat(new String(sent.envelope(), StandardCharsets.UTF_8))
                .as("our message asks for a signed receipt")
                .contains("eb:signed=\"true\"");
        long id = sent.summary().id();
        assertThat(sender.attempts(id)).singleElement().satisfies(attempt -> assertThat(attempt.outcome())
                .as(String.valueOf(attempt.detail()))
                .isEqualTo(DeliveryVerdict.ACKNOWLEDGED));
        assertThat(sender.errors(id)).isEmpty();
    }

    private static void pingIsAnsweredWithAPong(TestCpas.Builder cpa, DigikoppelingProfile profile) {
        String cpaId = CpaUpload.standard(Clock.systemUTC())
                .check(cpa.buildBytes())
                .cpa()
                .cpaId();
        String body = "{\"partner\": \"" + TestPki.PARTY_2 + "\"}";
        assertThat(adapterOne
                        .api("POST", "/api/cpas/" + cpaId + "/ping", "application/json", bytes(body))
                        .statusCode())
                .isEqualTo(202);
        MessageQueries queries = new MessageQueries(databaseOne.dataSource());
        MessageSummary ping = queries.list(
                        MessageFilter.ANY.withCpaId(cpaId).withAction("Ping").withDirection(Direction.OUT), 10)
                .get(0);
        await().atMost(Duration.ofSeconds(20))
                .until(() -> !queries.attempts(ping.id()).isEmpty());
        assertThat(queries.attempts(ping.id()).get(0))
                .as("the Ping's first attempt")
                .satisfies(attempt ->
                        assertThat(attempt.httpStatus()).as(attempt.toString()).isEqualTo(204));
        MessageFilter pongs =
                MessageFilter.ANY.withCpaId(cpaId).withAction("Pong").withDirection(Direction.IN);
        await().atMost(Duration.ofSeconds(20))
                .until(() -> !queries.list(pongs, 10).isEmpty());
        MessageSummary pong = queries.list(pongs, 10).get(0);
        assertThat(pong.status()).isEqualTo(MessageStatus.PROCESSED);
        assertThat(signed(queries.find(pong.id()).orElseThrow())).isEqualTo(profile.signed());
    }

    /** A business message the back end hands to {@code sender} through POST /api/messages, as a back end does. */
    private static void deliver(
            TestCpas.Builder cpa,
            DigikoppelingProfile profile,
            SecureAdapter sender,
            FreshDatabase senderDatabase,
            FreshDatabase receiverDatabase,
            String action) {
        List<PayloadPart> payloads = payloads();
        String messageId = send(cpa, sender, action);

        MessageQueries receiver = new MessageQueries(receiverDatabase.dataSource());
        await().atMost(Duration.ofSeconds(20))
                .until(() -> receiver.findByMessageId(messageId, Direction.IN).isPresent());
        MessageDetail received =
                receiver.findByMessageId(messageId, Direction.IN).orElseThrow();
        assertThat(received.summary().status()).isEqualTo(MessageStatus.RECEIVED);
        assertThat(signed(received)).isEqualTo(profile.signed());
        List<PayloadPart> stored = receiver.payloads(received.summary().id());
        assertThat(stored).hasSize(2);
        for (int i = 0; i < 2; i++) {
            assertThat(stored.get(i).content()).isEqualTo(payloads.get(i).content());
            assertThat(stored.get(i).contentType()).isEqualTo(payloads.get(i).contentType());
        }

        MessageQueries senderQueries = new MessageQueries(senderDatabase.dataSource());
        List<PayloadPart> sent = senderQueries.payloads(senderQueries
                .findByMessageId(messageId, Direction.OUT)
                .orElseThrow()
                .summary()
                .id());
        assertThat(sent.get(1).content())
                .as("on the wire the payload is encrypted exactly in osb-*-e")
                .matches(content ->
                        java.util.Arrays.equals(content, payloads.get(1).content()) != profile.encrypted());
        await().atMost(Duration.ofSeconds(20))
                .until(() -> senderQueries
                                .findByMessageId(messageId, Direction.OUT)
                                .orElseThrow()
                                .summary()
                                .status()
                        == MessageStatus.DELIVERED);
        if (profile.reliable()) {
            acknowledged(senderQueries, messageId, profile);
        }
    }

    /** The Acknowledgment arrived and was accepted; in the signed profiles it is signed and carries the receipt. */
    private static void acknowledged(MessageQueries senderQueries, String messageId, DigikoppelingProfile profile) {
        List<MessageSummary> acks = senderQueries.list(
                MessageFilter.ANY.withAction("Acknowledgment").withRefToMessageId(messageId), 10);
        assertThat(acks).singleElement().satisfies(ack -> assertThat(ack.status())
                .isEqualTo(MessageStatus.PROCESSED));
        String envelope =
                new String(senderQueries.find(acks.get(0).id()).orElseThrow().envelope(), StandardCharsets.UTF_8);
        if (profile.signed()) {
            assertThat(envelope).contains("<ds:Signature");
            assertThat(envelope.substring(
                            envelope.indexOf("<eb:Acknowledgment"), envelope.indexOf("</eb:Acknowledgment>")))
                    .as("NRR: the references of the acknowledged message's signature")
                    .contains("<ds:Reference", "URI=\"cid:order@e2e.test\"", "URI=\"cid:scan@e2e.test\"");
        }
    }

    private static List<PayloadPart> payloads() {
        return List.of(
                new PayloadPart(
                        "order@e2e.test", "application/xml; charset=UTF-8", bytes("<bestelling>één</bestelling>")),
                new PayloadPart("scan@e2e.test", "application/pdf", allBytes()));
    }

    /** {@link #payloads()} handed to {@code sender} through POST /api/messages; the new message's MessageId. */
    private static String send(TestCpas.Builder cpa, SecureAdapter sender, String action) {
        HttpResponse<byte[]> answer = sender.api(
                "POST",
                "/api/messages",
                "application/json",
                BackendCalls.sendRequest(
                        CpaUpload.standard(Clock.systemUTC())
                                .check(cpa.buildBytes())
                                .cpa()
                                .cpaId(),
                        new Service(TestCpas.SERVICE_TYPE, TestCpas.SERVICE),
                        action,
                        payloads()));
        assertThat(answer.statusCode())
                .as(new String(answer.body(), StandardCharsets.UTF_8))
                .isEqualTo(201);
        return BackendCalls.json(answer).path("messageId").asText();
    }

    private static boolean signed(MessageDetail message) {
        return new String(message.envelope(), StandardCharsets.UTF_8).contains("<ds:Signature");
    }

    private static byte[] allBytes() {
        byte[] content = new byte[4096];
        for (int i = 0; i < content.length; i++) {
            content[i] = (byte) i;
        }
        return content;
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
