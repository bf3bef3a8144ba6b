package nl.opendk.ebms.perf.run;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.perf.machine.GitState;
import nl.opendk.ebms.perf.machine.HandOffCost;
import nl.opendk.ebms.perf.machine.MachineFacts;
import nl.opendk.ebms.perf.report.Markdown;
import nl.opendk.ebms.perf.report.ResultFiles;
import nl.opendk.ebms.perf.report.RunFacts;

/**
 * perf/run handoff: the CPU this machine spends each time work passes to a sleeping thread ({@link HandOffCost}), at
 * pauses from 1 µs (the taker never falls asleep) to 1 ms (it always does), three readings each. It needs no
 * adapter and takes about a minute and a half.
 */
final class HandOffCommand {

    /** From "never asleep" to "always asleep"; a Ping's threads at 1,000 Pings/s wait about a millisecond. */
    static final List<Duration> PAUSES =
            List.of(Duration.ofNanos(1_000), Duration.ofNanos(20_000), Duration.ofNanos(100_000), Duration.ofMillis(1));

    static final int ITEMS = 20_000;
    private static final int READINGS = 3;

    private HandOffCommand() {}

    static int run(Settings settings) {
        Instant started = Instant.now();
        // the first pass compiles the loops; it is not reported
        HandOffCost.measure(PAUSES.get(0), ITEMS);
        List<HandOffCost.Reading> readings = new ArrayList<>();
        for (Duration pause : PAUSES) {
            for (int i = 0; i < READINGS; i++) {
                HandOffCost.Reading reading = HandOffCost.measure(pause, ITEMS);
                System.out.printf(
                        "pause %d µs: %.1f µs of CPU per hand-off%n", pause.toNanos() / 1000, reading.totalMicros());
                readings.add(reading);
            }
        }
        GitState git = GitState.of(settings.repository());
        ResultFiles files =
                ResultFiles.choose(settings.repository(), settings.results(), started, "handoff", git.commit());
        Markdown md = new Markdown().heading(1, "Perf hand-off: what waking a sleeping thread costs this machine");
        new RunFacts(
                        settings.arguments().commandLine(),
                        RunFacts.utc(started),
                        RunFacts.utc(Instant.now()),
                        git,
                        MachineFacts.detect(settings.java()),
                        List.of(),
                        null,
                        null,
                        "none: every reading is in the table")
                .write(md);
        md.heading(2, "CPU per hand-off")
                .table(
                        List.of("pause between items", "items", "waker µs", "sleeper µs", "CPU µs per hand-off"),
                        rows(readings));
        md.paragraph("One thread puts items on a LinkedBlockingQueue (as the adapter's worker pools and seda queues"
                + " do) with a busy pause between them; another takes them and sleeps in between. The waker's µs are"
                + " its CPU beyond the pause (the system call that wakes the other), the sleeper's all of its CPU"
                + " (woken, switched to, asleep again), both from the kernel's accounting per thread. With a pause"
                + " of 1 µs the taker never falls asleep; from 100 µs on it always does.");
        files.write(md.toString());
        System.out.println("report: " + files.report());
        return 0;
    }

    static List<List<String>> rows(List<HandOffCost.Reading> readings) {
        List<List<String>> rows = new ArrayList<>();
        for (HandOffCost.Reading reading : readings) {
            rows.add(List.of(
                    Markdown.decimal(reading.pause().toNanos() / 1000.0, 0) + " µs",
                    Markdown.count(reading.items()),
                    Markdown.decimal(reading.wakerMicros(), 1),
                    Markdown.decimal(reading.sleeperMicros(), 1),
                    Markdown.decimal(reading.totalMicros(), 1)));
        }
        return rows;
    }
}
