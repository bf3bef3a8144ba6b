package nl.opendk.ebms.component.config;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * One configuration key, defined once: its name, the environment variable that may set it, its default, its unit
 * and what it means. The {@link Settings} readers take name and default from here, and the README's configuration
 * tables are made from these definitions (a test fails when they differ).
 *
 * @param defaultValue the default as it would be written in the configuration; null when there is none, or when the
 *     reader works it out (then {@code shownDefault} says how)
 * @param shownDefault how the README shows the default when the value alone does not say it; null to show the value
 * @param environment the environment variable that sets the key when no property does; null when none does
 * @param secret true when the value must never be shown: it is masked wherever settings are logged or shown
 * @param readByCamel true when Camel Main reads the key itself (its HTTP and management servers), so the default
 *     must reach Camel's properties, not only the adapter's readers
 * @param <T> what the value is read as
 */
public record ConfigKey<T>(
        String name,
        ConfigSection section,
        Unit unit,
        Function<String, T> parser,
        String defaultValue,
        String shownDefault,
        String environment,
        boolean secret,
        boolean readByCamel,
        String meaning) {

    /** What a secret's value is shown as. */
    public static final String MASK = "****";

    /** Where the number goes in the name of a numbered key. */
    public static final String NUMBER = "<n>";

    public ConfigKey {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(section, "section");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(parser, "parser");
        Objects.requireNonNull(meaning, "meaning");
    }

    /** Starts the definition of a key in a section; it ends with the method naming its unit. */
    public static Builder in(ConfigSection section, String name) {
        return new Builder(section, name);
    }

    /** The value as it may appear in a log line or error message: secrets masked. */
    public String shown(String value) {
        return secret && value != null && !value.isEmpty() ? MASK : value;
    }

    /** The value read as its unit says; a value that does not parse names the key and what it must be. */
    public T parse(String value) {
        try {
            return parser.apply(value);
        } catch (IllegalArgumentException | DateTimeParseException e) {
            throw new IllegalArgumentException(
                    name + " must be " + unit.expected() + ", was '" + shown(value) + "'", e);
        }
    }

    /** For keys numbered by the operator ({@code backend.messages.route.<n>.uri}): the key with its number. */
    public ConfigKey<T> numbered(int number) {
        if (!name.contains(NUMBER)) {
            throw new IllegalStateException(name + " is not a numbered key");
        }
        return new ConfigKey<>(
                name.replace(NUMBER, String.valueOf(number)),
                section,
                unit,
                parser,
                defaultValue,
                shownDefault,
                environment,
                secret,
                readByCamel,
                meaning);
    }

    /** What a value is measured in; the README shows it, and it decides how the value is read. */
    public enum Unit {
        DURATION("ISO-8601 duration", "an ISO-8601 duration such as PT30S"),
        BYTES("bytes", "a whole number of bytes"),
        COUNT("count", "a whole number"),
        PORT("TCP port", "a port number"),
        SECONDS("seconds", "a whole number of seconds"),
        FLAG("`true` / `false`", "true or false"),
        TEXT("text", "text"),
        LIST("comma-separated", "a comma-separated list"),
        PATH("file path", "a file path"),
        URI("URI", "a URI");

        private final String label;
        private final String expected;

        Unit(String label, String expected) {
            this.label = label;
            this.expected = expected;
        }

        /** How the README names the unit. */
        public String label() {
            return label;
        }

        String expected() {
            return expected;
        }
    }

    /** Collects the optional parts of a definition; the unit method makes the key. */
    public static final class Builder {
        private final ConfigSection section;
        private final String name;
        private String environment;
        private String shownDefault;
        private boolean secret;
        private boolean readByCamel;

        private Builder(ConfigSection section, String name) {
            this.section = section;
            this.name = name;
        }

        public Builder env(String variable) {
            this.environment = variable;
            return this;
        }

        public Builder shown(String defaultAsShown) {
            this.shownDefault = defaultAsShown;
            return this;
        }

        public Builder secret() {
            this.secret = true;
            return this;
        }

        public Builder readByCamel() {
            this.readByCamel = true;
            return this;
        }

        public ConfigKey<Duration> duration(String defaultValue, String meaning) {
            return make(Unit.DURATION, Duration::parse, defaultValue, meaning);
        }

        public ConfigKey<Integer> bytes(String defaultValue, String meaning) {
            return make(Unit.BYTES, Integer::parseInt, defaultValue, meaning);
        }

        /** A size that may pass 2 GiB: disk space, file sizes. */
        public ConfigKey<Long> largeBytes(String defaultValue, String meaning) {
            return make(Unit.BYTES, Long::parseLong, defaultValue, meaning);
        }

        public ConfigKey<Integer> count(String defaultValue, String meaning) {
            return make(Unit.COUNT, Integer::parseInt, defaultValue, meaning);
        }

        public ConfigKey<Integer> port(String defaultValue, String meaning) {
            return make(Unit.PORT, Integer::parseInt, defaultValue, meaning);
        }

        public ConfigKey<Integer> seconds(String defaultValue, String meaning) {
            return make(Unit.SECONDS, Integer::parseInt, defaultValue, meaning);
        }

        public ConfigKey<Boolean> flag(String defaultValue, String meaning) {
            return make(Unit.FLAG, Builder::parseFlag, defaultValue, meaning);
        }

        public ConfigKey<String> text(String defaultValue, String meaning) {
            return make(Unit.TEXT, Function.identity(), defaultValue, meaning);
        }

        public ConfigKey<String> path(String defaultValue, String meaning) {
            return make(Unit.PATH, Function.identity(), defaultValue, meaning);
        }

        public ConfigKey<String> uri(String defaultValue, String meaning) {
            return make(Unit.URI, Function.identity(), defaultValue, meaning);
        }

        public ConfigKey<List<String>> list(String defaultValue, String meaning) {
            return make(Unit.LIST, Builder::parseList, defaultValue, meaning);
        }

        private <T> ConfigKey<T> make(Unit unit, Function<String, T> parser, String defaultValue, String meaning) {
            return new ConfigKey<>(
                    name, section, unit, parser, defaultValue, shownDefault, environment, secret, readByCamel, meaning);
        }

        private static boolean parseFlag(String value) {
            if (!value.equalsIgnoreCase("true") && !value.equalsIgnoreCase("false")) {
                throw new IllegalArgumentException("not true or false");
            }
            return Boolean.parseBoolean(value);
        }

        private static List<String> parseList(String value) {
            return Arrays.stream(value.split(","))
                    .map(String::trim)
                    .filter(item -> !item.isEmpty())
                    .toList();
        }
    }
}
