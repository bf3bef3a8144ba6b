package nl.opendk.ebms.db.purge;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.testing.TestMessages;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class MessagePurgeIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    @Test
    void deletesFinishedMessagesBeforeTheCutoffAndKeepsEverythingStillUnderWay() {
        MutableClock clock = new MutableClock(Instant.parse("2026-01-01T00:00:00Z"));
        MessageStore store = new MessageStore(
                DB.dataSource(),
                clock,
                "node-a",
                new RetrySchedule(3, Duration.ofSeconds(1), Duration.ofSeconds(1)),
                Duration.ofMinutes(2));
        store.store(TestMessages.ping("old-ping@peer", "old-pong@us"));
        store.store(TestMessages.accepted(
                TestMessages.received(
                        TestMessages.header("old-order@peer", new Service("urn:osb:services", "S"), "Deliver", null),
                        TestMessages.SOAP_CONTENT_TYPE,
                        List.of()),
                List.of()));
        clock.advance(Duration.ofDays(40));
        store.store(TestMessages.ping("new-ping@peer", "new-pong@us"));

        MessagePurge purge = new MessagePurge(DB.dataSource());
        int deleted = purge.purge(clock.instant().minus(Duration.ofDays(30)), 1000);

        MessageQueries queries = new MessageQueries(DB.dataSource());
        List<String> left = queries.list(MessageFilter.ANY, 100).stream()
                .map(m -> m.messageId())
                .toList();
        assertThat(deleted)
                .as("the old Ping; its Pong is still being sent, the order not yet taken")
                .isEqualTo(1);
        assertThat(left).containsExactlyInAnyOrder("old-pong@us", "old-order@peer", "new-ping@peer", "new-pong@us");
    }
}
