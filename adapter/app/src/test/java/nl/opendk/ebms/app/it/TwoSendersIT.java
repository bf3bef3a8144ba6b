package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import nl.opendk.ebms.app.testing.PartnerStub;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.app.testing.Wire;
import nl.opendk.ebms.db.message.DeliveryAttempt;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.protocol.signal.PongFactory;
import nl.opendk.ebms.testkit.message.HttpFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Two adapter processes on one database share the outbox: every queued message is delivered exactly once. */
class TwoSendersIT {

    private static final int MESSAGES = 300;

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    @Test
    void twoSendersDeliverEachQueuedMessageExactlyOnce() throws Exception {
        Map<String, String> smallBatches = Map.of("outbox.claim-batch", "10", "outbox.poll-interval", "PT0.1S");
        try (PartnerStub partner = PartnerStub.start();
                RunningAdapter one = RunningAdapter.start(DB.settings(), "node-1", smallBatches);
                RunningAdapter two = RunningAdapter.start(DB.settings(), "node-2", smallBatches)) {
            List<String> queued = enqueue(partner);

            await().atMost(Duration.ofSeconds(60))
                    .until(() -> partner.received().size() >= MESSAGES);
            await().during(Duration.ofSeconds(1))
                    .atMost(Duration.ofSeconds(5))
                    .until(() -> partner.received().size() == MESSAGES);
            List<String> delivered =
                    partner.received().stream().map(m -> m.header().messageId()).toList();
            assertThat(delivered).containsExactlyInAnyOrderElementsOf(queued);

            MessageQueries queries = new MessageQueries(DB.dataSource());
            await().atMost(Duration.ofSeconds(10))
                    .until(() -> queries.list(
                                            MessageFilter.ANY
                                                    .withDirection(Direction.OUT)
                                                    .withStatus(MessageStatus.DELIVERED),
                                            1000)
                                    .size()
                            == MESSAGES);
            List<DeliveryAttempt> attempts = new ArrayList<>();
            for (MessageSummary message : queries.list(MessageFilter.ANY.withDirection(Direction.OUT), 1000)) {
                List<DeliveryAttempt> forMessage = queries.attempts(message.id());
                assertThat(forMessage).hasSize(1);
                attempts.addAll(forMessage);
            }
            assertThat(attempts.stream().map(DeliveryAttempt::nodeId).collect(Collectors.toSet()))
                    .containsExactlyInAnyOrder("node-1", "node-2");
        }
    }

    /** Stores Pongs as a back end or operator would queue work: due now, leased to nobody. */
    private static List<String> enqueue(PartnerStub partner) {
        ReceivedMessage ping = Wire.request(HttpFixture.load("messages/valid/ping.http"));
        ChannelTerms partnerChannel = new ChannelTerms(
                "partner",
                partner.endpoint(),
                SyncReplyMode.NONE,
                PerMessage.NEVER,
                PerMessage.NEVER,
                PerMessage.NEVER,
                null);
        PongFactory pongs = new PongFactory(new MessageIds("queued.test"), Clock.systemUTC());
        MessageStore store = new MessageStore(
                DB.dataSource(),
                Clock.systemUTC(),
                "test-writer",
                new RetrySchedule(3, Duration.ofSeconds(1), Duration.ofSeconds(1)),
                Duration.ofMinutes(1));
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < MESSAGES; i++) {
            OutgoingMessage pong = pongs.pong(ping.header(), partnerChannel);
            store.enqueue(pong);
            ids.add(pong.header().messageId());
        }
        return ids;
    }
}
