package nl.opendk.ebms.console.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Checks a user name and password for a sign-in or an HTTP Basic call, throttled by {@link LoginThrottle}. Scripts
 * send Basic credentials with every call and PBKDF2 is slow on purpose, so a success is remembered for
 * {@code cacheFor} under a SHA-256 of name and password: repeated calls cost one digest, and the cache holds no
 * password.
 */
public final class Authenticator {

    private static final int MAX_CACHED = 1000;

    private final AdminUsers users;
    private final LoginThrottle throttle;
    private final Clock clock;
    private final Duration cacheFor;
    private final Map<String, Instant> recent = new ConcurrentHashMap<>();

    public Authenticator(AdminUsers users, LoginThrottle throttle, Clock clock, Duration cacheFor) {
        this.users = users;
        this.throttle = throttle;
        this.clock = clock;
        this.cacheFor = cacheFor;
    }

    /** The outcome of one check; {@code retryAfter} is set only when throttled. */
    public record Verdict(Result result, Duration retryAfter) {
        public static Verdict of(Result result) {
            return new Verdict(result, null);
        }
    }

    public enum Result {
        ACCEPTED,
        REFUSED,
        THROTTLED
    }

    /**
     * Answers at once, without PBKDF2: throttled while the name or address is locked out, accepted when the same
     * credentials succeeded recently; empty otherwise. The lockout comes first: a remembered success must not let
     * the right password through while guesses at it are being refused.
     */
    public Optional<Verdict> quick(String user, String password, String address) {
        Optional<Duration> blocked = throttle.blockedFor(user, address);
        if (blocked.isPresent()) {
            return Optional.of(new Verdict(Result.THROTTLED, blocked.get()));
        }
        Instant until = recent.get(fingerprint(user, password));
        if (until != null && until.isAfter(clock.instant())) {
            return Optional.of(Verdict.of(Result.ACCEPTED));
        }
        return Optional.empty();
    }

    /** The full check; slow (PBKDF2), so never on an event-loop thread. */
    public Verdict check(String user, String password, String address) {
        Optional<Duration> blocked = throttle.blockedFor(user, address);
        if (blocked.isPresent()) {
            return new Verdict(Result.THROTTLED, blocked.get());
        }
        if (!users.verify(user, password.toCharArray())) {
            throttle.failed(user, address);
            return Verdict.of(Result.REFUSED);
        }
        throttle.succeeded(user);
        if (recent.size() >= MAX_CACHED) {
            recent.clear();
        }
        recent.put(fingerprint(user, password), clock.instant().plus(cacheFor));
        return Verdict.of(Result.ACCEPTED);
    }

    public AdminUsers users() {
        return users;
    }

    private static String fingerprint(String user, String password) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            digest.update(user.getBytes(StandardCharsets.UTF_8));
            digest.update((byte) 0);
            return HexFormat.of().formatHex(digest.digest(password.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
