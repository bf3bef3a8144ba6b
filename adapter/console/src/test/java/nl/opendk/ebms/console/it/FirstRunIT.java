package nl.opendk.ebms.console.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import nl.opendk.ebms.console.testing.RunningConsole;
import nl.opendk.ebms.db.testing.TestDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Without admin.users the console runs with a first-run account that every page must warn about. */
class FirstRunIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    @Test
    void withoutUsersThePagesAreToldAndNoGuessablePasswordWorks() {
        try (RunningConsole console = RunningConsole.start(DB.settings(), RunningConsole.withoutUsers())) {
            HttpResponse<byte[]> session = RunningConsole.send(
                    HttpRequest.newBuilder(console.uri("/admin/session")).build());
            assertThat(session.statusCode()).isEqualTo(401);
            assertThat(new String(session.body(), StandardCharsets.UTF_8)).contains("\"firstRun\":true");

            for (String guess : new String[] {"admin", "password", ""}) {
                HttpResponse<byte[]> call = RunningConsole.send(HttpRequest.newBuilder(console.uri("/api/cpas"))
                        .header("Authorization", RunningConsole.basic("admin", guess))
                        .build());
                assertThat(call.statusCode()).as(guess).isEqualTo(401);
            }
            assertThat(console.get("/api/cpas", "application/json").statusCode())
                    .as("the configured test user does not exist either")
                    .isEqualTo(401);
        }
    }
}
