package nl.opendk.ebms.cpa.testing;

import java.time.Clock;
import nl.opendk.ebms.cpa.check.CpaCheckResult;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.testkit.cpa.TestCpas;

/**
 * The test kit's {@link TestCpas} in this module's model: its parties and service as the protocol names them, and a
 * written CPA as the upload check accepts it. The kit writes plain XML so that it depends on no module of the adapter.
 */
public final class TestCpaModel {

    public static final PartyId PARTY_A = PartyId.oin(TestCpas.PARTY_A.oin());
    public static final PartyId PARTY_B = PartyId.oin(TestCpas.PARTY_B.oin());
    public static final Service SERVICE = new Service(TestCpas.SERVICE_TYPE, TestCpas.SERVICE);

    private TestCpaModel() {}

    /** The CPA as the upload check accepts it, ready for a {@code CpaRegistry}. */
    public static Cpa accepted(TestCpas.Builder builder) {
        CpaCheckResult result = CpaUpload.standard(Clock.systemUTC()).check(builder.buildBytes());
        if (!result.acceptable()) {
            throw new IllegalStateException("The test CPA is not acceptable: " + result.errors());
        }
        return result.cpa();
    }
}
