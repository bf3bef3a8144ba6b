package nl.opendk.ebms.service.send;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.cpa.lookup.BoundAction;
import nl.opendk.ebms.cpa.lookup.CompiledCpa;
import nl.opendk.ebms.cpa.lookup.CompiledParty;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;

/**
 * The one place that reads from the CPA who sends a message we originate, who receives it and over which channel,
 * before anything is stored: back-end business messages, Pings and StatusRequests. A CPA has two parties and the
 * adapter acts for one of them; a party named by its PartyId value is the one party of the CPA that carries it,
 * and a party left out is the CPA's only candidate. Business messages go to the receiver's CanReceive channel,
 * signals to the receiver's default MSH channel (CPPA 2.0 PartyInfo/@defaultMshChannelId).
 */
public final class OutboundResolver {

    private final CpaRegistry registry;

    public OutboundResolver(CpaRegistry registry) {
        this.registry = registry;
    }

    /** Who sends to whom over which channel, or why the message cannot be sent. */
    public record Resolution(
            Refusal refusal,
            String problem,
            CompiledParty sender,
            String fromRole,
            CompiledParty receiver,
            String toRole,
            ChannelTerms channel) {

        static Resolution refused(Refusal refusal, String problem) {
            return new Resolution(refusal, problem, null, null, null, null, null);
        }

        public boolean allowed() {
            return refusal == null;
        }

        /** The sender's first PartyId: the one a business message names. */
        public PartyId from() {
            return sender.partyIds().get(0);
        }

        /** The receiver's first PartyId: the one a business message names. */
        public PartyId to() {
            return receiver.partyIds().get(0);
        }
    }

    /**
     * A back end's business message: the CPA is known, agreed and in date, the sending party may send the
     * Service/Action and the other may receive it. Parties may be left out when the CPA makes them unambiguous.
     */
    public Resolution business(
            String cpaId, String fromPartyId, String toPartyId, Service service, String action, Instant now) {
        Optional<CompiledCpa> found = registry.find(cpaId);
        if (found.isEmpty()) {
            return unknown(cpaId);
        }
        CompiledCpa cpa = found.get();
        if (!cpa.usableAt(now)) {
            return Resolution.refused(Refusal.NOT_USABLE, "CPA " + cpa.cpaId() + " is not agreed or not valid now");
        }
        Optional<CompiledParty> sender = fromPartyId == null
                ? only(cpa.parties().stream()
                        .filter(p -> p.canSend(service, action).isPresent())
                        .toList())
                : party(cpa, fromPartyId);
        if (sender.isEmpty()) {
            return Resolution.refused(
                    Refusal.PARTIES,
                    "no single party of CPA " + cpa.cpaId() + " may send " + service + " / " + action
                            + (fromPartyId == null ? "; name fromPartyId" : " as " + fromPartyId));
        }
        Optional<CompiledParty> receiver = toPartyId == null ? other(cpa, sender.get()) : party(cpa, toPartyId);
        if (receiver.isEmpty() || receiver.get() == sender.get()) {
            return Resolution.refused(
                    Refusal.PARTIES, "the receiving party is not the other party of CPA " + cpa.cpaId());
        }
        Optional<BoundAction> sending = sender.get().canSend(service, action);
        Optional<BoundAction> receiving = receiver.get().canReceive(service, action);
        if (sending.isEmpty() || receiving.isEmpty()) {
            return Resolution.refused(
                    Refusal.PARTIES,
                    "CPA " + cpa.cpaId() + " does not let " + sender.get().name() + " send " + service + " / " + action
                            + " to " + receiver.get().name());
        }
        return new Resolution(
                null,
                null,
                sender.get(),
                sending.get().roleName(),
                receiver.get(),
                receiving.get().roleName(),
                receiving.get().channel());
    }

    /**
     * A Ping (ebMS 2.0 §8) to the named partner from the CPA's other party (us). A CPA this adapter holds for two
     * parties of its own is pinged the same way, from whichever side is not named.
     */
    public Resolution ping(String cpaId, String partnerId, Instant now) {
        Optional<CompiledCpa> found = registry.find(cpaId);
        if (found.isEmpty()) {
            return unknown(cpaId);
        }
        CompiledCpa cpa = found.get();
        Optional<CompiledParty> partner = party(cpa, partnerId);
        Optional<CompiledParty> us = partner.flatMap(p -> other(cpa, p));
        if (partner.isEmpty() || us.isEmpty()) {
            return Resolution.refused(
                    Refusal.PARTIES, "CPA " + cpaId + " has no party " + partnerId + " with another party beside it");
        }
        if (!cpa.usableAt(now)) {
            return Resolution.refused(
                    Refusal.NOT_USABLE, "CPA " + cpaId + " is not agreed or not valid now; a Ping would be refused");
        }
        return signal(cpa, us.get(), partner.get());
    }

    /**
     * The partner in a CPA: its one party that is not ours. Empty when the CPA is unknown, when we do not know which
     * parties are ours, or when not exactly one party is someone else's.
     */
    public Optional<PartyId> partner(String cpaId, OurParties ours) {
        if (!ours.known()) {
            return Optional.empty();
        }
        List<CompiledParty> others = registry.find(cpaId).stream()
                .flatMap(cpa -> cpa.parties().stream())
                .filter(party -> !ours.isOurs(party.partyIds()))
                .toList();
        return others.size() == 1 ? Optional.of(others.get(0).partyIds().get(0)) : Optional.empty();
    }

    /**
     * A signal from one party of the CPA to the other, such as a StatusRequest (ebMS 2.0 §7) about a message we
     * sent: it goes between that message's parties, whatever the CPA's state now.
     *
     * @param to the receiving party, by PartyId value and type
     */
    public Resolution signal(String cpaId, PartyId to) {
        Optional<CompiledCpa> found = registry.find(cpaId);
        if (found.isEmpty()) {
            return unknown(cpaId);
        }
        CompiledCpa cpa = found.get();
        Optional<CompiledParty> receiver = cpa.party(to);
        Optional<CompiledParty> sender = receiver.flatMap(p -> other(cpa, p));
        if (receiver.isEmpty() || sender.isEmpty()) {
            return Resolution.refused(Refusal.PARTIES, "CPA " + cpaId + " has no party " + to + " to send to");
        }
        return signal(cpa, sender.get(), receiver.get());
    }

    private static Resolution signal(CompiledCpa cpa, CompiledParty sender, CompiledParty receiver) {
        ChannelTerms channel = receiver.defaultMshChannel();
        if (channel == null || channel.endpoint() == null) {
            return Resolution.refused(
                    Refusal.NO_ENDPOINT,
                    "the partner's default MSH channel in CPA " + cpa.cpaId() + " has no endpoint");
        }
        return new Resolution(null, null, sender, null, receiver, null, channel);
    }

    private static Resolution unknown(String cpaId) {
        return Resolution.refused(Refusal.UNKNOWN_CPA, "no CPA with id " + cpaId);
    }

    /** The one party of the CPA with a PartyId of this value; none when no party or both carry it. */
    private static Optional<CompiledParty> party(CompiledCpa cpa, String partyId) {
        return only(cpa.parties().stream()
                .filter(party -> party.partyIds().stream().anyMatch(id -> partyId.equals(id.value())))
                .toList());
    }

    private static Optional<CompiledParty> other(CompiledCpa cpa, CompiledParty party) {
        return only(cpa.parties().stream().filter(p -> p != party).toList());
    }

    private static Optional<CompiledParty> only(List<CompiledParty> parties) {
        return parties.size() == 1 ? Optional.of(parties.get(0)) : Optional.empty();
    }
}
