package nl.opendk.ebms.protocol.signal;

import java.time.Clock;
import java.util.List;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.codec.EnvelopeWriter;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MshAction;

/** ebMS 2.0 §8.2: the Pong that answers a Ping, sent to the pinging party's MSH endpoint from the CPA. */
public final class PongFactory {

    private final MessageIds messageIds;
    private final Clock clock;

    public PongFactory(MessageIds messageIds, Clock clock) {
        this.messageIds = messageIds;
        this.clock = clock;
    }

    public OutgoingMessage pong(MessageHeader ping, ChannelTerms replyChannel) {
        MessageHeader header = Replies.header(ping, MshAction.PONG, messageIds.next(), clock.instant());
        byte[] envelope = EnvelopeWriter.write(header, out -> {}, out -> {});
        // A Pong is best effort (§8 has no reliability for it): the adapter's retry defaults apply, not the CPA's.
        return new OutgoingMessage(header, envelope, List.of(), replyChannel.endpoint(), null);
    }
}
