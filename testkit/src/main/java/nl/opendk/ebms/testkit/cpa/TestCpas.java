package nl.opendk.ebms.testkit.cpa;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Writes CPPA 2.0 CPAs for tests: two parties with one role each, one business service, and any of the six
 * Digikoppeling profiles. Every output passes the CPA store's upload check without errors (its own tests hold it to
 * that). The plain profiles need no certificates; the signed and encrypted ones take each party's certificate, which
 * the CPA then names for TLS, signing and encryption (as one PKIoverheid certificate per party commonly is).
 *
 * <p>Values are given as the CPA writes them (profile names, syncReplyMode and status values), not as the protocol
 * model's types, so that the protocol module's own tests can use this kit too:
 *
 * <pre>{@code
 * String xml = TestCpas.builder().profile(DigikoppelingProfile.OSB_RM.cpaName()).retries(3).aSends("bevragen").build();
 * String signed = TestCpas.builder().profile("osb-rm-s").certificates(a, b).build();
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
    public static final String SERVICE_TYPE = "urn:osb:services";
    public static final String SERVICE = "proefregister:Bevraging:1:0";
    public static final String A_SENDS = "bevragen";
    public static final String B_SENDS = "beantwoorden";
    public static final Instant START = Instant.parse("2020-01-01T00:00:00Z");
    public static final Instant END = Instant.parse("2100-01-01T00:00:00Z");

    /** The six profiles of DK-ebMS2 ch02: best effort or reliable, then plain, signed (-s) or encrypted (-e). */
    static final Set<String> PROFILES = Set.of("osb-be", "osb-rm", "osb-be-s", "osb-rm-s", "osb-be-e", "osb-rm-e");

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
    }

    /** What a builder holds when it builds: the writer's input. */
    record Spec(
            String cpaId,
            PartySpec partyA,
            PartySpec partyB,
            String serviceType,
            String service,
            List<String> aSends,
            List<String> bSends,
            String profile,
            X509Certificate certificateA,
            X509Certificate certificateB,
            int retries,
            Duration retryInterval,
            Duration persistDuration,
            String syncReplyMode,
            String status,
            Instant start,
            Instant end) {

        /** osb-rm-*: acknowledged, retried and deduplicated (DK-ebMS2 ch02). */
        boolean reliable() {
            return profile.startsWith("osb-rm");
        }

        /** -s and -e: signed; encryption implies signing (DK-ebMS2 ch02 profile table). */
        boolean signed() {
            return profile.endsWith("-s") || encrypted();
        }

        boolean encrypted() {
            return profile.endsWith("-e");
        }
    }

    public static final class Builder {
        private String cpaId = CPA_ID;
        private PartySpec partyA = PARTY_A;
        private PartySpec partyB = PARTY_B;
        private String serviceType = SERVICE_TYPE;
        private String service = SERVICE;
        private List<String> aSends = List.of(A_SENDS);
        private List<String> bSends = List.of(B_SENDS);
        private String profile = "osb-rm";
        private X509Certificate certificateA;
        private X509Certificate certificateB;
        private int retries = 8;
        private Duration retryInterval = Duration.ofHours(3);
        private Duration persistDuration = Duration.ofDays(1);
        private String syncReplyMode = "none";
        private String status = "agreed";
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
            this.serviceType = type;
            this.service = Objects.requireNonNull(value);
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

        /**
         * Any profile by its name ({@code osb-be}, {@code osb-rm-s}, ...: {@code DigikoppelingProfile.cpaName()});
         * the signed and encrypted ones need {@link #certificates}.
         */
        public Builder profile(String name) {
            if (!PROFILES.contains(name)) {
                throw new IllegalArgumentException("not a Digikoppeling ebMS2 profile: " + name);
            }
            this.profile = name;
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

        /** MessagingCharacteristics/@syncReplyMode as written: {@code none}, {@code mshSignalsOnly}, ... */
        public Builder syncReplyMode(String value) {
            this.syncReplyMode = Objects.requireNonNull(value);
            return this;
        }

        /** Status/@value as written: {@code agreed}, {@code signed} or {@code proposed}. */
        public Builder status(String value) {
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
            Spec spec = new Spec(
                    cpaId,
                    partyA,
                    partyB,
                    serviceType,
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
                    end);
            if (spec.signed() && (certificateA == null || certificateB == null)) {
                throw new IllegalStateException(profile + " needs certificates(partyA, partyB)");
            }
            return new TestCpaWriter(spec).write();
        }

        public byte[] buildBytes() {
            return build().getBytes(StandardCharsets.UTF_8);
        }
    }
}
