package nl.opendk.ebms.service.gb.send;

import static nl.opendk.ebms.service.observe.FlowLogEvent.GB_PUSH_ANSWERED;

import java.time.Clock;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import nl.opendk.ebms.db.gb.Upload;
import nl.opendk.ebms.db.gb.UploadStatus;
import nl.opendk.ebms.db.gb.Uploads;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.gb.protocol.GbErrorCode;
import nl.opendk.gb.protocol.push.PushMetadataReader;
import nl.opendk.gb.protocol.push.PushOutcome;
import nl.opendk.gb.protocol.push.PushResponseReading;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Acts on the push responses partners send about files we pushed (DK-GB 3.8.1 §3.4): the sender MUST be able to
 * recover from the errors they report (GB018). OK confirms the upload. An error that another PUT can mend (the file
 * missing, cut short or corrupted on the way) puts the file again and sends its metadata once more, up to {@link
 * #MOST_REUPLOADS} times; an error it cannot (a checksum type or compression the receiver does not support) ends the
 * upload failed, with the receiver's words.
 *
 * <p>A response counts only when it comes under the upload's CPA from the party the file went to, names the file by
 * its receiverUrl, and answers the upload's latest metadata message: by referring to it, or, referring to none, by
 * coming after it while the upload awaits its answer. An answer to an earlier round, or a copy delivered twice,
 * changes nothing. The message itself goes to the back end as any other.
 */
public final class PushAnswers {

    /** Rounds of put-and-send-again before a receiver that keeps reporting errors ends the upload. */
    public static final int MOST_REUPLOADS = 3;

    private static final Logger LOG = LoggerFactory.getLogger(PushAnswers.class);

    /** What another PUT of the same file can mend. */
    private static final Set<GbErrorCode> RECOVERABLE = EnumSet.of(
            GbErrorCode.FILE_NOT_FOUND,
            GbErrorCode.CHECKSUM_ERROR,
            GbErrorCode.INCORRECT_FILE_SIZE,
            GbErrorCode.DECOMPRESSION_ERROR,
            GbErrorCode.UNKNOWN_ERROR);

    private final Uploads uploads;
    private final MessageQueries messages;
    private final Clock clock;
    private final PushMetadataReader reader = new PushMetadataReader();

    public PushAnswers(Uploads uploads, MessageQueries messages, Clock clock) {
        this.uploads = uploads;
        this.messages = messages;
        this.clock = clock;
    }

    /** Takes the push responses a received message holds, if any; returns how many uploads they changed. */
    public int take(long messagePk, List<PayloadPart> parts) {
        int changed = 0;
        MessageSummary message = null;
        for (PayloadPart part : parts) {
            if (!PushMetadataReader.mentionsPushNamespace(part.content())) {
                continue;
            }
            PushResponseReading reading;
            try {
                reading = reader.readResponse(part.content());
            } catch (IllegalArgumentException e) {
                LOG.warn(
                        GB_PUSH_ANSWERED.line("Message {}: a push response we cannot act on: {}"),
                        messagePk,
                        e.getMessage());
                continue;
            }
            for (String incomplete : reading.incomplete()) {
                LOG.warn(
                        GB_PUSH_ANSWERED.line("Message {}: a push response we cannot act on: {}"),
                        messagePk,
                        incomplete);
            }
            for (PushOutcome outcome : reading.outcomes()) {
                if (message == null) {
                    message = messages.find(messagePk).orElseThrow().summary();
                }
                if (answer(message, outcome)) {
                    changed++;
                }
            }
        }
        return changed;
    }

    private boolean answer(MessageSummary message, PushOutcome outcome) {
        String url = outcome.reference().receiverUrl().toString();
        Optional<Upload> found = uploads.answerable(url);
        if (found.isEmpty()) {
            LOG.info(
                    GB_PUSH_ANSWERED.line(
                            "Message {}: a push response about {}, which is no upload of ours awaiting one"),
                    message.messageId(),
                    url);
            return false;
        }
        Upload upload = found.get();
        if (!upload.cpaId().equals(message.cpaId()) || !fromReceiver(message, upload)) {
            LOG.warn(
                    GB_PUSH_ANSWERED.line(
                            "Message {} under CPA {}: a push response about {}, which went to {} under CPA"
                                    + " {}; left alone"),
                    message.messageId(),
                    message.cpaId(),
                    url,
                    upload.toParty(),
                    upload.cpaId());
            return false;
        }
        long metadataPk = upload.messagePk();
        Optional<String> stale = staleness(message, upload, metadataPk);
        if (stale.isPresent()) {
            LOG.info(
                    GB_PUSH_ANSWERED.line("Message {}: a push response about upload {} {}; left alone"),
                    message.messageId(),
                    upload.id(),
                    stale.get());
            return false;
        }
        if (outcome.isOk()) {
            LOG.info(GB_PUSH_ANSWERED.line("Upload {} of {}: the receiver says OK"), upload.id(), upload.filename());
            return uploads.confirm(upload, metadataPk);
        }
        String problem = "the receiver answered " + describe(outcome);
        if (recoverable(outcome) && upload.reuploads() < MOST_REUPLOADS) {
            LOG.warn(
                    GB_PUSH_ANSWERED.line("Upload {} of {}: {}; the file is put again and its metadata sent once more"
                            + " (GB018, round {} of {})"),
                    upload.id(),
                    upload.filename(),
                    problem,
                    upload.reuploads() + 1,
                    MOST_REUPLOADS);
            return uploads.putAgain(upload, metadataPk, problem, clock.instant());
        }
        LOG.warn(GB_PUSH_ANSWERED.line("Upload {} of {} given up: {}"), upload.id(), upload.filename(), problem);
        return uploads.refused(upload, metadataPk, problem);
    }

    private static boolean fromReceiver(MessageSummary message, Upload upload) {
        return message.from().partyIds().stream().map(PartyId::value).anyMatch(upload.toParty()::equals);
    }

    /**
     * Why the response may not answer the upload's latest metadata message. One that refers to a message must refer
     * to that one (then it may also change the receiver's OK). One that refers to none counts only for an upload
     * not yet answered, and only when it came after that metadata went: else it may answer an earlier round.
     */
    private Optional<String> staleness(MessageSummary response, Upload upload, long metadataPk) {
        Optional<MessageSummary> metadata = messages.find(metadataPk).map(detail -> detail.summary());
        if (metadata.isEmpty()) {
            return Optional.of("whose metadata message is gone");
        }
        if (response.refToMessageId() != null) {
            return response.refToMessageId().equals(metadata.get().messageId())
                    ? Optional.empty()
                    : Optional.of("refers to " + response.refToMessageId() + ", not to its latest metadata message");
        }
        if (upload.status() != UploadStatus.SENT) {
            return Optional.of("refers to no message, and the upload was answered already");
        }
        if (response.createdAt().isBefore(metadata.get().createdAt())) {
            return Optional.of("refers to no message, and came before the latest metadata message went");
        }
        return Optional.empty();
    }

    /** Every error of the file and its parts must be one another PUT can mend. */
    private static boolean recoverable(PushOutcome outcome) {
        return (outcome.error() == null || RECOVERABLE.contains(outcome.error()))
                && outcome.parts().stream()
                        .allMatch(part -> part.error() == null || RECOVERABLE.contains(part.error()));
    }

    private static String describe(PushOutcome outcome) {
        String file =
                PushOutcome.status(outcome.error()) + (outcome.reason() == null ? "" : " (" + outcome.reason() + ")");
        String parts = outcome.parts().stream()
                .filter(part -> !part.isOk())
                .map(part -> part.part().filename() + " " + PushOutcome.status(part.error()))
                .collect(Collectors.joining(", "));
        return parts.isEmpty() ? file : file + "; parts: " + parts;
    }
}
