package nl.opendk.ebms.cpa.check;

import java.util.List;
import nl.opendk.ebms.cpa.model.CollaborationRole;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.model.ServiceBinding;
import nl.opendk.ebms.cpa.parse.CpaPath;

/** Services and actions: well-formed names, and every action one party sends is one the other receives. */
final class ServiceRules implements CpaRule {

    @Override
    public void check(Cpa cpa, Findings findings) {
        Parties.each(cpa, (party, path) -> {
            for (int r = 0; r < party.roles().size(); r++) {
                servicesNamed(party.roles().get(r), path.nth("CollaborationRole", r + 1), findings);
            }
        });
        List<LocatedAction> actions = LocatedAction.all(cpa);
        actions.forEach(action -> actionNamed(action, findings));
        if (cpa.parties().size() == 2) {
            actions.forEach(action -> otherPartyMatches(action, actions, findings));
        }
    }

    /** ebMS 2.0 §3.1.4: a Service value has no whitespace (DK-ebMS2 ch05). */
    private static void servicesNamed(CollaborationRole role, CpaPath rolePath, Findings findings) {
        if (role.serviceBindings().isEmpty()) {
            findings.error(rolePath.child("ServiceBinding"), "The CollaborationRole has no ServiceBinding");
        }
        for (int b = 0; b < role.serviceBindings().size(); b++) {
            ServiceBinding binding = role.serviceBindings().get(b);
            CpaPath path = rolePath.nth("ServiceBinding", b + 1).child("Service");
            if (binding.service() == null || Text.isBlank(binding.service().value())) {
                findings.error(path, "The ServiceBinding has no Service");
            } else if (Text.hasWhitespace(binding.service().value())) {
                findings.error(path, "Service '" + binding.service().value() + "' contains whitespace");
            }
        }
    }

    /** ebMS 2.0 §3.1.5: an Action has no whitespace (DK-ebMS2 ch05). */
    private static void actionNamed(LocatedAction action, Findings findings) {
        CpaPath path = action.path().attribute("action");
        if (Text.isBlank(action.action())) {
            findings.error(path, "The ThisPartyActionBinding has no action");
        } else if (Text.hasWhitespace(action.action())) {
            findings.error(path, "Action '" + action.action() + "' contains whitespace");
        }
    }

    /**
     * A CanSend without a matching CanReceive of the other party would let a message through that its receiver
     * refuses; the reverse only means an action is never used.
     */
    private static void otherPartyMatches(LocatedAction action, List<LocatedAction> all, Findings findings) {
        if (action.service() == null
                || Text.isBlank(action.action())
                || all.stream().anyMatch(action::pairsWith)) {
            return;
        }
        String party = Parties.label(action.party(), action.partyPath());
        if (action.send()) {
            findings.error(
                    action.path(),
                    party + " may send " + action.describe() + ", but the other party has no CanReceive for it");
        } else {
            findings.warning(
                    action.path(),
                    party + " may receive " + action.describe() + ", but the other party has no CanSend for it");
        }
    }
}
