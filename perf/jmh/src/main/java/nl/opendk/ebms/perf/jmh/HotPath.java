package nl.opendk.ebms.perf.jmh;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import nl.opendk.ebms.cpa.check.CpaCheckResult;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.cpa.lookup.AgreementChecks;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.perf.agreement.PerfAgreement;
import nl.opendk.ebms.protocol.check.Assessment;
import nl.opendk.ebms.protocol.check.HeaderChecks;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.protocol.signal.PongFactory;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The pieces of the Ping hot path, wired as the adapter wires them, with the perf CPA registered among
 * {@code otherCpas} others, and a Ping as the JMeter plan sends it, already decoded and checked for the benchmarks
 * that start further down the path.
 */
@State(Scope.Benchmark)
public class HotPath {

    static final String CONTENT_TYPE = "text/xml; charset=UTF-8";
    static final String SOAP_ACTION = "\"ebXML\"";
    static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");

    /** How many CPAs besides the perf CPA the registry holds: lookup cost must not grow with it. */
    @Param({"1000"})
    public int otherCpas;

    RequestDecoder decoder;
    HeaderChecks headerChecks;
    AgreementChecks agreementChecks;
    PongFactory pongFactory;
    byte[] ping;
    ReceivedMessage decodedPing;
    Assessment checkedPing;
    Assessment agreedPing;

    @Setup(Level.Trial)
    public void setUp() {
        CpaRegistry registry = new CpaRegistry();
        registry.put(acceptable(
                PerfAgreement.cpa(URI.create("http://127.0.0.1:1/ebms"), URI.create("http://127.0.0.1:2/ebms"))));
        for (int i = 0; i < otherCpas; i++) {
            registry.put(acceptable(TestCpas.builder().cpaId("other_cpa_" + i).buildBytes()));
        }
        decoder = new RequestDecoder(DecodingLimits.defaults());
        headerChecks = new HeaderChecks();
        agreementChecks = new AgreementChecks(registry);
        pongFactory = new PongFactory(new MessageIds("perf.adapter"), Clock.fixed(NOW, ZoneOffset.UTC));
        ping = PingMessage.text("rjmh.s01.1." + NOW.toEpochMilli() + "@perf.test", "rjmh.s01")
                .getBytes(StandardCharsets.UTF_8);
        decodedPing = decoder.decode(CONTENT_TYPE, SOAP_ACTION, ping, NOW);
        checkedPing = headerChecks.check(decodedPing);
        agreedPing = agreementChecks.check(checkedPing, NOW);
        if (!agreedPing.accepted()) {
            throw new IllegalStateException("the benchmark Ping is not accepted: " + agreedPing.errors());
        }
    }

    private static nl.opendk.ebms.cpa.model.Cpa acceptable(byte[] xml) {
        CpaCheckResult result =
                CpaUpload.standard(Clock.fixed(NOW, ZoneOffset.UTC)).check(xml);
        if (!result.acceptable()) {
            throw new IllegalStateException("a benchmark CPA is not acceptable: " + result.errors());
        }
        return result.cpa();
    }
}
