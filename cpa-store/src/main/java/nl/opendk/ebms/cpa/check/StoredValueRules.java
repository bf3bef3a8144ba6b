package nl.opendk.ebms.cpa.check;

import java.util.List;
import nl.opendk.ebms.cpa.model.CollaborationRole;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.model.Endpoint;
import nl.opendk.ebms.cpa.model.ServiceBinding;
import nl.opendk.ebms.cpa.model.Transport;
import nl.opendk.ebms.cpa.parse.CpaPath;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.StoredValues;

/**
 * What the adapter writes into the headers of its own messages comes from the CPA (CPAId, PartyIds, roles,
 * services, actions, endpoints) and is stored with every message: a value its column cannot hold, or one with
 * characters that cannot be shown, is refused at upload rather than failing every message sent under the CPA.
 */
final class StoredValueRules implements CpaRule {

    @Override
    public void check(Cpa cpa, Findings findings) {
        identifier(cpa.cpaId(), CpaPath.ROOT.attribute("cpaid"), "cpaid", findings);
        Parties.each(cpa, (party, path) -> {
            List<PartyId> ids = party.partyIds();
            for (int i = 0; i < ids.size(); i++) {
                identifier(ids.get(i).value(), path.nth("PartyId", i + 1), "PartyId", findings);
                identifier(ids.get(i).type(), path.nth("PartyId", i + 1).attribute("type"), "PartyId type", findings);
            }
            for (int r = 0; r < party.roles().size(); r++) {
                role(party.roles().get(r), path.nth("CollaborationRole", r + 1), findings);
            }
            party.transports().values().forEach(transport -> endpoints(transport, path, findings));
        });
        LocatedAction.all(cpa)
                .forEach(action -> identifier(action.action(), action.path().attribute("action"), "action", findings));
    }

    private static void role(CollaborationRole role, CpaPath path, Findings findings) {
        identifier(role.roleName(), path.child("Role").attribute("name"), "Role name", findings);
        for (int b = 0; b < role.serviceBindings().size(); b++) {
            ServiceBinding binding = role.serviceBindings().get(b);
            CpaPath service = path.nth("ServiceBinding", b + 1).child("Service");
            if (binding.service() != null) {
                identifier(binding.service().value(), service, "Service", findings);
                identifier(binding.service().type(), service.attribute("type"), "Service type", findings);
            }
        }
    }

    private static void endpoints(Transport transport, CpaPath partyPath, Findings findings) {
        if (transport.receiver() == null) {
            return;
        }
        List<Endpoint> endpoints = transport.receiver().endpoints();
        for (int i = 0; i < endpoints.size(); i++) {
            String uri = endpoints.get(i).uri();
            if (uri != null && uri.length() > StoredValues.ENDPOINT_LENGTH) {
                findings.error(
                        partyPath
                                .transport(transport.transportId())
                                .child("TransportReceiver")
                                .nth("Endpoint", i + 1)
                                .attribute("uri"),
                        "Endpoint uri is longer than " + StoredValues.ENDPOINT_LENGTH + " characters");
            }
        }
    }

    private static void identifier(String value, CpaPath path, String name, Findings findings) {
        if (!StoredValues.isIdentifier(value)) {
            findings.error(
                    path,
                    name + " is longer than " + StoredValues.IDENTIFIER_LENGTH
                            + " characters or holds control, format (bidi, zero-width) or separator characters");
        }
    }
}
