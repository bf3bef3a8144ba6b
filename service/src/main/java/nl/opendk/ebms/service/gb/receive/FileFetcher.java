package nl.opendk.ebms.service.gb.receive;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import javax.net.ssl.HttpsURLConnection;
import javax.net.ssl.SSLContext;
import nl.opendk.ebms.db.gb.DownloadJob;
import nl.opendk.gb.protocol.GbErrorCode;
import nl.opendk.gb.protocol.metadata.ChecksumType;
import nl.opendk.gb.protocol.transfer.ContentRange;
import nl.opendk.gb.protocol.transfer.RetryAfter;

/**
 * One download attempt over HTTPS (DK-GB 3.8.1 ch04): a GET of the whole file, or, when part of it is on disk with
 * the file service's ETag, a range request for the rest with If-Range (GB005). A 206 is written where its
 * Content-Range says, so overlapping ranges leave the latest bytes (GB004); a 200 starts the file again (GB003).
 * The body streams to disk; the attempt reports how far it got, and the caller decides what follows.
 *
 * <p>A blocking TLS socket per transfer (HttpURLConnection) rather than the JDK's asynchronous client: a download is
 * one long sequential read, and the blocking socket moves it with a fraction of the CPU. Its read timeout also cuts
 * a file service that stops sending midway.
 */
public final class FileFetcher implements AutoCloseable {

    /** Progress is saved every so many bytes, so a resume after a crash loses at most this much. */
    static final long PROGRESS_EVERY = 8L << 20;

    /** The bytes each range request asks for when a download uses several connections: twice the progress step. */
    public static final long RANGE_SIZE = 16L << 20;

    private static final int BUFFER = 1 << 20;

    /** Told how far a download has come; false stops it (this node lost its lease). */
    @FunctionalInterface
    public interface Progress {
        boolean saved(long receivedBytes, String etag);
    }

    private final SSLContext tls;
    private final int connectTimeoutMillis;
    private final int timeoutMillis;
    private final int connections;
    private final long rangeSize;
    private final Set<HttpURLConnection> open = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;

    /**
     * @param tls our key (GB008) and the trust store for https URLs; null for the JDK's default
     * @param connectTimeout how long a connection to the file service may take
     * @param timeout how long the file service may take to start answering, and to send the next bytes
     * @param connections how many connections one download may use at once, each fetching ranges of {@code
     *     rangeSize} bytes; 1 fetches every file on one connection
     * @param rangeSize the bytes each range request of a download on several connections asks for
     */
    public FileFetcher(SSLContext tls, Duration connectTimeout, Duration timeout, int connections, long rangeSize) {
        if (connections < 1 || rangeSize < 1) {
            throw new IllegalArgumentException("at least one connection and ranges of at least one byte");
        }
        this.tls = tls;
        this.connectTimeoutMillis = (int) Math.max(1, connectTimeout.toMillis());
        this.timeoutMillis = (int) Math.max(1, timeout.toMillis());
        this.connections = connections;
        this.rangeSize = rangeSize;
    }

    /**
     * Ends every transfer under way at once, and refuses new ones: a node that stops does not wait for downloads of
     * gigabytes. What they wrote stays on disk and in their rows, and the next attempt, on any node, resumes it.
     */
    @Override
    public void close() {
        closed = true;
        open.forEach(HttpURLConnection::disconnect);
    }

    Fetch fetch(DownloadJob job, Path partial, Progress progress) {
        long onDisk = sizeOf(partial);
        long offset = job.etag() == null ? 0 : Math.min(onDisk, job.receivedBytes());
        if (closed) {
            return Fetch.failed(GbErrorCode.TRANSFER_INTERRUPTED, "the adapter is stopping", offset, job.etag(), null);
        }
        // the first range of a download on several connections; the rest follow once its answer gives the ETag
        long last = connections > 1 && job.size() - offset > rangeSize ? offset + rangeSize - 1 : -1;
        HttpURLConnection connection = null;
        try {
            connection = connect(job.url(), offset, last, offset > 0 ? job.etag() : null);
            return read(connection, job, partial, offset, last, progress);
        } catch (IOException e) {
            // bytes written in ranges may leave gaps: only the run from the first byte is sure then
            long whole = last >= 0 ? offset : sizeOf(partial);
            return Fetch.failed(GbErrorCode.TRANSFER_INTERRUPTED, describe(e), whole, job.etag(), null);
        } finally {
            if (connection != null) {
                release(connection);
            }
        }
    }

    /**
     * Opens a request for the file, or for its bytes {@code first} to {@code last} ({@code -1}: to the end), on
     * condition that it is still the file of {@code ifRange} when that is given (GB005).
     */
    HttpURLConnection connect(String url, long first, long last, String ifRange) throws IOException {
        HttpURLConnection connection =
                (HttpURLConnection) URI.create(url).toURL().openConnection();
        if (connection instanceof HttpsURLConnection https && tls != null) {
            https.setSSLSocketFactory(tls.getSocketFactory());
        }
        connection.setConnectTimeout(connectTimeoutMillis);
        connection.setReadTimeout(timeoutMillis);
        connection.setInstanceFollowRedirects(false);
        connection.setUseCaches(false);
        if (first > 0 || last >= 0) {
            connection.setRequestProperty("Range", "bytes=" + first + "-" + (last < 0 ? "" : last));
        }
        if (ifRange != null) {
            connection.setRequestProperty("If-Range", ifRange);
        }
        open.add(connection);
        if (closed) {
            connection.disconnect();
        }
        return connection;
    }

    boolean closed() {
        return closed;
    }

    void release(HttpURLConnection connection) {
        open.remove(connection);
    }

    private Fetch read(
            HttpURLConnection connection, DownloadJob job, Path partial, long offset, long last, Progress progress)
            throws IOException {
        int status = connection.getResponseCode();
        String etag = connection.getHeaderField("ETag");
        if (status == 200) {
            try (InputStream body = connection.getInputStream()) {
                Writing whole = new Writing(partial, 0, etag, false, offset > 0, checksumType(job));
                return write(body, connection.getContentLengthLong(), whole, progress);
            }
        }
        if (status == 206) {
            String contentRange = connection.getHeaderField("Content-Range");
            Optional<ContentRange> range = ContentRange.parse(contentRange);
            if (range.isPresent()
                    && last >= 0
                    && range.get().first() <= offset
                    && range.get().last() == last
                    && range.get().length() == job.size()) {
                // the first range of several: the others go on connections of their own (GB004), each with
                // If-Range; a file service that gives no ETag to condition them on gets them one at a time
                String validator = etag == null ? job.etag() : etag;
                return new RangedFetch(
                                this, job, partial, offset, rangeSize, validator == null ? 1 : connections, progress)
                        .run(connection, range.get().first(), validator);
            }
            if (range.isEmpty() || range.get().first() > offset || range.get().length() != job.size()) {
                // a range we did not ask for, or of another file: start again with the whole file
                connection.disconnect();
                return Fetch.startAgain(
                        GbErrorCode.UNEXPECTED_RESPONSE,
                        "206 with Content-Range " + contentRange + " to a request from byte " + offset);
            }
            try (InputStream body = connection.getInputStream()) {
                Writing rest =
                        new Writing(partial, range.get().first(), etag == null ? job.etag() : etag, true, false, null);
                return write(body, connection.getContentLengthLong(), rest, progress);
            }
        }
        return refused(connection, status, offset, job.etag());
    }

    /** What an answer other than 200 or 206 means for the download. */
    static Fetch refused(HttpURLConnection connection, int status, long offset, String etag) throws IOException {
        Duration retryAfter = RetryAfter.seconds(connection.getHeaderField("Retry-After"));
        try (InputStream error = connection.getErrorStream()) {
            // what a refusal says is not used; closing it lets the connection be used again
        }
        return switch (status) {
            case 403 -> Fetch.failed(
                    GbErrorCode.FORBIDDEN, "403: the file service refused our OIN", offset, etag, null);
            case 404, 410 -> Fetch.failed(
                    GbErrorCode.FILE_NOT_FOUND, status + ": the file service has no such file", offset, etag, null);
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
                    etag,
                    retryAfter);
        };
    }

    /**
     * Where a body goes and what is known of it.
     *
     * @param position the byte of the file the body starts at
     * @param checksum the type to compute the file's checksum with as it is written; null when the body does not start
     *     at the first byte (a resume), and the file is read again to check it
     */
    private record Writing(
            Path partial, long position, String etag, boolean resumed, boolean restarted, ChecksumType checksum) {}

    private static ChecksumType checksumType(DownloadJob job) {
        return ChecksumType.ofToken(job.checksumType()).orElse(null);
    }

    /**
     * Writes the body from its position on; a whole-file answer (200) truncates what was there first.
     *
     * @param length the body's Content-Length, or -1: a body that ends short of it was cut off, which this client
     *     reports as a plain end of stream
     */
    private static Fetch write(InputStream body, long length, Writing writing, Progress progress) throws IOException {
        Path partial = writing.partial();
        long position = writing.position();
        String etag = writing.etag();
        boolean resumed = writing.resumed();
        boolean restarted = writing.restarted();
        MessageDigest digest =
                writing.checksum() == null ? null : writing.checksum().newDigest();
        try (FileChannel out = FileChannel.open(partial, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            if (position == 0) {
                out.truncate(0);
            }
            out.position(position);
            byte[] buffer = new byte[BUFFER];
            long written = position;
            long savedAt = written;
            try {
                for (int read = body.read(buffer); read != -1; read = body.read(buffer)) {
                    if (digest != null) {
                        digest.update(buffer, 0, read);
                    }
                    ByteBuffer chunk = ByteBuffer.wrap(buffer, 0, read);
                    while (chunk.hasRemaining()) {
                        out.write(chunk);
                    }
                    written += read;
                    if (written - savedAt >= PROGRESS_EVERY) {
                        savedAt = written;
                        if (!progress.saved(Math.max(written, out.size()), etag)) {
                            return interrupted(
                                    written,
                                    written - position,
                                    etag,
                                    resumed,
                                    restarted,
                                    "this node no longer holds it");
                        }
                    }
                }
            } catch (IOException e) {
                return interrupted(out.size(), written - position, etag, resumed, restarted, describe(e));
            }
            if (length >= 0 && written - position != length) {
                return interrupted(
                        written,
                        written - position,
                        etag,
                        resumed,
                        restarted,
                        "the connection ended after " + (written - position) + " of " + length + " bytes");
            }
            return Fetch.complete(
                    out.size(), etag, resumed, restarted, written - position, digest == null ? null : digest.digest());
        }
    }

    private static Fetch interrupted(
            long bytes, long fetched, String etag, boolean resumed, boolean restarted, String problem) {
        return Fetch.stopped(bytes, etag, resumed, restarted, GbErrorCode.TRANSFER_INTERRUPTED, problem, null, fetched);
    }

    private static long sizeOf(Path file) {
        try {
            return Files.exists(file) ? Files.size(file) : 0;
        } catch (IOException e) {
            return 0;
        }
    }

    static String describe(IOException e) {
        return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }
}
