package nl.opendk.ebms.console;

import java.time.Duration;

/**
 * The operator's console: admin UI sign-in, sessions, Hawtio and the outbox gauge. Keys and defaults are defined in the
 * adapter's configuration (its ConsoleKeys), which reads them; {@code admin.users} is never logged.
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

    /** Never shows the users' hashes, wherever the settings end up. */
    @Override
    public String toString() {
        return "ConsoleSettings[users=" + (users.isBlank() ? "" : "****") + ", sessionIdleTimeout="
                + sessionIdleTimeout + ", sessionMaxAge=" + sessionMaxAge + ", secureCookie=" + secureCookie
                + ", loginMaxFailures=" + loginMaxFailures + ", loginLockout=" + loginLockout + ", basicCacheFor="
                + basicCacheFor + ", hawtioEnabled=" + hawtioEnabled + ", outboxGaugeCache=" + outboxGaugeCache + "]";
    }
}
