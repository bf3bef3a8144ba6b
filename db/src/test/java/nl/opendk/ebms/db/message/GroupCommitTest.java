package nl.opendk.ebms.db.message;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.db.testing.TestMessages;
import nl.opendk.ebms.protocol.handle.InboundDisposition;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class GroupCommitTest {

    private final ExecutorService callers = Executors.newFixedThreadPool(16);
    private final List<Integer> batchSizes = Collections.synchronizedList(new ArrayList<>());

    @AfterEach
    void stop() {
        callers.shutdownNow();
    }

    @Test
    void requestsWaitingWhileAWriteIsUnderWayShareTheNextTransaction() throws Exception {
        CountDownLatch firstWriteStarted = new CountDownLatch(1);
        CountDownLatch releaseFirstWrite = new CountDownLatch(1);
        try (GroupCommit commit = new GroupCommit(
                batch -> {
                    batchSizes.add(batch.size());
                    if (batchSizes.size() == 1) {
                        firstWriteStarted.countDown();
                        awaitLatch(releaseFirstWrite);
                    }
                    return batch.stream()
                            .map(d -> new StoreOutcome(false, 1, List.of()))
                            .toList();
                },
                64,
                1)) {
            Future<StoreOutcome> first = callers.submit(() -> commit.submit(ping(0)));
            firstWriteStarted.await(10, TimeUnit.SECONDS);
            List<Future<StoreOutcome>> waiting = new ArrayList<>();
            for (int i = 1; i <= 10; i++) {
                int n = i;
                waiting.add(callers.submit(() -> commit.submit(ping(n))));
            }
            awaitQueued(commit, 10);
            releaseFirstWrite.countDown();

            assertThat(first.get(10, TimeUnit.SECONDS).duplicate()).isFalse();
            for (Future<StoreOutcome> outcome : waiting) {
                assertThat(outcome.get(10, TimeUnit.SECONDS).inboundId()).isEqualTo(1);
            }
            assertThat(batchSizes).containsExactly(1, 10);
        }
    }

    @Test
    void aFailedBatchFailsEveryRequestInIt() {
        try (GroupCommit commit = new GroupCommit(
                batch -> {
                    throw new DataAccessException("store inbound messages", new java.sql.SQLException("down"));
                },
                64,
                1)) {
            assertThatThrownBy(() -> commit.submit(ping(1)))
                    .isInstanceOf(DataAccessException.class)
                    .hasMessageContaining("store inbound messages");
        }
    }

    @Test
    void aClosedStoreRefusesNewRequests() {
        GroupCommit commit = new GroupCommit(batch -> List.of(), 64, 1);
        commit.close();
        assertThatThrownBy(() -> commit.submit(ping(1))).isInstanceOf(IllegalStateException.class);
    }

    private static InboundDisposition ping(int n) {
        return TestMessages.ping("ping-" + n + "@peer", "pong-" + n + "@us");
    }

    private static void awaitQueued(GroupCommit commit, int count) {
        await().atMost(Duration.ofSeconds(10)).until(() -> commit.queued() == count);
    }

    private static void awaitLatch(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
