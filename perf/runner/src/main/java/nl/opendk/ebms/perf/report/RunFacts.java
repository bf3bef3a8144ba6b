package nl.opendk.ebms.perf.report;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.perf.machine.GitState;
import nl.opendk.ebms.perf.machine.MachineFacts;

/**
 * What every report states about its run, so a figure can be judged and repeated: the exact command, when, which
 * commit (and whether the tree was dirty), the machine, Java, and how each process was started.
 *
 * @param adapters one line per adapter process: its CPU pinning and command line; empty without a load run
 * @param database the database server and whether its CPU was measured; null without a load run
 * @param jmeter JMeter's version, the plan and the arrival settings; null without a load run
 * @param files where the raw material is: JTLs, logs, GC logs, the Pong records
 */
public record RunFacts(
        String command,
        String started,
        String finished,
        GitState git,
        MachineFacts machine,
        List<String> adapters,
        String database,
        String jmeter,
        String files) {

    private static final DateTimeFormatter UTC =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneOffset.UTC);

    /** An instant as every report writes its run's start and end: to the second, in UTC. */
    public static String utc(Instant instant) {
        return UTC.format(instant);
    }

    public RunFacts {
        adapters = List.copyOf(adapters);
    }

    public void write(Markdown md) {
        md.heading(2, "Run");
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("command", Markdown.code(command)));
        rows.add(List.of("time (UTC)", started + " to " + finished));
        rows.add(List.of("commit", git.describe()));
        rows.add(List.of(
                "machine",
                machine.cpus() + " CPUs (" + machine.cpuModel() + "), " + machine.memoryMb() + " MB memory, "
                        + machine.kernel()));
        rows.add(List.of("Java (adapter, JMeter, sink)", machine.javaVersion()));
        adapters.forEach(adapter -> rows.add(List.of("adapter", adapter)));
        if (database != null) {
            rows.add(List.of("database", database));
        }
        if (jmeter != null) {
            rows.add(List.of("load generator", jmeter));
        }
        rows.add(List.of("raw files", files));
        md.facts(rows);
        if (!adapters.isEmpty() && jmeter != null) {
            md.paragraph("Adapter, database, JMeter and the Pong sink share this machine: their CPU use is reported"
                    + " side by side below, and other users of the machine show in \"machine busy\".");
        }
    }
}
