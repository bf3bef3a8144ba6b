package nl.opendk.ebms.db.gb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.db.Transaction;
import nl.opendk.ebms.db.events.BackendOptions;
import nl.opendk.ebms.db.events.EventLog;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.testing.TestMessages;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.handle.HttpAnswer;
import nl.opendk.ebms.protocol.handle.InboundDisposition;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What the intake of a metadata message writes with its rows (the push response, DK-GB 3.8.1 §3.4): in one
 * transaction, so the response is queued exactly when the rows are recorded, never without them and never twice.
 */
class DownloadsIntakeIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-28T10:00:00Z"));
    private MessageStore store;
    private Downloads downloads;
    private MessageQueries queries;
    private long metadataPk;

    @BeforeEach
    void aMetadataMessageAwaitsItsFiles() {
        DB.deleteAllRows();
        store = new MessageStore(
                DB.dataSource(),
                clock,
                "node-1",
                new RetrySchedule(3, Duration.ofSeconds(1), Duration.ofSeconds(1)),
                Duration.ofMinutes(1));
        downloads = new Downloads(
                DB.dataSource(), clock, "node-1", Duration.ofMinutes(5), BackendOptions.POLL, EventLog.NONE);
        queries = new MessageQueries(DB.dataSource());
        metadataPk = store.store(new InboundDisposition(
                        TestMessages.received(
                                TestMessages.header("push-meta@example.nl", new Service(null, "urn:gb"), "Lever", null),
                                TestMessages.SOAP_CONTENT_TYPE,
                                List.of()),
                        true,
                        MessageStatus.AWAITING_FILE,
                        List.of(),
                        List.of(),
                        HttpAnswer.accepted()))
                .inboundId();
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void theResponseIsQueuedWithTheRows() {
        assertThat(downloads.intake(metadataPk, List.of(checked()), placed(), response("response-1@example.nl")))
                .isTrue();

        assertThat(downloads.ofMessage(metadataPk)).singleElement().satisfies(row -> assertThat(row.status())
                .isEqualTo(DownloadStatus.COMPLETE));
        assertThat(queries.findByMessageId("response-1@example.nl", Direction.OUT))
                .hasValueSatisfying(
                        response -> assertThat(response.summary().status()).isEqualTo(MessageStatus.QUEUED));
    }

    /** Another node (or an earlier pass) recorded the rows first: its response stands, and no second one goes. */
    @Test
    void aSecondIntakeQueuesNoSecondResponse() {
        downloads.intake(metadataPk, List.of(checked()), placed(), response("response-1@example.nl"));

        assertThat(downloads.intake(metadataPk, List.of(checked()), placed(), response("response-2@example.nl")))
                .isFalse();

        assertThat(queries.findByMessageId("response-2@example.nl", Direction.OUT))
                .isEmpty();
    }

    /** When the response cannot be written, neither are the rows: the next intake makes both. */
    @Test
    void aResponseThatCannotBeWrittenLeavesNoRows() {
        Transaction.Part failing = connection -> {
            throw new SQLException("the disk is full");
        };

        assertThatThrownBy(() -> downloads.intake(metadataPk, List.of(checked()), placed(), failing))
                .isInstanceOf(DataAccessException.class);

        assertThat(downloads.ofMessage(metadataPk)).isEmpty();
        assertThat(queries.find(metadataPk).orElseThrow().summary().status()).isEqualTo(MessageStatus.AWAITING_FILE);
    }

    private Transaction.Part response(String messageId) {
        return store.enqueueing(TestMessages.outgoing(
                TestMessages.reply(messageId, "PushResponse", "push-meta@example.nl"), List.of(), null));
    }

    /** A pushed file that passed its checks, placed where the back end gets it. */
    private NewDownload checked() {
        return new NewDownload(
                "https://gb.example.nl/gb/push/t/f.bin",
                "f.bin",
                "application/octet-stream",
                10L,
                "SHA256",
                "ab".repeat(32),
                null,
                null,
                null,
                clock.instant(),
                null,
                null,
                "partial/staged-f.bin");
    }

    private static Downloads.FilePlacer placed() {
        return (id, download) -> "received/" + id + "-" + download.filename();
    }
}
