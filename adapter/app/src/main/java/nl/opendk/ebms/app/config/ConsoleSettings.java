package nl.opendk.ebms.app.config;

import java.time.Duration;

/**
 * The operator's console: admin UI sign-in, sessions, Hawtio and the outbox gauge. Keys and defaults are in the
 * README ("Admin UI", "Hawtio", "Health and metrics"); {@code admin.users} is read here and never logged.
 *
 * @param users the {@code admin.users} value (name:hash pairs), blank for the first-run account
 * @param secureCookie whether the session cookie carries Secure; only false for plain-HTTP use away from localhost
 * @param basicCacheFor how long a successful HTTP Basic check is remembered, sparing PBKDF2 on every script call
 */
public record ConsoleSettings(
        String users,
        Duration sessionIdleTimeout,
        Duration sessionMaxAge,
        boolean secureCookie,
        int loginMaxFailures,
        Duration loginLockout,
        Duration basicCacheFor,
        boolean hawtioEnabled,
        Duration outboxGaugeCache) {

    public static ConsoleSettings from(Settings settings) {
        return new ConsoleSettings(
                settings.text("admin.users", ""),
                settings.duration("admin.session.idle-timeout", Duration.ofMinutes(30)),
                settings.duration("admin.session.max-age", Duration.ofHours(12)),
                settings.flag("admin.session.secure-cookie", true),
                settings.integer("admin.login.max-failures", 5),
                settings.duration("admin.login.lockout", Duration.ofMinutes(15)),
                settings.duration("admin.basic-auth.cache", Duration.ofMinutes(5)),
                settings.flag("hawtio.enabled", true),
                settings.duration("metrics.outbox-depth.cache", Duration.ofSeconds(5)));
    }
}
