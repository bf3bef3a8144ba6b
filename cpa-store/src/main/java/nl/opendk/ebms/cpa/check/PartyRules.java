package nl.opendk.ebms.cpa.check;

import java.util.List;
import java.util.regex.Pattern;
import nl.opendk.ebms.cpa.model.CollaborationRole;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.model.PartyInfo;
import nl.opendk.ebms.cpa.parse.CpaPath;
import nl.opendk.ebms.protocol.message.PartyId;

/** Each party's identity: name, PartyIds and role. */
final class PartyRules implements CpaRule {

    /**
     * DK-IDAuth Bijlage 1: an OIN is 20 digits. DK-BP EB004 lets non-production PartyIds carry the suffix _O, _T,
     * _A or _OTA.
     */
    private static final Pattern OIN = Pattern.compile("\\d{20}(_(O|T|A|OTA))?");

    @Override
    public void check(Cpa cpa, Findings findings) {
        Parties.each(cpa, (party, path) -> {
            partyNamePresent(party, path, findings);
            partyIdsPresent(party, path, findings);
            partyIdsAreOins(party, path, findings);
            rolesNamed(party, path, findings);
        });
    }

    private static void partyNamePresent(PartyInfo party, CpaPath path, Findings findings) {
        if (Text.isBlank(party.partyName())) {
            findings.error(path.attribute("partyName"), "The party has no partyName");
        }
    }

    private static void partyIdsPresent(PartyInfo party, CpaPath path, Findings findings) {
        if (party.partyIds().isEmpty()) {
            findings.error(path.child("PartyId"), Parties.label(party, path) + " has no PartyId");
        }
    }

    /** DK-ebMS2 ch05 (ebMS 2.0 §3.1.1.1): a PartyId is an OIN with type urn:osb:oin; other types are tolerated. */
    private static void partyIdsAreOins(PartyInfo party, CpaPath path, Findings findings) {
        List<PartyId> ids = party.partyIds();
        for (int i = 0; i < ids.size(); i++) {
            PartyId id = ids.get(i);
            CpaPath idPath = path.nth("PartyId", i + 1);
            if (Text.isBlank(id.value())) {
                findings.error(idPath, "PartyId of " + Parties.label(party, path) + " is empty");
            } else if (!PartyId.OIN_TYPE.equals(id.type())) {
                String type = id.type() == null ? "no type" : "type '" + id.type() + "'";
                findings.warning(
                        idPath.attribute("type"),
                        "PartyId " + id.value() + " has " + type + "; Digikoppeling expects " + PartyId.OIN_TYPE
                                + " (an OIN)");
            } else if (!OIN.matcher(id.value()).matches()) {
                findings.error(
                        idPath,
                        "PartyId '" + id.value() + "' has type " + PartyId.OIN_TYPE
                                + " but is not an OIN of 20 digits");
            }
        }
    }

    /** ebMS 2.0 §3.1.1.2 as profiled by DK-ebMS2 ch05: a party has exactly one role per CPA. */
    private static void rolesNamed(PartyInfo party, CpaPath path, Findings findings) {
        List<CollaborationRole> roles = party.roles();
        if (roles.isEmpty()) {
            findings.error(path.child("CollaborationRole"), Parties.label(party, path) + " has no CollaborationRole");
        } else if (roles.size() > 1) {
            findings.warning(
                    path.nth("CollaborationRole", 2),
                    Parties.label(party, path) + " has " + roles.size()
                            + " roles; Digikoppeling gives a party one role per CPA");
        }
        for (int r = 0; r < roles.size(); r++) {
            if (Text.isBlank(roles.get(r).roleName())) {
                findings.error(
                        path.nth("CollaborationRole", r + 1).child("Role").attribute("name"),
                        "The CollaborationRole of " + Parties.label(party, path) + " has no Role name");
            }
        }
    }
}
