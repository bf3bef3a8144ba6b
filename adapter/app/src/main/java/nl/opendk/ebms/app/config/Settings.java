package nl.opendk.ebms.app.config;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.function.Function;

/**
 * Typed access to configuration keys. Every key has a default (see README "Configuration"); durations are
 * ISO-8601 (PT30S), sizes are bytes. A value that does not parse stops the start with a message naming the key.
 */
public final class Settings {

    private final Function<String, Optional<String>> source;

    public Settings(Function<String, Optional<String>> source) {
        this.source = source;
    }

    public String text(String key, String defaultValue) {
        return source.apply(key)
                .map(String::trim)
                .filter(value -> !value.isEmpty())
                .orElse(defaultValue);
    }

    public int integer(String key, int defaultValue) {
        String value = text(key, null);
        if (value == null) {
            return defaultValue;
        }
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " must be a whole number, was '" + value + "'");
        }
    }

    public boolean flag(String key, boolean defaultValue) {
        String value = text(key, null);
        if (value == null) {
            return defaultValue;
        }
        if (!value.equalsIgnoreCase("true") && !value.equalsIgnoreCase("false")) {
            throw new IllegalArgumentException(key + " must be true or false, was '" + value + "'");
        }
        return Boolean.parseBoolean(value);
    }

    public Duration duration(String key, Duration defaultValue) {
        String value = text(key, null);
        if (value == null) {
            return defaultValue;
        }
        try {
            return Duration.parse(value);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(
                    key + " must be an ISO-8601 duration such as PT30S, was '" + value + "'");
        }
    }
}
