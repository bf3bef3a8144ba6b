package nl.opendk.ebms.perf.jmeter;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import nl.opendk.ebms.perf.process.RunningProcess;

/**
 * Runs JMeter headless (non-GUI) on the plugin-built installation: one test run per step, and the HTML dashboard
 * from the JTL afterwards, so that building the dashboard does not add to the CPU JMeter used under load. JMeter
 * gets a fixed 1 GB heap and UTC as its time zone (the plan writes eb:Timestamp with __time).
 */
public final class JMeter {

    /** What the plan saves per sample besides the standard columns; {@link Jtl} reads them back. */
    public static final String SAMPLE_VARIABLES = "stream,seq,sentAt,dueAt,phase";

    /** Longer than any run: see {@link #withResultSettings}. */
    static final Duration CONNECTION_LIFETIME = Duration.ofHours(24);

    private final JMeterHome home;
    private final Path java;

    public JMeter(JMeterHome home, Path java) {
        this.home = home;
        this.java = java;
    }

    public JMeterHome home() {
        return home;
    }

    /**
     * Starts the plan with the properties (written to a file next to the JTL) and system properties (-D, for what
     * JMeter reads only from there, such as its TLS client key store).
     */
    public RunningProcess start(
            Path plan,
            Map<String, String> properties,
            Map<String, String> systemProperties,
            Path jtl,
            Path work,
            String name) {
        Path propertiesFile = work.resolve(name + ".properties");
        write(propertiesFile, withResultSettings(properties));
        List<String> command = new ArrayList<>(base());
        new TreeMap<>(systemProperties).forEach((key, value) -> command.add("-D" + key + "=" + value));
        command.addAll(List.of(
                "-n",
                "-t",
                plan.toAbsolutePath().toString(),
                "-q",
                propertiesFile.toString(),
                "-l",
                jtl.toString(),
                "-j",
                work.resolve(name + "-jmeter.log").toString()));
        return RunningProcess.start("jmeter", command, home.home().resolve("bin"), work.resolve(name + "-jmeter.out"));
    }

    /** Builds the HTML dashboard of a JTL into an empty folder; @return JMeter's exit code. */
    public int dashboard(Path jtl, Path output, String title, Duration granularity, Path work) {
        Path propertiesFile = work.resolve("dashboard.properties");
        Map<String, String> properties = withResultSettings(Map.of());
        properties.put("jmeter.reportgenerator.report_title", title);
        properties.put("jmeter.reportgenerator.overall_granularity", String.valueOf(granularity.toMillis()));
        properties.put("jmeter.reportgenerator.apdex_satisfied_threshold", "100");
        properties.put("jmeter.reportgenerator.apdex_tolerated_threshold", "2000");
        write(propertiesFile, properties);
        List<String> command = new ArrayList<>(base());
        command.addAll(List.of(
                "-g",
                jtl.toString(),
                "-o",
                output.toString(),
                "-q",
                propertiesFile.toString(),
                "-j",
                work.resolve("dashboard-jmeter.log").toString()));
        RunningProcess process = RunningProcess.start(
                "jmeter dashboard", command, home.home().resolve("bin"), work.resolve("dashboard.out"));
        return process.waitFor(Duration.ofMinutes(20));
    }

    private List<String> base() {
        return List.of(
                java.toString(),
                "-Duser.timezone=UTC",
                "-Xms1g",
                "-Xmx1g",
                "-jar",
                home.jar().toString());
    }

    /**
     * CSV results with a header and the plan's sample variables; JMeter exits when the test ends even if a thread
     * lingers; connections stay open across a sender's iterations (JMeter closes them per iteration by default) and
     * for the whole run, as a partner MSH keeps its connections. JMeter's default lifetime of a connection is 60 s;
     * since all threads open theirs in the first seconds, every connection was renewed in the same second each
     * minute, and over mutual TLS those handshakes (an RSA signature on each side, a certificate path to check) showed
     * as a p99 spike every 60 s in the signed runs at 16d7c4e.
     */
    static Map<String, String> withResultSettings(Map<String, String> properties) {
        Map<String, String> all = new TreeMap<>(properties);
        all.put("jmeter.save.saveservice.output_format", "csv");
        all.put("jmeter.save.saveservice.print_field_names", "true");
        all.put("jmeter.save.saveservice.timestamp_format", "ms");
        all.put("sample_variables", SAMPLE_VARIABLES);
        all.put("jmeterengine.force.system.exit", "true");
        all.put("httpclient.reset_state_on_thread_group_iteration", "false");
        all.put("httpclient4.time_to_live", String.valueOf(CONNECTION_LIFETIME.toMillis()));
        all.put("summariser.interval", "10");
        return all;
    }

    private static void write(Path file, Map<String, String> properties) {
        StringBuilder text = new StringBuilder();
        properties.forEach((key, value) ->
                text.append(key).append('=').append(value.replace("\\", "\\\\")).append('\n'));
        try {
            Files.writeString(file, text, StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
