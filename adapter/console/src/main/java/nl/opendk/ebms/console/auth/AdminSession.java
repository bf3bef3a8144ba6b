package nl.opendk.ebms.console.auth;

import java.time.Instant;

/**
 * A signed-in browser: who, the token its state-changing calls must echo in {@code X-CSRF-Token} (OWASP CSRF
 * Prevention Cheat Sheet, synchronizer token), and its time limits.
 */
public record AdminSession(String user, String csrfToken, Instant created, Instant lastSeen) {

    AdminSession touched(Instant now) {
        return new AdminSession(user, csrfToken, created, now);
    }
}
