package nl.opendk.ebms.service.gb.send;

import static nl.opendk.ebms.service.observe.FlowLogEvent.GB_FILE_PUBLISHED;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import nl.opendk.ebms.db.gb.PublishedFile;
import nl.opendk.ebms.db.gb.PublishedFiles;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.service.gb.FileStorage;
import nl.opendk.ebms.service.gb.TransferObserver;
import nl.opendk.ebms.service.send.BackendSend;
import nl.opendk.ebms.service.send.MessageSend;
import nl.opendk.ebms.service.send.OutboundResolver;
import nl.opendk.ebms.service.send.Outcome;
import nl.opendk.ebms.service.send.Refusal;
import nl.opendk.ebms.service.send.SendRequest;
import nl.opendk.gb.protocol.metadata.DataReference;
import nl.opendk.gb.protocol.metadata.FileNames;
import nl.opendk.gb.protocol.metadata.GbNamespaces;
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

    private static final Logger LOG = LoggerFactory.getLogger(Publishing.class);

    private static final int TOKEN_BYTES = 32;

    private final OutboundResolver resolver;
    private final MessageSend sender;
    private final PublishedFiles files;
    private final FileStorage storage;
    private final PublishSettings settings;
    private final Clock clock;
    private final TransferObserver observer;
    private final Pushing pushing;
    private final MetadataWriter writer = new MetadataWriter();
    private final SecureRandom random = new SecureRandom();

    public Publishing(
            OutboundResolver resolver,
            MessageSend sender,
            PublishedFiles files,
            FileStorage storage,
            PublishSettings settings,
            Clock clock,
            TransferObserver observer,
            Pushing pushing) {
        this.pushing = pushing;
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
     * @param baseUrl our file service as partners reach it, ending in '/': the token is appended; null when files
     *     are only pushed
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
    /**
     * @param id the metadata message's row, or, when {@code pushed}, the upload's
     * @param messageId null when {@code pushed}: the metadata message goes once the file is on the receiver's
     *     push service
     * @param pushed whether the file is being put on the receiver's push service (ebms.gb.push-targets) rather than
     *     published on ours
     */
    public record Published(
            long id,
            String messageId,
            String conversationId,
            URI url,
            String filename,
            long size,
            String checksum,
            Instant expiresAt,
            boolean pushed) {}

    /** @param declaredLength the body's announced length, or -1 when unknown (chunked) */
    public Outcome<Published> publish(Request request, InputStream content, long declaredLength) {
        if (!validityOk(request)) {
            return Outcome.refused(Refusal.INVALID_REQUEST, "validity must be a positive duration such as P7D");
        }
        SendRequest message = new SendRequest(
                request.cpaId(),
                request.fromPartyId(),
                request.toPartyId(),
                request.service(),
                request.serviceType(),
                request.action(),
                request.conversationId(),
                null,
                null,
                List.of());
        Outcome<OutboundResolver.Resolution> plan = resolve(message);
        if (!plan.isSent()) {
            return Outcome.refused(plan.refusal(), plan.problem());
        }
        Outcome<FileStorage.Stored> stored = store(content, declaredLength);
        if (!stored.isSent()) {
            return Outcome.refused(stored.refusal(), stored.problem());
        }
        Duration validity = validity(request);
        if (pushing.pushes(request.cpaId())) {
            return Outcome.sent(pushing.queue(
                    message,
                    plan.value(),
                    stored.value(),
                    FileNames.safe(request.filename()),
                    contentType(request.contentType()),
                    request.contextId(),
                    validity));
        }
        Outcome<BackendSend.Sent> sent = announce(
                message,
                plan.value(),
                List.of(new ToAnnounce(stored.value(), request.filename(), request.contentType(), request.contextId())),
                validity);
        if (!sent.isSent()) {
            return Outcome.refused(sent.refusal(), sent.problem());
        }
        BackendSend.Sent metadata = sent.value();
        BackendSend.SentFile file = metadata.files().get(0);
        return Outcome.sent(new Published(
                metadata.id(),
                metadata.messageId(),
                metadata.conversationId(),
                URI.create(file.url()),
                file.filename(),
                file.size(),
                file.checksum(),
                Instant.parse(file.expiresAt()),
                false));
    }

    /**
     * A back end's message whose payloads are over the Grote Berichten threshold (VW001): every payload becomes a
     * file of its own, and one metadata message with a data-reference per file (MD001) goes instead, under the
     * request's CPA, service, action, conversation and refToMessageId.
     */
    public Outcome<BackendSend.Sent> publishPayloads(SendRequest request, List<PayloadPart> parts) {
        Outcome<OutboundResolver.Resolution> plan = resolve(request);
        if (!plan.isSent()) {
            return Outcome.refused(plan.refusal(), plan.problem());
        }
        if (pushing.pushes(request.cpaId())) {
            // its metadata message goes only once the files are there, so there is no MessageId to answer with yet
            return Outcome.refused(
                    Refusal.NEEDS_GROTE_BERICHTEN,
                    "CPA " + request.cpaId() + " pushes its files (ebms.gb.push-targets): send a file this large with"
                            + " POST /api/gb/files or ebms:sendfile");
        }
        List<ToAnnounce> files = new ArrayList<>();
        try {
            for (int i = 0; i < parts.size(); i++) {
                PayloadPart part = parts.get(i);
                FileStorage.Stored stored =
                        storage.publish(new ByteArrayInputStream(part.content()), part.content().length);
                files.add(new ToAnnounce(stored, payloadFilename(part, i), part.contentType(), null));
            }
        } catch (IOException e) {
            for (ToAnnounce file : files) {
                deleteStored(file.stored().storedAs());
            }
            if (e instanceof FileStorage.NoRoom) {
                return Outcome.refused(Refusal.NO_ROOM, e.getMessage());
            }
            throw new UncheckedIOException("storing a payload as a file failed", e);
        }
        return announce(request, plan.value(), files, settings.validity());
    }

    private Outcome<OutboundResolver.Resolution> resolve(SendRequest request) {
        if (isBlank(request.cpaId()) || isBlank(request.service()) || isBlank(request.action())) {
            return Outcome.refused(Refusal.INVALID_REQUEST, "cpaId, service and action are required");
        }
        if (settings.baseUrl() == null && !pushing.pushes(request.cpaId())) {
            return Outcome.refused(
                    Refusal.NOT_USABLE,
                    "ebms.gb.public-url is not set, and CPA " + request.cpaId()
                            + " is not in ebms.gb.push-targets: this adapter cannot send its files");
        }
        OutboundResolver.Resolution plan = resolver.business(
                request.cpaId(),
                request.fromPartyId(),
                request.toPartyId(),
                new Service(request.serviceType(), request.service()),
                request.action(),
                clock.instant());
        return plan.allowed() ? Outcome.sent(plan) : Outcome.refused(plan.refusal(), plan.problem());
    }

    /** A stored file and what its data-reference says about it. */
    private record ToAnnounce(FileStorage.Stored stored, String filename, String contentType, String contextId) {}

    /**
     * Publishes the stored files for the receiving party's OIN and sends the metadata message that names them. The
     * files are published before the message is stored, so a fast receiver never asks too early; when the message
     * is refused, they are withdrawn again.
     */
    private Outcome<BackendSend.Sent> announce(
            SendRequest request, OutboundResolver.Resolution plan, List<ToAnnounce> toAnnounce, Duration validity) {
        Instant now = clock.instant();
        Instant expires = now.plus(validity);
        String receiver = plan.to().value();
        List<Long> fileIds = new ArrayList<>();
        List<DataReference> references = new ArrayList<>();
        List<BackendSend.SentFile> sentFiles = new ArrayList<>();
        for (ToAnnounce file : toAnnounce) {
            Registered registered = register(request.cpaId(), receiver, file, now, expires);
            fileIds.add(registered.id());
            references.add(registered.reference());
            sentFiles.add(new BackendSend.SentFile(
                    registered.reference().senderUrl().toString(),
                    registered.reference().filename(),
                    registered.reference().contentType(),
                    registered.reference().size(),
                    registered.reference().checksum().hex(),
                    expires.toString()));
        }
        Outcome<BackendSend.Sent> sent = sender.send(
                new SendRequest(
                        request.cpaId(),
                        plan.from().value(),
                        receiver,
                        request.service(),
                        request.serviceType(),
                        request.action(),
                        request.conversationId(),
                        request.refToMessageId(),
                        request.timeToLive(),
                        List.of()),
                List.of(new PayloadPart("", GbNamespaces.METADATA_CONTENT_TYPE, writer.write(references))));
        if (!sent.isSent()) {
            for (int i = 0; i < fileIds.size(); i++) {
                files.delete(fileIds.get(i));
                deleteStored(toAnnounce.get(i).stored().storedAs());
            }
            return sent;
        }
        BackendSend.Sent metadata = sent.value();
        for (int i = 0; i < fileIds.size(); i++) {
            files.attach(fileIds.get(i), metadata.id());
            observer.published(toAnnounce.get(i).stored().size());
            LOG.info(
                    GB_FILE_PUBLISHED.line("File {} ({} bytes) published for OIN {}; metadata message {}"),
                    sentFiles.get(i).filename(),
                    sentFiles.get(i).size(),
                    receiver,
                    metadata.messageId());
        }
        return Outcome.sent(new BackendSend.Sent(
                metadata.id(), metadata.messageId(), metadata.conversationId(), metadata.reliable(), sentFiles));
    }

    /** A file recorded as published: its row, and its data-reference for the metadata. */
    private record Registered(long id, DataReference reference) {}

    /** Records a stored file as published for one receiver's OIN under a URL of its own (MD002). */
    private Registered register(String cpaId, String receiver, ToAnnounce file, Instant now, Instant expires) {
        FileStorage.Stored stored = file.stored();
        String filename = FileNames.safe(file.filename());
        String contentType = contentType(file.contentType());
        String token = token();
        URI url = settings.baseUrl().resolve(token);
        long id = files.insert(new PublishedFile(
                0,
                token,
                null,
                cpaId,
                receiver,
                filename,
                contentType,
                stored.size(),
                stored.checksum().type().name(),
                stored.checksum().hex(),
                stored.storedAs(),
                now,
                expires,
                0));
        return new Registered(
                id,
                new DataReference(
                        file.contextId(), now, expires, contentType, filename, stored.checksum(), stored.size(), url));
    }

    /**
     * A file published for one OIN with no message of ours, and its metadata: the caller sends that itself, in a WUS
     * response (DK-BP-GB "Download": the file exists before the response goes) or any other way.
     */
    public record Announced(Published published, byte[] metadata) {}

    /**
     * Publishes a file for {@code receiverOin} without sending a message: the answer holds the metadata to send.
     *
     * @param declaredLength the body's announced length, or -1 when unknown (chunked)
     */
    public Outcome<Announced> publishFor(
            String receiverOin, Request request, InputStream content, long declaredLength) {
        if (receiverOin == null || !receiverOin.matches("\\d{20}")) {
            return Outcome.refused(Refusal.INVALID_REQUEST, "receiverOin must be an OIN: 20 digits");
        }
        if (!validityOk(request)) {
            return Outcome.refused(Refusal.INVALID_REQUEST, "validity must be a positive duration such as P7D");
        }
        if (settings.baseUrl() == null) {
            return Outcome.refused(
                    Refusal.NOT_USABLE, "ebms.gb.public-url is not set: this adapter cannot publish files");
        }
        Outcome<FileStorage.Stored> stored = store(content, declaredLength);
        if (!stored.isSent()) {
            return Outcome.refused(stored.refusal(), stored.problem());
        }
        Instant now = clock.instant();
        Instant expires = now.plus(validity(request));
        FileStorage.Stored file = stored.value();
        Registered registered = register(
                "",
                receiverOin,
                new ToAnnounce(file, request.filename(), request.contentType(), request.contextId()),
                now,
                expires);
        observer.published(file.size());
        DataReference reference = registered.reference();
        LOG.info(
                GB_FILE_PUBLISHED.line("File {} ({} bytes) published for OIN {}; its metadata goes back to the caller"),
                reference.filename(),
                file.size(),
                receiverOin);
        return Outcome.sent(new Announced(
                new Published(
                        registered.id(),
                        null,
                        null,
                        reference.senderUrl(),
                        reference.filename(),
                        file.size(),
                        file.checksum().hex(),
                        expires,
                        false),
                writer.write(List.of(reference))));
    }

    /** Streams the back end's file to disk with its checksum; a file the disk has no room for is refused. */
    private Outcome<FileStorage.Stored> store(InputStream content, long declaredLength) {
        try {
            return Outcome.sent(storage.publish(content, declaredLength));
        } catch (FileStorage.NoRoom e) {
            return Outcome.refused(Refusal.NO_ROOM, e.getMessage());
        } catch (IOException e) {
            throw new UncheckedIOException("storing the file failed", e);
        }
    }

    /** A validity the request names must be positive; none takes {@code ebms.gb.validity}. */
    private static boolean validityOk(Request request) {
        return request.validity() == null
                || (!request.validity().isNegative() && !request.validity().isZero());
    }

    private Duration validity(Request request) {
        return request.validity() == null ? settings.validity() : request.validity();
    }

    /** The payload's Content-ID without its domain when it makes a name, else payload-N (1-based). */
    private static String payloadFilename(PayloadPart part, int index) {
        String local = part.contentId().contains("@")
                ? part.contentId().substring(0, part.contentId().indexOf('@'))
                : part.contentId();
        return local.isBlank() ? "payload-" + (index + 1) : local;
    }

    private void deleteStored(String storedAs) {
        try {
            storage.delete(storedAs);
        } catch (IOException e) {
            throw new UncheckedIOException("a refused file could not be removed: " + storedAs, e);
        }
    }

    private String token() {
        return token(random);
    }

    /** 256 random bits, URL-safe: unguessable, and unique in the whole Digikoppeling domain (MD002). */
    static String token(SecureRandom random) {
        byte[] bytes = new byte[TOKEN_BYTES];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    private static String contentType(String requested) {
        return isBlank(requested) ? "application/octet-stream" : requested;
    }

    private static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }
}
