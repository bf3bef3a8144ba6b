package nl.opendk.ebms.db.wus;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.db.testing.TestDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class WusExchangeStoreIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final Instant T0 = Instant.parse("2026-03-04T10:00:00.125Z");
    private static final byte[] REQUEST = "<GetPerson/>".getBytes(StandardCharsets.UTF_8);
    private static final byte[] RESPONSE = "<GetPersonResponse/>".getBytes(StandardCharsets.UTF_8);

    private WusExchangeStore store;
    private WusExchangeRecorder recorder;

    @AfterEach
    void closeRecorder() {
        recorder.close();
    }

    @BeforeEach
    void setUp() {
        DB.deleteAllRows();
        store = new WusExchangeStore(DB.dataSource(), "node-1");
        recorder = new WusExchangeRecorder(store);
    }

    @Test
    void recordsARequestAsReceivedAndFindsItWithItsBody() {
        long id = recorder.insert(request("persons", "urn:uuid:req-1", T0));

        WusExchangeDetail detail = store.find(id).orElseThrow();
        WusExchangeSummary summary = detail.summary();
        assertThat(summary.status()).isEqualTo(WusExchangeStatus.RECEIVED);
        assertThat(summary.direction()).isEqualTo(WusDirection.PROVIDE);
        assertThat(summary.serviceName()).isEqualTo("persons");
        assertThat(summary.operation()).isEqualTo("GetPerson");
        assertThat(summary.profile()).isEqualTo("2W-be-S");
        assertThat(summary.requestMessageId()).isEqualTo("urn:uuid:req-1");
        assertThat(summary.requestAction()).isEqualTo("urn:example/GetPerson");
        assertThat(summary.to()).isEqualTo("https://us.example.nl/wus/persons?OIN=00000001234567890000");
        assertThat(summary.fromOin()).isEqualTo("00000009876543210000");
        assertThat(summary.tlsOin()).isEqualTo("00000009876543210000");
        assertThat(summary.signerOin()).isEqualTo("00000009876543210001");
        assertThat(summary.nodeId()).isEqualTo("node-1");
        assertThat(summary.receivedAt()).isEqualTo(T0);
        assertThat(summary.requestSize()).isEqualTo(REQUEST.length);
        assertThat(summary.answeredAt()).isNull();
        assertThat(summary.totalMs()).isNull();
        assertThat(detail.requestBody()).isEqualTo(REQUEST);
        assertThat(detail.responseBody()).isNull();
        assertThat(store.find(id + 1)).isEmpty();
    }

    @Test
    void completesACallWithItsOutcome() {
        long id = recorder.insert(request("persons", "urn:uuid:req-2", T0));

        assertThat(recorder.complete(id, answered(T0))).isTrue();

        WusExchangeDetail detail = store.find(id).orElseThrow();
        WusExchangeSummary summary = detail.summary();
        assertThat(summary.status()).isEqualTo(WusExchangeStatus.ANSWERED);
        assertThat(summary.responseMessageId()).isEqualTo("urn:uuid:resp-1");
        assertThat(summary.relatesTo()).isEqualTo("urn:uuid:req-2");
        assertThat(summary.httpStatus()).isEqualTo(200);
        assertThat(summary.backendStartedAt()).isEqualTo(T0.plusMillis(5));
        assertThat(summary.backendMs()).isEqualTo(30);
        assertThat(summary.answeredAt()).isEqualTo(T0.plusMillis(40));
        assertThat(summary.totalMs()).isEqualTo(40);
        assertThat(summary.responseSize()).isEqualTo(RESPONSE.length);
        assertThat(detail.responseBody()).isEqualTo(RESPONSE);
        assertThat(summary.signerOin())
                .as("the signer is known once the signature was verified")
                .isEqualTo("00000099000000000007");
    }

    @Test
    void theSecondCompletionOfACallLosesAndChangesNothing() {
        long id = recorder.insert(request("persons", "urn:uuid:req-3", T0));
        recorder.complete(id, answered(T0));

        boolean second = recorder.complete(
                id,
                new WusExchangeOutcome(
                        WusExchangeStatus.BACKEND_FAILED,
                        null,
                        null,
                        "soap:Server",
                        "back end timed out",
                        500,
                        null,
                        null,
                        T0.plusSeconds(9),
                        9000,
                        null,
                        null,
                        null));

        assertThat(second).isFalse();
        WusExchangeSummary summary = store.find(id).orElseThrow().summary();
        assertThat(summary.status()).isEqualTo(WusExchangeStatus.ANSWERED);
        assertThat(summary.faultCode()).isNull();
        assertThat(recorder.complete(id + 1, answered(T0))).as("no such call").isFalse();
    }

    @Test
    void aRejectedCallWithoutServiceOrBodiesIsRecorded() {
        long id = recorder.insert(new WusExchangeRequest(
                WusDirection.PROVIDE,
                null,
                null,
                null,
                null,
                "urn:unknown",
                null,
                null,
                "00000009876543210000",
                null,
                T0,
                12,
                null));

        recorder.complete(
                id,
                new WusExchangeOutcome(
                        WusExchangeStatus.REJECTED,
                        "urn:uuid:fault-1",
                        null,
                        "DK0007",
                        "wsa:MessageID missing",
                        500,
                        null,
                        null,
                        T0,
                        0,
                        null,
                        null,
                        null));

        WusExchangeDetail detail = store.find(id).orElseThrow();
        assertThat(detail.summary().status()).isEqualTo(WusExchangeStatus.REJECTED);
        assertThat(detail.summary().faultCode()).isEqualTo("DK0007");
        assertThat(detail.summary().backendStartedAt()).isNull();
        assertThat(detail.requestBody()).isNull();
    }

    @Test
    void valuesFromTheWireLongerThanTheirColumnAreCutNotRefused() {
        String longId = "urn:uuid:" + "x".repeat(400);
        long id = recorder.insert(new WusExchangeRequest(
                WusDirection.PROVIDE,
                "n".repeat(150),
                null,
                null,
                longId,
                "a".repeat(300),
                "https://" + "t".repeat(1200),
                "9".repeat(100),
                null,
                null,
                T0,
                1,
                null));

        WusExchangeSummary summary = store.find(id).orElseThrow().summary();
        assertThat(summary.requestMessageId()).isEqualTo(longId.substring(0, 255));
        assertThat(summary.serviceName()).hasSize(100);
        assertThat(summary.requestAction()).hasSize(255);
        assertThat(summary.to()).hasSize(1000);
        assertThat(summary.fromOin()).hasSize(64);
    }

    @Test
    void searchesByStatusServiceDirectionMessageIdAndTimeNewestFirst() {
        long first = recorder.insert(request("persons", "urn:uuid:a", T0));
        long second = recorder.insert(request("persons", "urn:uuid:b", T0.plus(Duration.ofHours(1))));
        long third = recorder.insert(request("vehicles", "urn:uuid:c", T0.plus(Duration.ofHours(2))));
        recorder.complete(first, answered(T0));
        long consumed = recorder.insert(new WusExchangeRequest(
                WusDirection.CONSUME,
                "partner",
                "GetPerson",
                "2W-be",
                "urn:uuid:d",
                "urn:example/GetPerson",
                "https://partner.example.nl/wus",
                null,
                null,
                null,
                T0.plus(Duration.ofHours(3)),
                1,
                null));

        assertThat(ids(WusExchangeFilter.ANY)).containsExactly(consumed, third, second, first);
        assertThat(ids(WusExchangeFilter.ANY.withStatus(WusExchangeStatus.ANSWERED)))
                .containsExactly(first);
        assertThat(ids(WusExchangeFilter.ANY.withServiceName("persons"))).containsExactly(second, first);
        assertThat(ids(WusExchangeFilter.ANY.withOperation("GetPerson")))
                .containsExactly(consumed, third, second, first);
        assertThat(ids(WusExchangeFilter.ANY.withDirection(WusDirection.CONSUME)))
                .containsExactly(consumed);
        assertThat(ids(WusExchangeFilter.ANY.withMessageId("urn:uuid:b"))).containsExactly(second);
        assertThat(ids(WusExchangeFilter.ANY.withMessageId("urn:uuid:resp-1")))
                .as("the response's MessageID finds the call too")
                .containsExactly(first);
        assertThat(ids(WusExchangeFilter.ANY.withReceived(T0.plus(Duration.ofHours(1)), T0.plus(Duration.ofHours(3)))))
                .containsExactly(third, second);
    }

    @Test
    void pagesByTheIdOfThePreviousPagesLastRow() {
        long a = recorder.insert(request("persons", "urn:uuid:p1", T0));
        long b = recorder.insert(request("persons", "urn:uuid:p2", T0));
        long c = recorder.insert(request("persons", "urn:uuid:p3", T0));

        List<WusExchangeSummary> page1 = store.list(WusExchangeFilter.ANY, 2);
        List<WusExchangeSummary> page2 =
                store.list(WusExchangeFilter.ANY.withBeforeId(page1.get(1).id()), 2);

        assertThat(page1).extracting(WusExchangeSummary::id).containsExactly(c, b);
        assertThat(page2).extracting(WusExchangeSummary::id).containsExactly(a);
    }

    private List<Long> ids(WusExchangeFilter filter) {
        return store.list(filter, 100).stream().map(WusExchangeSummary::id).toList();
    }

    static WusExchangeRequest request(String service, String messageId, Instant receivedAt) {
        return new WusExchangeRequest(
                WusDirection.PROVIDE,
                service,
                "GetPerson",
                "2W-be-S",
                messageId,
                "urn:example/GetPerson",
                "https://us.example.nl/wus/persons?OIN=00000001234567890000",
                "00000009876543210000",
                "00000009876543210000",
                "00000009876543210001",
                receivedAt,
                REQUEST.length,
                REQUEST);
    }

    private static WusExchangeOutcome answered(Instant receivedAt) {
        return new WusExchangeOutcome(
                WusExchangeStatus.ANSWERED,
                "urn:uuid:resp-1",
                "urn:uuid:req-2",
                null,
                null,
                200,
                receivedAt.plusMillis(5),
                30L,
                receivedAt.plusMillis(40),
                40,
                (long) RESPONSE.length,
                RESPONSE,
                "00000099000000000007");
    }
}
