package nl.opendk.ebms.console.auth;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The people who may use the admin UI and the REST API, from {@code admin.users}: {@code name:hash} pairs separated
 * by commas, each hash made by {@link HashPassword}. When none are configured, a first-run account {@value
 * #FIRST_RUN_USER} with a random password exists until the next restart; the log shows its password once and
 * every admin page says loudly that it is in use (issue 4: acceptable only if the UI says so).
 */
public final class AdminUsers {

    public static final String KEY = "admin.users";
    public static final String FIRST_RUN_USER = "admin";

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._@-]{1,64}");
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Map<String, PasswordHash> users;
    private final String firstRunPassword;

    /**
     * Checked against for a name nobody has, with as many iterations as the costliest configured hash: a wrong
     * password for an unknown name takes as long as for a known one, so the answer's timing does not tell which
     * names exist (OWASP Authentication Cheat Sheet, "Authentication Responses").
     */
    private final PasswordHash decoy;

    private AdminUsers(Map<String, PasswordHash> users, String firstRunPassword) {
        this.users = Map.copyOf(users);
        this.firstRunPassword = firstRunPassword;
        int iterations = users.values().stream()
                .mapToInt(PasswordHash::iterations)
                .max()
                .orElse(PasswordHash.DEFAULT_ITERATIONS);
        byte[] secret = new byte[18];
        RANDOM.nextBytes(secret);
        this.decoy =
                PasswordHash.create(Base64.getEncoder().encodeToString(secret).toCharArray(), iterations);
    }

    /** Parses {@code admin.users}; a blank value gives the first-run account. */
    public static AdminUsers parse(String configured) {
        if (configured == null || configured.isBlank()) {
            return firstRun();
        }
        Map<String, PasswordHash> users = new LinkedHashMap<>();
        for (String entry : configured.split(",")) {
            String trimmed = entry.trim();
            int colon = trimmed.indexOf(':');
            String name = colon < 0 ? trimmed : trimmed.substring(0, colon);
            if (colon < 0 || !NAME.matcher(name).matches()) {
                throw new IllegalArgumentException(KEY + " must be name:hash pairs separated by commas; a name is"
                        + " 1-64 letters, digits or . _ @ -");
            }
            try {
                users.put(name, PasswordHash.parse(trimmed.substring(colon + 1)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(KEY + ", user " + name + ": " + e.getMessage());
            }
        }
        return new AdminUsers(users, null);
    }

    private static AdminUsers firstRun() {
        byte[] secret = new byte[18];
        RANDOM.nextBytes(secret);
        String password = Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
        // a modest iteration count: this account lives until the next restart and exists to be replaced
        PasswordHash hash = PasswordHash.create(password.toCharArray(), 10_000);
        return new AdminUsers(Map.of(FIRST_RUN_USER, hash), password);
    }

    /** True when no users are configured and the first-run account is in use. */
    public boolean isFirstRun() {
        return firstRunPassword != null;
    }

    /** The first-run account's password, for the one warning in the log at start. */
    public Optional<String> firstRunPassword() {
        return Optional.ofNullable(firstRunPassword);
    }

    /** Checks a name and password; slow on purpose (PBKDF2), so call it off the event loop. */
    public boolean verify(String name, char[] password) {
        PasswordHash hash = name == null ? null : users.get(name);
        if (hash == null) {
            decoy.matches(password);
            return false;
        }
        return hash.matches(password);
    }

    /** The work an unknown name costs (for tests): the iterations of the costliest configured hash. */
    int decoyIterations() {
        return decoy.iterations();
    }

    public int size() {
        return users.size();
    }
}
