package nl.opendk.ebms.cpa.check;

import java.util.List;
import java.util.function.BiConsumer;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.model.PartyInfo;
import nl.opendk.ebms.cpa.parse.CpaPath;

/** Walks the parties of a CPA with their document path, for the rules that check each party on its own. */
final class Parties {

    private Parties() {}

    static void each(Cpa cpa, BiConsumer<PartyInfo, CpaPath> check) {
        List<PartyInfo> parties = cpa.parties();
        for (int i = 0; i < parties.size(); i++) {
            check.accept(parties.get(i), CpaPath.party(i + 1));
        }
    }

    /** How operators recognise a party in a message: its name, or its position when it has none. */
    static String label(PartyInfo party, CpaPath path) {
        return party.partyName() == null
                ? "party " + path.value().substring(path.value().lastIndexOf('/') + 1)
                : "party '" + party.partyName() + "'";
    }
}
