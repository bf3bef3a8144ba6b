package nl.opendk.ebms.perf.jmeter;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JMeter installation jmeter-maven-plugin's configure goal builds (perf/run runs it with -Dperf.jmeter). The
 * plugin puts it in a folder with a random name and records that folder in target/config.json.
 */
public record JMeterHome(Path home, Path jar) {

    private static final Pattern DIRECTORY = Pattern.compile("\"jmeterDirectoryPath\"\\s*:\\s*\"([^\"]+)\"");
    private static final Pattern JAR = Pattern.compile("\"runtimeJarName\"\\s*:\\s*\"([^\"]+)\"");

    /** @param config perf/jmeter/target/config.json */
    public static JMeterHome fromPluginConfig(Path config) {
        String json;
        try {
            json = Files.readString(config);
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "no JMeter installation: " + config
                            + " is missing; run ./mvnw -B -pl perf/jmeter -Dperf.jmeter package (perf/run does)",
                    e);
        }
        Matcher directory = DIRECTORY.matcher(json);
        Matcher jar = JAR.matcher(json);
        if (!directory.find() || !jar.find()) {
            throw new IllegalStateException(config + " does not name the JMeter directory and jar");
        }
        Path home = Path.of(directory.group(1));
        return new JMeterHome(home, home.resolve("bin").resolve(jar.group(1)));
    }

    /** "5.6.3", from the jar's name ApacheJMeter-5.6.3.jar. */
    public String version() {
        String name = jar.getFileName().toString();
        return name.replaceFirst("^ApacheJMeter-", "").replaceFirst("\\.jar$", "");
    }
}
