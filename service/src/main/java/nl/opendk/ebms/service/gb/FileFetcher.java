package nl.opendk.ebms.service.gb;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import nl.opendk.ebms.db.gb.DownloadJob;
import nl.opendk.gb.protocol.GbErrorCode;
import nl.opendk.gb.protocol.transfer.ContentRange;

/**
 * One download attempt over HTTPS (DK-GB 3.8.1 ch04): a GET of the whole file, or, when part of it is on disk with
 * the file service's ETag, a range request for the rest with If-Range (GB005). A 206 is written where its
 * Content-Range says, so overlapping ranges leave the latest bytes (GB004); a 200 starts the file again (GB003).
 * The body streams to disk; the attempt reports how far it got, and the caller decides what follows.
 */
public final class FileFetcher implements AutoCloseable {

    /** Progress is saved every so many bytes, so a resume after a crash loses at most this much. */
    static final long PROGRESS_EVERY = 8L << 20;

    private static final int BUFFER = 1 << 20;

    /** Told how far a download has come; false stops it (this node lost its lease). */
    @FunctionalInterface
    public interface Progress {
        boolean saved(long receivedBytes, String etag);
    }

    private final HttpClient client;
    private final Duration timeout;
    private final Set<Stall> open = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;
    private final ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "gb-download-watchdog");
        thread.setDaemon(true);
        return thread;
    });

    /**
     * @param client the client, with our TLS key (GB008) and trust store
     * @param timeout how long the file service may take to start answering, and to send the next bytes
     */
    public FileFetcher(HttpClient client, Duration timeout) {
        this.client = client;
        this.timeout = timeout;
    }

    /**
     * Ends every transfer under way at once, and refuses new ones: a node that stops does not wait for downloads of
     * gigabytes. What they wrote stays on disk and in their rows, and the next attempt, on any node, resumes it.
     */
    @Override
    public void close() {
        closed = true;
        open.forEach(Stall::cut);
        watchdog.shutdownNow();
    }

    Fetch fetch(DownloadJob job, Path partial, Progress progress) {
        if (closed) {
            return Fetch.failed(
                    GbErrorCode.TRANSFER_INTERRUPTED, "the adapter is stopping", job.receivedBytes(), job.etag(), null);
        }
        long onDisk = sizeOf(partial);
        long offset = job.etag() == null ? 0 : Math.min(onDisk, job.receivedBytes());
        HttpRequest.Builder request =
                HttpRequest.newBuilder(URI.create(job.url())).timeout(timeout).GET();
        if (offset > 0) {
            request.header("Range", "bytes=" + offset + "-").header("If-Range", job.etag());
        }
        HttpResponse<InputStream> response;
        try {
            response = client.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
        } catch (IOException e) {
            return Fetch.failed(GbErrorCode.TRANSFER_INTERRUPTED, describe(e), offset, job.etag(), null);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Fetch.failed(GbErrorCode.TRANSFER_INTERRUPTED, "interrupted", offset, job.etag(), null);
        }
        Stall stall = new Stall(response.body(), timeout);
        open.add(stall);
        ScheduledFuture<?> check = null;
        try (InputStream body = stall.stream()) {
            check = watchdog.scheduleWithFixedDelay(stall::check, stall.every(), stall.every(), TimeUnit.MILLISECONDS);
            if (closed) {
                stall.cut();
            }
            return read(response, body, job, partial, offset, progress);
        } catch (IOException | RejectedExecutionException e) {
            return Fetch.failed(
                    GbErrorCode.TRANSFER_INTERRUPTED,
                    e instanceof IOException io ? describe(io) : "the adapter is stopping",
                    sizeOf(partial),
                    job.etag(),
                    null);
        } finally {
            open.remove(stall);
            if (check != null) {
                check.cancel(false);
            }
        }
    }

    private Fetch read(
            HttpResponse<InputStream> response,
            InputStream body,
            DownloadJob job,
            Path partial,
            long offset,
            Progress progress)
            throws IOException {
        int status = response.statusCode();
        String etag = response.headers().firstValue("ETag").orElse(null);
        if (status == 200) {
            return write(body, partial, 0, etag, progress, false, offset > 0);
        }
        if (status == 206) {
            Optional<ContentRange> range =
                    response.headers().firstValue("Content-Range").flatMap(ContentRange::parse);
            if (range.isEmpty() || range.get().first() > offset || range.get().length() != job.size()) {
                // a range we did not ask for, or of another file: start again with the whole file
                return Fetch.startAgain(
                        GbErrorCode.UNEXPECTED_RESPONSE,
                        "206 with Content-Range "
                                + response.headers().firstValue("Content-Range").orElse("(none)")
                                + " to a request from byte " + offset);
            }
            return write(body, partial, range.get().first(), etag == null ? job.etag() : etag, progress, true, false);
        }
        Duration retryAfter = retryAfter(response);
        return switch (status) {
            case 403 -> Fetch.failed(
                    GbErrorCode.FORBIDDEN, "403: the file service refused our OIN", offset, job.etag(), null);
            case 404, 410 -> Fetch.failed(
                    GbErrorCode.FILE_NOT_FOUND,
                    status + ": the file service has no such file",
                    offset,
                    job.etag(),
                    null);
            case 416 -> offset > 0
                    ? Fetch.startAgain(GbErrorCode.RANGE_NOT_SATISFIABLE, "416 to a request from byte " + offset)
                    : Fetch.failed(
                            GbErrorCode.RANGE_NOT_SATISFIABLE, "416 to a request for the whole file", 0, null, null);
            default -> Fetch.failed(
                    status == 408 || status == 429 || status >= 500
                            ? GbErrorCode.TRANSFER_INTERRUPTED
                            : GbErrorCode.UNEXPECTED_RESPONSE,
                    "HTTP " + status,
                    offset,
                    job.etag(),
                    retryAfter);
        };
    }

    /** Writes the body from {@code position} on; a whole-file answer (200) truncates what was there first. */
    private static Fetch write(
            InputStream body,
            Path partial,
            long position,
            String etag,
            Progress progress,
            boolean resumed,
            boolean restarted)
            throws IOException {
        long written = position;
        try (FileChannel out = FileChannel.open(partial, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            if (position == 0) {
                out.truncate(0);
            }
            out.position(position);
            byte[] buffer = new byte[BUFFER];
            long savedAt = written;
            int read;
            try {
                while ((read = body.read(buffer)) != -1) {
                    ByteBuffer chunk = ByteBuffer.wrap(buffer, 0, read);
                    while (chunk.hasRemaining()) {
                        out.write(chunk);
                    }
                    written += read;
                    if (written - savedAt >= PROGRESS_EVERY) {
                        savedAt = written;
                        if (!progress.saved(Math.max(written, out.size()), etag)) {
                            return new Fetch(
                                    false,
                                    written,
                                    etag,
                                    resumed,
                                    restarted,
                                    GbErrorCode.TRANSFER_INTERRUPTED,
                                    "this node no longer holds the download",
                                    null,
                                    false);
                        }
                    }
                }
            } catch (IOException e) {
                return new Fetch(
                        false,
                        out.size(),
                        etag,
                        resumed,
                        restarted,
                        GbErrorCode.TRANSFER_INTERRUPTED,
                        describe(e),
                        null,
                        false);
            }
            return new Fetch(true, out.size(), etag, resumed, restarted, null, null, null, false);
        }
    }

    /**
     * A body that stops sending is cut after the timeout: the JDK client has no read timeout of its own, and a
     * downloader waiting for ever would hold its lease and its thread. Closing the stream ends the blocked read with
     * an IOException, and the download resumes on its next attempt.
     */
    private static final class Stall {
        private final InputStream body;
        private final long timeoutMillis;
        private volatile long lastRead = System.currentTimeMillis();

        Stall(InputStream body, Duration timeout) {
            this.body = body;
            this.timeoutMillis = Math.max(1, timeout.toMillis());
        }

        long every() {
            return Math.max(1, timeoutMillis / 4);
        }

        void check() {
            if (System.currentTimeMillis() - lastRead > timeoutMillis) {
                cut();
            }
        }

        void cut() {
            try {
                body.close();
            } catch (IOException e) {
                // closed is all that is wanted
            }
        }

        InputStream stream() {
            return new FilterInputStream(body) {
                @Override
                public int read(byte[] buffer, int offset, int length) throws IOException {
                    int read = super.read(buffer, offset, length);
                    lastRead = System.currentTimeMillis();
                    return read;
                }
            };
        }
    }

    private static Duration retryAfter(HttpResponse<?> response) {
        return response.headers()
                .firstValue("Retry-After")
                .flatMap(value -> {
                    try {
                        return Optional.of(Duration.ofSeconds(Long.parseLong(value.strip())));
                    } catch (NumberFormatException e) {
                        // an HTTP-date: the usual schedule applies
                        return Optional.empty();
                    }
                })
                .orElse(null);
    }

    private static long sizeOf(Path file) {
        try {
            return Files.exists(file) ? Files.size(file) : 0;
        } catch (IOException e) {
            return 0;
        }
    }

    private static String describe(IOException e) {
        return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }
}
