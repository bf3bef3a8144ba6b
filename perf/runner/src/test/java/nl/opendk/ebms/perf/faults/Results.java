package nl.opendk.ebms.perf.faults;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.cluster.Startup;
import nl.opendk.ebms.perf.hostile.Hostility;
import nl.opendk.ebms.perf.hostile.Mutation;
import nl.opendk.ebms.perf.stats.LatencySummary;

/** Scenario results as a run could have them, for the report tests. */
final class Results {

    static final FaultOptions OPTIONS = new FaultOptions(
            3,
            300,
            FaultOptions.ALL,
            Duration.ofMinutes(2),
            Duration.ofSeconds(5),
            Duration.ofSeconds(15),
            Duration.ofSeconds(30),
            Duration.ofSeconds(20),
            130,
            100_000,
            16,
            10,
            8000,
            Duration.ofSeconds(30),
            1,
            Duration.ofSeconds(30),
            32);

    private Results() {}

    static Tally tally(long sent, long accepted, long lost, long duplicated) {
        Map<String, Long> refused = new LinkedHashMap<>();
        if (sent > accepted) {
            refused.put("connection refused", sent - accepted);
        }
        return new Tally(
                sent,
                accepted,
                refused,
                accepted - lost,
                lost,
                duplicated,
                duplicated,
                0,
                0,
                new LatencySummary(sent, 1, 5, 4, 9, 120, 480),
                0,
                0,
                lost > 0 ? List.of("x@perf.test (n3)") : List.of(),
                List.of());
    }

    static KillResult kill(long duplicated) {
        return new KillResult(
                tally(36_000, 34_900, 0, duplicated),
                "n3",
                Duration.ofSeconds(40),
                Duration.ofSeconds(5),
                new Startup(9_100, 9_300),
                Map.of("connection refused", 500L),
                new LinkedHashMap<>(Map.of("HTTP 404 (not a SOAP envelope)", 36L)),
                32,
                Duration.ofSeconds(30),
                Duration.ofSeconds(62));
    }

    static OutageResult outage(long longest, long over2s) {
        return new OutageResult(
                tally(36_000, 35_000, 0, 2),
                Duration.ofSeconds(15),
                Duration.ofSeconds(30),
                Duration.ofMillis(500),
                Duration.ofSeconds(7),
                Duration.ofSeconds(22),
                6_600,
                longest,
                over2s,
                Map.of("HTTP 204", 6_600L),
                new LinkedHashMap<>(Map.of("n1", 3_400L, "n2", -1L)),
                96,
                Duration.ofSeconds(30),
                Duration.ofSeconds(60));
    }

    static PoisonResult poison(long validRefused, long hostileRetryable) {
        return new PoisonResult(
                130,
                12,
                tally(1_430, 1_430 - validRefused, 0, 0),
                List.of(
                        new HostileSummary(
                                Hostility.CPA_ID,
                                10,
                                Map.of("HTTP 200 ebMS ValueNotRecognized at //Header/MessageHeader/CPAId", 10L),
                                Map.of(),
                                10,
                                0,
                                0,
                                0),
                        new HostileSummary(
                                Hostility.CONVERSATION_ID,
                                10,
                                Map.of("HTTP 503 SOAP Fault Server: send it again later", hostileRetryable),
                                Map.of(),
                                10 - hostileRetryable,
                                hostileRetryable,
                                0,
                                0)));
    }

    static FuzzResult fuzz(long notSoap) {
        return new FuzzResult(
                1,
                100_000,
                Duration.ofSeconds(300),
                16,
                Map.of("HTTP 500", 100_000L - notSoap, "HTTP 404", notSoap),
                List.of(new MutationRow(Mutation.TRUNCATE, 7_693, Map.of("HTTP 500", 7_693L), 0, 120)),
                notSoap,
                0,
                0,
                new LatencySummary(100_000, 1, 10, 8, 20, 90, 700),
                notSoap > 0 ? List.of("input 7 (TRUNCATE, ping, cut at 12 of 900 bytes) to n2: HTTP 404") : List.of(),
                tally(3_000, 3_000, 0, 0),
                List.of(new NodeCheck("n1", true, true, "HTTP 204"), new NodeCheck("n2", true, true, "HTTP 204")));
    }
}
