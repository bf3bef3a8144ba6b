package nl.opendk.ebms.service.expiry;

import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import nl.opendk.ebms.cpa.lookup.CompiledCpa;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.cpa.model.Certificate;
import nl.opendk.ebms.cpa.model.PartyInfo;
import nl.opendk.ebms.protocol.security.certificate.CertificateNames;
import nl.opendk.ebms.service.wus.PartnerCertificates;
import nl.opendk.ebms.service.wus.WusServiceDefinition;

/**
 * What ends soon: our own certificate, each loaded CPA's End and every certificate it names, and the partner
 * certificate of each WUS service we consume. Certificate updating is the main operational bottleneck of Digikoppeling
 * (oin-in-certificates.md §6.7, §7): a partner's certificate that expires silently stops its traffic, so an operator
 * must see it coming. Read from what is loaded at the moment of the call.
 */
public final class Expiries {

    private final Supplier<Map<String, X509Certificate>> ours;
    private final CpaRegistry cpas;
    private final Supplier<List<WusServiceDefinition>> wusServices;
    private final Clock clock;

    /** @param ours the certificates of our key entries in use, by alias */
    public Expiries(
            Supplier<Map<String, X509Certificate>> ours,
            CpaRegistry cpas,
            Supplier<List<WusServiceDefinition>> wusServices,
            Clock clock) {
        this.ours = ours;
        this.cpas = cpas;
        this.wusServices = wusServices;
        this.clock = clock;
    }

    /** Everything that ends within {@code horizon} from now, or has ended, soonest first. */
    public List<Expiry> within(Duration horizon) {
        Instant limit = clock.instant().plus(horizon);
        return all().stream().filter(expiry -> !expiry.endsAt().isAfter(limit)).toList();
    }

    /** Everything with an end, soonest first. */
    public List<Expiry> all() {
        List<Expiry> found = new ArrayList<>();
        ours.get()
                .forEach((alias, certificate) ->
                        found.add(certificate(Expiry.Kind.OUR_CERTIFICATE, "key store entry " + alias, certificate)));
        for (CompiledCpa cpa : cpas.all()) {
            found.add(new Expiry(
                    Expiry.Kind.CPA_END, cpa.cpaId(), "End", cpa.cpa().end()));
            for (PartyInfo party : cpa.cpa().parties()) {
                for (Map.Entry<String, Certificate> entry : party.certificates().entrySet()) {
                    found.add(certificate(
                            Expiry.Kind.CPA_CERTIFICATE,
                            cpa.cpaId() + ", " + party.partyName() + ", certId " + entry.getKey(),
                            entry.getValue().x509()));
                }
            }
        }
        for (WusServiceDefinition service : wusServices.get()) {
            PartnerCertificates.read(service.partnerCertificate())
                    .ifPresent(certificate -> found.add(
                            certificate(Expiry.Kind.WUS_CERTIFICATE, "WUS service " + service.name(), certificate)));
        }
        found.sort(Comparator.comparing(Expiry::endsAt).thenComparing(Expiry::owner));
        return found;
    }

    private static Expiry certificate(Expiry.Kind kind, String owner, X509Certificate certificate) {
        return new Expiry(
                kind,
                owner,
                CertificateNames.of(certificate.getSubjectX500Principal()),
                certificate.getNotAfter().toInstant());
    }
}
