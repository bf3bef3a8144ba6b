package nl.opendk.ebms.service.expiry;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.cpa.testing.TestCpaModel;
import nl.opendk.ebms.service.wus.WusServiceDefinition;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import nl.opendk.ebms.testkit.pki.TestPki;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.Test;

class ExpiriesTest {

    static final TestPki PKI = TestPki.create();
    static final Instant NOW = Instant.now().truncatedTo(ChronoUnit.SECONDS);

    private final MutableClock clock = new MutableClock(NOW);

    @Test
    void listsWhatEndsWithinTheHorizonSoonestFirst() {
        Expiries expiries = expiries(clock);

        List<Expiry> soon = expiries.within(Duration.ofDays(90));

        assertThat(soon).extracting(Expiry::kind).containsExactly(Expiry.Kind.WUS_CERTIFICATE, Expiry.Kind.CPA_END);
        assertThat(soon.get(0).owner()).isEqualTo("WUS service brp");
        assertThat(soon.get(1).owner()).isEqualTo(TestCpas.CPA_ID);
        assertThat(soon.get(1).endsAt()).isEqualTo(NOW.plus(Duration.ofDays(10)));
    }

    @Test
    void everythingWithAnEndIsKnownWhateverItsDistance() {
        List<Expiry> all = expiries(clock).all();

        assertThat(all)
                .extracting(Expiry::kind)
                .contains(Expiry.Kind.OUR_CERTIFICATE, Expiry.Kind.CPA_END, Expiry.Kind.WUS_CERTIFICATE)
                .filteredOn(kind -> kind == Expiry.Kind.CPA_CERTIFICATE)
                .hasSize(2);
        assertThat(all).isSortedAccordingTo(java.util.Comparator.comparing(Expiry::endsAt));
        assertThat(all)
                .filteredOn(expiry -> expiry.kind() == Expiry.Kind.OUR_CERTIFICATE)
                .singleElement()
                .satisfies(ours -> assertThat(ours.owner()).isEqualTo("key store entry ebms"));
    }

    @Test
    void whatHasEndedStaysInTheList() {
        clock.advance(Duration.ofDays(11));

        assertThat(expiries(clock).within(Duration.ZERO))
                .extracting(Expiry::kind)
                .containsExactly(Expiry.Kind.WUS_CERTIFICATE, Expiry.Kind.CPA_END);
    }

    /** A CPA ending in 10 days with party certificates of two years, and a WUS partner certificate ending in 5. */
    static Expiries expiries(MutableClock clock) {
        CpaRegistry registry = new CpaRegistry();
        registry.put(TestCpaModel.accepted(TestCpas.builder()
                .end(NOW.plus(Duration.ofDays(10)))
                .certificates(
                        PKI.party(TestPki.PARTY_1).certificate(),
                        PKI.party(TestPki.PARTY_2).certificate())));
        X509Certificate partner = PKI.issue(
                        "WUS partner", TestPki.PARTY_2, NOW.minus(Duration.ofDays(300)), NOW.plus(Duration.ofDays(5)))
                .certificate();
        WusServiceDefinition brp = wus("brp", encoded(partner));
        WusServiceDefinition withoutCertificate = wus("provided", null);
        return new Expiries(
                () -> Map.of("ebms", PKI.party(TestPki.PARTY_1).certificate()),
                registry,
                () -> List.of(brp, withoutCertificate),
                clock);
    }

    private static WusServiceDefinition wus(String name, byte[] partnerCertificate) {
        return new WusServiceDefinition(
                name, null, null, null, null, null, null, null, null, partnerCertificate, false, List.of());
    }

    private static byte[] encoded(X509Certificate certificate) {
        try {
            return certificate.getEncoded();
        } catch (java.security.cert.CertificateEncodingException e) {
            throw new IllegalStateException(e);
        }
    }
}
