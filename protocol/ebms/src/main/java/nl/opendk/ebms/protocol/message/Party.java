package nl.opendk.ebms.protocol.message;

import java.util.List;

/** ebMS 2.0 §3.1.1 From or To: one or more PartyIds and an optional Role. */
public record Party(List<PartyId> partyIds, String role) {

    public Party {
        partyIds = List.copyOf(partyIds);
    }

    public static Party of(PartyId partyId, String role) {
        return new Party(List.of(partyId), role);
    }

    /** The first PartyId, which Digikoppeling treats as the party's identity (one OIN per party). */
    public PartyId primaryId() {
        return partyIds.isEmpty() ? null : partyIds.get(0);
    }
}
