package nl.opendk.ebms.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import nl.opendk.ebms.db.testing.OneBatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class GroupCommitTest {

    private static final String HOLD = "hold";

    private final ExecutorService callers = Executors.newFixedThreadPool(16);
    private final List<List<String>> batches = Collections.synchronizedList(new ArrayList<>());
    private final CountDownLatch firstWriteStarted = new CountDownLatch(1);
    private final CountDownLatch releaseFirstWrite = new CountDownLatch(1);

    @AfterEach
    void stop() {
        callers.shutdownNow();
    }

    @Test
    void itemsWaitingWhileAWriteIsUnderWayShareTheNextTransaction() throws Exception {
        List<OneBatch.Outcome<String>> results =
                OneBatch.of(recording(GroupCommitTest::written), HOLD).write("a", "b", "c", "d");

        assertThat(results)
                .extracting(OneBatch.Outcome::value)
                .containsExactly("written a", "written b", "written c", "written d");
        assertThat(batches).containsExactly(List.of("a", "b", "c", "d"));
    }

    @Test
    void aBatchThatFailsIsWrittenAgainOneByOneSoOnlyTheBadItemFails() throws Exception {
        Function<List<String>, List<String>> refusingBad = batch -> {
            if (batch.contains("bad")) {
                throw new DataAccessException(
                        "store", new SQLException("Data too long for column 'conversation_id'", "22001", 1406));
            }
            return written(batch);
        };
        List<OneBatch.Outcome<String>> results =
                OneBatch.of(recording(refusingBad), HOLD).write("a", "bad", "c");

        assertThat(results.get(0).value()).isEqualTo("written a");
        assertThat(results.get(2).value()).isEqualTo("written c");
        assertThat(results.get(1).failure())
                .isInstanceOf(DataAccessException.class)
                .hasMessageContaining("Data too long");
        assertThat(batches).containsExactly(List.of("a", "bad", "c"), List.of("a"), List.of("bad"), List.of("c"));
    }

    @Test
    void anUnreachableDatabaseFailsTheWholeBatchAtOnce() throws Exception {
        Function<List<String>, List<String>> unreachable = batch -> {
            throw new DataAccessException("store", new SQLException("Communications link failure", "08S01"));
        };

        List<OneBatch.Outcome<String>> results =
                OneBatch.of(recording(unreachable), HOLD).write("a", "b", "c");

        for (OneBatch.Outcome<String> result : results) {
            assertThat(result.failure()).hasMessageContaining("Communications");
        }
        assertThat(batches).as("not tried one by one").hasSize(1);
    }

    @Test
    void afterTheDatabaseWasFoundAwayNewItemsFailAtOnceUntilThePauseIsOver() {
        AtomicLong now = new AtomicLong();
        AtomicInteger reachable = new AtomicInteger();
        Function<List<String>, List<String>> awayFirst = batch -> {
            if (reachable.get() == 0) {
                throw new DataAccessException("store", new SQLException("Connection refused", "08001"));
            }
            return written(batch);
        };
        try (GroupCommit<String, String> commit =
                new GroupCommit<>("test", recording(awayFirst), 64, 1, Duration.ZERO, now::get)) {
            assertThatThrownBy(() -> commit.submit("a", Duration.ofSeconds(10))).hasMessageContaining("refused");

            reachable.set(1);
            assertThatThrownBy(() -> commit.submit("b", Duration.ofSeconds(10)))
                    .isInstanceOfSatisfying(DataAccessException.class, e -> assertThat(e.isTransient())
                            .isTrue())
                    .hasMessageContaining("away a moment ago");
            assertThat(batches).as("b never reached the database").containsExactly(List.of("a"));

            now.addAndGet(GroupCommit.PAUSE.toNanos());
            assertThat(commit.submit("c", Duration.ofSeconds(10))).isEqualTo("written c");
        }
    }

    @Test
    void anItemHandedInWithoutWaitingCompletesOnTheWriterAfterItsCommit() throws Exception {
        CountDownLatch commitMayEnd = new CountDownLatch(1);
        Function<List<String>, List<String>> heldBack = batch -> {
            awaitQuietly(commitMayEnd);
            return written(batch);
        };
        try (GroupCommit<String, String> commit = new GroupCommit<>("later", recording(heldBack), 64, 1)) {
            CompletableFuture<String> thread = new CompletableFuture<>();
            CompletableFuture<String> result = commit.submitLater("a")
                    .whenComplete((written, failure) ->
                            thread.complete(Thread.currentThread().getName()))
                    .toCompletableFuture();
            assertThat(result).as("not before the commit").isNotDone();

            commitMayEnd.countDown();

            assertThat(result.get(10, TimeUnit.SECONDS)).isEqualTo("written a");
            assertThat(batches).containsExactly(List.of("a"));
            assertThat(thread.get(10, TimeUnit.SECONDS)).isEqualTo("ebms-later-0");
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void anItemHandedInWithoutWaitingFailsAtOnceWhileTheDatabaseIsAway() throws Exception {
        AtomicLong now = new AtomicLong();
        Function<List<String>, List<String>> away = batch -> {
            throw new DataAccessException("store", new SQLException("Connection refused", "08001"));
        };
        try (GroupCommit<String, String> commit =
                new GroupCommit<>("test", recording(away), 64, 1, Duration.ZERO, now::get)) {
            assertThat(commit.submitLater("a").toCompletableFuture())
                    .failsWithin(Duration.ofSeconds(10))
                    .withThrowableOfType(ExecutionException.class)
                    .withCauseInstanceOf(DataAccessException.class);

            CompletableFuture<String> b = commit.submitLater("b").toCompletableFuture();
            assertThat(b).as("refused without a writer").isCompletedExceptionally();
            assertThat(batches).containsExactly(List.of("a"));
        }
    }

    @Test
    void anItemNoWriterTookInTimeIsWithdrawnAndNeverWritten() throws Exception {
        AtomicLong now = new AtomicLong();
        try (GroupCommit<String, String> commit =
                new GroupCommit<>("test", blockingFirst(), 64, 1, Duration.ZERO, now::get)) {
            Future<String> first = callers.submit(() -> commit.submit("first"));
            assertThat(firstWriteStarted.await(10, TimeUnit.SECONDS)).isTrue();

            assertThatThrownBy(() -> commit.submit("late", Duration.ofMillis(100)))
                    .isInstanceOfSatisfying(DataAccessException.class, e -> assertThat(e.isTransient())
                            .isTrue())
                    .hasMessageContaining("withdrawn");
            releaseFirstWrite.countDown();
            first.get(10, TimeUnit.SECONDS);
            assertThatThrownBy(() -> commit.submit("right after", Duration.ofSeconds(10)))
                    .as("a caller that waited out its time is a sign the database is away")
                    .hasMessageContaining("away a moment ago");
            now.addAndGet(GroupCommit.PAUSE.toNanos());
            assertThat(commit.submit("next", Duration.ofSeconds(10))).isEqualTo("written next");

            assertThat(batches).containsExactly(List.of("first"), List.of("next"));
        }
    }

    @Test
    void itemsThatComeWithinTheGapAfterABatchWaitForItAndShareOneTransaction() throws Exception {
        Duration gap = Duration.ofMillis(300);
        try (GroupCommit<String, String> commit =
                new GroupCommit<>("test", recording(GroupCommitTest::written), 64, 1, gap)) {
            long start = System.nanoTime();
            assertThat(commit.submit("alone")).isEqualTo("written alone");
            long aloneMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

            Future<String> second = callers.submit(() -> commit.submit("b"));
            Future<String> third = callers.submit(() -> commit.submit("c"));
            assertThat(second.get(10, TimeUnit.SECONDS)).isEqualTo("written b");
            assertThat(third.get(10, TimeUnit.SECONDS)).isEqualTo("written c");
            long bothMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

            assertThat(aloneMillis).as("the first item did not wait").isLessThan(gap.toMillis());
            assertThat(bothMillis).as("the next waited for the gap").isGreaterThanOrEqualTo(gap.toMillis());
            assertThat(batches).hasSize(2);
            assertThat(batches.get(1)).containsExactlyInAnyOrder("b", "c");
        }
    }

    @Test
    void halfABatchWaitingEndsTheGapAtOnce() throws Exception {
        try (GroupCommit<String, String> commit =
                new GroupCommit<>("half batch", recording(GroupCommitTest::written), 4, 1, Duration.ofSeconds(30))) {
            commit.submit("alone");
            Future<String> second = callers.submit(() -> commit.submit("b"));
            awaitWriterInItsGap(commit, "ebms-half-batch-0");

            Future<String> third = callers.submit(() -> commit.submit("c"));

            assertThat(second.get(10, TimeUnit.SECONDS)).isEqualTo("written b");
            assertThat(third.get(10, TimeUnit.SECONDS)).isEqualTo("written c");
            assertThat(batches).containsExactly(List.of("alone"), List.of("b", "c"));
        }
    }

    @Test
    void anItemWaitingOutTheGapFailsWhenTheCommitCloses() throws Exception {
        GroupCommit<String, String> commit =
                new GroupCommit<>("gap close", recording(GroupCommitTest::written), 64, 1, Duration.ofSeconds(30));
        commit.submit("first");
        Future<String> waiting = callers.submit(() -> commit.submit("waiting"));
        awaitWriterInItsGap(commit, "ebms-gap-close-0");

        commit.close();

        assertThatThrownBy(() -> waiting.get(10, TimeUnit.SECONDS))
                .hasCauseInstanceOf(DataAccessException.class)
                .hasMessageContaining("closed before the item was written");
        assertThat(batches).containsExactly(List.of("first"));
    }

    @Test
    void aClosedCommitRefusesNewItems() {
        GroupCommit<String, String> commit = new GroupCommit<>("test", GroupCommitTest::written, 64, 1);
        commit.close();
        assertThatThrownBy(() -> commit.submit("a")).isInstanceOf(IllegalStateException.class);
    }

    /** An idle writer waits for the queue without a time; in its gap it waits with a time, the item in hand. */
    private static void awaitWriterInItsGap(GroupCommit<?, ?> commit, String threadName) throws InterruptedException {
        Thread writer = Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().equals(threadName))
                .findFirst()
                .orElseThrow();
        while (writer.getState() != Thread.State.TIMED_WAITING || commit.queued() > 0) {
            Thread.sleep(5);
        }
    }

    private Function<List<String>, List<String>> recording(Function<List<String>, List<String>> write) {
        return batch -> {
            batches.add(List.copyOf(batch));
            return write.apply(batch);
        };
    }

    /** Writes and records every batch; the one holding "first" waits until released. */
    private Function<List<String>, List<String>> blockingFirst() {
        return recording(batch -> {
            if (batch.contains("first")) {
                firstWriteStarted.countDown();
                awaitLatch(releaseFirstWrite);
            }
            return written(batch);
        });
    }

    private static List<String> written(List<String> batch) {
        return batch.stream().map(item -> "written " + item).toList();
    }

    private static void awaitLatch(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
