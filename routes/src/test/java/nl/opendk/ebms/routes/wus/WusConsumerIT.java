package nl.opendk.ebms.routes.wus;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import nl.opendk.ebms.db.wus.WusExchangeStatus;
import nl.opendk.ebms.routes.wus.StubPartner.Answer;
import nl.opendk.ebms.service.wus.consume.AnswerFiles;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import nl.opendk.wus.protocol.profile.WusProfile;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The consumer side of WUS over real mutual TLS against a partner written on WSS4J's own API ({@link StubPartner}):
 * what the adapter sends as a requester (DK-WUS WA001, WB004-WB010), and how it holds the partner's response to the
 * rules (WB013, WB014, WA001) before our back end gets anything of it.
 */
class WusConsumerIT {

    /** What the stand-in for Grote Berichten is shown of partners' answers, and starts downloads for. */
    private static final List<String> answersForFiles = new CopyOnWriteArrayList<>();

    private static final String FILES_PLEASE = "Jansen";

    private static RunningConsumer consumer;
    private static StubPartner partner;

    @BeforeAll
    static void start() throws Exception {
        TestPki pki = TestPki.create();
        TestParty us = pki.party(TestPki.PARTY_2);
        TestParty stranger = pki.issue(
                "Stranger",
                "00000099000000000009",
                Instant.now().minus(Duration.ofDays(1)),
                Instant.now().plus(Duration.ofDays(30)));
        partner = StubPartner.start(pki, us, stranger);
        consumer = RunningConsumer.start(pki, us, answer -> {
            String text = new String(answer, StandardCharsets.UTF_8);
            answersForFiles.add(text);
            return text.contains(FILES_PLEASE)
                    ? new AnswerFiles.Found(List.of(7L, 8L), null)
                    : AnswerFiles.Found.NOTHING;
        });
        for (Answer answer : Answer.values()) {
            for (WusProfile profile : WusProfile.values()) {
                consumer.consume(name(answer, profile), profile, partner.uri(answer, profile.shortName()));
            }
        }
    }

    @AfterAll
    static void stop() throws Exception {
        if (consumer != null) {
            consumer.close();
        }
        if (partner != null) {
            partner.close();
        }
    }

    @ParameterizedTest
    @EnumSource(WusProfile.class)
    void w01TheRequestCarriesTheWusHeadersAndTheResponseReachesTheBackEndPlain(WusProfile profile) throws Exception {
        HttpResponse<String> answer = consumer.call(name(Answer.GOOD, profile));

        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        assertThat(answer.body()).contains("Jansen").doesNotContain("Header");
        StubPartner.Received sent = partner.last();
        assertThat(sent.soapAction()).as("WS002").isEqualTo("\"" + WusClient.ACTION + "\"");
        assertThat(sent.action()).isEqualTo(WusClient.ACTION);
        assertThat(sent.to()).as("WA001: To with the partner's OIN").endsWith("?OIN=" + TestPki.PARTY_2);
        assertThat(sent.from()).as("WA001: From with ours").endsWith("?OIN=" + TestPki.PARTY_1);
        assertThat(sent.messageId()).startsWith("urn:uuid:");
        MemoryExchangeRecords.Recorded recorded = consumer.records().last();
        assertThat(recorded.request().requestMessageId()).isEqualTo(sent.messageId());
        assertThat(recorded.outcome().status()).isEqualTo(WusExchangeStatus.ANSWERED);
        assertThat(recorded.outcome().relatesTo()).isEqualTo(sent.messageId());
        if (profile.signed()) {
            assertThat(sent.signedParts())
                    .as("WB004: Body, Timestamp and every WS-Addressing header signed")
                    .contains("Body", "Timestamp", "To", "Action", "MessageID", "ReplyTo", "From");
            assertThat(recorded.outcome().signerOin()).isEqualTo(TestPki.PARTY_2);
        }
        assertThat(sent.encrypted()).as("WB005").isEqualTo(profile.encrypted());
        if (profile.encrypted()) {
            assertThat(sent.bodyText()).as("decrypted by the partner").contains("999990019");
        }
    }

    @Test
    void w17AResponseThatConfirmsAnotherSignatureIsNotTaken() throws Exception {
        assertThat(assertRefused(Answer.WRONG_CONFIRMATION, WusProfile.BE_S)).contains("SignatureConfirmation");
    }

    @Test
    void w17AResponseWithoutSignatureConfirmationIsNotTaken() throws Exception {
        assertThat(assertRefused(Answer.NO_CONFIRMATION, WusProfile.BE_S))
                .containsIgnoringCase("signature confirmation");
    }

    @Test
    void wb013AnUnsignedResponseToASignedRequestIsNotTaken() throws Exception {
        assertThat(assertRefused(Answer.UNSIGNED, WusProfile.BE_SE)).contains("wsse:Security");
    }

    @Test
    void wb013AResponseSignedByAnotherOrganisationIsNotTaken() throws Exception {
        String reason = assertRefused(Answer.SIGNED_BY_STRANGER, WusProfile.BE_S);
        assertThat(reason).contains("00000099000000000009").contains(TestPki.PARTY_2);
    }

    @Test
    void w12AResponseChangedAfterSigningIsNotTaken() throws Exception {
        assertRefused(Answer.TAMPERED_BODY, WusProfile.BE_S);
    }

    @Test
    void w13AResponseWhoseRelatesToIsNotSignedIsNotTaken() throws Exception {
        assertThat(assertRefused(Answer.UNSIGNED_RELATES_TO, WusProfile.BE_S))
                .contains("WB004")
                .contains("RelatesTo");
    }

    @Test
    void w16AResponseWithSha1DigestsIsNotTaken() throws Exception {
        assertRefused(Answer.SHA1_DIGEST, WusProfile.BE_S);
    }

    @ParameterizedTest
    @EnumSource(WusProfile.class)
    void wa001AResponseThatRelatesToAnotherRequestIsNotTaken(WusProfile profile) throws Exception {
        String reason = assertRefused(Answer.WRONG_RELATES_TO, profile);
        assertThat(reason).contains("RelatesTo").contains("0008");
    }

    /**
     * DK-BP-GB "Download": an answer goes past Grote Berichten, which starts the downloads of the metadata it holds;
     * the back end gets their ids with the answer.
     */
    @Test
    void theDownloadsOfMetadataInAnAnswerReachTheBackEndWithIt() throws Exception {
        answersForFiles.clear();

        HttpResponse<String> answer = consumer.call(name(Answer.GOOD, WusProfile.BE));

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.headers().firstValue("EbmsGbDownloads")).hasValue("7,8");
        assertThat(answersForFiles).singleElement().isEqualTo(answer.body());
    }

    @Test
    void aFaultIsNoAnswerWithFiles() throws Exception {
        answersForFiles.clear();

        HttpResponse<String> answer = consumer.call(name(Answer.FAULT, WusProfile.BE_S));

        assertThat(answer.headers().firstValue("EbmsGbDownloads")).isEmpty();
        assertThat(answersForFiles).isEmpty();
    }

    @Test
    void thePartnersFaultReachesTheBackEndAsItCame() throws Exception {
        HttpResponse<String> answer = consumer.call(name(Answer.FAULT, WusProfile.BE_S));

        assertThat(answer.statusCode()).isEqualTo(500);
        assertThat(answer.body()).contains("0002 Not authorized").contains("Client");
        assertThat(consumer.records().last().outcome().status()).isEqualTo(WusExchangeStatus.FAULTED);
    }

    /** The back end gets 0051 with the reason, the response's Body never; the call is recorded as partner_failed. */
    private static String assertRefused(Answer answer, WusProfile profile) throws Exception {
        HttpResponse<String> response = consumer.call(name(answer, profile));

        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(response.body()).contains("0051").doesNotContain("Jansen");
        MemoryExchangeRecords.Recorded recorded = consumer.records().last();
        assertThat(recorded.outcome().status()).isEqualTo(WusExchangeStatus.PARTNER_FAILED);
        return recorded.outcome().faultText();
    }

    private static String name(Answer answer, WusProfile profile) {
        return answer.name().toLowerCase().replace('_', '-') + "-"
                + profile.shortName().toLowerCase();
    }
}
