package nl.opendk.ebms.service.gb.receive;

import static nl.opendk.ebms.service.observe.FlowLogEvent.GB_PUSH_CHECKED;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.LongFunction;
import nl.opendk.ebms.db.Transaction;
import nl.opendk.ebms.db.gb.Downloads;
import nl.opendk.ebms.db.gb.NewDownload;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.service.gb.FileStorage;
import nl.opendk.gb.protocol.GbErrorCode;
import nl.opendk.gb.protocol.GbFinding;
import nl.opendk.gb.protocol.push.PushMetadataReader;
import nl.opendk.gb.protocol.push.PushOutcome;
import nl.opendk.gb.protocol.push.PushReading;
import nl.opendk.gb.protocol.push.PushReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The push side of a metadata message's intake (DK-GB 3.8.1 ch02, push): the partner put its files on our push
 * service before it sent the metadata, so they are checked here and now rather than downloaded. A file that passes is
 * recorded complete, one that does not as failed with its push status; the push response is queued with them.
 */
public final class PushIntake {

    private static final Logger LOG = LoggerFactory.getLogger(PushIntake.class);

    private final Optional<PushedFiles> pushed;
    private final FileStorage storage;
    private final LongFunction<Optional<MessageSummary>> messages;
    private final PushResponder responder;
    private final PushMetadataReader reader = new PushMetadataReader();

    /**
     * @param pushed empty when {@code ebms.gb.push-url} is not set: push metadata is then refused
     * @param messages a stored message's summary by row id
     */
    public PushIntake(
            Optional<PushedFiles> pushed,
            FileStorage storage,
            LongFunction<Optional<MessageSummary>> messages,
            PushResponder responder) {
        this.pushed = pushed;
        this.storage = storage;
        this.messages = messages;
        this.responder = responder;
    }

    /**
     * What the checks came to: a row per file, the outcomes the response gives, and the response, to be queued in the
     * transaction that records the rows.
     */
    public record Checks(
            MessageSummary message, List<NewDownload> rows, List<PushOutcome> outcomes, Transaction.Part response) {

        Checks(MessageSummary message, List<NewDownload> rows) {
            this(message, rows, List.of(), Transaction.Part.NOTHING);
        }
    }

    /** Checks the files the message's push metadata names; nothing when it holds none. */
    public Checks check(long messagePk, List<PayloadPart> parts) {
        List<PushReference> references = new ArrayList<>();
        List<NewDownload> rows = new ArrayList<>();
        for (PayloadPart part : parts) {
            if (!PushMetadataReader.mentionsPushNamespace(part.content())) {
                continue;
            }
            PushReading reading = reader.read(part.content());
            references.addAll(reading.references());
            for (GbFinding finding : reading.findings()) {
                rows.add(NewDownload.refused(finding.code().name(), finding.toString()));
            }
        }
        if (references.isEmpty()) {
            return new Checks(null, rows);
        }
        MessageSummary message = messages.apply(messagePk).orElseThrow();
        if (pushed.isEmpty()) {
            for (PushReference reference : references) {
                rows.add(NewDownload.refused(
                        GbErrorCode.LOCATION_INVALID.name(),
                        "push metadata for " + reference.receiverUrl()
                                + ", but this adapter takes no pushed files: ebms.gb.push-url is not set"));
            }
            return new Checks(message, rows);
        }
        String senderOin = oin(message);
        List<PushOutcome> outcomes = new ArrayList<>();
        try {
            for (PushReference reference : references) {
                PushedFiles.Checked checked = pushed.get().check(senderOin, reference);
                outcomes.add(checked.outcome());
                rows.add(row(reference, checked));
                LOG.info(
                        GB_PUSH_CHECKED.line("Pushed file {} of message {} from OIN {}: {}{}"),
                        reference.filename(),
                        message.messageId(),
                        senderOin,
                        PushOutcome.status(checked.outcome().error()),
                        checked.outcome().reason() == null
                                ? ""
                                : " (" + checked.outcome().reason() + ")");
            }
        } catch (IOException e) {
            discard(new Checks(message, rows));
            throw new UncheckedIOException("checking pushed files failed; the intake is tried again", e);
        }
        return new Checks(message, rows, outcomes, responder.response(message, outcomes));
    }

    /** Puts a verified file where the back end gets it, named by its download row. */
    public Downloads.FilePlacer placer() {
        return (id, download) -> storage.place(download.verifiedAs(), id, download.filename());
    }

    /** Another node recorded the message first: the files staged here are not needed. */
    public void discard(Checks checks) {
        for (NewDownload row : checks.rows()) {
            if (row.verifiedAs() != null) {
                try {
                    storage.delete(row.verifiedAs());
                } catch (IOException e) {
                    // an orphan in partial/ goes with the purge of received files
                }
            }
        }
    }

    private static NewDownload row(PushReference reference, PushedFiles.Checked checked) {
        PushOutcome outcome = checked.outcome();
        boolean ok = checked.staged() != null;
        return new NewDownload(
                reference.receiverUrl().toString(),
                reference.filename(),
                reference.contentType(),
                reference.size(),
                reference.parsedChecksum().map(c -> c.type().name()).orElse(null),
                reference.parsedChecksum().map(c -> c.hex()).orElse(null),
                reference.contextId(),
                null,
                null,
                null,
                ok ? null : PushOutcome.status(outcome.error()),
                ok ? null : outcome.reason(),
                checked.staged());
    }

    /** The OIN among the sending party's PartyIds (DK-ebMS2: type urn:osb:oin), else its first. */
    private static String oin(MessageSummary message) {
        List<PartyId> ids = message.from().partyIds();
        return ids.stream()
                .filter(id -> PartyId.OIN_TYPE.equals(id.type()))
                .findFirst()
                .or(() -> ids.stream().findFirst())
                .map(PartyId::value)
                .orElse("");
    }
}
