package nl.opendk.ebms.routes.send;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.outbox.AttemptLog;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.handle.SynchronousReplies;
import nl.opendk.ebms.service.observe.MessageObserver;
import nl.opendk.ebms.service.send.Sending;

/** What the send route's tests share: sending that records where told, and a stored message leased to us. */
final class SendFixtures {

    private SendFixtures() {}

    /** Sending whose partners never answer synchronously: a test that reads a reply fails. */
    static Sending sending(AttemptLog attempts) {
        return new Sending(
                attempts,
                new SynchronousReplies(new RequestDecoder(DecodingLimits.defaults()), Clock.systemUTC(), reply -> {
                    throw new IllegalStateException("no synchronous replies in this test");
                }),
                MessageObserver.NONE,
                Clock.systemUTC());
    }

    static SendJob job(long id, URI endpoint, Instant leaseUntil, boolean ackRequested) {
        return new SendJob(
                id,
                "message-" + id + "@us.example.nl",
                "cpa-1",
                endpoint,
                "<soap:Envelope/>".getBytes(StandardCharsets.UTF_8),
                List.of(),
                1,
                leaseUntil,
                ackRequested,
                null,
                null,
                true);
    }
}
