package nl.opendk.ebms.protocol.signal;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.codec.EnvelopeWriter;
import nl.opendk.ebms.protocol.codec.SignalElements;
import nl.opendk.ebms.protocol.codec.Timestamps;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MshAction;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.Service;

/**
 * ebMS 2.0 §7.1: asks the partner's MSH what became of a message we sent. It travels in that message's
 * conversation, from and to the same parties, to the partner's default MSH channel.
 */
public final class StatusRequestFactory {

    private final MessageIds messageIds;
    private final Clock clock;
    private final OutgoingSecurity security;

    /** A factory for channels without message security. */
    public StatusRequestFactory(MessageIds messageIds, Clock clock) {
        this(messageIds, clock, OutgoingSecurity.NONE);
    }

    /** @param security applied to every message made: signed where the partner's channel asks (osb-*-s, osb-*-e) */
    public StatusRequestFactory(MessageIds messageIds, Clock clock, OutgoingSecurity security) {
        this.messageIds = messageIds;
        this.clock = clock;
        this.security = security;
    }

    /** @param sent the header of the message we sent and ask about */
    public OutgoingMessage about(MessageHeader sent, ChannelTerms partnerChannel) {
        Instant now = clock.instant();
        MessageHeader header = new MessageHeader(
                "2.0",
                "1",
                new Party(sent.from().partyIds(), null),
                new Party(sent.to().partyIds(), null),
                sent.cpaId(),
                sent.conversationId(),
                Service.MSH,
                MshAction.STATUS_REQUEST.wireValue(),
                messageIds.next(),
                Timestamps.format(now),
                now,
                null,
                null,
                null,
                false);
        // §4.3: on an mshSignalsOnly channel the partner expects SyncReply on a request it answers
        byte[] envelope = EnvelopeWriter.write(
                header,
                partnerChannel.syncReplyMode() == SyncReplyMode.NONE ? out -> {} : SignalElements.syncReply(),
                SignalElements.statusRequest(sent.messageId()));
        return security.secure(
                new OutgoingMessage(header, envelope, List.of(), partnerChannel.endpoint(), null), partnerChannel);
    }
}
