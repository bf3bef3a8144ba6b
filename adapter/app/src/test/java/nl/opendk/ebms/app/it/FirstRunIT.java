package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.db.testing.TestDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Without admin.users the adapter runs with a first-run account that every page must warn about. */
class FirstRunIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    @Test
    void withoutUsersThePagesAreToldAndNoGuessablePasswordWorks() {
        try (RunningAdapter adapter = RunningAdapter.start(DB.settings(), "first-run", Map.of("admin.users", ""))) {
            HttpResponse<byte[]> session = RunningAdapter.send(
                    HttpRequest.newBuilder(adapter.uri("/admin/session")).build());
            assertThat(session.statusCode()).isEqualTo(401);
            assertThat(new String(session.body(), StandardCharsets.UTF_8)).contains("\"firstRun\":true");

            for (String guess : new String[] {"admin", "password", ""}) {
                HttpResponse<byte[]> call = RunningAdapter.send(HttpRequest.newBuilder(adapter.uri("/api/cpas"))
                        .header("Authorization", RunningAdapter.basic("admin", guess))
                        .build());
                assertThat(call.statusCode()).as(guess).isEqualTo(401);
            }
            assertThat(adapter.get("/api/cpas", "application/json").statusCode())
                    .as("the configured test user does not exist either")
                    .isEqualTo(401);
        }
    }
}
