package nl.opendk.wus.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * One file of a fixture folder under wus/ with what its folder's expected.properties says about it: the expected
 * outcome, then optional {@code | key=value} settings. Every file has a line and every line a file.
 */
public record Fixture(String name, String expected, Map<String, String> settings, byte[] bytes) {

    /** Every fixture in the folder (e.g. "wus/requests/defects") with this extension, in name order. */
    public static List<Fixture> all(String folder, String extension) {
        Properties expectations = new Properties();
        try (InputStream in = resource(folder + "/expected.properties").openStream()) {
            expectations.load(in);
            Path directory = Path.of(resource(folder).toURI());
            List<String> files;
            try (Stream<Path> listed = Files.list(directory)) {
                files = listed.map(p -> p.getFileName().toString())
                        .filter(n -> n.endsWith("." + extension))
                        .map(n -> n.substring(0, n.length() - extension.length() - 1))
                        .sorted()
                        .toList();
            }
            assertThat(files)
                    .as("fixtures with an expectation in " + folder)
                    .containsExactlyInAnyOrderElementsOf(expectations.stringPropertyNames());
            List<Fixture> fixtures = new ArrayList<>();
            for (String name : files) {
                byte[] bytes = Files.readAllBytes(directory.resolve(name + "." + extension));
                fixtures.add(parse(name, expectations.getProperty(name), bytes));
            }
            return fixtures;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Fixture parse(String name, String line, byte[] bytes) {
        String[] parts = line.split("\\|");
        Map<String, String> settings = new LinkedHashMap<>();
        for (int i = 1; i < parts.length; i++) {
            String setting = parts[i].strip();
            int equals = setting.indexOf('=');
            settings.put(setting.substring(0, equals), setting.substring(equals + 1));
        }
        return new Fixture(name, parts[0].strip(), settings, bytes);
    }

    private static URL resource(String path) {
        URL url = Fixture.class.getClassLoader().getResource(path);
        if (url == null) {
            throw new IllegalStateException("no " + path + " on the class path");
        }
        return url;
    }

    @Override
    public String toString() {
        return name;
    }
}
