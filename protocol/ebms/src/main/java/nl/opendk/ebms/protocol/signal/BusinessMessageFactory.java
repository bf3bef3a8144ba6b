package nl.opendk.ebms.protocol.signal;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.codec.EnvelopeWriter;
import nl.opendk.ebms.protocol.codec.ManifestWriter;
import nl.opendk.ebms.protocol.codec.SignalElements;
import nl.opendk.ebms.protocol.codec.Timestamps;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PayloadPart;

/**
 * Builds a business message from a back end's request and the receiver's channel terms from the CPA: AckRequested
 * and DuplicateElimination when the channel says always (osb-rm, ebMS 2.0 §6.3.1, §3.1.7), SyncReply when it says
 * mshSignalsOnly (§4.3), and a Manifest with a cid: reference per payload part (§3.2, DK-ebMS2 ch05).
 */
public final class BusinessMessageFactory {

    private final MessageIds messageIds;
    private final Clock clock;
    private final OutgoingSecurity security;

    /** A factory for channels without message security. */
    public BusinessMessageFactory(MessageIds messageIds, Clock clock) {
        this(messageIds, clock, OutgoingSecurity.NONE);
    }

    /** @param security applied to every message made: payloads encrypted and the envelope signed where the receiver's channel asks (osb-*-s, osb-*-e) */
    public BusinessMessageFactory(MessageIds messageIds, Clock clock, OutgoingSecurity security) {
        this.messageIds = messageIds;
        this.clock = clock;
        this.security = security;
    }

    public OutgoingMessage create(BusinessMessageRequest request, ChannelTerms receiverChannel) {
        Instant now = clock.instant();
        String messageId = messageIds.next();
        boolean reliable = receiverChannel.ackRequested() == PerMessage.ALWAYS;
        MessageHeader header = new MessageHeader(
                "2.0",
                "1",
                new Party(List.of(request.from()), request.fromRole()),
                new Party(List.of(request.to()), request.toRole()),
                request.cpaId(),
                request.conversationId() == null ? messageIds.next() : request.conversationId(),
                request.service(),
                request.action(),
                messageId,
                Timestamps.format(now),
                now,
                request.refToMessageId(),
                request.timeToLive() == null ? null : Timestamps.format(request.timeToLive()),
                request.timeToLive(),
                receiverChannel.duplicateElimination() == PerMessage.ALWAYS);
        List<PayloadPart> parts = withContentIds(request.payloads(), messageId);
        byte[] envelope =
                EnvelopeWriter.write(header, extensions(receiverChannel, reliable), ManifestWriter.manifest(parts));
        return security.secure(
                new OutgoingMessage(
                        header, envelope, parts, receiverChannel.endpoint(), receiverChannel.reliability(), reliable),
                receiverChannel);
    }

    private static Consumer<StringBuilder> extensions(ChannelTerms channel, boolean reliable) {
        Consumer<StringBuilder> ackRequested = reliable
                ? SignalElements.ackRequested(channel.ackSignatureRequested() == PerMessage.ALWAYS)
                : out -> {};
        Consumer<StringBuilder> syncReply =
                channel.syncReplyMode() == SyncReplyMode.NONE ? out -> {} : SignalElements.syncReply();
        return ackRequested.andThen(syncReply);
    }

    /** Every part needs a Content-ID to be referenced (RFC 2392); missing ones get one unique to this message. */
    private static List<PayloadPart> withContentIds(List<PayloadPart> payloads, String messageId) {
        List<PayloadPart> parts = new ArrayList<>(payloads.size());
        for (int i = 0; i < payloads.size(); i++) {
            PayloadPart part = payloads.get(i);
            String contentId = part.contentId().isBlank() ? "payload-" + (i + 1) + "-" + messageId : part.contentId();
            parts.add(new PayloadPart(contentId, part.contentType(), part.content()));
        }
        return parts;
    }
}
