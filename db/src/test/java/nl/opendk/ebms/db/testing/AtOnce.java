package nl.opendk.ebms.db.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.stream.IntStream;

/** Callers on their own threads, let go at the same moment, so claims on one database really race. */
public final class AtOnce {

    private AtOnce() {}

    /**
     * Starts {@code count} callers, each made from its number and the latch it must wait on, and gathers what they
     * all return.
     */
    public static <T> List<T> gather(int count, BiFunction<Integer, CountDownLatch, Callable<List<T>>> caller)
            throws Exception {
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService threads = Executors.newFixedThreadPool(count);
        try {
            List<Future<List<T>>> results = IntStream.range(0, count)
                    .mapToObj(i -> threads.submit(caller.apply(i, start)))
                    .toList();
            start.countDown();
            List<T> gathered = new ArrayList<>();
            for (Future<List<T>> result : results) {
                gathered.addAll(result.get(60, TimeUnit.SECONDS));
            }
            return gathered;
        } finally {
            threads.shutdownNow();
        }
    }
}
