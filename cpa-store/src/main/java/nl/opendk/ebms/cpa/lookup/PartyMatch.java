package nl.opendk.ebms.cpa.lookup;

/**
 * How the PartyIds of a message's From or To match the parties of a CPA.
 *
 * @param party the matched party; for {@link Outcome#WRONG_TYPE} the party that has the value with another type
 */
public record PartyMatch(Outcome outcome, CompiledParty party) {

    public enum Outcome {
        /** A PartyId equals one of a party's PartyIds in value and type. */
        FOUND,
        /** No PartyId matches exactly, but a party has one of the values with another type (or none). */
        WRONG_TYPE,
        /** No party has any of the values. */
        UNKNOWN
    }

    static PartyMatch found(CompiledParty party) {
        return new PartyMatch(Outcome.FOUND, party);
    }

    static PartyMatch wrongType(CompiledParty party) {
        return new PartyMatch(Outcome.WRONG_TYPE, party);
    }

    static PartyMatch unknown() {
        return new PartyMatch(Outcome.UNKNOWN, null);
    }
}
