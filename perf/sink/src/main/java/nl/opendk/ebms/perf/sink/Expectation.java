package nl.opendk.ebms.perf.sink;

import java.util.Objects;
import nl.opendk.ebms.protocol.message.PartyId;

/**
 * What every Pong of a run must say, from the perf CPA: its CPAId, the adapter's party as From and the load
 * generator's party as To (ebMS 2.0 §8.2: the Pong goes back to the party that pinged).
 */
public record Expectation(String cpaId, PartyId adapterParty, PartyId senderParty) {

    public Expectation {
        Objects.requireNonNull(cpaId, "cpaId");
        Objects.requireNonNull(adapterParty, "adapterParty");
        Objects.requireNonNull(senderParty, "senderParty");
    }
}
