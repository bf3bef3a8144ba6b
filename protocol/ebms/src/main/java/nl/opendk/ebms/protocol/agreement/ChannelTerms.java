package nl.opendk.ebms.protocol.agreement;

import java.net.URI;
import java.util.Objects;

/**
 * What a CPA delivery channel (CPPA 2.0 DeliveryChannel + Transport + DocExchange) says about messages on it:
 * where they go and how they are exchanged.
 *
 * @param endpoint the receiving party's transport endpoint for this channel
 * @param reliability retries and intervals, or null when the channel has no ReliableMessaging
 * @param security signing and encryption on the channel (ebMS 2.0 §4.1), {@link ChannelSecurity#NONE} when none
 */
public record ChannelTerms(
        String channelId,
        URI endpoint,
        SyncReplyMode syncReplyMode,
        PerMessage ackRequested,
        PerMessage ackSignatureRequested,
        PerMessage duplicateElimination,
        Reliability reliability,
        ChannelSecurity security) {

    public ChannelTerms {
        Objects.requireNonNull(channelId, "channelId");
        Objects.requireNonNull(syncReplyMode, "syncReplyMode");
        Objects.requireNonNull(ackRequested, "ackRequested");
        Objects.requireNonNull(ackSignatureRequested, "ackSignatureRequested");
        Objects.requireNonNull(duplicateElimination, "duplicateElimination");
        Objects.requireNonNull(security, "security");
    }

    /** A channel without message security (osb-be, osb-rm). */
    public ChannelTerms(
            String channelId,
            URI endpoint,
            SyncReplyMode syncReplyMode,
            PerMessage ackRequested,
            PerMessage ackSignatureRequested,
            PerMessage duplicateElimination,
            Reliability reliability) {
        this(
                channelId,
                endpoint,
                syncReplyMode,
                ackRequested,
                ackSignatureRequested,
                duplicateElimination,
                reliability,
                ChannelSecurity.NONE);
    }
}
