package nl.opendk.ebms.perf.faults;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import nl.opendk.ebms.perf.cluster.Node;
import nl.opendk.ebms.perf.hostile.FuzzInput;
import nl.opendk.ebms.perf.hostile.Mutator;
import nl.opendk.ebms.perf.traffic.Answer;
import nl.opendk.ebms.perf.traffic.EbmsClient;
import nl.opendk.ebms.perf.traffic.PingOutcome;
import nl.opendk.ebms.perf.traffic.Request;
import nl.opendk.ebms.perf.traffic.Target;

/**
 * fuzz: --fuzz-count mutated envelopes, as fast as the nodes answer them with --fuzz-concurrency in flight, spread
 * round-robin over the nodes, while valid Pings go on at --fuzz-ping-rate. Afterwards every node must still run and
 * accept a Ping. The inputs whose answers are findings are written to fuzz-findings/ in the work folder, as requests
 * that can be sent again.
 */
final class FuzzScenario {

    static final int FINDING_FILES = 50;
    static final Duration FOREVER = Duration.ofDays(1);

    private final FaultRun run;

    FuzzScenario(FaultRun run) {
        this.run = run;
    }

    FuzzResult run() {
        FaultOptions options = run.options();
        Mutator mutator = new Mutator(options.seed(), run.runId("fuzzed"), Instant.now());
        BackgroundLoad pings = run.startLoad(run.runId("fuzz"), options.fuzzPingRate(), FOREVER);
        List<FuzzOutcome> outcomes;
        long begin = System.nanoTime();
        try {
            outcomes = send(mutator);
        } finally {
            pings.stop();
        }
        Duration took = Duration.ofNanos(System.nanoTime() - begin);
        List<PingOutcome> valid = pings.outcomes();
        List<NodeCheck> after = check();
        long now = System.nanoTime();
        run.awaitPongs(
                valid,
                now + PoisonScenario.SETTLE.toNanos(),
                now + options.pongWait().toNanos());
        run.writeRaw(
                "fuzz.tsv",
                FuzzOutcome.HEADER,
                outcomes.stream().map(FuzzOutcome::toLine).toList());
        run.writeRaw(
                "fuzz-pings.tsv",
                PingOutcome.HEADER,
                valid.stream().map(PingOutcome::toLine).toList());
        writeFindings(mutator, outcomes);
        return result(outcomes, took, valid, after);
    }

    private FuzzResult result(
            List<FuzzOutcome> outcomes, Duration took, List<PingOutcome> valid, List<NodeCheck> after) {
        FaultOptions options = run.options();
        FuzzAnalysis analysis = new FuzzAnalysis(outcomes);
        return new FuzzResult(
                options.seed(),
                outcomes.size(),
                took,
                options.fuzzConcurrency(),
                analysis.byStatus(),
                analysis.perMutation(),
                analysis.notSoap(),
                analysis.serverErrorsWithoutFault(),
                analysis.noAnswer(),
                analysis.latency(),
                analysis.findings(),
                Accounting.tally(valid, run.pongs()),
                after);
    }

    private List<FuzzOutcome> send(Mutator mutator) {
        FaultOptions options = run.options();
        List<Target> targets = run.cluster().targets();
        List<CompletableFuture<FuzzOutcome>> pending = new ArrayList<>(options.fuzzCount());
        try (EbmsClient client = new EbmsClient(options.fuzzConcurrency(), options.answerTimeout())) {
            for (int i = 0; i < options.fuzzCount(); i++) {
                FuzzInput input = mutator.input(i);
                Target target = targets.get(i % targets.size());
                pending.add(client.sendWhenFree(target.endpoint(), input.request())
                        .thenApply(answer -> FuzzOutcome.of(input, target.node(), answer)));
                if ((i + 1) % 10_000 == 0) {
                    System.out.println("fuzz: " + (i + 1) + " inputs sent");
                }
            }
            return pending.stream().map(CompletableFuture::join).toList();
        }
    }

    /** Each node: still running, and what a valid Ping gets now. */
    private List<NodeCheck> check() {
        List<NodeCheck> checks = new ArrayList<>();
        for (Node node : run.cluster().nodes()) {
            boolean alive = node.isAlive();
            Answer answer = run.readiness().probe(node);
            checks.add(new NodeCheck(node.name(), alive, answer.accepted(), answer.reason()));
        }
        return checks;
    }

    /** The first findings' requests, made again from the seed: headers, a blank line, the body as sent. */
    private void writeFindings(Mutator mutator, List<FuzzOutcome> outcomes) {
        Path folder = run.work().resolve("fuzz-findings");
        List<FuzzOutcome> findings = outcomes.stream()
                .filter(FuzzOutcome::finding)
                .limit(FINDING_FILES)
                .toList();
        if (findings.isEmpty()) {
            return;
        }
        try {
            Files.createDirectories(folder);
            for (FuzzOutcome finding : findings) {
                Request request = mutator.input(finding.index()).request();
                ByteArrayOutputStream file = new ByteArrayOutputStream();
                file.write(("Content-Type: " + request.contentType() + "\nSOAPAction: " + request.soapAction()
                                + "\nX-Answer: " + finding.answer().reason() + "\n\n")
                        .getBytes(StandardCharsets.UTF_8));
                file.write(request.body());
                Files.write(
                        folder.resolve("input-" + finding.index() + "-" + finding.mutation() + ".http"),
                        file.toByteArray());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the fuzz findings to " + folder, e);
        }
    }
}
