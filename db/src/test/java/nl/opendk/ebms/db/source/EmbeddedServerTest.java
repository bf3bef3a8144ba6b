package nl.opendk.ebms.db.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.nio.file.Path;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class EmbeddedServerTest {

    private static final Path TEMPORARY = Path.of(System.getProperty("java.io.tmpdir"));

    @Test
    void refusesALastingServerUnderTheTemporaryDirectoryBeforeStartingAnything() {
        Path directory = TEMPORARY.resolve("ebms-data-" + UUID.randomUUID());

        assertThatThrownBy(() -> EmbeddedServer.start(directory, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("java.io.tmpdir");
        assertThat(directory).doesNotExist();
    }

    @Test
    void findsTheBinariesOnTheClassPathAndMissesThemWhereTheyAreLeftOut() {
        assertThat(EmbeddedServer.binariesPresent(EmbeddedServer.class.getClassLoader()))
                .isTrue();
        // the platform's loader alone sees no application jar, as the container image has no binaries jar
        assertThat(EmbeddedServer.binariesPresent(ClassLoader.getPlatformClassLoader()))
                .isFalse();
    }

    @Test
    void recognisesTheTemporaryDirectoryTheWayMariaDb4jDoes() {
        Path lasting = Path.of("/srv/ebms/db");
        assumeFalse(lasting.toString().startsWith(TEMPORARY.toString()));

        assertThat(EmbeddedServer.isUnderTemporaryDirectory(TEMPORARY.resolve("a/b")))
                .isTrue();
        assertThat(EmbeddedServer.isUnderTemporaryDirectory(lasting)).isFalse();
    }
}
