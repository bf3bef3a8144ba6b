package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.URI;
import java.time.Duration;
import java.util.Map;
import nl.opendk.ebms.app.testing.PartnerStub;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.testkit.message.FixtureCpas;
import nl.opendk.ebms.testkit.message.HttpFixture;
import nl.opendk.ebms.testkit.net.FreePort;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A Pong that could not be delivered while the partner was down is delivered after the adapter restarts. */
class RestartIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    @Test
    void aPongQueuedWhileThePartnerWasDownIsDeliveredAfterARestart() throws Exception {
        int partnerPort = FreePort.find();
        URI partnerEndpoint = URI.create("http://127.0.0.1:" + partnerPort + "/ebms");
        MessageQueries queries = new MessageQueries(DB.dataSource());
        Map<String, String> slowRetries = Map.of(
                "outbox.retry.initial-delay",
                "PT1S",
                "outbox.retry.max-delay",
                "PT1S",
                "outbox.retry.max-attempts",
                "50");

        try (RunningAdapter first = RunningAdapter.start(DB.settings(), "restart-node", slowRetries)) {
            first.post("/api/cpas", "application/xml", FixtureCpas.valid(partnerEndpoint, first.uri("/ebms")));
            assertThat(first.post(HttpFixture.load("messages/valid/ping.http")).statusCode())
                    .isEqualTo(204);
            await().atMost(Duration.ofSeconds(15))
                    .until(() -> pong(queries) != null && pong(queries).attempts() >= 1);
            assertThat(pong(queries).status()).isIn(MessageStatus.QUEUED, MessageStatus.SENDING);
        }
        MessageSummary beforeRestart = pong(queries);
        assertThat(beforeRestart.status().isFinal()).isFalse();

        try (PartnerStub partner = PartnerStub.start(partnerPort);
                RunningAdapter second = RunningAdapter.start(DB.settings(), "restart-node", slowRetries)) {
            await().atMost(Duration.ofSeconds(20)).until(() -> pong(queries).status() == MessageStatus.DELIVERED);
            assertThat(partner.receivedWithAction("Pong")).singleElement().satisfies(received -> assertThat(
                            received.header().messageId())
                    .isEqualTo(beforeRestart.messageId()));
            assertThat(queries.attempts(pong(queries).id())).hasSizeGreaterThan(beforeRestart.attempts());
        }
    }

    private static MessageSummary pong(MessageQueries queries) {
        return queries.list(MessageFilter.ANY.withDirection(Direction.OUT).withAction("Pong"), 1).stream()
                .findFirst()
                .orElse(null);
    }
}
