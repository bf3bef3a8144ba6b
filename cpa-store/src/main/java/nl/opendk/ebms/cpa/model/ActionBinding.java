package nl.opendk.ebms.cpa.model;

import java.util.List;

/**
 * CPPA 2.0 ThisPartyActionBinding of a CanSend or CanReceive: the action and the delivery channels it
 * travels on. The first ChannelId is the one used.
 */
public record ActionBinding(String id, String action, String packageId, List<String> channelIds) {

    public ActionBinding {
        channelIds = List.copyOf(channelIds);
    }
}
