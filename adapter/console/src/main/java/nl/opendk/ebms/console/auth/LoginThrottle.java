package nl.opendk.ebms.console.auth;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Slows down password guessing: after {@code maxFailures} wrong passwords for one user name, or four times as many
 * from one client address, within {@code window}, further attempts for it are refused until the window has passed
 * since the last failure (OWASP Authentication Cheat Sheet, "Login Throttling"). Both keys count, so neither
 * rotating names from one address nor rotating addresses against one name gets around it; the address allows more
 * because colleagues behind one proxy share it. A success clears the user name's count.
 */
public final class LoginThrottle {

    /** Bounds memory when many addresses fail: the table is cleared of expired entries beyond this size. */
    private static final int MAX_ENTRIES = 10_000;

    private static final int ADDRESS_FACTOR = 4;

    private final Clock clock;
    private final int maxFailures;
    private final Duration window;
    private final Map<String, Failures> failures = new ConcurrentHashMap<>();

    public LoginThrottle(Clock clock, int maxFailures, Duration window) {
        if (maxFailures < 1) {
            throw new IllegalArgumentException("admin.login.max-failures must be at least 1");
        }
        this.clock = clock;
        this.maxFailures = maxFailures;
        this.window = window;
    }

    /** How long the caller must wait before another attempt, or empty when it may try now. */
    public Optional<Duration> blockedFor(String user, String address) {
        Instant now = clock.instant();
        Duration wait = Duration.ZERO;
        for (String key : keys(user, address)) {
            Failures entry = failures.get(key);
            int limit = key.startsWith("address:") ? maxFailures * ADDRESS_FACTOR : maxFailures;
            if (entry != null && entry.count() >= limit) {
                Duration left = Duration.between(now, entry.last().plus(window));
                if (left.compareTo(wait) > 0) {
                    wait = left;
                }
            }
        }
        return wait.isZero() || wait.isNegative() ? Optional.empty() : Optional.of(wait);
    }

    public void failed(String user, String address) {
        Instant now = clock.instant();
        if (failures.size() > MAX_ENTRIES) {
            failures.values().removeIf(entry -> entry.last().plus(window).isBefore(now));
        }
        for (String key : keys(user, address)) {
            failures.merge(
                    key,
                    new Failures(1, now),
                    (old, added) -> old.last().plus(window).isBefore(now) ? added : new Failures(old.count() + 1, now));
        }
    }

    public void succeeded(String user) {
        failures.remove(userKey(user));
    }

    private static String[] keys(String user, String address) {
        return new String[] {userKey(user), "address:" + address};
    }

    private static String userKey(String user) {
        return "user:" + (user == null ? "" : user.toLowerCase(Locale.ROOT));
    }

    private record Failures(int count, Instant last) {}
}
