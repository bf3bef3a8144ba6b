package nl.opendk.ebms.console;

import java.time.Duration;
import java.util.List;
import nl.opendk.ebms.component.config.ConfigKey;
import nl.opendk.ebms.component.config.ConfigSection;
import nl.opendk.ebms.component.config.Settings;

/**
 * The operator's console (README "Admin UI", "Hawtio", "Health and metrics"), and the one place that reads these keys
 * into {@link ConsoleSettings}. {@code admin.users} is a secret: it is never logged or shown.
 */
public final class ConsoleKeys {

    public static final ConfigKey<String> ADMIN_USERS = admin("admin.users")
            .env("EBMS_ADMIN_USERS")
            .secret()
            .shown("empty: first-run account")
            .text(null, "`name:hash` pairs separated by commas; hashes from `HashPassword`");
    public static final ConfigKey<Duration> SESSION_IDLE_TIMEOUT =
            admin("admin.session.idle-timeout").duration("PT30M", "a session ends after this long without a request");
    public static final ConfigKey<Duration> SESSION_MAX_AGE =
            admin("admin.session.max-age").duration("PT12H", "a session ends this long after sign-in, used or not");
    public static final ConfigKey<Boolean> SECURE_COOKIE = admin("admin.session.secure-cookie")
            .env("EBMS_ADMIN_SECURE_COOKIE")
            .flag(
                    "true",
                    "`Secure` on the session cookie. Browsers accept it over plain HTTP only on"
                            + " `localhost`/`127.0.0.1`; set `false` only to use the UI over plain HTTP from elsewhere"
                            + " (then passwords cross the network unencrypted)");
    public static final ConfigKey<Integer> LOGIN_MAX_FAILURES = admin("admin.login.max-failures")
            .count("5", "wrong passwords per user name before throttling (four times as many per client address)");
    public static final ConfigKey<Duration> LOGIN_LOCKOUT =
            admin("admin.login.lockout").duration("PT15M", "how long throttling lasts after the last wrong password");
    public static final ConfigKey<Duration> BASIC_AUTH_CACHE =
            admin("admin.basic-auth.cache").duration("PT5M", "how long a successful HTTP Basic check is remembered");
    public static final ConfigKey<Boolean> HAWTIO_ENABLED = ConfigKey.in(ConfigSection.HAWTIO, "hawtio.enabled")
            .env("EBMS_HAWTIO_ENABLED")
            .flag(
                    "true",
                    "start Hawtio at `/hawtio/` once the adapter is ready; `false` saves its memory and the CPU of its start");
    public static final ConfigKey<Duration> OUTBOX_GAUGE_CACHE = ConfigKey.in(
                    ConfigSection.MANAGEMENT, "metrics.outbox-depth.cache")
            .duration(
                    "PT5S", "the outbox and back-end backlog gauges are queries (COUNT, MIN): read at most this often");

    /** In the order the README shows them. */
    public static final List<ConfigKey<?>> KEYS = List.of(
            ADMIN_USERS,
            SESSION_IDLE_TIMEOUT,
            SESSION_MAX_AGE,
            SECURE_COOKIE,
            LOGIN_MAX_FAILURES,
            LOGIN_LOCKOUT,
            BASIC_AUTH_CACHE,
            HAWTIO_ENABLED,
            OUTBOX_GAUGE_CACHE);

    private ConsoleKeys() {}

    /** The console's settings, every key read with its default from here. */
    public static ConsoleSettings read(Settings settings) {
        return new ConsoleSettings(
                settings.find(ADMIN_USERS).orElse(""),
                settings.get(SESSION_IDLE_TIMEOUT),
                settings.get(SESSION_MAX_AGE),
                settings.get(SECURE_COOKIE),
                settings.get(LOGIN_MAX_FAILURES),
                settings.get(LOGIN_LOCKOUT),
                settings.get(BASIC_AUTH_CACHE),
                settings.get(HAWTIO_ENABLED),
                settings.get(OUTBOX_GAUGE_CACHE));
    }

    private static ConfigKey.Builder admin(String name) {
        return ConfigKey.in(ConfigSection.ADMIN, name);
    }
}
