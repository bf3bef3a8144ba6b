package nl.opendk.ebms.perf.testing;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;
import nl.opendk.ebms.perf.database.StatusSnapshot;
import nl.opendk.ebms.perf.load.ArrivalKind;
import nl.opendk.ebms.perf.load.MessageKind;
import nl.opendk.ebms.perf.load.Profiles;
import nl.opendk.ebms.perf.load.Step;
import nl.opendk.ebms.perf.pong.PongResult;
import nl.opendk.ebms.perf.resource.Roles;
import nl.opendk.ebms.perf.result.GcStats;
import nl.opendk.ebms.perf.result.MemoryStats;
import nl.opendk.ebms.perf.result.PhaseStats;
import nl.opendk.ebms.perf.result.StepResult;
import nl.opendk.ebms.perf.result.StepSeries;
import nl.opendk.ebms.perf.result.ThreadUse;
import nl.opendk.ebms.perf.stats.LatencySummary;

/** Step results for tests of the judgement that follows a run: only the figures the judgement reads vary. */
public final class StepResults {

    private long samples = 1000;
    private long scheduled = 1000;
    private long errors;
    private long p99 = 20;
    private long lagP99 = 2;
    private long missingPongs;
    private long stored = -1;
    private List<String> problems = List.of();
    private List<ThreadUse> adapterThreads = List.of();

    public static StepResults step() {
        return new StepResults();
    }

    public StepResults samples(long sent, long ofScheduled) {
        this.samples = sent;
        this.scheduled = ofScheduled;
        return this;
    }

    public StepResults errors(long value) {
        this.errors = value;
        return this;
    }

    public StepResults p99(long millis) {
        this.p99 = millis;
        return this;
    }

    public StepResults lagP99(long millis) {
        this.lagP99 = millis;
        return this;
    }

    public StepResults missingPongs(long value) {
        this.missingPongs = value;
        return this;
    }

    public StepResults stored(long value) {
        this.stored = value;
        return this;
    }

    public StepResults adapterThreads(List<ThreadUse> value) {
        adapterThreads = value;
        return this;
    }

    public StepResults problems(String... value) {
        this.problems = List.of(value);
        return this;
    }

    public StepResult build() {
        LatencySummary latency = new LatencySummary(samples, 1, p99 / 4.0, p99 / 4, p99 / 2, p99, p99 * 2);
        LatencySummary lag = new LatencySummary(samples, 0, 1, 1, 1, lagP99, lagP99);
        PhaseStats total = new PhaseStats("all", 100, scheduled, samples, errors, 100, latency, lag, 0, 10_000);
        long accepted = samples - errors;
        PongResult pongs =
                new PongResult(accepted, accepted - missingPongs, missingPongs, 0, 0, 0, 0, 0, latency, List.of());
        return new StepResult(
                new Step(
                        "Ping 100/s",
                        Profiles.constant(100, Duration.ofSeconds(10), ArrivalKind.POISSON),
                        MessageKind.PING,
                        0),
                "r1",
                50,
                0,
                11_000,
                List.of(total),
                total,
                accepted,
                pongs,
                stored < 0 ? OptionalLong.empty() : OptionalLong.of(stored),
                List.of(),
                adapterThreads,
                50,
                new MemoryStats(null, null, 0),
                new GcStats(0, 0, 0, 0, 0),
                StatusSnapshot.NONE,
                List.of(),
                StepSeries.of(List.of(), List.of(), List.of(), Roles.ALL, 0, 11_000),
                problems,
                Path.of("r1.jtl"));
    }
}
