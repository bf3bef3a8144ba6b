package nl.opendk.ebms.cpa.lookup;

import java.util.Optional;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;

/**
 * Where and how to send to a party under a CPA. Answers whatever the CPA says; whether the CPA may be used now is
 * {@link CompiledCpa#usableAt(java.time.Instant)}.
 */
public final class OutboundChannels {

    private final CpaRegistry registry;

    public OutboundChannels(CpaRegistry registry) {
        this.registry = registry;
    }

    /**
     * The default MSH channel of the receiving party (CPPA 2.0 PartyInfo/@defaultMshChannelId): where signals such
     * as Pong, Acknowledgment and MessageError to that party go.
     */
    public Optional<ChannelTerms> signalChannel(String cpaId, PartyId to) {
        return registry.find(cpaId).flatMap(cpa -> cpa.party(to)).map(CompiledParty::defaultMshChannel);
    }

    /**
     * The channel of the receiving party's CanReceive binding for a business message, when the sender may send
     * this Service and action and the receiver may receive it; empty otherwise.
     */
    public Optional<ChannelTerms> businessChannel(
            String cpaId, PartyId from, PartyId to, Service service, String action) {
        Optional<CompiledCpa> cpa = registry.find(cpaId);
        Optional<CompiledParty> sender = cpa.flatMap(found -> found.party(from));
        Optional<CompiledParty> receiver = cpa.flatMap(found -> found.party(to));
        if (sender.isEmpty()
                || receiver.isEmpty()
                || sender.get() == receiver.get()
                || sender.get().canSend(service, action).isEmpty()) {
            return Optional.empty();
        }
        return receiver.get().canReceive(service, action).map(BoundAction::channel);
    }
}
