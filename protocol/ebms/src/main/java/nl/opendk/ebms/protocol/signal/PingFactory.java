package nl.opendk.ebms.protocol.signal;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.codec.EnvelopeWriter;
import nl.opendk.ebms.protocol.codec.Timestamps;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MshAction;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.Service;

/**
 * ebMS 2.0 §8.1: a Ping to a partner's MSH under a CPA, to see whether it answers. It opens a conversation of its
 * own, carries no payload, and goes to the partner's default MSH channel. Roles are left out, as for every MSH
 * service message this adapter sends (see {@link Replies}).
 */
public final class PingFactory {

    private final MessageIds messageIds;
    private final Clock clock;
    private final OutgoingSecurity security;

    /** A factory for channels without message security. */
    public PingFactory(MessageIds messageIds, Clock clock) {
        this(messageIds, clock, OutgoingSecurity.NONE);
    }

    /** @param security applied to every message made: signed where the partner's channel asks (osb-*-s, osb-*-e; signing a Ping is optional in DK, and harmless) */
    public PingFactory(MessageIds messageIds, Clock clock, OutgoingSecurity security) {
        this.messageIds = messageIds;
        this.clock = clock;
        this.security = security;
    }

    /**
     * @param from our party in the CPA
     * @param to the partner
     * @param partnerChannel the partner's default MSH channel, whose endpoint the Ping is sent to
     */
    public OutgoingMessage ping(String cpaId, Party from, Party to, ChannelTerms partnerChannel) {
        Objects.requireNonNull(cpaId, "cpaId");
        Objects.requireNonNull(partnerChannel.endpoint(), "the partner's MSH channel has no endpoint");
        Instant now = clock.instant();
        MessageHeader header = new MessageHeader(
                "2.0",
                "1",
                new Party(from.partyIds(), null),
                new Party(to.partyIds(), null),
                cpaId,
                messageIds.next(),
                Service.MSH,
                MshAction.PING.wireValue(),
                messageIds.next(),
                Timestamps.format(now),
                now,
                null,
                null,
                null,
                false);
        byte[] envelope = EnvelopeWriter.write(header, out -> {}, out -> {});
        // A Ping is best effort like its Pong (§8 defines no reliability for either): the adapter's retry defaults
        return security.secure(
                new OutgoingMessage(header, envelope, List.of(), partnerChannel.endpoint(), null), partnerChannel);
    }
}
