package nl.opendk.ebms.perf.run;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The command line of perf/run: a command, then {@code --name value} options (a few are flags without value).
 * Durations are ISO-8601 (PT30M, PT90S); lists are comma-separated; the CPU sets of cpu-scaling are separated by
 * semicolons ("0;0,1"). Unknown options are refused, so a typo cannot silently run the default.
 */
public final class Arguments {

    static final Set<String> FLAGS = Set.of("keep-db", "publish");
    static final Set<String> OPTIONS = Set.of(
            "hold",
            "ramp",
            "message",
            "payload-bytes",
            "arrivals",
            "rates",
            "step-hold",
            "clients",
            "sizes",
            "cpu-sets",
            "cpus",
            "db-url",
            "db-user",
            "db-password",
            "db-pid",
            "adapter-jar",
            "adapter-jvm",
            "cpu-profile",
            "adapter-property",
            "open-threads",
            "pong-wait",
            "pong-late",
            "p99-limit",
            "seed",
            "results",
            "work",
            "api-user",
            "api-password",
            "sample-interval",
            "java",
            "jmh",
            "warmup",
            "nodes",
            "rate",
            "scenarios",
            "length",
            "down",
            "outage",
            "poison-rounds",
            "fuzz-count",
            "fuzz-concurrency",
            "fuzz-ping-rate",
            "concurrency",
            "answer-timeout",
            "db-stop-command",
            "db-start-command",
            "jfr",
            "out",
            "from",
            "to",
            "title",
            "rows",
            "last",
            "focus",
            "generator",
            "target",
            "sink-host");

    private final String command;
    private final List<String> raw;
    private final Map<String, List<String>> values;

    private Arguments(String command, List<String> raw, Map<String, List<String>> values) {
        this.command = command;
        this.raw = raw;
        this.values = values;
    }

    public static Arguments parse(String... args) {
        if (args.length == 0 || args[0].startsWith("--")) {
            throw new IllegalArgumentException("the first argument is the command");
        }
        Map<String, List<String>> values = new LinkedHashMap<>();
        for (int i = 1; i < args.length; i++) {
            String name = option(args[i]);
            if (FLAGS.contains(name)) {
                values.computeIfAbsent(name, k -> new ArrayList<>()).add("true");
            } else if (OPTIONS.contains(name) && i + 1 < args.length) {
                values.computeIfAbsent(name, k -> new ArrayList<>()).add(args[++i]);
            } else {
                throw new IllegalArgumentException(
                        OPTIONS.contains(name)
                                ? "--" + name + " needs a value"
                                : "unknown option --" + name + "; known: " + new java.util.TreeSet<>(OPTIONS) + " "
                                        + FLAGS);
            }
        }
        return new Arguments(args[0], List.of(args), values);
    }

    private static String option(String arg) {
        if (!arg.startsWith("--") || arg.length() == 2) {
            throw new IllegalArgumentException("expected an option (--name), got " + arg);
        }
        return arg.substring(2);
    }

    public String command() {
        return command;
    }

    /** The command line as typed after perf/run, with a password masked. */
    public String commandLine() {
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < raw.size(); i++) {
            boolean secret = i > 0
                    && (raw.get(i - 1).equals("--db-password") || raw.get(i - 1).equals("--api-password"));
            String arg = raw.get(i);
            if (secret) {
                shown.add("***");
            } else {
                shown.add(arg.matches("[A-Za-z0-9_./:=,@%+-]+") ? arg : "'" + arg.replace("'", "'\\''") + "'");
            }
        }
        return "perf/run " + String.join(" ", shown);
    }

    public boolean flag(String name) {
        return values.containsKey(name);
    }

    public String text(String name, String fallback) {
        List<String> given = values.get(name);
        return given == null ? fallback : given.get(given.size() - 1);
    }

    public Duration duration(String name, Duration fallback) {
        String text = text(name, null);
        try {
            return text == null ? fallback : Duration.parse(text);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("--" + name + " is an ISO-8601 duration such as PT30M, not " + text);
        }
    }

    public long number(String name, long fallback) {
        String text = text(name, null);
        try {
            return text == null ? fallback : Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--" + name + " is a whole number, not " + text);
        }
    }

    public List<Double> numbers(String name, List<Double> fallback) {
        String text = text(name, null);
        try {
            return text == null
                    ? fallback
                    : Arrays.stream(text.split(","))
                            .map(String::trim)
                            .map(Double::parseDouble)
                            .toList();
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--" + name + " is a comma-separated list of numbers, not " + text);
        }
    }

    /** Every value of a repeatable {@code key=value} option. */
    public Map<String, String> properties(String name) {
        Map<String, String> properties = new HashMap<>();
        for (String value : values.getOrDefault(name, List.of())) {
            int equals = value.indexOf('=');
            if (equals < 1) {
                throw new IllegalArgumentException("--" + name + " takes key=value, not " + value);
            }
            properties.put(value.substring(0, equals), value.substring(equals + 1));
        }
        return properties;
    }
}
