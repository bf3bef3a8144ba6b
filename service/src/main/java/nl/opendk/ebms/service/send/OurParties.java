package nl.opendk.ebms.service.send;

import java.util.List;
import java.util.Set;
import nl.opendk.ebms.protocol.message.PartyId;

/**
 * Which parties this adapter acts for, by their PartyId values (OINs): configured ({@code ebms.party-ids}) or, when
 * not, the OIN in our own certificate (PKI001). With them the console and the API tell which side of a CPA is ours
 * instead of asking. Empty when neither is known (plain HTTP without a key and nothing configured).
 */
public record OurParties(Set<String> ids) {

    public static final OurParties UNKNOWN = new OurParties(Set.of());

    public OurParties {
        ids = Set.copyOf(ids);
    }

    /** The configured ids when there are any, else the OINs of our certificate. */
    public static OurParties of(List<String> configured, Set<String> certificateOins) {
        List<String> named = configured.stream()
                .map(String::trim)
                .filter(id -> !id.isEmpty())
                .toList();
        return new OurParties(named.isEmpty() ? certificateOins : Set.copyOf(named));
    }

    public boolean known() {
        return !ids.isEmpty();
    }

    /** A party is ours when one of its PartyIds is. */
    public boolean isOurs(List<PartyId> partyIds) {
        return partyIds.stream().anyMatch(id -> ids.contains(id.value()));
    }
}
