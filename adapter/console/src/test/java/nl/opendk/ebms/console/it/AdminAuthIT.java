package nl.opendk.ebms.console.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import nl.opendk.ebms.console.testing.RunningConsole;
import nl.opendk.ebms.db.testing.TestDatabase;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The admin login over real HTTP: every /api endpoint refuses calls without credentials or with a wrong password,
 * browser sessions need their CSRF token for changes, other sites cannot make changes, and guessing is throttled.
 * That the ebMS endpoint stays open is checked in the adapter (ConsoleInAdapterIT).
 */
class AdminAuthIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static RunningConsole console;

    @BeforeAll
    static void start() {
        console = RunningConsole.start(DB.settings(), RunningConsole.withLockout(Duration.ofSeconds(3)));
    }

    @AfterAll
    static void stop() {
        if (console != null) {
            console.close();
        }
    }

    static Stream<String[]> endpoints() {
        return Stream.of(
                new String[] {"GET", "/api/cpas"},
                new String[] {"POST", "/api/cpas"},
                new String[] {"POST", "/api/cpas/check"},
                new String[] {"GET", "/api/cpas/some-cpa"},
                new String[] {"GET", "/api/cpas/some-cpa/details"},
                new String[] {"POST", "/api/cpas/some-cpa/ping"},
                new String[] {"DELETE", "/api/cpas/some-cpa"},
                new String[] {"GET", "/api/messages"},
                new String[] {"GET", "/api/messages/1"},
                new String[] {"GET", "/api/messages/1/payloads/1"},
                new String[] {"POST", "/api/messages/1/resend"},
                new String[] {"GET", "/api/pings/1"},
                new String[] {"GET", "/api/dashboard"});
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("endpoints")
    void everyApiCallWithoutCredentialsGets401WithAChallenge(String method, String path) {
        HttpResponse<byte[]> response =
                RunningConsole.send(request(method, path).build());

        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(body(response)).contains("\"error\":\"authentication required");
        assertThat(response.headers().firstValue("WWW-Authenticate"))
                .hasValueSatisfying(value -> assertThat(value).startsWith("Basic realm="));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("endpoints")
    void everyApiCallWithAWrongPasswordGets401(String method, String path) {
        HttpResponse<byte[]> response = RunningConsole.send(request(method, path)
                .header("Authorization", RunningConsole.basic("intruder-" + method + path.length(), "guess"))
                .build());

        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(body(response)).isEqualTo("{\"error\":\"wrong user name or password\"}");
    }

    @Test
    void aClaimedUserHeaderDoesNotSignAnyoneIn() {
        HttpResponse<byte[]> response = RunningConsole.send(request("GET", "/api/cpas")
                .header("X-Ebms-Admin-User", RunningConsole.ADMIN_USER)
                .build());
        assertThat(response.statusCode()).isEqualTo(401);
    }

    @Test
    void theAdminUisOwnCallsGetNoBrowserPasswordDialog() {
        HttpResponse<byte[]> response = RunningConsole.send(
                request("GET", "/api/cpas").header("X-Requested-With", "fetch").build());
        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(response.headers().firstValue("WWW-Authenticate")).isEmpty();
    }

    @Test
    void repeatedWrongPasswordsForOneUserAreThrottledUntilTheLockoutPasses() {
        for (int i = 0; i < 5; i++) {
            assertThat(login("locked-user", "guess " + i).statusCode()).isEqualTo(401);
        }
        HttpResponse<byte[]> throttled = login("locked-user", "guess 6");
        assertThat(throttled.statusCode()).isEqualTo(429);
        assertThat(body(throttled)).contains("too many failed sign-ins");
        assertThat(throttled.headers().firstValue("Retry-After")).isPresent();

        await().atMost(Duration.ofSeconds(10))
                .pollInterval(Duration.ofMillis(500))
                .until(() -> login("locked-user", "guess 7").statusCode() == 401);
    }

    @Test
    void whileAUserIsLockedOutEvenARememberedRightPasswordIsRefused() {
        HttpRequest.Builder right = console.signedIn("/api/cpas").GET();
        assertThat(RunningConsole.send(right.build()).statusCode())
                .as("remembered from here on")
                .isEqualTo(200);
        for (int i = 0; i < 5; i++) {
            RunningConsole.send(request("GET", "/api/cpas")
                    .header("Authorization", RunningConsole.basic(RunningConsole.ADMIN_USER, "guess " + i))
                    .build());
        }

        HttpResponse<byte[]> locked = RunningConsole.send(right.build());
        assertThat(locked.statusCode()).isEqualTo(429);
        assertThat(locked.headers().firstValue("Retry-After")).isPresent();
        await().atMost(Duration.ofSeconds(10))
                .pollInterval(Duration.ofMillis(500))
                .until(() -> RunningConsole.send(right.build()).statusCode() == 200);
    }

    @Test
    void aBrowserSessionNeedsItsCsrfTokenForChangesAndEndsAtSignOut() {
        HttpResponse<byte[]> login = login(RunningConsole.ADMIN_USER, RunningConsole.ADMIN_PASSWORD);
        assertThat(login.statusCode()).isEqualTo(200);
        String setCookie = login.headers().firstValue("Set-Cookie").orElseThrow();
        assertThat(setCookie.toLowerCase(java.util.Locale.ROOT))
                .contains("httponly", "samesite=strict", "secure", "path=/");
        String cookie = setCookie.substring(0, setCookie.indexOf(';'));
        String csrf = body(login).replaceAll(".*\"csrfToken\":\"([^\"]+)\".*", "$1");

        assertThat(RunningConsole.send(request("GET", "/api/cpas")
                                .header("Cookie", cookie)
                                .build())
                        .statusCode())
                .isEqualTo(200);
        HttpResponse<byte[]> withoutToken = RunningConsole.send(request("POST", "/api/messages/1/resend")
                .header("Cookie", cookie)
                .build());
        assertThat(withoutToken.statusCode()).isEqualTo(403);
        assertThat(body(withoutToken)).contains("X-CSRF-Token");
        HttpResponse<byte[]> withToken = RunningConsole.send(request("POST", "/api/messages/1/resend")
                .header("Cookie", cookie)
                .header("X-CSRF-Token", csrf)
                .build());
        assertThat(withToken.statusCode()).isEqualTo(404);
        HttpResponse<byte[]> otherSite = RunningConsole.send(request("POST", "/api/messages/1/resend")
                .header("Cookie", cookie)
                .header("X-CSRF-Token", csrf)
                .header("Origin", "https://evil.example")
                .build());
        assertThat(otherSite.statusCode()).isEqualTo(403);

        HttpResponse<byte[]> logout = RunningConsole.send(request("POST", "/admin/logout")
                .header("Cookie", cookie)
                .header("X-CSRF-Token", csrf)
                .build());
        assertThat(logout.statusCode()).isEqualTo(204);
        assertThat(RunningConsole.send(request("GET", "/api/cpas")
                                .header("Cookie", cookie)
                                .build())
                        .statusCode())
                .isEqualTo(401);
        assertThat(RunningConsole.send(request("GET", "/admin/session")
                                .header("Cookie", cookie)
                                .build())
                        .statusCode())
                .isEqualTo(401);
    }

    @Test
    void adminPagesAndHawtioSendTheBrowserToTheSignInPage() {
        for (String path : List.of("/admin/", "/admin/cpas.html", "/admin/message.html?id=1")) {
            HttpResponse<byte[]> response =
                    RunningConsole.send(request("GET", path).build());
            assertThat(response.statusCode()).as(path).isEqualTo(302);
            assertThat(response.headers().firstValue("Location").orElseThrow()).startsWith("/admin/login.html?next=");
        }
        HttpResponse<byte[]> signIn =
                RunningConsole.send(request("GET", "/admin/login.html").build());
        assertThat(signIn.statusCode()).isEqualTo(200);
        assertThat(signIn.headers().firstValue("Content-Security-Policy").orElseThrow())
                .contains("default-src 'self'", "frame-ancestors 'none'");
        assertThat(RunningConsole.send(request("GET", "/admin/app.css").build()).statusCode())
                .isEqualTo(200);
        assertThat(RunningConsole.send(request("GET", "/").build()).headers().firstValue("Location"))
                .hasValue("/admin/");
    }

    private static HttpResponse<byte[]> login(String user, String password) {
        return RunningConsole.send(request("POST", "/admin/login")
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(
                        "{\"user\":\"" + user + "\",\"password\":\"" + password + "\"}"))
                .build());
    }

    private static HttpRequest.Builder request(String method, String path) {
        return HttpRequest.newBuilder(console.uri(path))
                .timeout(Duration.ofSeconds(30))
                .method(method, HttpRequest.BodyPublishers.noBody());
    }

    private static String body(HttpResponse<byte[]> response) {
        return new String(response.body(), StandardCharsets.UTF_8);
    }
}
