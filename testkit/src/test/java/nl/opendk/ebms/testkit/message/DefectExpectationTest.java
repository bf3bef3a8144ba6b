package nl.opendk.ebms.testkit.message;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The defect fixtures and their expectations stay together: a fixture without an expected answer would never be
 * checked. Read here, in the kit's own build, where the fixtures are files; the modules that use them get them from
 * the kit's jar.
 */
class DefectExpectationTest {

    @Test
    void everyDefectFixtureHasAnExpectation() throws IOException, URISyntaxException {
        Path folder = Path.of(getClass()
                .getClassLoader()
                .getResource(DefectExpectation.FOLDER)
                .toURI());
        try (Stream<Path> files = Files.list(folder)) {
            List<String> fixtures = files.map(path -> path.getFileName().toString())
                    .filter(name -> name.endsWith(".http"))
                    .map(name -> name.replace(".http", ""))
                    .sorted()
                    .toList();
            assertThat(DefectExpectation.all())
                    .extracting(DefectExpectation::defect)
                    .containsExactlyElementsOf(fixtures);
        }
    }
}
