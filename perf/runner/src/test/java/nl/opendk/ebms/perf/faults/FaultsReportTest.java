package nl.opendk.ebms.perf.faults;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.cluster.Startup;
import nl.opendk.ebms.perf.machine.GitState;
import nl.opendk.ebms.perf.machine.MachineFacts;
import org.junit.jupiter.api.Test;

class FaultsReportTest {

    @Test
    void aRunThatMetEveryTargetSaysSo() {
        String report = FaultsReport.render(
                input(List.of(Results.kill(3), Results.outage(1_500, 0), Results.poison(0, 0), Results.fuzz(0))));

        assertThat(report)
                .startsWith("# Perf faults")
                .contains("Every target that was measured was met.")
                .contains("| command | `perf/run faults --nodes 3` |")
                .contains("| commit | abc1234 |")
                .contains("| 0 lost (accepted without a Pong) | kill | 0 of 34900 accepted | yes |")
                .contains("| kill | 36000 | 34900 | 1100 | 34900 | 0 | 3 (3) | 0 | 4 / 120 / 480 ms |")
                .contains("| time to ready (process start to health 200 / to a Ping accepted) | 9100 ms / 9300 ms |")
                .contains("| HTTP 404 (not a SOAP envelope) | 0 | 36 |")
                .contains("| first Ping accepted by n2 after the database was back | none |")
                .contains("## poison: one hostile Ping among concurrent valid ones")
                .contains("## fuzz: mutated envelopes")
                .doesNotContain("admin.users")
                .contains("| kill | 62.5 % | 31.0 % |")
                .contains("outbox.lease=PT30S");
    }

    @Test
    void missedTargetsAreNamedInTheHeadlineAndMarked() {
        String report = FaultsReport.render(input(
                List.of(Results.kill(40), Results.outage(23_479, 1_676), Results.poison(43, 10), Results.fuzz(5))));

        assertThat(report)
                .contains("**Targets missed**: poison: 0 valid messages refused because of another message;")
                .contains("database: every answer while the database is down within 2 s")
                .contains("| every answer while the database is down within 2 s | database | longest 23479 ms;"
                        + " 1676 of 6600 over 2 s | **no** |")
                .contains("(1 killed node x outbox.send.concurrency 32) | kill | 40 Pings with more than one Pong"
                        + " (40 extra Pongs) | **no** |")
                .contains("- `input 7 (TRUNCATE, ping, cut at 12 of 900 bytes) to n2: HTTP 404`")
                .contains("0 of 20 refused for good; 10 retryable");
    }

    @Test
    void aSkippedOrFailedScenarioHasItsReasonAndNoFigures() {
        String report = FaultsReport.render(input(List.of(
                new ScenarioResult.NotRun("kill", false, "n3 stopped while starting"),
                new ScenarioResult.NotRun("database", true, "an external database needs --db-stop-command"))));

        assertThat(report)
                .contains("| kill | **failed**: n3 stopped while starting |")
                .contains("| database | skipped: an external database needs --db-stop-command |")
                .contains("| every answer while the database is down within 2 s | database | - | not run |")
                .doesNotContain("## kill: a node killed under load");
    }

    private static FaultsReport.ReportInput input(List<ScenarioResult> results) {
        Map<String, String> commands = new LinkedHashMap<>();
        commands.put("n1", "java -jar ebms-adapter.jar");
        commands.put("n2", "java -jar ebms-adapter.jar");
        return new FaultsReport.ReportInput(
                "perf/run faults --nodes 3",
                1_795_000_000_000L,
                1_795_000_900_000L,
                new GitState("abc1234", 0),
                new MachineFacts(2, "AMD EPYC", 24_105, "Linux 6.18", "openjdk version \"17.0.15\""),
                Results.OPTIONS,
                commands,
                List.of(new Startup(9_000, 9_200), new Startup(9_500, 9_700)),
                Map.of("outbox.lease", "PT30S", "admin.users", "perf:hash"),
                "11.4.5-MariaDB, embedded",
                "/work/perf/target/perf-runs/x-faults",
                List.of(),
                results,
                Map.of("kill", new CpuUse(62.5, 31.0)));
    }
}
