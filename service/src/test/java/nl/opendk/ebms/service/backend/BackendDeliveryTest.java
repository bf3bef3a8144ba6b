package nl.opendk.ebms.service.backend;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.db.backend.BackendJob;
import nl.opendk.ebms.db.outbox.AttemptResult;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.service.lease.QueueOverflow;
import org.junit.jupiter.api.Test;

/** What the delivery queue had no room for is claimed at the next poll, not when its lease runs out. */
class BackendDeliveryTest {

    private final Claims queue = new Claims();
    private final QueueOverflow overflow = new QueueOverflow();
    private final BackendDelivery delivery = new BackendDelivery(queue, NO_ENDPOINTS, 50, Clock.systemUTC(), overflow);

    @Test
    void aPollGivesBackWhatTheQueueHadNoRoomForAndClaimsItWithTheRest() {
        overflow.add(7);
        overflow.add(9);

        delivery.claimDue();

        assertThat(queue.givenBack).containsExactly(List.of(7L, 9L));
        assertThat(queue.limits).containsExactly(50);
        assertThat(overflow.size()).isZero();

        delivery.claimDue();
        assertThat(queue.givenBack).containsExactly(List.of(7L, 9L), List.of());
    }

    @Test
    void aPollTakesMoreThanABatchWhenMoreOverflowed() {
        for (long id = 1; id <= 120; id++) {
            overflow.add(id);
        }

        delivery.claimDue();

        assertThat(queue.limits).containsExactly(120);
        assertThat(queue.givenBack.get(0)).hasSize(120);
    }

    private static final BackendEndpoints NO_ENDPOINTS = new BackendEndpoints() {
        @Override
        public Optional<String> messagesFor(MessageHeader header) {
            return Optional.empty();
        }

        @Override
        public Optional<String> events() {
            return Optional.empty();
        }
    };

    private static final class Claims implements DeliveryQueue {
        final List<Integer> limits = new ArrayList<>();
        final List<List<Long>> givenBack = new ArrayList<>();

        @Override
        public List<BackendJob> claimDue(int limit, List<Long> given) {
            limits.add(limit);
            givenBack.add(List.copyOf(given));
            return List.of();
        }

        @Override
        public Boolean record(BackendJob job, AttemptResult result) {
            return true;
        }

        @Override
        public void release(BackendJob job) {}
    }
}
