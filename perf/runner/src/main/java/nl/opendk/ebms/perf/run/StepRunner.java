package nl.opendk.ebms.perf.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.Set;
import nl.opendk.ebms.perf.database.StatusSnapshot;
import nl.opendk.ebms.perf.jmeter.Jtl;
import nl.opendk.ebms.perf.jmeter.Sample;
import nl.opendk.ebms.perf.light.LightLoad;
import nl.opendk.ebms.perf.load.ClosedLoad;
import nl.opendk.ebms.perf.load.MessageKind;
import nl.opendk.ebms.perf.load.OpenLoad;
import nl.opendk.ebms.perf.load.Step;
import nl.opendk.ebms.perf.pong.PongCrossCheck;
import nl.opendk.ebms.perf.pong.PongResult;
import nl.opendk.ebms.perf.process.RunningProcess;
import nl.opendk.ebms.perf.resource.GcLog;
import nl.opendk.ebms.perf.resource.GcPause;
import nl.opendk.ebms.perf.resource.ResourceSample;
import nl.opendk.ebms.perf.resource.Roles;
import nl.opendk.ebms.perf.resource.ThreadCpu;
import nl.opendk.ebms.perf.result.GcStats;
import nl.opendk.ebms.perf.result.LoadAnalysis;
import nl.opendk.ebms.perf.result.MemoryStats;
import nl.opendk.ebms.perf.result.PhaseStats;
import nl.opendk.ebms.perf.result.ResourceAnalysis;
import nl.opendk.ebms.perf.result.StepResult;
import nl.opendk.ebms.perf.result.StepSeries;
import nl.opendk.ebms.perf.result.ThreadUse;
import nl.opendk.ebms.perf.result.Timeline;

/**
 * Runs one step against the session's adapter and sink: a reading of CPU and server counters, JMeter, the wait
 * for the Pongs, a second reading, then the analysis. The readings bracket the Pong wait on purpose: sending a
 * Pong is part of what a Ping costs.
 */
final class StepRunner {

    private final Session session;

    StepRunner(Session session) {
        this.session = session;
    }

    StepResult run(Step step, int index) {
        String run = session.runId(index);
        Path jtl = session.work().resolve(run + ".jtl");
        StepInputs inputs = StepInputs.prepare(session, step, run);
        ResourceSample before = session.sampler().sample();
        Map<String, ThreadCpu> threadsBefore = session.sampler().threadCpu(Roles.ADAPTER);
        StatusSnapshot sqlBefore = session.status();
        List<String> problems = new ArrayList<>();
        if (session.settings().lightGenerator()) {
            runLight(step, inputs, jtl, run, problems);
        } else {
            runJMeter(step, inputs, jtl, run, problems);
        }
        List<Sample> samples = Jtl.read(jtl);
        Map<String, Long> accepted = new HashMap<>();
        Set<String> failed = new HashSet<>();
        for (Sample sample : samples) {
            if (sample.success()) {
                accepted.put(sample.messageId(run), sample.sentAt());
            } else {
                failed.add(sample.messageId(run));
            }
        }
        awaitPongs(step, run, accepted.size());
        ResourceSample after = session.sampler().sample();
        Map<String, ThreadCpu> threadsAfter = session.sampler().threadCpu(Roles.ADAPTER);
        Measured measured = new Measured(
                run,
                inputs,
                samples,
                accepted.size(),
                new PongCrossCheck(session.pongLate())
                        .check(
                                step.message().answered() ? accepted : Map.of(),
                                failed,
                                session.sink().recordsFor(run, before.at(), after.at())),
                step.message().wus()
                        ? session.adapter().database().countAnsweredWus(run)
                        : session.adapter().database().countStored(run),
                before,
                after,
                ThreadUse.between(threadsBefore, threadsAfter, accepted.size()),
                session.status().since(sqlBefore),
                problems,
                jtl);
        return analyse(step, measured);
    }

    /** What a step measured, before the analysis. */
    private record Measured(
            String run,
            StepInputs inputs,
            List<Sample> samples,
            long accepted,
            PongResult pongs,
            OptionalLong stored,
            ResourceSample before,
            ResourceSample after,
            List<ThreadUse> adapterThreads,
            StatusSnapshot sql,
            List<String> problems,
            Path jtl) {}

    private void runJMeter(Step step, StepInputs inputs, Path jtl, String run, List<String> problems) {
        if (session.settings().nodes() > 1) {
            throw new IllegalArgumentException("--nodes needs --generator light, which spreads its connections");
        }
        RunningProcess jmeter = session.jmeter()
                .start(session.plan(), inputs.properties(), inputs.systemProperties(), jtl, session.work(), run);
        generate(step, jmeter, "JMeter", problems, Duration.ZERO, progress(step, jtl, run));
    }

    private Progress progress(Step step, Path jtl, String run) {
        return new Progress(
                step.label(),
                new Jtl.Tail(jtl),
                step.message().answered() ? () -> session.sink().receivedFor(run) : null,
                step.message().answerName());
    }

    /**
     * Watches the load generator's CPU while it runs the step, prints its progress every 10 s, and notes a generator
     * that failed or hung.
     */
    private void generate(
            Step step,
            RunningProcess generator,
            String name,
            List<String> problems,
            Duration preparation,
            Progress progress) {
        session.running(generator);
        session.sampler().watch("jmeter", generator.pid());
        Duration limit = step.load().length().plus(Duration.ofMinutes(3)).plus(preparation);
        long deadline = System.nanoTime() + limit.toNanos();
        int exit = generator.waitFor(Duration.ofSeconds(Progress.EVERY_SECONDS));
        while (exit == -1 && System.nanoTime() < deadline) {
            System.out.println(progress.line());
            exit = generator.waitFor(Duration.ofSeconds(Progress.EVERY_SECONDS));
        }
        if (exit == -1) {
            problems.add(name + " did not finish within " + limit + "; stopped");
            generator.stop(Duration.ofSeconds(10));
        } else if (exit != 0) {
            problems.add(name + " exited with " + exit + " (see " + generator.log() + ")");
        }
        session.sampler().sample();
        session.sampler().watch("jmeter", -1);
    }

    /**
     * The light generator (perf.light.LightLoad) in a JVM of its own, watched as the load generator: Pings or signed
     * messages of the open model, every one built (and signed) before the first is sent. Its heap holds them all.
     */
    private void runLight(Step step, StepInputs inputs, Path jtl, String run, List<String> problems) {
        if (!(step.message() == MessageKind.PING || step.message() == MessageKind.SIGNED)
                || !(step.load() instanceof OpenLoad)) {
            throw new IllegalArgumentException(
                    "--generator light sends Pings and signed messages in the open model only");
        }
        Map<String, String> settings = new HashMap<>(inputs.properties());
        settings.put(
                "light.endpoint",
                String.join(
                        ",",
                        session.ebmsEndpoints().stream().map(Object::toString).toList()));
        settings.put("light.jtl", jtl.toString());
        settings.put("light.connections", String.valueOf(inputs.threads()));
        settings.put("light.timeout-ms", String.valueOf(StepInputs.RESPONSE_TIMEOUT_MS));
        Path settingsFile = session.work().resolve(run + "-light.properties");
        writeProperties(settings, settingsFile);
        List<String> command = new ArrayList<>(List.of(
                session.settings().java().toString(),
                "-Xms512m",
                "-Xmx" + lightHeapMegabytes(step, inputs) + "m",
                "-XX:+UseParallelGC"));
        session.keys().ifPresent(keys -> keys.lightSystemProperties()
                .forEach((name, value) -> command.add("-D" + name + "=" + value)));
        command.addAll(
                List.of("-cp", Settings.runnerJar().toString(), LightLoad.class.getName(), settingsFile.toString()));
        RunningProcess light = RunningProcess.start(
                "light", command, session.work(), session.work().resolve(run + "-light.out"));
        // signing all messages before the first is due: well under 3 ms each on one CPU
        Duration preparation = step.message() == MessageKind.SIGNED
                ? Duration.ofMillis(3 * Arrays.stream(inputs.scheduled()).sum())
                : Duration.ZERO;
        generate(step, light, "The light generator", problems, preparation, progress(step, jtl, run));
    }

    /**
     * Room for every request of the step built at once, twice over for what building them leaves behind: a Ping is
     * about 1.5 KB, a signed message about 5 KB besides its payload.
     */
    private static long lightHeapMegabytes(Step step, StepInputs inputs) {
        long messages = Arrays.stream(inputs.scheduled()).sum();
        long bytes = step.message() == MessageKind.SIGNED ? 5 * 1024 + step.payloadBytes() : 1536;
        return Math.max(1024, 2 * messages * bytes / (1024 * 1024) + 512);
    }

    private static void writeProperties(Map<String, String> values, Path file) {
        Properties properties = new Properties();
        properties.putAll(values);
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            properties.store(out, "the light generator's settings for one step");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /**
     * Pings and signed messages: until every accepted one has its answer (Pong, Acknowledgment) at the sink, or the
     * wait is over. Unsigned business messages: a moment.
     */
    private void awaitPongs(Step step, String run, long accepted) {
        long deadline = System.currentTimeMillis()
                + (step.message().answered() ? session.pongWait().toMillis() : 1000);
        while (System.currentTimeMillis() < deadline) {
            if (step.message().answered() && session.sink().receivedFor(run) >= accepted) {
                return;
            }
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private StepResult analyse(Step step, Measured m) {
        List<PhaseStats> phases =
                LoadAnalysis.phases(m.samples(), step.load(), m.inputs().scheduled());
        PhaseStats total =
                LoadAnalysis.total(m.samples(), step.load(), m.inputs().scheduled());
        long loadStart = total.samples() == 0 ? m.before().at() : total.start();
        long loadEnd = total.samples() == 0 ? m.after().at() : total.end();
        List<ResourceSample> series =
                session.sampler().between(m.before().at(), m.after().at());
        Path gcLog = session.adapterGcLog();
        List<GcPause> pauses = gcLog == null ? List.of() : GcLog.read(gcLog);
        long[] hold = holdWindow(step, phases, total);
        long holdMessages = m.samples().stream()
                .filter(sample -> sample.success() && sample.start() >= hold[0] && sample.start() <= hold[1])
                .count();
        ResourceAnalysis.Windows windows =
                new ResourceAnalysis.Windows(loadStart, loadEnd, hold[0], hold[1], m.accepted(), holdMessages);
        return new StepResult(
                step,
                m.run(),
                m.inputs().threads(),
                m.before().at(),
                m.after().at(),
                phases,
                total,
                m.accepted(),
                m.pongs(),
                m.stored(),
                ResourceAnalysis.cpu(Roles.ALL, series, windows),
                m.adapterThreads(),
                ResourceAnalysis.machineBusy(series, m.before(), m.after(), loadStart, loadEnd),
                MemoryStats.of(pauses, series, hold[0], hold[1]),
                GcStats.of(pauses, loadStart, m.after().at()),
                m.sql(),
                Timeline.of(m.samples(), series, pauses, loadStart, Math.max(loadEnd, loadStart + 1)),
                StepSeries.of(m.samples(), series, pauses, Roles.ALL, loadStart, Math.max(loadEnd, loadStart + 1)),
                m.problems(),
                m.jtl());
    }

    /** The steady part: the last phase of an open load (the hold), or all but the ramp-up of a closed one. */
    private static long[] holdWindow(Step step, List<PhaseStats> phases, PhaseStats total) {
        if (step.load() instanceof OpenLoad) {
            PhaseStats last = phases.get(phases.size() - 1);
            return new long[] {last.start(), last.end()};
        }
        return new long[] {total.start() + ((ClosedLoad) step.load()).rampUp().toMillis(), total.end()};
    }
}
