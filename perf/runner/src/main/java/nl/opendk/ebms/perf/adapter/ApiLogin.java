package nl.opendk.ebms.perf.adapter;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The REST API login of a run. The adapter takes its users from {@code admin.users} as {@code name:hash} pairs;
 * when the runner is not given credentials, it makes a user "perf" with a random password for the run and hashes
 * the password with the adapter's own tool (README "Users and passwords"), so that the hash format is always the
 * adapter's. An adapter build without the tool has no login, and then there is nothing to do.
 */
public record ApiLogin(String user, String password, String adminUsers) {

    /**
     * The tool as the console's jar holds it, on the adapter jar's class path; builds from before the console had a
     * module of its own hold it in the adapter jar under its former name.
     */
    static final List<String> HASH_TOOLS =
            List.of("nl.opendk.ebms.console.auth.HashPassword", "nl.opendk.ebms.app.admin.auth.HashPassword");

    static final String USER = "perf";

    /** @return a login for a run of this adapter jar, or empty when the jar has no login */
    public static Optional<ApiLogin> create(Path java, Path jar) {
        Optional<String> tool = hashTool(jar);
        if (tool.isEmpty()) {
            return Optional.empty();
        }
        String password = randomPassword();
        return Optional.of(new ApiLogin(USER, password, USER + ":" + hash(java, jar, tool.get(), password)));
    }

    /** The tool on the jar's class path: the jar itself and the jars its manifest names (target/lib). */
    private static Optional<String> hashTool(Path jar) {
        try (URLClassLoader classes = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null)) {
            return HASH_TOOLS.stream()
                    .filter(tool -> classes.findResource(tool.replace('.', '/') + ".class") != null)
                    .findFirst();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The tool reads the password from standard input when there is no console, and prints the hash. */
    private static String hash(Path java, Path jar, String mainClass, String password) {
        try {
            Process tool = new ProcessBuilder(
                            List.of(java.toString(), "-cp", jar.toAbsolutePath().toString(), mainClass))
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            try (OutputStream in = tool.getOutputStream()) {
                in.write((password + "\n").getBytes(StandardCharsets.UTF_8));
            }
            String out = new String(tool.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (!tool.waitFor(60, TimeUnit.SECONDS) || tool.exitValue() != 0 || out.isEmpty()) {
                throw new IllegalStateException("the adapter's " + mainClass + " did not print a hash");
            }
            return out.lines().reduce((first, second) -> second).orElseThrow();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + mainClass, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while hashing the API password", e);
        }
    }

    private static String randomPassword() {
        String alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
        SecureRandom random = new SecureRandom();
        StringBuilder password = new StringBuilder();
        for (int i = 0; i < 24; i++) {
            password.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return password.toString();
    }
}
