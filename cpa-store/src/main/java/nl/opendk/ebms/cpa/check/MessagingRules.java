package nl.opendk.ebms.cpa.check;

import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.model.DeliveryChannel;
import nl.opendk.ebms.cpa.model.DocExchange;
import nl.opendk.ebms.cpa.model.EbxmlBinding;
import nl.opendk.ebms.cpa.model.MessageOrderSemantics;
import nl.opendk.ebms.cpa.model.MessagingCharacteristics;
import nl.opendk.ebms.cpa.parse.CpaPath;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.message.AckRequested;

/** The Digikoppeling profile of the messaging characteristics: SyncReply, Ack actor and message order. */
final class MessagingRules implements CpaRule {

    @Override
    public void check(Cpa cpa, Findings findings) {
        Parties.each(cpa, (party, path) -> {
            for (DeliveryChannel channel : party.deliveryChannels().values()) {
                CpaPath characteristics =
                        path.deliveryChannel(channel.channelId()).child("MessagingCharacteristics");
                syncReplyModeAllowed(channel.characteristics(), characteristics, findings);
                ackActorToPartyMsh(channel.characteristics(), characteristics, findings);
            }
            for (DocExchange exchange : party.docExchanges().values()) {
                CpaPath exchangePath = path.docExchange(exchange.docExchangeId());
                messageOrderNotGuaranteed(exchange.senderBinding(), exchangePath.child("ebXMLSenderBinding"), findings);
                messageOrderNotGuaranteed(
                        exchange.receiverBinding(), exchangePath.child("ebXMLReceiverBinding"), findings);
            }
        });
    }

    /**
     * DK-ebMS2 ch03 and DK-BP EB015: SyncReply is none, or mshSignalsOnly in the reliable profiles only. The other
     * modes are valid CPPA, so they are allowed with a warning.
     */
    private static void syncReplyModeAllowed(
            MessagingCharacteristics characteristics, CpaPath path, Findings findings) {
        SyncReplyMode mode = characteristics.syncReplyMode();
        CpaPath attribute = path.attribute("syncReplyMode");
        if (mode != SyncReplyMode.NONE && mode != SyncReplyMode.MSH_SIGNALS_ONLY) {
            findings.warning(
                    attribute,
                    "syncReplyMode '" + mode.wireValue()
                            + "' is not used in Digikoppeling, which allows only none or mshSignalsOnly");
        } else if (mode == SyncReplyMode.MSH_SIGNALS_ONLY && characteristics.ackRequested() != PerMessage.ALWAYS) {
            findings.warning(
                    attribute,
                    "syncReplyMode mshSignalsOnly is meant for the reliable profiles only, "
                            + "but this channel does not always request an Acknowledgment");
        }
    }

    /** DK-ebMS2 ch05 "Module: Reliable Messaging": a nextMSH Acknowledgment must never be requested. */
    private static void ackActorToPartyMsh(MessagingCharacteristics characteristics, CpaPath path, Findings findings) {
        if (AckRequested.NEXT_MSH.equals(characteristics.actor())) {
            findings.error(
                    path.attribute("actor"),
                    "actor " + AckRequested.NEXT_MSH + " is not allowed; Digikoppeling requests Acknowledgments from "
                            + AckRequested.TO_PARTY_MSH);
        }
    }

    /** DK-BP ch04 and EB011: message order is strongly discouraged; many adapters do not support it. */
    private static void messageOrderNotGuaranteed(EbxmlBinding binding, CpaPath path, Findings findings) {
        if (binding != null
                && binding.reliableMessaging() != null
                && binding.reliableMessaging().messageOrder() == MessageOrderSemantics.GUARANTEED) {
            findings.warning(
                    path.child("ReliableMessaging").child("MessageOrderSemantics"),
                    "MessageOrderSemantics Guaranteed is strongly discouraged in Digikoppeling: agree on ordering "
                            + "at application level instead");
        }
    }
}
