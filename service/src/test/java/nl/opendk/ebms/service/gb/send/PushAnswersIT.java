package nl.opendk.ebms.service.gb.send;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.db.gb.Upload;
import nl.opendk.ebms.db.gb.UploadStatus;
import nl.opendk.ebms.db.gb.Uploads;
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
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.testkit.time.MutableClock;
import nl.opendk.gb.protocol.GbErrorCode;
import nl.opendk.gb.protocol.metadata.GbNamespaces;
import nl.opendk.gb.protocol.push.PushMetadataWriter;
import nl.opendk.gb.protocol.push.PushOutcome;
import nl.opendk.gb.protocol.push.PushReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What a partner's push response does to a file we pushed (DK-GB 3.8.1 §3.4, GB018), on the real database: OK
 * confirms it, an error another PUT can mend puts it again (three rounds at most), any other error ends it, and a
 * response that is not the receiver's answer to the upload's latest metadata changes nothing.
 */
class PushAnswersIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final String URL = "https://peer.example.nl/gb/push/token-1/f.bin";

    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-28T10:00:00Z"));
    private FreshDatabase database;
    private MessageStore store;
    private Uploads uploads;
    private PushAnswers answers;
    /** The upload's latest metadata message, as its row and its MessageId. */
    private long metadataPk;

    private String metadataId;
    private int messages;

    @BeforeEach
    void anUploadWhoseMetadataWent() {
        database = DB.newDatabase();
        store = new MessageStore(
                database.dataSource(),
                clock,
                "node-1",
                new RetrySchedule(3, Duration.ofSeconds(1), Duration.ofSeconds(1)),
                Duration.ofMinutes(1));
        uploads = new Uploads(database.dataSource(), clock, "node-1", Duration.ofMinutes(5));
        answers = new PushAnswers(uploads, new MessageQueries(database.dataSource()), clock);
        insertUpload();
        sendMetadata();
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void anOkResponseConfirmsTheUpload() {
        assertThat(answers.take(respond(metadataId), List.of(response(null)))).isEqualTo(1);

        Upload upload = upload();
        assertThat(upload.status()).isEqualTo(UploadStatus.CONFIRMED);
        assertThat(upload.messagePk()).isEqualTo(metadataPk);
        assertThat(uploads.claimDue(1)).isEmpty();
    }

    /** GB018: the file is put again at once, and its metadata goes once more. */
    @Test
    void aChecksumErrorPutsTheFileAgain() {
        answers.take(respond(metadataId), List.of(response(GbErrorCode.CHECKSUM_ERROR)));

        Upload upload = upload();
        assertThat(upload.status()).isEqualTo(UploadStatus.WAITING);
        assertThat(upload.reuploads()).isEqualTo(1);
        assertThat(upload.errorText()).contains("CHECKSUM_ERROR", "the receiver's words");
        assertThat(uploads.claimDue(1)).as("due at once").hasSize(1);
    }

    @Test
    void aReceiverThatKeepsReportingErrorsEndsTheUploadAfterThreeRounds() {
        for (int round = 1; round <= PushAnswers.MOST_REUPLOADS; round++) {
            answers.take(respond(metadataId), List.of(response(GbErrorCode.FILE_NOT_FOUND)));
            assertThat(upload().status()).as("round " + round).isEqualTo(UploadStatus.WAITING);
            sendMetadata();
        }

        answers.take(respond(metadataId), List.of(response(GbErrorCode.FILE_NOT_FOUND)));

        Upload upload = upload();
        assertThat(upload.status()).isEqualTo(UploadStatus.FAILED);
        assertThat(upload.reuploads()).isEqualTo(PushAnswers.MOST_REUPLOADS);
        assertThat(upload.errorText()).contains("FILE_NOT_FOUND");
    }

    /** A compression the receiver does not support is not mended by another PUT of the same file. */
    @Test
    void anErrorAnotherPutCannotMendEndsTheUpload() {
        answers.take(respond(metadataId), List.of(response(GbErrorCode.COMPRESSION_NOT_SUPPORTED)));

        Upload upload = upload();
        assertThat(upload.status()).isEqualTo(UploadStatus.FAILED);
        assertThat(upload.reuploads()).isZero();
        assertThat(upload.errorText()).contains("COMPRESSION_NOT_SUPPORTED");
    }

    /** An answer to an earlier round's metadata, or a copy of one, is not the answer to the latest. */
    @Test
    void aResponseToEarlierMetadataChangesNothing() {
        String earlier = metadataId;
        answers.take(respond(earlier), List.of(response(GbErrorCode.FILE_NOT_FOUND)));
        sendMetadata();

        answers.take(respond(earlier), List.of(response(GbErrorCode.FILE_NOT_FOUND)));

        assertThat(upload().status()).isEqualTo(UploadStatus.SENT);
        assertThat(upload().reuploads()).isEqualTo(1);
    }

    /** A response that refers to no message counts while the upload awaits its answer, and not after it. */
    @Test
    void aResponseWithoutReferenceCountsOnlyWhileTheUploadAwaitsItsAnswer() {
        answers.take(respond(null), List.of(response(null)));
        assertThat(upload().status()).isEqualTo(UploadStatus.CONFIRMED);

        answers.take(respond(null), List.of(response(GbErrorCode.FILE_NOT_FOUND)));

        assertThat(upload().status()).isEqualTo(UploadStatus.CONFIRMED);
        assertThat(upload().reuploads()).isZero();
    }

    /** Referring to no message, a response that came before the latest metadata may answer an earlier round. */
    @Test
    void aResponseWithoutReferenceFromBeforeTheLatestMetadataChangesNothing() {
        answers.take(respond(null), List.of(response(GbErrorCode.FILE_NOT_FOUND)));
        long late = respond(null);
        clock.advance(Duration.ofSeconds(5));
        sendMetadata();

        answers.take(late, List.of(response(GbErrorCode.FILE_NOT_FOUND)));

        assertThat(upload().status()).isEqualTo(UploadStatus.SENT);
        assertThat(upload().reuploads()).isEqualTo(1);
    }

    /** The receiver may take back its OK, but only by referring to the metadata it answered. */
    @Test
    void anErrorReferringToTheLatestMetadataTakesBackAnOk() {
        answers.take(respond(metadataId), List.of(response(null)));

        answers.take(respond(metadataId), List.of(response(GbErrorCode.CHECKSUM_ERROR)));

        assertThat(upload().status()).isEqualTo(UploadStatus.WAITING);
        assertThat(upload().reuploads()).isEqualTo(1);
    }

    /** Only the party the file went to answers for it. */
    @Test
    void aResponseFromAnotherPartyChangesNothing() throws Exception {
        try (var connection = database.dataSource().getConnection();
                var statement = connection.prepareStatement("UPDATE gb_upload SET to_party = '00000099000000000009'")) {
            statement.executeUpdate();
            if (!connection.getAutoCommit()) {
                connection.commit();
            }
        }

        assertThat(answers.take(respond(metadataId), List.of(response(GbErrorCode.FILE_NOT_FOUND))))
                .isZero();

        assertThat(upload().status()).isEqualTo(UploadStatus.SENT);
    }

    @Test
    void aPayloadThatIsNoPushResponseIsLeftAlone() {
        PayloadPart other = new PayloadPart("", "application/xml", "<order/>".getBytes());

        assertThat(answers.take(respond(metadataId), List.of(other))).isZero();

        assertThat(upload().status()).isEqualTo(UploadStatus.SENT);
    }

    private void insertUpload() {
        uploads.insert(new Upload(
                0,
                UploadStatus.WAITING,
                TestMessages.CPA_ID,
                TestMessages.OUR_OIN,
                TestMessages.PEER_OIN,
                "urn:gb",
                null,
                "Lever",
                null,
                "ctx-1",
                URL,
                "f.bin",
                "application/octet-stream",
                10,
                "SHA256",
                "ab".repeat(32),
                "published/f",
                0,
                0,
                null,
                null,
                clock.instant(),
                null,
                null));
    }

    /** The uploader's part: the file is put, and a metadata message of its own queued for this round. */
    private void sendMetadata() {
        List<Upload> claimed = uploads.claimDue(1);
        assertThat(claimed).hasSize(1);
        metadataId = "gb-meta-" + ++messages + "@example.nl";
        OutgoingMessage metadata =
                TestMessages.outgoing(TestMessages.reply(metadataId, "Lever", null), List.of(), null);
        assertThat(uploads.sent(claimed.get(0), metadataId, store.enqueueing(metadata)))
                .isTrue();
        metadataPk = upload().messagePk();
    }

    /** Stores the partner's message that carries a push response; returns its row. */
    private long respond(String refToMessageId) {
        return store("push-response-" + ++messages + "@example.nl", refToMessageId, List.of());
    }

    private long store(String messageId, String refToMessageId, List<PayloadPart> parts) {
        return store.store(new InboundDisposition(
                        TestMessages.received(
                                TestMessages.header(messageId, new Service(null, "urn:gb"), "Lever", refToMessageId),
                                TestMessages.SOAP_CONTENT_TYPE,
                                parts),
                        true,
                        MessageStatus.RECEIVED,
                        List.of(),
                        List.of(),
                        HttpAnswer.accepted()))
                .inboundId();
    }

    private static PayloadPart response(GbErrorCode error) {
        PushReference file = new PushReference(
                "ctx-1",
                "NONE",
                "application/octet-stream",
                "f.bin",
                "SHA256",
                "ab".repeat(32),
                10,
                URI.create(URL),
                List.of());
        byte[] xml = new PushMetadataWriter()
                .writeResponse(List.of(
                        new PushOutcome(file, error, error == null ? null : "the receiver's words", List.of())));
        return new PayloadPart("", GbNamespaces.METADATA_CONTENT_TYPE, xml);
    }

    private Upload upload() {
        return uploads.recent(1).get(0);
    }
}
