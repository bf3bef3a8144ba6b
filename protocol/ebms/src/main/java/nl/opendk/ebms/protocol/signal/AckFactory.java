package nl.opendk.ebms.protocol.signal;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.codec.EnvelopeWriter;
import nl.opendk.ebms.protocol.codec.SignalElements;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MshAction;

/**
 * ebMS 2.0 §6.3.2: the Acknowledgment for a received reliable message. A standalone message (never bundled with a
 * business reply, §6.5.3, §6.5.7), without DuplicateElimination (some MSHs refuse an Ack that carries it).
 */
public final class AckFactory {

    private final MessageIds messageIds;
    private final Clock clock;

    public AckFactory(MessageIds messageIds, Clock clock) {
        this.messageIds = messageIds;
        this.clock = clock;
    }

    /**
     * An Acknowledgment sent asynchronously to the sender's MSH endpoint from the CPA. It carries the verified
     * ds:Reference elements of the acknowledged message when that asked for a signed receipt (ebMS 2.0 §6.3.2.4,
     * AckRequested signed="true"; none otherwise), and is signed itself when it is secured for the channel.
     */
    public OutgoingMessage toSend(MessageHeader acknowledged, ChannelTerms replyChannel, List<String> references) {
        Instant now = clock.instant();
        MessageHeader header = Replies.header(acknowledged, MshAction.ACKNOWLEDGMENT, messageIds.next(), now);
        return new OutgoingMessage(
                header, envelope(header, acknowledged, now, references), List.of(), replyChannel.endpoint(), null);
    }

    private static byte[] envelope(
            MessageHeader header, MessageHeader acknowledged, Instant now, List<String> references) {
        return EnvelopeWriter.write(
                header,
                SignalElements.acknowledgment(now, acknowledged.messageId(), acknowledged.to(), references),
                out -> {});
    }
}
