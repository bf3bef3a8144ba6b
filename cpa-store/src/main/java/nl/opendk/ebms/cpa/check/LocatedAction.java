package nl.opendk.ebms.cpa.check;

import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.cpa.model.ActionBinding;
import nl.opendk.ebms.cpa.model.CollaborationRole;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.model.PartyInfo;
import nl.opendk.ebms.cpa.model.ServiceBinding;
import nl.opendk.ebms.cpa.parse.CpaPath;
import nl.opendk.ebms.protocol.message.Service;

/**
 * One ThisPartyActionBinding of a CanSend or CanReceive with where it is: what the action rules walk over.
 *
 * @param partyIndex 0-based position of the party in the CPA
 * @param path the ThisPartyActionBinding element
 * @param service the Service of the enclosing ServiceBinding, possibly null
 * @param send true for CanSend, false for CanReceive
 */
record LocatedAction(
        int partyIndex,
        PartyInfo party,
        CpaPath partyPath,
        CpaPath path,
        Service service,
        ActionBinding binding,
        boolean send) {

    static List<LocatedAction> all(Cpa cpa) {
        List<LocatedAction> all = new ArrayList<>();
        for (int p = 0; p < cpa.parties().size(); p++) {
            PartyInfo party = cpa.parties().get(p);
            CpaPath partyPath = CpaPath.party(p + 1);
            for (int r = 0; r < party.roles().size(); r++) {
                CollaborationRole role = party.roles().get(r);
                CpaPath rolePath = partyPath.nth("CollaborationRole", r + 1);
                for (int b = 0; b < role.serviceBindings().size(); b++) {
                    ServiceBinding binding = role.serviceBindings().get(b);
                    CpaPath bindingPath = rolePath.nth("ServiceBinding", b + 1);
                    for (int k = 0; k < binding.canSend().size(); k++) {
                        CpaPath path = bindingPath.nth("CanSend", k + 1).child("ThisPartyActionBinding");
                        all.add(new LocatedAction(
                                p,
                                party,
                                partyPath,
                                path,
                                binding.service(),
                                binding.canSend().get(k),
                                true));
                    }
                    for (int k = 0; k < binding.canReceive().size(); k++) {
                        CpaPath path = bindingPath.nth("CanReceive", k + 1).child("ThisPartyActionBinding");
                        all.add(new LocatedAction(
                                p,
                                party,
                                partyPath,
                                path,
                                binding.service(),
                                binding.canReceive().get(k),
                                false));
                    }
                }
            }
        }
        return all;
    }

    String action() {
        return binding.action();
    }

    /** The same Service (value and type) and action, sent by one party and received by the other. */
    boolean pairsWith(LocatedAction other) {
        return partyIndex != other.partyIndex
                && send != other.send
                && service != null
                && service.equals(other.service)
                && action() != null
                && action().equals(other.action());
    }

    String describe() {
        return "action '" + action() + "' of service '" + service + "'";
    }
}
