package nl.opendk.ebms.console.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import nl.opendk.ebms.component.ebms.EbmsConstants;
import nl.opendk.ebms.component.ebms.EbmsRefusedException;
import nl.opendk.ebms.console.HostConsole;
import nl.opendk.ebms.console.testing.RunningConsole;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import nl.opendk.ebms.testkit.http.SignedInHttp;
import nl.opendk.ebms.testkit.net.FreePort;
import org.apache.camel.CamelExecutionException;
import org.apache.camel.ProducerTemplate;
import org.apache.camel.builder.RouteBuilder;
import org.apache.camel.main.Main;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The console in a Camel Main application of one's own that uses the {@code ebms} component: named in
 * {@code camel.main.configurationClasses} and nothing else, it is installed on the components' gateway, behind its
 * sign-in, and what it changes is what the components work with.
 */
class ConsoleInHostIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static Main host;
    private static SignedInHttp http;

    @BeforeAll
    static void start() {
        int port = FreePort.find();
        Properties properties = new Properties();
        properties.put("camel.main.name", "console-in-host");
        properties.put("camel.main.shutdownTimeout", "5");
        properties.put("camel.main.configurationClasses", HostConsole.class.getName());
        properties.put("camel.server.enabled", "true");
        properties.put("camel.server.host", "127.0.0.1");
        properties.put("camel.server.port", String.valueOf(port));
        properties.put("ebms.http.plain-allowed", "true");
        properties.put("ebms.node-id", "host");
        properties.put("db.url", DB.settings().url());
        properties.put("db.pool.size", "4");
        properties.put("admin.users", RunningConsole.ADMIN_USERS);
        properties.put("hawtio.enabled", "false");
        host = new Main();
        host.setOverrideProperties(properties);
        host.configure().addRoutesBuilder(new RouteBuilder() {
            @Override
            public void configure() {
                from("direct:send")
                        .to("ebms:send?cpaId=" + TestCpas.CPA_ID + "&serviceType=" + TestCpas.SERVICE_TYPE + "&service="
                                + TestCpas.SERVICE + "&action=" + TestCpas.A_SENDS);
            }
        });
        host.start();
        http = new SignedInHttp() {
            @Override
            public URI uri(String path) {
                return URI.create("http://127.0.0.1:" + port + path);
            }
        };
    }

    @AfterAll
    static void stop() {
        if (host != null) {
            host.stop();
        }
    }

    @Test
    void itsApiAndAdminUiAreBehindTheSignIn() {
        assertThat(SignedInHttp.send(HttpRequest.newBuilder(http.uri("/api/cpas"))
                                .GET()
                                .build())
                        .statusCode())
                .isEqualTo(401);
        assertThat(http.get("/api/cpas", "application/json").statusCode()).isEqualTo(200);
        HttpResponse<byte[]> admin = SignedInHttp.send(
                HttpRequest.newBuilder(http.uri("/admin/")).GET().build());
        assertThat(admin.statusCode()).isEqualTo(302);
        assertThat(admin.headers().firstValue("Location").orElseThrow()).startsWith("/admin/login.html");
        HttpResponse<byte[]> login = SignedInHttp.send(
                HttpRequest.newBuilder(http.uri("/admin/login.html")).GET().build());
        assertThat(login.statusCode()).isEqualTo(200);
        assertThat(new String(login.body(), StandardCharsets.UTF_8)).contains("<form");
    }

    @Test
    void aCpaUploadedInTheConsoleIsTheOneTheComponentsSendUnder() {
        ProducerTemplate producer = host.getCamelContext().createProducerTemplate();
        assertThatThrownBy(() -> producer.requestBody("direct:send", "<vraag/>"))
                .isInstanceOf(CamelExecutionException.class)
                .hasCauseInstanceOf(EbmsRefusedException.class);

        byte[] cpa = TestCpas.builder().build().getBytes(StandardCharsets.UTF_8);
        assertThat(http.post("/api/cpas", "application/xml", cpa).statusCode()).isEqualTo(201);

        String messageId = producer.request(
                        "direct:send", exchange -> exchange.getIn().setBody("<vraag/>"))
                .getMessage()
                .getHeader(EbmsConstants.MESSAGE_ID, String.class);
        HttpResponse<byte[]> listed = http.get(
                "/api/messages?messageId=" + URLEncoder.encode(messageId, StandardCharsets.UTF_8), "application/json");
        assertThat(listed.statusCode()).isEqualTo(200);
        assertThat(new String(listed.body(), StandardCharsets.UTF_8)).contains(messageId);
    }
}
