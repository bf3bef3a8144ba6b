package nl.opendk.ebms.perf.jmh;

import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import nl.opendk.ebms.protocol.check.Assessment;
import nl.opendk.ebms.protocol.handle.InboundDisposition;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The CPU one osb-rm-s message costs the adapter before its transaction: decode, checks, signature verification
 * (certificate path and CRL included) and the signed Acknowledgment. Its inverse bounds the signed rate one core
 * can take; the peak target is 200 signed messages per second on this machine's two cores, load generator included.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SignedPathBenchmark {

    @Benchmark
    public Assessment verifySignedMessage(SignedPath path) {
        return checked(path);
    }

    @Benchmark
    public InboundDisposition verifyAndPlanSignedAcknowledgment(SignedPath path) {
        return path.planner.plan(checked(path));
    }

    private static Assessment checked(SignedPath path) {
        Instant now = Instant.now();
        ReceivedMessage message = path.decoder.decode(path.contentType, SignedPath.SOAP_ACTION, path.body, now);
        Assessment assessment =
                path.security.check(path.agreementChecks.check(path.headerChecks.check(message), now), List.of());
        if (!assessment.accepted()) {
            throw new IllegalStateException("rejected: " + assessment.errors());
        }
        return assessment;
    }
}
