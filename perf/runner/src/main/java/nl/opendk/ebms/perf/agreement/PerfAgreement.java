package nl.opendk.ebms.perf.agreement;

import java.net.URI;
import java.security.cert.X509Certificate;
import nl.opendk.ebms.perf.sink.Expectation;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.testkit.cpa.TestCpas;

/**
 * The CPA every run loads first: osb-be (no reliability, so a Ping costs one receive transaction and one Pong),
 * between the load generator (party A, whose endpoint is the Pong sink) and the adapter (party B). Test OINs
 * (prefix 00000099) keep it apart from real parties. Business messages use the action Bericht. A signed run
 * (--message signed) loads the same agreement as osb-rm-s instead, with both parties' certificates from
 * {@link PerfKeys}: the sender's messages must be signed and acknowledged with signed Acknowledgments.
 */
public final class PerfAgreement {

    public static final String CPA_ID = "perf_00000099000000000011_00000099000000000012_1";
    public static final String SENDER_OIN = "00000099000000000011";
    public static final String SENDER_ROLE = "Afzender";
    public static final String ADAPTER_OIN = "00000099000000000012";
    public static final String ADAPTER_ROLE = "Ontvanger";
    public static final String SERVICE_TYPE = "urn:osb:services";
    public static final String SERVICE = "perf:Bericht:1:0";
    public static final String ACTION = "Bericht";
    public static final String REPLY_ACTION = "Antwoord";

    private PerfAgreement() {}

    /** The CPA XML with the sink as the load generator's endpoint. */
    public static byte[] cpa(URI sinkEndpoint, URI adapterEndpoint) {
        return parties(sinkEndpoint, adapterEndpoint)
                .profile(DigikoppelingProfile.OSB_BE.cpaName())
                .buildBytes();
    }

    /** The osb-rm-s variant: reliable and signed both ways (DK profile osb-rm-s, ebMS 2.0 §4.1, §6). */
    public static byte[] signedCpa(
            URI sinkEndpoint, URI adapterEndpoint, X509Certificate sender, X509Certificate adapter) {
        return parties(sinkEndpoint, adapterEndpoint)
                .profile(DigikoppelingProfile.OSB_RM_S.cpaName())
                .certificates(sender, adapter)
                .buildBytes();
    }

    /** The parties, their endpoints, the service and what each side sends: the same in every perf CPA. */
    private static TestCpas.Builder parties(URI sinkEndpoint, URI adapterEndpoint) {
        return TestCpas.builder()
                .cpaId(CPA_ID)
                .partyA(SENDER_OIN, "Perf Afzender", SENDER_ROLE, sinkEndpoint)
                .partyB(ADAPTER_OIN, "Perf Ontvanger", ADAPTER_ROLE, adapterEndpoint)
                .service(SERVICE_TYPE, SERVICE)
                .aSends(ACTION)
                .bSends(REPLY_ACTION);
    }

    /** What the sink must find in every Pong. */
    public static Expectation expectation() {
        return Expectation.pongs(CPA_ID, PartyId.oin(ADAPTER_OIN), PartyId.oin(SENDER_OIN));
    }

    /** What the sink must find in every Acknowledgment of a signed run. */
    public static Expectation signedExpectation(X509Certificate adapter) {
        return Expectation.signedAcknowledgments(CPA_ID, PartyId.oin(ADAPTER_OIN), PartyId.oin(SENDER_OIN), adapter);
    }
}
