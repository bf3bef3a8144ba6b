package nl.opendk.ebms.perf.run;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.faults.FaultOptions;
import nl.opendk.ebms.perf.faults.FaultSuite;
import nl.opendk.ebms.perf.faults.SuiteSetup;

/**
 * perf/run faults: the fault and reliability scenarios on several adapter nodes sharing one database (see
 * perf/README.md). Reads the options here; the suite itself is in the faults package.
 */
final class FaultsCommand {

    /** outbox.lease and outbox.send.concurrency when --adapter-property does not set them: the adapter's defaults. */
    static final Duration DEFAULT_LEASE = Duration.ofMinutes(2);

    static final int DEFAULT_SEND_CONCURRENCY = 32;

    private FaultsCommand() {}

    static int run(Settings settings) {
        FaultOptions options = options(settings.arguments(), settings.adapter().properties());
        try {
            return FaultSuite.run(setup(settings), options);
        } catch (RuntimeException e) {
            System.err.println("perf/run faults could not run: " + e.getMessage());
            e.printStackTrace();
            return 2;
        }
    }

    static FaultOptions options(Arguments arguments, Map<String, String> adapterProperties) {
        return new FaultOptions(
                (int) arguments.number("nodes", 3),
                arguments.numbers("rate", List.of(300.0)).get(0),
                Arrays.stream(arguments
                                .text("scenarios", String.join(",", FaultOptions.ALL))
                                .split(","))
                        .map(String::trim)
                        .filter(name -> !name.isEmpty())
                        .toList(),
                arguments.duration("length", Duration.ofMinutes(2)),
                arguments.duration("down", Duration.ofSeconds(5)),
                arguments.duration("outage", Duration.ofSeconds(15)),
                arguments.duration("pong-wait", Duration.ofSeconds(30)),
                arguments.duration("warmup", Duration.ofSeconds(20)),
                (int) arguments.number("poison-rounds", 130),
                (int) arguments.number("fuzz-count", 100_000),
                (int) arguments.number("fuzz-concurrency", 16),
                arguments.numbers("fuzz-ping-rate", List.of(10.0)).get(0),
                (int) arguments.number("concurrency", 8000),
                arguments.duration("answer-timeout", Duration.ofSeconds(30)),
                arguments.number("seed", 1),
                Duration.parse(adapterProperties.getOrDefault("outbox.lease", DEFAULT_LEASE.toString())),
                Integer.parseInt(adapterProperties.getOrDefault(
                        "outbox.send.concurrency", String.valueOf(DEFAULT_SEND_CONCURRENCY))));
    }

    private static SuiteSetup setup(Settings settings) {
        Arguments arguments = settings.arguments();
        String url = arguments.text("db-url", null);
        return new SuiteSetup(
                settings.repository(),
                settings.java(),
                settings.sinkJar(),
                settings.adapter(),
                settings.apiUser(),
                settings.apiPassword(),
                settings.workRoot(),
                settings.results(),
                url == null
                        ? null
                        : new SuiteSetup.ExternalDatabaseSpec(
                                url,
                                arguments.text("db-user", null),
                                arguments.text("db-password", null),
                                arguments.text("db-stop-command", null),
                                arguments.text("db-start-command", null)),
                arguments.commandLine());
    }
}
