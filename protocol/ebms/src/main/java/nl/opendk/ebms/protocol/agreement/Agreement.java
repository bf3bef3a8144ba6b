package nl.opendk.ebms.protocol.agreement;

import java.util.Objects;

/**
 * What the CPA agreed for one inbound message, as far as it could be resolved.
 *
 * @param senderChannel the sending party's channel for this Service/Action (how the message was to be sent:
 *     syncReplyMode, ackRequested, ...), or null when the Service/Action could not be resolved
 * @param replyChannel the sending party's default MSH channel (CPPA defaultMshChannelId): where signals such as
 *     Pong, Acknowledgment and MessageError go back to, or null when the sender is not a party of the CPA
 */
public record Agreement(
        String cpaId, DigikoppelingProfile profile, ChannelTerms senderChannel, ChannelTerms replyChannel) {

    public Agreement {
        Objects.requireNonNull(cpaId, "cpaId");
    }

    /** True when a reply can be sent asynchronously to a known endpoint of the sender. */
    public boolean hasReplyChannel() {
        return replyChannel != null && replyChannel.endpoint() != null;
    }
}
