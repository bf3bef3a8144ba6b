package nl.opendk.ebms.service.gb.receive;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import nl.opendk.ebms.db.gb.DownloadJob;
import nl.opendk.gb.protocol.GbErrorCode;
import nl.opendk.gb.protocol.metadata.ChecksumType;
import nl.opendk.gb.protocol.transfer.ContentRange;

/**
 * One download attempt on several connections at once: the rest of the file in ranges of a fixed size, each asked
 * for with {@code Range: bytes=first-last} and {@code If-Range} (GB001, GB005), and written where its Content-Range
 * says, so the file is rebuilt from the partial answers (GB004). A link where one TCP connection is held back by its
 * round trip carries several times as much this way; the ranges are taken in order, so the bytes on disk grow from
 * the front.
 *
 * <p>What is saved as progress is the run of whole bytes from the first: the file's bytes up to the first range not
 * yet complete. A range cut midway is asked for once more from its last byte on a new connection; a second cut, a
 * refusal, or a file that changed (200 to If-Range) ends the attempt for every range, and the next attempt resumes
 * from the saved run. When the attempt started at the first byte, the checksum follows that run, reading back what
 * the ranges wrote while the page cache still holds it.
 */
final class RangedFetch {

    private static final int BUFFER = 1 << 20;

    /** Ranges per connection that may be fetched ahead of the first one not yet whole. */
    private static final int WINDOW = 2;

    private final FileFetcher fetcher;
    private final DownloadJob job;
    private final Path partial;
    private final long offset;
    private final long rangeSize;
    private final int connections;
    private final FileFetcher.Progress progress;
    private final int ranges;
    private final AtomicLongArray filled;
    private final boolean[] complete;
    private final AtomicInteger next = new AtomicInteger(1);
    private final AtomicLong fetched = new AtomicLong();
    private final Set<HttpURLConnection> open = ConcurrentHashMap.newKeySet();
    private final MessageDigest digest;
    private volatile Fetch stopped;
    private volatile boolean resumed;
    private FileChannel out;
    private String etag;
    private volatile int firstIncomplete;
    private long digested;
    private final ByteBuffer readBack = ByteBuffer.allocate(BUFFER);
    private long savedAt;

    RangedFetch(
            FileFetcher fetcher,
            DownloadJob job,
            Path partial,
            long offset,
            long rangeSize,
            int connections,
            FileFetcher.Progress progress) {
        this.fetcher = fetcher;
        this.job = job;
        this.partial = partial;
        this.offset = offset;
        this.rangeSize = rangeSize;
        this.connections = connections;
        this.progress = progress;
        this.ranges = (int) ((job.size() - offset + rangeSize - 1) / rangeSize);
        this.filled = new AtomicLongArray(ranges);
        this.complete = new boolean[ranges];
        this.digest = offset == 0
                ? ChecksumType.ofToken(job.checksumType())
                        .map(ChecksumType::newDigest)
                        .orElse(null)
                : null;
        this.resumed = offset > 0;
        this.digested = offset;
        this.savedAt = offset;
    }

    /**
     * Fetches every range: the first on the connection that already answered it, the others on connections of their
     * own, started now that the answer gave the file's ETag.
     *
     * @param first the byte the first answer starts at: at or before the offset asked for (GB004)
     */
    Fetch run(HttpURLConnection firstAnswer, long first, String etag) throws IOException {
        this.etag = etag;
        open.add(firstAnswer);
        List<Thread> others = new ArrayList<>();
        try (FileChannel channel = FileChannel.open(
                partial, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.READ)) {
            out = channel;
            try {
                for (int i = 1; i < Math.min(connections, ranges); i++) {
                    Thread other = new Thread(this::takeRanges, "gb-download-" + job.id() + "-range-" + i);
                    other.setDaemon(true);
                    other.start();
                    others.add(other);
                }
                guarded(() -> {
                    if (!read(0, firstAnswer, first)) {
                        fetchRange(0, 1);
                    }
                });
                takeRanges();
                others.forEach(RangedFetch::joinUninterruptibly);
                return outcome();
            } finally {
                // on the way out with an exception too: every range stops before the file is closed
                stop(interrupted("the attempt ended"));
                others.forEach(RangedFetch::joinUninterruptibly);
            }
        }
    }

    private void takeRanges() {
        guarded(() -> {
            for (int range = next.getAndIncrement(); inWindow(range); range = next.getAndIncrement()) {
                fetchRange(range, 0);
            }
        });
    }

    /** A range's work: what it did not foresee ends the attempt for every range, with the reason. */
    private void guarded(RangeWork work) {
        try {
            work.run();
        } catch (IOException | RuntimeException e) {
            stop(interrupted("fetching a range failed: " + e));
        }
    }

    @FunctionalInterface
    private interface RangeWork {
        void run() throws IOException;
    }

    /**
     * Waits until the range is at most {@link #WINDOW} ranges per connection ahead of the first one not yet whole:
     * a range that trickles holds the others back rather than letting them fetch the file's end, which a restart
     * would fetch again. False when the attempt stopped or the range is past the end.
     */
    private synchronized boolean inWindow(int range) {
        while (stopped == null && range < ranges && range >= firstIncomplete + WINDOW * connections) {
            try {
                wait();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stop(interrupted("interrupted"));
            }
        }
        return stopped == null && range < ranges;
    }

    /**
     * One range: asked for, and once more from where a cut left it.
     *
     * @param asked the requests for it so far
     */
    private void fetchRange(int range, int asked) {
        for (int request = asked + 1; stopped == null; request++) {
            if (request > 2) {
                stop(interrupted(
                        "the connection for bytes " + start(range) + "-" + (end(range) - 1) + " was cut twice"));
                return;
            }
            if (fetcher.closed()) {
                stop(interrupted("the adapter is stopping"));
                return;
            }
            long from = start(range) + filled.get(range);
            HttpURLConnection connection = null;
            try {
                connection = fetcher.connect(job.url(), from, end(range) - 1, etag);
                open.add(connection);
                if (stopped != null) {
                    return;
                }
                if (answer(range, connection, from)) {
                    return;
                }
            } catch (IOException e) {
                if (request > 1) {
                    stop(interrupted(FileFetcher.describe(e)));
                    return;
                }
                resumed = true;
            } finally {
                if (connection != null) {
                    open.remove(connection);
                    fetcher.release(connection);
                }
            }
        }
    }

    /** Reads the answer to a range request; false when the body was cut and the range may be asked for again. */
    private boolean answer(int range, HttpURLConnection connection, long from) throws IOException {
        int status = connection.getResponseCode();
        if (status == 200) {
            stop(Fetch.startAgain(
                    GbErrorCode.UNEXPECTED_RESPONSE,
                    "200 to a range request with If-Range " + etag + ": the file service's file changed"));
            return true;
        }
        if (status != 206) {
            // a refusal ends every range; a 416 to a resume starts the file again, as on one connection
            stop(FileFetcher.refused(connection, status, from, etag));
            return true;
        }
        String contentRange = connection.getHeaderField("Content-Range");
        Optional<ContentRange> answered = ContentRange.parse(contentRange);
        if (answered.isEmpty()
                || answered.get().first() > from
                || answered.get().last() != end(range) - 1
                || answered.get().length() != job.size()) {
            stop(Fetch.startAgain(
                    GbErrorCode.UNEXPECTED_RESPONSE,
                    "206 with Content-Range " + contentRange + " to a request for bytes " + from + "-"
                            + (end(range) - 1)));
            return true;
        }
        return read(range, connection, answered.get().first());
    }

    /** Writes a range's body from {@code first}; true when the range is whole or the attempt stopped. */
    private boolean read(int range, HttpURLConnection connection, long first) throws IOException {
        long position = first;
        byte[] buffer = new byte[BUFFER];
        try (InputStream body = connection.getInputStream()) {
            for (int read = body.read(buffer); read != -1; read = body.read(buffer)) {
                if (stopped != null) {
                    return true;
                }
                ByteBuffer chunk = ByteBuffer.wrap(buffer, 0, read);
                long at = position;
                while (chunk.hasRemaining()) {
                    at += out.write(chunk, at);
                }
                position += read;
                fetched.addAndGet(read);
                filled.set(range, Math.max(filled.get(range), position - start(range)));
                if (range == firstIncomplete) {
                    grew(range, false);
                }
            }
        } catch (IOException e) {
            if (stopped != null) {
                return true;
            }
            resumed = true;
            return false;
        }
        if (position < end(range)) {
            resumed = true;
            return false;
        }
        grew(range, true);
        return true;
    }

    /**
     * A range has more bytes, or all of them: when it is the first range not yet whole, the run of whole bytes
     * from the first grows; the checksum follows it, and it is saved every {@link FileFetcher#PROGRESS_EVERY} bytes.
     */
    private synchronized void grew(int range, boolean whole) {
        complete[range] |= whole;
        if (range != firstIncomplete) {
            return;
        }
        while (firstIncomplete < ranges && complete[firstIncomplete]) {
            firstIncomplete++;
        }
        notifyAll();
        long run = wholeBytes();
        try {
            if (run - digested >= BUFFER || run == job.size()) {
                follow(run);
            }
        } catch (IOException e) {
            stop(interrupted("reading back the received bytes failed: " + FileFetcher.describe(e)));
            return;
        }
        if (run - savedAt >= FileFetcher.PROGRESS_EVERY && firstIncomplete < ranges) {
            savedAt = run;
            if (!progress.saved(run, etag)) {
                stop(interrupted("this node no longer holds it"));
            }
        }
    }

    private void follow(long whole) throws IOException {
        if (digest == null) {
            return;
        }
        while (digested < whole) {
            readBack.clear().limit((int) Math.min(BUFFER, whole - digested));
            int read = out.read(readBack, digested);
            if (read < 0) {
                throw new IOException("the file ends at byte " + digested);
            }
            digest.update(readBack.array(), 0, read);
            digested += read;
        }
    }

    /** The bytes from the first up to the first range not yet whole, and what that range holds from its start. */
    private synchronized long wholeBytes() {
        return firstIncomplete >= ranges ? job.size() : start(firstIncomplete) + filled.get(firstIncomplete);
    }

    /** Ends the attempt for every range: the first reason stays, and the connections still reading are cut. */
    private void stop(Fetch reason) {
        synchronized (this) {
            if (stopped == null) {
                stopped = reason;
            }
            notifyAll();
        }
        open.forEach(HttpURLConnection::disconnect);
    }

    private Fetch outcome() throws IOException {
        Fetch reason = stopped;
        long whole = wholeBytes();
        String knownEtag = etag;
        if (reason == null && whole == job.size()) {
            if (out.size() > job.size()) {
                out.truncate(job.size());
            }
            boolean followed = digest != null && digested == job.size();
            return Fetch.complete(
                    job.size(), knownEtag, resumed, false, fetched.get(), followed ? digest.digest() : null);
        }
        if (reason == null) {
            reason = interrupted("the adapter is stopping");
        }
        if (reason.startAgain()) {
            return Fetch.startAgain(reason.error(), reason.problem(), resumed, fetched.get());
        }
        return Fetch.stopped(
                whole, knownEtag, resumed, false, reason.error(), reason.problem(), reason.retryAfter(), fetched.get());
    }

    private long start(int range) {
        return offset + range * rangeSize;
    }

    private long end(int range) {
        return Math.min(job.size(), start(range + 1));
    }

    private static Fetch interrupted(String problem) {
        return Fetch.failed(GbErrorCode.TRANSFER_INTERRUPTED, problem, 0, null, null);
    }

    private static void joinUninterruptibly(Thread thread) {
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
