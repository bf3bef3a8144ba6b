package nl.opendk.ebms.db.message;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Function;
import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.protocol.handle.InboundDisposition;

/**
 * Lets many receiving threads share transactions. Each caller hands in its disposition and waits; a writer thread
 * takes everything that is waiting (up to {@code maxBatch}) and writes it in one transaction with one commit. Under
 * load, batches grow by themselves while the previous commit is being written; a lone request is written at once.
 * A caller still gets its answer only after the commit that holds its message, so the HTTP answer never runs
 * ahead of durability.
 */
final class GroupCommit implements AutoCloseable {

    private final BlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
    private final int maxBatch;
    private final Function<List<InboundDisposition>, List<StoreOutcome>> writeBatch;
    private final List<Thread> writers = new ArrayList<>();
    private volatile boolean running = true;

    /**
     * @param writeBatch writes the dispositions in one transaction and returns their outcomes in the same order
     * @param writerCount threads (and so connections) writing batches at the same time
     */
    GroupCommit(Function<List<InboundDisposition>, List<StoreOutcome>> writeBatch, int maxBatch, int writerCount) {
        this.writeBatch = writeBatch;
        this.maxBatch = maxBatch;
        for (int i = 0; i < writerCount; i++) {
            Thread writer = new Thread(this::writeLoop, "ebms-store-writer-" + i);
            // a writer must not keep the JVM alive: the caller waiting on it is what matters
            writer.setDaemon(true);
            writer.start();
            writers.add(writer);
        }
    }

    StoreOutcome submit(InboundDisposition disposition) {
        if (!running) {
            throw new IllegalStateException("the message store is closed");
        }
        Pending pending = new Pending(disposition, new CompletableFuture<>());
        queue.add(pending);
        try {
            return pending.outcome().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DataAccessException("store inbound message", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new DataAccessException("store inbound message", e);
        }
    }

    private void writeLoop() {
        List<Pending> batch = new ArrayList<>(maxBatch);
        while (running) {
            try {
                batch.add(queue.take());
            } catch (InterruptedException e) {
                return;
            }
            queue.drainTo(batch, maxBatch - 1);
            write(batch);
            batch.clear();
        }
    }

    private void write(List<Pending> batch) {
        try {
            List<StoreOutcome> outcomes =
                    writeBatch.apply(batch.stream().map(Pending::disposition).toList());
            for (int i = 0; i < batch.size(); i++) {
                batch.get(i).outcome().complete(outcomes.get(i));
            }
        } catch (RuntimeException | Error e) {
            batch.forEach(pending -> pending.outcome().completeExceptionally(e));
        }
    }

    /** Requests waiting for a writer (for tests and metrics). */
    int queued() {
        return queue.size();
    }

    /** Stops the writers after the batch in hand; requests still queued fail, and their senders retry. */
    @Override
    public void close() {
        running = false;
        writers.forEach(Thread::interrupt);
        List<Pending> left = new ArrayList<>();
        queue.drainTo(left);
        left.forEach(pending -> pending.outcome()
                .completeExceptionally(new DataAccessException(
                        "store inbound message",
                        new IllegalStateException("the message store was closed before the message was written"))));
    }

    private record Pending(InboundDisposition disposition, CompletableFuture<StoreOutcome> outcome) {}
}
