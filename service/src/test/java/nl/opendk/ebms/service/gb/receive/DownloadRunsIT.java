package nl.opendk.ebms.service.gb.receive;

import static nl.opendk.ebms.service.gb.receive.TestFileService.cutAt;
import static nl.opendk.ebms.service.gb.receive.TestFileService.cutRangesHolding;
import static nl.opendk.ebms.service.gb.receive.TestFileService.ignoreRange;
import static nl.opendk.ebms.service.gb.receive.TestFileService.overlapBy;
import static nl.opendk.ebms.service.gb.receive.TestFileService.serve;
import static nl.opendk.ebms.service.gb.receive.TestFileService.serveAfter;
import static nl.opendk.ebms.service.gb.receive.TestFileService.serveChangedAs;
import static nl.opendk.ebms.service.gb.receive.TestFileService.serveHalfThenPause;
import static nl.opendk.ebms.service.gb.receive.TestFileService.stallAt;
import static nl.opendk.ebms.service.gb.receive.TestFileService.status;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntFunction;
import nl.opendk.ebms.db.events.BackendOptions;
import nl.opendk.ebms.db.events.EventLog;
import nl.opendk.ebms.db.gb.DownloadJob;
import nl.opendk.ebms.db.gb.DownloadRow;
import nl.opendk.ebms.db.gb.DownloadStatus;
import nl.opendk.ebms.db.gb.Downloads;
import nl.opendk.ebms.db.gb.NewDownload;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.testing.TestMessages;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.handle.HttpAnswer;
import nl.opendk.ebms.protocol.handle.InboundDisposition;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.service.gb.DownloadResult;
import nl.opendk.ebms.service.gb.FileStorage;
import nl.opendk.ebms.service.gb.RetryPolicy;
import nl.opendk.ebms.service.gb.TransferObserver;
import nl.opendk.ebms.service.gb.purge.DownloadedFilePurge;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The downloader against a file service that misbehaves on purpose (the digest's G19-G23, G28-G31): resumes, 200s
 * to range requests, overlapping ranges, wrong sizes and checksums, refusals, Retry-After and an expirationTime that
 * passes. Each test stores a received message that awaits its file, runs download attempts as the route would, and
 * checks what the database and the disk hold after each.
 */
class DownloadRunsIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final int SIZE = 3 * 1024 * 1024 + 5;
    private static final byte[] FILE = randomBytes(SIZE, 7);
    private static final String ETAG = "\"v1\"";
    private static final int RANGE = 512 * 1024;

    @TempDir
    Path directory;

    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-28T10:00:00Z"));
    /** One connection per download, unless a test of ranges on several connections says otherwise. */
    private FileFetcher fetcher = new FileFetcher(null, Duration.ofSeconds(5), Duration.ofMillis(500), 1, RANGE);

    private FreshDatabase database;
    private Downloads downloads;
    private FileStorage storage;
    private TestFileService server;
    private long messagePk;
    private final AtomicLong fetched = new AtomicLong();
    private final TransferObserver counting = new TransferObserver() {
        @Override
        public void downloadAttempted(DownloadResult result) {}

        @Override
        public void downloaded(long bytes, boolean resumed) {
            fetched.addAndGet(bytes);
        }

        @Override
        public void published(long bytes) {}

        @Override
        public void served(long bytes) {}
    };

    @BeforeEach
    void storeAMessageThatAwaitsItsFile() {
        database = DB.newDatabase();
        downloads = new Downloads(
                database.dataSource(), clock, "node-1", Duration.ofMinutes(5), BackendOptions.POLL, EventLog.NONE);
        storage = new FileStorage(directory, 0);
        MessageStore store = new MessageStore(
                database.dataSource(),
                clock,
                "node-1",
                new RetrySchedule(3, Duration.ofSeconds(1), Duration.ofSeconds(1)),
                Duration.ofMinutes(1));
        InboundDisposition metadataMessage = new InboundDisposition(
                TestMessages.received(
                        TestMessages.header(
                                "gb-1@example.nl", new Service("urn:osb:services", "GB:1:0"), "Lever", null),
                        TestMessages.SOAP_CONTENT_TYPE,
                        List.of(new PayloadPart("", "application/xml", new byte[] {'<', 'x', '/', '>'}))),
                true,
                MessageStatus.AWAITING_FILE,
                List.of(),
                List.of(),
                HttpAnswer.accepted());
        messagePk = store.store(metadataMessage).inboundId();
        store.close();
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    /** G19 (GB005, GB004): cut at 40 %, resumed with Range and If-Range; the file is whole. */
    @Test
    void aCutConnectionIsResumedFromWhereItStopped() throws Exception {
        DownloadRuns runs = runs(n -> n == 1 ? cutAt(0.4) : serve(), FILE, checksum(FILE), SIZE);

        assertThat(runOnce(runs)).isEqualTo(DownloadResult.RETRY);
        long afterCut = row().receivedBytes();
        assertThat(afterCut).isGreaterThan(0).isLessThan(SIZE);
        clock.advance(Duration.ofSeconds(1));
        assertThat(runOnce(runs)).isEqualTo(DownloadResult.COMPLETE);

        assertThat(server.requests().get(1)).isEqualTo(new TestFileService.Request("bytes=" + afterCut + "-", ETAG));
        assertComplete(1, 0);
        assertThat(fetched).as("the resume fetched only what was missing").hasValue(SIZE);
    }

    /** A file service that stops sending midway is cut after the timeout, and the download resumes. */
    @Test
    void aStalledTransferIsCutAndResumed() throws Exception {
        DownloadRuns runs = runs(n -> n == 1 ? stallAt(0.4) : serve(), FILE, checksum(FILE), SIZE);

        assertThat(runOnce(runs)).isEqualTo(DownloadResult.RETRY);
        assertThat(row().errorCode()).isEqualTo("TRANSFER_INTERRUPTED");
        assertThat(row().receivedBytes()).isGreaterThan(0);
        clock.advance(Duration.ofSeconds(1));
        assertThat(runOnce(runs)).isEqualTo(DownloadResult.COMPLETE);

        assertComplete(1, 0);
    }

    /**
     * GB001, GB004: a file of seven ranges on three connections at once. The first request asks for the first range
     * alone; the others follow once its ETag is known, each with If-Range, and together they ask for every byte
     * once.
     */
    @Test
    void aLargeFileComesInRangesOnSeveralConnectionsAtOnce() throws Exception {
        fetcher = inRanges(3);
        DownloadRuns runs = runs(n -> serveAfter(100), FILE, checksum(FILE), SIZE);

        assertThat(runOnce(runs)).isEqualTo(DownloadResult.COMPLETE);

        assertComplete(0, 0);
        List<TestFileService.Request> requests = server.requests();
        assertThat(requests.get(0)).isEqualTo(new TestFileService.Request("bytes=0-" + (RANGE - 1), null));
        assertThat(requests.stream().map(TestFileService.Request::range).sorted())
                .containsExactlyInAnyOrderElementsOf(java.util.stream.IntStream.range(0, 7)
                        .mapToObj(i -> "bytes=" + (long) i * RANGE + "-" + (Math.min(SIZE, (i + 1L) * RANGE) - 1))
                        .toList());
        assertThat(requests.subList(1, requests.size()))
                .allSatisfy(r -> assertThat(r.ifRange()).isEqualTo(ETAG));
        assertThat(server.mostAtOnce()).as("ranges fetched at once").isBetween(2, 3);
        assertThat(fetched).as("every byte once").hasValue(SIZE);
    }

    /**
     * Ranges are fetched at most two per connection ahead of the first one not yet whole: while the first range
     * trickles, the others do not run on to the file's end, which a restart would fetch again.
     */
    @Test
    void rangesRunNoFurtherAheadThanTwoPerConnection() throws Exception {
        // a read timeout well beyond the first range's pause
        fetcher = new FileFetcher(null, Duration.ofSeconds(5), Duration.ofSeconds(5), 2, RANGE);
        DownloadRuns runs = runs(n -> n == 1 ? serveHalfThenPause(500) : serve(), FILE, checksum(FILE), SIZE);

        assertThat(runOnce(runs)).isEqualTo(DownloadResult.COMPLETE);

        List<String> timeline = server.timeline();
        String firstAnswered = "answered bytes=0-" + (RANGE - 1);
        assertThat(timeline.indexOf("asked bytes=" + 4L * RANGE + "-" + (5L * RANGE - 1)))
                .as("the fifth range waits for the first: %s", timeline)
                .isGreaterThan(timeline.indexOf(firstAnswered));
        assertThat(timeline.indexOf("asked bytes=" + 3L * RANGE + "-" + (4L * RANGE - 1)))
                .as("the fourth does not: %s", timeline)
                .isLessThan(timeline.indexOf(firstAnswered));
        assertComplete(0, 0);
    }

    /** A range cut midway is asked for again from its last byte, in the same attempt; nothing is fetched twice. */
    @Test
    void aCutRangeIsAskedForAgainFromWhereItStopped() throws Exception {
        fetcher = inRanges(3);
        DownloadRuns runs = runs(n -> cutRangesHolding(2L * RANGE, 1), FILE, checksum(FILE), SIZE);

        assertThat(runOnce(runs)).isEqualTo(DownloadResult.COMPLETE);

        assertComplete(1, 0);
        assertThat(server.requests())
                .contains(new TestFileService.Request(
                        "bytes=" + (2L * RANGE + RANGE / 2) + "-" + (3L * RANGE - 1), ETAG));
        assertThat(fetched).hasValue(SIZE);
    }

    /**
     * A range cut twice ends the attempt for every range. What is saved is the run of whole bytes from the first,
     * and the next attempt asks for the rest from there.
     */
    @Test
    void aRangeCutTwiceEndsTheAttemptAndTheNextResumesFromTheWholeBytes() throws Exception {
        fetcher = inRanges(2);
        DownloadRuns runs = runs(n -> cutRangesHolding(2L * RANGE + RANGE - 1, 2), FILE, checksum(FILE), SIZE);

        assertThat(runOnce(runs)).isEqualTo(DownloadResult.RETRY);
        long whole = row().receivedBytes();
        assertThat(whole)
                .as("ranges 0 and 1, and the half and a quarter of range 2 the cuts left")
                .isEqualTo(2L * RANGE + RANGE / 2 + RANGE / 4);
        assertThat(row().errorCode()).isEqualTo("TRANSFER_INTERRUPTED");
        clock.advance(Duration.ofSeconds(1));
        assertThat(runOnce(runs)).isEqualTo(DownloadResult.COMPLETE);

        assertThat(server.requests())
                .contains(new TestFileService.Request("bytes=" + whole + "-" + (whole + RANGE - 1), ETAG));
        assertComplete(2, 0);
    }

    /** A 416 to a range request, as to a resume on one connection, has the file downloaded once more from scratch. */
    @Test
    void aRangeThatIsNotSatisfiableStartsTheFileAgain() throws Exception {
        fetcher = inRanges(2);
        DownloadRuns runs = runs(n -> n == 2 ? status(416, Map.of()) : serve(), FILE, checksum(FILE), SIZE);

        assertThat(runOnce(runs)).isEqualTo(DownloadResult.RETRY);
        assertThat(row().restarts()).isEqualTo(1);
        assertThat(runOnce(runs)).isEqualTo(DownloadResult.COMPLETE);

        assertComplete(0, 1);
    }

    /** A file that changes between ranges (200 to If-Range, GB005) is downloaded once more from its first byte. */
    @Test
    void aFileThatChangesBetweenRangesStartsAgain() throws Exception {
        fetcher = inRanges(2);
        DownloadRuns runs = runs(n -> n == 1 ? serve() : serveChangedAs("\"v2\""), FILE, checksum(FILE), SIZE);

        assertThat(runOnce(runs)).isEqualTo(DownloadResult.RETRY);
        assertThat(row().restarts()).isEqualTo(1);
        assertThat(runOnce(runs)).isEqualTo(DownloadResult.COMPLETE);

        assertThat(server.requests().stream().filter(r -> r.ifRange() == null))
                .as("the first range of each attempt")
                .hasSize(2);
        assertComplete(0, 1);
    }

    /** Files purged with their messages: once the retention purge deleted the message, its file goes too. */
    @Test
    void aReceivedFileGoesWithItsMessage() throws Exception {
        DownloadRuns runs = runs(n -> serve(), FILE, checksum(FILE), SIZE);
        runOnce(runs);
        Path received = storage.resolve(row().storedAs());
        DownloadedFilePurge purge =
                new DownloadedFilePurge(downloads, storage, Duration.ZERO, Duration.ofDays(8), clock);
        clock.set(Instant.now().plusSeconds(1));

        assertThat(purge.purge()).as("its message is still there").isZero();
        try (var connection = database.dataSource().getConnection();
                var delete = connection.prepareStatement("DELETE FROM ebms_message WHERE id = ?")) {
            delete.setLong(1, messagePk);
            delete.executeUpdate();
            if (!connection.getAutoCommit()) {
                connection.commit();
            }
        }
        assertThat(purge.purge()).isEqualTo(1);

        assertThat(Files.exists(received)).isFalse();
    }

    /** G20 (GB003): a server without range support answers the resume with 200; the file starts again. */
    @Test
    void aWholeFileAnswerToAResumeStartsTheFileAgain() throws Exception {
        DownloadRuns runs = runs(n -> n == 1 ? cutAt(0.5) : ignoreRange(), FILE, checksum(FILE), SIZE);

        runOnce(runs);
        clock.advance(Duration.ofSeconds(1));
        assertThat(runOnce(runs)).isEqualTo(DownloadResult.COMPLETE);

        assertThat(server.requests().get(1).range()).startsWith("bytes=");
        assertComplete(0, 1);
    }

    /** G21 (GB004): a 206 that starts before the offset asked for; the latest bytes win. */
    @Test
    void overlappingRangesLeaveTheLatestBytes() throws Exception {
        DownloadRuns runs = runs(n -> n == 1 ? cutAt(0.3) : overlapBy(1000), FILE, checksum(FILE), SIZE);

        runOnce(runs);
        clock.advance(Duration.ofSeconds(1));
        assertThat(runOnce(runs)).isEqualTo(DownloadResult.COMPLETE);

        assertComplete(1, 0);
    }

    /** G22 (GB014): a file of another size than the metadata says: one clean re-download, then failed. */
    @Test
    void aFileOfTheWrongSizeFailsAfterOneCleanRedownload() throws Exception {
        DownloadRuns runs = runs(n -> serve(), FILE, checksum(FILE), SIZE + 10);

        assertThat(runOnce(runs)).isEqualTo(DownloadResult.RETRY);
        assertThat(row().restarts()).isEqualTo(1);
        assertThat(runOnce(runs)).isEqualTo(DownloadResult.FAILED);

        assertFailed("INCORRECT_FILE_SIZE");
        assertThat(server.requests()).hasSize(2).allSatisfy(r -> assertThat(r.range())
                .isNull());
    }

    /** G23 (GB015): a checksum that does not match: one clean re-download, then failed; never handed on. */
    @Test
    void aFileWithTheWrongChecksumFailsAfterOneCleanRedownload() throws Exception {
        byte[] corrupt = FILE.clone();
        corrupt[SIZE / 2] ^= 1;
        DownloadRuns runs = runs(n -> serve(), corrupt, checksum(FILE), SIZE);

        runOnce(runs);
        assertThat(runOnce(runs)).isEqualTo(DownloadResult.FAILED);

        assertFailed("CHECKSUM_ERROR");
        assertThat(server.requests()).hasSize(2);
        assertThat(Files.exists(storage.partial(row().id())))
                .as("the partial file is kept for manual handling")
                .isTrue();
    }

    /** G28: 403, 404, 410 and a 416 to a request for the whole file are not retried. */
    @ParameterizedTest
    @CsvSource({"403, FORBIDDEN", "404, FILE_NOT_FOUND", "410, FILE_NOT_FOUND", "416, RANGE_NOT_SATISFIABLE"})
    void refusalsAreNotRetried(int status, String code) throws Exception {
        DownloadRuns runs = runs(n -> status(status, Map.of()), FILE, checksum(FILE), SIZE);

        assertThat(runOnce(runs)).isEqualTo(DownloadResult.FAILED);

        assertFailed(code);
        assertThat(server.requests()).hasSize(1);
    }

    /** G29 (GB013): 503 with Retry-After is waited out, then the file comes. */
    @Test
    void retryAfterIsWaitedOut() throws Exception {
        DownloadRuns runs =
                runs(n -> n == 1 ? status(503, Map.of("Retry-After", "120")) : serve(), FILE, checksum(FILE), SIZE);

        assertThat(runOnce(runs)).isEqualTo(DownloadResult.RETRY);
        clock.advance(Duration.ofSeconds(119));
        assertThat(runs.claim(1)).as("not due before Retry-After").isEmpty();
        clock.advance(Duration.ofSeconds(2));
        assertThat(runOnce(runs)).isEqualTo(DownloadResult.COMPLETE);

        assertComplete(0, 0);
        assertThat(fetched).as("a refusal fetches nothing").hasValue(SIZE);
    }

    /**
     * G36 (GB013): the partner's file service is down for two hours; with the default schedule the download keeps
     * trying across the outage, and the first attempt after it brings the file, within the longest wait (1 h).
     */
    @Test
    void aTwoHourOutageIsRetriedAcross() throws Exception {
        Instant outageEnds = clock.instant().plus(Duration.ofHours(2));
        server = new TestFileService(
                FILE, ETAG, n -> clock.instant().isBefore(outageEnds) ? status(503, Map.of()) : serve());
        downloads.intake(messagePk, List.of(download(SIZE, checksum(FILE), null)));
        List<Duration> defaults = List.of("PT5S", "PT30S", "PT2M", "PT10M", "PT30M", "PT1H").stream()
                .map(Duration::parse)
                .toList();
        DownloadRuns runs =
                new DownloadRuns(downloads, fetcher, storage, new RetryPolicy(defaults, 200), clock, counting);

        int attempts = 0;
        DownloadResult result = null;
        while (result != DownloadResult.COMPLETE && clock.instant().isBefore(outageEnds.plus(Duration.ofHours(2)))) {
            List<DownloadJob> due = runs.claim(1);
            if (due.isEmpty()) {
                clock.advance(Duration.ofMinutes(1));
                continue;
            }
            result = runs.run(due.get(0));
            attempts++;
        }

        assertThat(result).isEqualTo(DownloadResult.COMPLETE);
        assertThat(clock.instant()).isAfterOrEqualTo(outageEnds).isBefore(outageEnds.plus(Duration.ofHours(1)));
        assertThat(attempts).as("5 s, 30 s, 2 min, 10 min, 30 min, then hourly").isBetween(7, 9);
        assertComplete(0, 0);
    }

    /** G31: when the expirationTime passes during the retries, the download is given up. */
    @Test
    void aDownloadIsGivenUpWhenItsExpirationTimePasses() throws Exception {
        server = new TestFileService(FILE, ETAG, n -> status(503, Map.of()));
        downloads.intake(
                messagePk,
                List.of(download(SIZE, checksum(FILE), clock.instant().plusSeconds(20))));
        DownloadRuns runs = runs(List.of(Duration.ofSeconds(30)));

        assertThat(runOnce(runs)).isEqualTo(DownloadResult.FAILED);

        assertFailed("EXPIRED");
    }

    private DownloadRuns runs(IntFunction<TestFileService.Answer> answers, byte[] served, String checksum, long size)
            throws Exception {
        server = new TestFileService(served, ETAG, answers);
        downloads.intake(messagePk, List.of(download(size, checksum, null)));
        return runs(List.of(Duration.ZERO));
    }

    private DownloadRuns runs(List<Duration> delays) {
        return new DownloadRuns(downloads, fetcher, storage, new RetryPolicy(delays, 10), clock, counting);
    }

    private static FileFetcher inRanges(int connections) {
        return new FileFetcher(null, Duration.ofSeconds(5), Duration.ofMillis(500), connections, RANGE);
    }

    private NewDownload download(long size, String checksum, Instant expiration) {
        return new NewDownload(
                server.url().toString(),
                "file.bin",
                "application/octet-stream",
                size,
                "SHA256",
                checksum,
                null,
                null,
                expiration,
                clock.instant(),
                null,
                null,
                null);
    }

    private DownloadResult runOnce(DownloadRuns runs) {
        List<DownloadJob> claimed = runs.claim(1);
        assertThat(claimed).as("a download is due").hasSize(1);
        return runs.run(claimed.get(0));
    }

    private DownloadRow row() {
        return downloads.ofMessage(messagePk).get(0);
    }

    private MessageStatus messageStatus() {
        return new MessageQueries(database.dataSource())
                .find(messagePk)
                .orElseThrow()
                .summary()
                .status();
    }

    private void assertComplete(int resumes, int restarts) throws Exception {
        DownloadRow row = row();
        assertThat(row.status()).isEqualTo(DownloadStatus.COMPLETE);
        assertThat(row.resumes()).isEqualTo(resumes);
        assertThat(row.restarts()).isEqualTo(restarts);
        assertThat(Files.readAllBytes(storage.resolve(row.storedAs()))).isEqualTo(FILE);
        assertThat(messageStatus()).as("the message goes to the back end").isEqualTo(MessageStatus.RECEIVED);
    }

    private void assertFailed(String code) {
        assertThat(row().status()).isEqualTo(DownloadStatus.FAILED);
        assertThat(row().errorCode()).isEqualTo(code);
        assertThat(messageStatus()).isEqualTo(MessageStatus.FILE_FAILED);
    }

    private static String checksum(byte[] file) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(file));
    }

    private static byte[] randomBytes(int size, long seed) {
        byte[] bytes = new byte[size];
        new Random(seed).nextBytes(bytes);
        return bytes;
    }
}
