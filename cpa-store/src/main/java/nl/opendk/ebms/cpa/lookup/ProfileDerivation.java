package nl.opendk.ebms.cpa.lookup;

import java.util.LinkedHashSet;
import java.util.Set;
import nl.opendk.ebms.cpa.model.CollaborationRole;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.model.DeliveryChannel;
import nl.opendk.ebms.cpa.model.DocExchange;
import nl.opendk.ebms.cpa.model.EbxmlBinding;
import nl.opendk.ebms.cpa.model.PartyInfo;
import nl.opendk.ebms.cpa.model.ServiceBinding;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.agreement.PerMessage;

/**
 * The Digikoppeling profile (DK-ebMS2 ch02) a CPA describes, from the channels it uses: the default MSH channels
 * and the channels of the action bindings. Reliable when such a channel always requests an Acknowledgment, signed
 * when its sender binding has SenderNonRepudiation, encrypted when it has SenderDigitalEnvelope.
 */
final class ProfileDerivation {

    private ProfileDerivation() {}

    static DigikoppelingProfile of(Cpa cpa) {
        boolean reliable = false;
        boolean signed = false;
        boolean encrypted = false;
        for (PartyInfo party : cpa.parties()) {
            for (String channelId : channelsInUse(party)) {
                DeliveryChannel channel = party.deliveryChannel(channelId).orElse(null);
                if (channel == null) {
                    continue;
                }
                reliable |= channel.characteristics().ackRequested() == PerMessage.ALWAYS;
                EbxmlBinding sender = party.docExchange(channel.docExchangeId())
                        .map(DocExchange::senderBinding)
                        .orElse(null);
                signed |= sender != null && sender.nonRepudiation() != null;
                encrypted |= sender != null && sender.digitalEnvelope() != null;
            }
        }
        return DigikoppelingProfile.of(reliable, signed, encrypted);
    }

    private static Set<String> channelsInUse(PartyInfo party) {
        Set<String> channelIds = new LinkedHashSet<>();
        if (party.defaultMshChannelId() != null) {
            channelIds.add(party.defaultMshChannelId());
        }
        for (CollaborationRole role : party.roles()) {
            for (ServiceBinding binding : role.serviceBindings()) {
                binding.canSend().forEach(action -> channelIds.addAll(action.channelIds()));
                binding.canReceive().forEach(action -> channelIds.addAll(action.channelIds()));
            }
        }
        channelIds.remove(null);
        return channelIds;
    }
}
