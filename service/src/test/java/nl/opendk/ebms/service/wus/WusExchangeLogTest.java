package nl.opendk.ebms.service.wus;

import static nl.opendk.ebms.service.wus.TestWusDefinitions.GET_PERSON;
import static nl.opendk.ebms.service.wus.TestWusDefinitions.OIN_A;
import static nl.opendk.ebms.service.wus.TestWusDefinitions.consumed;
import static nl.opendk.ebms.service.wus.TestWusDefinitions.derCertificate;
import static nl.opendk.ebms.service.wus.TestWusDefinitions.persons;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.ebms.db.wus.WusExchangeOutcome;
import nl.opendk.ebms.db.wus.WusExchangeRequest;
import nl.opendk.ebms.db.wus.WusExchangeStatus;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.Test;

class WusExchangeLogTest {

    private static final Instant T0 = Instant.parse("2026-05-01T08:00:00Z");
    private static final byte[] REQUEST = "<GetPerson/>".getBytes(StandardCharsets.UTF_8);
    private static final byte[] RESPONSE = "<GetPersonResponse/>".getBytes(StandardCharsets.UTF_8);

    private final MutableClock clock = new MutableClock(T0);
    private final MemoryWusRecords records = new MemoryWusRecords();
    private final WusExchangeLog log = new WusExchangeLog(records, clock);

    @Test
    void recordsTheRequestAndItsOutcomeTimedByTheClock() {
        WusCall call = log.started(start(persons()));
        clock.advance(Duration.ofMillis(250));

        boolean ended = log.ended(call, answered());

        assertThat(ended).isTrue();
        WusExchangeRequest request = records.requests.get(0);
        assertThat(request.serviceName()).isEqualTo("persons");
        assertThat(request.profile()).isEqualTo("2W-be-S");
        assertThat(request.operation()).isEqualTo("GetPerson");
        assertThat(request.tlsOin()).isEqualTo(OIN_A);
        assertThat(request.receivedAt()).isEqualTo(T0);
        assertThat(request.requestSize()).isEqualTo(REQUEST.length);
        assertThat(request.requestBody()).isEqualTo(REQUEST);
        WusExchangeOutcome outcome = records.outcomes.get(call.id());
        assertThat(outcome.status()).isEqualTo(WusExchangeStatus.ANSWERED);
        assertThat(outcome.answeredAt()).isEqualTo(T0.plusMillis(250));
        assertThat(outcome.totalMs()).isEqualTo(250);
        assertThat(outcome.backendMs()).isEqualTo(200);
        assertThat(outcome.responseSize()).isEqualTo(RESPONSE.length);
        assertThat(outcome.responseBody()).isEqualTo(RESPONSE);
        assertThat(outcome.signerOin()).isEqualTo(OIN_A);
    }

    @Test
    void aServiceThatDoesNotStoreBodiesGetsSizesOnly() {
        WusCall call = log.started(start(consumed("partner", derCertificate())));
        log.ended(call, answered());

        assertThat(records.requests.get(0).requestBody()).isNull();
        assertThat(records.requests.get(0).requestSize()).isEqualTo(REQUEST.length);
        assertThat(records.outcomes.get(call.id()).responseBody()).isNull();
        assertThat(records.outcomes.get(call.id()).responseSize()).isEqualTo(RESPONSE.length);
    }

    @Test
    void aRequestNoServiceMatchedIsRecordedWithoutItsBody() {
        WusCallStart unknown = new WusCallStart(
                WusDirection.PROVIDE, null, null, "urn:uuid:1", "urn:unknown", null, null, OIN_A, null, REQUEST);

        WusCall call = log.started(unknown);
        log.ended(
                call,
                new WusCallEnd(
                        WusExchangeStatus.REJECTED,
                        "urn:uuid:f",
                        "urn:uuid:1",
                        "DK0001",
                        "unknown",
                        500,
                        null,
                        null,
                        RESPONSE,
                        null));

        WusExchangeRequest request = records.requests.get(0);
        assertThat(request.serviceName()).isNull();
        assertThat(request.profile()).isNull();
        assertThat(request.requestBody()).isNull();
        assertThat(records.outcomes.get(call.id()).responseBody()).isNull();
    }

    @Test
    void aCallEndsOnceOnly() {
        WusCall call = log.started(start(persons()));
        log.ended(call, answered());

        boolean again = log.ended(
                call,
                new WusCallEnd(
                        WusExchangeStatus.BACKEND_FAILED,
                        null,
                        null,
                        "soap:Server",
                        "late",
                        500,
                        null,
                        null,
                        null,
                        null));

        assertThat(again).isFalse();
        assertThat(records.outcomes.get(call.id()).status()).isEqualTo(WusExchangeStatus.ANSWERED);
    }

    private static WusCallStart start(WusServiceDefinition service) {
        return new WusCallStart(
                WusDirection.PROVIDE,
                service,
                "GetPerson",
                "urn:uuid:req",
                GET_PERSON,
                "https://us.example.nl/wus/persons-v1",
                OIN_A,
                OIN_A,
                null,
                REQUEST);
    }

    private WusCallEnd answered() {
        return new WusCallEnd(
                WusExchangeStatus.ANSWERED,
                "urn:uuid:resp",
                "urn:uuid:req",
                null,
                null,
                200,
                T0.plusMillis(20),
                200L,
                RESPONSE,
                OIN_A);
    }
}
