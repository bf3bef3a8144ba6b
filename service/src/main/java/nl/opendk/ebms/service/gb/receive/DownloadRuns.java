package nl.opendk.ebms.service.gb.receive;

import static nl.opendk.ebms.service.observe.FlowLogEvent.GB_DOWNLOAD_COMPLETE;
import static nl.opendk.ebms.service.observe.FlowLogEvent.GB_DOWNLOAD_FAILED;
import static nl.opendk.ebms.service.observe.FlowLogEvent.GB_DOWNLOAD_RETRY;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.db.gb.DownloadJob;
import nl.opendk.ebms.db.gb.Downloads;
import nl.opendk.ebms.service.gb.DownloadResult;
import nl.opendk.ebms.service.gb.FileStorage;
import nl.opendk.ebms.service.gb.RetryPolicy;
import nl.opendk.ebms.service.gb.TransferObserver;
import nl.opendk.gb.protocol.GbErrorCode;
import nl.opendk.gb.protocol.metadata.Checksum;
import nl.opendk.gb.protocol.metadata.ChecksumType;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Downloads the files of received metadata messages until each is complete and verified, or given up (DK-GB 3.8.1
 * ch04, GB013-GB015, DK-BP-GB "Foutafhandeling"):
 *
 * <ul>
 *   <li>an interrupted transfer resumes soon from where it stopped; an unavailable file service is tried again on a
 *       lengthening schedule, or after its Retry-After;
 *   <li>403, 404 and 416 are not retried (416 once more from the first byte when it followed a resume);
 *   <li>a wrong size or checksum throws the file away and downloads it once more from scratch, then gives up;
 *   <li>a file whose expirationTime passed is given up; a failed download keeps its partial file.
 * </ul>
 */
public final class DownloadRuns {

    private static final Logger LOG = LoggerFactory.getLogger(DownloadRuns.class);

    private static final int HASH_BUFFER = 1 << 20;

    private final Downloads downloads;
    private final FileFetcher fetcher;
    private final FileStorage storage;
    private final RetryPolicy retry;
    private final Clock clock;
    private final TransferObserver observer;

    public DownloadRuns(
            Downloads downloads,
            FileFetcher fetcher,
            FileStorage storage,
            RetryPolicy retry,
            Clock clock,
            TransferObserver observer) {
        this.observer = observer;
        this.downloads = downloads;
        this.fetcher = fetcher;
        this.storage = storage;
        this.retry = retry;
        this.clock = clock;
    }

    public List<DownloadJob> claim(int limit) {
        return downloads.claimDue(limit);
    }

    public DownloadResult run(DownloadJob job) {
        DownloadResult result = runOnce(job);
        observer.downloadAttempted(result);
        return result;
    }

    private DownloadResult runOnce(DownloadJob job) {
        Instant now = clock.instant();
        if (job.expirationTime() != null && now.isAfter(job.expirationTime())) {
            return fail(
                    job,
                    attempt(
                            job.receivedBytes(),
                            job.etag(),
                            GbErrorCode.EXPIRED,
                            "the file's expirationTime " + job.expirationTime() + " passed (MD004)"));
        }
        Path partial;
        try {
            storage.ensureRoom(job.size() - job.receivedBytes());
            partial = storage.partial(job.id());
        } catch (IOException e) {
            return retryLater(
                    job,
                    attempt(job.receivedBytes(), job.etag(), GbErrorCode.TRANSFER_INTERRUPTED, e.getMessage()),
                    null,
                    false);
        }
        Fetch fetch = fetcher.fetch(job, partial, (bytes, etag) -> downloads.progress(job, bytes, etag));
        observer.downloaded(fetch.fetched(), fetch.resumed());
        if (fetch.complete()) {
            return verify(job, fetch, partial);
        }
        Downloads.Attempt attempt = new Downloads.Attempt(
                fetch.receivedBytes(),
                fetch.etag(),
                fetch.resumed(),
                fetch.restarted(),
                fetch.error().name(),
                fetch.problem());
        if (fetch.startAgain() && job.restarts() == 0) {
            // the resume did not fit the file service's file: once more from the first byte
            return retryNow(job, restart(fetch.error(), fetch.problem()));
        }
        if (fetch.error().isFinal()) {
            return fail(job, attempt);
        }
        return retryLater(job, attempt, fetch.retryAfter(), fetch.receivedBytes() > job.receivedBytes());
    }

    /** GB014 and GB015, after the last byte: only a file of the right size and checksum goes to the back end. */
    private DownloadResult verify(DownloadJob job, Fetch fetch, Path partial) {
        GbErrorCode error = null;
        String problem = null;
        if (fetch.receivedBytes() != job.size()) {
            error = GbErrorCode.INCORRECT_FILE_SIZE;
            problem = "received " + fetch.receivedBytes() + " bytes; the metadata gives " + job.size() + " (GB014)";
        } else {
            Checksum expected =
                    new Checksum(ChecksumType.ofToken(job.checksumType()).orElseThrow(), job.checksum());
            try {
                // computed while the file was written when it came in order from its first byte; else read again
                byte[] actual = fetch.digest() != null ? fetch.digest() : digest(partial, expected.type());
                if (!expected.matches(actual)) {
                    error = GbErrorCode.CHECKSUM_ERROR;
                    problem = "the file's " + expected.type() + " checksum is not the metadata's (GB015)";
                }
            } catch (IOException e) {
                return diskTrouble(job, fetch, "reading the received file failed", e);
            }
        }
        if (error != null) {
            if (job.restarts() == 0) {
                LOG.warn(
                        GB_DOWNLOAD_RETRY.line("Download {} of {}: {}; downloading it once more from scratch"),
                        job.id(),
                        job.url(),
                        problem);
                deleteQuietly(partial);
                return retryNow(job, restart(error, problem));
            }
            return fail(job, attempt(fetch.receivedBytes(), fetch.etag(), error, problem));
        }
        try {
            String storedAs = storage.receive(job.id(), job.filename());
            Downloads.Attempt done = new Downloads.Attempt(
                    fetch.receivedBytes(), fetch.etag(), fetch.resumed(), fetch.restarted(), null, null);
            Downloads.Completion completion = downloads.complete(job, done, storedAs);
            if (completion == Downloads.Completion.LEASE_LOST) {
                return DownloadResult.LEASE_LOST;
            }
            LOG.info(
                    GB_DOWNLOAD_COMPLETE.line("Download {} of {} complete and verified: {} bytes{}"),
                    job.id(),
                    job.url(),
                    fetch.receivedBytes(),
                    completion == Downloads.Completion.MESSAGE_RECEIVED ? "; the message goes to the back end" : "");
            return DownloadResult.COMPLETE;
        } catch (IOException e) {
            return diskTrouble(job, fetch, "moving the received file failed", e);
        }
    }

    /** The file came, but the disk failed us: tried again later, from the bytes there are. */
    private DownloadResult diskTrouble(DownloadJob job, Fetch fetch, String what, IOException e) {
        return retryLater(
                job,
                attempt(
                        fetch.receivedBytes(),
                        fetch.etag(),
                        GbErrorCode.TRANSFER_INTERRUPTED,
                        what + ": " + e.getMessage()),
                null,
                false);
    }

    private DownloadResult retryLater(
            DownloadJob job, Downloads.Attempt attempt, Duration retryAfter, boolean progressed) {
        Instant now = clock.instant();
        int attemptNo = job.attempts() + 1;
        // short after an interrupted transfer that got somewhere, longer for an unavailable server (DK-BP-GB)
        Duration delay = progressed ? retry.after(0) : retry.after(attemptNo);
        if (retryAfter != null && retryAfter.compareTo(delay) > 0) {
            delay = retryAfter;
        }
        Instant due = now.plus(delay);
        if (job.expirationTime() != null && due.isAfter(job.expirationTime())) {
            return fail(
                    job,
                    new Downloads.Attempt(
                            attempt.receivedBytes(),
                            attempt.etag(),
                            attempt.resumed(),
                            attempt.restarted(),
                            GbErrorCode.EXPIRED.name(),
                            "the file's expirationTime " + job.expirationTime()
                                    + " passes before the next attempt; last: " + attempt.errorText()));
        }
        if (job.expirationTime() == null && attemptNo >= retry.maxAttempts()) {
            return fail(job, attempt);
        }
        LOG.info(
                GB_DOWNLOAD_RETRY.line("Download {} of {} stopped at byte {}: {}; next attempt at {}"),
                job.id(),
                job.url(),
                attempt.receivedBytes(),
                attempt.errorText(),
                due);
        return downloads.retry(job, attempt, due) ? DownloadResult.RETRY : DownloadResult.LEASE_LOST;
    }

    private DownloadResult retryNow(DownloadJob job, Downloads.Attempt attempt) {
        return downloads.retry(job, attempt, clock.instant()) ? DownloadResult.RETRY : DownloadResult.LEASE_LOST;
    }

    private DownloadResult fail(DownloadJob job, Downloads.Attempt attempt) {
        LOG.warn(GB_DOWNLOAD_FAILED.line("Download {} of {} given up: {}"), job.id(), job.url(), attempt.errorText());
        return downloads.fail(job, attempt) ? DownloadResult.FAILED : DownloadResult.LEASE_LOST;
    }

    private static Downloads.Attempt attempt(long bytes, String etag, GbErrorCode error, String problem) {
        return new Downloads.Attempt(bytes, etag, false, false, error.name(), problem);
    }

    private static Downloads.Attempt restart(GbErrorCode error, String problem) {
        return new Downloads.Attempt(0, null, false, true, error.name(), problem);
    }

    private static byte[] digest(Path file, ChecksumType type) throws IOException {
        MessageDigest digest = type.newDigest();
        byte[] buffer = new byte[HASH_BUFFER];
        try (InputStream in = Files.newInputStream(file)) {
            int read;
            while ((read = in.read(buffer)) != -1) {
                digest.update(buffer, 0, read);
            }
        }
        return digest.digest();
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // the restart truncates the file anyway: it asks for the whole file
        }
    }
}
