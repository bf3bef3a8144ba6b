package nl.opendk.ebms.perf.jmh;

import java.util.concurrent.TimeUnit;
import nl.opendk.ebms.protocol.check.Assessment;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The in-memory part of a Ping's way through the adapter, piece by piece and as a whole: decode (HTTP binding,
 * StAX envelope reader), the structural header checks, the CPA checks against a registry of many CPAs, and the
 * Pong. The database transaction and HTTP are left out; the load runs measure them. Regressions in these pieces
 * show here in two minutes, without a load run.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class HotPathBenchmark {

    @Benchmark
    public ReceivedMessage decodePing(HotPath path) {
        return path.decoder.decode(HotPath.CONTENT_TYPE, HotPath.SOAP_ACTION, path.ping, HotPath.NOW);
    }

    @Benchmark
    public Assessment checkHeader(HotPath path) {
        return path.headerChecks.check(path.decodedPing);
    }

    @Benchmark
    public Assessment checkAgreement(HotPath path) {
        return path.agreementChecks.check(path.checkedPing, HotPath.NOW);
    }

    @Benchmark
    public OutgoingMessage buildPong(HotPath path) {
        return path.pongFactory.pong(
                path.agreedPing.message().header(), path.agreedPing.agreement().replyChannel());
    }

    /**
     * Decode, check and answer, as the receive route does before its transaction. The adapter's planner decides
     * the Pong with a few branches; the chain calls the PongFactory directly so that it does not depend on the
     * planner's wiring.
     */
    @Benchmark
    public OutgoingMessage wholeChain(HotPath path) {
        ReceivedMessage message =
                path.decoder.decode(HotPath.CONTENT_TYPE, HotPath.SOAP_ACTION, path.ping, HotPath.NOW);
        Assessment assessment = path.agreementChecks.check(path.headerChecks.check(message), HotPath.NOW);
        if (!assessment.accepted()) {
            throw new IllegalStateException("rejected: " + assessment.errors());
        }
        return path.pongFactory.pong(message.header(), assessment.agreement().replyChannel());
    }
}
