package nl.opendk.ebms.console.api;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.Locale;

/**
 * Query parameters of the REST API read strictly: a blank value is no filter, anything else must parse, and a value
 * that does not throws {@link IllegalArgumentException} with a message the caller can act on (the API answers 400).
 */
public final class ApiQuery {

    private ApiQuery() {}

    /** The constant whose name is the value in any case, e.g. {@code failed} for FAILED. */
    public static <E extends Enum<E>> E enumValue(Class<E> type, String name, String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Enum.valueOf(type, value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(name + " '" + value + "' is not one of "
                    + Arrays.stream(type.getEnumConstants())
                            .map(c -> c.name().toLowerCase(Locale.ROOT))
                            .toList());
        }
    }

    public static Instant instant(String name, String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Instant.parse(value.trim());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(name + " must be a UTC time such as 2026-01-31T12:00:00Z");
        }
    }

    public static Long number(String name, String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a number, was '" + value + "'");
        }
    }

    public static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.trim();
    }

    /** A page size: the default when blank, else 1 to {@code max}. */
    public static int limit(String value, int defaultLimit, int max) {
        int size = value == null || value.isBlank()
                ? defaultLimit
                : number("limit", value).intValue();
        if (size < 1 || size > max) {
            throw new IllegalArgumentException("limit must be 1.." + max);
        }
        return size;
    }
}
