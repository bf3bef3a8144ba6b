package nl.opendk.ebms.perf.light;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Properties;
import nl.opendk.ebms.perf.sink.PingId;
import nl.opendk.ebms.perf.sink.signing.SignedBusinessMessages;
import nl.opendk.ebms.perf.traffic.PingFields;
import nl.opendk.ebms.perf.traffic.Request;

/**
 * The request of one arrival, built to the last byte with the arrival's due time in its MessageId and Timestamp
 * (read back by {@link PingId}), as the JMeter plan's branch of the same {@code perf.message} builds it.
 */
interface Messages {

    byte[] build(Arrival arrival, long dueMillis);

    /**
     * The builder for the run's {@code perf.message}: {@code ping}, or {@code signed} (osb-rm-s business messages
     * signed with the load generator's key, perf.signing.*).
     */
    static Messages of(Properties properties, URI endpoint) {
        String run = properties.getProperty("perf.run-id");
        String message = properties.getProperty("perf.message", "ping");
        return switch (message) {
            case "ping" -> (arrival, due) -> KeptAliveHttp.wire(
                    endpoint,
                    PingFields.valid(id(run, arrival, due), Instant.ofEpochMilli(due))
                            .request());
            case "signed" -> signed(properties, endpoint, run);
            default -> throw new IllegalArgumentException(
                    "the light generator sends ping and signed messages, not " + message);
        };
    }

    private static PingId id(String run, Arrival arrival, long due) {
        return new PingId(run, arrival.stream(), Long.toString(arrival.seq()), due);
    }

    /**
     * The plan's {@code signed} branch: multipart/related with the signed envelope and the payload file's text
     * (ebMS 2.0 App. B.2.3), the envelope signed over both by {@link SignedBusinessMessages}.
     */
    private static Messages signed(Properties properties, URI endpoint, String run) {
        String payload = read(Path.of(properties.getProperty("perf.payload-file")));
        return (arrival, due) -> {
            PingId id = id(run, arrival, due);
            String envelope =
                    SignedBusinessMessages.envelope(properties, id.conversationId(), id.messageId(), due, payload);
            String body = "--PERF_BOUNDARY\r\n"
                    + "Content-Type: text/xml; charset=UTF-8\r\n"
                    + "Content-ID: <envelope@perf.test>\r\n\r\n"
                    + envelope
                    + "\r\n--PERF_BOUNDARY\r\n"
                    + "Content-Type: application/xml\r\n"
                    + "Content-ID: <" + SignedBusinessMessages.PAYLOAD_CONTENT_ID + ">\r\n\r\n"
                    + payload
                    + "\r\n--PERF_BOUNDARY--\r\n";
            return KeptAliveHttp.wire(
                    endpoint,
                    new Request(
                            "multipart/related; boundary=\"PERF_BOUNDARY\"; type=\"text/xml\";"
                                    + " start=\"<envelope@perf.test>\"",
                            Request.SOAP_ACTION,
                            body.getBytes(StandardCharsets.UTF_8)));
        };
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the payload " + file, e);
        }
    }
}
