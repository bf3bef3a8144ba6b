package nl.opendk.ebms.db.testing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import nl.opendk.ebms.db.GroupCommit;
import org.awaitility.Awaitility;

/**
 * Makes concurrent callers of a {@link GroupCommit} share one batch, deterministically: the writer is held on a
 * first item (never written) until every item has been handed in, so they all wait for it and go together.
 */
public final class OneBatch<T, R> {

    private final Function<List<T>, List<R>> writeBatch;
    private final T hold;

    private OneBatch(Function<List<T>, List<R>> writeBatch, T hold) {
        this.writeBatch = writeBatch;
        this.hold = hold;
    }

    /** @param hold the item that holds the writer; it is handed in first and never reaches {@code writeBatch} */
    public static <T, R> OneBatch<T, R> of(Function<List<T>, List<R>> writeBatch, T hold) {
        return new OneBatch<>(writeBatch, hold);
    }

    /** What one caller got: its result, or the exception {@link GroupCommit#submit} threw. */
    public record Outcome<R>(R value, Throwable failure) {}

    /** Hands the items in concurrently and returns what each caller got, in order, once all are done. */
    @SafeVarargs
    public final List<Outcome<R>> write(T... items) throws Exception {
        CountDownLatch held = new CountDownLatch(1);
        CompletableFuture<Void> holding = new CompletableFuture<>();
        Function<List<T>, List<R>> holdFirst = batch -> {
            if (batch.size() == 1 && batch.get(0) == hold) {
                holding.complete(null);
                await(held);
                return java.util.Collections.singletonList(null);
            }
            return writeBatch.apply(batch);
        };
        ExecutorService callers = Executors.newFixedThreadPool(items.length + 1);
        try (GroupCommit<T, R> commit = new GroupCommit<>("one batch", holdFirst, items.length + 1, 1)) {
            Future<R> holder = callers.submit(() -> commit.submit(hold));
            holding.get(10, TimeUnit.SECONDS);
            List<Future<R>> results = new ArrayList<>();
            for (T item : items) {
                results.add(callers.submit(() -> commit.submit(item)));
                int handedIn = results.size();
                Awaitility.await().atMost(Duration.ofSeconds(10)).until(() -> commit.queued() == handedIn);
            }
            held.countDown();
            holder.get(10, TimeUnit.SECONDS);
            List<Outcome<R>> outcomes = new ArrayList<>();
            for (Future<R> result : results) {
                try {
                    outcomes.add(new Outcome<>(result.get(60, TimeUnit.SECONDS), null));
                } catch (ExecutionException e) {
                    outcomes.add(new Outcome<>(null, e.getCause()));
                }
            }
            return outcomes;
        } finally {
            callers.shutdownNow();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
