package nl.opendk.ebms.console.auth;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Sessions of signed-in browsers, in memory on this node: a restart signs everyone out, and with several nodes
 * the load balancer must keep a browser on one node (README "Admin UI"). Ids are 256 random bits; a session ends
 * after {@code idleTimeout} without requests or {@code maxAge} after sign-in, whichever comes first.
 */
public final class SessionStore {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final int MAX_SESSIONS = 10_000;

    private final Clock clock;
    private final Duration idleTimeout;
    private final Duration maxAge;
    private final Map<String, AdminSession> sessions = new ConcurrentHashMap<>();

    public SessionStore(Clock clock, Duration idleTimeout, Duration maxAge) {
        this.clock = clock;
        this.idleTimeout = idleTimeout;
        this.maxAge = maxAge;
    }

    /** Starts a session for a user who just proved their password; returns its id for the cookie. */
    public String open(String user) {
        Instant now = clock.instant();
        if (sessions.size() >= MAX_SESSIONS) {
            sessions.values().removeIf(session -> expired(session, now));
        }
        String id = token();
        sessions.put(id, new AdminSession(user, token(), now, now));
        return id;
    }

    /** The live session with this id, its idle time restarted; empty when unknown or expired. */
    public Optional<AdminSession> find(String id) {
        if (id == null) {
            return Optional.empty();
        }
        Instant now = clock.instant();
        AdminSession session =
                sessions.computeIfPresent(id, (key, found) -> expired(found, now) ? null : found.touched(now));
        return Optional.ofNullable(session);
    }

    public void close(String id) {
        if (id != null) {
            sessions.remove(id);
        }
    }

    public Duration maxAge() {
        return maxAge;
    }

    private boolean expired(AdminSession session, Instant now) {
        return session.lastSeen().plus(idleTimeout).isBefore(now)
                || session.created().plus(maxAge).isBefore(now);
    }

    private static String token() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
