package nl.opendk.ebms.app.backend;

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
 * Checks a back end's send against the CPA before anything is stored (issue: "after checking the CPA allows it"):
 * the CPA is known, agreed and in date, the sending party may send the Service/Action and the other may receive it.
 * Parties may be left out of the request when the CPA makes them unambiguous.
 */
final class OutboundPlan {

    private OutboundPlan() {}

    /** What the message is sent under, or why it cannot be. */
    record Resolution(
            String problem,
            int status,
            PartyId from,
            String fromRole,
            PartyId to,
            String toRole,
            ChannelTerms channel) {

        static Resolution refused(int status, String problem) {
            return new Resolution(problem, status, null, null, null, null, null);
        }

        boolean allowed() {
            return problem == null;
        }
    }

    static Resolution resolve(CpaRegistry registry, SendRequest request, Instant now) {
        Optional<CompiledCpa> found = registry.find(request.cpaId());
        if (found.isEmpty()) {
            return Resolution.refused(404, "no CPA with id " + request.cpaId());
        }
        CompiledCpa cpa = found.get();
        if (!cpa.usableAt(now)) {
            return Resolution.refused(409, "CPA " + cpa.cpaId() + " is not agreed or not valid now");
        }
        Service service = new Service(request.serviceType(), request.service());
        Optional<CompiledParty> sender = request.fromPartyId() == null
                ? only(cpa.parties().stream()
                        .filter(p -> p.canSend(service, request.action()).isPresent())
                        .toList())
                : party(cpa, request.fromPartyId());
        if (sender.isEmpty()) {
            return Resolution.refused(
                    400,
                    "no single party of CPA " + cpa.cpaId() + " may send " + service + " / "
                            + request.action()
                            + (request.fromPartyId() == null ? "; name fromPartyId" : " as " + request.fromPartyId()));
        }
        Optional<CompiledParty> receiver = request.toPartyId() == null
                ? only(cpa.parties().stream().filter(p -> p != sender.get()).toList())
                : party(cpa, request.toPartyId());
        if (receiver.isEmpty() || receiver.get() == sender.get()) {
            return Resolution.refused(400, "the receiving party is not the other party of CPA " + cpa.cpaId());
        }
        Optional<BoundAction> sending = sender.get().canSend(service, request.action());
        Optional<BoundAction> receiving = receiver.get().canReceive(service, request.action());
        if (sending.isEmpty() || receiving.isEmpty()) {
            return Resolution.refused(
                    400,
                    "CPA " + cpa.cpaId() + " does not let " + sender.get().name() + " send " + service + " / "
                            + request.action() + " to " + receiver.get().name());
        }
        return new Resolution(
                null,
                200,
                sender.get().partyIds().get(0),
                sending.get().roleName(),
                receiver.get().partyIds().get(0),
                receiving.get().roleName(),
                receiving.get().channel());
    }

    private static Optional<CompiledParty> party(CompiledCpa cpa, String partyId) {
        return only(cpa.parties().stream()
                .filter(party ->
                        party.partyIds().stream().anyMatch(id -> id.value().equals(partyId)))
                .toList());
    }

    private static Optional<CompiledParty> only(List<CompiledParty> parties) {
        return parties.size() == 1 ? Optional.of(parties.get(0)) : Optional.empty();
    }
}
