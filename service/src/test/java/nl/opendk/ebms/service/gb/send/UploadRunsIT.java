package nl.opendk.ebms.service.gb.send;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import nl.opendk.ebms.db.gb.Upload;
import nl.opendk.ebms.db.gb.UploadStatus;
import nl.opendk.ebms.db.gb.Uploads;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.testing.TestMessages;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.service.gb.FileStorage;
import nl.opendk.ebms.service.gb.RetryPolicy;
import nl.opendk.ebms.service.gb.purge.PushPurge;
import nl.opendk.ebms.service.send.MessagePreparer;
import nl.opendk.ebms.service.send.Outcome;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The push uploader against a push service that answers what each test tells it (DK-GB 3.8.1 ch02 push, GB002,
 * GB013): the metadata goes only once a PUT was stored, a PUT that may pass is made again whole at the time the
 * service asked for, and a refusal ends the upload with no metadata.
 */
class UploadRunsIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final String METADATA_ID = "gb-meta@example.nl";

    /** Over 8 MiB: long enough for the uploader to hold its lease once on the way. */
    private static final byte[] FILE = randomBytes(9 * 1024 * 1024);

    @TempDir
    Path directory;

    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-28T10:00:00Z"));
    private final Deque<Integer> answers = new ArrayDeque<>();
    private final List<byte[]> bodies = new ArrayList<>();
    private final List<List<PayloadPart>> metadata = new ArrayList<>();
    private HttpServer server;
    private FreshDatabase database;
    /** What the push service does when it has read a PUT's body, before it answers. */
    private volatile Runnable afterBody = () -> {};

    private Uploads uploads;
    private UploadRuns runs;
    private FileStorage storage;
    private MessageStore store;

    @BeforeEach
    void start() throws IOException {
        database = DB.newDatabase();
        // the outbox the metadata message is queued in, with the upload's row
        store = new MessageStore(
                database.dataSource(),
                clock,
                "node-1",
                new RetrySchedule(3, Duration.ofSeconds(1), Duration.ofSeconds(1)),
                Duration.ofMinutes(1));
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            synchronized (bodies) {
                bodies.add(exchange.getRequestBody().readAllBytes());
            }
            afterBody.run();
            int status = answers.isEmpty() ? 201 : answers.poll();
            if (status == 503) {
                exchange.getResponseHeaders().add("Retry-After", "7");
            }
            byte[] body = ("answer " + status).getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(status, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        uploads = new Uploads(database.dataSource(), clock, "node-1", Duration.ofMinutes(5));
        storage = new FileStorage(directory, 0);
        FileStorage.Stored stored = storage.publish(new ByteArrayInputStream(FILE), FILE.length);
        MessagePreparer preparer = (request, parts) -> {
            metadata.add(parts);
            return Outcome.sent(TestMessages.outgoing(
                    TestMessages.header(METADATA_ID, new Service(null, "urn:gb"), "Lever", null), parts, null));
        };
        runs = new UploadRuns(
                uploads,
                new FilePut(null, Duration.ofSeconds(5), Duration.ofSeconds(5)),
                storage,
                preparer,
                store::enqueueing,
                new RetryPolicy(List.of(Duration.ofSeconds(30)), 5),
                clock);
        uploads.insert(new Upload(
                0,
                UploadStatus.WAITING,
                "cpa",
                "00000099000000000001",
                "00000099000000000002",
                "urn:gb",
                null,
                "Lever",
                null,
                null,
                "http://127.0.0.1:" + server.getAddress().getPort() + "/gb/push/token/f.bin",
                "f.bin",
                "application/octet-stream",
                stored.size(),
                "SHA256",
                stored.checksum().hex(),
                stored.storedAs(),
                0,
                0,
                null,
                null,
                clock.instant(),
                null,
                null));
    }

    @AfterEach
    void stop() {
        server.stop(0);
        store.close();
    }

    /** GB013: a 503 with Retry-After is waited out, the file put again whole, and the metadata sent once. */
    @Test
    void aPutThatMayPassIsMadeAgainAndOnlyThenTheMetadataGoes() {
        answers.add(503);

        assertThat(runs.run(claimOne())).as("ended").isFalse();
        assertThat(metadata).isEmpty();
        assertThat(runs.claim(1)).as("due only after the Retry-After").isEmpty();
        clock.advance(Duration.ofSeconds(7));
        assertThat(runs.run(claimOne())).isTrue();

        assertThat(bodies).hasSize(2).allSatisfy(body -> assertThat(body).isEqualTo(FILE));
        assertThat(metadata).singleElement().satisfies(parts -> assertThat(
                        new String(parts.get(0).content(), StandardCharsets.UTF_8))
                .contains("/gb/push/token/f.bin", "<gb:size>" + FILE.length + "</gb:size>"));
        Upload done = uploads.recent(1).get(0);
        assertThat(done.status()).isEqualTo(UploadStatus.SENT);
        MessageSummary queued = new MessageQueries(database.dataSource())
                .findByMessageId(METADATA_ID, Direction.OUT)
                .orElseThrow()
                .summary();
        assertThat(queued.status()).as("queued with the upload's row").isEqualTo(MessageStatus.QUEUED);
        assertThat(done.messagePk()).isEqualTo(queued.id());
        assertThat(done.attempts()).isEqualTo(2);
    }

    /** A refusal (403: our OIN is not welcome) is not retried, and no metadata names a file that is not there. */
    @Test
    void aRefusalEndsTheUploadWithoutMetadata() {
        answers.add(403);

        assertThat(runs.run(claimOne())).isTrue();

        assertThat(metadata).isEmpty();
        Upload failed = uploads.recent(1).get(0);
        assertThat(failed.status()).isEqualTo(UploadStatus.FAILED);
        assertThat(failed.errorText()).contains("403", "answer 403");
        assertThat(runs.claim(1)).isEmpty();
    }

    /**
     * A node that lost its lease while its PUT ran (another node claimed the upload) sends no metadata: the other
     * node does it, once.
     */
    @Test
    void aPutWhoseLeaseIsLostStopsWithoutMetadata() {
        afterBody = () -> {
            try (var connection = database.dataSource().getConnection();
                    var statement = connection.prepareStatement("UPDATE gb_upload SET lease_owner = 'node-2'")) {
                statement.executeUpdate();
                if (!connection.getAutoCommit()) {
                    connection.commit();
                }
            } catch (java.sql.SQLException e) {
                throw new IllegalStateException(e);
            }
        };

        assertThat(runs.run(claimOne())).as("ended").isFalse();

        assertThat(new MessageQueries(database.dataSource()).findByMessageId(METADATA_ID, Direction.OUT))
                .as("no metadata queued")
                .isEmpty();
        Upload taken = uploads.recent(1).get(0);
        assertThat(taken.status()).isEqualTo(UploadStatus.WAITING);
        assertThat(taken.attempts())
                .as("the other node's attempt, not counted here")
                .isZero();
    }

    /** The file of a finished upload stays for validity and grace (GB018: it may have to go again), then goes. */
    @Test
    void aFinishedUploadsFileGoesAfterValidityAndGrace() throws Exception {
        assertThat(runs.run(claimOne())).isTrue();
        String storedAs = uploads.recent(1).get(0).storedAs();
        PushPurge purge = new PushPurge(uploads, storage, Duration.ofDays(8), clock);

        clock.advance(Duration.ofDays(8).minusMinutes(1));
        assertThat(purge.purge()).isZero();
        assertThat(storage.resolve(storedAs)).exists();
        clock.advance(Duration.ofMinutes(2));
        assertThat(purge.purge()).isEqualTo(1);

        assertThat(storage.resolve(storedAs)).doesNotExist();
        assertThat(uploads.recent(1)).isEmpty();
    }

    private Upload claimOne() {
        List<Upload> claimed = runs.claim(1);
        assertThat(claimed).as("an upload is due").hasSize(1);
        return claimed.get(0);
    }

    private static byte[] randomBytes(int size) {
        byte[] bytes = new byte[size];
        new Random(11).nextBytes(bytes);
        return bytes;
    }
}
