package nl.opendk.ebms.service.gb.send;

import static nl.opendk.ebms.service.observe.FlowLogEvent.GB_UPLOAD_FAILED;
import static nl.opendk.ebms.service.observe.FlowLogEvent.GB_UPLOAD_RETRY;
import static nl.opendk.ebms.service.observe.FlowLogEvent.GB_UPLOAD_SENT;

import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import nl.opendk.ebms.db.Transaction;
import nl.opendk.ebms.db.gb.Upload;
import nl.opendk.ebms.db.gb.Uploads;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.service.gb.FileStorage;
import nl.opendk.ebms.service.gb.RetryPolicy;
import nl.opendk.ebms.service.send.MessagePreparer;
import nl.opendk.ebms.service.send.Outcome;
import nl.opendk.ebms.service.send.SendRequest;
import nl.opendk.gb.protocol.metadata.GbNamespaces;
import nl.opendk.gb.protocol.push.PushMetadataWriter;
import nl.opendk.gb.protocol.push.PushReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Pushes a file (DK-GB 3.8.1 ch02 push): PUT on the partner's push service, and only when it is there, the metadata
 * message that names it (push request, §3.3), sent as any business message under the CPA. A PUT that fails for a
 * reason that may pass (no answer, 408, 429, 5xx) is made again on the retry schedule (GB013), whole, since the
 * standard has no resumable upload; a refusal ends the upload. The metadata message is queued in the transaction
 * that records the upload as sent, and only while this node holds it: a node that stops between the PUT and that
 * commit leaves the row to its lease, and the next claim puts the file again (it overwrites, GB016) and sends the
 * metadata once.
 */
public final class UploadRuns {

    private static final Logger LOG = LoggerFactory.getLogger(UploadRuns.class);

    private final Uploads uploads;
    private final FilePut put;
    private final FileStorage storage;
    private final MessagePreparer preparer;
    private final Function<OutgoingMessage, Transaction.Part> queueing;
    private final RetryPolicy retry;
    private final Clock clock;
    private final PushMetadataWriter writer = new PushMetadataWriter();

    /**
     * @param preparer the inline sender's checks and envelope: the metadata message is small
     * @param queueing stores it for the outbox in the transaction that records the upload as sent
     */
    public UploadRuns(
            Uploads uploads,
            FilePut put,
            FileStorage storage,
            MessagePreparer preparer,
            Function<OutgoingMessage, Transaction.Part> queueing,
            RetryPolicy retry,
            Clock clock) {
        this.uploads = uploads;
        this.put = put;
        this.storage = storage;
        this.preparer = preparer;
        this.queueing = queueing;
        this.retry = retry;
        this.clock = clock;
    }

    public List<Upload> claim(int limit) {
        return uploads.claimDue(limit);
    }

    /** Returns whether the upload ended (sent or given up) rather than waits for another attempt. */
    public boolean run(Upload upload) {
        FilePut.Answer answer;
        try {
            // a PUT of gigabytes outlasts any fixed lease: it is held on as the bytes go
            answer =
                    put.put(URI.create(upload.url()), storage.resolve(upload.storedAs()), sent -> uploads.hold(upload));
        } catch (FilePut.Stopped e) {
            LOG.warn(
                    GB_UPLOAD_RETRY.line("Upload {} to {}: another node holds it now; this node stopped its PUT"),
                    upload.id(),
                    upload.url());
            return false;
        }
        if (!answer.isStored()) {
            boolean again = answer.isRetryable() && upload.attempts() + 1 < retry.maxAttempts();
            if (again) {
                Duration wait = answer.retryAfter() != null ? answer.retryAfter() : retry.after(upload.attempts());
                LOG.warn(
                        GB_UPLOAD_RETRY.line("Upload {} to {}: {}; put again in {}"),
                        upload.id(),
                        upload.url(),
                        answer.problem(),
                        wait);
                uploads.retry(upload, answer.problem(), clock.instant().plus(wait));
                return false;
            }
            return fail(upload, answer.problem());
        }
        byte[] metadata = writer.writeRequest(List.of(new PushReference(
                upload.contextId(),
                "NONE",
                upload.contentType(),
                upload.filename(),
                upload.checksumType(),
                upload.checksum(),
                upload.size(),
                URI.create(upload.url()),
                List.of())));
        Outcome<OutgoingMessage> prepared = preparer.prepare(
                new SendRequest(
                        upload.cpaId(),
                        upload.fromParty(),
                        upload.toParty(),
                        upload.service(),
                        upload.serviceType(),
                        upload.action(),
                        upload.conversationId(),
                        null,
                        null,
                        List.of()),
                List.of(new PayloadPart("", GbNamespaces.METADATA_CONTENT_TYPE, metadata)));
        if (!prepared.isSent()) {
            return fail(upload, "the file is there, but the metadata message was refused: " + prepared.problem());
        }
        String messageId = prepared.value().header().messageId();
        if (!uploads.sent(upload, messageId, queueing.apply(prepared.value()))) {
            // another node took the upload while this PUT ran: it puts the file again and sends the metadata once
            LOG.warn(
                    GB_UPLOAD_RETRY.line("Upload {} to {}: another node holds it now; it sends the metadata"),
                    upload.id(),
                    upload.url());
            return false;
        }
        LOG.info(
                GB_UPLOAD_SENT.line("File {} ({} bytes) put at {}; metadata message {} queued"),
                upload.filename(),
                upload.size(),
                upload.url(),
                messageId);
        return true;
    }

    private boolean fail(Upload upload, String problem) {
        LOG.warn(GB_UPLOAD_FAILED.line("Upload {} to {} given up: {}"), upload.id(), upload.url(), problem);
        uploads.fail(upload, problem);
        return true;
    }
}
