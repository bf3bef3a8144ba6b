package nl.opendk.ebms.example.quarkus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import nl.opendk.ebms.example.testing.ExampleWithPartner;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The example as Quarkus packages it ({@code target/quarkus-app/quarkus-run.jar}, JVM mode), started as a user starts
 * it, in a JVM of its own, with the test's settings as {@code -D} options.
 */
class QuarkusExampleWithPartnerIT extends ExampleWithPartner {

    private static final Path JAR = Path.of("target", "quarkus-app", "quarkus-run.jar");

    private static Process example;

    @BeforeAll
    static void startExample() throws Exception {
        assertThat(JAR).as("the package phase builds it").exists();
        startPartner("quarkus");
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx512m");
        exampleProperties().forEach((key, value) -> command.add("-D" + key + "=" + value));
        command.add("-jar");
        command.add(JAR.toAbsolutePath().toString());
        Path log = work.resolve("example.log");
        example = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .directory(work.toFile())
                .start();
        await().atMost(Duration.ofSeconds(60)).until(() -> !example.isAlive() || started(log));
        assertThat(example.isAlive()).as("the example started (see %s)", log).isTrue();
    }

    @AfterAll
    static void stopExample() throws InterruptedException {
        if (example != null) {
            example.destroy();
            if (!example.waitFor(30, TimeUnit.SECONDS)) {
                example.destroyForcibly();
            }
        }
    }

    /** Quarkus's line "... started in 2.1s. Listening on: ..." comes once the Camel context runs. */
    private static boolean started(Path log) throws IOException {
        return Files.readString(log).contains(" started in ");
    }
}
