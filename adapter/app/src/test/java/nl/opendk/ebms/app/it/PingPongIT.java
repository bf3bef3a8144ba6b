package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.app.testing.FixturePartner;
import nl.opendk.ebms.app.testing.PartnerStub;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.app.testing.Wire;
import nl.opendk.ebms.db.message.DeliveryAttempt;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.testkit.message.HttpFixture;
import org.apache.camel.CamelContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A Ping end to end, a duplicate of it, and a business message with two payloads, over real HTTP. */
class PingPongIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static FixturePartner fixture;
    private static PartnerStub partner;
    private static RunningAdapter adapter;
    private static MessageQueries queries;

    @BeforeAll
    static void start() throws Exception {
        fixture = FixturePartner.start(DB.settings(), "ping-pong", Map.of());
        partner = fixture.partner();
        adapter = fixture.adapter();
        queries = new MessageQueries(DB.dataSource());
    }

    @AfterAll
    static void stop() {
        if (fixture != null) {
            fixture.close();
        }
    }

    @Test
    void noEventNotifierMakesCamelCreateEventsForEveryMessage() {
        CamelContext context = adapter.adapter().camelContext();
        List<String> perMessage = context.getManagementStrategy().getEventNotifiers().stream()
                .filter(notifier -> !notifier.isIgnoreExchangeEvents())
                .map(notifier -> notifier.getClass().getName())
                .toList();

        assertThat(perMessage).as("event notifiers that take exchange events").isEmpty();
        assertThat(context.getCamelContextExtension().isEventNotificationApplicable())
                .isFalse();
    }

    @Test
    void aPingIsAnsweredWithAPongAtThePartnersEndpointAndBothEndFinal() {
        HttpFixture ping = HttpFixture.load("messages/valid/ping.http");
        MessageHeader pingHeader = Wire.request(ping).header();

        HttpResponse<byte[]> response = adapter.post(ping);

        assertThat(response.statusCode()).isEqualTo(204);
        await().atMost(Duration.ofSeconds(10))
                .until(() -> !partner.receivedWithAction("Pong").isEmpty());
        MessageHeader pong = partner.receivedWithAction("Pong").get(0).header();
        assertThat(pong.from().partyIds()).isEqualTo(pingHeader.to().partyIds());
        assertThat(pong.to().partyIds()).isEqualTo(pingHeader.from().partyIds());
        assertThat(pong.cpaId()).isEqualTo(pingHeader.cpaId());
        assertThat(pong.conversationId()).isEqualTo(pingHeader.conversationId());
        assertThat(pong.service().value()).isEqualTo("urn:oasis:names:tc:ebxml-msg:service");
        assertThat(pong.refToMessageId()).isEqualTo(pingHeader.messageId());
        assertThat(pong.messageId()).endsWith("@ping-pong.test").isNotEqualTo(pingHeader.messageId());
        assertThat(pong.timestampText()).endsWith("Z");

        MessageSummary storedPing = queries.findByMessageId(pingHeader.messageId(), Direction.IN)
                .orElseThrow()
                .summary();
        assertThat(storedPing.status()).isEqualTo(MessageStatus.PROCESSED);
        await().atMost(Duration.ofSeconds(10))
                .until(() -> queries.findByMessageId(pong.messageId(), Direction.OUT)
                                .orElseThrow()
                                .summary()
                                .status()
                        == MessageStatus.DELIVERED);
        MessageSummary storedPong = queries.findByMessageId(pong.messageId(), Direction.OUT)
                .orElseThrow()
                .summary();
        assertThat(storedPong.refToMessageId()).isEqualTo(pingHeader.messageId());
        assertThat(storedPong.endpoint()).isEqualTo(partner.endpoint().toString());
        List<DeliveryAttempt> attempts = queries.attempts(storedPong.id());
        assertThat(attempts).singleElement().satisfies(attempt -> assertThat(attempt.httpStatus())
                .isEqualTo(204));

        HttpResponse<byte[]> duplicate = adapter.post(ping);
        assertThat(duplicate.statusCode()).isEqualTo(204);
        await().during(Duration.ofSeconds(1))
                .atMost(Duration.ofSeconds(3))
                .until(() -> partner.receivedWithAction("Pong").size() == 1);
        assertThat(queries.list(MessageFilter.ANY.withMessageId(pingHeader.messageId()), 10))
                .hasSize(1);
    }

    @Test
    void aBusinessMessageWithTwoPayloadsIsStoredByteForByteForTheBackEnd() {
        HttpFixture business = HttpFixture.load("messages/valid/business-two-payloads.http");
        ReceivedMessage sent = Wire.request(business);

        assertThat(adapter.post(business).statusCode()).isEqualTo(204);

        HttpResponse<byte[]> listed = adapter.get("/api/messages?status=received", "application/json");
        assertThat(listed.statusCode()).isEqualTo(200);
        assertThat(new String(listed.body(), StandardCharsets.UTF_8))
                .contains(sent.header().messageId());
        long id = queries.findByMessageId(sent.header().messageId(), Direction.IN)
                .orElseThrow()
                .summary()
                .id();
        List<PayloadPart> stored = queries.payloads(id);
        assertThat(stored).hasSize(2);
        for (int i = 0; i < 2; i++) {
            PayloadPart expected = sent.parts().get(i);
            assertThat(stored.get(i).contentId()).isEqualTo(expected.contentId());
            assertThat(stored.get(i).content()).isEqualTo(expected.content());
            HttpResponse<byte[]> download = adapter.get("/api/messages/" + id + "/payloads/" + (i + 1), "*/*");
            assertThat(download.body()).isEqualTo(expected.content());
            assertThat(download.headers().firstValue("Content-Type").orElse("")).startsWith(expected.contentType());
        }
        assertThat(queries.find(id).orElseThrow().envelope()).isEqualTo(sent.envelopeBytes());
        assertThat(queries.find(id).orElseThrow().summary().status()).isEqualTo(MessageStatus.RECEIVED);
    }
}
