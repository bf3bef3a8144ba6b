package nl.opendk.ebms.testkit.message;

import java.net.URI;
import java.time.Instant;
import nl.opendk.ebms.testkit.cpa.TestCpas;

/**
 * The CPAs the message fixtures (messages/valid, messages/defects) are written for: party 00000099000000000001
 * (role Afzender, the partner) may send OSB:Service:1:0 / Bericht to 00000099000000000002 (role Ontvanger, the
 * adapter under test). The end-to-end tests of the adapter and of the console load them.
 */
public final class FixtureCpas {

    public static final String CPA_ID = "DefectTest_00000099000000000001_00000099000000000002_1";
    public static final String EXPIRED_CPA_ID = "DefectTest_Expired_1";
    public static final String PROPOSED_CPA_ID = "DefectTest_Proposed_1";
    public static final String PARTNER_OIN = "00000099000000000001";
    public static final String ADAPTER_OIN = "00000099000000000002";

    private FixtureCpas() {}

    public static TestCpas.Builder builder(String cpaId, URI partner, URI adapter) {
        return TestCpas.builder()
                .cpaId(cpaId)
                .partyA(PARTNER_OIN, "Gemeente Proefdorp", "Afzender", partner)
                .partyB(ADAPTER_OIN, "Dienst Proefregister", "Ontvanger", adapter)
                .service("urn:osb:services", "OSB:Service:1:0")
                .aSends("Bericht")
                .bSends("Antwoord")
                .profile("osb-be");
    }

    public static byte[] valid(URI partner, URI adapter) {
        return builder(CPA_ID, partner, adapter).buildBytes();
    }

    public static byte[] expired(URI partner, URI adapter) {
        return builder(EXPIRED_CPA_ID, partner, adapter)
                .start(Instant.parse("2019-01-01T00:00:00Z"))
                .end(Instant.parse("2020-01-01T00:00:00Z"))
                .buildBytes();
    }

    public static byte[] proposed(URI partner, URI adapter) {
        return builder(PROPOSED_CPA_ID, partner, adapter).status("proposed").buildBytes();
    }
}
