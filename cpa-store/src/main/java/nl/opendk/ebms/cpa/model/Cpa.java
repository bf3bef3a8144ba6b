package nl.opendk.ebms.cpa.model;

import java.time.Instant;
import java.util.List;

/**
 * A CPPA 2.0 CollaborationProtocolAgreement as read from its XML. A value the document did not hold, or held in a
 * form that could not be read, is null; the upload check reports those, so an accepted CPA has every required value.
 *
 * @param parties the PartyInfo elements in document order; a valid CPA has exactly two (CPPA 2.0 XSD)
 */
public record Cpa(String cpaId, CpaStatus status, Instant start, Instant end, List<PartyInfo> parties) {

    public Cpa {
        parties = List.copyOf(parties);
    }
}
