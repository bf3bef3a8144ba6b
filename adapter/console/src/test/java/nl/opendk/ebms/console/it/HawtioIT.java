package nl.opendk.ebms.console.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import nl.opendk.ebms.console.hawtio.HawtioServer;
import nl.opendk.ebms.console.hawtio.HawtioStart;
import nl.opendk.ebms.console.testing.RunningConsole;
import nl.opendk.ebms.db.testing.TestDatabase;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Hawtio behind the admin login, and its Jolokia held to the adapter's policy: reading Camel and JVM MBeans works;
 * writing, operations that change or dump things, and attributes that may hold secrets are refused.
 */
class HawtioIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static RunningConsole console;
    private static String cookie;
    private static String context;
    private static HawtioServer hawtio;

    @BeforeAll
    static void start() throws Exception {
        console = RunningConsole.start(DB.settings(), RunningConsole.withHawtio());
        // Hawtio starts once the adapter is ready, on a thread of its own
        hawtio = console.camelContext()
                .getRegistry()
                .lookupByNameAndType(HawtioStart.REGISTRY_NAME, HawtioStart.class)
                .await(60, TimeUnit.SECONDS);
        context = "org.apache.camel:context=" + console.name() + ",type=context,name=\\\"" + console.name() + "\\\"";
        HttpResponse<byte[]> login = RunningConsole.send(HttpRequest.newBuilder(console.uri("/admin/login"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"user\":\"" + RunningConsole.ADMIN_USER
                        + "\",\"password\":\"" + RunningConsole.ADMIN_PASSWORD + "\"}"))
                .build());
        String setCookie = login.headers().firstValue("Set-Cookie").orElseThrow();
        cookie = setCookie.substring(0, setCookie.indexOf(';'));
    }

    @AfterAll
    static void stop() {
        if (console != null) {
            console.close();
        }
    }

    @Test
    void hawtioIsServedToASignedInBrowserOnly() {
        HttpResponse<byte[]> signedIn = RunningConsole.send(HttpRequest.newBuilder(console.uri("/hawtio/"))
                .header("Cookie", cookie)
                .build());
        assertThat(signedIn.statusCode()).isEqualTo(200);
        assertThat(body(signedIn)).containsIgnoringCase("hawtio");

        HttpResponse<byte[]> anonymous = RunningConsole.send(
                HttpRequest.newBuilder(console.uri("/hawtio/")).build());
        assertThat(anonymous.statusCode()).isEqualTo(302);
        HttpResponse<byte[]> basic =
                RunningConsole.send(console.signedIn("/hawtio/jolokia/version").build());
        assertThat(basic.statusCode())
                .as("Hawtio takes the browser session, not Basic")
                .isEqualTo(302);
    }

    @Test
    void jolokiaReadsCamelAndJvmMBeans() {
        assertThat(jolokia("{\"type\":\"read\",\"mbean\":\"" + context + "\",\"attribute\":\"State\"}"))
                .contains("\"value\":\"Started\"", "\"status\":200");
        assertThat(jolokia("{\"type\":\"read\",\"mbean\":\"java.lang:type=Memory\",\"attribute\":\"HeapMemoryUsage\"}"))
                .contains("\"status\":200");
        assertThat(jolokia("{\"type\":\"exec\",\"mbean\":\"" + context
                        + "\",\"operation\":\"dumpRoutesAsXml(boolean)\"," + "\"arguments\":[false]}"))
                .contains("\"status\":200", "api-cpa-list");
    }

    @Test
    void jolokiaRefusesChangesDumpsAndSecrets() {
        assertThat(jolokia("{\"type\":\"exec\",\"mbean\":\"" + context + "\",\"operation\":\"stop()\"}"))
                .contains("\"status\":403");
        assertThat(jolokia(
                        "{\"type\":\"write\",\"mbean\":\"" + context + "\",\"attribute\":\"Tracing\",\"value\":true}"))
                .contains("\"status\":403");
        assertThat(jolokia("{\"type\":\"exec\",\"mbean\":\"java.lang:type=Memory\",\"operation\":\"gc()\"}"))
                .contains("\"status\":403");
        assertThat(jolokia(
                        "{\"type\":\"read\",\"mbean\":\"java.lang:type=Runtime\",\"attribute\":\"SystemProperties\"}"))
                .contains("\"status\":403");
        assertThat(jolokia("{\"type\":\"exec\",\"mbean\":\"com.sun.management:type=DiagnosticCommand\","
                        + "\"operation\":\"vmSystemProperties()\"}"))
                .contains("\"status\":403");
    }

    @Test
    void hawtiosOwnJettyAnswersOnlyTheProxy() {
        assertThat(body(RunningConsole.send(HttpRequest.newBuilder(console.uri("/hawtio/jolokia/version"))
                        .header("Cookie", cookie)
                        .build())))
                .contains("\"agent\"");
        int port = hawtio.port();

        HttpResponse<byte[]> direct = RunningConsole.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/hawtio/jolokia/version"))
                        .timeout(Duration.ofSeconds(5))
                        .build());

        assertThat(direct.statusCode()).isEqualTo(403);
    }

    private static String jolokia(String request) {
        return body(RunningConsole.send(HttpRequest.newBuilder(console.uri("/hawtio/jolokia/"))
                .header("Cookie", cookie)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(request))
                .build()));
    }

    private static String body(HttpResponse<byte[]> response) {
        return new String(response.body(), StandardCharsets.UTF_8);
    }
}
