package nl.opendk.ebms.cpa.lookup;

import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.security.RolloverCertificates;

/**
 * A partner's signing certificates during its rollover, from the CPAs this node holds (oin-in-certificates §7):
 *
 * <ul>
 *   <li>a new CPA (the usual way: a new CPAId version) is loaded beside the old one: the partner's certificates in
 *       its other CPAs with us that are in force now count for a message under either;
 *   <li>a CPA replaced under the same CPAId: the partner's certificates of the revision it replaced still count for
 *       {@code overlap} after the replacement, so that messages signed just before the switch, and their
 *       retries, are not refused.
 * </ul>
 *
 * Every certificate found is checked as fully as the CPA's own (trust path, CRL, the sender's OIN).
 */
public final class PartnerRollover implements RolloverCertificates {

    private final CpaRegistry registry;
    private final Duration overlap;
    private final Clock clock;

    public PartnerRollover(CpaRegistry registry, Duration overlap, Clock clock) {
        this.registry = registry;
        this.overlap = overlap;
        this.clock = clock;
    }

    @Override
    public List<X509Certificate> besides(String cpaId, PartyId sender, PartyId receiver) {
        Instant now = clock.instant();
        Set<X509Certificate> found = new LinkedHashSet<>();
        for (CpaRegistry.Replaced replaced : registry.replaced(cpaId)) {
            if (now.isBefore(replaced.replacedAt().plus(overlap))) {
                replaced.cpa().party(sender).ifPresent(party -> found.addAll(party.signingCertificates()));
            }
        }
        if (receiver != null) {
            for (CompiledCpa other : registry.all()) {
                if (!other.cpaId().equals(cpaId)
                        && other.usableAt(now)
                        && other.party(receiver).isPresent()) {
                    other.party(sender).ifPresent(party -> found.addAll(party.signingCertificates()));
                }
            }
        }
        return List.copyOf(found);
    }
}
