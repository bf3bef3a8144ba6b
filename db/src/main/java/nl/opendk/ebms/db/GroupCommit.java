package nl.opendk.ebms.db;

import java.sql.SQLTimeoutException;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Lets many threads share transactions. Each caller hands in its item and waits; a writer thread takes everything
 * that is waiting (up to {@code maxBatch}) and writes it in one transaction with one commit. Under load, batches
 * grow by themselves while the previous commit is being written; a lone item is written at once. A caller gets its
 * answer only after the commit that holds its item.
 *
 * <p>One bad item never costs the others anything: when a batch fails for any reason but an unreachable database,
 * its items are written again one by one, each in a transaction of its own, so only the bad one fails. When the
 * database cannot be reached, the whole batch fails at once (one by one would only multiply the wait).
 *
 * <p>A database that is away is waited for once per {@link #PAUSE}, not once per item: after a batch found it
 * unreachable, or a caller waited out its time, new items fail at once until the pause is over. Without that, every
 * request thread of the HTTP server would wait its full time in turn while more requests queue behind them, and
 * partners would wait for tens of seconds instead of hearing "try again".
 *
 * @param <T> what callers hand in
 * @param <R> what each gets back, in the order of the batch
 */
public final class GroupCommit<T, R> implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(GroupCommit.class);

    /** How long items fail at once after a sign that the database is away; then one batch tries again. */
    static final Duration PAUSE = Duration.ofSeconds(1);

    private static final int QUEUED = 0;
    private static final int TAKEN = 1;
    private static final int WITHDRAWN = 2;

    private final String operation;
    private final BlockingQueue<Pending<T, R>> queue = new LinkedBlockingQueue<>();
    private final int maxBatch;
    private final Function<List<T>, List<R>> writeBatch;
    private final List<Thread> writers = new ArrayList<>();
    private final LongSupplier nanoTime;
    private final long gapNanos;
    private final AtomicLong awayUntil;
    /** Where writers wait out their gap, and are woken when half a batch is waiting. */
    private final Object gapEnds = new Object();

    private final int halfBatch;
    private volatile boolean running = true;

    /**
     * @param operation what a batch does, for error messages ("store inbound messages")
     * @param writeBatch writes the items in one transaction and returns their results in the same order
     * @param writerCount threads (and so connections) writing batches at the same time
     */
    public GroupCommit(String operation, Function<List<T>, List<R>> writeBatch, int maxBatch, int writerCount) {
        this(operation, writeBatch, maxBatch, writerCount, Duration.ZERO);
    }

    /**
     * @param gap least time between the starts of one writer's batches: an item that comes sooner after the last
     *     batch waits for the rest of it, and so do those that come while it waits, until half of {@code maxBatch}
     *     are waiting. Items that come further apart are written at once. Zero to take whatever is waiting as soon
     *     as the writer is free.
     */
    public GroupCommit(
            String operation, Function<List<T>, List<R>> writeBatch, int maxBatch, int writerCount, Duration gap) {
        this(operation, writeBatch, maxBatch, writerCount, gap, System::nanoTime);
    }

    GroupCommit(
            String operation,
            Function<List<T>, List<R>> writeBatch,
            int maxBatch,
            int writerCount,
            Duration gap,
            LongSupplier nanoTime) {
        if (gap.isNegative()) {
            throw new IllegalArgumentException(operation + ": a negative gap, " + gap);
        }
        this.gapNanos = gap.toNanos();
        this.nanoTime = nanoTime;
        this.awayUntil = new AtomicLong(nanoTime.getAsLong());
        this.operation = operation;
        this.writeBatch = writeBatch;
        this.maxBatch = maxBatch;
        this.halfBatch = Math.max(1, maxBatch / 2);
        for (int i = 0; i < writerCount; i++) {
            Thread writer = new Thread(this::writeLoop, "ebms-" + operation.replace(' ', '-') + "-" + i);
            // a writer must not keep the JVM alive: the caller waiting on it is what matters
            writer.setDaemon(true);
            writer.start();
            writers.add(writer);
        }
    }

    /** Waits until the item is written, however long that takes. */
    public R submit(T item) {
        return await(enqueue(item), null);
    }

    /**
     * Waits at most {@code timeout}. An item no writer has taken by then is withdrawn and never written; one a
     * writer is writing may still be committed after this throws. Either way the caller gets a transient {@link
     * DataAccessException}, so it can answer "try again" in bounded time while the database hangs.
     */
    public R submit(T item, Duration timeout) {
        return await(enqueue(item), timeout);
    }

    /**
     * Hands the item in without waiting. The stage completes after the commit that holds the item, or fails as
     * {@link #submit} would throw (at once when the database was away a moment ago). What depends on it runs on the
     * writer's thread, so it must be short and must never wait.
     */
    public CompletionStage<R> submitLater(T item) {
        try {
            return enqueue(item).result.minimalCompletionStage();
        } catch (RuntimeException e) {
            return CompletableFuture.failedStage(e);
        }
    }

    /** @param timeout null to wait as long as it takes */
    private R await(Pending<T, R> pending, Duration timeout) {
        try {
            return timeout == null
                    ? pending.result.get()
                    : pending.result.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            databaseAway();
            if (pending.state.compareAndSet(QUEUED, WITHDRAWN)) {
                throw notWritten(timeout, "withdrawn, it will not be written");
            }
            if (pending.result.isDone()) {
                return await(pending, null);
            }
            throw notWritten(timeout, "a writer has it, it may still be written");
        } catch (ExecutionException e) {
            throw rethrow(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DataAccessException(operation, e);
        }
    }

    private DataAccessException notWritten(Duration timeout, String state) {
        return new DataAccessException(
                operation, new SQLTimeoutException("not written within " + timeout.toMillis() + " ms; " + state));
    }

    /** Items waiting for a writer (for tests and metrics). */
    public int queued() {
        return queue.size();
    }

    /** Stops the writers after the batch in hand; items still queued fail, and their callers must try again. */
    @Override
    public void close() {
        running = false;
        writers.forEach(Thread::interrupt);
        List<Pending<T, R>> left = new ArrayList<>();
        queue.drainTo(left);
        left.forEach(this::closedBeforeWritten);
    }

    private void closedBeforeWritten(Pending<T, R> pending) {
        pending.result.completeExceptionally(
                new DataAccessException(operation, new IllegalStateException("closed before the item was written")));
    }

    private Pending<T, R> enqueue(T item) {
        if (!running) {
            throw new IllegalStateException(operation + ": closed");
        }
        if (nanoTime.getAsLong() - awayUntil.get() < 0) {
            throw new DataAccessException(
                    operation,
                    new SQLTransientConnectionException(
                            "the database was away a moment ago; tried again after " + PAUSE.toMillis() + " ms"));
        }
        Pending<T, R> pending = new Pending<>(item);
        queue.add(pending);
        if (gapNanos > 0 && queue.size() + 1 >= halfBatch) {
            synchronized (gapEnds) {
                gapEnds.notifyAll();
            }
        }
        return pending;
    }

    private void writeLoop() {
        List<Pending<T, R>> batch = new ArrayList<>(maxBatch);
        List<Pending<T, R>> drained = new ArrayList<>(maxBatch);
        long lastStart = nanoTime.getAsLong() - gapNanos;
        while (running) {
            try {
                drained.add(queue.take());
                waitOutTheGap(lastStart + gapNanos);
            } catch (InterruptedException e) {
                drained.forEach(this::closedBeforeWritten);
                return;
            }
            lastStart = nanoTime.getAsLong();
            queue.drainTo(drained, maxBatch - 1);
            for (Pending<T, R> pending : drained) {
                if (pending.state.compareAndSet(QUEUED, TAKEN)) {
                    batch.add(pending);
                }
            }
            if (!batch.isEmpty()) {
                write(batch);
            }
            batch.clear();
            drained.clear();
        }
    }

    /**
     * Sleeps until {@code end}, unless half a batch is waiting before then: more would only fill this batch and
     * leave the rest for the next, so from there a longer wait adds latency without saving commits.
     */
    private void waitOutTheGap(long end) throws InterruptedException {
        synchronized (gapEnds) {
            long left;
            while ((left = end - nanoTime.getAsLong()) > 0 && queue.size() + 1 < halfBatch) {
                TimeUnit.NANOSECONDS.timedWait(gapEnds, left);
            }
        }
    }

    private void write(List<Pending<T, R>> batch) {
        try {
            complete(batch, writeBatch.apply(batch.stream().map(Pending::item).toList()));
        } catch (RuntimeException e) {
            boolean away = isUnreachable(e);
            if (away) {
                databaseAway();
            }
            if (away || batch.size() == 1) {
                batch.forEach(pending -> pending.result.completeExceptionally(e));
            } else {
                LOG.debug(
                        "{}: a batch of {} failed ({}); writing them one by one",
                        operation,
                        batch.size(),
                        e.toString());
                batch.forEach(pending -> write(List.of(pending)));
            }
        } catch (Error e) {
            batch.forEach(pending -> pending.result.completeExceptionally(e));
        }
    }

    /** New items fail at once for the next {@link #PAUSE}. */
    private void databaseAway() {
        awayUntil.set(nanoTime.getAsLong() + PAUSE.toNanos());
    }

    private static <T, R> void complete(List<Pending<T, R>> batch, List<R> results) {
        for (int i = 0; i < batch.size(); i++) {
            batch.get(i).result.complete(results.get(i));
        }
    }

    private static boolean isUnreachable(RuntimeException e) {
        return e instanceof DataAccessException failure && failure.isConnectionFailure();
    }

    private RuntimeException rethrow(ExecutionException e) {
        if (e.getCause() instanceof RuntimeException runtime) {
            return runtime;
        }
        if (e.getCause() instanceof Error error) {
            throw error;
        }
        return new DataAccessException(operation, e);
    }

    private static final class Pending<T, R> {
        private final T item;
        private final CompletableFuture<R> result = new CompletableFuture<>();
        private final AtomicInteger state = new AtomicInteger(QUEUED);

        private Pending(T item) {
            this.item = item;
        }

        private T item() {
            return item;
        }
    }
}
