package nl.opendk.ebms.cpa.check;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.model.CpaStatus;
import nl.opendk.ebms.cpa.model.PartyInfo;
import nl.opendk.ebms.cpa.parse.CpaPath;
import nl.opendk.ebms.protocol.message.PartyId;

/** The CPA as a whole: its id, status, lifetime and the two parties. */
final class AgreementRules implements CpaRule {

    @Override
    public void check(Cpa cpa, Findings findings) {
        cpaIdPresentWithoutWhitespace(cpa, findings);
        statusAgreed(cpa, findings);
        startBeforeEnd(cpa, findings);
        exactlyTwoParties(cpa, findings);
        partiesDistinct(cpa, findings);
    }

    /** DK-BP ch03: adapters use the CPAId as a file name, so it must not hold odd characters. */
    private static void cpaIdPresentWithoutWhitespace(Cpa cpa, Findings findings) {
        CpaPath path = CpaPath.ROOT.attribute("cpaid");
        if (cpa.cpaId() == null || cpa.cpaId().isEmpty()) {
            findings.error(path, "The CPA has no cpaid");
        } else if (Text.hasWhitespace(cpa.cpaId())) {
            findings.error(path, "cpaid '" + cpa.cpaId() + "' contains whitespace");
        }
    }

    /** Only an agreed CPA is used for messages; the others can be stored but not used yet. */
    private static void statusAgreed(Cpa cpa, Findings findings) {
        if (cpa.status() != null && cpa.status() != CpaStatus.AGREED) {
            findings.warning(
                    CpaPath.ROOT.child("Status").attribute("value"),
                    "Status is '" + cpa.status().wireValue()
                            + "': messages under this CPA are refused until it is 'agreed'");
        }
    }

    private static void startBeforeEnd(Cpa cpa, Findings findings) {
        if (cpa.start() != null && cpa.end() != null && !cpa.start().isBefore(cpa.end())) {
            findings.error(CpaPath.ROOT.child("End"), "End " + cpa.end() + " is not after Start " + cpa.start());
        }
    }

    /** CPPA 2.0 XSD: a CPA has exactly two PartyInfo elements. */
    private static void exactlyTwoParties(Cpa cpa, Findings findings) {
        if (cpa.parties().size() != 2) {
            findings.error(
                    CpaPath.ROOT.child("PartyInfo"),
                    "A CPA has exactly two PartyInfo elements; this one has "
                            + cpa.parties().size());
        }
    }

    /** A PartyId of both parties would make every message with it ambiguous. */
    private static void partiesDistinct(Cpa cpa, Findings findings) {
        Map<PartyId, Integer> owner = new HashMap<>();
        List<PartyInfo> parties = cpa.parties();
        for (int p = 0; p < parties.size(); p++) {
            List<PartyId> ids = parties.get(p).partyIds();
            for (int i = 0; i < ids.size(); i++) {
                Integer first = owner.putIfAbsent(ids.get(i), p);
                if (first != null && first != p) {
                    findings.error(
                            CpaPath.party(p + 1).nth("PartyId", i + 1),
                            "PartyId " + ids.get(i) + " also identifies PartyInfo[" + (first + 1) + "]");
                }
            }
        }
    }
}
