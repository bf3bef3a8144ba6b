package nl.opendk.ebms.cpa.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * The CPA fixtures under {@code cpa/} on the test classpath. Their certificates are valid from 2025-01-01 to
 * 2035-01-01 and the CPAs from 2025-06-01 to 2030-06-01, so checks are run against the fixed {@link #CLOCK}.
 */
public final class CpaFixtures {

    public static final Instant NOW = Instant.parse("2026-01-15T12:00:00Z");
    public static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);
    /** The cpaid of every fixture. */
    public static final String CPA_ID = "proefregister_00000099000000000001_00000099000000000002_1";

    public static final String PARTY_A_OIN = "00000099000000000001";
    public static final String PARTY_B_OIN = "00000099000000000002";

    private CpaFixtures() {}

    /** @param name a path below {@code cpa/}, such as {@code osb-rm.xml} or {@code invalid/one-party.xml} */
    public static byte[] bytes(String name) {
        try (InputStream in = CpaFixtures.class.getClassLoader().getResourceAsStream("cpa/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("No fixture cpa/" + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static String text(String name) {
        return new String(bytes(name), StandardCharsets.UTF_8);
    }

    /**
     * The names of the XML files directly in a fixture folder ("" for {@code cpa/} itself), sorted; the fixtures are
     * read from this module's test resources on the file system.
     */
    public static List<String> xmlFiles(String folder) {
        try (Stream<Path> files = Files.list(folder(folder))) {
            return files.map(path -> path.getFileName().toString())
                    .filter(name -> name.endsWith(".xml"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Properties properties(String name) {
        Properties properties = new Properties();
        try (InputStream in = CpaFixtures.class.getClassLoader().getResourceAsStream("cpa/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("No fixture cpa/" + name);
            }
            properties.load(in);
            return properties;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path folder(String folder) {
        URL url = CpaFixtures.class.getClassLoader().getResource(folder.isEmpty() ? "cpa" : "cpa/" + folder);
        if (url == null) {
            throw new IllegalArgumentException("No fixture folder cpa/" + folder);
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
