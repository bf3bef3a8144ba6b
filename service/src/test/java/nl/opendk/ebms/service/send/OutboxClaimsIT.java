package nl.opendk.ebms.service.send;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.outbox.Outbox;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.testing.TestMessages;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.service.lease.QueueOverflow;
import nl.opendk.ebms.service.observe.MessageObserver;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A Pong the senders had no room for when its Ping was stored goes at the next poll, not when its lease runs out.
 */
class OutboxClaimsIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final RetrySchedule SCHEDULE = new RetrySchedule(3, Duration.ofMinutes(1), Duration.ofMinutes(10));
    private static final Duration LEASE = Duration.ofMinutes(2);

    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-29T02:00:00Z"));
    private final QueueOverflow overflow = new QueueOverflow();
    private MessageStore store;
    private OutboxClaims claims;

    @BeforeEach
    void setUp() {
        DB.deleteAllRows();
        store = new MessageStore(DB.dataSource(), clock, "node-a", SCHEDULE, LEASE);
        claims = new OutboxClaims(
                new Outbox(DB.dataSource(), clock, "node-a", SCHEDULE, LEASE), MessageObserver.NONE, 10, overflow);
    }

    @Test
    void whatTheSendersHadNoRoomForIsClaimedAtTheNextPoll() {
        pong("ping-handed@peer", "pong-handed@us");
        long overflowed = pong("ping-overflowed@peer", "pong-overflowed@us");
        overflow.add(overflowed);
        clock.advance(Duration.ofSeconds(1));

        List<SendJob> claimed = claims.claimDue();

        assertThat(claimed).extracting(SendJob::id).containsExactly(overflowed);
        assertThat(overflow.size()).isZero();
        assertThat(claims.claimDue())
                .as("the one in the senders' queue keeps its lease")
                .isEmpty();
    }

    private long pong(String pingId, String pongId) {
        return store.store(TestMessages.ping(pingId, pongId)).leased().get(0).id();
    }
}
