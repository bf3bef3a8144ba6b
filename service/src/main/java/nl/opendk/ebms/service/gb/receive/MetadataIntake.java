package nl.opendk.ebms.service.gb.receive;

import static nl.opendk.ebms.service.observe.FlowLogEvent.GB_PUSH_CHECKED;

import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.LongFunction;
import nl.opendk.ebms.db.gb.Downloads;
import nl.opendk.ebms.db.gb.NewDownload;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.service.gb.send.PushAnswers;
import nl.opendk.ebms.service.send.Outcome;
import nl.opendk.ebms.service.send.Refusal;
import nl.opendk.gb.protocol.GbErrorCode;
import nl.opendk.gb.protocol.GbFinding;
import nl.opendk.gb.protocol.metadata.DataReference;
import nl.opendk.gb.protocol.metadata.GbNamespaces;
import nl.opendk.gb.protocol.metadata.MetadataReader;
import nl.opendk.gb.protocol.metadata.MetadataReading;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads the metadata of received messages that await their files and records one download per data-reference
 * (DK-GB 3.8.1 MD001: several per message); files a partner pushed are checked here instead ({@link PushIntake}).
 * Metadata that fails its checks is recorded as a failed download with the finding, before anything is fetched; so
 * is a URL on a port no partner agreed to (GB012: 443 unless agreed). A push response about files we pushed names
 * the GB namespace too: it goes to the sending side ({@link PushAnswers}) and then on to the back end.
 */
public final class MetadataIntake {

    private static final Logger LOG = LoggerFactory.getLogger(MetadataIntake.class);

    private final Downloads downloads;
    private final LongFunction<List<PayloadPart>> payloads;
    private final Set<Integer> ports;
    private final Clock clock;
    private final PushIntake push;
    private final PushAnswers answers;
    private final MetadataReader reader = new MetadataReader();

    /**
     * @param payloads a stored message's payloads by row id
     * @param ports the ports a senderUrl may name ({@code ebms.gb.download-ports}); empty for any
     */
    public MetadataIntake(
            Downloads downloads,
            LongFunction<List<PayloadPart>> payloads,
            Set<Integer> ports,
            Clock clock,
            PushIntake push,
            PushAnswers answers) {
        this.push = push;
        this.answers = answers;
        this.downloads = downloads;
        this.payloads = payloads;
        this.ports = Set.copyOf(ports);
        this.clock = clock;
    }

    /** Takes in up to {@code limit} waiting messages; returns how many this node recorded. */
    public int takeIn(int limit) {
        int taken = 0;
        for (long messagePk : downloads.awaitingIntake(limit)) {
            try {
                if (takeIn(messagePk)) {
                    taken++;
                }
            } catch (RuntimeException e) {
                // one message whose files cannot be checked now must not hold up the others: it is tried again
                LOG.warn(GB_PUSH_CHECKED.line("Metadata message {} not taken in now: {}"), messagePk, e.toString());
            }
        }
        return taken;
    }

    private boolean takeIn(long messagePk) {
        List<PayloadPart> parts = payloads.apply(messagePk);
        answers.take(messagePk, parts);
        List<NewDownload> rows = references(parts);
        PushIntake.Checks pushes = push.check(messagePk, parts);
        rows.addAll(pushes.rows());
        if (downloads.intake(messagePk, rows, push.placer(), pushes.response())) {
            return true;
        }
        push.discard(pushes);
        return false;
    }

    /**
     * Downloads a back end asks for with pull metadata it got without a message of ours: in a WUS response (DK-BP-GB
     * "Download") or a REST call. The metadata is checked as a message's would be; any finding refuses the whole
     * request before anything is recorded. Returns the downloads' ids, in the order of the data-references.
     */
    public Outcome<List<Long>> request(byte[] metadata) {
        List<NewDownload> found = references(metadata);
        if (found.isEmpty()) {
            return Outcome.refused(Refusal.INVALID_REQUEST, "the body holds no Grote Berichten pull metadata");
        }
        return record(found);
    }

    /**
     * As {@link #request}, for a partner's WUS answer the back end gets at once: an answer without pull metadata
     * starts nothing and is no refusal (the reader's namespace test spares every other answer the parse).
     */
    public Outcome<List<Long>> fromAnswer(byte[] answer) {
        List<NewDownload> found = references(answer);
        return found.isEmpty() ? Outcome.sent(List.of()) : record(found);
    }

    private List<NewDownload> references(byte[] document) {
        return references(List.of(new PayloadPart("", GbNamespaces.METADATA_CONTENT_TYPE, document)));
    }

    /** Records the downloads when every reference passed its checks; any finding refuses them all. */
    private Outcome<List<Long>> record(List<NewDownload> found) {
        List<String> problems = found.stream()
                .filter(download -> download.errorCode() != null)
                .map(NewDownload::errorText)
                .toList();
        if (!problems.isEmpty()) {
            return Outcome.refused(Refusal.INVALID_REQUEST, String.join("; ", problems));
        }
        return Outcome.sent(downloads.request(found));
    }

    List<NewDownload> references(List<PayloadPart> parts) {
        Instant now = clock.instant();
        List<NewDownload> found = new ArrayList<>();
        for (PayloadPart part : parts) {
            MetadataReading reading = reader.read(part.content());
            for (DataReference reference : reading.references()) {
                found.add(download(reference, now));
            }
            for (GbFinding finding : reading.findings()) {
                found.add(NewDownload.refused(finding.code().name(), finding.toString()));
            }
        }
        return found;
    }

    private NewDownload download(DataReference reference, Instant now) {
        URI url = reference.senderUrl();
        int port = url.getPort() == -1 ? 443 : url.getPort();
        if (!ports.isEmpty() && !ports.contains(port)) {
            return NewDownload.refused(
                    GbErrorCode.LOCATION_INVALID.name(),
                    "the senderUrl " + url + " names port " + port
                            + ", which no partner agreed to (GB012; ebms.gb.download-ports)");
        }
        Instant creation = reference.creationTime();
        // MD003: a file announced for later is asked for from its creationTime on
        Instant due = creation != null && creation.isAfter(now) ? creation : now;
        return new NewDownload(
                url.toString(),
                reference.filename(),
                reference.contentType(),
                reference.size(),
                reference.checksum().type().name(),
                reference.checksum().hex(),
                reference.contextId(),
                creation,
                reference.expirationTime(),
                due,
                null,
                null,
                null);
    }
}
