package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.app.testing.SecureAdapter;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The samples in docs/examples are what they say: each CPA (one per Digikoppeling ebMS profile) is accepted by the
 * REST API without errors and has the profile its name says, and each WUS service definition is accepted as it is.
 */
class ExamplesIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final Path EXAMPLES = Path.of("../../docs/examples");
    private static final List<String> PROFILES =
            List.of("osb-be", "osb-rm", "osb-be-s", "osb-rm-s", "osb-be-e", "osb-rm-e");

    private static RunningAdapter adapter;

    @BeforeAll
    static void start() {
        // a key of our own, as the signed and encrypted WUS profiles need
        TestParty us = TestPki.create().party(TestPki.PARTY_2);
        adapter = RunningAdapter.start(DB.settings(), "examples", SecureAdapter.keyOf(us));
    }

    @AfterAll
    static void stop() {
        if (adapter != null) {
            adapter.close();
        }
    }

    @Test
    void thereIsAnAcceptableCpaForEveryProfile() throws IOException {
        try (Stream<Path> files = Files.list(EXAMPLES.resolve("cpa"))) {
            assertThat(files.map(file -> file.getFileName().toString()))
                    .containsExactlyInAnyOrderElementsOf(
                            PROFILES.stream().map(profile -> profile + ".xml").toList());
        }
        for (String profile : PROFILES) {
            HttpResponse<byte[]> saved = adapter.post(
                    "/api/cpas", "application/xml", Files.readAllBytes(EXAMPLES.resolve("cpa/" + profile + ".xml")));

            assertThat(saved.statusCode()).as(profile).isEqualTo(201);
            assertThat(body(saved))
                    .as(profile)
                    .contains("\"profile\":\"" + profile + "\"")
                    .doesNotContain("\"severity\":\"error\"");
        }
    }

    @Test
    void theWusServiceDefinitionsAreAccepted() throws IOException {
        for (String name : List.of("provide-2W-be-S", "consume-2W-be-SE")) {
            HttpResponse<byte[]> saved =
                    RunningAdapter.send(HttpRequest.newBuilder(adapter.uri("/api/wus/services/" + name.toLowerCase()))
                            .header(
                                    "Authorization",
                                    RunningAdapter.basic(RunningAdapter.ADMIN_USER, RunningAdapter.ADMIN_PASSWORD))
                            .header("Content-Type", "application/json")
                            .PUT(HttpRequest.BodyPublishers.ofByteArray(
                                    Files.readAllBytes(EXAMPLES.resolve("wus/" + name + ".json"))))
                            .build());

            assertThat(saved.statusCode()).as(name + ": " + body(saved)).isIn(200, 201);
        }
    }

    private static String body(HttpResponse<byte[]> response) {
        return new String(response.body(), StandardCharsets.UTF_8);
    }
}
