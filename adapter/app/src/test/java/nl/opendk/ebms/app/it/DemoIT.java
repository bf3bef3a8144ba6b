package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.app.demo.Demo;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code ebms.demo=true}: right after the start the adapter has pinged itself and had its Pong, and sent itself a
 * business message that it received and acknowledged, all under the demo CPA, with no partner and no upload.
 */
class DemoIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    @Test
    void theDemoPingsItselfAndAcknowledgesItsOwnBusinessMessage() {
        try (RunningAdapter adapter = RunningAdapter.start(DB.settings(), "demo", Map.of("ebms.demo", "true"))) {
            MessageQueries queries = new MessageQueries(DB.dataSource());
            MessageFilter demo = MessageFilter.ANY.withCpaId(Demo.CPA_ID);

            await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> {
                assertThat(one(queries, demo.withAction("Pong").withDirection(Direction.IN))
                                .status())
                        .isEqualTo(MessageStatus.PROCESSED);
                MessageSummary sent = one(queries, demo.withAction(Demo.ACTION).withDirection(Direction.OUT));
                // delivered only once its Acknowledgment is in (osb-rm)
                assertThat(sent.status()).isEqualTo(MessageStatus.DELIVERED);
                MessageSummary received =
                        one(queries, demo.withAction(Demo.ACTION).withDirection(Direction.IN));
                assertThat(received.messageId()).isEqualTo(sent.messageId());
                assertThat(received.status()).isEqualTo(MessageStatus.RECEIVED);
                assertThat(one(queries, demo.withAction("Acknowledgment").withDirection(Direction.IN))
                                .refToMessageId())
                        .isEqualTo(sent.messageId());
            });
            assertThat(adapter.get("/api/cpas", "application/json").statusCode())
                    .isEqualTo(200);
        }
    }

    @Test
    void theDemoRefusesToStartWithTls() {
        TestPki pki = TestPki.create();
        TestParty us = pki.party(TestPki.PARTY_2);
        assertThatThrownBy(() -> RunningAdapter.start(
                        DB.settings(),
                        "demo-tls",
                        Map.of(
                                "ebms.demo", "true",
                                "ebms.http.plain-allowed", "false",
                                "ebms.keystore.path", us.keyStore().toString(),
                                "ebms.keystore.password", us.keyStorePassword(),
                                "ebms.keystore.alias", us.alias(),
                                "ebms.truststore.path",
                                        pki.trustStoreWithIntermediate().toString(),
                                "ebms.truststore.password", TestPki.PASSWORD)))
                .hasStackTraceContaining("ebms.demo=true needs ebms.http.plain-allowed=true");
    }

    private static MessageSummary one(MessageQueries queries, MessageFilter filter) {
        List<MessageSummary> found = queries.list(filter, 10);
        assertThat(found).hasSize(1);
        return found.get(0);
    }
}
