package nl.opendk.ebms.cpa.check;

import java.util.List;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.model.DeliveryChannel;
import nl.opendk.ebms.cpa.model.PartyInfo;
import nl.opendk.ebms.cpa.parse.CpaPath;

/**
 * References from actions to delivery channels and from channels to transports and doc exchanges. The schema
 * types them IDREF; they must resolve within the party that holds them, since a channel describes that party.
 */
final class ChannelReferenceRules implements CpaRule {

    @Override
    public void check(Cpa cpa, Findings findings) {
        Parties.each(cpa, (party, path) -> {
            defaultMshChannelResolves(party, path, findings);
            party.deliveryChannels()
                    .values()
                    .forEach(channel ->
                            channelPartsResolve(party, channel, path.deliveryChannel(channel.channelId()), findings));
        });
        LocatedAction.all(cpa).forEach(action -> actionChannelsResolve(action, findings));
    }

    /** CPPA 2.0 PartyInfo/@defaultMshChannelId: where Acknowledgments, errors and Pongs for this party go. */
    private static void defaultMshChannelResolves(PartyInfo party, CpaPath path, Findings findings) {
        CpaPath attribute = path.attribute("defaultMshChannelId");
        String channelId = party.defaultMshChannelId();
        if (Text.isBlank(channelId)) {
            findings.error(attribute, Parties.label(party, path) + " has no defaultMshChannelId");
        } else if (party.deliveryChannel(channelId).isEmpty()) {
            findings.error(
                    attribute,
                    "defaultMshChannelId '" + channelId + "' is not a DeliveryChannel of "
                            + Parties.label(party, path));
        }
    }

    private static void actionChannelsResolve(LocatedAction action, Findings findings) {
        List<String> channelIds = action.binding().channelIds();
        if (channelIds.isEmpty()) {
            findings.error(action.path().child("ChannelId"), "The ThisPartyActionBinding has no ChannelId");
        }
        for (int i = 0; i < channelIds.size(); i++) {
            String channelId = channelIds.get(i);
            if (Text.isBlank(channelId)
                    || action.party().deliveryChannel(channelId).isEmpty()) {
                findings.error(
                        action.path().nth("ChannelId", i + 1),
                        "ChannelId '" + channelId + "' is not a DeliveryChannel of "
                                + Parties.label(action.party(), action.partyPath()));
            }
        }
    }

    private static void channelPartsResolve(PartyInfo party, DeliveryChannel channel, CpaPath path, Findings findings) {
        String transportId = channel.transportId();
        if (Text.isBlank(transportId) || party.transport(transportId).isEmpty()) {
            findings.error(
                    path.attribute("transportId"),
                    "transportId '" + transportId + "' of DeliveryChannel '" + channel.channelId()
                            + "' is not a Transport of the same party");
        }
        String docExchangeId = channel.docExchangeId();
        if (Text.isBlank(docExchangeId) || party.docExchange(docExchangeId).isEmpty()) {
            findings.error(
                    path.attribute("docExchangeId"),
                    "docExchangeId '" + docExchangeId + "' of DeliveryChannel '" + channel.channelId()
                            + "' is not a DocExchange of the same party");
        }
    }
}
