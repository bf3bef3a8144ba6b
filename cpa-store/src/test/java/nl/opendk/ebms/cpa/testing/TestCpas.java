package nl.opendk.ebms.cpa.testing;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import nl.opendk.ebms.cpa.check.CpaCheckResult;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.model.CpaStatus;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;

/**
 * Writes CPPA 2.0 CPAs for tests: two parties with one role each, one business service, and any of the six
 * Digikoppeling profiles. Every output passes the upload check without errors. The plain profiles need no
 * certificates; the signed and encrypted ones take each party's certificate, which the CPA then names for TLS,
 * signing and encryption (as one PKIoverheid certificate per party commonly is).
 *
 * <pre>{@code
 * String xml = TestCpas.builder().profile(DigikoppelingProfile.OSB_RM).retries(3).aSends("bevragen").build();
 * String signed = TestCpas.builder().profile(DigikoppelingProfile.OSB_RM_S).certificates(a, b).build();
 * }</pre>
 */
public final class TestCpas {

    public static final String CPA_ID = "proefregister_00000099000000000001_00000099000000000002_1";
    public static final PartySpec PARTY_A = new PartySpec(
            "00000099000000000001",
            "Gemeente Proefdorp",
            "Afnemer",
            URI.create("https://ebms.proefdorp.example.nl/ebms"));
    public static final PartySpec PARTY_B = new PartySpec(
            "00000099000000000002",
            "Dienst Proefregister",
            "Aanbieder",
            URI.create("https://ebms.proefregister.example.nl/ebms"));
    public static final Service SERVICE = new Service("urn:osb:services", "proefregister:Bevraging:1:0");
    public static final String A_SENDS = "bevragen";
    public static final String B_SENDS = "beantwoorden";
    public static final Instant START = Instant.parse("2020-01-01T00:00:00Z");
    public static final Instant END = Instant.parse("2100-01-01T00:00:00Z");

    private TestCpas() {}

    public static Builder builder() {
        return new Builder();
    }

    /** One party: its OIN (PartyId type urn:osb:oin), partyName, Role name and receiving endpoint. */
    public record PartySpec(String oin, String name, String role, URI endpoint) {

        public PartySpec {
            Objects.requireNonNull(oin, "oin");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(role, "role");
            Objects.requireNonNull(endpoint, "endpoint");
        }

        public PartyId partyId() {
            return PartyId.oin(oin);
        }
    }

    /** What a builder holds when it builds: the writer's input. */
    record Spec(
            String cpaId,
            PartySpec partyA,
            PartySpec partyB,
            Service service,
            List<String> aSends,
            List<String> bSends,
            DigikoppelingProfile profile,
            X509Certificate certificateA,
            X509Certificate certificateB,
            int retries,
            Duration retryInterval,
            Duration persistDuration,
            SyncReplyMode syncReplyMode,
            CpaStatus status,
            Instant start,
            Instant end) {

        boolean reliable() {
            return profile.reliable();
        }
    }

    public static final class Builder {
        private String cpaId = CPA_ID;
        private PartySpec partyA = PARTY_A;
        private PartySpec partyB = PARTY_B;
        private Service service = SERVICE;
        private List<String> aSends = List.of(A_SENDS);
        private List<String> bSends = List.of(B_SENDS);
        private DigikoppelingProfile profile = DigikoppelingProfile.OSB_RM;
        private X509Certificate certificateA;
        private X509Certificate certificateB;
        private int retries = 8;
        private Duration retryInterval = Duration.ofHours(3);
        private Duration persistDuration = Duration.ofDays(1);
        private SyncReplyMode syncReplyMode = SyncReplyMode.NONE;
        private CpaStatus status = CpaStatus.AGREED;
        private Instant start = START;
        private Instant end = END;

        private Builder() {}

        public Builder cpaId(String value) {
            this.cpaId = Objects.requireNonNull(value);
            return this;
        }

        public Builder partyA(String oin, String name, String role, URI endpoint) {
            this.partyA = new PartySpec(oin, name, role, endpoint);
            return this;
        }

        public Builder partyB(String oin, String name, String role, URI endpoint) {
            this.partyB = new PartySpec(oin, name, role, endpoint);
            return this;
        }

        /** @param type the Service type, or null for an untyped service */
        public Builder service(String type, String value) {
            this.service = new Service(type, Objects.requireNonNull(value));
            return this;
        }

        /** The actions party A may send and party B may receive. */
        public Builder aSends(String... actions) {
            this.aSends = List.of(actions);
            return this;
        }

        /** The actions party B may send and party A may receive. */
        public Builder bSends(String... actions) {
            this.bSends = List.of(actions);
            return this;
        }

        /** Any profile; the signed and encrypted ones need {@link #certificates}. */
        public Builder profile(DigikoppelingProfile value) {
            this.profile = Objects.requireNonNull(value);
            return this;
        }

        /**
         * Each party's certificate: written into the CPA as its TLS client and server certificate, its signing
         * certificate (SenderNonRepudiation) and its encryption certificate (ReceiverDigitalEnvelope).
         */
        public Builder certificates(X509Certificate partyA, X509Certificate partyB) {
            this.certificateA = Objects.requireNonNull(partyA);
            this.certificateB = Objects.requireNonNull(partyB);
            return this;
        }

        /** osb-rm only: ReliableMessaging/Retries. */
        public Builder retries(int value) {
            this.retries = value;
            return this;
        }

        /** osb-rm only: ReliableMessaging/RetryInterval. */
        public Builder retryInterval(Duration value) {
            this.retryInterval = Objects.requireNonNull(value);
            return this;
        }

        /** osb-rm only: PersistDuration, or null to leave it out. */
        public Builder persistDuration(Duration value) {
            this.persistDuration = value;
            return this;
        }

        public Builder syncReplyMode(SyncReplyMode value) {
            this.syncReplyMode = Objects.requireNonNull(value);
            return this;
        }

        public Builder status(CpaStatus value) {
            this.status = Objects.requireNonNull(value);
            return this;
        }

        public Builder start(Instant value) {
            this.start = Objects.requireNonNull(value);
            return this;
        }

        public Builder end(Instant value) {
            this.end = Objects.requireNonNull(value);
            return this;
        }

        public String build() {
            if (profile.signed() && (certificateA == null || certificateB == null)) {
                throw new IllegalStateException(profile.cpaName() + " needs certificates(partyA, partyB)");
            }
            return new TestCpaWriter(new Spec(
                            cpaId,
                            partyA,
                            partyB,
                            service,
                            aSends,
                            bSends,
                            profile,
                            certificateA,
                            certificateB,
                            retries,
                            retryInterval,
                            persistDuration,
                            syncReplyMode,
                            status,
                            start,
                            end))
                    .write();
        }

        public byte[] buildBytes() {
            return build().getBytes(StandardCharsets.UTF_8);
        }

        /** The CPA as the upload check accepts it, ready for a {@code CpaRegistry}. */
        public Cpa buildCpa() {
            CpaCheckResult result = CpaUpload.standard(Clock.systemUTC()).check(buildBytes());
            if (!result.acceptable()) {
                throw new IllegalStateException("The test CPA is not acceptable: " + result.errors());
            }
            return result.cpa();
        }
    }
}
