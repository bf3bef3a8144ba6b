package nl.opendk.ebms.db.source;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;

/**
 * The account the adapter uses on its embedded MariaDB: made when the server is installed (or, for a data directory
 * from before accounts existed, on its first start after the upgrade) and kept beside the data in a file only the
 * adapter's own OS user may read. Without it, any local process could connect to the server and read or change every
 * stored message.
 *
 * @param user the MariaDB account, for 127.0.0.1 and localhost
 */
public record EmbeddedCredentials(String user, String password) {

    /** The account's name; one per server, the server is the adapter's alone. */
    static final String USER = "ebms";

    private static final String FILE = "credentials.properties";
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");
    private static final Set<PosixFilePermission> OWNER_ONLY_DIRECTORY = PosixFilePermissions.fromString("rwx------");
    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    private static final SecureRandom RANDOM = new SecureRandom();

    /** A new account with a random password of 32 letters and digits (190 bits), safe in a URL as it is. */
    static EmbeddedCredentials generate() {
        StringBuilder password = new StringBuilder(32);
        for (int i = 0; i < 32; i++) {
            password.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
        }
        return new EmbeddedCredentials(USER, password.toString());
    }

    /**
     * The account kept in {@code root} (the embedded database's folder, {@code db.embedded.dir}), or empty when there
     * is none yet; tools that read the adapter's database on this machine use it too.
     */
    public static Optional<EmbeddedCredentials> read(Path root) {
        Path file = root.resolve(FILE);
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the embedded database's account from " + file, e);
        }
        String user = properties.getProperty("user");
        String password = properties.getProperty("password");
        if (user == null || password == null) {
            throw new IllegalStateException(file + " must hold user and password; delete it to make a new account");
        }
        return Optional.of(new EmbeddedCredentials(user, password));
    }

    /**
     * Keeps the account in {@code root}, readable and writable by the owner only; the folder itself is closed to
     * others too, since it also holds the data files and the server's socket. Written to a new file and moved into
     * place, so a crash leaves the old file or the new one, never half of one.
     */
    void write(Path root) {
        try {
            restrictToOwner(root, OWNER_ONLY_DIRECTORY);
            Path written = Files.createTempFile(root, "credentials", ".tmp");
            restrictToOwner(written, OWNER_ONLY);
            Properties properties = new Properties();
            properties.setProperty("user", user);
            properties.setProperty("password", password);
            try (Writer out = Files.newBufferedWriter(written, StandardCharsets.UTF_8)) {
                properties.store(out, "The adapter's account on its embedded MariaDB. Keep it with the data.");
            }
            Files.move(written, root.resolve(FILE), StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot keep the embedded database's account in " + root, e);
        }
    }

    private static void restrictToOwner(Path path, Set<PosixFilePermission> permissions) throws IOException {
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(path, permissions);
        }
    }

    /** Never shows the password, wherever the record ends up. */
    @Override
    public String toString() {
        return "EmbeddedCredentials[user=" + user + ", password=" + JdbcUrls.MASK + "]";
    }
}
