package nl.opendk.ebms.perf.traffic;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * Sends requests to adapters' /ebms asynchronously over kept-alive HTTP/1.1 connections (java.net.http), with at
 * most {@code concurrency} requests in flight: a caller that finds every slot taken waits for one, and since every
 * answer's latency is measured from the request's scheduled time, that wait is in the figures rather than hidden.
 * HTTP/1.1 is fixed because the JDK client would otherwise offer every plain-HTTP request an HTTP/2 upgrade.
 */
public final class EbmsClient implements AutoCloseable {

    private final HttpClient client;
    private final ExecutorService executor;
    private final Semaphore slots;
    private final Duration timeout;
    private final AnswerReader reader = new AnswerReader();

    public EbmsClient(int concurrency, Duration timeout) {
        this.executor = Executors.newFixedThreadPool(4, runnable -> {
            Thread thread = new Thread(runnable, "ebms-client");
            thread.setDaemon(true);
            return thread;
        });
        this.client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5))
                .executor(executor)
                .build();
        this.slots = new Semaphore(concurrency);
        this.timeout = timeout;
    }

    /**
     * Sends when a slot is free (waiting for one here) and completes with the answer, never exceptionally.
     *
     * @param scheduledNanos the {@link System#nanoTime()} the request was due: its latency counts from there
     */
    public CompletableFuture<Answer> send(URI endpoint, Request request, long scheduledNanos) {
        slots.acquireUninterruptibly();
        return dispatch(endpoint, request, scheduledNanos);
    }

    /**
     * Sends as soon as a slot is free, with the latency counted from then: a closed loop that sends as fast as the
     * adapter answers, where the wait for a slot is the pace and not part of an answer's time.
     */
    public CompletableFuture<Answer> sendWhenFree(URI endpoint, Request request) {
        slots.acquireUninterruptibly();
        return dispatch(endpoint, request, System.nanoTime());
    }

    private CompletableFuture<Answer> dispatch(URI endpoint, Request request, long scheduledNanos) {
        long lag = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - scheduledNanos);
        HttpRequest.Builder builder = HttpRequest.newBuilder(endpoint)
                .timeout(timeout)
                .POST(HttpRequest.BodyPublishers.ofByteArray(request.body()));
        if (request.contentType() != null) {
            builder.header("Content-Type", request.contentType());
        }
        if (request.soapAction() != null) {
            builder.header("SOAPAction", request.soapAction());
        }
        CompletableFuture<HttpResponse<byte[]>> sent;
        try {
            sent = client.sendAsync(builder.build(), HttpResponse.BodyHandlers.ofByteArray());
        } catch (RuntimeException e) {
            slots.release();
            return CompletableFuture.completedFuture(Answer.failure(lag, lag, "not sent: " + e.getMessage()));
        }
        return sent.handle((response, failure) -> {
            slots.release();
            long latency = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - scheduledNanos);
            return failure == null
                    ? Answer.http(response.statusCode(), latency, lag, reader.read(response.body()))
                    : Answer.failure(latency, lag, Failures.reason(failure));
        });
    }

    /** Sends and waits for the answer. */
    public Answer sendNow(URI endpoint, Request request) {
        return send(endpoint, request, System.nanoTime()).join();
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
