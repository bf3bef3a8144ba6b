package nl.opendk.ebms.service.gb;

import static nl.opendk.ebms.service.observe.FlowLogEvent.GB_FILE_PUBLISHED;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import nl.opendk.ebms.db.gb.PublishedFile;
import nl.opendk.ebms.db.gb.PublishedFiles;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.service.send.BackendSend;
import nl.opendk.ebms.service.send.OutboundResolver;
import nl.opendk.ebms.service.send.Outcome;
import nl.opendk.ebms.service.send.Refusal;
import nl.opendk.ebms.service.send.SendRequest;
import nl.opendk.gb.protocol.metadata.DataReference;
import nl.opendk.gb.protocol.metadata.FileNames;
import nl.opendk.gb.protocol.metadata.MetadataWriter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A back end sends a large file (DK-GB 3.8.1 ch02, pull): the request and the CPA are checked before a byte is read,
 * then the file is stored with its checksum, published on our file service for the receiving party's OIN under a URL
 * of its own (MD002), and the metadata message goes out as any business message (reliably where the CPA says). The
 * file is published before the message is stored, so the receiver can never ask for it too early.
 */
public final class Publishing {

    /** The metadata part's content type. */
    static final String METADATA_TYPE = "application/xml";

    private static final Logger LOG = LoggerFactory.getLogger(Publishing.class);

    private static final int TOKEN_BYTES = 32;

    private final OutboundResolver resolver;
    private final BackendSend sender;
    private final PublishedFiles files;
    private final FileStorage storage;
    private final PublishSettings settings;
    private final Clock clock;
    private final TransferObserver observer;
    private final MetadataWriter writer = new MetadataWriter();
    private final SecureRandom random = new SecureRandom();

    public Publishing(
            OutboundResolver resolver,
            BackendSend sender,
            PublishedFiles files,
            FileStorage storage,
            PublishSettings settings,
            Clock clock,
            TransferObserver observer) {
        this.observer = observer;
        this.resolver = resolver;
        this.sender = sender;
        this.files = files;
        this.storage = storage;
        this.settings = settings;
        this.clock = clock;
    }

    /**
     * How the file service is reached and how long files stay.
     *
     * @param baseUrl our file service as partners reach it, ending in '/': the token is appended
     * @param validity how long a file stays available when the request names no validity (MD004)
     */
    public record PublishSettings(URI baseUrl, Duration validity) {}

    /**
     * What the back end asks to send with its file.
     *
     * @param filename the file's name; made MD007- and xs:NCName-safe when it is not
     * @param contextId the metadata's contextId (MD008), or null
     * @param validity how long the file stays available, or null for the configured validity
     */
    public record Request(
            String cpaId,
            String fromPartyId,
            String toPartyId,
            String service,
            String serviceType,
            String action,
            String conversationId,
            String contextId,
            String filename,
            String contentType,
            Duration validity) {}

    /** What the back end gets back: the metadata message's ids and where the file is published. */
    public record Published(
            long id,
            String messageId,
            String conversationId,
            URI url,
            String filename,
            long size,
            String checksum,
            Instant expiresAt) {}

    /** @param declaredLength the body's announced length, or -1 when unknown (chunked) */
    public Outcome<Published> publish(Request request, InputStream content, long declaredLength) {
        if (isBlank(request.cpaId()) || isBlank(request.service()) || isBlank(request.action())) {
            return Outcome.refused(Refusal.INVALID_REQUEST, "cpaId, service and action are required");
        }
        if (request.validity() != null
                && (request.validity().isNegative() || request.validity().isZero())) {
            return Outcome.refused(Refusal.INVALID_REQUEST, "validity must be a positive duration such as P7D");
        }
        Instant now = clock.instant();
        OutboundResolver.Resolution plan = resolver.business(
                request.cpaId(),
                request.fromPartyId(),
                request.toPartyId(),
                new Service(request.serviceType(), request.service()),
                request.action(),
                now);
        if (!plan.allowed()) {
            return Outcome.refused(plan.refusal(), plan.problem());
        }
        FileStorage.Stored stored;
        try {
            stored = storage.publish(content, declaredLength);
        } catch (FileStorage.NoRoom e) {
            return Outcome.refused(Refusal.NO_ROOM, e.getMessage());
        } catch (IOException e) {
            throw new UncheckedIOException("storing the file failed", e);
        }
        String filename = FileNames.safe(request.filename());
        String contentType = isBlank(request.contentType()) ? "application/octet-stream" : request.contentType();
        Instant expires = now.plus(request.validity() == null ? settings.validity() : request.validity());
        String token = token();
        URI url = settings.baseUrl().resolve(token);
        long fileId = files.insert(new PublishedFile(
                0,
                token,
                null,
                request.cpaId(),
                plan.to().value(),
                filename,
                contentType,
                stored.size(),
                stored.checksum().type().name(),
                stored.checksum().hex(),
                stored.storedAs(),
                now,
                expires,
                0));
        byte[] metadata = writer.write(List.of(new DataReference(
                request.contextId(), now, expires, contentType, filename, stored.checksum(), stored.size(), url)));
        Outcome<BackendSend.Sent> sent = sender.send(
                new SendRequest(
                        request.cpaId(),
                        plan.from().value(),
                        plan.to().value(),
                        request.service(),
                        request.serviceType(),
                        request.action(),
                        request.conversationId(),
                        null,
                        null,
                        List.of()),
                List.of(new PayloadPart("", METADATA_TYPE, metadata)));
        if (!sent.isSent()) {
            withdraw(fileId, stored.storedAs());
            return Outcome.refused(sent.refusal(), sent.problem());
        }
        files.attach(fileId, sent.value().id());
        observer.published(stored.size());
        LOG.info(
                GB_FILE_PUBLISHED.line("File {} ({} bytes) published for OIN {}; metadata message {}"),
                filename,
                stored.size(),
                plan.to().value(),
                sent.value().messageId());
        return Outcome.sent(new Published(
                sent.value().id(),
                sent.value().messageId(),
                sent.value().conversationId(),
                url,
                filename,
                stored.size(),
                stored.checksum().hex(),
                expires));
    }

    private void withdraw(long fileId, String storedAs) {
        files.delete(fileId);
        try {
            storage.delete(storedAs);
        } catch (IOException e) {
            throw new UncheckedIOException("a refused file could not be removed: " + storedAs, e);
        }
    }

    /** 256 random bits, URL-safe: unguessable, and unique in the whole Digikoppeling domain (MD002). */
    private String token() {
        byte[] bytes = new byte[TOKEN_BYTES];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    private static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }
}
