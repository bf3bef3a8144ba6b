package nl.opendk.ebms.cpa.lookup;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.model.CpaStatus;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.message.PartyId;

/**
 * A CPA prepared once for the per-message questions: parties by PartyId, bindings by service and action, and the
 * terms of every channel. Immutable, so any number of threads may read it.
 */
public final class CompiledCpa {

    private final Cpa cpa;
    private final DigikoppelingProfile profile;
    private final List<CompiledParty> parties;
    private final Map<PartyId, CompiledParty> byPartyId;
    private final Map<String, CompiledParty> byPartyIdValue;

    private CompiledCpa(Cpa cpa) {
        this.cpa = cpa;
        this.profile = ProfileDerivation.of(cpa);
        this.parties = cpa.parties().stream().map(CompiledParty::new).toList();
        Map<PartyId, CompiledParty> exact = new HashMap<>();
        Map<String, CompiledParty> byValue = new HashMap<>();
        for (CompiledParty party : parties) {
            for (PartyId id : party.partyIds()) {
                exact.putIfAbsent(id, party);
                if (id.value() != null) {
                    byValue.putIfAbsent(id.value(), party);
                }
            }
        }
        this.byPartyId = Map.copyOf(exact);
        this.byPartyIdValue = Map.copyOf(byValue);
    }

    /**
     * Compiles a CPA that passed the upload check. Values the check guarantees are not re-checked here; a CPA
     * without an id cannot be looked up at all and is refused.
     */
    public static CompiledCpa compile(Cpa cpa) {
        Objects.requireNonNull(cpa, "cpa");
        if (cpa.cpaId() == null) {
            throw new IllegalArgumentException("A CPA without cpaid cannot be registered");
        }
        return new CompiledCpa(cpa);
    }

    public String cpaId() {
        return cpa.cpaId();
    }

    public Cpa cpa() {
        return cpa;
    }

    public DigikoppelingProfile profile() {
        return profile;
    }

    public List<CompiledParty> parties() {
        return parties;
    }

    public boolean isAgreed() {
        return cpa.status() == CpaStatus.AGREED;
    }

    /** True when {@code now} lies within Start..End, both inclusive. */
    public boolean inPeriod(Instant now) {
        return cpa.start() != null && cpa.end() != null && !now.isBefore(cpa.start()) && !now.isAfter(cpa.end());
    }

    /** True when messages may be exchanged under this CPA at {@code now}: agreed and within its period. */
    public boolean usableAt(Instant now) {
        return isAgreed() && inPeriod(now);
    }

    /** The party with exactly this PartyId (value and type; no type matches no type). */
    public Optional<CompiledParty> party(PartyId partyId) {
        return partyId == null ? Optional.empty() : Optional.ofNullable(byPartyId.get(partyId));
    }

    /** Matches the PartyIds of a From or To: the first exact match wins, else a match on value alone. */
    public PartyMatch match(List<PartyId> partyIds) {
        for (PartyId id : partyIds) {
            CompiledParty party = byPartyId.get(id);
            if (party != null) {
                return PartyMatch.found(party);
            }
        }
        for (PartyId id : partyIds) {
            CompiledParty party = id.value() == null ? null : byPartyIdValue.get(id.value());
            if (party != null) {
                return PartyMatch.wrongType(party);
            }
        }
        return PartyMatch.unknown();
    }

    @Override
    public String toString() {
        return "CPA " + cpa.cpaId() + " (" + profile.cpaName() + ")";
    }
}
