package nl.opendk.ebms.cpa.check;

import java.time.Clock;
import java.util.List;
import java.util.Objects;
import nl.opendk.ebms.cpa.model.Cpa;

/**
 * Checks a parsed CPA against CPPA 2.0 and the Digikoppeling profile, collecting every finding rather than stopping
 * at the first, so an operator can fix a CPA in one go. Thread-safe.
 */
public final class CpaValidator {

    private final List<CpaRule> rules;

    /** @param clock the time certificate validity is judged against */
    public CpaValidator(Clock clock) {
        Objects.requireNonNull(clock, "clock");
        this.rules = List.of(
                new AgreementRules(),
                new PartyRules(),
                new ServiceRules(),
                new ChannelReferenceRules(),
                new SecurityReferenceRules(),
                new TransportRules(),
                new MessagingRules(),
                new StoredValueRules(),
                new CertificateRules(clock));
    }

    public List<CpaFinding> validate(Cpa cpa) {
        Findings findings = new Findings();
        rules.forEach(rule -> rule.check(cpa, findings));
        return findings.list();
    }
}
