package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import nl.opendk.ebms.app.testing.PartnerStub;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.app.testing.Wire;
import nl.opendk.ebms.db.message.MessageDetail;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.testkit.message.DefectExpectation;
import nl.opendk.ebms.testkit.message.FixtureCpas;
import nl.opendk.ebms.testkit.message.HttpFixture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every defect fixture, posted over real HTTP to a running adapter with the fixtures' CPAs loaded, is answered the
 * way messages/defects/expected.properties says: a SOAP Fault, a synchronous MessageError, or an asynchronous one
 * that arrives at the partner's endpoint from the CPA; always with the exact ebMS errorCode and location.
 */
class DefectFixturesIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static PartnerStub partner;
    private static RunningAdapter adapter;

    @BeforeAll
    static void start() throws Exception {
        partner = PartnerStub.start();
        adapter = RunningAdapter.start(DB.settings(), "defects", Map.of());
        for (byte[] cpa : List.of(
                FixtureCpas.valid(partner.endpoint(), adapter.uri("/ebms")),
                FixtureCpas.expired(partner.endpoint(), adapter.uri("/ebms")),
                FixtureCpas.proposed(partner.endpoint(), adapter.uri("/ebms")))) {
            assertThat(adapter.post("/api/cpas", "application/xml", cpa).statusCode())
                    .isEqualTo(201);
        }
    }

    @AfterAll
    static void stop() {
        if (adapter != null) {
            adapter.close();
        }
        if (partner != null) {
            partner.close();
        }
    }

    static List<DefectExpectation> expectations() {
        return DefectExpectation.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("expectations")
    void answersWithTheExactEbmsError(DefectExpectation expected) {
        HttpFixture fixture = expected.fixture();
        HttpResponse<byte[]> response = adapter.post(fixture);
        switch (expected.answer()) {
            case FAULT -> assertSoapFault(expected, response);
            case SYNC -> assertSynchronousError(expected, response);
            case ASYNC -> assertAsynchronousError(expected, fixture, response);
        }
    }

    @Test
    void aRejectedPingGetsNoPongAndARejectedMessageIsStoredWhole() {
        HttpFixture rejectedPing = HttpFixture.load("messages/defects/unknown-msh-action.http");
        adapter.post(rejectedPing);
        String messageId = Wire.request(rejectedPing).header().messageId();
        MessageQueries queries = new MessageQueries(DB.dataSource());
        await().atMost(Duration.ofSeconds(10))
                .until(() -> queries.findByMessageId(messageId, Direction.IN).isPresent());
        Optional<MessageDetail> stored = queries.findByMessageId(messageId, Direction.IN);
        assertThat(stored.get().summary().status()).isEqualTo(MessageStatus.REJECTED);
        assertThat(stored.get().envelope()).isEqualTo(rejectedPing.body());
        assertThat(queries.errors(stored.get().summary().id())).isNotEmpty();
        assertThat(partner.receivedWithAction("Pong")).isEmpty();
    }

    private static void assertSoapFault(DefectExpectation expected, HttpResponse<byte[]> response) {
        assertThat(response.statusCode()).isEqualTo(500);
        byte[] body = response.body();
        assertThat(Wire.xpath(body, "//*[local-name()='Fault']/faultcode")).isEqualTo("soap:" + expected.faultCode());
        assertThat(Wire.xpath(body, "//*[local-name()='Fault']/faultstring")).isNotBlank();
        if (expected.errorCode() != null) {
            assertThat(Wire.xpath(body, "//*[local-name()='Error']/@*[local-name()='errorCode']"))
                    .isEqualTo(expected.errorCode());
            assertThat(Wire.xpath(body, "//*[local-name()='Error']/@*[local-name()='location']"))
                    .isEqualTo(expected.location());
        }
        assertThat(new String(body, java.nio.charset.StandardCharsets.UTF_8)).doesNotContain("Exception", "\tat ");
    }

    private static void assertSynchronousError(DefectExpectation expected, HttpResponse<byte[]> response) {
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type").orElse("")).startsWith("text/xml");
        ReceivedMessage answer = Wire.envelope(response.body());
        assertContainsError(expected, answer.envelope().errorList().errors());
    }

    private static void assertAsynchronousError(
            DefectExpectation expected, HttpFixture fixture, HttpResponse<byte[]> response) {
        assertThat(response.statusCode()).isEqualTo(204);
        String messageId = Wire.request(fixture).header().messageId();
        await().atMost(Duration.ofSeconds(20)).until(() -> errorFor(messageId).isPresent());
        ReceivedMessage error = errorFor(messageId).orElseThrow();
        assertThat(error.header().to().primaryId().value()).isEqualTo(FixtureCpas.PARTNER_OIN);
        assertContainsError(expected, error.envelope().errorList().errors());
    }

    private static Optional<ReceivedMessage> errorFor(String messageId) {
        return partner.receivedWithAction("MessageError").stream()
                .filter(message -> messageId.equals(message.header().refToMessageId()))
                .findFirst();
    }

    private static void assertContainsError(DefectExpectation expected, List<EbmsError> errors) {
        assertThat(errors).anySatisfy(error -> {
            assertThat(error.code().wireValue()).isEqualTo(expected.errorCode());
            assertThat(error.location()).isEqualTo(expected.location());
            assertThat(error.severity().wireValue()).isEqualTo("Error");
        });
    }
}
