package nl.opendk.ebms.service.gb.send;

import java.net.URI;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import nl.opendk.ebms.db.gb.Upload;
import nl.opendk.ebms.db.gb.UploadStatus;
import nl.opendk.ebms.db.gb.Uploads;
import nl.opendk.ebms.service.gb.FileStorage;
import nl.opendk.ebms.service.send.OutboundResolver;
import nl.opendk.ebms.service.send.SendRequest;

/**
 * Which partners get their files pushed (DK-GB 3.8.1 ch02 push, digikoppeling-gb-4.0) rather than published for them
 * to fetch, and queuing a stored file for that: the receiver's push service, a token of 256 random bits and the
 * filename make its receiverUrl (MD002), and {@link UploadRuns} puts it there before the metadata goes.
 */
public final class Pushing {

    private final Map<String, URI> targets;
    private final Uploads uploads;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    /** @param targets per CPA, the receiver's push service, ending in '/' ({@code ebms.gb.push-targets}) */
    public Pushing(Map<String, URI> targets, Uploads uploads, Clock clock) {
        this.targets = Map.copyOf(targets);
        this.uploads = uploads;
        this.clock = clock;
    }

    public boolean pushes(String cpaId) {
        return cpaId != null && targets.containsKey(cpaId);
    }

    Publishing.Published queue(
            SendRequest message,
            OutboundResolver.Resolution plan,
            FileStorage.Stored stored,
            String filename,
            String contentType,
            String contextId,
            Duration validity) {
        Instant now = clock.instant();
        URI url = targets.get(message.cpaId()).resolve(Publishing.token(random) + "/" + filename);
        long id = uploads.insert(new Upload(
                0,
                UploadStatus.WAITING,
                message.cpaId(),
                plan.from().value(),
                plan.to().value(),
                message.service(),
                message.serviceType(),
                message.action(),
                message.conversationId(),
                contextId,
                url.toString(),
                filename,
                contentType,
                stored.size(),
                stored.checksum().type().name(),
                stored.checksum().hex(),
                stored.storedAs(),
                0,
                0,
                null,
                null,
                now,
                null,
                null));
        return new Publishing.Published(
                id,
                null,
                message.conversationId(),
                url,
                filename,
                stored.size(),
                stored.checksum().hex(),
                now.plus(validity),
                true);
    }
}
