package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.app.testing.Wire;
import nl.opendk.ebms.db.testing.TestDatabase;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.parallel.Isolated;
import org.slf4j.LoggerFactory;

/**
 * A body over the limit and a header section over the HTTP decoder's limit get a SOAP Fault a partner's MSH can
 * read (the ebMS error in its detail where the request reached the ebMS endpoint), and a flood of them writes one
 * WARN line, not one ERROR line each.
 *
 * <p>Isolated: it reads every log line of the JVM, so no other test class may run beside it.
 */
@Isolated
class OversizedRequestsIT {

    private static final int MAX_BODY = 100_000;

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static RunningAdapter adapter;
    private final ListAppender<ILoggingEvent> log = new ListAppender<>();
    private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);

    @BeforeAll
    static void start() {
        adapter = RunningAdapter.start(
                DB.settings(), "oversized", Map.of("camel.server.maxBodySize", String.valueOf(MAX_BODY)));
    }

    @AfterAll
    static void stop() {
        if (adapter != null) {
            adapter.close();
        }
    }

    @BeforeEach
    void listen() {
        log.start();
        root.addAppender(log);
    }

    @AfterEach
    void stopListening() {
        root.detachAppender(log);
    }

    @Test
    void aBodyOverTheLimitGetsASoapFaultWithTheEbmsErrorOrTheWusFaultAndOneWarning() {
        for (int i = 0; i < 20; i++) {
            HttpResponse<byte[]> answer = RunningAdapter.send(HttpRequest.newBuilder(adapter.uri("/ebms"))
                    .header("Content-Type", "text/xml; charset=UTF-8")
                    .header("SOAPAction", "\"ebXML\"")
                    .POST(HttpRequest.BodyPublishers.ofByteArray(new byte[MAX_BODY + 1]))
                    .build());

            assertThat(answer.statusCode()).isEqualTo(413);
            assertThat(answer.headers().firstValue("Content-Type"))
                    .hasValueSatisfying(type -> assertThat(type).startsWith("text/xml"));
            assertThat(Wire.xpath(answer.body(), "//*[local-name()='Fault']/faultcode"))
                    .isEqualTo("soap:Client");
            assertThat(Wire.xpath(answer.body(), "//*[local-name()='Error']/@*[local-name()='errorCode']"))
                    .isEqualTo("MimeProblem");
        }

        assertThat(linesFrom("nl.opendk.ebms.app.server.OversizedRequests", Level.WARN))
                .hasSize(1);
        assertThat(log.list).noneMatch(line -> line.getLevel().isGreaterOrEqual(Level.ERROR));

        // DK-WUS W23: on the WUS endpoint a WUS fault that points to Grote Berichten
        HttpResponse<byte[]> wus = RunningAdapter.send(HttpRequest.newBuilder(adapter.uri("/wus/any-service"))
                .header("Content-Type", "text/xml; charset=UTF-8")
                .header("SOAPAction", "\"\"")
                .POST(HttpRequest.BodyPublishers.ofByteArray(new byte[MAX_BODY + 1]))
                .build());
        assertThat(wus.statusCode()).isEqualTo(413);
        assertThat(Wire.xpath(wus.body(), "//*[local-name()='Fault']/faultcode"))
                .isEqualTo("soap:Client");
        assertThat(Wire.xpath(wus.body(), "//*[local-name()='Fault']/faultstring"))
                .contains("Grote Berichten");
        assertThat(Wire.xpath(wus.body(), "//*[local-name()='Action']"))
                .isEqualTo("http://www.w3.org/2005/08/addressing/soap/fault");
    }

    @Test
    void aHeaderSectionOverTheLimitGetsASoapFault() throws IOException {
        String request = "POST /ebms HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/xml\r\nX-Padding: "
                + "p".repeat(20_000) + "\r\nContent-Length: 0\r\n\r\n";
        String answer;
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), adapter.port());
                OutputStream out = socket.getOutputStream();
                InputStream in = socket.getInputStream()) {
            out.write(request.getBytes(StandardCharsets.US_ASCII));
            out.flush();
            answer = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }

        assertThat(answer).startsWith("HTTP/1.1 431").contains("<faultcode>soap:Client</faultcode>");
        assertThat(log.list).noneMatch(line -> line.getLevel().isGreaterOrEqual(Level.ERROR));
    }

    private java.util.List<ILoggingEvent> linesFrom(String logger, Level level) {
        return log.list.stream()
                .filter(line -> line.getLoggerName().equals(logger) && line.getLevel() == level)
                .toList();
    }
}
